import type { Context } from 'hono';
import { buildPath } from '../../../shared/routes';
import type { AppEnv } from '../env';
import { readSubscriptionPayload, submitSubscription } from './subscription';
import { answerForm } from './answer';
import { type Again, NotFoundError } from '../request-context';

/**
 * The one keep-me-informed action: a new subscription, or a change to the one
 * `token` names. With a page (`again`), a form posted without JavaScript redirects when taken
 * and shows the page again when refused, and an island asking for JSON gets JSON; without one
 * (the ajax route), the answer is always JSON.
 */
async function subscribe(c: Context<AppEnv>, token: string | null, again?: Again): Promise<Response> {
  const payload = await readSubscriptionPayload(c);
  const result = await submitSubscription(c, payload, token);
  const locale = c.get('locale');
  if (!result.ok && result.status === 404 && token) throw new NotFoundError('No such subscription');
  return answerForm(c, result, {
    form: 'subscribe',
    payload,
    redirect: (data) =>
      token
        ? `${buildPath('editSubscription', { token }, locale)}?saved=1`
        : `${buildPath('subscribeSuccess', {}, locale)}?token=${encodeURIComponent(data.token)}`,
    ...(again ? { again } : {}),
  });
}

/** The subscribe form posted to its own page (no JavaScript needed), new or changed by the address's token. */
export const subscribeAction = (c: Context<AppEnv>, params: Record<string, string>, again: Again): Promise<Response> =>
  subscribe(c, params.token ?? null, again);

/**
 * POST /{lang}/ajax/notifications: the same action as the subscribe page's form, from a
 * JSON or form-encoded body, answered as JSON (201 with the token; 400 with each field's message).
 */
export const notificationsAjax = (c: Context<AppEnv>): Promise<Response> => subscribe(c, null);
