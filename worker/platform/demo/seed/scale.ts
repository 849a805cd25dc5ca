/**
 * BENCH ONLY (docs/benchmarks.md): grows one demo site to 1,000, 10,000 or 100,000 estates, so
 * `node scripts/bench-scale.mjs` can measure how searches cost as an agency grows. Neither the
 * site worker nor the production worker imports this file; nothing serves it.
 *
 * The new estates are copies of the site's own standalone estates of the main source (same
 * full documents, so rows are as big as real ones: about 8 KB), each with its own id, price,
 * publication date and position, written by `INSERT … SELECT` statements that run entirely in
 * SQLite: a few statements for 100,000 rows instead of 100,000 bound inserts.
 */

/** Ids of generated estates start here, far above the demo estates (FIRST_ESTATE_ID 1001). */
export const SCALE_FIRST_ID = 10_000_000;
/** Rows one statement writes: keeps a statement short enough for D1's per-query time limit. */
export const SCALE_CHUNK = 5_000;

/** One statement with its bound parameters (the shape D1's prepare/bind takes). */
export interface ScaleStatement {
  sql: string;
  params: number[];
}

// k is the copy's number (0, 1, 2 …); ?1 site id, ?2 first k, ?3 last k (exclusive).
// The template of copy k is the site's (k mod n)th standalone main-source estate by id.
// Price ×0.80…1.19, date 0…1,499 days earlier, position moved by up to ±0.02° (about 2 km):
// hashes of k, so every run writes the same rows.
const GROW = `
WITH RECURSIVE
  n(k) AS (SELECT CAST(?2 AS INTEGER) UNION ALL SELECT k + 1 FROM n WHERE k + 1 < ?3),
  t AS (
    SELECT row_number() OVER (ORDER BY id) - 1 AS idx, *
    FROM estates
    WHERE site_id = ?1 AND parent_id IS NULL AND is_project = 0 AND guid IS NULL AND id < ${SCALE_FIRST_ID}
  ),
  c AS (SELECT count(*) AS templates FROM t),
  v AS (
    SELECT n.k, t.*,
      ${SCALE_FIRST_ID} + n.k AS new_id,
      CASE WHEN t.price IS NULL THEN NULL ELSE round(t.price * (0.8 + ((n.k * 7919) % 400) / 1000.0)) END AS new_price,
      strftime('%Y-%m-%dT%H:%M:00.000Z', t.publication_date, '-' || ((n.k * 104729) % 1500) || ' days') AS new_date,
      CASE WHEN t.lat IS NULL THEN NULL ELSE t.lat + (((n.k * 31) % 401) - 200) / 10000.0 END AS new_lat,
      CASE WHEN t.lon IS NULL THEN NULL ELSE t.lon + (((n.k * 57) % 401) - 200) / 10000.0 END AS new_lon
    FROM n JOIN c JOIN t ON t.idx = n.k % c.templates
  )
INSERT INTO estates (id, site_id, parent_id, is_project, source, guid, head_type_id, sub_type_id, transaction_id,
  main_transaction_id, status, country_id, city_id, zip, city_name_nl, city_name_fr, lat, lon, price, bedroom_count,
  publication_date, floor, floor_id, features, price_with_charges, document)
SELECT new_id, site_id, NULL, 0, source, NULL, head_type_id, sub_type_id, transaction_id,
  main_transaction_id, status, country_id, city_id, zip, city_name_nl, city_name_fr, new_lat, new_lon, new_price, bedroom_count,
  new_date, NULL, NULL, features, CASE WHEN new_price IS NULL OR price_with_charges IS NULL THEN new_price ELSE new_price + price_with_charges - price END,
  json_set(document,
    '$.general.id', new_id,
    '$.general.reference', 'SCALE-' || k,
    '$.general.price.value', new_price,
    '$.general.publicationDate', new_date,
    '$.general.address.geoLocation', CASE WHEN new_lat IS NULL THEN NULL ELSE json_object('lat', new_lat, 'lon', new_lon) END,
    '$.collections', json('[]'),
    '$.children', json('[]'))
FROM v`;

/**
 * The statements that bring site `siteId` from `from` to `to` generated estates (the demo
 * estates it already has come on top: about 300 for site 1).
 * @example for (const { sql, params } of scaleStatements(1, 0, 1_000)) await db.prepare(sql).bind(...params).run();
 */
export function scaleStatements(siteId: number, from: number, to: number): ScaleStatement[] {
  const statements: ScaleStatement[] = [];
  for (let start = from; start < to; start += SCALE_CHUNK) {
    statements.push({ sql: GROW, params: [siteId, start, Math.min(start + SCALE_CHUNK, to)] });
  }
  return statements;
}
