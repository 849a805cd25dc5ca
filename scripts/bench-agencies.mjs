// A thousand agencies on one deployment, for npm run bench: the local default
// (wrangler.toml: the site with the embedded platform on the local D1, as `npm start` runs it)
// first with the 2 demo agencies alone (the baseline), then with AGENCIES more in the same D1.
//
// The agencies are written by SQL beside the demo data (agencySeedStatements below): each is a
// copy of demo agency 1 with what a real site has: its own id, name and two hostnames
// (agency-{id}.localhost and www.agency-{id}.localhost), its menus, CMS pages with their
// addresses, people, offices, reviews, legal texts, and ESTATES_EACH of agency 1's estates under
// ids of its own.
//
// A visit is: the home page (hostname → site), the for-sale listing with a price filter no one
// asked before (a platform search), the first estate on it (a detail page), and /sitemap.xml.
// Three runs of VISITS visits, CONCURRENCY at a time, each on an empty KV and Cache API
// (removed between runs; every isolate starts empty at each wrangler dev start):
//   2 sites      the 2 demo agencies' hostnames, with only them in the database (the baseline)
//   +1000, 2     the same 2 hostnames with the thousand in the database: what the data costs
//   +1000, all   the visits spread over every hostname (2,000 + the demo's): each site's pages
//                mostly uncached, as a thousand agencies' visitors would find them
// For each: p50/p95 per page kind and as ratios against the baseline, errors, the response
// cache's hit ratio (GET /admin/health `cacheOutcomes`); then each kind one request at a time
// to agency 1 with 2 sites and with the thousand (`oneAtATime`: what a request costs, without
// the queueing of the mixed runs); then D1's size and KV/Cache entries.
// With BENCH_DATABASES=2…4, the thousand again, spread over DB, DB_2 … (each block
// of agencies on its data database, scripts/bench-agencies-spread.mjs), visited the same two ways:
// each database's size, and the visit figures against the one-database runs.
// Figures, not a timed test.
//
// Run on its own (prepares its own state): node scripts/bench-agencies.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { agencyHostnames, agencySeedStatements, ESTATES_EACH, FIRST_AGENCY } from './bench-agencies-seed.mjs';
import { databaseFigures, seedAgencyBlock, spreadDatabases } from './bench-agencies-spread.mjs';
import { bytesUnder, freshState, get, percentile } from './bench-common.mjs';
import { cpuSeconds, workerdOf } from './bench-load.mjs';
import { d1Directory, freePort, localBindings, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 1_000);
const VISITS = Number(process.env.BENCH_AGENCY_VISITS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_AGENCY_CONCURRENCY ?? 8);
/** Databases the thousand are spread over in the last runs (1: no such runs; at most 4, wrangler.toml's DB … DB_4). */
const DATABASES = Math.min(4, Number(process.env.BENCH_DATABASES ?? 1));
/** Agencies one statement writes (keeps each statement short). */
const CHUNK = 100;
const ADMIN_TOKEN = 'bench-agencies-admin';
const DEMO_HOSTS = ['localhost', 'immo-tweede.localhost'];
const KINDS = ['home', 'listing', 'detail', 'sitemap'];

/**
 * Writes the bench agencies into the local D1 databases of `persistTo`, in as many blocks as
 * `databases` (block i on databases[i]); answers the seconds it took, the directory's counts
 * and each database's size.
 */
async function seedAgencies(persistTo, databases = ['DB']) {
  const started = Date.now();
  const local = await localBindings(persistTo);
  try {
    const perDatabase = Math.ceil(AGENCIES / databases.length);
    for (const [index, binding] of databases.entries()) {
      const first = FIRST_AGENCY + index * perDatabase;
      const last = Math.min(first + perDatabase, FIRST_AGENCY + AGENCIES) - 1;
      for (let from = first; from <= last; from += CHUNK)
        await seedAgencyBlock(local.env, binding, from, Math.min(from + CHUNK - 1, last), agencySeedStatements);
    }
    const counts = await local.env.DB.prepare('SELECT (SELECT count(*) FROM sites) AS sites, (SELECT count(*) FROM site_hostnames) AS hostnames').first();
    const figures = await databaseFigures(local.env, databases);
    const sum = (key) => figures.reduce((total, figure) => total + figure[key], 0);
    return { seconds: (Date.now() - started) / 1000, counts: { ...counts, estates: sum('estates'), pages: sum('pages') }, figures };
  } finally {
    await local.dispose();
  }
}

