// Helpers shared by the npm scripts: run a command, bundle a TS module for Node, open the
// local D1 database through wrangler's platform proxy (the same files `wrangler dev` uses).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import * as esbuild from 'esbuild';

export const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' };

/** Runs a command with inherited output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: ENV, ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Bundles a TypeScript module for Node (JSON imports included) and imports it. */
export async function importTs(entry) {
  await mkdir('.tmp', { recursive: true });
  const outfile = `.tmp/${entry.replace(/[^a-z0-9]+/gi, '-')}.mjs`;
  await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'warning', external: ['wrangler'] });
  return import(`${process.cwd()}/${outfile}?t=${Date.now()}`);
}

/** Applies the D1 migrations to the local database in `persistTo` (or wrangler's default). */
export async function migrate(persistTo) {
  const args = ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'];
  if (persistTo) args.push('--persist-to', persistTo);
  await run('npx', args);
}

/**
 * Opens the local bindings (D1, KV) as `wrangler dev --persist-to <persistTo>` sees them
 * (wrangler keeps its state in <persistTo>/v3; the default is .wrangler/state).
 */
export async function localBindings(persistTo) {
  const { getPlatformProxy } = await import('wrangler');
  return getPlatformProxy({ persist: persistTo ? { path: `${persistTo}/v3` } : true });
}

/** Writes the deterministic demo data into the local database. */
export async function seed(persistTo) {
  const { applySeed } = await importTs('worker/platform/seed/apply.ts');
  const proxy = await localBindings(persistTo);
  try {
    const count = await applySeed(proxy.env.DB);
    console.log(`seeded ${count} statements`);
  } finally {
    await proxy.dispose();
  }
}

/** Whether the local database already holds demo sites. */
export async function isSeeded(persistTo) {
  const proxy = await localBindings(persistTo);
  try {
    const row = await proxy.env.DB.prepare('SELECT count(*) AS n FROM sites').first();
    return Number(row?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await proxy.dispose();
  }
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
