import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { forgetKeptPages } from '../../../../worker/site/middleware/page-cache';
import { BREAKER_OPEN_MS, BREAKER_THRESHOLD, BreakerOpenError, createPlatformClient } from '../../../../worker/site/upstream/client';
import { FAILING_PLATFORM_HOST } from '../../../support/failing-platform';
import { platform } from '../../../../worker/platform/demo/embedded';
import { forgetCaches } from '../../helpers';
import { quietConsole } from '../../../support/quiet-console';
import { UNTIL } from '../../until';

// The site stays up and says so when the platform fails, is slow, or refuses the
// site's token. The platform that fails is the tests' outbound service
// (test/support/failing-platform.ts); what the site cached before came from the real one.

const DOWN: Partial<Env> = { UPSTREAM_URL: `http://${FAILING_PLATFORM_HOST}` };
const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };

async function platformMode(mode: 'fail' | 'refuse' | 'notfound', delayMs = 0): Promise<void> {
  await fetch(`http://${FAILING_PLATFORM_HOST}/__mode`, { method: 'POST', body: JSON.stringify({ mode, delayMs }) });
}

async function platformCalls(): Promise<Record<string, number>> {
  return (await platformLog()).calls;
}

async function platformLog(): Promise<{ calls: Record<string, number>; pending: number }> {
  return (await (await fetch(`http://${FAILING_PLATFORM_HOST}/__calls`)).json()) as { calls: Record<string, number>; pending: number };
}

interface Answer {
  status: number;
  body: string;
  headers: Headers;
  ms: number;
}

/** A request answered by the worker; with `settle`, its background work (cache writes) is awaited too. */
async function request(url: string, vars: Partial<Env> = {}, init: RequestInit = {}, settle = false): Promise<Answer> {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await worker.fetch(new Request(url, init), { ...env, ...vars } as unknown as Env, ctx);
  const body = await response.text();
  const ms = Date.now() - started;
  if (settle) await waitOnExecutionContext(ctx);
  else void waitOnExecutionContext(ctx);
  return { status: response.status, body, headers: response.headers, ms };
}

/** Visits pages while the platform answers, so the site, its menus and those pages are cached. */
async function visitWhileUp(...urls: string[]): Promise<void> {
  for (const url of urls) expect((await request(url, {}, {}, true)).status).toBe(200);
}

let logged: ReturnType<typeof quietConsole>;

