// The CRM import's figure: a Whise agency of 1,000 listings connected, until all
// 1,000 are on its site, through the sync queue (10 pages of 100, each a queue event). Not part
// of npm test:
//   node scripts/bench-crm-import.mjs        (npm run bench runs it too, in its CRM section)
// The local default runs in `wrangler dev` (local D1, KV, Queues) with the demo data; the fake
// Whise (test/support/fake-crm/server.ts) serves the estates on loopback. The time runs from
// the admin API's call that makes the connection (which starts the import) until the sync log
// holds the pages' entries for all 1,000; the per-listing time is that over 1,000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { ENV, freePort, importTs, migrate, run, seed, waitUntilUp } from './lib.mjs';

const PERSIST_TO = '.tmp/bench-crm-import-state';
const LISTINGS = Number(process.env.BENCH_IMPORT_LISTINGS ?? 1000);
const ADMIN_TOKEN = 'bench-admin-token';
const SECRET_KEY = 'AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwM=';
const USERNAME = 'bench-import-integrator';
const PASSWORD = 'bench-import-password';
const POLL_MS = 50;
/** A run that takes longer is reported as failed rather than waited for. */
const LIMIT_MS = 10 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(url, method, body, headers = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function benchCrmImport() {
  if (!existsSync('worker/site/render/client-manifest.generated.json')) await run('node', ['build.mjs']);
  await rm(PERSIST_TO, { recursive: true, force: true });
  await migrate(PERSIST_TO, { quiet: true });
  await seed(PERSIST_TO);
  const { startFakeCrmServer } = await importTs('test/support/fake-crm/server.ts');
  const { whiseEstates } = await importTs('test/support/fake-crm/fixtures/index.ts');
  const crm = await startFakeCrmServer();
  const fake = `${crm.whiseApiUrl.replace(/\/$/, '')}/__fake/${USERNAME}`;
  const port = await freePort();
  const server = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      PERSIST_TO,
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
      '--var',
      `WHISE_API_URL:${crm.whiseApiUrl}`,
      '--var',
      `ADMIN_TOKEN:${ADMIN_TOKEN}`,
      '--var',
      `CONNECTION_SECRET_KEY:${SECRET_KEY}`,
    ],
    { env: { ...ENV, CI: 'true', NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  try {
    await waitUntilUp(`${base}/nl/`);
    await send(fake, 'PUT', { password: PASSWORD });
    await send(
      `${fake}/estates`,
      'PUT',
      whiseEstates(LISTINGS, { firstId: 7_500_000 }).map((estate) => ({ ...estate, zip: '9000', city: 'Gent' })),
    );
    /** What the import's pages wrote so far (their sync log entries) and how many entries. */
    const written = async (connectionId) => {
      const { entries } = await (await fetch(`${base}/admin/sites/1/sync?limit=100`, { headers: admin })).json();
      const mine = entries.filter((entry) => entry.connectionId === connectionId);
      return {
        listings: mine.reduce((sum, entry) => sum + entry.created + entry.updated + entry.unchanged + entry.refused, 0),
        pages: mine.length,
        refused: mine.reduce((sum, entry) => sum + entry.refused, 0),
        errors: mine.filter((entry) => entry.error).length,
      };
    };

    console.log(
      `\nbench-crm-import: a Whise agency of ${LISTINGS} listings connected, wrangler dev on ${base} (load average ${os.loadavg()[0].toFixed(1)} on ` +
        `${os.cpus().length} cores)`,
    );
    const started = performance.now();
    const made = await (
      await send(`${base}/admin/sites/1/connections`, 'POST', { kind: 'whise', settings: { username: USERNAME, clientId: 20001 }, secret: PASSWORD }, admin)
    ).json();
    let now = await written(made.connection.id);
    while (now.listings < LISTINGS && performance.now() - started < LIMIT_MS) {
      await sleep(POLL_MS);
      now = await written(made.connection.id);
    }
    const ms = performance.now() - started;
    const done = now.listings >= LISTINGS;
    console.log(
      `  import of ${LISTINGS.toLocaleString('en')} listings on connect   ${(ms / 1000).toFixed(1)} s   ${(ms / LISTINGS).toFixed(1)} ms a listing   ` +
        `${now.pages} pages   refused ${now.refused}   errors ${now.errors}${done ? '' : '   NOT finished'}`,
    );
    return { ms, done, ...now };
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone
    }
    await crm.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCrmImport();
