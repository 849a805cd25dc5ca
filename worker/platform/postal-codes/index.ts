import type { RawLocalized } from '../../../shared/platform-api/raw/common';
import type { RegionCode } from '../../../shared/platform-api/enums';
import { type PostalCodeEntry, POSTAL_CODES } from './table';

/** A city as an estate's address carries it, with its region and centre. */
export interface ResolvedCity {
  id: number;
  zip: string;
  name: RawLocalized;
  region: RegionCode;
  lat: number;
  lon: number;
}

export type CityResolution = { ok: true; city: ResolvedCity } | { ok: false; reason: string };

/** Resolves a postal code, and a city name where the code covers several places. */
export type CityLookup = (postalCode: string, cityName?: string | null) => CityResolution;

/** Lowercase, without accents, dashes or spaces: 'Sint-Niklaas' and 'sint niklaas' match. */
function comparable(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/gi, '').toLowerCase();
}

function cityOf(entry: PostalCodeEntry): ResolvedCity {
  const name: RawLocalized = { nl: entry.nl, fr: entry.fr, ...(entry.de ? { de: entry.de } : {}) };
  return { id: entry.id, zip: entry.code, name, region: entry.region, lat: entry.lat, lon: entry.lon };
}

/**
 * The city of a Belgian postal code (and name, when the code covers several places), from the
 * postal-code table; an unknown code, or a name that matches none of a shared code's places,
 * is a refusal with its reason, never an exception.
 * @example createCityLookup()('9000', 'Gent') // { ok: true, city: { id: 7, zip: '9000', … } }
 */
export function createCityLookup(table: readonly PostalCodeEntry[] = POSTAL_CODES): CityLookup {
  const byCode = new Map<string, PostalCodeEntry[]>();
  for (const entry of table) byCode.set(entry.code, [...(byCode.get(entry.code) ?? []), entry]);
  return function lookupCity(postalCode, cityName) {
    const entries = byCode.get(postalCode.trim());
    if (!entries) return { ok: false, reason: `unknown Belgian postal code ${postalCode}` };
    const wanted = cityName ? comparable(cityName) : '';
    const named = wanted ? entries.filter((entry) => [entry.nl, entry.fr, entry.de].some((name) => name && comparable(name) === wanted)) : [];
    if (named.length === 1 || entries.length === 1) return { ok: true, city: cityOf(named[0] ?? entries[0]!) };
    const places = entries.map((entry) => entry.nl).join(', ');
    return { ok: false, reason: `postal code ${postalCode} covers several places (${places}): give the city's name` };
  };
}
