import type { RawEstate } from '../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import { AD_FACT_WORDS_EN, type AdFinding, adFactsOf, missingAdFacts } from '../../../shared/domain/ad-rules';
import { AD_LAWS } from '../../../shared/domain/ad-rules/laws';
import type { NormalizedListing } from './normalized';
import type { AdFindingRow } from './record-batch';
import type { AddressDisplay } from '../../../shared/domain/site-settings';

/* What the law asks each written estate's ad to show (shared/domain/ad-rules), found on every write. */

/** Listings still offered (not sold, rented or taken over) and no project's own row: their units carry the facts. */
const CLOSED = new Set(['SOLD', 'RENTED', 'TAKEN_OVER']);

/** What the guard finds missing or refused in an estate's ad on a day: nothing for a project's own row or a listing no longer offered. */
export function estateFindings(raw: RawEstate, day: string, display?: AddressDisplay): AdFinding[] {
  return raw.general.project || CLOSED.has(raw.general.status) ? [] : missingAdFacts(adFactsOf(reshapeEstate(raw, display)), day);
}

/**
 * What the law asks each written estate's ad to show that it lacks or shows with a value refused
 * (its problem), by the record that brought it (the listing, or a unit of its project), on the
 * day of the write, with the law and its public page.
 */
export function adFindings(
  written: readonly { record: NormalizedListing | NormalizedListing['units'][number]; estate: RawEstate }[],
  now: string,
  display?: AddressDisplay,
): AdFindingRow[] {
  return written.flatMap(({ record, estate }) =>
    estateFindings(estate, now, display).map(({ fact, source, problem, range }) => ({
      source: record.source,
      externalId: record.externalId,
      fact,
      missing: AD_FACT_WORDS_EN[fact],
      ...(problem ? { problem } : {}),
      ...(range ? { allowed: [range[0], range[1]] as [number, number] } : {}),
      law: AD_LAWS[source.id],
      url: source.url,
    })),
  );
}
