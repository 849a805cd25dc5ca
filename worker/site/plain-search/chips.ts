import { formatPrice } from '../../../shared/format/measures';
import { enumLabel, translate } from '../../../shared/i18n';
import { type Locale, localizedValue } from '../../../shared/i18n/locales';
import { headTypeCode, subTypeById } from '../../../shared/domain/property-types';
import { belgianPlaces } from '../../../shared/domain/plain-search/places';
import { type NotApplied, placeAt, type SiteCity } from '../../../shared/domain/plain-search/to-filter';
import { type EstateFilter, toSearchParams } from '../../../shared/domain/search-params';

/**
 * What a listing's filter says in words a visitor would use, one removable chip each: the
 * types, places, radius, prices, bedrooms, features, EPC labels the box understood (or the
 * filter bar set), what the sentence asked that cannot be applied ("Within 10 km of Liège: not
 * available here", no link), the words required of the texts ("also searching for: …") and the
 * words left over, which put the listings holding them first ("first the listings that mention: …").
 */
export interface Chip {
  label: string;
  /** The listing without this chip: the same path, the filter without it. */
  href: string;
  /** The words required of the texts: shown as "also searching for". */
  text?: true;
  /** The words left over: they rank, never filter ("first the listings that mention"). */
  prefer?: true;
  /** What could not be applied: said, not removable (`href` is the listing as it is). */
  note?: true;
}

type Without = (filter: EstateFilter) => EstateFilter;

function without<K extends keyof EstateFilter>(key: K, value?: unknown): Without {
  return (filter) => {
    const next = { ...filter };
    const current = next[key];
    if (Array.isArray(current) && value !== undefined) {
      const rest = (current as unknown[]).filter((item) => item !== value);
      if (rest.length > 0) (next as Record<string, unknown>)[key] = rest;
      else delete next[key];
    } else delete next[key];
    return next;
  };
}

/** The name of a radius's centre in the visitor's language: the site's city there, else the Belgian place whose centre it is. */
function centreName(geo: NonNullable<EstateFilter['geo']>, cities: readonly SiteCity[], locale: Locale): string | undefined {
  const city = cities.find((candidate) => candidate.lat === geo.lat && candidate.lon === geo.lon);
  if (city) return localizedValue(city.name, locale) || city.zip;
  const zip = placeAt(geo.lat, geo.lon);
  const place = zip ? belgianPlaces().find((candidate) => candidate.zip === zip && !candidate.postalCodes) : undefined;
  return place ? (place.display[locale] ?? place.display.nl) : undefined;
}

/** A chip before its address: its words, and the filter without it. */
interface ChipPart {
  label: string;
  remove: Without;
  text?: true;
  prefer?: true;
  note?: true;
}

/** A price bound's chip takes the charges with it when no bound is left (they count only the bounds). */
const withoutBound =
  (key: 'priceMin' | 'priceMax'): Without =>
  (filter) => {
    const next = without(key)(filter);
    if (!next.priceMin && !next.priceMax) delete next.withCharges;
    return next;
  };

/**
 * The chips of a filter, each with the address of the listing without it (`path`: the listing's),
 * and a note for each thing the sentence asked that could not be applied (`notApplied`).
 */
export function chipsOf(filter: EstateFilter, path: string, locale: Locale, cities: readonly SiteCity[], notApplied: readonly NotApplied[] = []): Chip[] {
  return chipParts(filter, locale, cities, notApplied).map(({ label, remove, text, prefer, note }) => ({
    label,
    href: addressOf(path, remove(filter)),
    ...(text ? { text } : {}),
    ...(prefer ? { prefer } : {}),
    ...(note ? { note } : {}),
  }));
}

/** The listing at `path` with a filter. */
export const addressOf = (path: string, filter: EstateFilter): string => {
  const query = toSearchParams(filter).toString();
  return `${path}${query ? `?${query}` : ''}`;
};

/**
 * Each part of a filter a visitor could leave out, with the filter without it (what could not be
 * applied and the words that only rank are no part of what empties a list): what a search that
 * finds nothing tries one by one.
 */
export function chipsToLeaveOut(filter: EstateFilter, locale: Locale, cities: readonly SiteCity[]): { label: string; filter: EstateFilter }[] {
  return chipParts(filter, locale, cities, []).flatMap(({ label, remove, prefer }) => (prefer ? [] : [{ label, filter: remove(filter) }]));
}

/** The chips' words alone, as chipsOf has them (an assistant's answer says what was understood, with no link to remove it). */
export function chipLabels(filter: EstateFilter, locale: Locale, cities: readonly SiteCity[], notApplied: readonly NotApplied[] = []): string[] {
  return chipParts(filter, locale, cities, notApplied).map((chip) => chip.label);
}

function chipParts(filter: EstateFilter, locale: Locale, cities: readonly SiteCity[], notApplied: readonly NotApplied[]): ChipPart[] {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `plainSearch.${key}`, params);
  const radius = (km: number, place: string | undefined) => (place ? t('radiusOf', { km, place }) : t('radius', { km }));
  const chips: ChipPart[] = [];
  for (const id of filter.type ?? []) {
    const code = headTypeCode(id);
    if (code) chips.push({ label: enumLabel(locale, 'Type', code), remove: without('type', id) });
  }
  for (const id of filter.subType ?? []) {
    const code = subTypeById(id)?.code;
    if (code) chips.push({ label: enumLabel(locale, 'SubType', code) || code, remove: without('subType', id) });
  }
  for (const id of filter.city ?? []) {
    const city = cities.find((candidate) => candidate.id === id);
    if (city) chips.push({ label: localizedValue(city.name, locale) || city.zip, remove: without('city', id) });
  }
  if (filter.geo) chips.push({ label: radius(filter.geo.km, centreName(filter.geo, cities, locale)), remove: without('geo') });
  const charges = filter.withCharges ? 'WithCharges' : '';
  if (filter.priceMin) chips.push({ label: t(`priceMin${charges}`, { price: formatPrice(filter.priceMin) }), remove: withoutBound('priceMin') });
  if (filter.priceMax) chips.push({ label: t(`priceMax${charges}`, { price: formatPrice(filter.priceMax) }), remove: withoutBound('priceMax') });
  if (filter.bedMin) chips.push({ label: t('bedrooms', { count: filter.bedMin }), remove: without('bedMin') });
  for (const feature of filter.feature ?? []) chips.push({ label: t(`feature.${feature}`), remove: without('feature', feature) });
  for (const label of filter.epc ?? []) chips.push({ label: t('epc', { label }), remove: without('epc', label) });
  for (const { radiusKm, place } of notApplied) {
    const label = radiusKm ? radius(radiusKm, place) : place;
    if (label) chips.push({ label: t('notApplied', { label }), remove: (same) => same, note: true });
  }
  if (filter.words) chips.push({ label: filter.words, remove: without('words'), text: true });
  if (filter.q) chips.push({ label: filter.q, remove: without('q'), prefer: true });
  return chips;
}
