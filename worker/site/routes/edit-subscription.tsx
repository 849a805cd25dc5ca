import { usePage } from '../../../shared/components/page-context';
import { alternatePaths } from '../../../shared/routes';
import { subscriptionValues } from '../forms/subscription';
import { UpstreamError } from '../upstream/client';
import { getSubscription } from '../upstream/forms';
import { formState, options, type SubscribeData, SubscribePage } from './subscribe-form';
import { subscribeAction } from '../forms/subscribe-action';
import type { RoutedScreen } from './screen';
import { NotFoundError } from '../request-context';
import { FollowSection, type FollowState, followStateOf } from './favorites-follow';

type EditData = SubscribeData & { follow: FollowState; unfollowed: boolean };

/** /nl/hou-me-op-de-hoogte/{token}: change a subscription, reached only by its token. */
export const editSubscriptionScreen: RoutedScreen<EditData> = {
  route: 'editSubscription',
  async load(ctx) {
    const token = ctx.params.token ?? '';
    try {
      const subscription = await getSubscription(ctx.api, token);
      const query = new URL(ctx.c.req.url).searchParams;
      return {
        mode: 'edit',
        token,
        ...(await options(ctx)),
        ...formState(ctx, subscriptionValues(subscription)),
        saved: query.get('saved') === '1',
        unsubscribed: false,
        confirmed: { done: subscription.confirmed !== false, just: query.get('confirmed') === '1' && subscription.confirmed !== false },
        follow: followStateOf(ctx.c, null),
        unfollowed: query.get('unfollowed') === '1',
      };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw new NotFoundError('No such subscription');
      throw error;
    }
  },
  meta: (data, { site, t }) => ({
    title: `${t('subscribe.editTitle')} | ${site.name}`,
    description: t('subscribe.intro'),
    alternates: alternatePaths('editSubscription', { token: data.token ?? 'x'.repeat(16) }),
    noindex: true,
  }),
  // A confirmed subscription's page offers to follow the visitor's favorites too.
  Page: function EditSubscriptionPage(data) {
    const { t } = usePage();
    return (
      <>
        <SubscribePage {...data} />
        {data.unfollowed ? (
          <div className="container">
            <p className="alert alert--success" role="status">
              {t('follow.stopped')}
            </p>
          </div>
        ) : null}
        {data.confirmed?.done && data.token ? <FollowSection state={data.follow} token={data.token} /> : null}
      </>
    );
  },
  action: subscribeAction,
};
