/*
 * The valuation wizard's indicative range, from the agency's own listings nearby:
 * pure, so the rules below are the unit tests' (test/unit/shared/domain/valuation-range.test.ts).
 *
 * 1. Comparables: the agency's sold and for-sale listings of the same kind (the platform's
 *    query, worker/platform/site-api/valuation.ts), each with its price and its size: the living
 *    area, or the plot for land. A size under 10 m², or under a third or over three times the
 *    subject's, is not comparable.
 * 2. Nearby, in widening rings: the same postal code, then the municipality's postal codes,
 *    then within 10 km, then within 20 km of the postal code's centre: the first ring that
 *    holds at least MIN_COMPARABLES after trimming is used.
 * 3. Size adjustment: the price per m² falls as a property grows (price ≈ k · size^0.8), so a
 *    comparable's price per m² is brought to the subject's size by (its size / the subject's
 *    size)^0.2 (between 0.80 and 1.25, since sizes are at most three times apart).
 * 4. Outliers: adjusted prices per m² outside Tukey's fences (first quartile − 1.5 × IQR, third
 *    quartile + 1.5 × IQR) are dropped.
 * 5. The range is the interquartile range of what remains × the subject's size, the low end
 *    rounded down and the high end up to 5,000 € (10,000 € from 500,000 €); the median is shown
 *    with it. Fewer than MIN_COMPARABLES: no range at all.
 */

/** Below this many comparables there is no range: the agent's visit instead. */
export const MIN_COMPARABLES = 5;
/** The elasticity of price to size: price ≈ k · size^(1 − SIZE_EXPONENT). */
export const SIZE_EXPONENT = 0.2;
const SIZE_RATIO_MAX = 3;
const MIN_SIZE = 10;
/** The rings' radii, in km. */
export const RADII_KM = [10, 20] as const;

/** One listing of the agency as the platform answers it. */
export interface Comparable {
  zip: string | null;
  lat: number | null;
  lon: number | null;
  price: number;
  /** Living area (m²), or null. */
  living: number | null;
  /** Plot (m²), or null. */
  plot: number | null;
  sold: boolean;
}

/** Where the subject is: its postal code, the municipality's codes, the code's centre (null outside the table). */
export interface Subject {
  zip: string;
  municipalityZips: readonly string[];
  centre: { lat: number; lon: number } | null;
  /** The size the range is for: living area, or the plot for land (m²). */
  size: number;
  /** Land: the plot is the size compared. */
  land: boolean;
}

export type Ring = 'zip' | 'municipality' | 'km10' | 'km20';

export interface ValuationRange {
  low: number;
  median: number;
  high: number;
  /** How many comparables the range stands on (after trimming). */
  count: number;
  ring: Ring;
}

/** Why there is no range: too few comparables (with how many there were in the widest ring). */
export type RangeOutcome = { ok: true; range: ValuationRange } | { ok: false; count: number };

/**
 * The value at fraction `p` of sorted numbers, linearly interpolated between the two nearest
 * ranks (the method of R's type 7 and spreadsheets' QUARTILE).
 * @example quantile([1, 2, 3, 4], 0.5) // 2.5
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** Distance in km between two points (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A comparable's price per m² brought to the subject's size (rule 3), or null when it is not
 * comparable (rule 1).
 * @example adjustedPricePerM2({ price: 300_000, living: 150, … }, { size: 100, … }) // 2000 × 1.5^0.2 ≈ 2168
 */
export function adjustedPricePerM2(comparable: Comparable, subject: Pick<Subject, 'size' | 'land'>): number | null {
  const size = subject.land ? comparable.plot : comparable.living;
  if (!size || size < MIN_SIZE || !(comparable.price > 0) || !(subject.size > 0)) return null;
  const ratio = size / subject.size;
  if (ratio > SIZE_RATIO_MAX || ratio < 1 / SIZE_RATIO_MAX) return null;
  return (comparable.price / size) * ratio ** SIZE_EXPONENT;
}

/** Tukey's fences (rule 4): the values within 1.5 × IQR of the quartiles, sorted. */
export function trimOutliers(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length < 4) return sorted;
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const fence = 1.5 * (q3 - q1);
  return sorted.filter((value) => value >= q1 - fence && value <= q3 + fence);
}

/** Which rings a comparable is in (each ring holds the narrower ones). */
function inRing(comparable: Comparable, subject: Subject, ring: Ring): boolean {
  if (comparable.zip === subject.zip) return true;
  if (ring === 'zip') return false;
  if (comparable.zip !== null && subject.municipalityZips.includes(comparable.zip)) return true;
  if (ring === 'municipality' || !subject.centre || comparable.lat === null || comparable.lon === null) return false;
  return distanceKm(subject.centre, { lat: comparable.lat, lon: comparable.lon }) <= (ring === 'km10' ? RADII_KM[0] : RADII_KM[1]);
}

/** A euro amount rounded to 5,000 (10,000 from 500,000), down or up (rule 5). */
export function roundAmount(amount: number, direction: 'down' | 'up' | 'nearest'): number {
  const step = amount >= 500_000 ? 10_000 : 5_000;
  const round = direction === 'down' ? Math.floor : direction === 'up' ? Math.ceil : Math.round;
  return Math.max(step, round(amount / step) * step);
}

/**
 * The indicative range for the subject from the agency's comparables (rules 1–5), or how many
 * comparables there were when too few.
 * @example valuationRange(comparables, { zip: '9000', municipalityZips: ['9000', '9030'], centre, size: 120, land: false })
 */
export function valuationRange(comparables: readonly Comparable[], subject: Subject): RangeOutcome {
  let count = 0;
  for (const ring of ['zip', 'municipality', 'km10', 'km20'] as const) {
    const values = comparables.filter((comparable) => inRing(comparable, subject, ring)).map((comparable) => adjustedPricePerM2(comparable, subject));
    const kept = trimOutliers(values.filter((value): value is number => value !== null));
    count = kept.length;
    if (kept.length < MIN_COMPARABLES) continue;
    const size = subject.size;
    const low = roundAmount(quantile(kept, 0.25) * size, 'down');
    const high = Math.max(low, roundAmount(quantile(kept, 0.75) * size, 'up'));
    const median = Math.min(high, Math.max(low, roundAmount(quantile(kept, 0.5) * size, 'nearest')));
    return { ok: true, range: { low, median, high, count: kept.length, ring } };
  }
  return { ok: false, count };
}
