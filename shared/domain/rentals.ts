import { localizedValue } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { RentalPeriod, RentalUnit } from '../types/rental';
import type { RentalFilter } from './rental-filter';

export * from './rental-filter';

/**
 * Holiday rental units: the address line, the facts a unit shows, its
 * tabs, the cheapest period a search matches, and the search filter as it lives in the
 * address. Pure: the unit page, the cards, the filter island and the tests share it.
 */

/** The tabs of a unit page, in order; a unit's hiddenTabs lists the ones it leaves out. */
export const RENTAL_TABS = ['description', 'general', 'rooms', 'periods', 'map'] as const;
export type RentalTab = (typeof RENTAL_TABS)[number];

/** The tabs a unit shows ("tabs that can be hidden via a hiddenTabs list"). */
export function visibleRentalTabs(unit: Pick<RentalUnit, 'hiddenTabs'>): RentalTab[] {
  const hidden = new Set(unit.hiddenTabs);
  return RENTAL_TABS.filter((tab) => !hidden.has(tab));
}

/** A field shows only if it is not empty, null or zero. */
export function isShown(value: unknown): boolean {
  if (value === null || value === undefined || value === 0 || value === '') return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/**
 * The address of a unit: street and number, '/ box' if present, then (unless only
 * the street is asked for) zip and city, the city's alias in this language if it has one.
 * @example rentalAddressLine(address, 'fr') // 'Zeedijk 55 / 0701, 8420 Le Coq'
 */
export function rentalAddressLine(address: RentalUnit['address'], locale: Locale, options: { withCity?: boolean } = {}): string {
  const street = [localizedValue(address.street, locale), address.number?.trim()].filter(Boolean).join(' ');
  const withBox = street && address.box?.trim() ? `${street} / ${address.box.trim()}` : street;
  if (options.withCity === false) return withBox;
  const city = address.city.alias?.[locale]?.trim() || localizedValue(address.city.name, locale);
  return [withBox, [address.city.zip, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The city of a unit in a language: its alias there if it has one. */
export function rentalCityName(unit: Pick<RentalUnit, 'address'>, locale: Locale): string {
  return unit.address.city.alias?.[locale]?.trim() || localizedValue(unit.address.city.name, locale);
}

export type RentalFactKey = 'location' | 'city' | 'maxOccupation' | 'type' | 'garage' | 'floor' | 'residence' | 'reference' | 'bedrooms' | 'bathrooms';

export interface RentalFact {
  key: RentalFactKey;
  /** The raw value: a text, a number, or yes/no for the garage. */
  value: string | number | boolean;
}

/**
 * The general fields of a unit with a value: location, city, maximum occupation,
 * Type (subKind), garage (yes/no), floor, Residence (building name), Reference (building
 * rentalName); bedrooms and bathrooms on the rooms tab. Empty, null and zero are left out.
 */
export function rentalFacts(unit: RentalUnit, locale: Locale): { general: RentalFact[]; rooms: RentalFact[] } {
  const pick = (entries: [RentalFactKey, string | number | boolean | null | undefined][]) =>
    entries.filter(([, value]) => isShown(value)).map(([key, value]) => ({ key, value: value as string | number | boolean }));
  return {
    general: pick([
      ['location', localizedValue(unit.location?.name, locale)],
      ['city', localizedValue(unit.city?.name, locale)],
      ['maxOccupation', unit.maxOccupation],
      ['type', localizedValue(unit.subKind?.name, locale)],
      ['garage', unit.garage],
      ['floor', unit.floor],
      ['residence', unit.building?.name],
      ['reference', unit.building?.rentalName],
    ]),
    rooms: pick([
      ['bedrooms', unit.bedrooms],
      ['bathrooms', unit.bathrooms],
    ]),
  };
}

/** Whether a period is one the search asks for: free, not begun, of a chosen type, on the arrival day or within the window. */
export function periodMatches(period: RentalPeriod, filter: RentalFilter, today: string): boolean {
  if (!period.available || period.start < today) return false;
  if (filter.period?.length && !filter.period.includes(period.type.id)) return false;
  if (filter.arrival && period.start !== filter.arrival) return false;
  if (filter.from && period.start < filter.from) return false;
  if (filter.to && period.end > filter.to) return false;
  return true;
}

/**
 * The cheapest free period that matches the search ("from € x" on a card), the earliest of
 * equal prices; null when none does.
 */
export function cheapestMatchingPeriod(periods: readonly RentalPeriod[], filter: RentalFilter, today: string): RentalPeriod | null {
  let best: RentalPeriod | null = null;
  for (const period of periods) {
    if (!periodMatches(period, filter, today)) continue;
    if (!best || period.price < best.price || (period.price === best.price && period.start < best.start)) best = period;
  }
  return best;
}

/** A unit's periods by calendar month ('2026-12'), in date order, for the next `months` months from `today`. */
export function periodsByMonth(periods: readonly RentalPeriod[], today: string, months = 12): { month: string; periods: RentalPeriod[] }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 7);
  const byMonth = new Map<string, RentalPeriod[]>();
  for (const period of [...periods].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end))) {
    const key = period.start.slice(0, 7);
    if (period.end < today || key >= last) continue;
    byMonth.set(key, [...(byMonth.get(key) ?? []), period]);
  }
  return [...byMonth].map(([key, list]) => ({ month: key, periods: list }));
}
