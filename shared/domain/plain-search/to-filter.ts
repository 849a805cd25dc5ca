import type { Locale, Localized } from '../../i18n/locales';
import { HEAD_TYPES } from '../property-types';
import { type EstateFilter, toSearchParams } from '../search-params';
import { placeData } from './place-data';
import type { ParsedSearch, PlaceName, PlainPlace } from './types';

/**
 * Search in plain words, from what the parser understood to the listing's filter (its search
 * parameters): the places become the site's city ids (or a radius around the first, any Belgian
 * place: place-centres.ts), the rest its own parameter; what the parser did not understand is
 * `q`, which puts the listings whose texts hold it first and never empties the list by itself.
 */

/** A city of the site's data, as the filter options give it. */
export interface SiteCity {
  id: number;
  zip: string;
  name: Localized;
  lat?: number | null;
  lon?: number | null;
}

/** The site's cities as places, under every name they have: matched before the rest of Belgium. */
export function sitePlaces(cities: readonly SiteCity[]): PlaceName[] {
  return cities.flatMap((city) => {
    const names = [...new Set(Object.values(city.name).filter((name): name is string => Boolean(name?.trim())))];
    const nl = city.name.nl ?? names[0];
    return nl ? [{ zip: city.zip, names, display: { ...city.name, nl } }] : [];
  });
}

/** A position geo_range can carry: both with a fractional part (search-params.ts GEO_RANGE). */
const fractional = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value);

/** The least latitude and longitude of place-centres.ts (scripts/place-centres.mjs writes over them). */
const MIN_LAT = 49.4;
const MIN_LON = 2.5;

/** Degrees from 3 base-36 digits of the centres at `at` over `min`; never whole (geo_range needs a fraction). */
function degrees(centres: string, min: number, at: number): number {
  const value = Math.round(min * 1000 + Number.parseInt(centres.slice(at, at + 3), 36)) / 1000;
  return Number.isInteger(value) ? value + 0.0001 : value;
}

