// Scale figures for npm run bench (docs/scaling-and-costs.md), also runnable alone:
//   node scripts/bench-scale.mjs
// Grows demo site 1 to 1,000, 10,000 and 100,000 generated estates (the bench-only seed,
// worker/platform/demo/seed/scale.ts) in a local D1 of its own and measures, at each size, the
// platform's searches (the platform worker in workerd through miniflare, no site cache): the
// for-sale listing as the site asks for it at offset 0 and 3,000, and a filtered search.
import { benchPlatform, importTs } from './lib.mjs';

const PERSIST_TO = '.tmp/bench-scale-state';
const SITE_ID = 1;
const SIZES = [1_000, 10_000, 100_000];
/** Timed runs per search and size (after WARM_UP untimed ones). */
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 40);
const WARM_UP = 3;
const DEEP_OFFSET = 3_000;
const TOKEN = 'bench-scale-token';

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/**
 * Milliseconds of `runs` rounds of sequential calls, one of each search per round (so a busy
 * machine slows them alike): per search, the whole call (wall) and D1's share (Server-Timing).
 */
async function timeRounds(calls, runs) {
  for (let i = 0; i < WARM_UP; i += 1) for (const call of calls) await (await call()).text();
  const wall = calls.map(() => []);
  const d1 = calls.map(() => []);
  for (let i = 0; i < runs; i += 1) {
    for (const [index, call] of calls.entries()) {
      const started = performance.now();
      const response = await call();
      const text = await response.text();
      wall[index].push(performance.now() - started);
      if (!response.ok) throw new Error(`search answered ${response.status}: ${text.slice(0, 200)}`);
      d1[index].push(Number(/dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1] ?? Number.NaN));
    }
  }
  return calls.map((_, index) => {
    const sortedWall = wall[index].sort((a, b) => a - b);
    const sortedD1 = d1[index].sort((a, b) => a - b);
    return { p50: percentile(sortedWall, 0.5), d1p50: percentile(sortedD1, 0.5) };
  });
}

export async function benchScale() {
  const started = Date.now();
  const [{ scaleStatements }, { buildSearchBody, filterWithDefaults }] = await Promise.all([
    importTs('worker/platform/demo/seed/scale.ts'),
    importTs('shared/domain/search-params.ts'),
  ]);
  const mf = await benchPlatform(PERSIST_TO, { name: 'bench-scale', bindings: { PLATFORM_TOKEN: TOKEN }, seeded: true });
  try {
    const db = await mf.getD1Database('DB');
    const headers = { Authorization: `Bearer ${TOKEN}`, 'X-SITE': String(SITE_ID) };
    const get = (path) => mf.dispatchFetch(`http://platform.local${path}`, { headers });
    const post = (path, body) =>
      mf.dispatchFetch(`http://platform.local${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The for-sale listing of site 1 as the site asks for it (filter bar defaults: by price).
    const page = await (await get(`/pages/by-url/${encodeURIComponent('nl/te-koop')}`)).json();
    const section = page.sections.find((s) => s.type === 'estateList');
    const node = { query: section.data?.query ?? section.query, hiddenStatus: [] };
    const listing = (offset) => buildSearchBody(filterWithDefaults(new URLSearchParams()), node, { limit: 15, offset });
    const filtered = buildSearchBody(filterWithDefaults(new URLSearchParams('type=1&type=2&price-min=150000&price-max=450000')), node, {
      limit: 15,
      offset: 0,
    });
    const rows = [];
    let generated = 0;
    for (const size of SIZES) {
      const grown = Date.now();
      for (const { sql, params } of scaleStatements(SITE_ID, generated, size))
        await db
          .prepare(sql)
          .bind(...params)
          .run();
      generated = size;
      const { n } = await db.prepare('SELECT count(*) AS n FROM estates WHERE site_id = ?1').bind(SITE_ID).first();
      const growMs = Date.now() - grown;
      const runs = size >= 100_000 ? Math.max(10, Math.round(RUNS / 2)) : RUNS;
      const [first, deep, filter] = await timeRounds(
        [
          () => post(`/sites/${SITE_ID}/estates`, listing(0)),
          () => post(`/sites/${SITE_ID}/estates`, listing(DEEP_OFFSET)),
          () => post(`/sites/${SITE_ID}/estates`, filtered),
        ],
        runs,
      );
      rows.push({ size, estates: n, growMs, runs, first, deep, filter });
    }
    console.log(`\nscale: platform search on site ${SITE_ID} (miniflare, no site cache), p50 of sequential calls in ms (D1's share in brackets)`);
    console.log('  generated  estates  runs   listing@0          listing@3000       3000÷0   filtered search    seeded in');
    const cell = (t) => `${t.p50.toFixed(2).padStart(7)} (${t.d1p50.toFixed(2).padStart(6)})`;
    for (const row of rows) {
      console.log(
        `  ${String(row.size).padStart(9)} ${String(row.estates).padStart(8)} ${String(row.runs).padStart(5)}   ${cell(row.first)}   ${cell(row.deep)}   ` +
          `${(row.deep.p50 / row.first.p50).toFixed(2).padStart(5)}×   ${cell(row.filter)}   ${(row.growMs / 1000).toFixed(1)} s`,
      );
    }
    const [small, , large] = rows;
    console.log(
      `  100k ÷ 1k (×${(large.estates / small.estates).toFixed(0)} the estates): listing p50 ${(large.first.p50 / small.first.p50).toFixed(2)}×, filtered ` +
        `p50 ${(large.filter.p50 / small.filter.p50).toFixed(2)}×; whole scale bench ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return rows;
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
