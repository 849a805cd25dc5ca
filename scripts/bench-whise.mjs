// The Whise connector's figures. Not part of npm test:
//   node scripts/bench-whise.mjs
// The standalone platform (worker/platform/worker.ts) runs in workerd through miniflare with a
// fresh local D1 of its own; the fake Whise (test/support/fake-crm/) listens on the loopback
// interface and WHISE_API_URL points there. Each figure is one Cron Trigger run (the
// platform's scheduled handler, as Cloudflare calls it every 5 minutes):
//   1. a delta pull of 500 changed estates over 5 pages (UpdateDateTimeRange from the last run);
//   2. the daily delete diff of 10,000 ids (ids and purpose status only, 500 a page) against an
//      external-id map of 10,100 listings, 100 of which Whise no longer lists.
// Memory: the growth of workerd's peak resident set during the run (Linux /proc; the peak is
// reset just before), which includes D1's own work in the same process.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { benchPlatform, importTs } from './lib.mjs';

const PERSIST_TO = '.tmp/bench-whise-state';
const SITE_ID = 1;
const KEY = Buffer.alloc(32, 7).toString('base64');
const USERNAME = 'bench-integrator';
const PASSWORD = 'bench-password';

/** AES-GCM as worker/platform/connections/secrets.ts stores a connection's secret. */
async function encrypt(plain) {
  const key = await crypto.subtle.importKey('raw', Buffer.from(KEY, 'base64'), 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
  return `v1:${Buffer.from(iv).toString('base64')}.${Buffer.from(sealed).toString('base64')}`;
}

async function control(url, body) {
  const response = await fetch(url, { method: 'PUT', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** The workerd processes miniflare started (children of this process). */
function workerdPids() {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes('workerd'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}
const status = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** One scheduled run, timed until `kind`'s log entry: its wall time, workerd's peak memory growth and that entry. */
async function cronRun(mf, db, kind, waitFor = kind) {
  const pids = workerdPids();
  const before = pids.map((pid) => status(pid, 'VmRSS'));
  for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const { n: logged } = await db.prepare('SELECT count(*) AS n FROM sync_log WHERE kind = ?1').bind(waitFor).first();
  const started = performance.now();
  const worker = await mf.getWorker();
  await worker.scheduled({ scheduledTime: new Date(), cron: '*/5 * * * *' });
  // waitUntil work may outlive the handler's answer: wait for the run's log entry.
  for (;;) {
    const { n } = await db.prepare('SELECT count(*) AS n FROM sync_log WHERE kind = ?1').bind(waitFor).first();
    if (n > logged) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const peakGrowthKb = Math.max(0, ...pids.map((pid, index) => status(pid, 'VmHWM') - before[index]));
  const entry = await db.prepare('SELECT * FROM sync_log WHERE kind = ?1 ORDER BY id DESC LIMIT 1').bind(kind).first();
  return { ms, peakGrowthKb, entry };
}

export async function benchWhise() {
  const { startFakeCrmServer } = await importTs('test/support/fake-crm/server.ts');
  const { brusselsWallTime } = await importTs('worker/platform/crm/whise/requests.ts');
  const { whiseEstates } = await importTs('test/support/fake-crm/fixtures/index.ts');
  const crm = await startFakeCrmServer(0);
  const account = `${crm.whiseApiUrl.replace(/\/$/, '')}/__fake/${USERNAME}`;
  await control(account, { password: PASSWORD });

  const mf = await benchPlatform(PERSIST_TO, {
    name: 'bench-whise',
    bindings: { PLATFORM_TOKEN: 'bench', CONNECTION_SECRET_KEY: KEY, WHISE_API_URL: crm.whiseApiUrl },
  });
  try {
    const db = await mf.getD1Database('DB');
    await db.prepare("INSERT INTO sites (id, name, document) VALUES (?1, 'Bench agency', '{}')").bind(SITE_ID).run();
    const settings = JSON.stringify({ username: USERNAME, clientId: 20001 });
    const { id: connectionId } = await db
      .prepare("INSERT INTO connections (site_id, kind, settings, secret, created_at) VALUES (?1, 'whise', ?2, ?3, ?4) RETURNING id")
      .bind(SITE_ID, settings, await encrypt(PASSWORD), new Date().toISOString())
      .first();

    // 1. The agency's 500 estates pulled once (the first run: 5 pages, then the first delete diff).
    const estates = whiseEstates(500, { firstId: 7_000_000, updateDateTime: '2026-01-05T10:00:00' }).map((estate) => ({
      ...estate,
      zip: '9000',
      city: 'Gent',
    }));
    await control(`${account}/estates`, estates);
    const first = await cronRun(mf, db, 'whise', 'whise-deletions');
    // Every one of them changes its price; the next cron run asks what changed since the first.
    const now = brusselsWallTime(new Date(Date.now() + 60_000));
    await control(
      `${account}/estates`,
      estates.map((estate, index) => ({ ...estate, price: 300_000 + index, updateDateTime: now })),
    );
    const delta = await cronRun(mf, db, 'whise');

    // 2. The delete diff: 10,000 estates online at Whise, 10,100 listings in the site's map.
    const online = Array.from({ length: 10_000 }, (_, index) => ({
      id: 8_000_000 + index,
      status: { id: 1 },
      displayStatusId: 2,
      purposeStatus: { id: 1 },
      updateDateTime: '2026-01-05T10:00:00',
    }));
    await control(`${account}/estates`, online);
    await db.prepare("DELETE FROM external_ids WHERE site_id = ?1 AND source = 'whise'").bind(SITE_ID).run();
    const ids = [...online.map((estate) => estate.id), ...Array.from({ length: 100 }, (_, index) => 9_000_000 + index)];
    for (let start = 0; start < ids.length; start += 1000) {
      const chunk = ids.slice(start, start + 1000).map((id, index) => [String(id), 50_000 + start + index]);
      await db
        .prepare(
          "INSERT INTO external_ids (site_id, source, external_id, estate_id, updated_at) SELECT ?1, 'whise', k.value ->> '$[0]', k.value ->> '$[1]', ?3 " +
            'FROM json_each(?2) AS k',
        )
        .bind(SITE_ID, JSON.stringify(chunk), new Date().toISOString())
        .run();
    }
    const cursor = JSON.stringify({ since: new Date().toISOString(), diffAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    await db.prepare('UPDATE connections SET cursor = ?2 WHERE id = ?1').bind(connectionId, cursor).run();
    const diff = await cronRun(mf, db, 'whise-deletions');
    const { n: left } = await db.prepare("SELECT count(*) AS n FROM external_ids WHERE site_id = ?1 AND source = 'whise'").bind(SITE_ID).first();

    const s = (run) => `${(run.ms / 1000).toFixed(2)} s`;
    console.log(
      `\nwhise: one Cron Trigger run each (platform in miniflare, local D1, fake Whise on the loopback; load average ${os.loadavg()[0].toFixed(1)} on ` +
        `${os.cpus().length} cores)`,
    );
    console.log(`  first pull, 500 estates, 5 pages + first diff   ${s(first)}   created ${first.entry.created}, refused ${first.entry.refused}`);
    console.log(
      `  delta pull, 500 changed estates over 5 pages    ${s(delta)}   updated ${delta.entry.updated}, unchanged ${delta.entry.unchanged}, error ` +
        `${delta.entry.error}`,
    );
    console.log(`  delete diff, 10,000 ids vs 10,100 listings     ${s(diff)}   deleted ${diff.entry.deleted} (${left} left), error ${diff.entry.error}`);
    console.log(
      `  workerd peak memory growth: delta ${(delta.peakGrowthKb / 1024).toFixed(1)} MB, diff ${(diff.peakGrowthKb / 1024).toFixed(1)} MB (the diff's id ` +
        `array: 10,000 × 8 B = 78 KB)`,
    );
  } finally {
    await mf.dispose();
    await crm.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWhise();
