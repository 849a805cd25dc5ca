// Buyer-pool figures for npm run bench (docs/features.md "Buyer pool"), also runnable alone:
//   node scripts/bench-buyer-pool.mjs
// Seeds BENCH_POOL_ALERTS (100,000) keep-me-informed subscriptions into demo site 1 of a local
// D1 of its own (90 % confirmed; criteria spread over transactions, the demo's cities, head
// types, price ranges and bedrooms; documents the size the site's form writes), then times the
// platform's count (worker/platform/alerts/buyer-pool.ts) for a few homes: GET /buyer-pool
// through the standalone platform in miniflare (the whole call) and the statement's own time in
// D1 (meta.duration), with migration 0044's index and, for comparison, without it.
import { loadavg } from 'node:os';
import { benchPlatform, importTs } from './lib.mjs';

const PERSIST_TO = '.tmp/bench-buyer-pool-state';
const SITE_ID = 1;
const ALERTS = Number(process.env.BENCH_POOL_ALERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_POOL_RUNS ?? 40);
const WARM_UP = 3;
const TOKEN = 'bench-buyer-pool-token';
const INDEX = 'subscriptions_buyer_pool';

/** Homes asked for: a house in Gent, an apartment to rent in Antwerpen, a home with nothing but its transaction and type known. */
const HOMES = [
  ['house for sale, Gent', { transaction: 'FOR_SALE', headType: '1', cityId: '7', zip: '9000', price: '350000', bedrooms: '3' }],
  ['apartment to rent, Antwerpen', { transaction: 'TO_RENT', headType: '2', cityId: '1', zip: '2000', price: '950', bedrooms: '2' }],
  ['house for sale, only type known', { transaction: 'FOR_SALE', headType: '1' }],
];

/**
 * The seed, in SQL (one statement per 10,000 rows): the n-th subscription's criteria from n
 * alone, so every run seeds the same alerts. Cities 1 to 30 (the demo's first), 0 to 2 of them;
 * head types 1 and 2; price bounds on most; bedrooms on some.
 */
function seedStatement(from, to) {
  return (
    `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to - 1})
    INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at, confirm_token, confirmed_at, frequency, checked_until)
    SELECT 'bench-' || i, ${SITE_ID}, 'alert' || i || '@example.be',
      json_object('locale', 'nl', 'email', 'alert' || i || '@example.be', 'firstName', 'Bench', 'lastName', 'Subscriber ' || i,
        'criteria', json_object(
          'statuses', CASE i % 10 WHEN 0 THEN json_array('FOR_SALE', 'TO_RENT') WHEN 1 THEN json_array('TO_RENT') WHEN 2 THEN json_array('TO_RENT') ELSE ` +
    `json_array('FOR_SALE') END,
          'cityIds', CASE i % 3 WHEN 0 THEN json_array() WHEN 1 THEN json_array(1 + i % 30) ELSE json_array(1 + i % 30, 1 + (i / 7) % 30) END,
          'headTypeIds', CASE i % 4 WHEN 0 THEN json_array() WHEN 1 THEN json_array(1, 2) WHEN 2 THEN json_array(1) ELSE json_array(2) END,
          'priceMin', CASE WHEN i % 5 = 0 THEN NULL WHEN i % 10 IN (1, 2) THEN 400 + (i % 8) * 100 ELSE 100000 + (i % 20) * 25000 END,
          'priceMax', CASE WHEN i % 7 = 0 THEN NULL WHEN i % 10 IN (1, 2) THEN 900 + (i % 8) * 150 ELSE 300000 + (i % 20) * 30000 END,
          'bedroomsMin', CASE WHEN i % 6 < 3 THEN NULL ELSE i % 6 - 2 END),
        'frequency', 'daily', 'consent', json('true'),
        'attribution', json_object('source', 'google', 'medium', 'organic', 'landingPage', '/nl/te-koop'),
        'token', 'bench-' || i, 'createdAt', '2026-11-01T00:00:00.000Z', 'updatedAt', '2026-11-01T00:00:00.000Z'),
      '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z',
      CASE WHEN i % 10 = 9 THEN 'confirm-' || i END, CASE WHEN i % 10 = 9 THEN NULL ELSE '2026-11-01T00:00:00.000Z' END,
      'daily', '9999-12-31T00:00:00.000Z'
    FROM n`
  );
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** p50 and p95 of the whole call and of D1's statement, over RUNS rounds of each home in turn. */
async function timeHomes(mf, db, sql) {
  const headers = { Authorization: `Bearer ${TOKEN}`, 'X-SITE': String(SITE_ID) };
  const rows = [];
  for (const [name, query] of HOMES) {
    const url = `http://platform.local/buyer-pool?${new URLSearchParams(query)}`;
    const bound = [
      SITE_ID,
      query.transaction,
      query.cityId ? Number(query.cityId) : null,
      query.zip ?? null,
      Number(query.headType),
      query.price ? Number(query.price) : null,
      query.bedrooms ? Number(query.bedrooms) : null,
    ];
    for (let i = 0; i < WARM_UP; i += 1) await (await mf.dispatchFetch(url, { headers })).text();
    const wall = [];
    const statement = [];
    let answer;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const response = await mf.dispatchFetch(url, { headers });
      answer = await response.text();
      wall.push(performance.now() - started);
      if (!response.ok) throw new Error(`GET /buyer-pool answered ${response.status}: ${answer}`);
      const { meta } = await db
        .prepare(sql)
        .bind(...bound)
        .all();
      statement.push(meta.duration);
    }
    wall.sort((a, b) => a - b);
    statement.sort((a, b) => a - b);
    const { results } = await db
      .prepare(sql)
      .bind(...bound)
      .all();
    rows.push({
      name,
      answer,
      n: results[0].n,
      p50: percentile(wall, 0.5),
      p95: percentile(wall, 0.95),
      d1p50: percentile(statement, 0.5),
      d1p95: percentile(statement, 0.95),
    });
  }
  return rows;
}

