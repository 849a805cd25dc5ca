import { usePage } from '../../../shared/components/page-context';
import { TOKEN_PATTERN } from '../../../shared/contract/limits';
import { alternatePaths, buildPath } from '../../../shared/routes';
import type { RoutedScreen } from './screen';

/** /nl/hou-me-op-de-hoogte/succes: the subscription is made; the token link manages it. */
export const subscribeSuccessScreen: RoutedScreen<{ token: string | null }> = {
  route: 'subscribeSuccess',
  load: async (ctx) => {
    const token = new URL(ctx.c.req.url).searchParams.get('token');
    return { token: token && TOKEN_PATTERN.test(token) ? token : null };
  },
  meta: (_data, { site, t }) => ({
    title: `${t('subscribe.successTitle')} | ${site.name}`,
    description: t('subscribe.success'),
    alternates: alternatePaths('subscribeSuccess', {}),
    noindex: true,
  }),
  Page: function SubscribeSuccess({ token }) {
    const { locale, t } = usePage();
    return (
      <section className="section container page-message">
        <h1>{t('subscribe.successTitle')}</h1>
        <p role="status">{t('subscribe.success')}</p>
        {token ? (
          <p>
            <a className="button button--ghost" href={buildPath('editSubscription', { token }, locale)}>
              {t('subscribe.manage')}
            </a>
          </p>
        ) : null}
      </section>
    );
  },
};
