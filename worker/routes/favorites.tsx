import { usePage } from '../../shared/components/page-context';
import { countTextOf } from '../../shared/i18n';
import { alternatePaths } from '../../shared/routes';
import { FavoritesListIsland } from '../render/islands';
import type { RoutedScreen } from './screen';

/** The favorites page (SPEC §2 /nl/favorieten): the list lives in the browser. */
export const favoritesScreen: RoutedScreen<Record<string, never>> = {
  route: 'favorites',
  load: async () => ({}),
  meta: (_data, { site, t }) => ({
    title: `${t('favorites.title')} | ${site.name}`,
    description: t('favorites.description', { agency: site.name }),
    alternates: alternatePaths('favorites', {}),
    noindex: true,
  }),
  Page: function FavoritesPage() {
    const { locale, t } = usePage();
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
            }}
          />
        </div>
      </>
    );
  },
};
