import type { D1Database } from '@cloudflare/workers-types';
import type { ListingSignals } from '../crm/crm';

/**
 * A listing's buyer pool (issue 53, item 1: the active, confirmed alerts that match it), for
 * its weekly signals. Null while the count is not there to ask: the signals say "not counted".
 */
export async function buyerPoolOf(_db: D1Database, _siteId: number, _estateId: number): Promise<ListingSignals['buyerPool']> {
  return null;
}
