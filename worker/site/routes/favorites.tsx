import { usePage } from '../../../shared/components/page-context';
import { countTextOf } from '../../../shared/i18n';
import { alternatePaths } from '../../../shared/routes';
import { FavoritesListIsland, RecentListingsIsland } from '../render/islands';
import { compareWords, keptListLabels } from '../render/section-labels';
import { followAction, FollowSection, type FollowState, followStateOf } from './favorites-follow';
import type { RoutedScreen } from './screen';
import { IslandSection, PageHero } from '../render/plain-page';

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
    const endpoint = `/${locale}/ajax/estate/`;
    const favorites = {
      empty: t('favorites.empty'),
      gone: countTextOf(locale, 'favorites.gone'),
      noPhoto: t('card.noPhoto'),
      ...keptListLabels(t),
      loadFailed: t('favorites.loadFailed'),
      compare,
    };
    const recent = { empty: t('recent.empty'), clear: t('recent.clear'), noPhoto: t('card.noPhoto'), ...keptListLabels(t), compare };
    return (
      <>
        <PageHero title={t('favorites.title')} />
        <IslandSection noScript={t('favorites.noScript')}>
          <FavoritesListIsland endpoint={endpoint} labels={favorites} />
        </IslandSection>
        <FollowSection state={follow} />
        <section className="section container recent" aria-labelledby="recent-title">
          <h2 id="recent-title">{t('recent.title')}</h2>
          <RecentListingsIsland endpoint={endpoint} labels={recent} />
        </section>
      </>
    );
  },
  action: followAction,
};
