import { buildPath } from '../../shared/routes';
import { readSubscriptionPayload, submitSubscription } from '../forms/subscription';
import { answerForm } from './form-answer';
import { type Action, NotFoundError } from './screen';

/**
 * The subscribe form posted to its own page (no JavaScript needed): a new subscription, or a
 * change to the one the address's token names. Taken, it redirects; refused, the page again.
 */
export const subscribeAction: Action = async (c, params, again) => {
  const token = params.token ?? null;
  const payload = await readSubscriptionPayload(c);
  const result = await submitSubscription(c, payload, token);
  const locale = c.get('locale');
  if (!result.ok && result.status === 404) throw new NotFoundError('No such subscription');
  return answerForm(c, result, {
    form: 'subscribe',
    payload,
    redirect: (data) =>
      token
        ? `${buildPath('editSubscription', { token }, locale)}?saved=1`
        : `${buildPath('subscribeSuccess', {}, locale)}?token=${encodeURIComponent(data.token)}`,
    again,
  });
};
