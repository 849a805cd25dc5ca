/*
 * The buyer pool (docs/features.md "Buyer pool"): how many of an agency's active, confirmed
 * alerts search a home like one. Counted by the platform (worker/platform/alerts/buyer-pool.ts);
 * below BUYER_POOL_FLOOR only that it is fewer, so no browser can ever learn a smaller number.
 * No zod here: the site worker imports this file.
 *   GET /buyer-pool?transaction=FOR_SALE&headType=1&zip=9000&price=350000&bedrooms=3   (site API, X-SITE)
 *   GET /console-api/sites/{siteId}/estates/{estateId}/buyer-pool                      (console API)
 * and `buyerPool` in the seller report (seller-report.ts).
 */

/** Below this many the count is not told: "fewer than 5". */
export const BUYER_POOL_FLOOR = 5;

/** The count from the floor up, or only that it is below. */
export type BuyerPoolCount = { count: number } | { fewerThan: typeof BUYER_POOL_FLOOR };

/** The home whose searchers are counted. */
export interface BuyerPoolHome {
  transaction: 'FOR_SALE' | 'TO_RENT';
  /** The head type id (shared/domain/property-types.ts HEAD_TYPES). */
  headTypeId: number;
  /** The cities table's id of its place, when known. */
  cityId: number | null;
  /** Its postal code, when known. */
  zip: string | null;
  lat: number | null;
  lon: number | null;
  /** Asking price or rent (€), or a valuation's median; null when not known. */
  price: number | null;
  bedrooms: number | null;
}

/** The site API's query parameters of a home (GET /buyer-pool): absent ones are not known. */
export const BUYER_POOL_QUERY = ['transaction', 'headType', 'cityId', 'zip', 'lat', 'lon', 'price', 'bedrooms'] as const;
