import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BuyerPoolHome } from '../../../../shared/contract/buyer-pool';
import { BUYER_POOL_SQL, buyerPoolCount } from '../../../../worker/platform/alerts/buyer-pool';
import { call } from '../../platform-helpers';
import { type Criteria, subscribe } from '../../alert-helpers';

// The buyer pool (docs/features.md "Buyer pool"): a site's active, confirmed alerts that search
// a home, counted by the platform in one query. Alerts are made through the platform's own
// paths (POST /subscriptions, then the confirmation link), each test on a site of its own so
// the counts are exact; the demo sites' own alerts are counted where a test says so.

let sites = 900;
/** A site of its own, with no alert yet. */
async function freshSite(): Promise<number> {
  sites += 1;
  await env.DB.prepare('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)')
    .bind(sites, `Pool ${sites}`, JSON.stringify({ id: sites, name: `Pool ${sites}` }))
    .run();
  return sites;
}

/** A house for sale in Gent (city 7, 9000): 350,000 €, 3 bedrooms. */
const HOME: BuyerPoolHome = { transaction: 'FOR_SALE', headTypeId: 1, cityId: 7, zip: '9000', lat: 51.0543, lon: 3.7174, price: 350_000, bedrooms: 3 };

/** The platform's raw count (not told outside): the rules are read on it, below the floor too. */
async function rawCount(siteId: number, home: BuyerPoolHome): Promise<number> {
  const row = await env.DB.prepare(BUYER_POOL_SQL)
    .bind(siteId, home.transaction, home.cityId, home.zip, home.headTypeId, home.price, home.bedrooms)
    .first<{ n: number }>();
  return row!.n;
}

describe('buyer pool: what an alert admits', () => {
  const any: Criteria = { statuses: ['FOR_SALE'] };
  it.each<[string, Criteria, Partial<BuyerPoolHome>, boolean]>([
    ['an alert with no bound admits any home of its transaction', any, {}, true],
    ['no bound admits a home without a price or bedrooms', any, { price: null, bedrooms: null, cityId: null, zip: null }, true],
    ['the transaction: for sale does not admit a home to rent', any, { transaction: 'TO_RENT' }, false],
    ['the transaction: either admits both', { statuses: ['FOR_SALE', 'TO_RENT'] }, { transaction: 'TO_RENT' }, true],
    ['the place: its city admits the home', { ...any, cityIds: [8, 7] }, {}, true],
    ['the place: other cities reject it', { ...any, cityIds: [8, 14] }, {}, false],
    ["the place: its city found by the home's postal code alone", { ...any, cityIds: [7] }, { cityId: null }, true],
    ['the place: a home of no known place is rejected by a place', { ...any, cityIds: [7] }, { cityId: null, zip: null }, false],
    ['the type: its head type admits the home', { ...any, headTypeIds: [2, 1] }, {}, true],
    ['the type: another head type rejects it', { ...any, headTypeIds: [2] }, {}, false],
    ['the price: within the range', { ...any, priceMin: 300_000, priceMax: 400_000 }, {}, true],
    ['the price: the bounds themselves admit', { ...any, priceMin: 350_000, priceMax: 350_000 }, {}, true],
    ['the price: under the minimum', { ...any, priceMin: 360_000 }, {}, false],
    ['the price: over the maximum', { ...any, priceMax: 340_000 }, {}, false],
    ['the price: a bound and no price known', { ...any, priceMax: 400_000 }, { price: null }, false],
    ['the bedrooms: at least the minimum', { ...any, bedroomsMin: 3 }, {}, true],
    ['the bedrooms: fewer than the minimum', { ...any, bedroomsMin: 4 }, {}, false],
    ['the bedrooms: a minimum of 0 is no bound', { ...any, bedroomsMin: 0 }, { bedrooms: null }, true],
    ['the bedrooms: a minimum and no count known', { ...any, bedroomsMin: 1 }, { bedrooms: null }, false],
    [
      'every criterion at once admits',
      { statuses: ['FOR_SALE'], cityIds: [7], headTypeIds: [1], priceMin: 300_000, priceMax: 400_000, bedroomsMin: 2 },
      {},
      true,
    ],
  ])('%s', async (_name, criteria, change, admitted) => {
    const siteId = await freshSite();
    await subscribe(siteId, criteria);
    expect(await rawCount(siteId, { ...HOME, ...change })).toBe(admitted ? 1 : 0);
  });

  it('counts neither an unconfirmed alert nor one unsubscribed, nor one whose new address awaits confirmation', async () => {
    const siteId = await freshSite();
    await subscribe(siteId, { statuses: ['FOR_SALE'] }, { confirmed: false });
    const [gone, changed, kept] = await subscribe(siteId, { statuses: ['FOR_SALE'] }, { times: 3 });
    expect(await rawCount(siteId, HOME)).toBe(3);
    expect((await call('DELETE', `/subscriptions/${gone}`, { siteId })).status).toBe(204);
    const changedAddress = await call('PUT', `/subscriptions/${changed}`, {
      siteId,
      body: { locale: 'nl', email: 'another.address@example.be', criteria: { statuses: ['FOR_SALE'] }, consent: true },
    });
    expect(changedAddress.status).toBe(200);
    expect(await rawCount(siteId, HOME)).toBe(1);
    expect(kept).toBeDefined();
  });
});

