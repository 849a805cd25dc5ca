// The memory section's control without our code: a bare worker of a few
// lines, under `wrangler dev` as bench-memory.mjs runs the site (same compatibility date, same
// local KV and Cache API simulation in its workerd process, same allocator options), asked the
// same number of requests per round at the same concurrency, each round followed by the same
// idle pause. Each request makes the calls to the local stores the site makes per request on
// average (bench-memory.mjs with BENCH_MEMORY_STORES=count counts them): a Cache API match,
// READS KV reads (60 % of them find a VALUE_KB value), a PAGE_KB page built from them; for 70 %
// of the URLs a KV write of PUT_KB, for 78 % a Cache API put of the page.
// BENCH_CONTROL_STORES: `both` (the above), `kv` (no Cache API), `none` (no store: the page
// built from memory, workerd serving alone).
// BENCH_MEMORY_ALLOCATOR and BENCH_MEMORY_COLLECT as in bench-memory.mjs.
// If its RSS grows round after round as the site's does, the growth is the local simulation's
// (or workerd's) and not our code's. Figures, not a timed test.
//
// Run on its own: node scripts/bench-memory-control.mjs
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
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
import { rssMb } from './bench-common.mjs';
import { workerdOf } from './bench-load.mjs';
import { inParallel } from './bench-memory.mjs';
import { COMPATIBILITY_DATE, freePort, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

const STORES = ['kv', 'none'].includes(process.env.BENCH_CONTROL_STORES ?? '') ? process.env.BENCH_CONTROL_STORES : 'both';
/** As bench-memory.mjs: `ours` leaves the other isolates' garbage alone. */
const COLLECT = process.env.BENCH_MEMORY_COLLECT === 'ours' ? 'ours' : 'all';
const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 25);
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 20);
/** bench-memory.mjs's round: the pages the two agencies link to, and new ones (2 × 2 × FRESH). */
const WARM = Number(process.env.BENCH_CONTROL_WARM ?? 185);
const FRESH = Number(process.env.BENCH_CONTROL_FRESH ?? 240);
/**
 * The site's calls per request (bench-memory.mjs, BENCH_MEMORY_STORES=count, 2026-11-26): 2.73 KV
 * reads, 60 % found, of 3.2 KB; 0.70 KV writes of 7.1 KB; 0.97 Cache API matches; 0.78 puts.
 */
const READS = Number(process.env.BENCH_CONTROL_READS ?? 3);
const FOUND = 0.6;
const VALUE_KB = Number(process.env.BENCH_CONTROL_VALUE_KB ?? 3);
const PUT_KB = Number(process.env.BENCH_CONTROL_PUT_KB ?? 7);
const KV_PUT_SHARE = 0.7;
const CACHE_PUT_SHARE = 0.78;
const PAGE_KB = Number(process.env.BENCH_CONTROL_PAGE_KB ?? 40);
const POOL = 400;
const SETTLE_SHARE = 0.03;
const DIR = '.tmp/memory-control';

const WORKER = `const USE_CACHE = ${STORES === 'both'};
const USE_KV = ${STORES !== 'none'};
const VALUE = 'v'.repeat(${VALUE_KB * 1024});
const ANSWER = 'a'.repeat(${PUT_KB * 1024});
const PAGE = 'p'.repeat(${PAGE_KB * 1024});
const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === '/fill') {
      for (let i = 0; i < ${POOL}; i += 1) await env.CACHE.put('value:' + i, i + VALUE);
      return new Response('filled');
    }
    const n = hash(url.pathname + url.search);
    if (USE_CACHE) await caches.default.match(request.url);
    let page = PAGE;
    if (USE_KV) {
      // Keys up to POOL / ${FOUND} exist for ${FOUND * 100} % of the reads, as the site's reads find theirs.
      const values = await Promise.all(Array.from({ length: ${READS} }, (_, i) => env.CACHE.get('value:' + ((n + i * 7919) % ${Math.round(POOL / FOUND)}))));
      page = (values.join('') + PAGE).slice(0, PAGE.length);
      if (n % 100 < ${KV_PUT_SHARE * 100}) ctx.waitUntil(env.CACHE.put('answer:' + url.pathname + url.search, ANSWER, { expirationTtl: 3600 }));
    }
    const response = new Response(page, { headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=3600' } });
    if (USE_CACHE && (n >>> 8) % 100 < ${CACHE_PUT_SHARE * 100}) ctx.waitUntil(caches.default.put(request.url, response.clone()));
    return response;
  },
};
`;

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

