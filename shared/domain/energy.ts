import type { RegionCode, StatusCode } from '../contract/enums';

/** The EPC scale's maximum. */
export const EPC_SCALE_MAX = 700;

/** Width of the EPC bar: epcValue / 700 × 100, capped at 100, never below 0. */
export function epcPercentage(epcValue: number | null | undefined): number | null {
  if (epcValue === null || epcValue === undefined || !Number.isFinite(epcValue) || epcValue === -1) return null;
  return Math.min(100, Math.max(0, (epcValue / EPC_SCALE_MAX) * 100));
}

/** The flooding icon shows when a score letter comes after 'C': D is a real risk. */
export function floodingWarning(score: string | null | undefined): boolean {
  const letter = score?.trim().toUpperCase().charAt(0) ?? '';
  return /^[A-Z]$/.test(letter) && letter > 'C';
}

/** 'A_PLUS_PLUS' → 'A++', 'C_D' → 'C-D': how the label reads on the badge. */
export function energyLabelText(code: string | null | undefined): string {
  if (!code) return '';
  return code.replace(/_PLUS/g, '+').replace(/^([A-G])_([A-G])$/, '$1-$2');
}

/** The colour band of an EPC label on a card: A (A++, A+ and A) to G; a pair takes its better letter. */
export type EpcTone = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

/**
 * The EPC badge of a card: the label as it reads ('A+', 'C-D') and its colour band,
 * from the agency's own label when it set one, else the certificate's; null without a label.
 * A label that is no letter A to G (a free text) shows in a neutral colour (tone null).
 * @example epcBadge({ energyLabel: 'A_PLUS', customEpcLabel: null }) // { text: 'A+', tone: 'a' }
 */
export function epcBadge(
  energy: { energyLabel: string | null; customEpcLabel: string | null } | null | undefined,
): { text: string; tone: EpcTone | null } | null {
  const text = energyLabelText(energy?.customEpcLabel?.trim() || energy?.energyLabel).trim();
  if (!text) return null;
  const letter = text.charAt(0).toLowerCase();
  return { text, tone: /^[a-g]$/.test(letter) ? (letter as EpcTone) : null };
}

/**
 * What a regional rule says about a listing's energy label, beside the label, with its status:
 * - Flanders: a home bought since 1 January 2023 with label E or F must reach label D within
 *   5 years of the deed (the residential renovation obligation; VEKA, see ENERGY_RULES): in force;
 * - Brussels: from 2033 a home should use at most 275 kWh/m² a year (today's classes F and G
 *   are above it), under the ordinance of 7 March 2024 ("Renolution"): planned, its dates depend
 *   on a government order (none found adopted by 2026-11-28), and it is a target with a fine,
 *   not a ban on selling or letting.
 */
export type EnergyNotice =
  | { kind: 'renovation'; label: string; target: 'D'; years: 5; status: 'inForce'; since: string }
  | { kind: 'brusselsTarget'; label: string; year: 2033; minimum: 'E'; maximum: 275; status: 'planned' };

/** The rules behind energyNotice, each with its status and its date; their sources are energy-sources.ts's (table-tested, not bundled). */
export const ENERGY_RULES = {
  flandersRenovation: {
    labels: ['E', 'F'],
    target: 'D',
    years: 5,
    status: 'inForce',
    since: '2023-01-01',
  },
  brusselsTarget: {
    labels: ['F', 'G'],
    minimum: 'E',
    maximum: 275,
    year: 2033,
    status: 'planned',
    since: '2024-03-07',
  },
} as const;

/** Homes, not plots, garages or shops: the rules above are about dwellings. */
const DWELLINGS = ['HOUSE', 'APARTMENT'];

/**
 * The regional notice for a listing's energy label, or null.
 * @example energyNotice({ region: 'FLANDERS', headType: 'HOUSE', status: 'FOR_SALE', energyLabel: 'F' })
 * // { kind: 'renovation', label: 'F', target: 'D', years: 5, status: 'inForce', since: '2023-01-01' }
 */
export function energyNotice(listing: {
  region: RegionCode;
  headType: string | undefined;
  status: StatusCode;
  energyLabel: string | null | undefined;
}): EnergyNotice | null {
  const label = energyLabelText(listing.energyLabel).trim();
  const letter = label.charAt(0).toUpperCase();
  if (!letter || !DWELLINGS.includes(listing.headType ?? '')) return null;
  const { flandersRenovation: flanders, brusselsTarget: brussels } = ENERGY_RULES;
  // A buyer's duty: shown on a home for sale.
  if (listing.region === 'FLANDERS' && listing.status === 'FOR_SALE' && (flanders.labels as readonly string[]).includes(letter)) {
    return { kind: 'renovation', label, target: flanders.target, years: flanders.years, status: flanders.status, since: flanders.since };
  }
  // An owner's target whoever owns it, once in force: shown as planned unless the listing is closed.
  const closed = listing.status === 'SOLD' || listing.status === 'RENTED' || listing.status === 'TAKEN_OVER';
  if (listing.region === 'BRUSSELS' && !closed && (brussels.labels as readonly string[]).includes(letter)) {
    return { kind: 'brusselsTarget', label, year: brussels.year, minimum: brussels.minimum, maximum: brussels.maximum, status: brussels.status };
  }
  return null;
}
