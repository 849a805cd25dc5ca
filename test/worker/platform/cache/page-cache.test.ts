import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostnameGenerationKey } from '../../../../shared/contract/cache-generations';
import { retireSite } from '../../../../worker/platform/cache/retire';
import { PAGE_CACHE_HEADER, STALE_PAGE_MS, forgetKeptPages } from '../../../../worker/site/middleware/page-cache';
import { forgetGenerations, TTL } from '../../../../worker/site/upstream/cache';
import { get, html } from '../../helpers';

// Finished pages kept (worker/site/middleware/page-cache.ts): a warm page is sent as it was
// rendered, with the new request's CSP nonce; a purge or a publish shows at once; a page never
// outlives the freshness of what it shows, and private or degraded pages are never kept.

const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };

/** The nonce the answer's Content-Security-Policy allows. */
function cspNonce(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
}

/** Every nonce attribute in a page. */
function nonces(body: string): string[] {
  return [...body.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]!);
}

async function purgeSite(): Promise<void> {
  const answer = await get('http://localhost/admin/purge', { method: 'POST', headers: ADMIN, body: JSON.stringify({ siteId: 1 }) });
  expect(answer.status).toBe(200);
}

/** Waits until a page is answered from its kept copy (it is kept in the background once sent). */
async function untilKept(url: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const page = await html(url, init);
    if (page.response.headers.get(PAGE_CACHE_HEADER) === 'hit') return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never sent from its kept copy`);
}

/** A page rendered once, then asked until it is sent from its kept copy; answers that copy. */
async function warm(url: string): Promise<{ response: Response; body: string }> {
  await html(url);
  return untilKept(url);
}

/** The page is rendered again, not sent as kept, and shows `text`. */
async function expectRenderedAgain(url: string, text: string): Promise<void> {
  const page = await html(url);
  expect(page.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  expect(page.body).toContain(text);
}

/** Moves the clock (Date only) past the freshness of a search's answer (`vi.useRealTimers()` brings it back). */
function pastSearchFreshness(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (TTL.search + 1) * 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a warm page (near-static speed)', () => {
  it('is sent as kept, the same text with this request’s nonce in every script and style', async () => {
    const url = 'http://localhost/nl/over-ons';
    const first = await html(url);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    const kept = await untilKept(url);
    const nonce = cspNonce(kept.response);
    expect(nonce).not.toBe('');
    expect(nonce).not.toBe(cspNonce(first.response));
    expect(new Set(nonces(kept.body))).toEqual(new Set([nonce]));
    expect(kept.body).not.toContain(cspNonce(first.response));
    expect(kept.body.replaceAll(nonce, 'N')).toBe(first.body.replaceAll(cspNonce(first.response), 'N'));
    expect(kept.response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
  });

  it('keeps the home page, a listing and an estate detail in every language they are asked in', async () => {
    const listing = (await html('http://localhost/nl/te-koop')).body;
    const detail = /href="(\/nl\/aanbod\/\d+\/[^"]+)"/.exec(listing)?.[1];
    expect(detail).toBeDefined();
    for (const path of ['/nl/', '/fr/', '/nl/te-koop', '/fr/a-vendre', detail!]) {
      await html(`http://localhost${path}`);
      expect((await untilKept(`http://localhost${path}`)).response.status).toBe(200);
    }
  });

  it('keeps the crawler’s finished document apart from the visitor’s stream', async () => {
    const url = 'http://localhost/nl/contact';
    const bot = { headers: { 'User-Agent': 'Googlebot/2.1' } };
    await warm(url);
    const crawler = await html(url, bot);
    expect(crawler.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    const keptForCrawler = await untilKept(url, bot);
    // The finished document has no streamed boundaries to reveal.
    expect(keptForCrawler.body).not.toContain('$RC(');
  });

  it('answers HEAD from the kept copy without a body', async () => {
    const url = 'http://localhost/nl/gratis-schatting';
    await warm(url);
    const head = await get(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await head.text()).toBe('');
  });
});