export async function benchMemoryControl() {
  await rm(DIR, { recursive: true, force: true });
  await mkdir(DIR, { recursive: true });
  await writeFile(`${DIR}/worker.mjs`, WORKER);
  await writeFile(
    `${DIR}/wrangler.toml`,
    `name = "memory-control"\nmain = "worker.mjs"\ncompatibility_date = "${COMPATIBILITY_DATE}"\n\n[[kv_namespaces]]\nbinding = "CACHE"\nid = ` +
      `"00000000000000000000000000000000"\n`,
  );
  const port = await freePort();
  const inspectorPort = await freePort();
  const server = wranglerDev(
    ['--config', `${DIR}/wrangler.toml`, '--port', String(port), '--inspector-port', String(inspectorPort), '--persist-to', `${DIR}/state`],
    allocatorEnv(),
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/fill`);
    const worker = workerdOf(server.pid);
    if (worker === null) throw new Error('no workerd process with an inspector in the control’s wrangler dev group');
    console.log(
      `\nmemory control (a bare worker, no code of ours): ${CONNECTIONS} concurrent, ${WARM} known pages + ${FRESH} new ones per round, ${IDLE_SECONDS}s ` +
        `idle after each, ${ROUNDS} rounds; stores ${STORES}: per request ${READS} KV reads of ${VALUE_KB} KB (${FOUND * 100} % found), ${KV_PUT_SHARE} ` +
        `KV writes of ${PUT_KB} KB, a Cache API match and ${CACHE_PUT_SHARE} puts of a ${PAGE_KB} KB page`,
    );
    console.log(`  ${allocatorReport(worker)}`);
    console.log(
      `  machine load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; workerd pid ${worker}, RSS at start ${rssMb(worker).toFixed(0)} MB`,
    );
    console.log(
      `  round  requests  non-200   RSS MB idle → after the collections${ALLOCATOR === 'release' ? ' → after release' : ''}   anonymous MB (mappings)   ` +
        `its heap live (buffers) / other isolates MB before → live (buffers)   tcmalloc in use / kept free MB`,
    );
    const rows = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const jobs = [
        ...Array.from({ length: WARM }, (_, i) => ['localhost', `/page/${i}`]),
        ...Array.from({ length: FRESH }, (_, i) => ['localhost', `/page/${i % WARM}?round=${round}-${i}`]),
      ];
      // Connections of its own each round: gdb's stop in the idle pause ends kept-alive ones.
      const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      const statuses = await inParallel(port, agent, jobs, CONNECTIONS);
      agent.destroy();
      if (statuses.size > 1 || !statuses.has(200))
        console.log(`  statuses of round ${round}: ${[...statuses].map(([status, n]) => `${status} ×${n}`).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const rss = rssMb(worker);
      const anonymous = anonymousOf(worker);
      const others = totalOf(await otherIsolateHeaps(worker, 'memory-control', { collect: COLLECT === 'all' }));
      const own = await heapOf(inspectorPort).catch(() => null);
      const collected = rssMb(worker);
      const tcmalloc = allocatorFigures(worker, { release: ALLOCATOR === 'release' });
      const released = ALLOCATOR === 'release' ? rssMb(worker) : null;
      rows.push({ rss, collected, released, tcmalloc, others });
      console.log(
        `  ${String(round).padStart(5)} ${String(jobs.length).padStart(9)} ${String(jobs.length - (statuses.get(200) ?? 0)).padStart(8)} ` +
          `${`${rss.toFixed(0)} → ${collected.toFixed(0)}${released === null ? '' : ` → ${released.toFixed(0)}`}`.padStart(35)}   ` +
          `${`${anonymous.anonymous.toFixed(0)} (${anonymous.mappings})`.padStart(23)}   ` +
          `${`${own ? `${mb(own.used)} (${mb(own.backing)})` : 'n/a'} / ${mb(others.before)} → ${mb(others.live)} (${mb(others.backing)})`.padStart(40)}` +
          `   ${(tcmalloc ? `${mb(tcmalloc.before.inUse)} / ${mb(keptFree(tcmalloc.before))}` : 'n/a').padStart(30)}`,
      );
    }
    const lastThree = rows.slice(-3);
    console.log(
      `  verdict (control, ${ALLOCATOR}, stores ${STORES}, collections of ${COLLECT === 'all' ? 'every isolate' : 'its own alone'}; the last ` +
        `${lastThree.length} rounds, settled: ≤ ${SETTLE_SHARE * 100} % growth): ${roundsSettled(lastThree)}`,
    );
    console.log(
      `  over those rounds: tcmalloc in use ${lastThree.map((r) => (r.tcmalloc ? mb(r.tcmalloc.before.inUse) : 'n/a')).join(' → ')} MB; other isolates ` +
        `${lastThree.map((r) => mb(r.others.live)).join(' → ')} MB live; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    const before = rssMb(worker);
    const end = allocatorFigures(worker, { release: true });
    if (end?.after)
      console.log(
        `  at the end, tcmalloc asked to return its free pages: RSS ${before.toFixed(0)} → ${rssMb(worker).toFixed(0)} MB; it kept ` +
          `${mb(keptFree(end.before))} MB free, ${mb(end.before.inUse)} MB in use`,
      );
    return rows;
  } finally {
    stopProcessGroup(server);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchMemoryControl();
