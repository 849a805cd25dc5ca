// Memory soak for npm run bench (does the memory settle?): the site as a
// deploy runs it (wrangler.production.toml) in front of the standalone platform
// (wrangler.platform.toml), both under `wrangler dev` on the seeded local state, joined by the
// PLATFORM service binding through a dev registry of their own, as bench-load.mjs runs them.
//
// Rounds of CONNECTIONS concurrent requests over many distinct pages of both demo agencies
// (their homes, CMS pages and details found by following their links, plus listings with a
// filter new in every round and details under an address new in every round, which are
// rendered and kept afresh), each round followed by an idle pause; after each pause:
//   - RSS of the workerd process that runs the site's code (/proc/<pid>/status); that process
//     also runs miniflare's local KV, Cache API and R2 (not the platform's D1, which is the other
//     wrangler dev's);
//   - the site isolate's V8 heap after a full collection (Runtime.getHeapUsage through
//     wrangler dev's inspector): ours;
//   - what the site's in-memory maps hold (GET /admin/health `memory`: entries and bytes of
//     each, worker/site/bounded-map.ts) and the response cache's outcomes (its hit ratio);
//   - the local KV and Cache API on disk (the persist directory).
// With BENCH_MEMORY_STORES=off|kv the site runs without the local stores in its process, as
// bench-soak.mjs does; BENCH_MEMORY_ALLOCATOR (bench-allocator.mjs) sets or probes workerd's
// allocator, and each reading adds tcmalloc's own figures (in use by the program, kept free).
// At the end tcmalloc is asked to return its free pages: the RSS it falls to is what the
// process holds, the rest was the allocator's reserve.
// It stops when RSS has settled (the last SETTLE_ROUNDS idle readings within SETTLE_SHARE of
// each other) or after MAX_ROUNDS. Figures, not a timed test.
//
// Run on its own (prepares its own state): node scripts/bench-memory.mjs
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ALLOCATOR,
  allocatorEnv,
  allocatorFigures,
  allocatorReport,
  anonymousOf,
  heapOf,
  keptFree,
  otherIsolateHeaps,
  roundsSettled,
  totalOf,
} from './bench-allocator.mjs';
import { bytesUnder, freshState, get, rssMb, startSiteDev } from './bench-common.mjs';
import { workerdOf } from './bench-load.mjs';
import { freePort, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 25);
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 20);
const MAX_ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 8);
/** New listing filters and detail addresses per agency and round: pages nobody asked before. */
const FRESH_PER_ROUND = Number(process.env.BENCH_MEMORY_FRESH ?? 60);
/**
 * `off`: the site's KV keeps nothing and it has no Cache API; `kv`: no Cache API alone; `count`:
 * both, their calls counted (bench-common.mjs configWithStores).
 */
const STORES = ['off', 'kv', 'count'].includes(process.env.BENCH_MEMORY_STORES ?? '') ? process.env.BENCH_MEMORY_STORES : 'local';
/** `all`: each reading collects the garbage of every isolate in the process; `ours`: of the site's alone (the others' garbage stays, as without a debugger). */
const COLLECT = process.env.BENCH_MEMORY_COLLECT === 'ours' ? 'ours' : 'all';
const SETTLE_ROUNDS = 3;
const SETTLE_SHARE = 0.03;
const TOKEN = 'bench-memory-token';
const ADMIN_TOKEN = 'bench-memory-admin';
/** The demo agencies' hostnames (worker/platform/demo/seed/sites.ts). */
const HOSTS = ['localhost', 'immo-tweede.localhost'];
const LISTINGS = ['/nl/te-koop', '/fr/a-vendre', '/nl/te-huur'];

/** Runs the jobs `connections` at a time; answers the statuses counted. */
export async function inParallel(port, agent, jobs, connections = CONNECTIONS) {
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const [host, path] = jobs[next++];
      const { status } = await get(port, agent, host, path);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return statuses;
}

