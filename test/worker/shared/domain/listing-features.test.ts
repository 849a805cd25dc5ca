import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { estateFeatures, listingSearchFacts } from '../../../../shared/domain/listing-features';
import { PLAIN_FEATURES, type PlainFeature } from '../../../../shared/domain/plain-search/types';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { detailPage, html } from '../../helpers';
import { factOn, idsOnPage } from '../../listing-feature-helpers';
import { allEstates, ingestCall, ingestTokensBeforeAll, search, whiseHouse } from '../../platform-helpers';

// The features a search asks for (garden, terrace, garage or parking, lift, new build,
// furnished, pool) are derived once when a listing is written, from the facts its detail page
// shows (shared/domain/listing-features.ts), into estates.features (migration 0050): the
// filter and the plain-words search find every listing whose page says so.

const SALE = starterPaths('forSale');
const tokens = ingestTokensBeforeAll();
const SITES = [
  { id: 1, host: 'localhost' },
  { id: 2, host: 'immo-tweede.localhost' },
] as const;

const listedOf = async (siteId: number) => (await allEstates(siteId)).filter((estate) => estate.general.parentId === null);
const has = (estate: RawEstate, feature: PlainFeature) => estateFeatures(reshapeEstate(estate)).includes(feature);

async function estateIdOf(externalId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(externalId)
    .first<{ estate_id: number }>();
  return row!.estate_id;
}

/** The ids a search for these features answers on site 1 (up to 100). */
async function foundWith(features: PlainFeature[], siteId = 1): Promise<number[]> {
  const page = await search(siteId, { query: { features }, limit: 100 });
  expect(page.status).toBe(200);
  return page.ids;
}

describe('the features of the demo data', () => {
  it.each(SITES)('site $id: a search for each feature counts exactly the listings whose facts say so', async ({ id }) => {
    const listed = await listedOf(id);
    for (const feature of PLAIN_FEATURES) {
      const expected = listed.filter((estate) => has(estate, feature)).length;
      const page = await search(id, { query: { features: [feature] }, limit: 1 });
      expect(page.total, feature).toBe(expected);
    }
    const gardens = listed.filter((estate) => has(estate, 'garden'));
    const both = gardens.filter((estate) => has(estate, 'terrace')).length;
    expect((await search(id, { query: { features: ['garden', 'terrace'] }, limit: 1 })).total).toBe(both);
  });

  it('finds listings with a garden, a terrace, a garage, a lift and new builds on the demo sites, each shown on its page', async () => {
    for (const feature of ['garden', 'terrace', 'garage', 'elevator', 'newBuild'] as const) {
      const found = (await Promise.all(SITES.map(({ id }) => search(id, { query: { features: [feature] }, limit: 1 })))).map((page) => page.total);
      expect(
        found.reduce((sum, total) => sum + total, 0),
        feature,
      ).toBeGreaterThan(0);
    }
    // The first listings a garden search finds say "Tuin: Ja" on their page; one it does not find says no such thing.
    const [first, second] = await foundWith(['garden']);
    for (const id of [first!, second!]) expect(factOn((await detailPage(id)).body, 'comfort.garden'), String(id)).toBe('Ja');
    const without = (await listedOf(1)).find((estate) => !has(estate, 'garden') && estate.general.status === 'FOR_SALE')!;
    expect(factOn((await detailPage(without.general.id)).body, 'comfort.garden')).not.toBe('Ja');
  });

  it('the filter address of the issue: houses for sale with a garden on site 1 (type=1&feature=garden)', async () => {
    const listed = await listedOf(1);
    const expected = listed.filter((estate) => estate.general.status === 'FOR_SALE' && estate.general.headType.id === 1 && has(estate, 'garden'));
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await html(`http://localhost${SALE.nl}?type=1&feature=garden`);
    const ids = idsOnPage(body);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(expected.map((estate) => estate.general.id)).toContain(id);
  });
});

