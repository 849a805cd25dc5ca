// Soak for npm run bench ("Memory that settles"): the production topology as
// bench-memory.mjs runs it (the site of wrangler.production.toml bound to the platform of
// wrangler.platform.toml, both under `wrangler dev` on the seeded local state), under a steady
// load of CONNECTIONS connections for SECONDS without a pause. The load mixes warm pages (both
// demo agencies' homes, listings and the details they link to) with pages nobody asked before
// (listing filters and detail addresses new in every minute, as bench-memory makes them).
// Every SAMPLE_SECONDS, while the load goes on: requests/s, p99 and errors/non-2xx of that
// interval, RSS of the site's workerd, the isolate's V8 heap after a full collection (inspector),
// the site's maps' bytes (GET /admin/health), the local KV and Cache API on disk, the load
// average. At the end: the least-squares slopes of RSS and heap (MB/min) after minute 2 and a
// verdict against the goals (heap flat: growing < 0.5 MB/min; RSS < 5 MB/min), and the 503s of
// the healthy platform, those at load ≥ 15 apart (BENCH_SOAK_HOGS=n makes the load; goal 0),
// and the site's own error lines counted by kind (its output is kept in .tmp/bench-soak-site.log):
// why a page, or the listing in one, failed.
//
// Miniflare runs the site's local KV and Cache API in the site's workerd process (wrangler dev
// cannot bind either across processes: its dev registry carries service bindings and Durable
// Objects only). BENCH_SOAK_STORES=off runs the same soak with both taken out of that process
// instead: the site runs behind a wrapper (.tmp/soak-no-stores.mjs) that gives it a KV that
// keeps nothing and no Cache API, so comparing the two runs attributes RSS to the local stores;
// BENCH_SOAK_STORES=kv takes the Cache API alone out (the KV stays: the same platform calls).
// BENCH_MEMORY_ALLOCATOR (bench-allocator.mjs) applies here too. 10 s after the load every
// isolate's garbage is collected and tcmalloc is asked to return its free pages: what the
// process holds, told from garbage and from the allocator's reserve.
//
// Run on its own (prepares its own state): node scripts/bench-soak.mjs
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  ALLOCATOR,
  allocatorEnv,
  allocatorFigures,
  allocatorReport,
  heapOf,
  keptFree,
  otherIsolateHeaps,
  settled as settledVerdict,
} from './bench-allocator.mjs';
import { bytesUnder, freshState, get, rssMb, startSiteDev } from './bench-common.mjs';
import { workerdOf } from './bench-load.mjs';
import { freePort, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';
import { load1, startHogs, unavailableVerdict } from './bench-contention.mjs';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 30);
/** New listing filters and detail addresses per agency and minute (bench-memory's FRESH per round). */
const FRESH_PER_MINUTE = Number(process.env.BENCH_SOAK_FRESH ?? 60);
/** One request in FRESH_EVERY asks for one of the minute's new pages (the first asking renders it). */
const FRESH_EVERY = 5;
/** `off`: the site's KV keeps nothing and it has no Cache API; `kv`: no Cache API alone (see above). */
const STORES = ['off', 'kv'].includes(process.env.BENCH_SOAK_STORES ?? '') ? process.env.BENCH_SOAK_STORES : 'local';
/** Busy processes beside the load (BENCH_SOAK_HOGS=n): the CPU contention of a loaded machine (load ≥ 15 on 2 cores). */
const HOGS = Number(process.env.BENCH_SOAK_HOGS ?? 0);
const WARM_UP_SECONDS = 120;
const GOAL_HEAP_MB_PER_MIN = 0.5;
const GOAL_RSS_MB_PER_MIN = 5;
const TOKEN = 'bench-soak-token';
const ADMIN_TOKEN = 'bench-soak-admin';
const HOSTS = ['localhost', 'immo-tweede.localhost'];
const LISTINGS = ['/nl/te-koop', '/fr/a-vendre', '/nl/te-huur'];

/** The site's output (its workers' error lines): why a page answered 503 is said there. */
const SITE_LOG = '.tmp/bench-soak-site.log';

/**
 * The site's error lines (worker/site/log.ts: `kind: message (detail)`, as wrangler prints them)
 * counted by kind and message, the most frequent first: why pages failed, or a listing in one.
 */
export function errorLines(log, most = 8) {
  const counts = new Map();
  for (const [, line] of log.replace(/\x1b\[[0-9;]*m/g, '').matchAll(/\[ERROR\] (.*)$/gm)) {
    const text = line
      .replace(/ \[\d+ more since the last line\]$/, '')
      .replace(/ \([^)]*\)$/, '')
      .trim();
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  if (counts.size === 0) return 'none';
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([text, n]) => `${n} × ${text}`)
    .join('; ');
}

