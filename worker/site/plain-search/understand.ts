import * as z from 'zod/mini';
import type { Locale } from '../../../shared/i18n/locales';
import { parseSearch, placeMatcher, type PlaceMatcher } from '../../../shared/domain/plain-search/parse';
import { BRUSSELS_REGION, belgianPlaces, provincePlaces } from '../../../shared/domain/plain-search/places';
import {
  listingUrl,
  type ListingPages,
  type NotApplied,
  type SiteCity,
  sitePlaces,
  understandingOf,
  withParsed,
} from '../../../shared/domain/plain-search/to-filter';
import type { ParsedSearch } from '../../../shared/domain/plain-search/types';
import { type EstateFilter, MAX_Q_LENGTH } from '../../../shared/domain/search-params';
import { buildSearchBody, type ListingNode } from '../../../shared/domain/listing-search';
import { BoundedMap } from '../bounded-map';
import { logFailure } from '../log';
import type { SiteApi } from '../upstream';
import { listPages } from '../upstream/content';
import { getEstateFilters } from '../upstream/estates';
import { siteListing } from '../upstream/visible';

/**
 * Search in plain words on the site: a visitor's sentence read against the places of the
 * site's own data (its cities under all their names, first) and of Belgium
 * (shared/domain/plain-search/places.ts), then turned into the listing's filter and address.
 * Parsing runs here, beside the places the site already holds (its filter options); the
 * platform is asked nothing it is not asked for a listing anyway (decision 039).
 */

/** A visitor's sentence as the endpoint takes it (zod at the seam). */
export const sentenceSchema = z.string().check(z.trim(), z.minLength(1, 'empty'), z.maxLength(MAX_Q_LENGTH, 'tooLong'));

/** What a sentence meant on this site. */
export interface Understood {
  parsed: ParsedSearch;
  filter: EstateFilter;
  /** The listing page with the filter applied. */
  url: string;
  cities: SiteCity[];
  /** What the sentence asked that the filter cannot apply (its chips say so). */
  notApplied: NotApplied[];
}

/** One matcher per site and set of cities, built once per isolate (a few ms for all of Belgium). */
const matchers = new BoundedMap<string, PlaceMatcher>('plain search places', 32);

/**
 * The cities asked in one request, by its site API (one a request) and listing: an assistant's
 * search reads them for its sentence, its place and the words it understood, asked once.
 */
const citiesAsked = new WeakMap<SiteApi, Map<ListingNode, Promise<SiteCity[]>>>();

/**
 * The cities of the site's data: its visible listings' filter options, or one listing's (the
 * very call its filter bar makes, so a listing's sentence costs no call its page does not make).
 */
export function siteCities(api: SiteApi, node: ListingNode = siteListing(api)): Promise<SiteCity[]> {
  let asked = citiesAsked.get(api);
  if (!asked) citiesAsked.set(api, (asked = new Map()));
  let cities = asked.get(node);
  if (!cities) {
    cities = getEstateFilters(api, buildSearchBody({}, node).query).then(({ locations }) => locations);
    asked.set(node, cities);
  }
  return cities;
}

function matcherOf(siteId: number, cities: readonly SiteCity[]): PlaceMatcher {
  // The Belgian places' count too: a matcher built before the place data came (place-data.ts) is not kept.
  const key = `${siteId}:${belgianPlaces().length}:${provincePlaces().length}:${cities.map((city) => `${city.id}.${city.zip}`).join(',')}`;
  let matcher = matchers.get(key);
  if (!matcher) {
    // "Brussel" is the Region's 19 municipalities even on a site with a city of that name (1000).
    matcher = placeMatcher([BRUSSELS_REGION, ...sitePlaces(cities), ...belgianPlaces(), ...provincePlaces()]);
    matchers.set(key, matcher);
  }
  return matcher;
}

async function listingPages(api: SiteApi): Promise<ListingPages> {
  const pages = await listPages(api).catch(() => []);
  const url = (key: string) => pages.find((page) => page.key === key)?.url ?? null;
  return { sale: url('forSale'), rent: url('forRent') };
}

/** A sentence read for this site: what was understood, its filter and the listing address. */
export async function understand(api: SiteApi, sentence: string, locale: Locale): Promise<Understood> {
  const [cities, pages] = await Promise.all([siteCities(api), listingPages(api)]);
  const parsed = parseSearch(sentence, matcherOf(api.siteId, cities), locale);
  const { filter, notApplied } = understandingOf(parsed, cities);
  return { parsed, filter, url: listingUrl(pages, parsed.transaction, filter, locale), cities, notApplied };
}

/**
 * A listing's filter with its `q` read as a sentence (the box without JavaScript sends one):
 * what it understood laid over the address's other parameters, the words left as `q`; its
 * places are the listing's cities (`node`), else the site's. Without `q`, the filter as it is.
 * What it could not apply is added to `notApplied`, when given; `heard` learns the transaction it named.
 */
export async function readSentence(
  api: SiteApi,
  filter: EstateFilter,
  locale: Locale,
  node?: ListingNode,
  notApplied?: NotApplied[],
  heard?: { transaction?: ParsedSearch['transaction'] },
): Promise<EstateFilter> {
  if (!filter.q) return filter;
  let cities: SiteCity[];
  try {
    cities = await siteCities(api, node);
  } catch (error) {
    // Without the site's cities the sentence is searched as words: the listing still answers.
    logFailure('plain search places unavailable', error);
    return filter;
  }
  const parsed = parseSearch(filter.q, matcherOf(api.siteId, cities), locale);
  const understanding = understandingOf(parsed, cities);
  notApplied?.push(...understanding.notApplied);
  if (heard) heard.transaction = parsed.transaction;
  return withParsed(filter, understanding.filter);
}

/**
 * A place an assistant names (a municipality or a postal code) and a radius around it, read as
 * the box reads a sentence's places (the listing's cities first, then Belgium's): the filter's
 * cities or radius; a place the site has no listing in is searched as words. What cannot be
 * applied (a radius without a place) is added to `notApplied`.
 */
export async function readPlace(
  api: SiteApi,
  place: string,
  radiusKm: number | null,
  locale: Locale,
  node: ListingNode,
  notApplied: NotApplied[],
): Promise<EstateFilter> {
  const cities = await siteCities(api, node);
  const parsed = place ? parseSearch(place, matcherOf(api.siteId, cities), locale) : null;
  const understanding = understandingOf(
    {
      transaction: null,
      types: [],
      subTypes: [],
      places: parsed?.places ?? [],
      radiusKm,
      priceMin: null,
      priceMax: null,
      bedroomsMin: null,
      features: [],
      energyLabels: [],
      withCharges: false,
      text: '',
    },
    cities,
  );
  notApplied.push(...understanding.notApplied);
  // A name that is no place the parser knows is required of the texts, as a place without listings is.
  if (place && parsed?.places.length === 0) understanding.filter.words = [understanding.filter.words, place].filter(Boolean).join(' ');
  return understanding.filter;
}