describe('buyer pool: what leaves the platform', () => {
  const ask = (siteId: number, query: string) => call('GET', `/buyer-pool?${query}`, { siteId });
  const HOME_QUERY = 'transaction=FOR_SALE&headType=1&cityId=7&zip=9000&price=350000&bedrooms=3';

  it('says only "fewer than 5" below 5, the number from 5 up', async () => {
    const siteId = await freshSite();
    await subscribe(siteId, { statuses: ['FOR_SALE'], cityIds: [7] }, { times: 4 });
    const four = await ask(siteId, HOME_QUERY);
    expect(four.status).toBe(200);
    expect(four.body).toEqual({ fewerThan: 5 });
    expect(JSON.stringify(four.body)).not.toContain('4');
    await subscribe(siteId, { statuses: ['FOR_SALE'], headTypeIds: [1] });
    expect((await ask(siteId, HOME_QUERY)).body).toEqual({ count: 5 });
    expect(await buyerPoolCount(env.DB, siteId, HOME)).toEqual({ count: 5 });
  });

  it("never counts another agency's alerts", async () => {
    const [mine, theirs] = [await freshSite(), await freshSite()];
    await subscribe(theirs, { statuses: ['FOR_SALE'] }, { times: 6 });
    expect((await ask(mine, HOME_QUERY)).body).toEqual({ fewerThan: 5 });
    expect(await rawCount(mine, HOME)).toBe(0);
    await subscribe(mine, { statuses: ['FOR_SALE'] }, { times: 5 });
    expect((await ask(mine, HOME_QUERY)).body).toEqual({ count: 5 });
    expect((await ask(theirs, HOME_QUERY)).body).toEqual({ count: 6 });
  });

  it.each([
    ['no transaction', 'headType=1', 'transaction'],
    ['an unknown transaction', 'transaction=SOLD&headType=1', 'transaction'],
    ['no head type', 'transaction=FOR_SALE', 'headType'],
    ['a postal code that is not one', 'transaction=FOR_SALE&headType=1&zip=90000', 'zip'],
    ['a price that is no number', 'transaction=FOR_SALE&headType=1&price=lots', 'price'],
    ['bedrooms that are no whole number', 'transaction=FOR_SALE&headType=1&bedrooms=2.5', 'bedrooms'],
  ])('refuses %s with a 400 naming it', async (_name, query, field) => {
    const answer = await ask(1, query);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  });

  it("counts through migration 0044's index, one statement", async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${BUYER_POOL_SQL}`).bind(1, 'FOR_SALE', 7, '9000', 1, 350_000, 3).all<{ detail: string }>();
    const steps = plan.results.map((step) => step.detail);
    expect(steps).toContain('SEARCH subscriptions USING INDEX subscriptions_buyer_pool (site_id=?)');
    expect(steps.filter((step) => step.includes('subscriptions'))).toHaveLength(1);
  });

  it('needs a site', async () => {
    expect((await call('GET', `/buyer-pool?${HOME_QUERY}`)).status).toBe(400);
  });
});
