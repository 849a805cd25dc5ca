import type { Hono } from 'hono';
import type { ConsoleFieldError } from '../../shared/platform-api/console-legal';
import type { ConsoleSettings, SettingsUpdate } from '../../shared/platform-api/console-settings';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { SettingsPage } from './screens/settings';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** The site settings screen (issue 32, owners; the platform refuses anyone else): one form, saved live. */
export function settingsRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const path = (siteId: string) => `/sites/${siteId}/settings`;

  app.get(`/${LANG}/sites/${SITE}/settings`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await callPlatform<ConsoleSettings>(c, tools.platform, path(c.req.param('siteId')));
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <SettingsPage locale={c.get('locale')} session={session} form={{ values: answer.body, errors: {}, saved: c.req.query('saved') === '1' }} />);
  });

  app.post(`/${LANG}/sites/${SITE}/settings`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, csrf } = posted;
    const locale = c.get('locale');
    const raw = await c.req.parseBody({ all: true });
    const hidden = ([] as unknown[]).concat(raw.hidden ?? []).flatMap((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? [Number(value)] : []));
    const to = typeof raw.to === 'string' ? raw.to.trim() : '';
    const from = typeof raw.from === 'string' ? raw.from.trim() : '';
    const update: SettingsUpdate = { hiddenStatus: hidden, showEstateAddress: raw.cards === '1', email: to ? { to, ...(from ? { from } : {}) } : null };
    const answer = await callPlatform<ConsoleSettings & ConsoleFieldError>(c, tools.platform, path(c.req.param('siteId')), { method: 'PUT', json: update, csrf });
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/settings?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, tools, answer.status, session);
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'))!;
    const errors: Record<string, string> = {};
    for (const issue of answer.body?.issues ?? []) {
      const id = issue.path.endsWith('.from') ? 'settings-from' : issue.path.startsWith('delivery') ? 'settings-to' : null;
      if (id) errors[id] ??= t(locale, 'people.error.email');
    }
    const values: ConsoleSettings = { site, ...update };
    return renderPage(c, <SettingsPage locale={locale} session={session} form={{ values, errors, alert: t(locale, 'errors.summary') }} />, 400);
  });
}
