import { usePage } from '../../../shared/components/page-context';
import type { RentalCardLabels } from '../../../shared/components/rental-card';
import { countTextOf, type Locale, localizedValue, type Translate } from '../../../shared/i18n';
import type { Section } from '../../../shared/types/content';
import type { RentalFilter } from '../../../shared/domain/rentals';
import type { RentalPage, RentalSearchOptions, RentalSearchProps } from '../../../client/islands/rental-search';
import { RentalSearchIsland } from './islands';
import { SearchUnavailable } from './search-unavailable';

/** The server's part of a holiday listing section: the visitor's filter, its options and the first page of cards. */
export interface RentalListData {
  filter: RentalFilter;
  options: RentalSearchOptions;
  first: RentalPage;
  pageSize: number;
  nextHref: string | null;
  /** The search failed because the platform could not answer: the page says so instead of "0 found". */
  unavailable?: boolean;
}

export function rentalCardLabels(t: Translate, locale: Locale): RentalCardLabels {
  return {
    noPhoto: t('rental.noPhoto'),
    guestsCount: countTextOf(locale, 'rental.cardGuests'),
    bedroomsCount: t('rental.cardBedrooms', { count: '{{count}}' }),
    residence: t('rental.field_residence'),
    noPeriod: t('rental.noPeriod'),
  };
}

function searchLabels(t: Translate, locale: Locale): RentalSearchProps['labels'] {
  const keys = [
    'search',
    'location',
    'type',
    'guests',
    'guestsAny',
    'period',
    'arrival',
    'window',
    'from',
    'to',
    'sort',
    'apply',
    'reset',
    'done',
    'empty',
    'widen',
    'next',
    'loading',
    'loadFailed',
    'loadMoreFailed',
    'results',
  ] as const;
  return {
    ...rentalCardLabels(t, locale),
    guestsAtLeast: countTextOf(locale, 'rental.guestsAtLeast'),
    count: countTextOf(locale, 'rental.count'),
    // Texts with a count keep their placeholder: the island fills it in.
    ...(Object.fromEntries(keys.map((key) => [key, t(`rental.${key}`, { count: '{{count}}' })])) as Record<(typeof keys)[number], string>),
    tryAgain: t('listing.tryAgain'),
    city: t('rental.field_city'),
    openFilters: t('filter.openFilters', { number: '{{number}}' }),
    showResults: t('filter.showResults', { number: '{{number}}' }),
    'price-asc': t('rental.sortPriceAsc'),
    'price-desc': t('rental.sortPriceDesc'),
    'guests-desc': t('rental.sortGuestsDesc'),
    'guests-asc': t('rental.sortGuestsAsc'),
  };
}

/** A rentalList section: the holiday search with the first page of units. */
export function RentalListSection({
  section,
  data,
  path,
}: {
  section: Extract<Section, { type: 'rentalList' }>;
  data: RentalListData | undefined;
  path: string;
}) {
  const { t, locale } = usePage();
  if (!data) return null;
  const title = localizedValue(section.title, locale) || t('rental.search');
  return (
    <section className="section container rental-section" aria-labelledby={`rentals-${section.id}`}>
      <h2 id={`rentals-${section.id}`}>{title}</h2>
      {data.unavailable ? (
        <SearchUnavailable text={t('rental.unavailable')} href={path} />
      ) : (
        <RentalSearchIsland
          action={path}
          endpoint={`/${locale}/ajax/rental-units`}
          filter={data.filter}
          options={data.options}
          first={data.first}
          pageSize={data.pageSize}
          nextHref={data.nextHref}
          labels={searchLabels(t, locale)}
        />
      )}
    </section>
  );
}