const mb = (bytes) => bytes / 1024 / 1024;
/** RSS split as the kernel counts it (MB): anonymous (heaps, allocator) and file-backed (mapped files). */
function rssParts(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { anon: kb('RssAnon'), file: kb('RssFile') };
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Least-squares slope of y over x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? Number.NaN : points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
}

/** Runs the soak on the state in `persistTo` (migrated and seeded); the client is built. */
export async function benchSoak({ persistTo }) {
  if (!(SECONDS > 0)) return null;
  const registry = await mkdtemp(join(tmpdir(), 'bench-soak-registry-'));
  await rm(SITE_LOG, { force: true });
  const platformPort = await freePort();
  const platform = wranglerDev(
    ['--config', 'wrangler.platform.toml', '--port', String(platformPort), '--persist-to', persistTo, '--var', `PLATFORM_TOKEN:${TOKEN}`],
    { WRANGLER_REGISTRY_PATH: registry },
  );
  let site = null;
  let cleanUp = () => {};
  let stopHogs = () => {};
  try {
    await waitUntilUp(`http://127.0.0.1:${platformPort}/sites/1`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const dev = await startSiteDev({ persistTo, registry, stores: STORES, token: TOKEN, adminToken: ADMIN_TOKEN, env: allocatorEnv(), logTo: SITE_LOG });
    site = dev.site;
    const { port, inspectorPort } = dev;
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/nl/`);
    const worker = workerdOf(site.pid);
    if (worker === null) throw new Error('no workerd process with an inspector in the site’s wrangler dev group');
    // Through node:http: fetch cannot send another Host than the address's.
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    cleanUp = () => agent.destroy();
    const page = (host, path, headers = {}) => get(port, agent, host, path, headers);
    // The warm pages: each agency's homes and listings and every page they link to.
    const warm = [];
    const details = new Map();
    for (const host of HOSTS) {
      const found = new Set(['/nl/', '/fr/', ...LISTINGS]);
      for (const start of ['/nl/', '/fr/', ...LISTINGS]) {
        const { body } = await page(host, start);
        for (const [, link] of body.matchAll(/href="(\/(?:nl|fr|en|de)\/[^"?#]*)"/g)) if (!link.includes('/ajax/')) found.add(link);
      }
      warm.push(...[...found].map((path) => [host, path]));
      details.set(
        host,
        [...found].filter((path) => /\/\d+\//.test(path)),
      );
    }
    // Asked once each before the load: a warm page that does not answer 200 is left out.
    const warmStatuses = new Map();
    for (const [host, path] of warm.splice(0)) {
      const { status } = await page(host, path);
      warmStatuses.set(status, [...(warmStatuses.get(status) ?? []), path]);
      if (status === 200) warm.push([host, path]);
    }
    for (const [status, paths] of warmStatuses)
      if (status !== 200) console.log(`  left out, ${status} before the load: ${paths.slice(0, 5).join(' ')}${paths.length > 5 ? ` … (${paths.length})` : ''}`);
    /** The pages new in minute `minute`: listing filters and detail addresses nobody asked before. */
    const freshOf = (minute) => {
      const fresh = [];
      for (const host of HOSTS) {
        const hostDetails = details.get(host);
        for (let i = 0; i < FRESH_PER_MINUTE; i += 1) {
          fresh.push([host, `${LISTINGS[i % LISTINGS.length]}?price-min=${(minute + 1) * 10_000 + i * 100}`]);
          if (hostDetails.length > 0) fresh.push([host, `${hostDetails[i % hostDetails.length]}?soak=${minute}-${i}`]);
        }
      }
      return fresh;
    };
    const probe = [];
    for (const [host, path] of freshOf(-1).slice(0, 4)) probe.push(`${(await page(host, path)).status} ${host}${path}`);
    console.log(`  new pages answer like this before the load: ${probe.join(', ')}`);
    const health = async () => {
      try {
        return JSON.parse((await page('localhost', '/admin/health', { Authorization: `Bearer ${ADMIN_TOKEN}` })).body);
      } catch {
        return {};
      }
    };
    const stores = () => bytesUnder(join(persistTo, 'v3', 'kv')) + bytesUnder(join(persistTo, 'v3', 'cache'));

    const where = {
      off: 'OFF (the site keeps nothing in KV and has no Cache API)',
      kv: 'KV in the site’s workerd process, Cache API OFF',
      local: 'in the site’s workerd process',
    }[STORES];
    console.log(
      `\nsoak: ${CONNECTIONS} connections for ${SECONDS}s without a pause over ${warm.length} warm pages and ${freshOf(0).length} new ones a minute (1 ` +
        `request in ${FRESH_EVERY}), a sample every ${SAMPLE_SECONDS}s; wrangler.production.toml + wrangler.platform.toml on ${base}; local KV and ` +
        `Cache API ${where}`,
    );
    console.log(`  site workerd pid ${worker}, RSS at start ${rssMb(worker).toFixed(0)} MB; machine load average ${load()}; ${allocatorReport(worker)}`);
    if (ALLOCATOR === 'release')
      console.log('  (release: after each sample tcmalloc returns its free pages; gdb stops the process for a second or two each time)');
    console.log(
      `  elapsed   req/s     p99 ms   errors/non-2xx   RSS MB (anon + file) → after our collection${ALLOCATOR === 'release' ? ' → after release' : ''}   ` +
        `heap used MB   our maps MB   KV+Cache disk MB   load average`,
    );

    stopHogs = startHogs(HOGS, SECONDS + 60);
    if (HOGS) console.log(`  ${HOGS} busy process(es) of this run beside it`);
    const started = Date.now();
    let sequence = 0;
    let interval = { latencies: [], errors: 0, non2xx: 0, unavailable: 0 };
    const nextJob = () => {
      sequence += 1;
      const minute = Math.floor((Date.now() - started) / 60_000);
      if (sequence % FRESH_EVERY === 0) {
        const fresh = freshOf(minute);
        return fresh[Math.floor(sequence / FRESH_EVERY) % fresh.length];
      }
      return warm[sequence % warm.length];
    };
    const failures = new Map();
    const instance = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: [
        {
          setupRequest: (request, context) => {
            const [host, path] = nextJob();
            context.page = `${host}${path}`;
            return { ...request, method: 'GET', path, headers: { ...request.headers, host: `${host}:${port}` } };
          },
          // The first answers of each failing status, to say what they were.
          onResponse: (status, body, context) => {
            if (status >= 200 && status <= 299) return;
            const seen = failures.get(status) ?? [];
            if (seen.length < 2)
              failures.set(status, [...seen, `${context.page}: ${/<title>([^<]*)/.exec(body ?? '')?.[1] ?? String(body ?? '').slice(0, 80)}`]);
          },
        },
      ],
    });
    const statuses = new Map();
    instance.on('response', (_client, status, _bytes, ms) => {
      interval.latencies.push(ms);
      if (status < 200 || status > 299) interval.non2xx += 1;
      if (status === 503) interval.unavailable += 1;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', () => (interval.errors += 1));
    const done = new Promise((resolve) => instance.on('done', resolve));
    const samples = [];
    let last = started;
    const takeSample = async () => {
      const now = Date.now();
      const taken = interval;
      interval = { latencies: [], errors: 0, non2xx: 0, unavailable: 0 };
      const rss = rssMb(worker);
      const parts = rssParts(worker);
      const heap = await heapOf(inspectorPort).catch(() => null);
      const collected = rssMb(worker);
      const released = ALLOCATOR === 'release' && allocatorFigures(worker, { release: true }) ? rssMb(worker) : null;
      const report = await health();
      const maps = Object.values(report.memory ?? {}).reduce((sum, map) => sum + map.bytes, 0);
      const sorted = taken.latencies.sort((a, b) => a - b);
      const sample = {
        elapsed: (now - started) / 1000,
        rps: sorted.length / ((now - last) / 1000),
        p99: sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]) : Number.NaN,
        failed: taken.errors + taken.non2xx,
        unavailable: taken.unavailable,
        load1: load1(),
        rss,
        collected,
        released,
        anon: parts.anon,
        file: parts.file,
        heap: heap?.collected ? mb(heap.used) : Number.NaN,
        maps: mb(maps),
        disk: mb(stores()),
        load: load(),
      };
      last = now;
      samples.push(sample);
      const afterRelease = released === null ? '' : ` → ${released.toFixed(0)}`;
      const memory = `${rss.toFixed(0)} (${parts.anon.toFixed(0)} + ${parts.file.toFixed(0)}) → ${collected.toFixed(0)}${afterRelease}`;
      console.log(
        `  ${`${sample.elapsed.toFixed(0)}s`.padStart(7)} ${sample.rps.toFixed(0).padStart(7)} ${String(sample.p99).padStart(10)} ` +
          `${String(sample.failed).padStart(16)} ${memory.padStart(28)} ${sample.heap.toFixed(1).padStart(14)} ${sample.maps.toFixed(1).padStart(13)} ` +
          `${sample.disk.toFixed(1).padStart(18)}   ${sample.load}`,
      );
    };
    // One sample at a time, each SAMPLE_SECONDS after the start, the last when the load ends.
    let sampling = Promise.resolve();
    // A sample that fails is said and skipped: a rejection here would end the process before the
    // finally below stops the wrangler dev servers.
    const timer = setInterval(
      () => (sampling = sampling.then(takeSample).catch((error) => console.log(`  (sample not taken: ${error.message})`))),
      SAMPLE_SECONDS * 1000,
    );
    const result = await done;
    clearInterval(timer);
    await sampling;
    if (samples.length === 0 || samples.at(-1).elapsed < SECONDS - 1) await takeSample();

    const settled = samples.filter((s) => s.elapsed >= WARM_UP_SECONDS);
    const rssSlope = slope(settled.map((s) => [s.elapsed / 60, s.rss]));
    const anonSlope = slope(settled.map((s) => [s.elapsed / 60, s.anon]));
    const collectedSlope = slope(settled.map((s) => [s.elapsed / 60, s.collected]));
    const heapSlope = slope(settled.filter((s) => Number.isFinite(s.heap)).map((s) => [s.elapsed / 60, s.heap]));
    console.log(
      `  in all: ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx; p50 ` +
        `${result.latency.p50} ms, p99 ${result.latency.p99} ms; load average ${load()}`,
    );
    console.log(
      `  statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status} ×${n}`)
        .join(', ')}`,
    );
    for (const [status, seen] of failures) console.log(`  ${status}, e.g. ${seen.join('; ')}`);
    const unavailable = unavailableVerdict(samples);
    console.log(`  ${unavailable.line}`);
    console.log(`  the site's error lines (${SITE_LOG}): ${errorLines(await readFile(SITE_LOG, 'utf8').catch(() => ''))}`);
    console.log(
      `  after minute ${WARM_UP_SECONDS / 60} (${settled.length} samples, least squares): RSS ${rssSlope.toFixed(2)} MB/min (anonymous ` +
        `${anonSlope.toFixed(2)}; after our collection ${collectedSlope.toFixed(2)}), heap used ${heapSlope.toFixed(2)} MB/min`,
    );
    if (settled.length < 2) {
      console.log(`  verdict: none (fewer than 2 samples after minute ${WARM_UP_SECONDS / 60}: run longer)`);
      return { samples, rssSlope, heapSlope, stores: STORES, unavailable };
    }
    // The memory sections' test of settling: the last three readings within 3 %.
    console.log(
      `  the last three samples (allocator ${ALLOCATOR}; settled: ≤ 3 % growth): ${settledVerdict(
        'RSS',
        samples.slice(-3).map((s) => s.rss),
      )}; ${settledVerdict(
        'after our collection',
        samples.slice(-3).map((s) => s.collected),
      )}${
        ALLOCATOR === 'release'
          ? `; ${settledVerdict(
              'after release',
              samples.slice(-3).map((s) => s.released),
            )}`
          : ''
      }`,
    );
    // Flat: not growing (a heap that shrinks after warm-up meets the goal).
    const heapFlat = heapSlope < GOAL_HEAP_MB_PER_MIN;
    const rssFlat = rssSlope < GOAL_RSS_MB_PER_MIN;
    console.log(
      `  verdict: heap ${heapFlat ? 'flat' : 'NOT flat'} (${heapSlope.toFixed(2)} ${heapFlat ? '<' : '≥'} ${GOAL_HEAP_MB_PER_MIN} MB/min), RSS ` +
        `${rssFlat ? 'within' : 'OVER'} the goal (${rssSlope.toFixed(2)} ${rssFlat ? '<' : '≥'} ${GOAL_RSS_MB_PER_MIN} MB/min); local KV and Cache API ` +
        `${{ off: 'off', kv: 'KV in the measured process, Cache API off', local: 'in the measured process' }[STORES]}`,
    );
    // Idle; then every isolate's garbage collected (miniflare's simulators' too: collecting them
    // under the load stalls them for minutes); then tcmalloc asked to return its free pages.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idle = rssMb(worker);
    await heapOf(inspectorPort).catch(() => null);
    await otherIsolateHeaps(worker, 'agency-sites');
    const collected = rssMb(worker);
    const end = allocatorFigures(worker, { release: true });
    const returned = end
      ? `, ${rssMb(worker).toFixed(0)} MB once tcmalloc has returned its free pages (it kept ${mb(keptFree(end.before)).toFixed(0)} MB free, ` +
        `${mb(end.before.inUse).toFixed(0)} MB in use)`
      : '';
    console.log(`  10 s after the load: RSS ${idle.toFixed(0)} MB, ${collected.toFixed(0)} MB once every isolate's garbage is collected${returned}`);
    return { samples, rssSlope, anonSlope, heapSlope, stores: STORES, unavailable };
  } finally {
    stopHogs();
    cleanUp();
    if (site) stopProcessGroup(site);
    stopProcessGroup(platform);
    await rm(registry, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = `.tmp/bench-soak-${STORES}-state`;
  await freshState(persistTo, { build: !process.argv.includes('--no-build') });
  await benchSoak({ persistTo });
}
