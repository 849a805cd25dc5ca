import type { FactClaim } from '../../../shared/contract/listing-translations';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import { estateFeatures } from '../../../shared/domain/listing-features';
import type { PlainFeature } from '../../../shared/domain/plain-search/types';
import { factClaims, textFacts } from '../../../shared/domain/text-facts';

/*
 * What a machine's text may not change (docs/translations.md "Facts never change"): a translation
 * states the numbers, dates and EPC labels of the agency's text it was made from, no more and no
 * fewer, and names no feature the listing lacks unless its original names it too. The listing's
 * features are those its search reads (shared/domain/listing-features.ts). The words of search in
 * plain words must be installed first (plain-words.ts).
 */

/** The features a listing has, as its search reads them. */
export const featuresOf = (estate: RawEstate): Set<PlainFeature> => new Set(estateFeatures(reshapeEstate(estate)));

/** The claims of a translation `made` of `original` that the listing's facts do not bear; empty: it may be shown. */
export function checkTranslation(estate: RawEstate, original: string, made: string): FactClaim[] {
  return factClaims(textFacts(made), textFacts(original), featuresOf(estate));
}
