// Outage figures for npm run bench (docs/benchmarks.md, "When the platform fails"): how long
// uncached answers take while the platform hangs. The site as a deploy runs it (wrangler.production.toml: minified, React's
// production build, no embedded platform) reaches the standalone platform
// (wrangler.platform.toml) over UPSTREAM_URL through a fault-injecting proxy of this script:
// `pass` relays every call, `hang` takes calls and never answers. The pages and the menus are
// visited while the platform answers; then, with the proxy hung, 50 concurrent requests the
// cache cannot answer (listings with a filter nobody asked, estates nobody opened) and 50
// concurrent no-JS contact posts, each reported as p50/p99/max (figures, not a timed test),
// with the machine's load average beside them (other work on the machine slows every figure),
// and a verdict: every new page within 2 s at load ≥ 15 (BENCH_OUTAGE_HOGS=n makes the load).
// Then a slow platform (every call SLOW_MS late) after a purge, and portal mails to the
// platform's email handler through wrangler dev's local entry.
//
// Run on its own (builds, prepares its own state): node scripts/bench-outage.mjs
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { freshState } from './bench-common.mjs';
import { freePort, run, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';
import { LOADED, load1, outageVerdict, startHogs } from './bench-contention.mjs';

const CONCURRENCY = Number(process.env.BENCH_OUTAGE_CONCURRENCY ?? 50);
/** Rounds with the breaker closed (every call waits on the hung platform); each starts from a platform that answered again. */
const ROUNDS = Number(process.env.BENCH_OUTAGE_ROUNDS ?? 2);
/**
 * Busy processes started beside the run (BENCH_OUTAGE_HOGS=1): the machine as other work shares
 * it, the same for a run before and after a change. Default none.
 */
const HOGS = Number(process.env.BENCH_OUTAGE_HOGS ?? 0);
/** Milliseconds the proxy holds each call in `slow` mode before relaying it (a platform that answers, late). */
const SLOW_MS = Number(process.env.BENCH_OUTAGE_SLOW_MS ?? 3_000);
/** Visitors in the slow platform's rounds (after a purge: first pages; no-JS contact posts). */
const SLOW_VISITORS = Number(process.env.BENCH_OUTAGE_SLOW_VISITORS ?? 10);
const ADMIN_TOKEN = 'bench-admin-token';
/** Portal enquiry mails sent at once to the platform's email handler, per round (3 rounds; 0 leaves them out). */
const MAILS = Number(process.env.BENCH_OUTAGE_MAILS ?? 50);
/** The inbound address token the run gives demo site 1 (portal_inboxes), and its domain (wrangler.platform.toml). */
const INBOX_TOKEN = 'benchoutageinbox';
const INBOUND_DOMAIN = 'portal.agency-sites.localhost';
const TOKEN = 'bench-platform-token';
const SITE_CONFIG = '.tmp/bench-outage-site.toml';

/**
 * wrangler.production.toml without its PLATFORM service (so UPSTREAM_URL is the way to the
 * platform) and without its build step (this run built), its paths made relative to .tmp/.
 */
async function writeSiteConfig() {
  const production = await readFile('wrangler.production.toml', 'utf8');
  const config = production
    .replace(/\[build\]\ncommand = "[^"]*"\n/, '')
    .replace(/\[\[services\]\]\nbinding = "PLATFORM"\nservice = "[^"]*"\n/, '')
    .replace(/^main = "/m, 'main = "../')
    .replace(/= "\.\//g, '= "../')
    .replace(/^directory = "/m, 'directory = "../');
  if (config.includes('binding = "PLATFORM"')) throw new Error('wrangler.production.toml changed: its PLATFORM service is not where bench-outage.mjs looks');
  await mkdir('.tmp', { recursive: true });
  await writeFile(SITE_CONFIG, config);
}

/**
 * The fault-injecting proxy in front of the platform: `pass` relays, `hang` never answers (until
 * set to pass again, which drops the hung calls), `slow` relays each call SLOW_MS after it came.
 */
async function faultProxy(targetPort) {
  let mode = 'pass';
  const hung = new Set();
  const server = createServer((req, res) => {
    if (mode === 'hang') {
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    if (mode === 'slow') {
      const body = [];
      req.on('data', (chunk) => body.push(chunk));
      req.on('end', () => setTimeout(() => relayTo(req, res, Buffer.concat(body)), SLOW_MS));
      return;
    }
    relayTo(req, res, req);
  });
  const relayTo = (req, res, body) => {
    const relay = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${targetPort}` } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    relay.on('error', () => res.destroy());
    if (Buffer.isBuffer(body)) relay.end(body);
    else body.pipe(relay);
  };
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set(next) {
      mode = next;
      if (next === 'pass') for (const res of hung) res.destroy();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** Sends all requests at once; reports p50/p99/max of the time to the whole answer, and the statuses. */
async function burst(name, requests) {
  const load = loadavg()[0];
  const timed = await Promise.all(
    requests.map(async ({ url, init }) => {
      const started = performance.now();
      try {
        const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
        const text = await response.text();
        // A redirect's status with where it leads (a form's outcome: sent, or kept to send later);
        // a failure in plain text with its first words (wrangler dev's own answers are plain text).
        const location = response.headers.get('Location');
        const plain = response.status >= 400 && response.headers.get('Content-Type')?.startsWith('text/plain');
        const status = location ? `${response.status}→${location}` : plain ? `${response.status} "${text.slice(0, 40)}"` : response.status;
        return { ms: performance.now() - started, status };
      } catch (error) {
        return { ms: performance.now() - started, status: error.name };
      }
    }),
  );
  const sorted = timed.map((entry) => entry.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of timed) statuses[status] = (statuses[status] ?? 0) + 1;
  const row = { name, n: timed.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1), statuses, load };
  console.log(
    `  ${name.padEnd(40)} n ${String(row.n).padStart(3)}   p50 ${row.p50.toFixed(0).padStart(5)} ms   p99 ${row.p99.toFixed(0).padStart(5)} ms   max ` +
      `${row.max.toFixed(0).padStart(5)} ms   ${Object.entries(statuses)
        .map(([s, n]) => `${n}×${s}`)
        .join(' ')}   load ${load.toFixed(2)}`,
  );
  return row;
}

/**
 * A platform that answers every call, SLOW_MS late: the first visitors after a purge (each on a
 * page of its own: home, listing, the estate visited) and no-JS contact posts, SLOW_VISITORS at once.
 */
async function slowPlatform({ base, proxy, visited, posts }) {
  console.log(`\nslow platform: every call answered ${SLOW_MS} ms late, ${SLOW_VISITORS} visitors at once`);
  const purge = async () => {
    const purged = await fetch(`${base}/admin/purge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteId: 1 }),
    });
    if (!purged.ok) throw new Error(`POST /admin/purge answered ${purged.status}`);
    await purged.arrayBuffer();
  };
  const slowly = async (name, requests) => {
    proxy.set('slow');
    const row = await burst(name, requests);
    proxy.set('pass');
    return row;
  };
  const rows = [];
  for (const path of ['/nl/', '/nl/te-koop', visited, '/nl/contact']) {
    await purge();
    rows.push(
      await slowly(
        `first pages after a purge: ${path}`,
        Array.from({ length: SLOW_VISITORS }, () => ({ url: base + path })),
      ),
    );
  }
  rows.push(await slowly('no-JS contact posts, slow platform', posts().slice(0, SLOW_VISITORS)));
  await purge();
  rows.push(await slowly('no-JS contact posts after a purge', posts().slice(0, SLOW_VISITORS)));
  return rows;
}

/** Until the 1-minute load average is at least `level`, or `ms` have passed. */
async function loadReached(level, ms) {
  const until = Date.now() + ms;
  while (load1() < level && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2_000));
}

