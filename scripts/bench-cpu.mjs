// CPU per answer for npm run bench: the local default as `npm start` runs it
// (wrangler.toml, React's production build) on the seeded state, and for each page type the
// CPU time the workerd process that runs the worker spends on one answer, rendered and kept.
//
// Rendered: the page's address with a query no page reads (`?cpu=<n>`), new on every request,
// so the page is rendered again (a kept page is kept per address) while every answer it is made
// from comes from the response cache (warmed first). Kept: one such address, asked again.
// Requests are sequential. Two readings: the process's user + system time (/proc/<pid>/stat)
// over all the requests of a row, divided by their count (the mean, 10 ms ticks), and each
// request's own CPU from the scheduler's nanosecond counters of all the process's threads
// (/proc/<pid>/task/*/schedstat), read once the process is idle again after the answer (its
// waitUntil work included): their median and 90th percentile. Both include miniflare's local
// KV and Cache, which run in the same process. Figures, not a timed test.
//
// Run on its own (prepares its own state): node scripts/bench-cpu.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get as httpGet, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshState, percentile } from './bench-common.mjs';
import { cpuSeconds, workerdOf } from './bench-load.mjs';
import { configWithoutPut, copyOfState } from './bench-without-put.mjs';
import { freePort, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 100);
/**
 * Renders of each page before its rows are measured: the code optimised as it is after a while
 * of serving (with ten, a page measured first cost a tenth more than the same page later).
 */
const WARM = 100;
/** The demo agencies' hostnames (worker/platform/demo/seed/sites.ts): the second rents holiday units. */
export const FIRST = 'localhost';
export const SECOND = 'immo-tweede.localhost';
/** The process counts as idle again when its threads used less than this in one pause. */
const IDLE_NS = 200_000;
const PAUSE_MS = 4;

/** CPU nanoseconds all threads of a process have used so far (the scheduler's own count). */
export function threadNs(pid) {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return total;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/** Waits until the process has stopped working (a pause in which it used next to no CPU); answers its count then. */
export async function settled(pid) {
  let last = threadNs(pid);
  for (let i = 0; i < 250; i += 1) {
    await pause();
    const now = threadNs(pid);
    if (now - last < IDLE_NS) return now;
    last = now;
  }
  return last;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A GET on loopback as if to `hostname` (Node does not resolve *.localhost), read to the end (scripts/profile-render.mjs too, with its own agent). */
export function visit(port, hostname, path, through = agent) {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path, agent: through, headers: { Host: `${hostname}:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, kept: response.headers['x-page-cache'], body }));
    });
    request.on('error', reject);
  });
}

/**
 * A request to a site's MCP server as an assistant asks today (MCP 2026-07-28: no session, the
 * version and the client in each request's _meta, the method and a tool's name in headers too),
 * from one of many client addresses (the server counts calls per address).
 */
export function mcpRequest(port, hostname, i, method, params, through = agent) {
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
  };
  const headers = { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': method, ...(params.name ? { 'Mcp-Name': params.name } : {}) };
  return postJson(port, hostname, '/mcp', { jsonrpc: '2.0', id: i, method, params: { ...params, _meta } }, through, `198.51.100.${(i % 250) + 1}`, headers);
}

/** A JSON POST on loopback as if to `hostname` (the MCP endpoint), read to the end; `more` headers added. */
export function postJson(port, hostname, path, body, through = agent, client = '198.51.100.1', more = {}) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const headers = {
      Host: `${hostname}:${port}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Content-Length': Buffer.byteLength(data),
      // The server's rate limit counts per client address: the bench's calls come as many clients.
      'CF-Connecting-IP': client,
      ...more,
    };
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent: through, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, kept: response.headers['x-page-cache'], body: text }));
    });
    request.on('error', reject);
    request.end(data);
  });
}

