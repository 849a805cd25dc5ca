import type { EstateCard } from '../../../shared/domain/estate-card';
import { EstateCardView } from '../../../shared/components/estate-card';
import { usePage } from '../../../shared/components/page-context';
import { localizedValue } from '../../../shared/i18n';
import { EstateFilterIsland, EstateListIsland, FavoriteButtonIsland } from './islands';
import { COLLECTION_SIZE } from '../../../shared/domain/listing-search';
import { SearchUnavailable } from './search-unavailable';
import type { SectionData, SectionProps } from './section-data';
import { compareWords, listingCtas, listLabels, numericLabels } from './section-labels';

function FavoriteIsland({ estateId }: { estateId: number }) {
  const { t } = usePage();
  return <FavoriteButtonIsland estateId={estateId} addLabel={t('favorites.add')} removeLabel={t('favorites.remove')} />;
}

function CardGrid({ cards, headingId }: { cards: EstateCard[]; headingId: string }) {
  const { t, locale } = usePage();
  const compare = compareWords(t, locale);
  return (
    <ul className="card-grid" aria-labelledby={headingId}>
      {cards.map((card) => (
        <li key={card.id}>
          <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} favorite={<FavoriteIsland estateId={card.id} />} compare={compare} />
        </li>
      ))}
    </ul>
  );
}
export function EstateListSection({ section, data }: SectionProps<'estateList'>) {
  const { locale, t } = usePage();
  const listing = data.listings[section.id];
  const title = localizedValue(section.title, locale);
  if (!listing) return null;
  const base = `?page=${data.pageId}&section=${section.id}`;
  return (
    <section className="section container listing" data-listing={section.id} aria-labelledby={`listing-${section.id}`}>
      <h2 id={`listing-${section.id}`} className={title ? undefined : 'visually-hidden'}>
        {title || t('listing.results')}
      </h2>
      {listing.areaIgnored ? (
        <p className="listing__notice" role="status">
          {t('listing.areaIgnored')}
        </p>
      ) : null}
      {listing.unavailable ? (
        <SearchUnavailable text={t('listing.unavailable')} href={data.path} />
      ) : (
        <EstateListIsland
          listingKey={`${data.pageId}:${section.id}`}
          endpoint={`/${locale}/ajax/estates${base}`}
          markersEndpoint={`/${locale}/ajax/estate-markers${base}`}
          filter={listing.filter}
          node={listing.node}
          first={{ cards: listing.cards, total: listing.total, pageSize: listing.pageSize, offset: listing.offset }}
          soldList={listing.soldList}
          nextHref={listing.nextHref}
          ctas={listingCtas(t, locale, data.ctaLinks)}
          map={data.mapTiles}
          labels={listLabels(t, locale)}
        />
      )}
    </section>
  );
}

/** A filter section's bar and the list it filters, or undefined when it draws nothing (the page's hero then is no search band: cms-page.tsx). */
export function filterBarOf(sectionId: number, data: SectionData) {
  const bar = data.filterBars[sectionId];
  const listing = bar ? data.listings[bar.listingSectionId] : undefined;
  return bar && listing ? { bar, listing } : undefined;
}

export function EstateFilterSection({ section, data }: SectionProps<'estateFilter'>) {
  const { t } = usePage();
  const drawn = filterBarOf(section.id, data);
  if (!drawn) return null;
  const { bar, listing } = drawn;
  return (
    <section className="section container filter-section" aria-labelledby={`filter-${section.id}-title`}>
      <h2 id={`filter-${section.id}-title`} className="visually-hidden">
        {t('filter.title')}
      </h2>
      <EstateFilterIsland
        listingKey={`${data.pageId}:${bar.listingSectionId}`}
        action={data.pagePath}
        filter={listing.filter}
        options={bar.options}
        labels={{
          title: t('filter.title'),
          location: t('filter.location'),
          type: t('filter.type'),
          bedrooms: t('filter.bedrooms'),
          priceMin: t('filter.priceMin'),
          priceMax: t('filter.priceMax'),
          sort: t('filter.sort'),
          apply: t('filter.apply'),
          reset: t('filter.reset'),
          done: t('filter.done'),
          sortPriceAsc: t('filter.sortPriceAsc'),
          sortPriceDesc: t('filter.sortPriceDesc'),
          sortDateDesc: t('filter.sortDateDesc'),
          sortCityAsc: t('filter.sortCityAsc'),
          sortTypeAsc: t('filter.sortTypeAsc'),
          openFilters: t('filter.openFilters', { number: '{{number}}' }),
          showResults: t('filter.showResults', { number: '{{number}}' }),
          // Offered when it can find a listing, or to untick when the address asks for it.
          openHouse: bar.openHouse || listing.filter.openHouse ? t('filter.openHouse') : '',
          ...numericLabels(t),
        }}
      />
    </section>
  );
}

export function EstateCollectionSection({ section, data }: SectionProps<'estateCollection'>) {
  const { locale } = usePage();
  const listing = data.listings[section.id];
  if (!listing || listing.cards.length === 0) return null;
  const headingId = `collection-${section.id}`;
  return (
    <section className="section container collection" aria-labelledby={headingId}>
      <h2 id={headingId}>{localizedValue(section.title, locale)}</h2>
      <CardGrid cards={listing.cards.slice(0, COLLECTION_SIZE)} headingId={headingId} />
    </section>
  );
}

export function EstateItemSection({ section, data }: SectionProps<'estateItem'>) {
  const { locale, t } = usePage();
  const card = data.items[section.id];
  if (!card) return null;
  return (
    <section className="section container featured-estate" aria-label={localizedValue(section.title, locale) || t('listing.featured')}>
      <h2>{localizedValue(section.title, locale) || t('listing.featured')}</h2>
      <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} favorite={<FavoriteIsland estateId={card.id} />} compare={compareWords(t, locale)} />
    </section>
  );
}
