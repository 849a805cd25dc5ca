// The soak's site without the local stores in its process (BENCH_SOAK_STORES=off or kv, see
// bench-soak.mjs): a wrapper entry and its wrangler config, written under .tmp.
import { readFile, writeFile } from 'node:fs/promises';

/**
 * A wrangler config for the site without the local stores in its process: wrangler.production.toml
 * with its entry replaced by a wrapper that hands the site a KV keeping nothing and hides the
 * Cache API (the page cache then keeps pages in the isolate's memory alone). Written under .tmp.
 */
export async function configWithoutStores(keepKv) {
  const wrapper = `import worker, { RateLimiter } from '../worker/site/production.ts';
export { RateLimiter };
const nothing = {
  get: async () => null,
  getWithMetadata: async () => ({ value: null, metadata: null, cacheStatus: null }),
  put: async () => {},
  delete: async () => {},
  list: async () => ({ keys: [], list_complete: true, cacheStatus: null }),
};
Object.defineProperty(globalThis, 'caches', { value: undefined, configurable: true, writable: true });
const envs = new WeakMap();
export default {
  fetch(request, env, ctx) {
    let own = envs.get(env);
    if (!own) envs.set(env, (own = ${keepKv ? 'env' : '{ ...env, CACHE: nothing }'}));
    return worker.fetch(request, own, ctx);
  },
};
`;
  await writeFile('.tmp/soak-no-stores.mjs', wrapper);
  const toml = (await readFile('wrangler.production.toml', 'utf8'))
    .replace(/^main = .*$/m, 'main = "soak-no-stores.mjs"')
    .replace(/^command = "node build.mjs"$/m, '')
    .replace(/"\.\/worker\//g, '"../worker/')
    .replace(/^directory = "dist"$/m, 'directory = "../dist"');
  await writeFile('.tmp/wrangler.soak-no-stores.toml', toml);
  return '.tmp/wrangler.soak-no-stores.toml';
}
