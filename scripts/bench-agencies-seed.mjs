// The bench agencies of scripts/bench-agencies.mjs: copies of demo agency 1, each under ids and
// hostnames of its own, written by SQL that runs entirely in SQLite.

export const ESTATES_EACH = Number(process.env.BENCH_AGENCY_ESTATES ?? 30);
/** The first bench agency's id: the demo agencies are 1 and 2. */
export const FIRST_AGENCY = 3;
/** Estate ids of bench agency k: BENCH_ESTATE_BASE + k × 1,000 + n, far above the demo's (1001…). */
export const BENCH_ESTATE_BASE = 20_000_000;
/** Page ids of bench agency k: k × 100 + the demo page's id (agency 1's are 1…9). */
const PAGE_ID_STEP = 100;
export const agencyHostnames = (k) => [`agency-${k}.localhost`, `www.agency-${k}.localhost`];

/**
 * The SQL that writes agencies `from`…`to` (inclusive) as copies of demo agency 1: one
 * INSERT … SELECT per table over the range, each run entirely in SQLite. ?1 first id, ?2 last.
 */
export function agencySeedStatements(from, to, estatesEach = ESTATES_EACH) {
  const range = 'WITH RECURSIVE n(k) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT k + 1 FROM n WHERE k < ?2)';
  const params = [from, to];
  const pageId = `n.k * ${PAGE_ID_STEP} + p.id`;
  return [
    `${range} INSERT INTO sites (id, name, document) SELECT n.k, 'Bench agency ' || n.k,
       json_set(s.document, '$.id', n.k, '$.name', 'Bench agency ' || n.k, '$.hostnames', json_array('agency-' || n.k || '.localhost', 'www.agency-' || ` +
      `n.k || '.localhost'))
       FROM n JOIN sites s ON s.id = 1`,
    `${range} INSERT INTO site_hostnames (hostname, site_id) SELECT 'agency-' || n.k || '.localhost', n.k FROM n
       UNION ALL SELECT 'www.agency-' || n.k || '.localhost', n.k FROM n`,
    `${range} INSERT INTO navigations (site_id, name, document) SELECT n.k, v.name, v.document FROM n JOIN navigations v ON v.site_id = 1`,
    `${range} INSERT INTO pages (id, site_id, page_key, document) SELECT ${pageId}, n.k, p.page_key, json_set(p.document, '$.id', ${pageId}, '$.siteId', n.k)
       FROM n JOIN pages p ON p.site_id = 1`,
    `${range} INSERT INTO page_urls (site_id, locale, url, page_id) SELECT n.k, u.locale, u.url, n.k * ${PAGE_ID_STEP} + u.page_id FROM n JOIN page_urls ` +
      `u ON u.site_id = 1`,
    `${range} INSERT INTO entity_items (site_id, entity, id, sort, document) SELECT n.k, e.entity, e.id, e.sort, e.document FROM n JOIN entity_items e ON ` +
      `e.site_id = 1`,
    `${range} INSERT INTO agreements (site_id, type, locale, document) SELECT n.k, a.type, a.locale, a.document FROM n JOIN agreements a ON a.site_id = 1`,
    // Agency 1's estates in turn, as often as it takes (it has fewer than 300): estate j of
    // agency k is the (j mod count)-th, under an id of its own.
    `${range}, s AS (
       SELECT row_number() OVER (ORDER BY id) - 1 AS nth, * FROM estates
       WHERE site_id = 1 AND parent_id IS NULL AND is_project = 0 AND guid IS NULL
     ), j(idx) AS (SELECT 0 UNION ALL SELECT idx + 1 FROM j WHERE idx + 1 < ${Number(estatesEach)}),
     t AS (SELECT j.idx AS idx, s.* FROM j JOIN s ON s.nth = j.idx % (SELECT count(*) FROM s))
     INSERT INTO estates (id, site_id, parent_id, is_project, source, guid, head_type_id, sub_type_id, transaction_id,
       main_transaction_id, status, country_id, city_id, zip, city_name_nl, city_name_fr, lat, lon, price, bedroom_count,
       publication_date, floor, floor_id, features, document)
     SELECT ${BENCH_ESTATE_BASE} + n.k * 1000 + t.idx, n.k, NULL, 0, t.source, NULL, t.head_type_id, t.sub_type_id, t.transaction_id,
       t.main_transaction_id, t.status, t.country_id, t.city_id, t.zip, t.city_name_nl, t.city_name_fr, t.lat, t.lon, t.price, t.bedroom_count,
       t.publication_date, t.floor, t.floor_id, t.features,
       json_set(t.document, '$.general.id', ${BENCH_ESTATE_BASE} + n.k * 1000 + t.idx, '$.collections', json('[]'), '$.children', json('[]'))
     FROM n JOIN t`,
  ].map((sql) => ({ sql, params }));
}
