import type { Locale, Localized } from '../../i18n/locales';
import { HEAD_TYPES } from '../property-types';
import { type EstateFilter, toSearchParams } from '../search-params';
import type { ParsedSearch, PlaceName } from './types';

/**
 * Search in plain words, from what the parser understood to the listing's filter (SPEC §2/§7
 * parameters): the places become the site's city ids (or a radius around the first), the rest
 * its own parameter; what the parser did not understand is `q`, searched in the texts.
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

/**
 * The listing filter of a parsed sentence. A place the site has no listing in is no city of
 * its data: its name joins the words searched, so the answer is honest (what mentions it).
 */
export function filterOfParsed(parsed: ParsedSearch, cities: readonly SiteCity[]): EstateFilter {
  const filter: EstateFilter = {};
  const types = parsed.types.map((code) => HEAD_TYPES[code]);
  if (types.length > 0) filter.type = types;
  if (parsed.subTypes.length > 0) filter.subType = [...parsed.subTypes];
  const words = parsed.text ? [parsed.text] : [];
  const cityIds: number[] = [];
  for (const place of parsed.places) {
    const ours = cities.filter((city) => city.zip === place.zip);
    if (ours.length === 0) words.push(place.name);
    cityIds.push(...ours.map((city) => city.id));
  }
  const centre = parsed.radiusKm ? cities.find((city) => city.zip === parsed.places[0]?.zip && fractional(city.lat) && fractional(city.lon)) : undefined;
  if (centre && parsed.radiusKm) filter.geo = { km: Math.min(parsed.radiusKm, 500), lat: centre.lat!, lon: centre.lon! };
  else if (cityIds.length > 0) filter.city = [...new Set(cityIds)];
  if (parsed.priceMin) filter.priceMin = parsed.priceMin;
  if (parsed.priceMax) filter.priceMax = parsed.priceMax;
  if (parsed.bedroomsMin) filter.bedMin = parsed.bedroomsMin;
  if (parsed.features.length > 0) filter.feature = [...parsed.features];
  if (parsed.energyLabels.length > 0) filter.epc = [...parsed.energyLabels];
  const q = words.join(' ').trim();
  if (q) filter.q = q;
  return filter;
}

/** A filter with the sentence's understanding laid over it: what the sentence says wins, its words replace `q`. */
export function withParsed(filter: EstateFilter, parsed: EstateFilter): EstateFilter {
  const { q: _sentence, ...rest } = filter;
  const merged: EstateFilter = { ...rest, ...parsed };
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
