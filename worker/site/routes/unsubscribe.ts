import { buildPath } from '../../../shared/routes';
import { removeSubscription } from '../forms/subscription';
import { answerForm } from '../forms/answer';
import { tokenButtonScreen } from './token-button-screen';

/**
 * /nl/hou-me-op-de-hoogte/uitschrijven/{token}: the button's POST removes the subscription (so
 * does a mail program's one-click POST, RFC 8058); one already gone counts as removed.
 */
export const unsubscribeScreen = tokenButtonScreen(
  'unsubscribe',
  { title: 'subscribe.unsubscribe', text: 'subscribe.unsubscribeText', button: 'subscribe.unsubscribeConfirm' },
  async (c, params, again) =>
    answerForm(c, await removeSubscription(c, params.token ?? ''), {
      form: 'unsubscribe',
      payload: null,
      redirect: () => `${buildPath('subscribe', {}, c.get('locale'))}?unsubscribed=1`,
      again,
    }),
);
