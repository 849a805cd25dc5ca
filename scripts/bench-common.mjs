// What the bench sections share: a fresh seeded state to run on, a GET on loopback as if to an
// agency's hostname, the figures read from the machine (RSS, bytes on disk, percentiles), and
// the site's config with its local stores changed (the memory sections).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { freePort, migrate, run, seed, wranglerDev } from './lib.mjs';

/** A section run on its own: builds the client (unless `build` is false), then migrates and seeds a fresh `persistTo`. */
export async function freshState(persistTo, { build = true } = {}) {
  if (build) await run('node', ['build.mjs']);
  await rm(persistTo, { recursive: true, force: true });
  await migrate(persistTo, { quiet: true });
  await seed(persistTo);
}

/** A GET on loopback as if to `host`, read to the end: status, text, milliseconds. */
export function get(port, agent, host, path, headers = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { Host: `${host}:${port}`, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    request.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    request.end();
  });
}

/** Resident memory of a process in MB (VmRSS). */
export function rssMb(pid) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Bytes of the files under a directory whose names match (0 when it does not exist; a file removed meanwhile, e.g. an expired Cache API blob, counts 0). */
export function bytesUnder(directory, pattern = /./) {
  let total = 0;
  let entries = [];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) total += bytesUnder(path, pattern);
    else if (pattern.test(entry.name)) total += statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

/** The p-th percentile (0 to 100) of sorted numbers. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * A wrangler config for the site with its local stores changed, for the memory sections:
 * wrangler.production.toml with its entry replaced by a wrapper (written under .tmp) that
 * - `off`: hands the site a KV keeping nothing and hides the Cache API (the page cache then keeps
 *   pages in the isolate's memory alone);
 * - `kv`: hides the Cache API alone;
 * - `count`: keeps both and counts the site's calls to them and the bytes they carry, answered
 *   at GET /__bench/store-ops (what bench-memory-control.mjs repeats without our code).
 */
export async function configWithStores(mode) {
  const wrapper = `import worker, { RateLimiter } from '../worker/site/production.ts';
export { RateLimiter };
const nothing = {
  get: async () => null,
  getWithMetadata: async () => ({ value: null, metadata: null, cacheStatus: null }),
  put: async () => {},
  delete: async () => {},
  list: async () => ({ keys: [], list_complete: true, cacheStatus: null }),
};
const ops = { requests: 0, kvGet: 0, kvGetHit: 0, kvGetBytes: 0, kvPut: 0, kvPutBytes: 0, cacheMatch: 0, cacheHit: 0, cachePut: 0 };
const size = (value) => (typeof value === 'string' ? value.length : value?.byteLength ?? 0);
const counted = (kv) => ({
  get: async (...args) => {
    const value = await kv.get(...args);
    ops.kvGet += 1;
    if (value !== null) (ops.kvGetHit += 1), (ops.kvGetBytes += size(value));
    return value;
  },
  getWithMetadata: async (...args) => {
    const found = await kv.getWithMetadata(...args);
    ops.kvGet += 1;
    if (found.value !== null) (ops.kvGetHit += 1), (ops.kvGetBytes += size(found.value));
    return found;
  },
  put: (key, value, options) => ((ops.kvPut += 1), (ops.kvPutBytes += size(value)), kv.put(key, value, options)),
  delete: (...args) => kv.delete(...args),
  list: (...args) => kv.list(...args),
});
const MODE = '${mode}';
if (MODE !== 'count') Object.defineProperty(globalThis, 'caches', { value: undefined, configurable: true, writable: true });
else {
  const real = caches.default;
  const cache = {
    match: async (...args) => {
      const found = await real.match(...args);
      ops.cacheMatch += 1;
      if (found) ops.cacheHit += 1;
      return found;
    },
    put: (...args) => ((ops.cachePut += 1), real.put(...args)),
    delete: (...args) => real.delete(...args),
  };
  Object.defineProperty(globalThis, 'caches', { value: { default: cache }, configurable: true, writable: true });
}
const envs = new WeakMap();
export default {
  fetch(request, env, ctx) {
    if (MODE === 'count' && new URL(request.url).pathname === '/__bench/store-ops') return Response.json(ops);
    ops.requests += 1;
    let own = envs.get(env);
    if (!own) envs.set(env, (own = MODE === 'off' ? { ...env, CACHE: nothing } : MODE === 'count' ? { ...env, CACHE: counted(env.CACHE) } : env));
    return worker.fetch(request, own, ctx);
  },
};
`;
  await writeFile('.tmp/soak-stores.mjs', wrapper);
  const toml = (await readFile('wrangler.production.toml', 'utf8'))
    .replace(/^main = .*$/m, 'main = "soak-stores.mjs"')
    .replace(/^command = "node build.mjs"$/m, '')
    .replace(/"\.\/worker\//g, '"../worker/')
    .replace(/^directory = "dist"$/m, 'directory = "../dist"');
  await writeFile('.tmp/wrangler.soak-stores.toml', toml);
  return '.tmp/wrangler.soak-stores.toml';
}

/**
 * Starts the site's `wrangler dev` beside a running platform, as the memory rounds and the soak
 * do: the production configuration, or one with its local stores as `stores` says
 * (configWithStores), an inspector port, and `env` for workerd (the allocator's settings).
 */
export async function startSiteDev({ persistTo, registry, stores, token, adminToken, env = {}, logTo = null }) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const config = stores === 'local' ? 'wrangler.production.toml' : await configWithStores(stores);
  const site = wranglerDev(
    [
      '--config',
      config,
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistTo,
      '--var',
      `PLATFORM_TOKEN:${token}`,
      '--var',
      `ADMIN_TOKEN:${adminToken}`,
    ],
    { WRANGLER_REGISTRY_PATH: registry, ...env },
    logTo,
  );
  return { site, port, inspectorPort };
}