beforeEach(async () => {
  // Each test starts from an empty cache, as if the site had just been deployed.
  await forgetCaches();
  await platformMode('fail');
  // The failures below are expected; what must be logged is asserted where it matters.
  logged = quietConsole();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function expectUnavailablePage(answer: Answer, { lang, title }: { lang: string; title: string }): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
  expect(answer.body).toContain(`<html lang="${lang}"`);
  expect(answer.body).toContain(title);
  expect(answer.body).toContain('<meta name="robots" content="noindex');
  // The agency's look: its name and its main menu, from the cache.
  expect(answer.body).toContain('Immo Scheldeland');
  expect(answer.body).toMatch(/<nav[^>]*>[\s\S]*href="\/\w\w\/[a-z-]+"/);
}

describe('a platform that is down (500)', () => {
  it('serves a page it has cached, and answers one it has not with a 503 page in the agency’s look and language, within the budget', async () => {
    await visitWhileUp('http://localhost/nl/', 'http://localhost/fr/');
    const cached = await request('http://localhost/nl/', DOWN);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain('Immo Scheldeland');
    const dutch = await request('http://localhost/nl/contact', DOWN);
    expectUnavailablePage(dutch, { lang: 'nl', title: 'Tijdelijk niet beschikbaar' });
    expectUnavailablePage(await request('http://localhost/fr/contact', DOWN), { lang: 'fr', title: 'Temporairement indisponible' });
    // Crawlers get the same status.
    const crawler = await request('http://localhost/nl/over-ons', DOWN, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(crawler.status).toBe(503);
    expect(crawler.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('says a search it never saw is unavailable, with 503, instead of “0 found”', async () => {
    await visitWhileUp('http://localhost/nl/te-koop');
    const unseen = await request('http://localhost/nl/te-koop?price-max=123456', DOWN);
    expect(unseen.status).toBe(503);
    expect(unseen.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(unseen.body).toContain('Het zoeken is tijdelijk niet beschikbaar');
    expect(unseen.body).not.toMatch(/\d+ panden gevonden/);
    // The page around it still renders: the agency's menu and the page's own title.
    expect(unseen.body).toContain('Immo Scheldeland');
    // The search it did see is still there.
    const seen = await request('http://localhost/nl/te-koop', DOWN);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toContain('Het zoeken is tijdelijk niet beschikbaar');
  });

  it('answers an ajax route it never saw with JSON 503 and Retry-After', async () => {
    await visitWhileUp('http://localhost/nl/');
    const answer = await request('http://localhost/nl/ajax/estates?page=1&section=1&offset=0&price-max=99999', DOWN);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Type')).toContain('application/json');
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(JSON.parse(answer.body)).toHaveProperty('error');
  });

  it('purges while the platform is down, and the purged pages stay up as the stale-if-error answer', async () => {
    await visitWhileUp('http://localhost/nl/contact');
    const purge = (body: unknown) => request('http://localhost/admin/purge', DOWN, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) }, true);
    const byHostname = await purge({ hostname: 'localhost' });
    expect(byHostname.status).toBe(200);
    expect(JSON.parse(byHostname.body)).toMatchObject({ purged: { siteId: 1 } });
    const bySiteId = await purge({ siteId: 1 });
    expect(bySiteId.status).toBe(200);
    expect(JSON.parse(bySiteId.body)).toMatchObject({ purged: { siteId: 1 }, warning: expect.stringContaining('could not be reached') });
    const page = await request('http://localhost/nl/contact', DOWN);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^platform failed, serving a stale answer: .+ \(\S+\)$/));
  });

  it('still serves the site on another of its hostnames nobody visited: the lookup of the one visited stored it', async () => {
    await visitWhileUp('http://localhost/nl/');
    const other = await request('http://www.immo-scheldeland.localhost/nl/', DOWN);
    expect(other.status).toBe(200);
    expect(other.body).toContain('Immo Scheldeland');
    expect((await platformCalls())['/sites/by-hostname/www.immo-scheldeland.localhost']).toBeUndefined();
  });
});

describe('a page whose parts the cache lacks while the platform is down', () => {
  it('renders the estate without its similar estates, and the viewing block falls back to asking for a visit', async () => {
    const row = await env.DB.prepare(
      "SELECT s.estate_id AS id FROM agenda_slots s JOIN estates e ON e.id = s.estate_id WHERE e.site_id = 1 AND s.starts_at > datetime('now') LIMIT 1",
    ).first<{ id: number }>();
    const short = await request(`http://localhost/nl/aanbod/${row!.id}`);
    const url = `http://localhost${short.headers.get('Location')}`;
    const bot = { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } };
    const up = await request(url, {}, bot, true);
    expect(up.body).toContain('class="section container similar-estates"');
    expect(up.body).not.toContain('Er zijn momenteel geen vrije bezoekmomenten');
    // The cache loses the similar-estates search and the agenda (their lifetimes are short).
    for (const { name } of (await env.CACHE.list({ prefix: 'v2:1' })).keys) {
      if (/:(search-summary|agenda):/.test(name)) await env.CACHE.delete(name);
    }
    // Nor is the finished page kept: it would be sent whole.
    forgetGenerations();
    forgetKeptPages();
    const down = await request(url, DOWN, bot);
    expect(down.status).toBe(200);
    expect(down.body).toContain('<h1');
    expect(down.body).not.toContain('similar-estates"');
    expect(down.body).toContain('Er zijn momenteel geen vrije bezoekmomenten');
  });
});

describe('a platform that refuses the site’s token (401)', () => {
  it('is an outage: cached pages stay up, an uncached one gets the 503 page in the agency’s look', async () => {
    await visitWhileUp('http://localhost/nl/');
    await platformMode('refuse');
    expect((await request('http://localhost/nl/', DOWN)).status).toBe(200);
    expectUnavailablePage(await request('http://localhost/nl/contact', DOWN), { lang: 'nl', title: 'Tijdelijk niet beschikbaar' });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^platform token: platform refused the site's token: .* \(401 GET \/\S+\)$/));
  });
});

describe('a slow platform', () => {
  it('answers 20 concurrent visitors of an uncached page at the page budget with one platform call per key that outlasts their patience', async () => {
    await visitWhileUp('http://localhost/nl/');
    // A short budget against a platform eight times slower (still within its own timeout):
    // an answer that came before the platform's shows the visitor did not wait for it.
    const budgetMs = 500;
    const slowMs = 4_000;
    await platformMode('fail', slowMs);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request('http://localhost/nl/contact', { ...DOWN, PAGE_BUDGET_MS: String(budgetMs) })));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(answer.ms).toBeGreaterThanOrEqual(budgetMs);
      expect(answer.ms).toBeLessThan(slowMs);
    }
    // Every call the pages needed went out once; once they have all been answered (slowMs
    // after they started), none went out again.
    await vi.waitFor(async () => expect((await platformLog()).pending).toBe(0), UNTIL);
    const { calls } = await platformLog();
    expect(Object.keys(calls).length).toBeGreaterThan(0);
    expect(calls).toEqual(Object.fromEntries(Object.keys(calls).map((path) => [path, 1])));
  });
});

