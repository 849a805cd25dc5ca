import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { openHouseBadge } from '../../../../shared/domain/open-houses';
import { translate } from '../../../../shared/i18n';
import { get, html } from '../../helpers';
import { call, whiseHouse } from '../../platform-helpers';

// The open houses a CRM sends are a badge on the listing's card, in the page's
// language at Brussels time, and a listing filter "with an open house this week".

const bindings = { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ids: Record<string, number> = {};

/** An open house `days` from now, two hours long (instants with an offset, as CRMs write them). */
function openHome(days: number): { start: string; end: string } {
  const start = Math.floor((Date.now() + days * DAY) / HOUR) * HOUR;
  const offset = (instant: number) => new Date(instant + HOUR).toISOString().replace(/\.\d{3}Z$/, '+01:00');
  return { start: offset(start), end: offset(start + 2 * HOUR) };
}

async function putListing(listing: NormalizedListingInput): Promise<number> {
  const token = (await call('POST', '/sites/1/connections', { body: { kind: 'ingest' } })).body.token as string;
  const response = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(await response.json()).toMatchObject({ refused: 0 });
  return (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(listing.externalId)
    .first<number>('estate_id'))!;
}

/** Each server-rendered card: its id and its markup. */
function cardsOf(body: string): { id: number; markup: string }[] {
  return [...body.matchAll(/<article class="estate-card" data-estate-id="(\d+)">([\s\S]*?)<\/article>/g)].map((m) => ({ id: Number(m[1]), markup: m[2]! }));
}

const homes: Record<string, { start: string; end: string }[]> = {};

beforeAll(async () => {
  homes.soon = [openHome(2)];
  homes.now = [openHome(-0.02)];
  homes.later = [openHome(12)];
  homes.past = [openHome(-3)];
  for (const [name, openHomes] of Object.entries(homes))
    ids[name] = await putListing(whiseHouse(`ohf-${name}`, { openHomes, publishedAt: new Date().toISOString() }));
  ids.none = await putListing(whiseHouse('ohf-none', { publishedAt: new Date().toISOString() }));
});

describe('the filter "with an open house this week"', () => {
  it('the platform finds the estates with an open house overlapping the period, whatever offset it was written with', async () => {
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 7 * DAY).toISOString();
    const found = await call('POST', '/sites/1/estates', { body: { query: { openHouse: { from, to } }, limit: 100 } });
    expect(found.status).toBe(200);
    const estates = (found.body as { results: { general: { id: number } }[] }).results.map((estate) => estate.general.id).sort();
    expect(estates).toEqual([ids.soon, ids.now].sort());
    const refused = await call('POST', '/sites/1/estates', { body: { query: { openHouse: { from: to, to: from } } } });
    expect(refused.status).toBe(400);
  });

  it('lists only those on the listing page, with the box ticked, without JavaScript', async () => {
    const { body } = await html('http://localhost/nl/te-koop?open-house=week');
    expect(
      cardsOf(body)
        .map((card) => card.id)
        .sort(),
    ).toEqual([ids.soon, ids.now].sort());
    const box = /<label class="filter-bar__check">(<input[^>]*>)[^<]*<!-- -->Met opendeur deze week<\/label>/.exec(body)?.[1] ?? '';
    expect(box).toMatch(/^<input type="checkbox" name="open-house"/);
    expect(box).toContain('value="week"');
    expect(box).toContain('checked=""');
    const all = cardsOf((await html('http://localhost/nl/te-koop?sortType=date&sortOrder=DESC')).body).map((card) => card.id);
    expect(all).toEqual(expect.arrayContaining([ids.soon, ids.now, ids.later, ids.past, ids.none]));
  });

  it('answers the islands’ next pages the same way', async () => {
    const page = (await html('http://localhost/nl/te-koop')).body;
    const endpoint = /&quot;endpoint&quot;:&quot;(.*?)&quot;/.exec(page)?.[1];
    expect(endpoint).toBeTruthy();
    const answer = (await (await get(`http://localhost${endpoint!.replace(/&amp;/g, '&')}&open-house=week`)).json()) as {
      cards: { id: number }[];
      total: number;
    };
    expect(answer.cards.map((card) => card.id).sort()).toEqual([ids.soon, ids.now].sort());
  });
});

describe('the open-house badge on a card', () => {
  it('names the next open house in the page’s language, at Brussels time, and none when it is over', async () => {
    for (const locale of ['nl', 'fr'] as const) {
      const cards = cardsOf((await html(`http://localhost/${locale}/${locale === 'nl' ? 'te-koop' : 'a-vendre'}?sortType=date&sortOrder=DESC`)).body);
      const badge = (id: number) =>
        /<span class="news-badge estate-card__open-house">([^<]+)<\/span>/.exec(cards.find((card) => card.id === id)?.markup ?? '')?.[1] ?? null;
      expect(badge(ids.soon!)).toBe(openHouseBadge(homes.soon, locale, new Date(), translate));
      expect(badge(ids.soon!)).toMatch(locale === 'nl' ? /^Opendeur [a-z]+ \d\d:\d\d–\d\d:\d\d$/ : /^Portes ouvertes [a-z]+ \d\d:\d\d–\d\d:\d\d$/);
      expect(badge(ids.later!)).toMatch(/ \d\d\/\d\d \d\d:\d\d–/);
      expect(badge(ids.past!)).toBeNull();
      expect(badge(ids.none!)).toBeNull();
    }
  });
});
