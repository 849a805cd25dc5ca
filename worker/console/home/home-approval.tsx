import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import type { WaitingDraft } from '../../../shared/contract/console-drafts';
import { brusselsTime } from '../../../shared/format/brussels-time';
import { t } from '../kit/i18n';

/**
 * On an agency's card of the first page: to an owner, how many changes wait for their approval,
 * who submitted them and when; to an editor, that theirs wait for an owner, or were sent back.
 * A link to the changes screen; nothing when nothing waits.
 */
export function DraftWaits({ locale, site, waiting }: { locale: Locale; site: ConsoleSite; waiting: WaitingDraft }) {
  const { submission, pending } = waiting;
  if (!submission || pending === 0) return null;
  const owner = site.role === 'owner';
  if (submission.state === 'returned' && owner) return null;
  const words =
    submission.state === 'returned'
      ? t(locale, 'approval.homeReturned', { email: submission.returnedBy ?? '—', at: brusselsTime(submission.returnedAt ?? submission.submittedAt) })
      : t(locale, owner ? `approval.homeWaiting.${pending === 1 ? 'one' : 'other'}` : 'approval.homeSubmitted', {
          count: pending,
          email: submission.submittedBy,
          at: brusselsTime(submission.submittedAt),
        });
  return (
    <p className="notice">
      <a href={`/${locale}/sites/${site.id}/changes`}>{words}</a>
    </p>
  );
}
