import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import { t } from '../kit/i18n';

/**
 * The owners' choice that editors' changes are published by an owner: off, editors publish as
 * owners do; on, an editor submits the changes and an owner publishes them or sends them back.
 */
export function ApprovalSection({ locale, session, site, required }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; required: boolean }) {
  return (
    <section aria-labelledby="approval-title">
      <h2 id="approval-title">{t(locale, 'approval.settingsTitle')}</h2>
      <form method="post" action={`/${locale}/sites/${site.id}/settings/approval`}>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <p>
          <input type="checkbox" id="approval-required" name="required" value="1" defaultChecked={required} aria-describedby="approval-hint" />{' '}
          <label htmlFor="approval-required">{t(locale, 'approval.setting')}</label>
        </p>
        <p className="hint" id="approval-hint">
          {t(locale, 'approval.settingHint')}
        </p>
        <button type="submit">{t(locale, 'approval.save')}</button>
      </form>
    </section>
  );
}
