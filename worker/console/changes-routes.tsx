import type { Context } from 'hono';
import * as routes from '../../shared/contract/console-api/routes';
import { ID } from '../../shared/contract/console-api/params';
import { call } from './api';
import type { ConsoleEnv } from './env';
import type { ConsoleGroups } from './groups';
import { t } from './i18n';
import { refusal } from './refusal';
import { renderPage } from './render';
import { ChangesPage } from './screens/changes';

const DONE = new Set(['publish', 'discard', 'rollback']);

/**
 * The changes screen (issue 32): the draft's pending changes and the last publications, with
 * publish, discard and rollback as plain forms (the platform's /drafts routes do the work).
 */
export function changesRoutes({ member }: ConsoleGroups): void {
  const show = async (c: Context<ConsoleEnv>, extra: { done?: string; alert?: string } = {}, status = 200) => {
    const answer = await call(c, routes.draftsGet, { params: { siteId: c.get('site').id } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <ChangesPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} state={answer.body} {...extra} />, status);
  };

  member.get('/changes', (c) => {
    const done = c.req.query('done');
    return show(c, done && DONE.has(done) ? { done } : {});
  });

  member.post('/changes', async (c) => {
    const locale = c.get('locale');
    const siteId = c.get('site').id;
    const { action = '', publication = '' } = c.get('form').fields;
    const answer =
      action === 'rollback' && ID.test(publication)
        ? await call(c, routes.draftsRollback, { params: { siteId, publicationId: publication } })
        : action === 'publish' || action === 'discard'
          ? await call(c, action === 'publish' ? routes.draftsPublish : routes.draftsDiscard, { params: { siteId } })
          : null;
    if (!answer) return show(c, { alert: t(locale, 'pages.error.invalid') }, 400);
    if (answer.status === 409) {
      const code = answer.body?.code === 'pending' || answer.body?.code === 'nothing' ? answer.body.code : 'race';
      return show(c, { alert: t(locale, `changes.refused.${code}`, { items: (answer.body?.labels ?? []).join(', ') }) }, 409);
    }
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${siteId}/changes?done=${action}`, 303);
  });
}
