import { env } from 'cloudflare:test';
import type { Queue } from '@cloudflare/workers-types';
import { describe, expect, it, vi } from 'vitest';
import type { StatsQueueMessage } from '../../../../shared/contract/stats';
import { PAGE_CACHE_HEADER } from '../../../../worker/site/middleware/page-cache';
import { BEACON_RATE_LIMIT } from '../../../../worker/site/relays/stats-beacon';
import { client, get, html, VALID_CONTACT_FORM } from '../../helpers';
import { UNTIL } from '../../until';

// Cookieless statistics: the site's beacon (POST /_s) puts counts on the stats queue
// and answers at once; the platform's consumer adds them to site_stats (migration 0023); leads
// are counted where the platform writes them. Real queue and D1 unless a test holds the queue.

const HOST = 'http://localhost';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface StatsRow {
  site_id: number;
  day: string;
  kind: string;
  dim: string;
  value: string;
  count: number;
}

/** site_stats rows of site 1 whose source is the campaign `name` (a name no other test uses), by kind. */
async function countsOf(dim: string, value: string): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare('SELECT kind, SUM(count) AS n FROM site_stats WHERE site_id = 1 AND dim = ?1 AND value = ?2 GROUP BY kind')
    .bind(dim, value)
    .all<{ kind: string; n: number }>();
  return Object.fromEntries(results.map((row) => [row.kind, row.n]));
}

function beacon(
  body: unknown,
  { ip = client(41), agent = BROWSER, vars = {} }: { ip?: string; agent?: string; vars?: Record<string, unknown> } = {},
): Promise<Response> {
  return get(
    `${HOST}/_s`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': agent, 'CF-Connecting-IP': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    vars,
  );
}

/** A queue that keeps what the site sends (the consumer never runs): what leaves the site worker, exactly. */
function holdingQueue(): { queue: Queue<StatsQueueMessage>; held: StatsQueueMessage[] } {
  const held: StatsQueueMessage[] = [];
  return { queue: { send: async (body: StatsQueueMessage) => void held.push(structuredClone(body)) } as unknown as Queue<StatsQueueMessage>, held };
}

/** A detail page of site 1 (its short address redirects to it) and the estate's id. */
async function detailPage(): Promise<{ estateId: number; path: string }> {
  const estate = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL LIMIT 1").first<{ id: number }>();
  const path = (await get(`${HOST}/nl/aanbod/${estate!.id}`)).headers.get('Location')!;
  return { estateId: estate!.id, path };
}

const attribution = (campaign: string, landingPage = '/nl/') =>
  JSON.stringify({ landingPage: `${landingPage}?utm_source=immoweb&utm_medium=referral&utm_campaign=${campaign}`, landedAt: new Date().toISOString() });

