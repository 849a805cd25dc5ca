import type { D1Database } from '@cloudflare/workers-types';
import { buyerPoolCount } from '../alerts/buyer-pool';
import type { ListingSignals } from '../crm/crm';

/** What the buyer pool reads of a listing (estates' columns). */
export interface PoolListing {
  status: string;
  head_type_id: number;
  city_id: number | null;
  zip: string | null;
  lat: number | null;
  lon: number | null;
  price: number | null;
  bedroom_count: number | null;
}

/**
 * A listing's buyer pool (the site's active, confirmed alerts that match it,
 * alerts/buyer-pool.ts), for its weekly signals: the count, or only "fewer than 5"; null for a
 * listing that is neither for sale nor to let.
 */
export async function buyerPoolOf(db: D1Database, siteId: number, listing: PoolListing): Promise<ListingSignals['buyerPool']> {
  if (listing.status !== 'FOR_SALE' && listing.status !== 'TO_RENT') return null;
  return buyerPoolCount(db, siteId, {
    transaction: listing.status,
    headTypeId: listing.head_type_id,
    cityId: listing.city_id,
    zip: listing.zip,
    lat: listing.lat,
    lon: listing.lon,
    price: listing.price,
    bedrooms: listing.bedroom_count,
  });
}
