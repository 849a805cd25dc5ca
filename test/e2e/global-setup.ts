import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { ENV, freePort, importTs, localBindings, migrate, pipeLines, seed } from '../../scripts/lib.mjs';
import { scaled } from '../../scripts/speed-factor.mjs';
import type { importEstates } from '../../worker/platform/import';
import type { RawEstate } from '../../shared/contract/raw/estate';
import { type PhotoHost, startPhotoHost } from '../support/photo-host';
import { type FakeCrmServer, startFakeCrmServer } from '../support/fake-crm/server';
import { type FakeCloudflareServer, startFakeCloudflare } from '../support/fake-cloudflare/server';
import { type FakeCaptchaServer, startFakeCaptcha } from '../support/fake-captcha/server';
import { type FakeTranslationServer, startFakeTranslation } from '../support/fake-translation/server';
import { startFront } from '../support/front';
import type { LoopbackServer } from '../support/loopback-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
    /** The agency's image host (test/support/photo-host.ts), in IMAGE_ORIGINS. */
    photoOrigin: string;
    /** An estate of the first site whose photos are on that host. */
    photoEstateId: number;
    /** The fake CRMs' loopback server (test/support/fake-crm/server.ts): SweepBright under /sweepbright, Whise under /whise. */
    crmOrigin: string;
    /** The admin API's token of the site under test. */
    adminToken: string;
    /** The fake Cloudflare API's loopback server (test/support/fake-cloudflare/server.ts): its control endpoints under /__fake. */
    cloudflareOrigin: string;
    /** The local captcha service (test/support/fake-captcha/): its control endpoints under /__fake. */
    captchaOrigin: string;
  }
}

/** The run's local state; E2E_STATE_DIR gives a run beside another in the same checkout a directory of its own. */
const PERSIST_TO = process.env.E2E_STATE_DIR ?? '.tmp/e2e-state';
/**
 * wrangler dev's own log of this run (every message at debug level, the runtime's network
 * events among them: about 18 MB a run), written here and replaced each run instead of piling
 * up under ~/.config/.wrangler/logs; where to look when a page failed without a line in the output.
 */
const WRANGLER_LOG = process.env.E2E_STATE_DIR ? `${process.env.E2E_STATE_DIR}.wrangler.log` : '.tmp/e2e-wrangler.log';
let server: ChildProcess | undefined;
let photoHost: PhotoHost | undefined;
let crm: FakeCrmServer | undefined;
let cloudflare: FakeCloudflareServer | undefined;
let captcha: FakeCaptchaServer | undefined;
let translation: FakeTranslationServer | undefined;
let front: LoopbackServer | undefined;

/** What the tests are given (ProvidedContext). */
type Provided = {
  [K in 'baseURL' | 'port' | 'photoOrigin' | 'photoEstateId' | 'crmOrigin' | 'adminToken' | 'cloudflareOrigin' | 'captchaOrigin']: ProvidedContext[K];
};
/**
 * The one server of both e2e projects (vitest.config.ts: `e2e`, then `e2e-shared`): vitest
 * calls each project's global set-up, possibly on its own copy of this module, in the one main
 * process; the first call starts everything, the others wait for it, and the last teardown stops it.
 */
const shared = globalThis as { e2eServer?: Promise<Provided>; e2eUsers?: number; e2eStop?: () => Promise<void> };
const ADMIN_TOKEN = 'e2e-admin-token';
/** The connections' secrets' key of this run (32 bytes of 0x02): e2e only. */
const CONNECTION_SECRET_KEY = 'AgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgI=';
const PHOTO_ESTATE_ID = 990_001;

/**
 * Imports an estate whose photos are absolute addresses on the photo host, through the same
 * import as `npm run import` (a copy of a demo house for sale with its own id and pictures).
 */
