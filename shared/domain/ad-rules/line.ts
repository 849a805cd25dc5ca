import { floodingWarning } from '../energy';
import { present, rulesFor } from './check';
import type { AdFact, AdFacts } from './rules';
import { adValueProblem } from './values';

/** One mention of the ad line: a fact its region asks for, and its value. */
export interface AdMention {
  fact: AdFact;
  value: string | number;
  /**
   * A flood score worse than C: the ad shows the flood symbol beside it. "Als de score wordt
   * ingedeeld in de D-klasse moet er ook een symbool worden getoond" (BIV, via
   * https://www.bordes.be/blog/wat-leren-we-uit-het-nieuwe-overstromingsrapport).
   */
  floodSymbol?: true;
}

/**
 * The line a listing's ad shows by law (the detail page's legal mentions, the window card, the
 * JSON-LD, the assistants' answers): each fact the rules of its region and transaction ask for on
 * the day, in the rules' order, that the listing has with a value that can be right. A fact it
 * lacks, or whose value is no certificate number or out of every range, is left out here (the
 * console lists it as missing or refused, check.ts).
 * @example
 * const facts = { region: 'WALLONIA', transaction: 'sale', kind: 'building', coOwned: false, built: true, addressShown: true, constructionYear: 1960 };
 * adLine({ ...facts, values: { epcLabel: 'D', epcScore: 310 } }, '2026-11-25') // [{ fact: 'epcLabel', value: 'D' }, { fact: 'epcScore', value: 310 }]
 */
export function adLine(facts: AdFacts, on: string): AdMention[] {
  const seen = new Set<AdFact>();
  const line: AdMention[] = [];
  for (const rule of rulesFor(facts, on)) {
    const value = facts.values[rule.fact];
    if (seen.has(rule.fact) || !present(value)) continue;
    seen.add(rule.fact);
    const problem = adValueProblem(rule.fact, value!, facts, on);
    if (problem === 'format' || problem === 'range') continue;
    const flood = (rule.fact === 'floodParcel' || rule.fact === 'floodBuilding') && floodingWarning(String(value));
    line.push({ fact: rule.fact, value: value!, ...(flood ? { floodSymbol: true as const } : {}) });
  }
  return line;
}

/** Whether any mention of a line carries the flood symbol (a card shows one symbol for the listing). */
export const floodSymbolOf = (line: readonly AdMention[]) => line.some((mention) => mention.floodSymbol);
