import type { RegionCode } from '../../contract/enums';
import { AD_FACTS, AD_RULES, AD_SOURCES, inForce, type AdFact, type AdFacts, type AdRule, type AdSource } from './rules';
import { labelFitsScore } from './label-bands';
import { adValueProblem, allowedRange, type AdValueProblem } from './values';

/**
 * One fact a listing's ad lacks, or shows with a value refused (its problem), with the text that
 * asks for it (`rule`, when a rule in force does) or that gives the value its meaning (`source`).
 * A refused range carries the range allowed.
 */
export interface AdFinding {
  fact: AdFact;
  source: AdSource;
  rule?: AdRule;
  problem?: AdValueProblem;
  range?: readonly [number, number];
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

/** Each region's energy certificate text: what a certificate's value shown means where no rule of the day asks it. */
const ENERGY_SOURCES: Record<RegionCode, AdSource> = { FLANDERS: AD_SOURCES.VEA_EPC, BRUSSELS: AD_SOURCES.BRUSSELS_EPB, WALLONIA: AD_SOURCES.WALLONIA_PEB };

/**
 * The text behind a fact in a region, asked on the day or not: the source of a row of the region
 * for the fact (one that ended too: Brussels' CO₂), else the region's energy certificate text for
 * an EPC value, Flanders' flood text for a flood score. The refusal of a value names it.
 */
export function sourceOf(fact: AdFact, region: RegionCode): AdSource {
  const row = AD_RULES.find((rule) => rule.fact === fact && rule.region === region);
  if (row) return row.source;
  if (fact.startsWith('flood')) return AD_SOURCES.VMM_FLOOD;
  if (fact.startsWith('planning')) return region === 'BRUSSELS' ? AD_SOURCES.BRUSSELS_PLANNING : AD_SOURCES.VCRO_PLANNING;
  return ENERGY_SOURCES[region];
}

/**
 * What is wrong with a value: its own problem (values.ts), else, for a label, a score of the same
 * certificate its region's scale does not give that label (label-bands.ts).
 */
function problemOf(fact: AdFact, value: string | number, facts: AdFacts, on: string): AdValueProblem | null {
  const own = adValueProblem(fact, value, facts, on);
  if (own || fact !== 'epcLabel') return own;
  const score = Number(facts.values.epcScore);
  return facts.values.epcScore != null && score > 0 && !labelFitsScore(facts.region, String(value), score) ? 'mismatch' : null;
}

/** A value's problem as a finding: with the range allowed when it is a range. */
function refused(fact: AdFact, source: AdSource, problem: AdValueProblem, facts: AdFacts, rule?: AdRule): AdFinding {
  const range = problem === 'range' ? allowedRange(fact, facts) : null;
  return { fact, source, ...(rule ? { rule } : {}), problem, ...(range ? { range } : {}) };
}

/**
 * The facts a listing's ad must show on a day and does not, in the rules' order (empty: the ad
 * is complete), with those it shows with a value refused (values.ts), then every other value it
 * would show that is refused (a Brussels certificate number "x", a CO₂ of 5,000): a value shown is
 * a value checked, asked or not. A fact asked by two rows is listed once.
 * @example
 * const facts = { region: 'BRUSSELS', transaction: 'sale', kind: 'building', coOwned: false, built: true, addressShown: true,
 *   constructionYear: 1930, values: {} };
 * missingAdFacts(facts, '2026-11-25').map((f) => f.fact) // ['epcLabel', 'planningDestination', 'planningInformation']
 */
export function missingAdFacts(facts: AdFacts, on: string): AdFinding[] {
  const seen = new Set<AdFact>();
  const findings: AdFinding[] = [];
  for (const rule of rulesFor(facts, on)) {
    const value = facts.values[rule.fact];
    if (seen.has(rule.fact)) continue;
    seen.add(rule.fact);
    const problem = present(value) ? problemOf(rule.fact, value!, facts, on) : null;
    if (problem) findings.push(refused(rule.fact, rule.source, problem, facts, rule));
    else if (!present(value)) findings.push({ fact: rule.fact, source: rule.source, rule });
  }
  for (const fact of AD_FACTS) {
    const value = facts.values[fact];
    if (seen.has(fact) || !present(value)) continue;
    const problem = problemOf(fact, value!, facts, on);
    if (problem) findings.push(refused(fact, sourceOf(fact, facts.region), problem, facts));
  }
  return findings;
}
