import { buildPath } from '../../../shared/routes';
import { confirmSubscriptionForm } from '../forms/subscription';
import { answerForm } from '../forms/answer';
import { NotFoundError } from '../request-context';
import { tokenButtonScreen } from './token-button-screen';

/**
 * /nl/hou-me-op-de-hoogte/bevestigen/{confirmToken}: the confirmation mail's link (double
 * opt-in). The button's POST confirms and leads to the subscription's page, which says it is
 * confirmed. Confirming again answers the same; a token the platform does not know is a 404.
 */
export const confirmSubscriptionScreen = tokenButtonScreen(
  'confirmSubscription',
  { title: 'subscribe.confirmTitle', text: 'subscribe.confirmText', button: 'subscribe.confirmButton' },
  async (c, params, again) => {
    const result = await confirmSubscriptionForm(c, params.token ?? '');
    if (!result.ok && result.status === 404) throw new NotFoundError('No such subscription');
    return answerForm(c, result, {
      form: 'confirm-subscription',
      payload: null,
      redirect: (data) => `${buildPath('editSubscription', { token: data.token }, c.get('locale'))}?confirmed=1`,
      again,
    });
  },
);
