import { isLocale } from '../../../shared/i18n/locales';
import * as routes from '../../../shared/contract/console-api/routes';
import type { LanguagesUpdate } from '../../../shared/contract/console-languages';
import { call } from '../kit/api';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { RemoveLanguagePage } from './settings-languages';
import { settingsScreen } from './settings-routes';

/**
 * The site's languages on the settings screen (owners): `op` add, remove (after a
 * confirmation page) or default, saved into the draft against the version the screen showed;
 * the language goes live (or away) with the next publish.
 */
export function languagesRoutes({ owner }: ConsoleGroups): void {
  owner.post('/settings/languages', async (c) => {
    const locale = c.get('locale');
    const siteId = c.get('site').id;
    const form = c.get('form').fields;
    const op = form.op;
    const language = form.locale && isLocale(form.locale) ? form.locale : null;
    const version = form.version && /^\d{1,9}$/.test(form.version) ? Number(form.version) : -1;
    const current = await call(c, routes.languagesGet, { params: { siteId } });
    if (!current.ok) return refusal(c, current.status);
    const { draft } = current.body;
    const again = (errors: Record<string, string>, status: 400 | 409 = 400) =>
      settingsScreen(c, { form: { alert: t(locale, 'errors.summary') }, languages: { errors } }, status);
    let next: LanguagesUpdate;
    if (op === 'add') {
      if (!language || draft.locales.includes(language)) return again({ 'language-add': t(locale, 'siteSettings.error.language') });
      next = { version, locales: [...draft.locales, language], defaultLocale: draft.defaultLocale };
    } else if (op === 'remove') {
      if (!language || !draft.locales.includes(language)) return again({ 'languages-remove': t(locale, 'siteSettings.error.language') });
      if (draft.locales.length === 1) return again({ 'languages-remove': t(locale, 'siteSettings.error.lastLanguage') });
      if (form.confirm !== '1')
        return renderPage(c, <RemoveLanguagePage locale={locale} session={c.get('session')} languages={current.body} language={language} />);
      const locales = draft.locales.filter((other) => other !== language);
      // Removing the default language makes the first one left the default; the form can change it.
      next = { version, locales, defaultLocale: language === draft.defaultLocale ? locales[0]! : draft.defaultLocale };
    } else {
      if (!language || !draft.locales.includes(language)) return again({ 'language-default': t(locale, 'siteSettings.error.defaultLanguage') });
      next = { version, locales: draft.locales, defaultLocale: language };
    }
    const answer = await call(c, routes.languagesUpdate, { params: { siteId }, json: next });
    if (answer.status === 409)
      return again(
        {
          [op === 'add' ? 'language-add' : op === 'remove' ? 'languages-remove' : 'language-default']: t(locale, 'siteSettings.conflict', {
            who: answer.body?.current?.updatedBy ?? '?',
          }),
        },
        409,
      );
    if (!answer.ok) return refusal(c, answer.status);
    const added = op === 'add' && language ? `&added=${language}` : '';
    return c.redirect(`/${locale}/sites/${siteId}/settings?languages=1${added}`, 303);
  });
}