/** The centre of a Belgian place by its postal code (place-centres.ts, installed: fixed-width entries in order, found by halving). */
export function placeCentre(zip: string, centres = placeData().centres): { lat: number; lon: number } | undefined {
  let low = 0;
  let high = centres.length / 10 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const code = centres.slice(middle * 10, middle * 10 + 4);
    if (code === zip) return { lat: degrees(centres, MIN_LAT, middle * 10 + 4), lon: degrees(centres, MIN_LON, middle * 10 + 7) };
    if (code < zip) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** The postal code whose centre is that position (a radius's centre, named back by its chip), if any. */
export function placeAt(lat: number, lon: number, centres = placeData().centres): string | undefined {
  for (let at = 0; at < centres.length; at += 10) {
    if (degrees(centres, MIN_LAT, at + 4) === lat && degrees(centres, MIN_LON, at + 7) === lon) return centres.slice(at, at + 4);
  }
  return undefined;
}

/** A radius's centre: the site's own city of that postal code where it has a position, else the place's (place-centres.ts). */
function centreOf(place: PlainPlace, cities: readonly SiteCity[]): { lat: number; lon: number } | undefined {
  const city = cities.find((candidate) => candidate.zip === place.zip && fractional(candidate.lat) && fractional(candidate.lon));
  return city ? { lat: city.lat!, lon: city.lon! } : placeCentre(place.zip);
}

/**
 * What a sentence asked for that the listing cannot apply, said by a chip ("Within 10 km of Liège:
 * not available here"): a radius without a place or without a centre, or a place beside the radius's
 * (a radius has one centre). `radiusKm` and `place` as the sentence gave them.
 */
export interface NotApplied {
  radiusKm?: number;
  place?: string;
}

/** A parsed sentence as the listing's filter, and what of it could not be applied. */
export interface Understanding {
  filter: EstateFilter;
  notApplied: NotApplied[];
}

/**
 * The listing filter of a parsed sentence. A place the site has no listing in is no city of
 * its data: its name is required of the texts (`words`), so the answer is honest (what mentions
 * it). The words it did not understand are `q`: they rank, never filter. With a radius, the first
 * place is its centre, wherever in Belgium; the others cannot be applied beside it.
 */
export function understandingOf(parsed: ParsedSearch, cities: readonly SiteCity[]): Understanding {
  const filter: EstateFilter = {};
  const notApplied: NotApplied[] = [];
  const types = parsed.types.map((code) => HEAD_TYPES[code]);
  if (types.length > 0) filter.type = types;
  if (parsed.subTypes.length > 0) filter.subType = [...parsed.subTypes];
  const words: string[] = [];
  const [first, ...others] = parsed.places;
  const centre = parsed.radiusKm && first ? centreOf(first, cities) : undefined;
  if (centre && parsed.radiusKm) {
    filter.geo = { km: Math.min(parsed.radiusKm, 500), ...centre };
    for (const place of others) notApplied.push({ place: place.name });
  } else {
    if (parsed.radiusKm) notApplied.push({ radiusKm: parsed.radiusKm, ...(first ? { place: first.name } : {}) });
    const cityIds: number[] = [];
    for (const place of parsed.places) {
      const codes = place.postalCodes ?? [place.zip];
      const ranges = place.postalRanges;
      const ours = cities.filter((city) =>
        ranges ? ranges.some(([from, to]) => Number(city.zip) >= from && Number(city.zip) <= to) : codes.includes(city.zip),
      );
      if (ours.length === 0) words.push(place.name);
      cityIds.push(...ours.map((city) => city.id));
    }
    if (cityIds.length > 0) filter.city = [...new Set(cityIds)];
  }
  if (parsed.priceMin) filter.priceMin = parsed.priceMin;
  if (parsed.priceMax) filter.priceMax = parsed.priceMax;
  if (parsed.withCharges && (parsed.priceMin || parsed.priceMax)) filter.withCharges = true;
  if (parsed.bedroomsMin) filter.bedMin = parsed.bedroomsMin;
  if (parsed.features.length > 0) filter.feature = [...parsed.features];
  if (parsed.energyLabels.length > 0) filter.epc = [...parsed.energyLabels];
  const required = words.join(' ').trim();
  if (required) filter.words = required;
  const q = parsed.text.trim();
  if (q) filter.q = q;
  return { filter, notApplied };
}

/** The listing filter of a parsed sentence (understandingOf without what it could not apply). */
export function filterOfParsed(parsed: ParsedSearch, cities: readonly SiteCity[]): EstateFilter {
  return understandingOf(parsed, cities).filter;
}

/**
 * A filter with the sentence's understanding laid over it: what the sentence says wins, its
 * leftover words replace `q`, and the words it requires join those the address requires.
 */
export function withParsed(filter: EstateFilter, parsed: EstateFilter): EstateFilter {
  const { q: _sentence, ...rest } = filter;
  const merged: EstateFilter = { ...rest, ...parsed };
  const words = [...new Set([filter.words, parsed.words].filter((text): text is string => Boolean(text)))].join(' ');
  if (words) merged.words = words;
  if (parsed.geo) delete merged.city;
  if (parsed.city) delete merged.geo;
  return merged;
}

/** The site's listing pages for sale and for rent, by their page keys ('forSale', 'forRent'). */
export interface ListingPages {
  sale: Localized | null;
  rent: Localized | null;
}

/** The listing page for the sentence's transaction (for sale unless it said rent) with the filter applied. */
export function listingUrl(pages: ListingPages, transaction: ParsedSearch['transaction'], filter: EstateFilter, locale: Locale): string {
  const page = (transaction === 'rent' ? pages.rent : pages.sale) ?? pages.sale ?? pages.rent;
  const slug = page?.[locale] ?? page?.nl ?? '';
  const query = toSearchParams(filter).toString();
  return `/${locale}/${slug}${query ? `?${query}` : ''}`;
}
