import type { D1Database } from '@cloudflare/workers-types';
import { BUYER_POOL_FLOOR, type BuyerPoolCount, type BuyerPoolHome } from '../../../shared/contract/buyer-pool';

/*
 * The buyer pool: how many of an agency's active, confirmed alerts ("keep me informed"
 * subscriptions, site-api/subscriptions.ts) search a home like this one. Counts only, never who;
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

/** A criterion of the subscription, as migration 0044's index holds it (the same expression, so the index's value is read). */
const criterion = (name: string) => `json_extract(document, '$.criteria.${name}')`;
/** A JSON array of numbers as ',1,2,' (json_extract answers it minified), to look for ',id,' in. */
const marks = (name: string) => `(',' || substr(${criterion(name)}, 2, length(${criterion(name)}) - 2) || ',')`;
/** No such criterion, or an empty list: it admits any home. */
const noList = (name: string) => `coalesce(${criterion(name)}, '[]') = '[]'`;

/** The home's values as SQL: bound parameters, or an estate's columns. */
interface HomeSql {
  transaction: string;
  cityId: string;
  zip: string;
  headType: string;
  price: string;
  bedrooms: string;
}

/**
 * The count's one statement for a home given as SQL (?1 is the site). Each criterion is an
 * expression of migration 0044's partial index subscriptions_buyer_pool, so SQLite takes each
 * value from the index instead of parsing the document again (about 30 times faster at 100,000
 * alerts: docs/benchmarks.md); the lists are matched as text (',7,' in ',8,7,'), the home's
 * cities (its own and those of its postal code) found once.
 */
function poolSql(home: HomeSql, { before = '', also = '' } = {}): string {
  return `WITH ${before}home_cities(mark) AS MATERIALIZED (SELECT ',' || id || ',' FROM cities WHERE id = ${home.cityId} OR zip = ${home.zip})
  SELECT count(*) AS n${also} FROM subscriptions
  WHERE site_id = ?1 AND confirmed_at IS NOT NULL
    AND (${criterion('priceMin')} IS NULL OR ${home.price} >= ${criterion('priceMin')})
    AND (${criterion('priceMax')} IS NULL OR ${home.price} <= ${criterion('priceMax')})
    AND (coalesce(${criterion('bedroomsMin')}, 0) = 0 OR ${home.bedrooms} >= ${criterion('bedroomsMin')})
    AND instr(${criterion('statuses')}, '"' || ${home.transaction} || '"') > 0
    AND (${noList('headTypeIds')} OR instr(${marks('headTypeIds')}, ',' || CAST(${home.headType} AS INTEGER) || ',') > 0)
    AND (${noList('cityIds')} OR EXISTS (SELECT 1 FROM home_cities WHERE instr(${marks('cityIds')}, mark) > 0))`;
}

/** A home described: bound ?1 site, ?2 transaction, ?3 city id, ?4 postal code, ?5 head type, ?6 price, ?7 bedrooms. */
export const BUYER_POOL_SQL = poolSql({ transaction: '?2', cityId: '?3', zip: '?4', headType: '?5', price: '?6', bedrooms: '?7' });

const fromHome = (column: string) => `(SELECT ${column} FROM home)`;
/**
 * One of the site's estates: bound ?1 site, ?2 estate id; `found` 0 when it has no such estate.
 * Its transaction is its status's (to rent or rented: to rent; else for sale, sold included:
 * the buyers of a home like it).
 */
export const ESTATE_POOL_SQL = poolSql(
  {
    transaction: fromHome('tx'),
    cityId: fromHome('city_id'),
    zip: fromHome('zip'),
    headType: fromHome('head_type_id'),
    price: fromHome('price'),
    bedrooms: fromHome('bedroom_count'),
  },
  {
    before: `home AS MATERIALIZED (SELECT CASE WHEN status IN ('TO_RENT', 'RENTED') THEN 'TO_RENT' ELSE 'FOR_SALE' END AS tx,
       city_id, zip, head_type_id, price, bedroom_count
      FROM estates WHERE site_id = ?1 AND id = ?2), `,
    also: ', (SELECT count(*) FROM home) AS found',
  },
);

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

/** The same for one of the site's estates, as it is listed (one query); null when the site has no such estate. */
export async function estateBuyerPool(db: D1Database, siteId: number, estateId: number): Promise<BuyerPoolCount | null> {
  const row = await db.prepare(ESTATE_POOL_SQL).bind(siteId, estateId).first<{ n: number; found: number }>();
  return row?.found ? toldCount(row.n) : null;
}