/** Asks `paths(i)` REQUESTS times (through `ask`: a GET unless told) and answers the CPU per answer, with the page cache's verdicts seen. */
async function measure(port, worker, hostname, paths, ask = visit) {
  const each = [];
  const verdicts = new Map();
  await settled(worker);
  const before = cpuSeconds(worker);
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = threadNs(worker);
    const answer = await ask(port, hostname, paths(i));
    if (answer.status !== 200) throw new Error(`${hostname}${paths(i)} answered ${answer.status}`);
    verdicts.set(answer.kept, (verdicts.get(answer.kept) ?? 0) + 1);
    each.push((await settled(worker)) - start);
  }
  const mean = ((cpuSeconds(worker) - before) * 1000) / REQUESTS;
  each.sort((a, b) => a - b);
  return { mean, p50: percentile(each, 50) / 1e6, p90: percentile(each, 90) / 1e6, verdicts: [...verdicts].map(([k, n]) => `${k ?? 'none'} ${n}`).join(', ') };
}

/** The first address on a page that `pattern` finds (its first group). */
export async function firstLink(port, hostname, path, pattern, through = agent) {
  const { status, body } = await visit(port, hostname, path, through);
  const found = pattern.exec(body)?.[1];
  if (status !== 200 || !found) throw new Error(`no link like ${pattern} on ${hostname}${path} (${status})`);
  return found.replaceAll('&amp;', '&');
}

