import type { Context, Hono } from 'hono';
import type { ConsoleSession } from '../../shared/contract/console';
import type { DraftState } from '../../shared/contract/console-drafts';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { ChangesPage } from './screens/changes';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const DONE = new Set(['publish', 'discard', 'rollback']);

/**
 * The changes screen (issue 32): the draft's pending changes and the last publications, with
 * publish, discard and rollback as plain forms (the platform's /drafts routes do the work).
 */
export function changesRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, extra: { done?: string; alert?: string } = {}, status = 200) => {
    const siteId = c.req.param('siteId');
    const site = session.sites.find(({ id }) => String(id) === siteId);
    const answer = await callPlatform<DraftState>(c, tools.platform, `/sites/${siteId}/drafts`);
    if (answer.status !== 200 || !answer.body || !site) return refusal(c, tools, answer.status === 200 ? 404 : answer.status, session);
    return renderPage(c, <ChangesPage locale={c.get('locale')} session={session} site={site} state={answer.body} {...extra} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/changes`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const done = c.req.query('done');
    return show(c, session, done && DONE.has(done) ? { done } : {});
  });

  app.post(`/${LANG}/sites/${SITE}/changes`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const locale = c.get('locale');
    const siteId = c.req.param('siteId');
    const action = form.action ?? '';
    const publication = /^[1-9]\d{0,14}$/.test(form.publication ?? '') ? form.publication : null;
    const path = action === 'rollback' && publication ? `/sites/${siteId}/publications/${publication}/rollback` : action === 'publish' || action === 'discard' ? `/sites/${siteId}/drafts/${action}` : null;
    if (!path) return show(c, session, { alert: t(locale, 'pages.error.invalid') }, 400);
    const answer = await callPlatform<{ code?: string; labels?: string[] }>(c, tools.platform, path, { method: 'POST', json: {}, csrf });
    if (answer.status === 409) {
      const code = answer.body?.code === 'pending' || answer.body?.code === 'nothing' ? answer.body.code : 'race';
      return show(c, session, { alert: t(locale, `changes.refused.${code}`, { items: (answer.body?.labels ?? []).join(', ') }) }, 409);
    }
    if (answer.status !== 201 && answer.status !== 204) return refusal(c, tools, answer.status, session);
    return c.redirect(`/${locale}/sites/${siteId}/changes?done=${action}`, 303);
  });
}
