import { AD_RULES, inForce, type AdFact, type AdFacts, type AdRule } from './rules';
import { adValueProblem, type AdValueProblem } from './values';

/** One fact a listing's ad lacks, or shows with a value refused (its problem), with the rule that asks for it. */
export interface AdFinding {
  fact: AdFact;
  rule: AdRule;
  problem?: AdValueProblem;
}

/** A value the ad can show: not null, not empty, not the platform's "unknown" (-1). */
export function present(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value !== -1;
  const text = value.trim();
  return text !== '' && text.toUpperCase() !== 'UNKNOWN';
}

/** The rules that apply to a listing on a day (ISO date or date-time). */
export function rulesFor(facts: AdFacts, on: string): AdRule[] {
  const day = on.slice(0, 10);
  return AD_RULES.filter(
    (rule) => rule.region === facts.region && rule.transactions.includes(facts.transaction) && inForce(rule, day) && (rule.when?.(facts) ?? true),
  );
}

/**
 * The facts a listing's ad must show on a day and does not, in the rules' order (empty: the ad
 * is complete), with those it shows with a value refused (values.ts). A fact asked by two rows
 * is listed once.
 * @example
 * const facts = { region: 'BRUSSELS', transaction: 'sale', kind: 'building', coOwned: false, built: true, constructionYear: 1930, values: {} };
 * missingAdFacts(facts, '2026-11-25').map((f) => f.fact) // ['epcLabel', 'planningDestination']
 */
export function missingAdFacts(facts: AdFacts, on: string): AdFinding[] {
  const seen = new Set<AdFact>();
  const findings: AdFinding[] = [];
  for (const rule of rulesFor(facts, on)) {
    const value = facts.values[rule.fact];
    if (seen.has(rule.fact)) continue;
    seen.add(rule.fact);
    const problem = present(value) ? adValueProblem(rule.fact, value!, facts, on) : null;
    if (!present(value) || problem) findings.push({ fact: rule.fact, rule, ...(problem ? { problem } : {}) });
  }
  return findings;
}