/** The same-site page links of a page (no query, no files): the agency's menus, cards and details. */
async function linksOf(port, agent, host, path) {
  const { body } = await get(port, agent, host, path);
  return [...body.matchAll(/href="(\/(?:nl|fr|en|de)\/[^"?#]*)"/g)].map((match) => match[1]).filter((link) => !link.includes('/ajax/'));
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** Runs the soak on the state in `persistTo` (migrated and seeded); the client is built. */
export async function benchMemory({ persistTo }) {
  if (!(MAX_ROUNDS > 0)) return null;
  const registry = await mkdtemp(join(tmpdir(), 'bench-memory-registry-'));
  const platformPort = await freePort();
  const platform = wranglerDev(
    ['--config', 'wrangler.platform.toml', '--port', String(platformPort), '--persist-to', persistTo, '--var', `PLATFORM_TOKEN:${TOKEN}`],
    { WRANGLER_REGISTRY_PATH: registry },
  );
  let site = null;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    await waitUntilUp(`http://127.0.0.1:${platformPort}/sites/1`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const dev = await startSiteDev({ persistTo, registry, stores: STORES, token: TOKEN, adminToken: ADMIN_TOKEN, env: allocatorEnv() });
    site = dev.site;
    const { port, inspectorPort } = dev;
    await waitUntilUp(`http://127.0.0.1:${port}/nl/`);
    const worker = workerdOf(site.pid);
    if (worker === null) throw new Error('no workerd process with an inspector in the site’s wrangler dev group');
    // The pages: each agency's home in two languages, its listings, and every page they link to.
    const pages = [];
    const details = new Map();
    for (const host of HOSTS) {
      const found = new Set(['/nl/', '/fr/', ...LISTINGS]);
      for (const start of ['/nl/', '/fr/', ...LISTINGS]) for (const link of await linksOf(port, agent, host, start)) found.add(link);
      pages.push(...[...found].map((path) => [host, path]));
      details.set(
        host,
        [...found].filter((path) => /\/\d+\//.test(path)),
      );
    }
    const health = async () => {
      const { status, body } = await get(port, agent, 'localhost', '/admin/health', { Authorization: `Bearer ${ADMIN_TOKEN}` });
      try {
        return JSON.parse(body);
      } catch {
        console.log(`  (health not read: ${status} ${body.slice(0, 120)})`);
        return {};
      }
    };
    const kvDir = join(persistTo, 'v3', 'kv');
    const cacheDir = join(persistTo, 'v3', 'cache');
    console.log(
      `\nmemory soak: ${CONNECTIONS} concurrent, ${pages.length} known pages + ${FRESH_PER_ROUND * 2 * HOSTS.length} new ones per round, ${IDLE_SECONDS}s ` +
        `idle after each, up to ${MAX_ROUNDS} rounds; wrangler.production.toml + wrangler.platform.toml on port ${port}`,
    );
    const where = {
      off: 'OFF (the site keeps nothing in KV and has no Cache API)',
      kv: 'KV in the site’s workerd process, Cache API OFF',
      local: 'in the site’s workerd process',
      count: 'in the site’s workerd process, its calls to them counted',
    }[STORES];
    console.log(`  local KV and Cache API ${where}; ${allocatorReport(worker)}`);
    console.log(
      `  machine load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; site workerd pid ${worker}, RSS at start ${rssMb(worker).toFixed(0)} MB`,
    );
    console.log('  (heap: after a forced collection; ~ where the inspector made none, so it includes garbage)');
    console.log(
      `  (other isolates: the V8 heaps of every isolate of the process but ours, miniflare’s simulators, entry and proxies: total before, used after a ` +
        `collection${COLLECT === 'all' ? '' : ' — BENCH_MEMORY_COLLECT=ours: none made, so ~ garbage included'}; buffers: their ArrayBuffers)`,
    );
    console.log(
      `  round  requests  non-200   RSS MB idle → after the collections${ALLOCATOR === 'release' ? ' → after release' : ''}   anonymous MB (mappings)   ` +
        `other isolates MB before → live (buffers)   tcmalloc in use / kept free MB   our heap used/total (buffers) MB   our maps MB (entries)   kept ` +
        `pages   upstream memory   cache hit %   local KV+Cache on disk MB`,
    );
    const rows = [];
    for (let round = 1; round <= MAX_ROUNDS; round += 1) {
      const fresh = [];
      for (const host of HOSTS) {
        const hostDetails = details.get(host);
        for (let i = 0; i < FRESH_PER_ROUND; i += 1) {
          const listing = LISTINGS[i % LISTINGS.length];
          fresh.push([host, `${listing}?price-min=${round * 10_000 + i * 100}`]);
          if (hostDetails.length > 0) fresh.push([host, `${hostDetails[i % hostDetails.length]}?soak=${round}-${i}`]);
        }
      }
      const jobs = [...pages, ...fresh];
      const statuses = await inParallel(port, agent, jobs);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const rss = rssMb(worker);
      const anonymous = anonymousOf(worker);
      const others = totalOf(await otherIsolateHeaps(worker, 'agency-sites', { collect: COLLECT === 'all' }));
      const heap = await heapOf(inspectorPort).catch((error) => {
        console.log(`  (heap not read: ${error.message})`);
        return null;
      });
      const collected = rssMb(worker);
      const tcmalloc = allocatorFigures(worker, { release: ALLOCATOR === 'release' });
      const released = ALLOCATOR === 'release' ? rssMb(worker) : null;
      const report = await health();
      const maps = Object.values(report.memory ?? {});
      const mapBytes = maps.reduce((sum, map) => sum + map.bytes, 0);
      const mapEntries = maps.reduce((sum, map) => sum + map.entries, 0);
      const outcomes = report.cacheOutcomes ?? {};
      const answered = Object.entries(outcomes)
        .filter(([name]) => name !== 'memory')
        .reduce((sum, [, n]) => sum + n, 0);
      const hitShare = answered ? ((outcomes.hit ?? 0) + (outcomes.stale ?? 0)) / answered : Number.NaN;
      const disk = bytesUnder(kvDir) + bytesUnder(cacheDir);
      const row = {
        round,
        requests: jobs.length,
        non200: jobs.length - (statuses.get(200) ?? 0),
        rss,
        collected,
        released,
        settling: released ?? rss,
        anonymous,
        others,
        tcmalloc,
        heap,
        mapBytes,
        mapEntries,
        memory: report.memory,
        outcomes,
        hitShare,
        disk,
      };
      rows.push(row);
      if (row.non200 > 0) console.log(`  statuses of round ${round}: ${[...statuses].map(([status, n]) => `${status} ×${n}`).join(', ')}`);
      const kept = report.memory?.['kept pages'];
      const upstream = report.memory?.['upstream memory'];
      console.log(
        `  ${String(round).padStart(5)} ${String(jobs.length).padStart(9)} ${String(row.non200).padStart(8)} ` +
          `${`${rss.toFixed(0)} → ${collected.toFixed(0)}${released === null ? '' : ` → ${released.toFixed(0)}`}`.padStart(35)}   ` +
          `${`${anonymous.anonymous.toFixed(0)} (${anonymous.mappings})`.padStart(23)}   ` +
          `${`${mb(others.before)} → ${mb(others.live)} (${mb(others.backing)})`.padStart(28)}   ` +
          `${(tcmalloc ? `${mb(tcmalloc.before.inUse)} / ${mb(keptFree(tcmalloc.before))}` : 'n/a').padStart(30)}   ` +
          `${heap ? `${heap.collected ? '' : '~'}${mb(heap.used)} / ${mb(heap.total)} (${mb(heap.backing)})`.padStart(26) : 'n/a'.padStart(26)}   ` +
          `${`${mb(mapBytes)} (${mapEntries})`.padStart(21)}   ${kept ? `${mb(kept.bytes)} MB ${kept.entries}`.padStart(10) : ''}   ` +
          `${upstream ? `${mb(upstream.bytes)} MB ${upstream.entries}`.padStart(15) : ''}   ${(hitShare * 100).toFixed(0).padStart(11)}   ` +
          `${mb(disk).padStart(10)}`,
      );
      const last = rows.slice(-SETTLE_ROUNDS).map((r) => r.settling);
      if (last.length === SETTLE_ROUNDS && (Math.max(...last) - Math.min(...last)) / Math.min(...last) <= SETTLE_SHARE) {
        console.log(`  RSS settled: the last ${SETTLE_ROUNDS} idle readings within ${SETTLE_SHARE * 100} % (${last.map((n) => n.toFixed(0)).join(', ')} MB)`);
        break;
      }
    }
    const first = rows[0];
    const lastRow = rows.at(-1);
    const lastThree = rows.slice(-SETTLE_ROUNDS);
    console.log(
      `  verdict (${ALLOCATOR}, stores ${STORES}, collections of ${COLLECT === 'all' ? 'every isolate' : 'ours alone'}; the last ${lastThree.length} ` +
        `rounds, settled: ≤ ${SETTLE_SHARE * 100} % growth): ${roundsSettled(lastThree)}`,
    );
    console.log(
      `  over those rounds: tcmalloc in use ${lastThree.map((r) => (r.tcmalloc ? mb(r.tcmalloc.before.inUse) : 'n/a')).join(' → ')} MB; other isolates ` +
        `${lastThree.map((r) => mb(r.others.live)).join(' → ')} MB live; our buffers ` +
        `${lastThree.map((r) => (r.heap ? mb(r.heap.backing) : 'n/a')).join(' → ')} MB`,
    );
    if (STORES === 'count') {
      const ops = JSON.parse((await get(port, agent, 'localhost', '/__bench/store-ops')).body);
      const per = (n) => (n / ops.requests).toFixed(2);
      console.log(
        `  the site's calls to the local stores per request (${ops.requests} requests): KV reads ${per(ops.kvGet)} (found ${per(ops.kvGetHit)}, ` +
          `${(ops.kvGetBytes / Math.max(ops.kvGetHit, 1) / 1024).toFixed(1)} KB each), KV writes ${per(ops.kvPut)} (` +
          `${(ops.kvPutBytes / Math.max(ops.kvPut, 1) / 1024).toFixed(1)} KB each), Cache API matches ` +
          `${per(ops.cacheMatch)} (hits ${per(ops.cacheHit)}), puts ${per(ops.cachePut)}`,
      );
    }
    const beforeRelease = rssMb(worker);
    const end = allocatorFigures(worker, { release: true });
    if (end?.after) {
      console.log(
        `  at the end, tcmalloc asked to return its free pages: RSS ${beforeRelease.toFixed(0)} → ${rssMb(worker).toFixed(0)} MB; it kept ` +
          `${mb(keptFree(end.before))} MB free, ${mb(end.before.inUse)} MB in use by the program`,
      );
    }
    console.log(
      `  from round 1 to ${lastRow.round}: RSS ${first.rss.toFixed(0)} → ${lastRow.rss.toFixed(0)} MB, heap used ` +
        `${first.heap ? mb(first.heap.used) : 'n/a'} → ${lastRow.heap ? mb(lastRow.heap.used) : 'n/a'} MB, our maps ${mb(first.mapBytes)} → ` +
        `${mb(lastRow.mapBytes)} MB, local KV+Cache on disk ${mb(first.disk)} → ${mb(lastRow.disk)} MB; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    if (lastRow.memory) {
      console.log('  the site isolate’s maps at the end (entries / cap, bytes / cap, evicted):');
      for (const [name, figures] of Object.entries(lastRow.memory)) {
        console.log(
          `    ${name.padEnd(20)} ${String(figures.entries).padStart(6)} / ${String(figures.maxEntries).padEnd(6)} ${mb(figures.bytes).padStart(6)} MB / ` +
            `${figures.maxBytes === null ? '—' : `${mb(figures.maxBytes)} MB`}   evicted ${figures.evicted}`,
        );
      }
    }
    return rows;
  } finally {
    agent.destroy();
    if (site) stopProcessGroup(site);
    stopProcessGroup(platform);
    await rm(registry, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = '.tmp/bench-memory-state';
  await freshState(persistTo, { build: !process.argv.includes('--no-build') });
  await benchMemory({ persistTo });
}