/** The holiday unit on the second agency's list with the biggest page (the most periods in its calendar and form). */
export async function biggestUnit(port, through = agent) {
  const { body } = await visit(port, SECOND, '/nl/vakantieverhuur', through);
  const units = [...new Set([...body.matchAll(/class="estate-card__link" href="([^"?]+)"/g)].map((match) => match[1]))];
  if (units.length === 0) throw new Error(`no holiday unit on ${SECOND}/nl/vakantieverhuur`);
  const sizes = await Promise.all(units.map(async (path) => [path, (await visit(port, SECOND, path, through)).body.length]));
  return sizes.sort((a, b) => b[1] - a[1])[0][0];
}

/** Ms of CPU as the row's columns print them. */
const ms = (n) => n.toFixed(1).padStart(7);
const times = (n) => `${n.toFixed(1)}×`.padStart(6);

/**
 * Runs the CPU section on the state in `persistTo` (migrated and seeded; the client is built):
 * the local default, and beside it the same worker without the Cache API's put on a copy of
 * the state (scripts/bench-without-put.mjs). Per page type its cold render (a new address: every
 * answer from the response cache, the page rendered and kept) as ratios of the same run: over
 * the floor (a static file: no site code, the entry and asset workers every answer passes) and
 * over the kept page (the same address again), and the put of the rendered page into the Cache
 * API on a line of its own (the local default's render less the same render without the put).
 */
export async function benchCpu({ persistTo }) {
  const port = await freePort();
  const server = wranglerDev(['--port', String(port), '--persist-to', persistTo]);
  const barePort = await freePort();
  const registry = await mkdtemp(join(tmpdir(), 'bench-cpu-registry-'));
  let bare;
  try {
    // One after the other: two bundling at once doubled each one's start.
    await waitUntilUp(`http://127.0.0.1:${port}/nl/`);
    const state = await copyOfState(persistTo);
    bare = wranglerDev(['--config', await configWithoutPut(), '--port', String(barePort), '--persist-to', state], { WRANGLER_REGISTRY_PATH: registry });
    await waitUntilUp(`http://127.0.0.1:${barePort}/nl/`);
    const worker = workerdOf(server.pid);
    const bareWorker = workerdOf(bare.pid);
    if (worker === null || bareWorker === null) throw new Error('no workerd process with an inspector in a wrangler dev group');
    const pages = [
      ['home', FIRST, '/nl/'],
      ['listing', FIRST, '/nl/te-koop'],
      ['detail', FIRST, await firstLink(port, FIRST, '/nl/te-koop', /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/)],
      ['holiday unit', SECOND, await biggestUnit(port)],
      ['CMS page', FIRST, '/nl/over-ons'],
      ['privacy', FIRST, '/nl/privacy-verklaring'],
    ];
    console.log(`\nCPU per answer: ${REQUESTS} sequential requests per row, the site's workerd (wrangler.toml, NODE_ENV=production) on port ${port}`);
    console.log(`  ${pages.map(([name, hostname, path]) => `${name} ${hostname}${path}`).join(', ')}`);
    console.log(
      `  machine load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const rows = [];
    // The floor first: what an answer costs this process without any page (a built file wrangler's
    // asset server sends before the worker runs; robots.txt, which the worker writes).
    const manifest = JSON.parse(readFileSync('worker/site/render/client-manifest.generated.json', 'utf8'));
    console.log(`  ${'no page'.padEnd(14)} ${'mean'.padStart(7)} ${'p50'.padStart(7)} ${'p90'.padStart(7)}   load`);
    for (const [name, path] of [
      ['static file', manifest.css],
      ['robots.txt', '/robots.txt'],
    ]) {
      const floor = await measure(port, worker, FIRST, () => path);
      const load = loadavg()[0];
      console.log(`  ${name.padEnd(14)} ${ms(floor.mean)} ${ms(floor.p50)} ${ms(floor.p90)}   ${load.toFixed(1).padStart(4)}   (the floor)`);
      rows.push({ name, path, floor, load });
    }
    const floor = rows[0].floor.p50;
    console.log(
      `  ${'page'.padEnd(14)} ${'rendered: mean'.padStart(14)} ${'p50'.padStart(7)} ${'p90'.padStart(7)}    ${'kept: mean'.padStart(10)} ` +
        `${'p50'.padStart(7)} ${'p90'.padStart(7)}   ${'÷ floor'.padStart(7)} ${'÷ kept'.padStart(6)}   ${'put'.padStart(5)}   ` +
        `${'load'.padStart(4)}   page cache`,
    );
    for (const [name, hostname, path] of pages) {
      const glue = path.includes('?') ? '&' : '?';
      // Warm: the answers into the response cache, the code compiled; then the kept copy.
      for (let i = 0; i < WARM; i += 1) for (const at of [port, barePort]) await visit(at, hostname, `${path}${glue}cpu=warm-${i}`);
      const rendered = await measure(port, worker, hostname, (i) => `${path}${glue}cpu=${Date.now()}-${i}`);
      const kept = await measure(port, worker, hostname, () => `${path}${glue}cpu=kept`);
      const withoutPut = await measure(barePort, bareWorker, hostname, (i) => `${path}${glue}cpu=${Date.now()}-${i}`);
      const put = rendered.p50 - withoutPut.p50;
      // The machine's load while the row was measured (the last minute's average): a loaded machine inflates CPU time too.
      const load = loadavg()[0];
      rows.push({ name, path, rendered, kept, withoutPut, put, load });
      console.log(
        `  ${name.padEnd(14)} ${ms(rendered.mean).padStart(14)} ${ms(rendered.p50)} ${ms(rendered.p90)}    ${ms(kept.mean).padStart(10)} ${ms(kept.p50)} ` +
          `${ms(kept.p90)}   ${times(rendered.p50 / floor).padStart(7)} ${times(rendered.p50 / kept.p50)}   ${put.toFixed(1).padStart(5)}   ` +
          `${load.toFixed(1).padStart(4)}   ${rendered.verdicts}; ${kept.verdicts}`,
      );
    }
    const puts = rows.filter((row) => row.put !== undefined).map((row) => row.put);
    const putMean = puts.reduce((sum, put) => sum + put, 0) / puts.length;
    console.log(
      `  Cache API put of a rendered page: ${Math.min(...puts).toFixed(1)}–${Math.max(...puts).toFixed(1)} ms p50 (mean ${putMean.toFixed(1)}, ` +
        `${times(putMean / floor).trim()} the floor); counted here with the render (miniflare's Cache runs in the same process), on Cloudflare ` +
        'outside the worker: the rendered p50 without it, per row: ' +
        rows
          .filter((row) => row.withoutPut)
          .map((row) => `${row.name} ${row.withoutPut.p50.toFixed(1)} (${times(row.withoutPut.p50 / floor).trim()})`)
          .join(', '),
    );
    // The MCP server's search_listings beside the listing's ajax search it mirrors (the same
    // sentence, through the same readSentence, buildSearchBody and searchEstateSummaries), both
    // answered from the response cache once warm; neither is ever a kept page.
    // The listing island's props, as its marker's attribute holds them (HTML-escaped JSON).
    const endpoint = (await firstLink(port, FIRST, '/nl/te-koop', /(?:"|&quot;)endpoint(?:"|&quot;):(?:"|&quot;)(\/nl\/ajax\/estates\?.*?)(?:"|&quot;)/))
      .replaceAll('&amp;', '&')
      .replaceAll('\\u0026', '&');
    const query = 'huis met tuin in Gent max 450.000';
    const mcp = (p, hostname, i) => mcpRequest(p, hostname, i, 'tools/call', { name: 'search_listings', arguments: { query } }, agent);
    // And each one's way in without its work, through the same middleware: a JSON 404 of the ajax
    // routes (a GET) and the MCP server's server/discover (a POST whose body is read): what the
    // local runtime spends on a request of that kind before the search begins.
    const ping = (p, hostname, i) => mcpRequest(p, hostname, i, 'server/discover', {}, agent);
    const notFound = (p, hostname, path) => visit(p, hostname, path).then((answer) => ({ ...answer, status: answer.status === 404 ? 200 : 500 }));
    for (const [name, paths, ask] of [
      ['ajax search', (i) => `${endpoint}&q=${encodeURIComponent(query)}&cpu=${i}`, visit],
      ['MCP search', (i) => i, mcp],
      ['ajax way in', (i) => `/nl/ajax/no-such-route?cpu=${i}`, notFound],
      ['MCP way in', (i) => i, ping],
    ]) {
      for (let i = 0; i < WARM; i += 1) await ask(port, FIRST, paths(i));
      const search = await measure(port, worker, FIRST, paths, ask);
      const load = loadavg()[0];
      console.log(
        `  ${name.padEnd(14)} ${search.mean.toFixed(1).padStart(14)} ${search.p50.toFixed(1).padStart(7)} ${search.p90.toFixed(1).padStart(7)}    ` +
          `${''.padStart(10)} ${''.padStart(7)} ${''.padStart(7)}   ${load.toFixed(1).padStart(4)}   (never kept)`,
      );
      const pathOf = { 'MCP search': 'POST /mcp search_listings', 'MCP way in': 'POST /mcp server/discover', 'ajax way in': 'GET /nl/ajax/no-such-route' };
      rows.push({ name, path: pathOf[name] ?? endpoint, rendered: search, load });
    }
    const p50 = (name) => rows.find((row) => row.name === name).rendered.p50;
    const own = (search, wayIn) => p50(search) - p50(wayIn);
    console.log(
      `  MCP search ÷ ajax search: ${(p50('MCP search') / p50('ajax search')).toFixed(2)}× (p50); ` +
        `less each one's way in: ${own('MCP search', 'MCP way in').toFixed(1)} ÷ ${own('ajax search', 'ajax way in').toFixed(1)} ms. ` +
        'The call counted in the isolate (call-rate.ts): no rate limiter stand-in in either figure',
    );
    console.log(
      `  machine load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} (ms of CPU per answer; mean from /proc stat ticks, p50/p90 per request from schedstat)`,
    );
    return rows;
  } finally {
    agent.destroy();
    stopProcessGroup(server);
    if (bare) stopProcessGroup(bare);
    await rm(registry, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = '.tmp/bench-cpu-state';
  await freshState(persistTo);
  await benchCpu({ persistTo });
}
