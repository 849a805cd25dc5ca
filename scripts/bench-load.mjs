// Load figures for npm run bench: the site as a deploy runs it (wrangler.production.toml:
// minified, React's production build, no embedded platform) in front of the standalone
// platform (wrangler.platform.toml), both under `wrangler dev` on the seeded local state and
// joined by the PLATFORM service binding through a dev registry of their own. Many
// connections for a minute on each of a warm home, listing and detail page, with the memory
// of the workerd process that runs the site's code before, after each run and after a
// minute idle.
//
// Run on its own (prepares its own state): node scripts/bench-load.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, migrate, seed, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
export const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_LOAD_IDLE_SECONDS ?? 60);
/**
 * Rounds of the three pages, each followed by the idle minute. workerd's allocator (tcmalloc)
 * keeps freed memory for reuse rather than giving it back at once, so one round cannot tell
 * kept memory from a leak; a second round that ends where the first did can.
 */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 2);
/** autocannon's default: a request with no answer after this many seconds counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const TOKEN = 'bench-platform-token';
/** The demo's first site: its for-sale list (the page bench-search.mjs searches too). */
const LISTING_PATH = '/nl/te-koop';

/**
 * The workerd process that runs the worker's code, among those of a `wrangler dev` process
 * group: wrangler starts two, a proxy on the public port and the one with the inspector.
 */
export function workerdOf(groupId) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (command[0].endsWith('/workerd') && command.some((arg) => arg.startsWith('--inspector-addr'))) return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  return null;
}

/** CPU seconds a process has used so far (user + system; /proc clock ticks are 1/100 s). */
export function cpuSeconds(pid) {
  if (pid === null) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB (VmRSS). */
function rssMb(pid) {
  if (pid === null) return NaN;
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

async function loadOne(name, url, worker) {
  // Warm: compiled, cached. A server that no longer answers (a run before left it stuck) is
  // reported as such instead of loaded.
  try {
    for (let i = 0; i < 5; i += 1) await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
  } catch (error) {
    console.log(`  ${name.padEnd(8)} not loaded: the site did not answer one request within 30 s (${error.name}); RSS ${rssMb(worker).toFixed(0)} MB`);
    return { name, stuck: true, rss: rssMb(worker) };
  }
  const cpuBefore = cpuSeconds(worker);
  const result = await autocannon({ url, duration: LOAD_SECONDS, connections: LOAD_CONNECTIONS, timeout: TIMEOUT_SECONDS });
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    // The site workerd's CPU per answer (it also runs the local KV store): steadier than
    // req/s on a machine other work shares.
    cpuMs: ((cpuSeconds(worker) - cpuBefore) * 1000) / Math.max(result.requests.total, 1),
    rss: rssMb(worker),
  };
  console.log(
    `  ${name.padEnd(8)} ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${String(row.p50).padStart(5)} ms   p99 ${String(row.p99).padStart(5)} ms   errors ` +
      `${row.errors}   timeouts ${row.timeouts}   non-2xx ${row.non2xx}   CPU ${row.cpuMs.toFixed(1)} ms/answer   RSS after ${row.rss.toFixed(0)} MB`,
  );
  return row;
}

/** Runs the load section on the state in `persistTo` (migrated and seeded). */
export async function benchLoad({ persistTo }) {
  if (!(LOAD_SECONDS > 0)) return null;
  const registry = await mkdtemp(join(tmpdir(), 'bench-registry-'));
  const platformPort = await freePort();
  const platform = wranglerDev(
    ['--config', 'wrangler.platform.toml', '--port', String(platformPort), '--persist-to', persistTo, '--var', `PLATFORM_TOKEN:${TOKEN}`],
    { WRANGLER_REGISTRY_PATH: registry },
  );
  let site = null;
  try {
    await waitUntilUp(`http://127.0.0.1:${platformPort}/sites/1`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const port = await freePort();
    site = wranglerDev(['--config', 'wrangler.production.toml', '--port', String(port), '--persist-to', persistTo, '--var', `PLATFORM_TOKEN:${TOKEN}`], {
      WRANGLER_REGISTRY_PATH: registry,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/nl/`);
    const home = await fetch(`${base}/nl/`);
    if (!home.ok) throw new Error(`${base}/nl/ answered ${home.status}: is the PLATFORM binding connected?`);
    const listing = await fetch(base + LISTING_PATH);
    const detailPath = /href="(\/nl\/aanbod\/\d+\/[^"]+)"/.exec(await listing.text())?.[1];
    if (!listing.ok || !detailPath) throw new Error(`${base}${LISTING_PATH} answered ${listing.status} with no estate link`);
    const worker = workerdOf(site.pid);
    console.log(
      `\nload: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS}s per page (timeout ${TIMEOUT_SECONDS}s), wrangler.production.toml + ` +
        `wrangler.platform.toml (wrangler dev, NODE_ENV=production) on ${base}`,
    );
    // Other work on the machine slows every figure but the CPU per answer: say how much there was.
    console.log(
      `  machine load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const start = rssMb(worker);
    console.log(`  site workerd RSS at start ${start.toFixed(0)} MB`);
    const rows = [];
    const idle = [];
    for (let round = 1; round <= Math.max(ROUNDS, 1); round += 1) {
      if (ROUNDS > 1) console.log(`  round ${round}`);
      rows.push(await loadOne('home', `${base}/nl/`, worker));
      rows.push(await loadOne('listing', base + LISTING_PATH, worker));
      rows.push(await loadOne('detail', base + detailPath, worker));
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      idle.push(rssMb(worker));
      console.log(`  site workerd RSS after ${IDLE_SECONDS}s idle ${idle.at(-1).toFixed(0)} MB (start ${start.toFixed(0)} MB)`);
    }
    return { rows, start, idle };
  } finally {
    if (site) stopProcessGroup(site);
    stopProcessGroup(platform);
    await rm(registry, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = '.tmp/bench-load-state';
  await rm(persistTo, { recursive: true, force: true });
  await migrate(persistTo, { quiet: true });
  await seed(persistTo);
  await benchLoad({ persistTo });
}
