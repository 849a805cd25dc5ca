import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import type { DraftSubmission } from '../../../shared/contract/console-drafts';
import { brusselsTime } from '../../../shared/format/brussels-time';
import { t } from '../kit/i18n';
import { ChangesAction } from './changes-action';
import { Field } from '../kit/fields';

/** The owner's note as the send-back form shows it: what was typed, and why it was refused. */
export interface ReturnNote {
  value: string;
  error?: string;
}

/** Who sent the changes back, when, and the owner's note (shown to everyone on the changes screen). */
export function ReturnedNotice({ locale, submission }: { locale: Locale; submission: DraftSubmission }) {
  return (
    <div className="notice">
      <p>{t(locale, 'approval.returned', { email: submission.returnedBy ?? '—', at: brusselsTime(submission.returnedAt ?? submission.submittedAt) })}</p>
      {submission.note && <blockquote className="note">{submission.note}</blockquote>}
    </div>
  );
}

/**
 * What an editor may do with the pending changes when an owner publishes them: submit them for
 * approval, or read that they wait (since when, by whom).
 */
export function SubmitForApproval({ locale, site, csrf, submission }: { locale: Locale; site: ConsoleSite; csrf: string; submission: DraftSubmission | null }) {
  if (submission?.state === 'waiting') {
    return <p className="notice">{t(locale, 'approval.waitsForOwner', { email: submission.submittedBy, at: brusselsTime(submission.submittedAt) })}</p>;
  }
  return (
    <>
      <p>{t(locale, 'approval.editorIntro')}</p>
      <ChangesAction locale={locale} site={site} csrf={csrf} action="submit" label={t(locale, 'approval.submit')} />
    </>
  );
}

/** An owner's view of a submission that waits: who submitted it and when. */
export function WaitingForYou({ locale, submission }: { locale: Locale; submission: DraftSubmission }) {
  return <p className="notice">{t(locale, 'approval.waitsForYou', { email: submission.submittedBy, at: brusselsTime(submission.submittedAt) })}</p>;
}

/** The owner's other answer to a submission: back to the editors, with a note if they like. */
export function SendBack({ locale, site, csrf, note }: { locale: Locale; site: ConsoleSite; csrf: string; note?: ReturnNote | undefined }) {
  return (
    <form method="post" action={`/${locale}/sites/${site.id}/changes`} className="send-back" aria-labelledby="send-back-title" noValidate>
      <h3 id="send-back-title">{t(locale, 'approval.sendBackTitle')}</h3>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="action" value="return" />
      <Field id="return-note" label={t(locale, 'approval.note')} hint={t(locale, 'approval.noteHint')} error={note?.error}>
        {(described) => <textarea id="return-note" name="note" rows={3} defaultValue={note?.value ?? ''} {...described} />}
      </Field>
      <button type="submit">{t(locale, 'approval.sendBack')}</button>
    </form>
  );
}