describe('the beacon, through the real stats queue into D1', () => {
  it('counts a visit and a view of a listing from Immoweb, on a phone, in Dutch: 204 at once, the rows hold no address, agent or identifier', async () => {
    const { estateId, path } = await detailPage();
    const campaign = 'stats-beacon-1';
    const response = await beacon({ k: 'v', p: `${HOST}${path}`, a: attribution(campaign, path), l: `e${estateId}`, e: 1 });
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const value = `immoweb / referral / ${campaign}`;
    await vi.waitFor(async () => expect(await countsOf('campaign', value)).toEqual({ visit: 1, view: 1 }), UNTIL);
    expect(await countsOf('listing', `e${estateId}`)).toMatchObject({ view: expect.any(Number) });
    expect(await countsOf('page', path)).toMatchObject({ view: expect.any(Number) });
    expect((await countsOf('source', 'portal:immoweb')).view).toBeGreaterThanOrEqual(1);
    expect((await countsOf('device', 'mobile')).view).toBeGreaterThanOrEqual(1);

    // What is stored: counts by day, kind, dimension and value, nothing else.
    const columns = (await env.DB.prepare('PRAGMA table_info(site_stats)').all<{ name: string }>()).results.map((column) => column.name);
    expect(columns).toEqual(['site_id', 'day', 'kind', 'dim', 'value', 'count']);
    const rows = (await env.DB.prepare('SELECT * FROM site_stats').all<StatsRow>()).results;
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('203.0.113.');
    expect(stored).not.toContain('iPhone');
    expect(stored).not.toContain('landedAt');
    expect(rows.filter((row) => !['source', 'campaign', 'device', 'lang', 'page', 'listing', 'filter'].includes(row.dim))).toEqual([]);
  });

  it('counts a search in place by its filter, and a favorite and a share of a listing', async () => {
    const { estateId, path } = await detailPage();
    const campaign = 'stats-beacon-2';
    const a = attribution(campaign);
    expect((await beacon({ k: 's', p: `${HOST}/nl/te-koop?city=4242&price-max=250000`, a })).status).toBe(204);
    expect((await beacon({ k: 'f', p: `${HOST}${path}`, a, l: `e${estateId}` })).status).toBe(204);
    expect((await beacon({ k: 'h', p: `${HOST}${path}`, a, l: `e${estateId}` })).status).toBe(204);
    await vi.waitFor(async () => expect(await countsOf('campaign', `immoweb / referral / ${campaign}`)).toEqual({ search: 1, favorite: 1, share: 1 }), UNTIL);
    expect(await countsOf('filter', 'city=4242&priceMax=250000')).toEqual({ search: 1 });
  });

  it('sends nothing on for crawlers, headless browsers and Cloudflare’s verified bots, and still answers 204', async () => {
    const { queue, held } = holdingQueue();
    const body = { k: 'v', p: `${HOST}/nl/` };
    expect(
      (await beacon(body, { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', vars: { STATS_QUEUE: queue } })).status,
    ).toBe(204);
    expect((await beacon(body, { agent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36', vars: { STATS_QUEUE: queue } })).status).toBe(
      204,
    );
    const verified = await get(
      `${HOST}/_s`,
      { method: 'POST', headers: { 'User-Agent': BROWSER }, body: JSON.stringify(body), cf: { verifiedBotCategory: 'Search Engine Crawler' } } as RequestInit,
      { STATS_QUEUE: queue } as never,
    );
    expect(verified.status).toBe(204);
    expect(held).toEqual([]);
    expect((await beacon(body, { vars: { STATS_QUEUE: queue } })).status).toBe(204);
    expect(held).toHaveLength(1);
  });

  it('refuses what no page sends (400): not JSON, another site’s page, no language, an unknown kind, a malformed listing; a body over 2 KB (413)', async () => {
    const { queue, held } = holdingQueue();
    const vars = { STATS_QUEUE: queue };
    expect((await beacon('not json', { vars })).status).toBe(400);
    expect((await beacon({ k: 'v', p: 'https://elsewhere.example/nl/' }, { vars })).status).toBe(400);
    expect((await beacon({ k: 'v', p: `${HOST}/xx/` }, { vars })).status).toBe(400);
    expect((await beacon({ k: 'buy', p: `${HOST}/nl/` }, { vars })).status).toBe(400);
    expect((await beacon({ k: 'v', p: `${HOST}/nl/`, l: '12; DROP TABLE' }, { vars })).status).toBe(400);
    expect((await beacon({ k: 'v', p: `${HOST}/nl/`, a: 'x'.repeat(3000) }, { vars })).status).toBe(413);
    expect(held).toEqual([]);
  });

  it('sends on the page, listing, source, device and language only: never the client’s address, agent or the raw attribution', async () => {
    const { queue, held } = holdingQueue();
    const ip = client(43);
    await beacon(
      {
        k: 'v',
        p: `${HOST}/fr/?utm_source=zimmo`,
        a: JSON.stringify({ landingPage: '/fr/?utm_source=zimmo&gclid=abc', referrer: 'https://www.zimmo.be', landedAt: '2026-01-01T10:00:00.000Z' }),
        e: 1,
      },
      { ip, vars: { STATS_QUEUE: queue } },
    );
    expect(held).toHaveLength(1);
    const [message] = held;
    expect(message!.host).toBe('localhost');
    expect(message!.events).toEqual([
      { kind: 'visit', path: '/fr/', lang: 'fr', device: 'mobile', referrer: 'https://www.zimmo.be', utm: { source: 'zimmo' } },
      { kind: 'view', path: '/fr/', lang: 'fr', device: 'mobile', referrer: 'https://www.zimmo.be', utm: { source: 'zimmo' } },
    ]);
    const text = JSON.stringify(held);
    expect(text).not.toContain(ip);
    expect(text).not.toContain('iPhone');
    expect(text).not.toContain('gclid');
    expect(text).not.toContain('2026-01-01T10');
  });
});

describe('the beacon’s rate limit per client address', () => {
  const { limit, windowSeconds } = BEACON_RATE_LIMIT;
  it(`takes ${limit} beacons from one address in ${windowSeconds / 60} minutes, then 429 with Retry-After; another address still counts`, async () => {
    const { queue, held } = holdingQueue();
    const vars = { STATS_QUEUE: queue };
    const body = { k: 'v', p: `${HOST}/nl/` };
    for (let n = 0; n < BEACON_RATE_LIMIT.limit; n += 1) expect((await beacon(body, { ip: client(44), vars })).status).toBe(204);
    const refused = await beacon(body, { ip: client(44), vars });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(held).toHaveLength(BEACON_RATE_LIMIT.limit);
    expect((await beacon(body, { ip: client(45), vars })).status).toBe(204);
    expect(held).toHaveLength(BEACON_RATE_LIMIT.limit + 1);
  });
});

describe('pages and the beacon', () => {
  it('renders the beacon’s marker with the listing on a detail page, keeps the page as kept, and a beacon changes nothing of that', async () => {
    const { estateId, path } = await detailPage();
    const first = await html(HOST + path);
    expect(first.body).toContain('data-island="page-stats"');
    expect(first.body).toContain(`&quot;l&quot;:&quot;e${estateId}&quot;`);
    let kept = await html(HOST + path);
    for (let attempt = 0; attempt < 50 && kept.response.headers.get(PAGE_CACHE_HEADER) !== 'hit'; attempt += 1) kept = await html(HOST + path);
    expect(kept.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(kept.body).toContain('data-island="page-stats"');
    expect((await beacon({ k: 'v', p: `${HOST}${path}`, l: `e${estateId}` })).status).toBe(204);
    expect((await html(HOST + path)).response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  });

  it('renders no beacon on a page not found, nor on a form’s answer', async () => {
    const missing = await html(`${HOST}/nl/geen-pagina-hier`);
    expect(missing.response.status).toBe(404);
    expect(missing.body).not.toContain('data-island="page-stats"');
    const answer = await html(`${HOST}/nl/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client(46) },
      body: new URLSearchParams({ ...VALID_CONTACT_FORM, email: 'not an address' }).toString(),
    });
    expect(answer.response.status).toBe(400);
    expect(answer.body).not.toContain('data-island="page-stats"');
  });

  it('counts a listing page whose filter found nothing as a search that found nothing, by its filter', async () => {
    const before = (await countsOf('filter', 'city=999999&priceMax=1')).zero ?? 0;
    const { response } = await html(`${HOST}/nl/te-koop?city=999999&price-max=1`, { headers: { 'User-Agent': BROWSER } });
    expect(response.status).toBe(200);
    await vi.waitFor(async () => expect((await countsOf('filter', 'city=999999&priceMax=1')).zero).toBe(before + 1), UNTIL);
  });
});

describe('leads, counted where the platform writes them', () => {
  it('counts a contact request with the source its form carried (utm_source=immoweb: a portal) and its listing', async () => {
    const { estateId, path } = await detailPage();
    const campaign = 'stats-lead-1';
    const response = await get(`${HOST}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(47) },
      body: JSON.stringify({ ...VALID_CONTACT_FORM, estateId: String(estateId), page: path, attribution: attribution(campaign, path) }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // Written in the platform's request, before its answer: no wait.
    expect(await countsOf('campaign', `immoweb / referral / ${campaign}`)).toEqual({ contact: 1 });
    expect((await countsOf('listing', `e${estateId}`)).contact).toBeGreaterThanOrEqual(1);
    expect((await countsOf('source', 'portal:immoweb')).contact).toBeGreaterThanOrEqual(1);
  });
});
