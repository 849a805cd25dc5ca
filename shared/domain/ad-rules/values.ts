import type { AdFact, AdFacts } from './rules';

/**
 * Why a value an ad would show is refused: outside its plausible range, not in its documented
 * format, a date after the day the ad is checked (the law asks for an existing certificate), or a
 * label its own score cannot have on the region's scale.
 */
export type AdValueProblem = 'range' | 'format' | 'future' | 'mismatch';

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
 * digits, leading zeros left out, "UC" before it allowed (VEA, Energiedecreet art. 11.2.1 §3).
 */
const FLEMISH_CODE = /^(?:(?:UC:? ?)?\d{1,10}|(\d{8})-\d{1,10}-(?:\d{8}|[A-Z]{1,4}-\d{1,3}))$/i;
/** Brussels' and Wallonia's certificate number: no public text gives its layout, so digits (six at least) with dashes or letters. */
const CERTIFICATE_NUMBER = /^(?=(?:\D*\d){6})[0-9A-Z][0-9A-Z./ -]*$/i;
/** Flanders' flood scores: a letter A (no flooding modelled) to D (a medium chance) (VMM, via bordes.be). */
const FLOOD_SCORE = /^[A-D]$/;

const inRange = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** A date of the form YYYYMMDD or YYYY-MM-DD after the day `on`, or not a date at all: its problem. */
function dateProblem(date: string, on: string): AdValueProblem | null {
  const iso = date.length === 8 ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : date.slice(0, 10);
  if (Number.isNaN(Date.parse(iso))) return 'format';
  return iso > on.slice(0, 10) ? 'future' : null;
}

/**
 * The range a fact's value must lie in, for the answer that refuses it (the field, the range,
 * the law): the score's and CO₂'s plausible ranges, and a total's from the score and the heated
 * floor area (10 to 10,000 m²); null for a fact without one.
 * @example allowedRange('epcScore', facts) // [1, 2000]
 */
export function allowedRange(fact: AdFact, facts: Pick<AdFacts, 'values'>): readonly [number, number] | null {
  if (fact === 'epcScore') return AD_VALUE_RANGES.score;
  if (fact === 'epcCo2') return AD_VALUE_RANGES.co2;
  if (fact !== 'epcTotal') return null;
  const score = Number(facts.values.epcScore);
  const [small, large] = AD_VALUE_RANGES.area;
  return score > 0 ? [score * small, score * large] : [1, AD_VALUE_RANGES.score[1] * large];
}

/**
 * What is wrong with a value the ad would show on its own (null: nothing, or a fact without a
 * check), whether a rule asks for it or not: a value shown is a value checked. A label against its
 * score is check.ts's (label-bands.ts), kept apart so the site's ad line carries no scale.
 * @example adValueProblem('epcScore', 0, facts, '2026-11-25') // 'range'
 */
export function adValueProblem(fact: AdFact, value: string | number, facts: AdFacts, on: string): AdValueProblem | null {
  const number = Number(value);
  if (fact === 'epcScore' || fact === 'epcCo2' || fact === 'epcTotal') {
    return inRange(number, allowedRange(fact, facts)!) ? null : 'range';
  }
  if (fact === 'epcCode') {
    const code = String(value).trim();
    if (facts.region !== 'FLANDERS') return CERTIFICATE_NUMBER.test(code) ? null : 'format';
    const match = FLEMISH_CODE.exec(code);
    return !match ? 'format' : match[1] ? dateProblem(match[1], on) : null;
  }
  if ((fact === 'floodParcel' || fact === 'floodBuilding') && facts.region === 'FLANDERS') {
    return FLOOD_SCORE.test(String(value).trim().toUpperCase()) ? null : 'format';
  }
  // The certificate the label comes from exists on the day of the ad.
  if (fact === 'epcLabel' && facts.epcDate) return dateProblem(facts.epcDate, on);
  return null;
}