/** One visit: home, a listing never asked before, its first estate, the sitemap; each answer's kind, status and time. */
async function visit(port, agent, host, n) {
  const answers = [];
  const ask = async (kind, path) => {
    const answer = await get(port, agent, host, path);
    answers.push({ kind, status: answer.status, ms: answer.ms });
    return answer;
  };
  await ask('home', '/nl/');
  const listing = await ask('listing', `/nl/te-koop?price-min=${1_000 + n}`);
  const detail = /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/.exec(listing.body)?.[1];
  if (detail) await ask('detail', detail);
  else answers.push({ kind: 'detail', status: 0, ms: Number.NaN });
  await ask('sitemap', '/sitemap.xml');
  return answers;
}

/** VISITS visits over `hosts`, CONCURRENCY at a time; per kind p50/p95 and errors, and the cache's hit ratio. */
async function drive(port, hosts, offset) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const answers = [];
  let next = 0;
  try {
    const worker = async () => {
      while (next < VISITS) {
        const n = next++;
        answers.push(...(await visit(port, agent, hosts[n % hosts.length], offset + n)));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const health = await get(port, agent, 'localhost', '/admin/health', { Authorization: `Bearer ${ADMIN_TOKEN}` });
    const outcomes = JSON.parse(health.body || '{}').cacheOutcomes ?? {};
    const asked = Object.entries(outcomes)
      .filter(([name]) => name !== 'memory')
      .reduce((sum, [, count]) => sum + count, 0);
    const byKind = {};
    for (const kind of [...KINDS, 'all']) {
      const mine = answers.filter((answer) => kind === 'all' || answer.kind === kind);
      const ms = mine
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.ms)
        .sort((a, b) => a - b);
      byKind[kind] = { count: mine.length, errors: mine.length - ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95) };
    }
    return { byKind, outcomes, hitShare: asked ? ((outcomes.hit ?? 0) + (outcomes.stale ?? 0)) / asked : Number.NaN, platformCalls: outcomes.miss ?? 0 };
  } finally {
    agent.destroy();
  }
}

