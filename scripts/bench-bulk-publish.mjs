// A bulk publish in SweepBright, timed to the site: LISTINGS publications (a webhook each, sent
// as fast as SweepBright sends them) until every one is written, against one publication alone,
// at the platform's own pace (SYNC_LISTINGS_PER_MINUTE, the console's "600 listings about 2 min":
// shared/contract/console-crm.ts paceMinutes). Not part of npm test:
//   node scripts/bench-bulk-publish.mjs        (BENCH_BULK_LISTINGS=600, BENCH_BULK_ROUNDS=3 for one alone)
// The local default runs in `wrangler dev` (local D1, Queues, R2) with the demo data; the fake
// SweepBright (test/support/fake-crm/server.ts) serves the estates and their pictures on loopback.
// Each publication is written when the sync log has its entry (one a sync event).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { ENV, freePort, importTs, migrate, run, seed, waitUntilUp } from './lib.mjs';

const PERSIST_TO = '.tmp/bench-bulk-state';
const LISTINGS = Number(process.env.BENCH_BULK_LISTINGS ?? 600);
const ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 3);
const ADMIN_TOKEN = 'bench-admin-token';
const SECRET_KEY = 'AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwM=';
const ACCOUNT = 'bench-bulk';
/** Webhook calls in flight at once while publishing in bulk. */
const SENDERS = 20;
const POLL_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(url, method, body, headers = {}) {
  const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok && response.status !== 202) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function benchBulkPublish() {
  if (!existsSync('worker/site/render/client-manifest.generated.json')) await run('node', ['build.mjs']);
  await rm(PERSIST_TO, { recursive: true, force: true });
  await migrate(PERSIST_TO, { quiet: true });
  await seed(PERSIST_TO, { quarters: false });
  const { startFakeCrmServer } = await importTs('test/support/fake-crm/server.ts');
  const { SWEEPBRIGHT_FIXTURES } = await importTs('test/support/fake-crm/fixtures/index.ts');
  const { paceMinutes, SYNC_PACE_BURST } = await importTs('shared/contract/console-crm.ts');
  const crm = await startFakeCrmServer();
  const fake = `${crm.origin}/sweepbright/__fake/${ACCOUNT}`;
  const port = await freePort();
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', PERSIST_TO, '--log-level', 'error'];
  const vars = { SWEEPBRIGHT_API_URL: crm.sweepBrightApiUrl, ADMIN_TOKEN, CONNECTION_SECRET_KEY: SECRET_KEY, PAGE_BUDGET_MS: '15000' };
  const server = spawn(
    'node_modules/.bin/wrangler',
    [...args, '--show-interactive-dev-session=false', ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`])],
    { env: { ...ENV, CI: 'true', NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const loads = [];
  try {
    await waitUntilUp(`${base}/nl/`);
    const total = LISTINGS + ROUNDS;
    const estates = Array.from({ length: total }, (_, n) => ({
      ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage),
      id: `bulk-${String(n).padStart(5, '0')}-${crypto.randomUUID()}`,
    }));
    await send(fake, 'PUT', { secret: 'bench-secret' });
    await send(`${fake}/estates`, 'PUT', estates);
    const made = await (
      await send(`${base}/admin/sites/1/connections`, 'POST', { kind: 'sweepbright', settings: { clientId: ACCOUNT }, secret: 'bench-secret' }, admin)
    ).json();
    const hook = `${base}${made.connection.webhookPath}`;
    const newest = async () => (await (await fetch(`${base}/admin/sites/1/sync?limit=1`, { headers: admin })).json()).entries[0]?.id ?? 0;
    const publish = (estate) => send(hook, 'POST', { event: 'estate-added', estate_id: estate.id });
    /** Milliseconds from the first webhook until the sync log has `count` entries more. */
    const timed = async (batch) => {
      const before = await newest();
      const started = performance.now();
      const queue = [...batch];
      await Promise.all(
        Array.from({ length: Math.min(SENDERS, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await publish(next);
        }),
      );
      while ((await newest()) - before < batch.length) {
        loads.push(loadavg()[0]);
        await sleep(POLL_MS);
      }
      return performance.now() - started;
    };

    const alone = [];
    for (let round = 0; round < ROUNDS; round += 1) alone.push(await timed([estates[LISTINGS + round]]));
    const one = [...alone].sort((a, b) => a - b)[Math.floor(alone.length / 2)];
    const bulk = await timed(estates.slice(0, LISTINGS));
    const pace = { perMinute: 300, burst: SYNC_PACE_BURST };
    const load = `load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
    console.log(`\nbulk publish: ${LISTINGS} SweepBright publications at once, wrangler dev on ${base} (${load})`);
    console.log(`  one publication alone (median of ${ROUNDS})   ${(one / 1000).toFixed(2)} s`);
    console.log(`  ${LISTINGS} at once, until all written          ${(bulk / 1000).toFixed(1)} s (${(bulk / LISTINGS).toFixed(0)} ms a listing)`);
    console.log(`  ratio to one alone                         ${(bulk / one).toFixed(0)}×`);
    console.log(`  the console's promise at the default pace  about ${paceMinutes(LISTINGS, pace)} min`);
    return { one, bulk };
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone
    }
    await crm.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBulkPublish();
