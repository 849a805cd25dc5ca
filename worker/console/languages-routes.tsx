import type { Hono } from 'hono';
import { isLocale } from '../../shared/i18n/locales';
import type { ConsoleLanguages, LanguagesUpdate } from '../../shared/contract/console-languages';
import type { DraftConflict } from '../../shared/contract/console-drafts';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { RemoveLanguagePage } from './screens/settings-languages';
import { loadSettings, settingsScreen } from './settings-routes';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/**
 * The site's languages on the settings screen (issue 32, owners): `op` add, remove (after a
 * confirmation page) or default, saved into the draft against the version the screen showed;
 * the language goes live (or away) with the next publish.
 */
export function languagesRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  app.post(`/${LANG}/sites/${SITE}/settings/languages`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, csrf } = posted;
    const locale = c.get('locale');
    const siteId = c.req.param('siteId');
    const raw = await c.req.parseBody();
    const op = raw.op;
    const language = typeof raw.locale === 'string' && isLocale(raw.locale) ? raw.locale : null;
    const version = typeof raw.version === 'string' && /^\d{1,9}$/.test(raw.version) ? Number(raw.version) : -1;
    const current = await callPlatform<ConsoleLanguages>(c, tools.platform, `/sites/${siteId}/languages`);
    if (current.status !== 200 || !current.body) return refusal(c, tools, current.status, session);
    const { draft } = current.body;
    const again = async (errors: Record<string, string>, status: 400 | 409 = 400) => {
      const settings = await loadSettings(c, tools);
      if (settings.status !== 200 || !settings.body) return refusal(c, tools, settings.status, session);
      return settingsScreen(c, tools, session, settings.body, { form: { alert: t(locale, 'errors.summary') }, languages: { errors } }, status);
    };
    let next: LanguagesUpdate;
    if (op === 'add') {
      if (!language || draft.locales.includes(language)) return again({ 'language-add': t(locale, 'siteSettings.error.language') });
      next = { version, locales: [...draft.locales, language], defaultLocale: draft.defaultLocale };
    } else if (op === 'remove') {
      if (!language || !draft.locales.includes(language)) return again({ 'languages-remove': t(locale, 'siteSettings.error.language') });
      if (draft.locales.length === 1) return again({ 'languages-remove': t(locale, 'siteSettings.error.lastLanguage') });
      if (raw.confirm !== '1') return renderPage(c, <RemoveLanguagePage locale={locale} session={session} languages={current.body} language={language} />);
      const locales = draft.locales.filter((other) => other !== language);
      // Removing the default language makes the first one left the default; the form can change it.
      next = { version, locales, defaultLocale: language === draft.defaultLocale ? locales[0]! : draft.defaultLocale };
    } else {
      if (!language || !draft.locales.includes(language)) return again({ 'language-default': t(locale, 'siteSettings.error.defaultLanguage') });
      next = { version, locales: draft.locales, defaultLocale: language };
    }
    const answer = await callPlatform<ConsoleLanguages & Partial<DraftConflict>>(c, tools.platform, `/sites/${siteId}/languages`, { method: 'PUT', json: next, csrf });
    if (answer.status === 409) return again({ [op === 'add' ? 'language-add' : op === 'remove' ? 'languages-remove' : 'language-default']: t(locale, 'siteSettings.conflict', { who: answer.body?.current?.updatedBy ?? '?' }) }, 409);
    if (answer.status !== 200) return refusal(c, tools, answer.status, session);
    const added = op === 'add' && language ? `&added=${language}` : '';
    return c.redirect(`/${locale}/sites/${siteId}/settings?languages=1${added}`, 303);
  });
}
