// npm run bench: starts the site locally (wrangler dev, local D1/KV, demo data) and loads it
// with autocannon. Figures are reported as ratios against a baseline measured in the same
// run (a static asset), never as absolute thresholds; then Lighthouse's mobile figures of
// home, listing and detail (scripts/lighthouse.mjs). Not part of npm test.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { benchCpu } from './bench-cpu.mjs';
import { benchAgencies } from './bench-agencies.mjs';
import { benchLoad } from './bench-load.mjs';
import { benchMemory } from './bench-memory.mjs';
import { benchOutage } from './bench-outage.mjs';
import { benchScale } from './bench-scale.mjs';
import { benchSoak } from './bench-soak.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchPhotos } from './bench-photos.mjs';
import { benchSearch } from './bench-search.mjs';
import { benchWebhook } from './bench-webhook.mjs';
import { benchCrmImport } from './bench-crm-import.mjs';
import { benchParse } from './bench-parse.mjs';
import { benchBuyerPool } from './bench-buyer-pool.mjs';
import { ENV, freePort, migrate, run, seed, waitUntilUp } from './lib.mjs';
import { benchUsage, wantsHelp } from './bench-usage.mjs';

const PERSIST_TO = '.tmp/bench-state';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The admin API's token of this run's server: the Lighthouse section sets an agency's tags with it. */
const ADMIN_TOKEN = 'bench-admin-token';

/** Loads one address and returns requests/s and latency percentiles (ms). */
async function load(name, url, options = {}) {
  await fetch(url, options); // warm-up: first compile, cache fill
  const result = await autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...options });
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `  ${name.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms` +
      `${row.errors ? `   ${row.errors} errors/non-2xx` : ''}`,
  );
  return row;
}

if (wantsHelp()) {
  console.log(benchUsage());
  process.exit(0);
}
await run('node', ['build.mjs']);
await rm(PERSIST_TO, { recursive: true, force: true });
await migrate(PERSIST_TO);
await seed(PERSIST_TO);
const port = await freePort();
const server = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    PERSIST_TO,
    '--var',
    `ADMIN_TOKEN:${ADMIN_TOKEN}`,
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
  ],
  // NODE_ENV=production: wrangler bundles React's production build, as a deploy does.
  { env: { ...ENV, CI: 'true', NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
);
const base = `http://127.0.0.1:${port}`;
try {
  await waitUntilUp(`${base}/nl/`);
  const manifest = JSON.parse(await readFile('worker/site/render/client-manifest.generated.json', 'utf8'));
  console.log(`\nbench: ${DURATION}s per scenario, ${CONNECTIONS} connections, wrangler dev (local workerd) on ${base}\n`);
  const baseline = await load('static asset (baseline)', base + manifest.css);
  const pages = [];
  // Warm pages in two languages: the home page, the for-sale listing and the first
  // estate on it. After the warm-up they are answered from their kept copies (page-cache.ts).
  for (const [locale, listing] of [
    ['nl', 'te-koop'],
    ['fr', 'a-vendre'],
  ]) {
    pages.push(await load(`home /${locale}/`, `${base}/${locale}/`));
    const listingUrl = `${base}/${locale}/${listing}`;
    pages.push(await load(`listing /${locale}/${listing}`, listingUrl));
    const detail = new RegExp(`href="(/${locale}/[a-z]+/\\d+/[^"]+)"`).exec(await (await fetch(listingUrl)).text())?.[1];
    if (!detail) throw new Error(`no estate link on ${listingUrl}`);
    pages.push(await load(`detail /${locale}/…/${detail.split('/')[3]}`, base + detail));
  }
  const extra = await benchSearch({ base, load, persistTo: PERSIST_TO });
  console.log('\nratios against the static asset in this run (req/s of scenario ÷ req/s of static):');
  for (const row of [...pages, ...extra]) {
    console.log(`  ${row.name.padEnd(34)} ${(row.rps / baseline.rps).toFixed(2)}×   p99 ${(row.p99 / Math.max(baseline.p99, 1)).toFixed(1)}× the static p99`);
  }
  // Lighthouse (mobile, simulated throttling) on home, listing and detail of this instance.
  await benchLighthouse({ base, adminToken: ADMIN_TOKEN });
  // The same on the demo's listing of camera photos, its copies made first (scripts/bench-photos.mjs).
  if (process.env.BENCH_PHOTOS !== '0') await benchPhotos({ base });
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone
  }
}
// CPU per answer of each page type, rendered and kept, on the local default with nothing else
// of this run serving (BENCH_CPU_REQUESTS=0 leaves it out).
if (Number(process.env.BENCH_CPU_REQUESTS ?? 1) > 0) await benchCpu({ persistTo: PERSIST_TO });
// Many connections for a minute per page on the production configuration, with nothing else
// of this run still serving (BENCH_LOAD_SECONDS=0 leaves it out).
await benchLoad({ persistTo: PERSIST_TO });
// Uncached pages and no-JS contact posts, 50 at once, while the platform hangs:
// p50/p99 with the load average beside them (BENCH_OUTAGE_CONCURRENCY=0 leaves it out).
await benchOutage({ persistTo: PERSIST_TO });
// Memory soak: rounds over many distinct pages on the production topology until the
// site workerd's RSS settles, with the isolate heap and the site's maps (BENCH_MEMORY_ROUNDS=0
// leaves it out).
await benchMemory({ persistTo: PERSIST_TO });
// Soak: 200 connections without a pause for 10 minutes over warm and new pages on
// the production topology, a sample of RSS, isolate heap, the site's maps and the local stores
// every 30 s, the slopes after minute 2 and a verdict (BENCH_SOAK_SECONDS=0 leaves it out).
await benchSoak({ persistTo: PERSIST_TO });
// A thousand agencies: 1,000 more sites in this run's database, visits against the
// 2 demo agencies alone as the baseline (BENCH_AGENCIES=0 leaves it out). Last of the sections
// on this state: it leaves the thousand sites in it.
await benchAgencies({ persistTo: PERSIST_TO });
// The platform's searches at 1,000, 10,000 and 100,000 estates of one site, in a database of
// their own (BENCH_SCALE=0 leaves it out).
if (process.env.BENCH_SCALE !== '0') await benchScale();
// The buyer pool's count over 100,000 alerts of one site, with and without its index, in a
// database of its own (BENCH_POOL_ALERTS=0 leaves it out).
if (process.env.BENCH_POOL_ALERTS !== '0') await benchBuyerPool();
// The CRMs: SweepBright webhook → fresh page over 100 events, and the import of
// 1,000 Whise listings on connect through the sync queue, each on a wrangler dev of its own.
await benchWebhook();
await benchCrmImport();
// Search in plain words: µs per parse of the table test's sentences, in this process
// (BENCH_PARSE_ROUNDS=0 leaves it out).
await benchParse();