async function importPhotoEstate(origin: string): Promise<void> {
  const { importEstates: importFile } = await importTs<{ importEstates: typeof importEstates }>('worker/platform/import/index.ts');
  const proxy = await localBindings(PERSIST_TO);
  try {
    const db = proxy.env.DB as Parameters<typeof importEstates>[0];
    const row = await db
      .prepare(
        'SELECT document FROM estates WHERE site_id = 1 AND parent_id IS NULL AND is_project = 0 ' +
          "AND document ->> '$.general.status' = 'FOR_SALE' ORDER BY id LIMIT 1",
      )
      .first<{ document: string }>();
    const estate = JSON.parse(row!.document) as RawEstate;
    Object.assign(estate.general, { id: PHOTO_ESTATE_ID, reference: `CRM-${PHOTO_ESTATE_ID}` });
    // A floor plan that is a picture (its tab's zoom): the demo house's own first drawing.
    const plan = {
      type: 'FLOOR_PLAN',
      link: estate.pictures[0]!.file,
      comment: { nl: 'Gelijkvloers', fr: 'Rez-de-chaussée', en: 'Ground floor', de: 'Erdgeschoss' },
    };
    Object.assign(estate, {
      children: [],
      collections: [],
      files: [plan, ...estate.files.filter((file) => file.type !== 'FLOOR_PLAN')],
      pictures: [
        { file: `${origin}/photos/front.png`, thumbnail: `${origin}/photos/front-small.png`, index: 0 },
        { file: `${origin}/photos/garden.png`, thumbnail: null, index: 1 },
      ],
    });
    const result = await importFile(db, { siteId: 1, estates: [estate] });
    if (!result.ok) throw new Error(`importing the photo estate failed: ${JSON.stringify(result.problems)}`);
  } finally {
    await proxy.dispose();
  }
}

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

/**
 * The port of the runtime that runs the workers, read from wrangler dev's log. wrangler dev
 * answers on its own port through a proxy worker in a second runtime, which forwards every
 * request to this one over a kept-alive connection; both ends close an idle connection after
 * 5 s, so a request sent on one as it closes is lost, and wrangler 4.86 answers a lost POST with
 * its 503 "Your worker restarted mid-request" (a GET waits for the next request to be retried).
 * The tests reach the runtime through `startFront` instead: the same workers, bindings and
 * assets, a connection per request (decision 048).
 */