export async function benchBuyerPool() {
  const { BUYER_POOL_SQL } = await importTs('worker/platform/alerts/buyer-pool.ts');
  const mf = await benchPlatform(PERSIST_TO, { name: 'bench-buyer-pool', bindings: { PLATFORM_TOKEN: TOKEN }, seeded: true });
  try {
    const db = await mf.getD1Database('DB');
    const seeded = Date.now();
    const step = 10_000;
    for (let from = 0; from < ALERTS; from += step) await db.prepare(seedStatement(from, Math.min(ALERTS, from + step))).run();
    const { n, confirmed } = await db
      .prepare('SELECT count(*) AS n, count(confirmed_at) AS confirmed FROM subscriptions WHERE site_id = ?1')
      .bind(SITE_ID)
      .first();
    const seedMs = Date.now() - seeded;
    const indexSql = (await db.prepare('SELECT sql FROM sqlite_master WHERE name = ?1').bind(INDEX).first()).sql;
    const withIndex = await timeHomes(mf, db, BUYER_POOL_SQL);
    await db.prepare(`DROP INDEX ${INDEX}`).run();
    const withoutIndex = await timeHomes(mf, db, BUYER_POOL_SQL);
    await db.prepare(indexSql).run();
    console.log(
      `\nbuyer pool: ${n.toLocaleString('en')} alerts of site ${SITE_ID} (${confirmed.toLocaleString('en')} confirmed), seeded in ` +
        `${(seedMs / 1000).toFixed(1)} s; ${RUNS} runs per home; load average ${loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      '  home                               count   GET /buyer-pool p50 / p95 ms   D1 statement p50 / p95 ms   without the index: GET p50 / p95, D1 p50 / p95',
    );
    for (const [index, row] of withIndex.entries()) {
      const other = withoutIndex[index];
      console.log(
        `  ${row.name.padEnd(34)} ${String(row.n).padStart(6)}   ${row.p50.toFixed(1).padStart(8)} / ${row.p95.toFixed(1).padStart(6)}            ` +
          `${row.d1p50.toFixed(1).padStart(7)} / ${row.d1p95.toFixed(1).padStart(6)}          ${other.p50.toFixed(1)} / ${other.p95.toFixed(1)}, ` +
          `${other.d1p50.toFixed(1)} / ${other.d1p95.toFixed(1)}   (answered ${row.answer})`,
      );
    }
    return { withIndex, withoutIndex };
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBuyerPool();