/**
 * Portal enquiry mails (an Immoweb notification as docs/portal-enquiries.md reads it) to the
 * platform's email handler through wrangler dev's local entry (`/cdn-cgi/local/email`), MAILS at
 * once, three rounds: each answer's status, with the start of its text when it is not 200.
 */
async function portalMails(platform) {
  console.log(`\nportal mails: ${MAILS} at once to the platform's email handler (wrangler dev's /cdn-cgi/local/email)`);
  const to = `${INBOX_TOKEN}@${INBOUND_DOMAIN}`;
  const rows = [];
  for (let round = 1; round <= 3; round += 1) {
    const mails = Array.from({ length: MAILS }, () => {
      unique += 1;
      const raw = [
        'From: Immoweb <noreply@immoweb.be>',
        `To: ${to}`,
        `Reply-To: bench${unique}@example.be`,
        `Subject: Nieuwe aanvraag voor uw zoekertje 10987654 - Uw referentie: BENCH-${unique}`,
        `Message-ID: <bench-${unique}-${Date.now()}@immoweb.test>`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Beste adverteerder,',
        '',
        `Naam: Bench Visitor ${unique}`,
        `E-mail: bench${unique}@example.be`,
        'Bericht: Is het nog vrij?',
        'Immoweb-code: 10987654',
        `Uw referentie: BENCH-${unique}`,
        '',
      ].join('\r\n');
      return { url: `${platform}/cdn-cgi/local/email?from=noreply@immoweb.be&to=${encodeURIComponent(to)}`, init: { method: 'POST', body: raw } };
    });
    rows.push(await burst(`portal mails (round ${round})`, mails));
  }
  return rows;
}

let unique = 0;
/** A listing nobody asked for: a price bound of its own, so its search is a miss. */
const freshListing = (base) => `${base}/nl/te-koop?price-max=${5_000_000 + (unique += 1)}`;

/** Until an uncached page answers 200: the proxy passes again and the breaker's probe closed it. */
async function platformBack(base) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const response = await fetch(freshListing(base));
    await response.arrayBuffer();
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site did not answer 200 within 60 s of the platform answering again');
}

