import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { EstateFilterOptions } from '../../../shared/contract/site-api/answers';
import type { SearchSql } from '../search';

/**
 * The facts of a site's search-box examples, beside its filter options (POST /estate-filters):
 * for sale and for rent, the main type and city most of the listings found share, and the price
 * half of those are under (their median) rounded up to two significant digits, so the sentence
 * the site words from them ("huis in Gent tot € 560.000") finds listings on that site. Projects
 * and listings without a price or a city are left out.
 */
export function examplesQuery(db: D1Database, sql: Pick<SearchSql, 'where' | 'params'>): D1PreparedStatement {
  return db
    .prepare(
      `SELECT transaction_id AS "transaction", head_type_id AS headType, city_id AS city, price FROM (
         SELECT e.main_transaction_id AS transaction_id, e.head_type_id, e.city_id, e.price,
           row_number() OVER (PARTITION BY e.main_transaction_id, e.head_type_id, e.city_id ORDER BY e.price, e.id) AS r,
           count(*) OVER (PARTITION BY e.main_transaction_id, e.head_type_id, e.city_id) AS n
         FROM estates e WHERE ${sql.where} AND e.price > 0 AND e.is_project = 0 AND e.head_type_id <> 6 AND e.city_id IS NOT NULL
           AND e.main_transaction_id IN (1, 2))
       WHERE r = (n + 1) / 2 ORDER BY n DESC, transaction_id, head_type_id, city_id LIMIT 20`,
    )
    .bind(...sql.params);
}

/** A price rounded up to two significant digits (437,500 to 440,000; 1,160 to 1,200). */
export function roundedUp(price: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(price)) - 1);
  return Math.ceil(price / step) * step;
}

/** The best of each side (the rows come most shared first), or the two best for sale when nothing is for rent. */
export function examplesOf(rows: readonly Record<string, unknown>[]): NonNullable<EstateFilterOptions['examples']> {
  const all = rows.map((row) => ({
    transaction: Number(row.transaction),
    headType: Number(row.headType),
    city: Number(row.city),
    price: roundedUp(Number(row.price)),
  }));
  const sale = all.filter((row) => row.transaction === 1);
  const rent = all.find((row) => row.transaction === 2);
  return rent ? [...sale.slice(0, 1), rent] : sale.slice(0, 2);
}
