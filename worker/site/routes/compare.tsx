import { usePage } from '../../../shared/components/page-context';
import { countTextOf, notEntered } from '../../../shared/i18n';
import { alternatePaths } from '../../../shared/routes';
import { CompareListIsland } from '../render/islands';
import type { RoutedScreen } from './screen';

/** The compare page (/nl/vergelijken): up to four listings side by side; which ones lives in the browser. */
export const compareScreen: RoutedScreen<Record<string, never>> = {
  route: 'compare',
  load: async () => ({}),
  meta: (_data, { site, t }) => ({
    title: `${t('compare.title')} | ${site.name}`,
    description: t('compare.description', { agency: site.name }),
    alternates: alternatePaths('compare', {}),
    noindex: true,
  }),
  Page: function ComparePage() {
    const { locale, t } = usePage();
    return (
      <>
        <header className="page-hero">
          <div className="container page-hero__text">
            <h1>{t('compare.title')}</h1>
          </div>
        </header>
        <div className="section container">
          <noscript>
            <p>{t('compare.noScript')}</p>
          </noscript>
          <CompareListIsland
            endpoint={`/${locale}/ajax/compare`}
            labels={{
              empty: t('compare.empty'),
              remove: t('compare.remove', { title: '{{title}}' }),
              gone: countTextOf(locale, 'compare.gone'),
              caption: t('compare.caption'),
              differs: t('compare.differs'),
              missing: notEntered(locale),
              favoriteAdd: t('favorites.add'),
              favoriteRemove: t('favorites.remove'),
              loading: t('listing.loading'),
              loadFailed: t('listing.loadFailed'),
              tryAgain: t('listing.tryAgain'),
            }}
          />
        </div>
      </>
    );
  },
};
