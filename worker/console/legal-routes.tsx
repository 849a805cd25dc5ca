import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { ConsoleSession } from '../../shared/contract/console';
import type { ConsoleFieldError, ConsoleLegal } from '../../shared/contract/console-legal';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { legalErrorsOf, legalUpdateOf, legalValuesOf, type LegalValues } from './legal-form';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { type LegalForm, LegalPage } from './screens/legal';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/**
 * The legal data screen (owners; the platform refuses anyone else): a form without JavaScript
 * whose PUT the platform judges with the site schema; its refusals come back beside their
 * fields, with what was typed kept.
 */
export function legalRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const path = (c: Context<ConsoleEnv>) => `/sites/${c.req.param('siteId')}/legal`;
  const show = (c: Context<ConsoleEnv>, session: ConsoleSession, legal: ConsoleLegal, form: LegalForm, status = 200) =>
    renderPage(c, <LegalPage locale={c.get('locale')} session={session} legal={legal} form={form} />, status);

  app.get(`/${LANG}/sites/${SITE}/legal`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await callPlatform<ConsoleLegal>(c, tools.platform, path(c));
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return show(c, session, answer.body, { values: legalValuesOf(answer.body), errors: {}, saved: c.req.query('saved') === '1' });
  });

  app.post(`/${LANG}/sites/${SITE}/legal`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const form = await c.req.parseBody();
    // CSRF, second defence: the session's token in the form (the platform checks it again).
    const csrf = typeof form._csrf === 'string' ? form._csrf : '';
    if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
    const stored = await callPlatform<ConsoleLegal>(c, tools.platform, path(c));
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, session);
    const values: LegalValues = Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (typeof value === 'string' && name !== '_csrf' ? [[name, value]] : [])));
    const answer = await callPlatform<ConsoleLegal & ConsoleFieldError>(c, tools.platform, path(c), { method: 'PUT', json: legalUpdateOf(values, stored.body.locales), csrf });
    if (answer.status === 400) {
      const errors = legalErrorsOf(locale, answer.body?.issues ?? [], stored.body.locales);
      return show(c, session, stored.body, { values, errors, alert: t(locale, 'errors.summary') }, 400);
    }
    if (answer.status !== 200) return refusal(c, tools, answer.status, session);
    return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/legal?saved=1`, 303);
  });
}
