import type { D1Database } from '@cloudflare/workers-types';
import { BUYER_POOL_FLOOR, type BuyerPoolCount, type BuyerPoolHome } from '../../../shared/contract/buyer-pool';

/*
 * The buyer pool: how many of an agency's active, confirmed alerts ("keep me informed"
 * subscriptions, routes/subscriptions.ts) search a home like this one. Counts only, never who;
 * below BUYER_POOL_FLOOR (shared/contract/buyer-pool.ts) the number never leaves the platform (`{ fewerThan: 5 }`).
 *
 * A subscription matches when every criterion it has admits the home, the rules of the alert
 * mails (match.ts matchesCriteria):
 * - transaction: one of its statuses (FOR_SALE, TO_RENT) is the home's;
 * - place: no cities chosen admits any place; else one of its cities is the home's city, or
 *   has the home's postal code (a valuation knows the postal code, a listing both);
 * - type: no head types chosen admits any; else the home's head type is among them;
 * - price: a bound admits a known price on its side of it; a bound and no price: not admitted;
 * - bedrooms: a minimum above 0 admits a known count at least that; no count: not admitted.
 * Alerts store no drawn area (subscriptionCriteriaSchema); the home's position is carried for
 * the day they do.
 *
 * One query per count, over the site's confirmed subscriptions only (an unconfirmed one, or one
 * whose address changed and awaits its new confirmation, is not counted; an unsubscribed one is
 * deleted). Its speed at 100,000 alerts: docs/benchmarks.md.
 */

export type { BuyerPoolCount, BuyerPoolHome };

/**
 * The count's one statement. Bound: ?1 site, ?2 transaction, ?3 city id, ?4 postal code,
 * ?5 head type, ?6 price, ?7 bedrooms. `crit` is the subscription's criteria read once (the
 * partial index subscriptions_buyer_pool of migration 0044 holds it beside the site, so the
 * count reads the index alone, never the whole documents).
 */
export const BUYER_POOL_SQL = `SELECT count(*) AS n FROM (
    SELECT json_extract(document, '$.criteria') AS crit FROM subscriptions
    WHERE site_id = ?1 AND confirmed_at IS NOT NULL
  )
  WHERE EXISTS (SELECT 1 FROM json_each(crit, '$.statuses') WHERE value = ?2)
    AND (coalesce(json_array_length(crit, '$.cityIds'), 0) = 0
      OR EXISTS (SELECT 1 FROM json_each(crit, '$.cityIds') WHERE value IN (SELECT id FROM cities WHERE id = ?3 OR zip = ?4)))
    AND (coalesce(json_array_length(crit, '$.headTypeIds'), 0) = 0
      OR EXISTS (SELECT 1 FROM json_each(crit, '$.headTypeIds') WHERE value = ?5))
    AND (json_extract(crit, '$.priceMin') IS NULL OR ?6 >= json_extract(crit, '$.priceMin'))
    AND (json_extract(crit, '$.priceMax') IS NULL OR ?6 <= json_extract(crit, '$.priceMax'))
    AND (coalesce(json_extract(crit, '$.bedroomsMin'), 0) = 0 OR ?7 >= json_extract(crit, '$.bedroomsMin'))`;

/** The count as it may leave the platform: the number from the floor up, else only "fewer than 5". */
export function toldCount(n: number): BuyerPoolCount {
  return n >= BUYER_POOL_FLOOR ? { count: n } : { fewerThan: BUYER_POOL_FLOOR };
}

/** How many of the site's active, confirmed alerts search a home like this one (one query). */
export async function buyerPoolCount(db: D1Database, siteId: number, home: BuyerPoolHome): Promise<BuyerPoolCount> {
  const row = await db
    .prepare(BUYER_POOL_SQL)
    .bind(siteId, home.transaction, home.cityId, home.zip, home.headTypeId, home.price, home.bedrooms)
    .first<{ n: number }>();
  return toldCount(row?.n ?? 0);
}
