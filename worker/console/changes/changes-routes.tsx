import type { Context } from 'hono';
import type { WaitingDraft } from '../../shared/contract/console-drafts';
import * as routes from '../../shared/contract/console-api/routes';
import { ID } from '../../shared/contract/console-api/params';
import { call } from './api';
import type { ConsoleEnv } from './env';
import type { ConsoleGroups } from './groups';
import { t } from './i18n';
import { refusal } from './refusal';
import { renderPage } from './render';
import { ChangesPage } from './screens/changes';
import type { ReturnNote } from './screens/changes-approval';

const DONE = new Set(['publish', 'discard', 'rollback', 'submit', 'return']);

/** What the changes screen shows besides the draft: what was just done, a refusal, the send-back form again. */
interface Shown {
  done?: string;
  alert?: string;
  note?: ReturnNote;
}

/** For the first page: each of the user's agencies' draft (how many changes, and whether they wait for an owner); null where the platform said no. */
export async function waitingHome(c: Context<ConsoleEnv>): Promise<Record<number, WaitingDraft | null>> {
  const { sites } = c.get('session');
  const answers = await Promise.all(sites.map((site) => call(c, routes.draftsSubmission, { params: { siteId: site.id } })));
  return Object.fromEntries(sites.map((site, index) => [site.id, answers[index]?.ok ? answers[index].body : null]));
}

/**
 * The changes screen: the draft's pending changes and the last publications, with
 * publish, discard and rollback as plain forms (the platform's /drafts routes do the work), and
 * when an owner publishes editors' changes, the editor's submit and the owner's send-back. The
 * platform decides who may do what: an editor's publish it refuses (403) is this screen again,
 * saying an owner publishes.
 */
export function changesRoutes({ member }: ConsoleGroups): void {
  const show = async (c: Context<ConsoleEnv>, extra: Shown = {}, status = 200) => {
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
    const { action = '', publication = '', note = '' } = c.get('form').fields;
    const params = { siteId };
    if (action === 'submit' || action === 'return') {
      const answer = action === 'submit' ? await call(c, routes.draftsSubmit, { params }) : await call(c, routes.draftsReturn, { params, json: { note } });
      if (answer.status === 400) return show(c, { alert: t(locale, 'errors.summary'), note: { value: note, error: t(locale, 'errors.tooLong') } }, 400);
      if (answer.status === 409) return show(c, { alert: t(locale, action === 'submit' ? 'changes.refused.nothing' : 'approval.notWaiting') }, 409);
      if (!answer.ok) return refusal(c, answer.status);
      return c.redirect(`/${locale}/sites/${siteId}/changes?done=${action}`, 303);
    }
    const answer =
      action === 'rollback' && ID.test(publication)
        ? await call(c, routes.draftsRollback, { params: { siteId, publicationId: publication } })
        : action === 'publish' || action === 'discard'
          ? await call(c, action === 'publish' ? routes.draftsPublish : routes.draftsDiscard, { params })
          : null;
    if (!answer) return show(c, { alert: t(locale, 'pages.error.invalid') }, 400);
    // The owners publish editors' changes (the platform's publisher guard).
    if (answer.status === 403) return show(c, { alert: t(locale, 'approval.refused') }, 403);
    if (answer.status === 409) {
      const code = answer.body?.code === 'pending' || answer.body?.code === 'nothing' ? answer.body.code : 'race';
      return show(c, { alert: t(locale, `changes.refused.${code}`, { items: (answer.body?.labels ?? []).join(', ') }) }, 409);
    }
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${siteId}/changes?done=${action}`, 303);
  });
}
