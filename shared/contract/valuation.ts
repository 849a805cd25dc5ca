import type { Comparable } from '../domain/valuation-range';
import type { RawLocalized } from './raw/common';

/*
 * The valuation wizard's two platform calls, site API, X-SITE:
 *   GET /valuation/places/{postalCode}                      PostalPlaces
 *   GET /valuation/comparables?postalCode=9000&kind=HOUSE   ComparablesAnswer
 */

/** The places a Belgian postal code is for, from the platform's postal-code table; none for a code the table does not hold. */
export interface PostalPlaces {
  places: { name: RawLocalized; municipality: RawLocalized }[];
  /** The region by bpost's ranges (null: not a Belgian postal code). */
  region: 'FLANDERS' | 'WALLONIA' | 'BRUSSELS' | null;
}

/** The agency's sold and for-sale listings of one kind near a postal code, and where that code is. */
export interface ComparablesAnswer {
  subject: { zip: string; municipalityZips: string[]; centre: { lat: number; lon: number } | null };
  comparables: Comparable[];
}

/** The most comparables the platform answers (nearest first is not needed: the site picks by ring). */
export const MAX_COMPARABLES = 400;