/** A wrangler dev of the local default on `persistTo` with an empty KV and Cache API, for one run. */
async function withServer(persistTo, body) {
  await rm(join(persistTo, 'v3', 'kv'), { recursive: true, force: true });
  await rm(join(persistTo, 'v3', 'cache'), { recursive: true, force: true });
  const port = await freePort();
  const server = wranglerDev(['--port', String(port), '--persist-to', persistTo, '--var', `ADMIN_TOKEN:${ADMIN_TOKEN}`]);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/robots.txt`);
    // Warm-up: the code compiled, on a page of no measured run.
    const agent = new Agent({ keepAlive: true });
    for (let i = 0; i < 5; i += 1) await get(port, agent, 'localhost', `/nl/te-koop?price-min=${i + 1}`);
    agent.destroy();
    return await body(port, workerdOf(server.pid));
  } finally {
    stopProcessGroup(server);
  }
}

/**
 * What one request of each kind costs one site when nothing else runs ("within 1.5×
 * of the same with 2 sites"): REQUESTS_ALONE sequential requests to demo agency 1 each, after a
 * warm-up: its home (kept), a listing search no one asked before (a platform search on D1), a
 * detail page rendered again (a query no page reads; its answers from the cache), the sitemap.
 * p50/p95 ms and the site's workerd CPU ms per request (/proc ticks). The mixed runs above queue
 * each kind behind the others on the one isolate; these do not.
 */
const REQUESTS_ALONE = 150;
async function oneAtATime(port, worker) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const detail = /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/.exec((await get(port, agent, 'localhost', '/nl/te-koop')).body)?.[1];
    if (!detail) throw new Error('no estate on localhost/nl/te-koop');
    const kinds = {
      home: () => '/nl/',
      listing: (i) => `/nl/te-koop?price-min=${500_000 + i}`,
      detail: (i) => `${detail}?alone=${i}`,
      sitemap: () => '/sitemap.xml',
    };
    const result = {};
    for (const [kind, path] of Object.entries(kinds)) {
      for (let i = 0; i < 20; i += 1) await get(port, agent, 'localhost', path(-1 - i));
      const before = cpuSeconds(worker);
      const times = [];
      for (let i = 0; i < REQUESTS_ALONE; i += 1) {
        const answer = await get(port, agent, 'localhost', path(i));
        if (answer.status !== 200) throw new Error(`${kind} ${path(i)} answered ${answer.status}`);
        times.push(answer.ms);
      }
      times.sort((a, b) => a - b);
      result[kind] = {
        p50: times[Math.floor(times.length / 2)],
        p95: times[Math.floor(times.length * 0.95)],
        cpu: ((cpuSeconds(worker) - before) * 1000) / REQUESTS_ALONE,
      };
    }
    return result;
  } finally {
    agent.destroy();
  }
}

/** Rows of miniflare's entries table in the local store under `directory` (sqlite3 CLI), or null. */
function entriesOf(directory) {
  let files = [];
  try {
    files = readdirSync(directory, { recursive: true }).filter((name) => String(name).endsWith('.sqlite') && !String(name).endsWith('metadata.sqlite'));
  } catch {
    return 0;
  }
  try {
    return files.reduce(
      (sum, file) => sum + Number(execFileSync('sqlite3', [join(directory, String(file)), 'SELECT count(*) FROM _mf_entries'], { encoding: 'utf8' }).trim()),
      0,
    );
  } catch {
    return null;
  }
}

function stores(persistTo) {
  return {
    d1Mb: bytesUnder(d1Directory(persistTo), /\.sqlite(-wal)?$/) / 1024 / 1024,
    kvEntries: entriesOf(join(persistTo, 'v3', 'kv')),
    cacheEntries: entriesOf(join(persistTo, 'v3', 'cache')),
  };
}

/** Runs the section on the state in `persistTo` (migrated and seeded with the demo agencies only); the client is built. */
export async function benchAgencies({ persistTo }) {
  if (!(AGENCIES > 0)) return null;
  console.log(
    `\nagencies: ${VISITS} visits per run (home, a new listing search, its first estate, the sitemap), ${CONCURRENCY} at a time, local default ` +
      `(wrangler.toml); load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  const baseline = await withServer(persistTo, (port) => drive(port, DEMO_HOSTS, 0));
  const aloneBefore = await withServer(persistTo, oneAtATime);
  const before = stores(persistTo);
  const seeded = await seedAgencies(persistTo);
  console.log(
    `  wrote ${AGENCIES} agencies (${ESTATES_EACH} estates each) in ${seeded.seconds.toFixed(0)} s: ${seeded.counts.sites} sites, ` +
      `${seeded.counts.hostnames} hostnames, ${seeded.counts.pages} pages, ${seeded.counts.estates} estates`,
  );
  const hosts = [...DEMO_HOSTS];
  for (let k = FIRST_AGENCY; k < FIRST_AGENCY + AGENCIES; k += 1) hosts.push(...agencyHostnames(k));
  const sameTwo = await withServer(persistTo, (port) => drive(port, DEMO_HOSTS, VISITS));
  const spread = await withServer(persistTo, async (port) => {
    // Every hostname in an order that spreads the visits over the agencies.
    const shuffled = hosts
      .map((host, i) => [((i * 7919) % hosts.length) + i / hosts.length, host])
      .sort((a, b) => a[0] - b[0])
      .map(([, host]) => host);
    return drive(port, shuffled, 2 * VISITS);
  });
  const aloneAfter = await withServer(persistTo, oneAtATime);
  const after = stores(persistTo);
  const runs = [
    ['2 sites (baseline)', baseline],
    [`+${AGENCIES}, demo hosts`, sameTwo],
    [`+${AGENCIES}, all ${hosts.length} hosts`, spread],
  ];
  console.log(`  ${'run'.padEnd(24)} ${KINDS.map((kind) => `${kind} p50/p95 ms`.padStart(20)).join('')}   errors   cache hit %   misses/visit`);
  const printRow = (name, result) => {
    const cells = KINDS.map((kind) => `${result.byKind[kind].p50?.toFixed(0) ?? '-'}/${result.byKind[kind].p95?.toFixed(0) ?? '-'}`.padStart(20)).join('');
    console.log(
      `  ${name.padEnd(24)} ${cells}   ${String(result.byKind.all.errors).padStart(6)}   ${(result.hitShare * 100).toFixed(0).padStart(11)}   ` +
        `${(result.platformCalls / VISITS).toFixed(1).padStart(12)}`,
    );
  };
  for (const [name, result] of runs) printRow(name, result);
  console.log('  ratios against the baseline (p50, p95):');
  for (const [name, result] of runs.slice(1)) {
    const cells = KINDS.map((kind) =>
      `${(result.byKind[kind].p50 / baseline.byKind[kind].p50).toFixed(2)}×, ${(result.byKind[kind].p95 / baseline.byKind[kind].p95).toFixed(2)}×`.padStart(20),
    ).join('');
    console.log(`  ${name.padEnd(24)} ${cells}`);
  }
  console.log(`  one request at a time to agency 1 (${REQUESTS_ALONE} of each, ms p50/p95, CPU ms a request), with 2 sites → with ${AGENCIES + 2}:`);
  for (const kind of KINDS) {
    const [a, b] = [aloneBefore[kind], aloneAfter[kind]];
    console.log(
      `    ${kind.padEnd(8)} ${a.p50.toFixed(1)}/${a.p95.toFixed(1)} ms, ${a.cpu.toFixed(2)} CPU → ${b.p50.toFixed(1)}/${b.p95.toFixed(1)} ms, ` +
        `${b.cpu.toFixed(2)} CPU: ${(b.p50 / a.p50).toFixed(2)}× p50, ${(b.cpu / a.cpu).toFixed(2)}× CPU`,
    );
  }
  const entries = (n) => (n === null ? 'n/a (no sqlite3)' : String(n));
  console.log(
    `  D1 ${before.d1Mb.toFixed(1)} MB with 2 sites → ${after.d1Mb.toFixed(1)} MB with ${AGENCIES + 2}; after the last run KV ${entries(after.kvEntries)} ` +
      `entries, Cache API ${entries(after.cacheEntries)} entries; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  if (DATABASES > 1) await benchSpread(persistTo, hosts, { sameTwo, spread }, printRow);
  return { runs, before, after };
}

/** The same thousand spread over DATABASES databases, on a state made again; its figures against the one-database runs'. */
async function benchSpread(persistTo, hosts, oneDatabase, printRow) {
  const databases = spreadDatabases(DATABASES);
  await freshState(persistTo, { build: false });
  const seeded = await seedAgencies(persistTo, databases);
  console.log(
    `\n  the ${AGENCIES} agencies again, spread over ${databases.join(', ')} (a block each; DB is the directory of all), written in ` +
      `${seeded.seconds.toFixed(0)} s:`,
  );
  for (const figure of seeded.figures)
    console.log(
      `    ${figure.binding.padEnd(5)} ${figure.mb.toFixed(1).padStart(7)} MB  ${String(figure.sites).padStart(5)} site rows  ` +
        `${String(figure.estates).padStart(7)} estates  ${String(figure.pages).padStart(6)} pages`,
    );
  const sameTwo = await withServer(persistTo, (port) => drive(port, DEMO_HOSTS, 3 * VISITS));
  const spread = await withServer(persistTo, async (port) => {
    const shuffled = hosts
      .map((host, i) => [((i * 7919) % hosts.length) + i / hosts.length, host])
      .sort((a, b) => a[0] - b[0])
      .map(([, host]) => host);
    return drive(port, shuffled, 4 * VISITS);
  });
  printRow(`${DATABASES} DBs, demo hosts`, sameTwo);
  printRow(`${DATABASES} DBs, all hosts`, spread);
  console.log(`  ratios against the same visits with one database (p50, p95):`);
  for (const [name, result, one] of [
    [`${DATABASES} DBs, demo hosts`, sameTwo, oneDatabase.sameTwo],
    [`${DATABASES} DBs, all hosts`, spread, oneDatabase.spread],
  ]) {
    const cells = KINDS.map((kind) =>
      `${(result.byKind[kind].p50 / one.byKind[kind].p50).toFixed(2)}×, ${(result.byKind[kind].p95 / one.byKind[kind].p95).toFixed(2)}×`.padStart(20),
    ).join('');
    console.log(`  ${name.padEnd(24)} ${cells}`);
  }
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = '.tmp/bench-agencies-state';
  await freshState(persistTo, { build: !process.argv.includes('--no-build') });
  await benchAgencies({ persistTo });
}
