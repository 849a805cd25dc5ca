import { usePage } from '../../../shared/components/page-context';
import { countTextOf, notEntered } from '../../../shared/i18n';
import { alternatePaths } from '../../../shared/routes';
import { CompareListIsland } from '../render/islands';
import type { RoutedScreen } from './screen';
import { IslandSection, PageHero } from '../render/plain-page';
import { keptListLabels } from '../render/section-labels';

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
    const labels = {
      empty: t('compare.empty'),
      remove: t('compare.remove', { title: '{{title}}' }),
      gone: countTextOf(locale, 'compare.gone'),
      caption: t('compare.caption'),
      differs: t('compare.differs'),
      missing: notEntered(locale),
      ...keptListLabels(t),
    };
    return (
      <>
        <PageHero title={t('compare.title')} />
        <IslandSection noScript={t('compare.noScript')}>
          <CompareListIsland endpoint={`/${locale}/ajax/compare`} labels={labels} />
        </IslandSection>
      </>
    );
  },
};
