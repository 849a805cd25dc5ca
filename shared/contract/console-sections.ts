import type { Locale } from '../i18n/locales';
import type { HEAD_TYPES } from '../domain/property-types';
import { MAIN_TRANSACTION_IDS, STATUS_CODES, type StatusCode } from './enums';
import type { RawElement, RawSection } from './raw/page';

/*
 * The listing and calculator sections of the pages editor, and the page's counters:
 * what the editor writes into each (shared/contract/raw/page.ts), with limits the platform
 * checks (their schemas: console-page-schemas.ts, apart so that the console's bundle does not
 * carry them) and the console's forms show.
 *
 *   GET /console-api/sites/{id}/pages/choices   SectionChoices: the site's collections and estates to pick from
 */

/** The section kinds of this file, in the order the "add a section" list offers them. */
export const LISTING_SECTIONS = ['estateList', 'estateFilter', 'estateCollection', 'estateItem', 'rentalList', 'purchaseCosts', 'vat-regime-costs'] as const;
export type ListingSection = (typeof LISTING_SECTIONS)[number];

/** Estates on one page of an estate list, holiday units on one page of their list (the platform's search answers at most 100). */
export const PAGE_SIZE = { min: 1, max: 50 } as const;
/** The highest price a list's filter or the calculator's example takes, in euro. */
export const MAX_PRICE = 100_000_000;
/** The most bedrooms a list may ask for. */
export const MAX_BEDROOMS = 20;
/** Counters of a page, and the highest value one shows. */
export const MAX_COUNTERS = 8;
export const MAX_COUNTER_VALUE = 1_000_000_000;

/** The statuses an estate list may show (its `transaction.id` terms), the types (`headType.id`) and the groupings. */
export const LIST_STATUSES = STATUS_CODES;
export const LIST_TYPES = ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'GARAGE'] as const;
/** Their `headType.id`s: HEAD_TYPES's, written out (the compiler holds them equal) so the console's bundle does without the table of subtypes. */
export const LIST_TYPE_IDS = { HOUSE: 1, APARTMENT: 2, PLOT: 3, COMMERCIAL: 4, GARAGE: 5 } as const satisfies {
  [T in (typeof LIST_TYPES)[number]]: (typeof HEAD_TYPES)[T];
};
export const LIST_GROUPINGS = ['TYPE', 'SUBTYPE', 'CITY', 'STATUS', 'PRICE'] as const;
export const FILTER_STATUSES = ['FOR_SALE', 'TO_RENT'] as const;

export type Counter = Extract<RawElement, { type: 'ctaNumbers' }>['data']['items'][number];

/**
 * The form's name for a refused field of a section of this file, from its path in the section's
 * data: `query.range.price.value.gte` → `priceMin`, `query.terms.transaction.id.0` → `statuses`.
 */
export function listingFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third, fourth] = path.map(String);
  if (first === 'query') {
    if (second === 'range' && third === 'price.value') return fourth === 'lte' ? 'priceMax' : 'priceMin';
    if (second === 'range' && third === 'bedroomCount') return 'bedrooms';
    if (second === 'terms' && third === 'transaction.id') return 'statuses';
    if (second === 'terms' && third === 'headType.id') return 'types';
    return 'query';
  }
  if (first === 'collections') return 'collection';
  if (first === 'groupOptions') return 'grouping';
  return path.map(String).join('.');
}

/** The statuses an estate list's search shows, read from its `transaction.id` terms. */
export function listStatuses(query: { terms?: Record<string, (number | string)[]> }): StatusCode[] {
  const ids = query.terms?.['transaction.id'] ?? [];
  return LIST_STATUSES.filter((status) => ids.includes(MAIN_TRANSACTION_IDS[status]));
}

/** The site's collections and estates a section may show (the editor's lists: nothing of another agency). */
export interface SectionChoices {
  collections: { id: number; name: Partial<Record<Locale, string>> }[];
  /** The newest estates first, at most MAX_ESTATE_CHOICES. */
  estates: { id: number; reference: string; label: string }[];
}
export const MAX_ESTATE_CHOICES = 500;

/** A new section of a kind of this file: empty texts, and the first collection or estate the site has. */
export function newListingSection(type: ListingSection, id: number, choices: SectionChoices | null): RawSection {
  switch (type) {
    case 'estateList':
      return {
        id,
        type,
        data: { title: null, query: { terms: { 'transaction.id': [MAIN_TRANSACTION_IDS.FOR_SALE] } }, groupOptions: null, collections: [], pageSize: 15 },
      };
    case 'estateFilter':
      return { id, type, data: { statuses: ['FOR_SALE'] } };
    case 'estateCollection':
      return { id, type, data: { collectionId: choices?.collections[0]?.id ?? 0, title: null } };
    case 'estateItem':
      return { id, type, data: { estateId: choices?.estates[0]?.id ?? 0, title: null } };
    case 'rentalList':
      return { id, type, data: { title: null, pageSize: 12 } };
    case 'purchaseCosts':
      return { id, type, data: { title: null, intro: null, price: null } };
    case 'vat-regime-costs':
      return { id, type, data: { title: {}, intro: {} } };
  }
}