describe('what a kept page never hides', () => {
  it('a purge: the next visitor gets the page rendered again, with what changed', async () => {
    const url = 'http://localhost/nl/over-ons';
    await warm(url);
    const changed = await env.DB.prepare(
      "UPDATE pages SET document = json_set(document, '$.title.nl', 'Over ons, vernieuwd') WHERE site_id = 1 AND page_key = 'about'",
    ).run();
    expect(changed.meta.changes).toBe(1);
    const before = await html(url);
    expect(before.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    await purgeSite();
    await expectRenderedAgain(url, 'Over ons, vernieuwd');
  });

  it('another isolate’s purge: seen as soon as this isolate reads the generations again', async () => {
    const url = 'http://localhost/nl/contact';
    await warm(url);
    const kv = env.CACHE;
    await kv.put('gen:1', String(Number((await kv.get('gen:1')) ?? 0) + 1));
    forgetGenerations();
    expect((await html(url)).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });

  it('a change of the site record alone (its hostname lookups retired): the footer shows it, not the kept page', async () => {
    // The lookup of resolveSite runs before the page records what it rests on (a page
    // kept with the old legal footer after the console saved the insurer, once the isolate read
    // the site's generation again before the hostnames' one).
    const url = 'http://localhost/nl/contact';
    await warm(url);
    await env.DB.prepare(`UPDATE sites SET document = json_set(document, '$.name', 'Immo Scheldeland Vernieuwd') WHERE id = 1`).run();
    const kv = env.CACHE;
    // What the platform's retireSite bumps for the site's hostnames (shared/contract/cache-generations.ts).
    await kv.put(hostnameGenerationKey('localhost'), String(Number((await kv.get(hostnameGenerationKey('localhost'))) ?? 0) + 1));
    forgetGenerations();
    await expectRenderedAgain(url, 'Immo Scheldeland Vernieuwd');
  });

  it("another agency's change of its record leaves this agency's kept pages kept (a thousand agencies)", async () => {
    const url = 'http://localhost/nl/contact';
    const other = 'http://immo-tweede.localhost/nl/contact';
    await warm(url);
    await warm(other);
    // The console saves agency 2's legal data: the platform retires agency 2's answers and lookups.
    await env.DB.prepare(`UPDATE sites SET document = json_set(document, '$.name', 'Ardennes Habitat Vernieuwd') WHERE id = 2`).run();
    expect(await retireSite(env, 2)).toBe(true);
    forgetGenerations();
    expect((await html(url)).response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    await expectRenderedAgain(other, 'Ardennes Habitat Vernieuwd');
  });

  it('the end of freshness of the least fresh answer on the page', async () => {
    const url = 'http://localhost/nl/te-koop';
    await warm(url);
    // Its answer is stale, and so would the kept page be.
    pastSearchFreshness();
    const later = await html(url);
    expect(later.response.status).toBe(200);
    expect(later.response.headers.get(PAGE_CACHE_HEADER)).not.toBe('hit');
  });

  it('past its freshness, one visitor renders the page again while the others get the kept copy, marked stale', async () => {
    const url = 'http://localhost/nl/te-huur';
    const kept = await warm(url);
    pastSearchFreshness();
    const pages = await Promise.all(Array.from({ length: 6 }, () => html(url)));
    const how = pages.map((page) => page.response.headers.get(PAGE_CACHE_HEADER));
    expect(how.filter((value) => value === 'stale')).toHaveLength(5);
    expect(how.filter((value) => value === 'miss' || value === 'pass')).toHaveLength(1);
    const stale = pages.find((page) => page.response.headers.get(PAGE_CACHE_HEADER) === 'stale')!;
    expect(stale.body.replaceAll(cspNonce(stale.response), 'N')).toBe(kept.body.replaceAll(cspNonce(kept.response), 'N'));
    // Once that render is done, nobody is rendering: the next visitor renders (no stale copy).
    await vi.waitFor(async () => expect((await html(url)).response.headers.get(PAGE_CACHE_HEADER)).not.toBe('stale'));
    // Past STALE_PAGE_MS the old copy is never sent, even while a render runs.
    vi.setSystemTime(Date.now() + STALE_PAGE_MS + (TTL.search + 1) * 1000);
    const late = await Promise.all(Array.from({ length: 3 }, () => html(url)));
    expect(late.map((page) => page.response.headers.get(PAGE_CACHE_HEADER))).not.toContain('stale');
  });

  it('a page rendered from a stale answer is sent but not kept', async () => {
    const url = 'http://localhost/nl/verkocht';
    await warm(url);
    pastSearchFreshness();
    const stale = await html(url);
    expect(stale.response.headers.get(PAGE_CACHE_HEADER)).toBe('pass');
  });
});

describe('pages that are never kept', () => {
  it('a form posted back with errors, the islands’ JSON and a private subscription page', async () => {
    const posted = await get('http://localhost/nl/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'form=x',
    });
    expect(posted.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    const json = await get('http://localhost/nl/ajax/estates?page=1');
    expect(json.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    const favorites = await get('http://localhost/nl/favorieten');
    expect(favorites.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it('a 404 page', async () => {
    const url = `http://localhost/nl/bestaat-niet-${Date.now()}`;
    for (let i = 0; i < 2; i += 1) {
      const page = await html(url);
      expect(page.response.status).toBe(404);
      expect(page.response.headers.get(PAGE_CACHE_HEADER)).not.toBe('hit');
    }
  });

  it('pages of another configuration (IMAGE_ORIGINS): kept apart', async () => {
    const url = 'http://localhost/nl/';
    await warm(url);
    const other = await get(url, {}, { IMAGE_ORIGINS: 'https://images.example' });
    expect(other.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await other.text();
  });

  it('pages of another deployment (its version metadata): kept apart', async () => {
    expect(env.CF_VERSION_METADATA?.id).toBeTruthy();
    const url = 'http://localhost/en/';
    await warm(url);
    const next = await get(url, {}, { CF_VERSION_METADATA: { id: 'the-next-deployment', tag: '', timestamp: '' } });
    expect(next.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await next.text();
  });

  it('after forgetKeptPages (a new isolate with a new Cache API epoch): rendered again', async () => {
    const url = 'http://localhost/de/';
    await warm(url);
    forgetKeptPages();
    expect((await html(url)).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });
});
