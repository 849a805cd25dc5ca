// The local default (wrangler.toml) without the Cache API's put, for the CPU section: the same
// worker, whose page cache keeps each rendered page in the isolate's memory as ever, but whose
// `caches.default.put` stores nothing. miniflare's Cache is a worker of the same workerd process,
// so its storing of a page is counted with the render that asked for it, where on Cloudflare the
// cache stores it outside the worker's CPU time: served beside the local default, the difference
// of their renders is the put's own line (scripts/bench-cpu.mjs).
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';

const WRAPPER = `import worker, { RateLimiter } from '../worker/local.ts';
export { RateLimiter };
const real = globalThis.caches.default;
const cache = {
  match: (...args) => real.match(...args),
  put: async () => {},
  delete: (...args) => real.delete(...args),
};
Object.defineProperty(globalThis, 'caches', { value: { default: cache }, configurable: true, writable: true });
export default worker;
`;

/** Writes the wrangler config of the local default without the put under .tmp; answers its path. */
export async function configWithoutPut() {
  await mkdir('.tmp', { recursive: true });
  await writeFile('.tmp/local-without-put.mjs', WRAPPER);
  const toml = (await readFile('wrangler.toml', 'utf8'))
    .replace(/^main = .*$/m, 'main = "local-without-put.mjs"')
    .replace(/"\.\/worker\//g, '"../worker/')
    .replace(/^migrations_dir = "worker\//gm, 'migrations_dir = "../worker/')
    .replace(/^directory = "dist"$/m, 'directory = "../dist"');
  await writeFile('.tmp/wrangler.local-without-put.toml', toml);
  return '.tmp/wrangler.local-without-put.toml';
}

/** A copy of the seeded state at `persistTo` for the second server (two workerd processes never share the local D1 files). */
export async function copyOfState(persistTo) {
  const copy = `${persistTo}-without-put`;
  await rm(copy, { recursive: true, force: true });
  await cp(persistTo, copy, { recursive: true });
  return copy;
}
