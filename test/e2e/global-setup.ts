import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import type { TestProject } from 'vitest/node';
import { ENV, freePort, migrate, pipeLines, seed } from '../../scripts/lib.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
  }
}

const PERSIST_TO = '.tmp/e2e-state';
let server: ChildProcess | undefined;

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error('wrangler dev exited');
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A GET on loopback as if to `hostname` (Node does not resolve *.localhost the way browsers do), body read to the end. */
function visit(port: number, hostname: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path, headers: { Host: `${hostname}:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

/**
 * Renders each kind of page once before the tests: a cold isolate's first visits (modules,
 * database, cache) are the slowest, and on a busy machine a test's first page load took 30 s.
 */
async function warmUp(port: number): Promise<void> {
  for (const path of ['/nl/', '/fr/', '/nl/te-koop', '/nl/te-huur', '/nl/nieuwbouwprojecten', '/nl/verkocht', '/nl/over-ons', '/en/contact', '/nl/favorieten']) {
    await visit(port, 'localhost', path);
  }
  for (const path of ['/nl/', '/en/', '/nl/vakantieverhuur']) await visit(port, 'immo-tweede.localhost', path);
  // A detail page too: the first card of the listing.
  const detail = /class="estate-card__link" href="([^"]+)"/.exec(await visit(port, 'localhost', '/nl/te-koop'))?.[1];
  if (detail) await visit(port, 'localhost', detail);
}

/**
 * Starts the real site for the browser tests: a fresh local database with the demo data,
 * then `wrangler dev` on a free port (the client must already be built: npm test does it).
 */
export async function setup(project: TestProject): Promise<void> {
  await rm(PERSIST_TO, { recursive: true, force: true });
  await migrate(PERSIST_TO, { quiet: true });
  await seed(PERSIST_TO);
  const port = await freePort();
  server = spawn(
    'node_modules/.bin/wrangler',
    ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', PERSIST_TO, '--show-interactive-dev-session=false', '--log-level', 'warn'],
    { env: { ...ENV, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  pipeLines(server);
  const baseURL = `http://localhost:${port}`;
  await waitUntilUp(`${baseURL}/nl/`, 90_000);
  await warmUp(port);
  project.provide('baseURL', baseURL);
  project.provide('port', port);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