/** Runs the outage section on the state in `persistTo` (migrated and seeded). */
export async function benchOutage({ persistTo }) {
  if (!(CONCURRENCY > 0)) return null;
  await writeSiteConfig();
  const platformPort = await freePort();
  if (MAILS > 0) {
    await run('npx', [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      persistTo,
      '--config',
      'wrangler.platform.toml',
      '--command',
      `INSERT OR REPLACE INTO portal_inboxes (site_id, token, updated_at) VALUES (1, '${INBOX_TOKEN}', '2026-11-27T00:00:00Z')`,
    ]);
  }
  const platform = wranglerDev([
    '--config',
    'wrangler.platform.toml',
    '--port',
    String(platformPort),
    '--persist-to',
    persistTo,
    '--var',
    `PLATFORM_TOKEN:${TOKEN}`,
  ]);
  let site = null;
  let proxy = null;
  let stopHogs = () => {};
  try {
    await waitUntilUp(`http://127.0.0.1:${platformPort}/sites/1`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    proxy = await faultProxy(platformPort);
    const port = await freePort();
    site = wranglerDev([
      '--config',
      SITE_CONFIG,
      '--port',
      String(port),
      '--persist-to',
      persistTo,
      '--var',
      `PLATFORM_TOKEN:${TOKEN}`,
      '--var',
      `UPSTREAM_URL:${proxy.url}`,
      '--var',
      'CAPTCHA_PROVIDER:none',
      '--var',
      `ADMIN_TOKEN:${ADMIN_TOKEN}`,
    ]);
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/nl/`);
    // While the platform answers: the site, its menus, the listing, one estate and the contact page are cached.
    const estates = new Set();
    for (const path of ['/nl/', '/nl/te-koop', '/nl/te-koop?page=2', '/nl/te-koop?page=3', '/nl/contact']) {
      const response = await fetch(base + path);
      const html = await response.text();
      if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
      for (const [, href] of html.matchAll(/href="(\/nl\/aanbod\/\d+\/[^"?#]+)"/g)) estates.add(href);
    }
    const [visited, ...unvisited] = [...estates];
    if (!visited) throw new Error(`no estate link on ${base}/nl/te-koop`);
    await (await fetch(base + visited)).arrayBuffer();
    const contact = await (await fetch(`${base}/nl/contact`)).text();
    const formId = /name="form" value="(contact-form-\d+)"/.exec(contact)?.[1] ?? 'contact-form';
    const pages = () =>
      Array.from({ length: CONCURRENCY }, (_, i) => ({ url: i % 2 === 1 && unvisited.length > 0 ? base + unvisited.pop() : freshListing(base) }));
    const posts = () =>
      Array.from({ length: CONCURRENCY }, () => {
        unique += 1;
        const body = new URLSearchParams({
          form: formId,
          firstName: 'Bench',
          lastName: `Visitor ${unique}`,
          email: `bench${unique}@example.be`,
          message: 'A question during an outage',
          privacy: 'on',
        });
        // A client address each: the contact limit counts per address.
        return {
          url: `${base}/nl/contact`,
          init: {
            method: 'POST',
            body,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': `10.0.${Math.floor(unique / 250) % 250}.${unique % 250}` },
          },
        };
      });

    stopHogs = startHogs(HOGS);
    // The load average follows the busy processes over a minute or more: the bursts start once it shows them.
    if (HOGS > 0) await loadReached(LOADED, 180_000);
    console.log(
      `\noutage: ${CONCURRENCY} concurrent uncached requests against a hung platform (UPSTREAM_URL through a proxy that never answers), wrangler ` +
        `production config (wrangler dev, NODE_ENV=production) on ${base}`,
    );
    console.log(
      `  machine load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (the column "load" is the 1-minute one at each burst's start)${HOGS ? `; ${HOGS} busy process(es) of this run beside it` : ''}`,
    );
    const rows = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      proxy.set('hang');
      rows.push(await burst(`pages, breaker closed (round ${round})`, pages()));
      // The hung calls time out (UPSTREAM_TIMEOUT_MS) and open the breaker: calls fail fast.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      rows.push(await burst(`pages, breaker open (round ${round})`, pages()));
      proxy.set('pass');
      await platformBack(base);
      proxy.set('hang');
      rows.push(await burst(`no-JS contact posts, breaker closed (round ${round})`, posts()));
      proxy.set('pass');
      await platformBack(base);
    }
    console.log(`  ${outageVerdict(rows)}`);
    if (SLOW_VISITORS > 0) rows.push(...(await slowPlatform({ base, proxy, visited, posts })));
    if (MAILS > 0) rows.push(...(await portalMails(`http://127.0.0.1:${platformPort}`)));
    return rows;
  } finally {
    stopHogs();
    if (site) stopProcessGroup(site);
    stopProcessGroup(platform);
    await proxy?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = '.tmp/bench-outage-state';
  await freshState(persistTo);
  await benchOutage({ persistTo });
  process.exit(0);
}