describe('what waits for the platform past the page budget', () => {
  it('a picture and the sitemap wait for a slow platform that answers; a page does not', async () => {
    const slowMs = 600;
    const slow = {
      fetch: async (request: Request) => {
        await new Promise((resolve) => setTimeout(resolve, slowMs));
        return platform.fetch(request, { DB: env.DB });
      },
    };
    const vars = { PLATFORM: slow, PAGE_BUDGET_MS: '100' } as unknown as Partial<Env>;
    await visitWhileUp('http://localhost/nl/');
    const logo = /src="(\/assets\/media\/[^"]+)"/.exec((await request('http://localhost/nl/', {})).body)?.[1];
    expect(logo).toBeDefined();
    // The cache lost the picture; the platform now takes longer than a page may wait.
    for (const { name } of (await env.CACHE.list({ prefix: 'v2:shared' })).keys) await env.CACHE.delete(name);
    forgetGenerations();
    const picture = await request(`http://localhost${logo!.replace(/&amp;/g, '&')}`, vars);
    expect(picture.status).toBe(200);
    expect(picture.ms).toBeGreaterThanOrEqual(slowMs);
    expect((await request('http://localhost/sitemap.xml', vars)).status).toBe(200);
    expect((await request('http://localhost/sitemap-estates-1.xml', vars)).status).toBe(200);
    expect((await request('http://localhost/nl/contact', vars)).status).toBe(503);
  });
});

describe('the circuit breaker', () => {
  it(`opens after ${BREAKER_THRESHOLD} failures, then answers without calling the platform, reports degraded; closes once a probe gets an answer`, async () => {
    await visitWhileUp('http://localhost/nl/');
    for (let n = 0; n < BREAKER_THRESHOLD; n += 1) expect((await request(`http://localhost/nl/nergens-${n}`, DOWN)).status).toBe(503);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('circuit breaker open'));
    const before = await platformCalls();
    // A page no other test here visits: a late answer of an earlier test may still land in the cache.
    const fast = await request('http://localhost/nl/over-ons', DOWN);
    expect(fast.status).toBe(503);
    expect(await platformCalls()).toEqual(before);
    const health = await request('http://localhost/admin/health', DOWN, { headers: ADMIN });
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ ok: false, status: 'degraded', breaker: { state: 'open' }, cache: { ok: true } });

    // After BREAKER_OPEN_MS one call goes through; the platform answers (a 404 is an answer).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + BREAKER_OPEN_MS + 1);
    await platformMode('notfound');
    expect((await request('http://localhost/nl/nergens-meer', DOWN)).status).toBe(404);
    const healthy = await request('http://localhost/admin/health', DOWN, { headers: ADMIN });
    expect(JSON.parse(healthy.body)).toMatchObject({ ok: true, status: 'ok', breaker: { state: 'closed', failures: 0 } });
    expect(healthy.status).toBe(200);
  });

  it('lets one probe through when half-open while the other calls fail at once; a failed probe opens it again', async () => {
    const client = createPlatformClient({ ...env, ...DOWN } as unknown as Env);
    for (let n = 0; n < BREAKER_THRESHOLD; n += 1) await expect(client.request({ path: `/sites/${n}` })).rejects.toMatchObject({ status: 500 });
    expect(client.breaker().state).toBe('open');
    await expect(client.request({ path: '/sites/1' })).rejects.toBeInstanceOf(BreakerOpenError);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + BREAKER_OPEN_MS + 1);
    expect(client.breaker().state).toBe('half-open');
    await platformMode('fail', 200);
    const probe = client.request({ path: '/sites/probe' });
    await expect(client.request({ path: '/sites/other' })).rejects.toBeInstanceOf(BreakerOpenError);
    await expect(probe).rejects.toMatchObject({ status: 500 });
    expect(await platformCalls()).toEqual({ '/sites/probe': 1 });
    expect(client.breaker().state).toBe('open');
  });
});
