import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RegionCode } from '../../../shared/contract/enums';
import { type PostalCodeEntry, POSTAL_CODES } from './table';
import { fnv1a } from '../../../shared/fnv1a';

/** A city as an estate's address carries it, with its region and centre. */
export interface ResolvedCity {
  id: number;
  zip: string;
  name: RawLocalized;
  region: RegionCode;
  /** The place's centre; null for a place outside the table (resolved by the region rule). */
  lat: number | null;
  lon: number | null;
}

/** A refusal's reason, and the places a code covers when it covers several and no name matched one. */
export type CityResolution = { ok: true; city: ResolvedCity } | { ok: false; reason: string; places?: string[] };

/** Resolves a postal code, and a city name where the code covers several places. */
export type CityLookup = (postalCode: string, cityName?: string | null) => CityResolution;

/** Lowercase, without accents, dashes or spaces: 'Sint-Niklaas' and 'sint niklaas' match. */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
}

function cityOf(entry: PostalCodeEntry): ResolvedCity {
  const name: RawLocalized = { nl: entry.nl, fr: entry.fr, ...(entry.de ? { de: entry.de } : {}) };
  return { id: entry.id, zip: entry.code, name, region: entry.region, lat: entry.lat, lon: entry.lon };
}

/**
 * The region of a Belgian postal code by bpost's ranges: 1000-1299 Brussels, 1300-1499
 * Wallonia (Walloon Brabant), 1500-3999 Flanders, 4000-7999 Wallonia, 8000-9999 Flanders;
 * null for anything else.
 * @example regionOfPostalCode('1410') // 'WALLONIA'
 */
export function regionOfPostalCode(postalCode: string): RegionCode | null {
  if (!/^\d{4}$/.test(postalCode)) return null;
  const code = Number(postalCode);
  if (code < 1000) return null;
  if (code < 1300) return 'BRUSSELS';
  if (code < 1500) return 'WALLONIA';
  if (code < 4000) return 'FLANDERS';
  if (code < 8000) return 'WALLONIA';
  return 'FLANDERS';
}

/** Where the ids of places outside the table start (the table's ids are far below). */
export const UNLISTED_CITY_ID_BASE = 900_000_000;

/**
 * A place the table does not list, from its postal code and name as the CRM gives them: the
 * region by the code's range, the name as given in every language, no centre, and an id that
 * depends only on the code and the comparable name (so 'Sint-Amands' and 'sint amands' are
 * one city, on every write).
 */
function unlistedCity(postalCode: string, cityName: string, region: RegionCode): ResolvedCity {
  const name = cityName.trim().replace(/\s+/g, ' ');
  const id = UNLISTED_CITY_ID_BASE + Number(postalCode) * 10_000 + (fnv1a(comparable(name)) % 10_000);
  return { id, zip: postalCode, name: { nl: name, fr: name, en: name, de: name }, region, lat: null, lon: null };
}

/**
 * The city of a Belgian postal code (and name, when the code covers several places), from the
 * postal-code table. A code the table does not list, given with a place name, resolves by the
 * region rule (regionOfPostalCode) to a city of that name without a centre; without a name, an
 * unknown code, or a name that matches none of a shared code's places, is a refusal with its
 * reason, never an exception.
 * @example createCityLookup()('9000', 'Gent') // { ok: true, city: { id: 7, zip: '9000', … } }
 */
export function createCityLookup(table: readonly PostalCodeEntry[] = POSTAL_CODES): CityLookup {
  const byCode = new Map<string, PostalCodeEntry[]>();
  for (const entry of table) byCode.set(entry.code, [...(byCode.get(entry.code) ?? []), entry]);
  return function lookupCity(postalCode, cityName) {
    const code = postalCode.trim();
    const entries = byCode.get(code);
    if (!entries) {
      const region = regionOfPostalCode(code);
      if (region && cityName && comparable(cityName)) return { ok: true, city: unlistedCity(code, cityName, region) };
      return { ok: false, reason: `unknown Belgian postal code ${postalCode}` };
    }
    const wanted = cityName ? comparable(cityName) : '';
    const named = wanted ? entries.filter((entry) => [entry.nl, entry.fr, entry.de].some((name) => name && comparable(name) === wanted)) : [];
    if (named.length === 1 || entries.length === 1) return { ok: true, city: cityOf(named[0] ?? entries[0]!) };
    const places = entries.map((entry) => entry.nl);
    return { ok: false, reason: `postal code ${postalCode} covers several places (${places.join(', ')}): give the city's name`, places };
  };
}

const lookupCity = createCityLookup();

/**
 * The town centre of a Belgian postal code (and place name, where the code covers several), from
 * the postal-code table: where an office without coordinates is put. Null for a code the table
 * has no centre for.
 * @example townCentre('9000', 'Gent') // { lat: 51.0543, lon: 3.7174 }
 */
export function townCentre(postalCode: string, cityName?: string | null): { lat: number; lon: number } | null {
  const named = lookupCity(postalCode, cityName);
  const found = named.ok ? named : lookupCity(postalCode);
  if (!found.ok || found.city.lat === null || found.city.lon === null) return null;
  return { lat: found.city.lat, lon: found.city.lon };
}
