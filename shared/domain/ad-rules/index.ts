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
export { missingAdFacts, present, rulesFor, type AdFinding } from './check';
export { adLine, type AdMention } from './line';
export { adFactsOf, COMMON_PARTS_ASBESTOS, type AdEstate } from './facts';
export { AD_FACT_WORDS, AD_FACT_WORDS_EN } from './words';
export { AD_VALUE_RANGES, adValueProblem, type AdValueProblem } from './values';
