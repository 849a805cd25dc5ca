import { present, rulesFor } from './check';
import type { AdFact, AdFacts } from './rules';

/** One mention of the ad line: a fact its region asks for, and its value. */
export interface AdMention {
  fact: AdFact;
  value: string | number;
}

/**
 * The line a listing's ad shows by law (the detail page's legal mentions): each fact the rules of
 * its region and transaction ask for on the day, in the rules' order, that the listing has.
 * A fact it lacks is left out here (the console lists it as missing, check.ts).
 * @example
 * const facts = { region: 'WALLONIA', transaction: 'sale', kind: 'building', coOwned: false, built: true, constructionYear: 1960 };
 * adLine({ ...facts, values: { epcLabel: 'D', epcScore: 310 } }, '2026-11-25') // [{ fact: 'epcLabel', value: 'D' }, { fact: 'epcScore', value: 310 }]
 */
export function adLine(facts: AdFacts, on: string): AdMention[] {
  const seen = new Set<AdFact>();
  const line: AdMention[] = [];
  for (const rule of rulesFor(facts, on)) {
    const value = facts.values[rule.fact];
    if (seen.has(rule.fact) || !present(value)) continue;
    seen.add(rule.fact);
    line.push({ fact: rule.fact, value: value! });
  }
  return line;
}
