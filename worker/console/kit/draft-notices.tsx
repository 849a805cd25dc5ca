import type { Locale } from '../../../shared/i18n/locales';
import { t } from './i18n';
import { FormOutcome } from './fields';

/**
 * The head of a screen that edits the site's draft (menus, people): "saved", with a link to the
 * changes that go live together; the form's alert; and what a draft is.
 */
export function DraftNotices({ locale, siteId, saved, alert }: { locale: Locale; siteId: number; saved?: boolean; alert?: string }) {
  return (
    <>
      <FormOutcome
        saved={
          saved && (
            <>
              {t(locale, 'pages.saved')} <a href={`/${locale}/sites/${siteId}/changes`}>{t(locale, 'home.changes')}</a>
            </>
          )
        }
        alert={alert}
      />
      <p>{t(locale, 'changes.intro')}</p>
    </>
  );
}
