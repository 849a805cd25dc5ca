import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { html } from '../../helpers';
import { call, whiseHouse } from '../../platform-helpers';

// The filter "with an open house this week" is offered only when it can find a listing: an
// open house of one of the listing's estates in the coming week. Before, it was always there and
// always answered "no properties found" on sites without open houses.

const bindings = { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY };
const DAY = 24 * 3_600_000;

/** An open house `days` from now, two hours long. */
function openHome(days: number): { start: string; end: string } {
  const start = Date.now() + days * DAY;
  return { start: new Date(start).toISOString(), end: new Date(start + 2 * 3_600_000).toISOString() };
}

async function putListing(listing: NormalizedListingInput): Promise<void> {
  const token = (await call('POST', '/sites/1/connections', { body: { kind: 'ingest' } })).body.token as string;
  const response = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(await response.json()).toMatchObject({ refused: 0 });
  // The site reads the listings' new cache generation, as it does once the one it remembers is 5 s old.
  forgetGenerations();
}

/** The filter bar's open-house box of a listing page, or undefined when it is not offered. */
async function openHouseBox(path: string): Promise<string | undefined> {
  const { response, body } = await html(`http://localhost${path}`);
  expect(response.status).toBe(200);
  expect(body).toContain('class="filter-bar"');
  return /<input type="checkbox" name="open-house"[^>]*>/.exec(body)?.[0];
}

describe('the filter "with an open house this week", offered only when it can match', () => {
  it('is not offered while no listing has an open house in the coming week, nor for one later than that', async () => {
    const none = (await call('POST', '/estate-filters', { body: {}, siteId: 1 })).body as { openHouses: number };
    expect(none.openHouses).toBe(0);
    expect(await openHouseBox('/nl/te-koop')).toBeUndefined();
    expect(await openHouseBox('/fr/a-vendre')).toBeUndefined();
    await putListing(whiseHouse('offer-later', { openHomes: [openHome(12)], publishedAt: new Date().toISOString() }));
    expect(await openHouseBox('/nl/te-koop')).toBeUndefined();
  });

  it('stays on a page whose address asks for it, ticked, so the visitor can untick it', async () => {
    const box = await openHouseBox('/nl/te-koop?open-house=week');
    expect(box).toContain('checked=""');
  });

  it('is offered once a listing has an open house this week', async () => {
    await putListing(whiseHouse('offer-soon', { openHomes: [openHome(2)], publishedAt: new Date().toISOString() }));
    expect((await call('POST', '/estate-filters', { body: {}, siteId: 1 })).body).toMatchObject({ openHouses: 1 });
    const box = await openHouseBox('/nl/te-koop');
    expect(box).toBeDefined();
    expect(box).not.toContain('checked');
  });
});
