import type { AdFact, AdFacts } from './rules';

/**
 * Why a value an ad would show is refused: outside its plausible range, not in its documented
 * format, or a date after the day the ad is checked (the law asks for an existing certificate).
 */
export type AdValueProblem = 'range' | 'format' | 'future';

/**
 * Plausible ranges (docs/legal-ad-rules.md "Values checked"). No text sets a maximum: the
 * regions' worst classes start at 345 (Brussels G), 500 (Flanders F) and 510 (Wallonia G)
 * kWh/m² a year, so 2,000 is well past any certificate; 0 is a CRM's "not known" (the
 * platform's ZERO_IS_UNKNOWN), never a score. A total divided by its score is the heated floor
 * area, at least 10 and at most 10,000 m².
 */
export const AD_VALUE_RANGES = { score: [1, 2000], co2: [1, 1000], area: [10, 10_000] } as const;

/**
 * Flanders' EPC: the certificate number (`20081101-0000000245-00000015`; since 2019
 * `20250314-0003128456-RES-1`) or its unique code, the number's second group of at most ten
 * digits, leading zeros left out (VEA, Energiedecreet art. 11.2.1 §3).
 */
const FLEMISH_CODE = /^(?:\d{1,10}|(\d{8})-\d{1,10}-(?:\d{8}|[A-Z]{1,4}-\d{1,3}))$/;
/** Brussels' and Wallonia's certificate number: no public text gives its layout, so digits (six at least) with dashes or letters. */
const CERTIFICATE_NUMBER = /^(?=(?:\D*\d){6})[0-9A-Z][0-9A-Z./ -]*$/i;

const inRange = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** A date of the form YYYYMMDD or YYYY-MM-DD after the day `on`, or not a date at all: its problem. */
function dateProblem(date: string, on: string): AdValueProblem | null {
  const iso = date.length === 8 ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : date.slice(0, 10);
  if (Number.isNaN(Date.parse(iso))) return 'format';
  return iso > on.slice(0, 10) ? 'future' : null;
}

/**
 * What is wrong with a value the ad would show (null: nothing, or a fact without a check).
 * @example adValueProblem('epcScore', 0, facts, '2026-11-25') // 'range'
 */
export function adValueProblem(fact: AdFact, value: string | number, facts: AdFacts, on: string): AdValueProblem | null {
  const number = Number(value);
  if (fact === 'epcScore') return inRange(number, AD_VALUE_RANGES.score) ? null : 'range';
  if (fact === 'epcCo2') return inRange(number, AD_VALUE_RANGES.co2) ? null : 'range';
  if (fact === 'epcTotal') {
    const score = Number(facts.values.epcScore);
    return number > 0 && (!(score > 0) || inRange(number / score, AD_VALUE_RANGES.area)) ? null : 'range';
  }
  if (fact === 'epcCode') {
    const code = String(value).trim();
    if (facts.region !== 'FLANDERS') return CERTIFICATE_NUMBER.test(code) ? null : 'format';
    const match = FLEMISH_CODE.exec(code);
    return !match ? 'format' : match[1] ? dateProblem(match[1], on) : null;
  }
  // The certificate the label comes from exists on the day of the ad.
  if (fact === 'epcLabel' && facts.epcDate) return dateProblem(facts.epcDate, on);
  return null;
}
