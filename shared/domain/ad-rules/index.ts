export {
  AD_FACTS,
  AD_RULES,
  AD_SOURCES,
  type AdFact,
  type AdFacts,
  type AdPropertyKind,
  type AdRule,
  type AdSource,
  type AdSourceId,
  type AdTransaction,
  inForce,
} from './rules';
export { missingAdFacts, present, rulesFor, sourceOf, type AdFinding } from './check';
export { adLine, floodSymbolOf, type AdMention } from './line';
export { adFactsOf, type AdEstate } from './facts';
export { AD_FACT_WORDS, AD_FACT_WORDS_EN } from './words';
export { AD_VALUE_RANGES, adValueProblem, allowedRange, type AdValueProblem } from './values';
export { AD_FACT_PATHS, factOfPath } from './fact-paths';
