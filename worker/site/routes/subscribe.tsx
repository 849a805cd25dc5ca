import { fitTitle } from '../../../shared/domain/page-head';
import { alternatePaths } from '../../../shared/routes';
import { captchaOf } from '../config/page-settings';
import { EMPTY, formState, options, type SubscribeData, SubscribePage } from './subscribe-form';
import { subscribeAction } from '../forms/subscribe-action';
import { pageDescription } from './page-head';
import type { RoutedScreen } from './screen';
import { breadcrumbJsonLd } from './structured-data';

/** /nl/hou-me-op-de-hoogte: subscribe to be kept informed of new properties. */
export const subscribeScreen: RoutedScreen<SubscribeData> = {
  route: 'subscribe',
  load: async (ctx) => ({
    mode: 'new',
    token: null,
    ...(await options(ctx)),
    ...formState(ctx, EMPTY),
    saved: false,
    unsubscribed: new URL(ctx.c.req.url).searchParams.get('unsubscribed') === '1',
    confirmed: null,
    captcha: captchaOf(ctx.c.env, ctx.site),
  }),
  meta: (_data, { site, t, origin, locale }) => ({
    title: fitTitle([t('subscribe.title')], [], site.name),
    description: pageDescription(t('subscribe.intro'), { site, locale }),
    alternates: alternatePaths('subscribe', {}),
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('nav.home'), url: `${origin}/${locale}/` },
        { name: t('subscribe.title'), url: origin + alternatePaths('subscribe', {})[locale] },
      ]),
    ],
  }),
  Page: SubscribePage,
  action: subscribeAction,
};
