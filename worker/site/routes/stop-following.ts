import { buildPath } from '../../../shared/routes';
import { stopFollowing } from '../forms/follow';
import { answerForm } from '../forms/answer';
import { tokenButtonScreen } from './token-button-screen';

/**
 * /nl/hou-me-op-de-hoogte/{token}/niet-meer-volgen/{estateId}: the link beside a followed
 * listing in its mail. The button's POST stops following that listing alone and
 * leads to the subscription's page, which says so; one no longer followed counts as stopped.
 */
export const stopFollowingScreen = tokenButtonScreen(
  'stopFollowing',
  { title: 'follow.stopTitle', text: 'follow.stopText', button: 'follow.stopButton' },
  async (c, params, again) =>
    answerForm(c, await stopFollowing(c, params.token ?? '', params.estateId ?? ''), {
      form: 'stop-following',
      payload: null,
      redirect: () => `${buildPath('editSubscription', { token: params.token ?? '' }, c.get('locale'))}?unfollowed=1`,
      again,
    }),
);
