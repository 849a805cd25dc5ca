import { usePage } from '../../../shared/components/page-context';
import { countTextOf } from '../../../shared/i18n';
import { alternatePaths } from '../../../shared/routes';
import { FavoritesListIsland, RecentListingsIsland } from '../render/islands';
import { compareWords } from '../render/section-labels';
import { followAction, FollowSection, type FollowState, followStateOf } from './favorites-follow';
import type { RoutedScreen } from './screen';

/** The favorites page (/nl/favorieten), and below them the listings viewed recently: both lists live in the browser. */
export const favoritesScreen: RoutedScreen<{ follow: FollowState }> = {
  route: 'favorites',
  load: async (ctx) => ({ follow: followStateOf(ctx.c, ctx.form) }),
  meta: (_data, { site, t }) => ({
    title: `${t('favorites.title')} | ${site.name}`,
    description: t('favorites.description', { agency: site.name }),
    alternates: alternatePaths('favorites', {}),
    noindex: true,
  }),
  Page: function FavoritesPage({ follow }) {
    const { locale, t } = usePage();
    const compare = compareWords(t, locale);
    return (
      <>
        <header className="page-hero">
          <div className="container page-hero__text">
            <h1>{t('favorites.title')}</h1>
          </div>
        </header>
        <div className="section container">
          <noscript>
            <p>{t('favorites.noScript')}</p>
          </noscript>
          <FavoritesListIsland
            endpoint={`/${locale}/ajax/estate/`}
            labels={{
              empty: t('favorites.empty'),
              gone: countTextOf(locale, 'favorites.gone'),
              noPhoto: t('card.noPhoto'),
              favoriteAdd: t('favorites.add'),
              favoriteRemove: t('favorites.remove'),
              loading: t('listing.loading'),
              loadFailed: t('favorites.loadFailed'),
              tryAgain: t('listing.tryAgain'),
              compare,
            }}
          />
        </div>
        <FollowSection state={follow} />
        <section className="section container recent" aria-labelledby="recent-title">
          <h2 id="recent-title">{t('recent.title')}</h2>
          <RecentListingsIsland
            endpoint={`/${locale}/ajax/estate/`}
            labels={{
              empty: t('recent.empty'),
              clear: t('recent.clear'),
              noPhoto: t('card.noPhoto'),
              favoriteAdd: t('favorites.add'),
              favoriteRemove: t('favorites.remove'),
              loading: t('listing.loading'),
              loadFailed: t('listing.loadFailed'),
              tryAgain: t('listing.tryAgain'),
              compare,
            }}
          />
        </section>
      </>
    );
  },
  action: followAction,
};