async function runtimePort(timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const log = await readFile(WRANGLER_LOG, 'utf8').catch(() => '');
    const ports = [...log.matchAll(/"type":"reloadComplete","proxyData":\{"userWorkerUrl":\{"protocol":"http:","hostname":"127\.0\.0\.1","port":"(\d+)"\}/g)];
    // The last one: a reload (a changed file) starts the runtime on a new port.
    if (ports.length > 0) return Number(ports.at(-1)![1]);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no runtime address in ${WRANGLER_LOG} within ${timeoutMs} ms`);
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
  for (const path of [
    '/nl/',
    '/fr/',
    '/nl/te-koop',
    '/nl/te-huur',
    '/nl/nieuwbouwprojecten',
    '/nl/verkocht',
    '/nl/over-ons',
    '/en/contact',
    '/nl/favorieten',
    '/nl/privacy-verklaring',
  ]) {
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
  shared.e2eUsers = (shared.e2eUsers ?? 0) + 1;
  const provided = await (shared.e2eServer ??= start());
  for (const [key, value] of Object.entries(provided)) project.provide(key as keyof Provided, value);
}

async function start(): Promise<Provided> {
  shared.e2eStop = stop;
  await rm(PERSIST_TO, { recursive: true, force: true });
  await rm(WRANGLER_LOG, { force: true });
  await migrate(PERSIST_TO, { quiet: true });
  await seed(PERSIST_TO);
  photoHost = await startPhotoHost();
  await importPhotoEstate(photoHost.origin);
  crm = await startFakeCrmServer();
  cloudflare = await startFakeCloudflare();
  captcha = await startFakeCaptcha();
  translation = await startFakeTranslation();
  const proxyPort = await freePort();
  // The tests' own port (startFront below), chosen now: the mails' links to the demo sites lead there (LOCAL_SITES_PORT).
  const frontPort = await freePort();
  server = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--port',
      String(proxyPort),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      PERSIST_TO,
      '--var',
      `IMAGE_ORIGINS:${photoHost.origin}`,
      // The page budget (1.5 s, PAGE_BUDGET_MS) is tested against a slow platform in the worker
      // tests; here a cold page on a busy 2-core machine must not turn into the 503 page.
      '--var',
      `PAGE_BUDGET_MS:${scaled(15_000)}`,
      // The CRM connections: SweepBright is the fake CRM's loopback server.
      '--var',
      `SWEEPBRIGHT_API_URL:${crm.sweepBrightApiUrl}`,
      // Whise likewise (its import on connect; viewing hours: a booking's calendar event).
      '--var',
      `WHISE_API_URL:${crm.whiseApiUrl}`,
      '--var',
      `ADMIN_TOKEN:${ADMIN_TOKEN}`,
      '--var',
      `CONNECTION_SECRET_KEY:${CONNECTION_SECRET_KEY}`,
      '--var',
      'SYNC_RETRY_BASE_SECONDS:1',
      '--var',
      `LOCAL_SITES_PORT:${frontPort}`,
      // Agencies' own domains: Cloudflare's API is the fake's loopback server.
      '--var',
      `CLOUDFLARE_API_BASE:${cloudflare.apiBase}`,
      '--var',
      'CLOUDFLARE_API_TOKEN:e2e-cloudflare-token',
      // The captcha: the local captcha service's script and siteverify. The deploy's
      // provider stays none (every other file posts without a token); a test gives a site its own
      // keys (captcha.test.ts).
      '--var',
      `CAPTCHA_SCRIPT_URL:${captcha.vars.CAPTCHA_SCRIPT_URL}`,
      '--var',
      `CAPTCHA_VERIFY_URL:${captcha.vars.CAPTCHA_VERIFY_URL}`,
      // The siteverify call's limit (5 s in production) is a unit test's to prove; here the
      // local service answers on a busy machine too.
      '--var',
      `CAPTCHA_TIMEOUT_MS:${scaled(60_000)}`,
      // Listings' missing languages (docs/translations.md): the local Workers AI translates what a listing's agency did not
      // write when it is written, its queue retried a second later. The demo's listings are seeded, never written through the
      // queue, so nothing of theirs is translated; a file's own listing is (test/e2e/platform/translations/translated-listing.test.ts).
      '--var',
      `WORKERS_AI_URL:${translation.vars.WORKERS_AI_URL}`,
      '--var',
      `WORKERS_AI_ACCOUNT_ID:${translation.vars.WORKERS_AI_ACCOUNT_ID}`,
      '--var',
      `WORKERS_AI_TOKEN:${translation.vars.WORKERS_AI_TOKEN}`,
      '--var',
      `TRANSLATION_PROVIDER:${translation.vars.TRANSLATION_PROVIDER}`,
      '--var',
      'TRANSLATION_RETRY_BASE_SECONDS:1',
      // Every console file on this one server signs the same demo people in, all from 127.0.0.1
      // (the limits themselves are the worker tests' to prove: console-sign-in.test.ts).
      '--var',
      'CONSOLE_SIGN_IN_LINKS_PER_ADDRESS:100',
      '--var',
      'CONSOLE_SIGN_IN_LINKS_PER_IP:1000',
      // GET /__scheduled runs the Cron Trigger once (followed-alerts.test.ts: the alerts' job).
      '--test-scheduled',
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    // React's production build, as npm start and a deploy serve it (vitest's NODE_ENV=test
    // would give the worker React's development build, two to three times the CPU per page).
    { env: { ...ENV, CI: 'true', NODE_ENV: 'production', WRANGLER_LOG_PATH: WRANGLER_LOG }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  pipeLines(server);
  await waitUntilUp(`http://localhost:${proxyPort}/nl/`, scaled(90_000));
  const started = await startFront(await runtimePort(scaled(30_000)), frontPort);
  front = started;
  const port = started.port;
  const baseURL = `http://localhost:${port}`;
  await waitUntilUp(`${baseURL}/nl/`, scaled(30_000));
  await warmUp(port);
  return {
    baseURL,
    port,
    photoOrigin: photoHost.origin,
    photoEstateId: PHOTO_ESTATE_ID,
    crmOrigin: crm.origin,
    adminToken: ADMIN_TOKEN,
    cloudflareOrigin: cloudflare.origin,
    captchaOrigin: captcha.origin,
  };
}

export async function teardown(): Promise<void> {
  shared.e2eUsers = (shared.e2eUsers ?? 1) - 1;
  if (shared.e2eUsers > 0) return;
  await shared.e2eStop?.();
}

async function stop(): Promise<void> {
  await front?.close();
  await photoHost?.close();
  await crm?.close();
  await cloudflare?.close();
  await captcha?.close();
  await translation?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