describe('a listing sent to the ingest API', () => {
  it('is found by each feature it has and by a sentence naming them, not by those it lacks', async () => {
    const put = await ingestCall('PUT', '/sites/1/listings', {
      token: tokens[1],
      body: {
        listings: [
          whiseHouse('features-1', {
            title: { nl: 'Villa aan de Leie' },
            features: { garden: true, terrace: null, lift: true, furnished: null, swimmingPool: true },
            rooms: { garages: 2 },
            areas: { terrace: 30 },
          }),
          whiseHouse('features-2', { title: { nl: 'Rijwoning zonder buitenruimte' }, features: { garden: false, swimmingPool: false } }),
        ],
      },
    });
    expect(put.status).toBe(200);
    const id = await estateIdOf('features-1');
    const plain = await estateIdOf('features-2');
    for (const feature of ['garden', 'terrace', 'garage', 'elevator', 'pool'] as const) {
      const found = await foundWith([feature]);
      expect(found, feature).toContain(id);
      expect(found, feature).not.toContain(plain);
    }
    expect(await foundWith(['furnished'])).not.toContain(id);
    expect(await foundWith(['garden', 'pool', 'elevator'])).toContain(id);
    const { body } = await html(`http://localhost${SALE.nl}?q=${encodeURIComponent('huis met tuin en zwembad in Gent')}`);
    expect(idsOnPage(body)).toContain(id);
    expect(idsOnPage(body)).not.toContain(plain);
    const french = await html(`http://localhost${SALE.fr}?q=${encodeURIComponent('maison avec jardin et piscine à Gand')}`);
    expect(idsOnPage(french.body)).toContain(id);

    // A change that takes the garden away is followed: the listing is no longer found by it.
    const changed = whiseHouse('features-1', { features: { garden: false, lift: true, swimmingPool: true } });
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [changed] } })).status).toBe(200);
    expect(await foundWith(['garden'])).not.toContain(id);
    expect(await foundWith(['pool'])).toContain(id);
  });

  it('is a new build when sold under the VAT regime', async () => {
    const listing = whiseHouse('features-3', { price: { amount: 420_000, vatRegime: true } });
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [listing] } })).status).toBe(200);
    expect(await foundWith(['newBuild'])).toContain(await estateIdOf('features-3'));
    const { body } = await html(`http://localhost${SALE.en}?q=${encodeURIComponent('new build house in Ghent')}`);
    expect(idsOnPage(body)).toContain(await estateIdOf('features-3'));
  });
});

describe('migration 0050', () => {
  const migration = env.TEST_MIGRATIONS.find((one) => one.name.startsWith('0050_'))!;
  const backfill = migration.queries.find((query) => query.includes('UPDATE estates SET features'))!;

  it('gives every listing written before the features its write would have: the same as estateFeatures, on both sources', async () => {
    expect(backfill).toBeDefined();
    // Listings of the ingest API beside the demo's (both sources): each feature somewhere, and some with none.
    const listings = [
      whiseHouse('backfill-1', { features: { garden: true, terrace: false, lift: true, furnished: true, swimmingPool: true }, rooms: { parkingSpaces: 1 } }),
      whiseHouse('backfill-2', { areas: { terrace: 12 }, price: { amount: 380_000, vatRegime: true } }),
      whiseHouse('backfill-3', { features: { garden: false, terrace: false, lift: false, furnished: false, swimmingPool: false } }),
    ];
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings } })).status).toBe(200);
    const rows = async () =>
      (
        await env.DB.prepare('SELECT id, source, features, document FROM estates ORDER BY id').all<{
          id: number;
          source: string;
          features: number;
          document: string;
        }>()
      ).results;
    const written = await rows();
    expect(new Set(written.map((row) => row.source))).toEqual(new Set(['main', 'alternate']));
    for (const row of written)
      expect(row.features, `estate ${row.id} as written`).toBe(listingSearchFacts(JSON.parse(row.document) as RawEstate, null).features);
    for (const [bit, feature] of PLAIN_FEATURES.slice(0, 7).entries()) {
      expect(
        written.some((row) => row.features & (1 << bit)),
        feature,
      ).toBe(true);
    }

    await env.DB.prepare('UPDATE estates SET features = 0').run();
    await env.DB.prepare(backfill).run();
    const filled = await rows();
    // The features it knew: the seven first bits (migration 0058 fills the others: listing-conditions.test.ts).
    expect(filled.map((row) => [row.id, row.features])).toEqual(written.map((row) => [row.id, row.features & 127]));
  });
});
