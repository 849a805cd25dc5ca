import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import type { HEAD_TYPES } from '../domain/property-types';
import { MAIN_TRANSACTION_IDS, STATUS_CODES, type StatusCode } from './enums';
import type { RawElement, RawSection } from './raw/page';

/*
 * The listing and calculator sections of the pages editor (issue 32), and the page's counters:
 * what the editor writes into each (shared/contract/raw/page.ts), with limits the platform
 * checks (worker/platform/console/pages.ts) and the console's forms show. A check's message is
 * the code of its error (`pages.error.{code}` in locales/console.json).
 *
 *   GET /console-api/sites/{id}/pages/choices   SectionChoices: the site's collections and estates to pick from
 */

export const text = (max: number) => z.string().check(z.maxLength(max, 'tooLong'));
export const localized = (max: number) => z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(text(max))])) as Record<Locale, z.ZodMiniOptional<z.ZodMiniString>>);
export const nullableLocalized = (max: number) => z.nullable(localized(max));

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
export const LIST_TYPE_IDS = { HOUSE: 1, APARTMENT: 2, PLOT: 3, COMMERCIAL: 4, GARAGE: 5 } as const satisfies { [T in (typeof LIST_TYPES)[number]]: (typeof HEAD_TYPES)[T] };
export const LIST_GROUPINGS = ['TYPE', 'SUBTYPE', 'CITY', 'STATUS', 'PRICE'] as const;
export const FILTER_STATUSES = ['FOR_SALE', 'TO_RENT'] as const;

const whole = (code: string, min: number, max: number) => z.number({ error: code }).check(z.int(code), z.minimum(min, code), z.maximum(max, code));
const pageSize = whole('pageSize', PAGE_SIZE.min, PAGE_SIZE.max);
const price = whole('price', 0, MAX_PRICE);
const id = z.number({ error: 'invalid' }).check(z.int('invalid'), z.positive('invalid'));
const TERM_FIELDS = ['id', 'address.country.id', 'address.city.id', 'headType.id', 'transaction.id', 'subType.id', 'bedroomCount', 'status'] as const;

/** An estate list's fixed search (SPEC §3 node): the terms, ranges and matches the site's search takes. */
const listQuery = z.object({
  terms: z.optional(z.partialRecord(z.enum(TERM_FIELDS), z.array(z.union([z.number(), text(64)])).check(z.maxLength(500, 'invalid')))),
  range: z.optional(
    z.object({
      'price.value': z.optional(z.object({ gte: z.optional(price), lte: z.optional(price) })),
      bedroomCount: z.optional(z.object({ gte: z.optional(whole('bedrooms', 0, MAX_BEDROOMS)), lte: z.optional(whole('bedrooms', 0, MAX_BEDROOMS)) })),
    }),
  ),
  match: z.optional(
    z.object({
      'children.estate_collections.estate_collection_id': z.optional(id),
      project: z.optional(z.boolean()),
      parentId: z.optional(id),
      guid: z.optional(text(64)),
    }),
  ),
});

/** What the editor writes into each kind of this file. */
export const listingSectionSchemas = [
  z.object({
    id: z.number(),
    type: z.literal('estateList'),
    data: z.object({
      title: nullableLocalized(200),
      query: listQuery,
      groupOptions: z.nullable(z.object({ grouping: z.enum(LIST_GROUPINGS, 'invalid') })),
      collections: z.array(z.object({ id })).check(z.maxLength(1, 'invalid')),
      pageSize,
    }),
  }),
  z.object({ id: z.number(), type: z.literal('estateFilter'), data: z.object({ statuses: z.array(z.enum(FILTER_STATUSES, 'invalid')).check(z.minLength(1, 'statuses'), z.maxLength(2, 'invalid')) }) }),
  z.object({ id: z.number(), type: z.literal('estateCollection'), data: z.object({ collectionId: z.number({ error: 'collection' }), title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('estateItem'), data: z.object({ estateId: z.number({ error: 'estate' }), title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('rentalList'), data: z.object({ title: nullableLocalized(200), pageSize: z.nullable(pageSize) }) }),
  z.object({ id: z.number(), type: z.literal('purchaseCosts'), data: z.object({ title: nullableLocalized(200), intro: nullableLocalized(1_000), price: z.nullable(whole('price', 1, MAX_PRICE)) }) }),
  z.object({ id: z.number(), type: z.literal('vat-regime-costs'), data: z.object({ title: localized(200), intro: localized(1_000) }) }),
] as const;

/** The page's counters (its `ctaNumbers` element): a number, an optional suffix (`+`, `%`) and a label per language. */
export const countersSchema = z
  .array(z.object({ value: whole('counterValue', 0, MAX_COUNTER_VALUE), label: localized(80), suffix: z.nullable(text(4)) }))
  .check(z.maxLength(MAX_COUNTERS, 'counters'));
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
      return { id, type, data: { title: null, query: { terms: { 'transaction.id': [MAIN_TRANSACTION_IDS.FOR_SALE] } }, groupOptions: null, collections: [], pageSize: 15 } };
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
