import type { Context } from 'hono';
import type { WaitingDraft } from '../../../shared/contract/console-drafts';
import * as routes from '../../../shared/contract/console-api/routes';
import { ID } from '../../../shared/contract/console-api/params';
import type { AnswerBody, ConsoleRoute } from '../../../shared/contract/console-api/route';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { mayCall } from '../kit/roles';
import { ChangesPage } from './changes';
import type { ReturnNote } from './changes-approval';

const DONE = new Set(['publish', 'discard', 'rollback', 'submit', 'return']);

/** An answer to an action on the draft; a refusal's body says what stands in the way. */
type Handed = { ok: boolean; status: number };
type Published = Handed & { body: AnswerBody<'refusal'> | null };

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
 * when an owner publishes editors' changes, the editor's submit and the owner's send-back. Each
 * action's role is its route's (the contract's), known here before the platform answers: an
 * editor's publish where an owner publishes is this screen again, saying so (403), and the
 * platform is not asked; it checks the role again on every call it gets.
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

  /** Where an action that went through lands: the screen saying what was done. */
  const done = (c: Context<ConsoleEnv>, action: string) => c.redirect(`/${c.get('locale')}/sites/${c.get('site').id}/changes?done=${action}`, 303);
  /** The editor's submit and the owner's send-back: a note too long is the form again; nothing waiting, the screen saying so. */
  const handed = (c: Context<ConsoleEnv>, action: 'submit' | 'return', answer: Handed, note = '') => {
    const locale = c.get('locale');
    if (answer.status === 400) return show(c, { alert: t(locale, 'errors.summary'), note: { value: note, error: t(locale, 'errors.tooLong') } }, 400);
    if (answer.status === 409) return show(c, { alert: t(locale, action === 'submit' ? 'changes.refused.nothing' : 'approval.notWaiting') }, 409);
    return answer.ok ? done(c, action) : refusal(c, answer.status);
  };
  /** Publish, discard and rollback: the owners publish editors' changes (the platform's publisher guard); a refusal says what stands in the way. */
  const published = (c: Context<ConsoleEnv>, action: 'publish' | 'discard' | 'rollback', answer: Published) => {
    const locale = c.get('locale');
    if (answer.status === 403) return show(c, { alert: t(locale, 'approval.refused') }, 403);
    if (answer.status === 409) {
      const code = answer.body?.code === 'pending' || answer.body?.code === 'nothing' ? answer.body.code : 'race';
      return show(c, { alert: t(locale, `changes.refused.${code}`, { items: (answer.body?.labels ?? []).join(', ') }) }, 409);
    }
    return answer.ok ? done(c, action) : refusal(c, answer.status);
  };
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });
  /** Whether the user may call the route: their role on the site, and for a publisher's route whether its owners publish editors' changes. */
  const allowed = async (c: Context<ConsoleEnv>, route: ConsoleRoute) => {
    const site = c.get('site');
    const asked = route.role === 'publisher' && site.role !== 'owner' ? await call(c, routes.draftsSubmission, params(c)) : null;
    return mayCall(route, { site, operator: c.get('session').user.operator, approval: asked?.ok === true && asked.body.approval });
  };
  /** A publisher's action the user may not take: the screen, saying an owner publishes; an owner's, the refusal page. */
  const notAllowed = (c: Context<ConsoleEnv>, route: ConsoleRoute) =>
    route.role === 'publisher' ? show(c, { alert: t(c.get('locale'), 'approval.refused') }, 403) : refusal(c, 403);
  /** One handler an action, chosen by the form's `action` (each of the screen's forms names its own), its route's role checked first. */
  const actions: Record<string, { route: ConsoleRoute; run: (c: Context<ConsoleEnv>, form: Record<string, string>) => Promise<Response> }> = {
    submit: { route: routes.draftsSubmit, run: async (c) => handed(c, 'submit', await call(c, routes.draftsSubmit, params(c))) },
    return: {
      route: routes.draftsReturn,
      run: async (c, { note = '' }) => handed(c, 'return', await call(c, routes.draftsReturn, { ...params(c), json: { note } }), note),
    },
    publish: { route: routes.draftsPublish, run: async (c) => published(c, 'publish', await call(c, routes.draftsPublish, params(c))) },
    discard: { route: routes.draftsDiscard, run: async (c) => published(c, 'discard', await call(c, routes.draftsDiscard, params(c))) },
    rollback: {
      route: routes.draftsRollback,
      run: async (c, { publication = '' }) =>
        ID.test(publication)
          ? published(c, 'rollback', await call(c, routes.draftsRollback, { params: { siteId: c.get('site').id, publicationId: publication } }))
          : invalid(c),
    },
  };
  const invalid = (c: Context<ConsoleEnv>) => show(c, { alert: t(c.get('locale'), 'pages.error.invalid') }, 400);

  member.post('/changes', async (c) => {
    const form = c.get('form').fields;
    const action = form.action ?? '';
    if (!Object.hasOwn(actions, action)) return invalid(c);
    const { route, run } = actions[action]!;
    return (await allowed(c, route)) ? run(c, form) : notAllowed(c, route);
  });
}
