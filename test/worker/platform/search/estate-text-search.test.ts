import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { estateFeatures } from '../../../../shared/domain/listing-features';
import type { PlainFeature } from '../../../../shared/domain/plain-search/types';
import { allEstates, ingestCall, ingestTokensBeforeAll, search, sortedIds, whiseHouse } from '../../platform-helpers';

// Search in plain words: the words a sentence leaves over search titles and descriptions in
// the visitor's language only (migration 0042), kept in step by every write of the estates.

const tokens = ingestTokensBeforeAll();

const put = (listings: unknown[]) => ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings } });

async function estateIdOf(externalId: string): Promise<number | undefined> {
  const row = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(externalId)
    .first<{ estate_id: number }>();
  return row?.estate_id;
}

/** The ids a text search answers in one language. */
async function found(words: string, lang: 'nl' | 'fr' | 'en' | 'de', siteId = 1): Promise<number[]> {
  const page = await search(siteId, { query: { text: { words, lang } }, limit: 100 });
  expect(page.status).toBe(200);
  return page.ids;
}

describe('text search by language', () => {
  it('finds a Dutch word in Dutch texts only, a French one in French texts only, accents aside', async () => {
    const listing = whiseHouse('fts-1', {
      title: { nl: 'Woning met zwaluwnesten', fr: 'Maison avec pigeonnier' },
      description: { nl: 'Uitzicht op de oude Leiemolen.', fr: 'Un pressoir à cidre médiéval.' },
    });
    expect((await put([listing])).status).toBe(200);
    const id = (await estateIdOf('fts-1'))!;
    expect(id).toBeGreaterThan(0);
    expect(await found('zwaluwnesten', 'nl')).toEqual([id]);
    expect(await found('zwaluwnesten', 'fr')).toEqual([]);
    expect(await found('pigeonnier', 'fr')).toEqual([id]);
    expect(await found('pigeonnier', 'nl')).toEqual([]);
    // The description too, a word's start, without its accent, every word required.
    expect(await found('medieval pressoir', 'fr')).toEqual([id]);
    expect(await found('oude leiemol', 'nl')).toEqual([id]);
    expect(await found('leiemolen schelde', 'nl')).toEqual([]);
    // Another agency's search never finds it.
    expect(await found('zwaluwnesten', 'nl', 2)).toEqual([]);
  });

  it('follows a changed text and a deleted listing', async () => {
    expect((await put([whiseHouse('fts-2', { title: { nl: 'Hoeve met paardenstal' } })])).status).toBe(200);
    const id = (await estateIdOf('fts-2'))!;
    expect(await found('paardenstal', 'nl')).toEqual([id]);
    expect((await put([whiseHouse('fts-2', { title: { nl: 'Hoeve met boomgaard' } })])).status).toBe(200);
    expect(await found('paardenstal', 'nl')).toEqual([]);
    expect(await found('boomgaard', 'nl')).toEqual([id]);
    expect((await ingestCall('DELETE', '/sites/1/listings/whise/fts-2', { token: tokens[1] })).status).toBe(200);
    expect(await found('boomgaard', 'nl')).toEqual([]);
  });

  it('combines with the other filters and keeps FTS5 syntax out of a visitor’s words', async () => {
    expect((await put([whiseHouse('fts-3', { title: { nl: 'Loft met dakterras' }, price: { amount: 420_000 } })])).status).toBe(200);
    const id = (await estateIdOf('fts-3'))!;
    const cheap = await search(1, { query: { text: { words: 'dakterras', lang: 'nl' }, range: { 'price.value': { lte: 400_000 } } } });
    expect(cheap.ids).toEqual([]);
    const dear = await search(1, { query: { text: { words: 'dakterras', lang: 'nl' }, range: { 'price.value': { gte: 400_000 } } } });
    expect(dear.ids).toEqual([id]);
    // Quotes, stars, NEAR and column filters are only words (or nothing): never an error.
    expect(await found('"dakterras" OR title:* NEAR(', 'nl')).toEqual([]);
    expect(await found('dakterras*"', 'nl')).toEqual([id]);
    expect(await found('?!', 'nl')).toEqual([]);
  });

  it('refuses an empty or too long text, or an unknown language (400)', async () => {
    for (const text of [{ words: ' ', lang: 'nl' }, { words: 'x'.repeat(201), lang: 'nl' }, { words: 'tuin', lang: 'es' }, { words: 'tuin' }]) {
      expect((await search(1, { query: { text } })).status).toBe(400);
    }
  });
});

describe('features and EPC labels', () => {
  const listedOf = async () => (await allEstates(1)).filter((estate) => estate.general.parentId === null);
  const ids = async (query: unknown) => {
    const page = await search(1, { query, limit: 100 });
    expect(page.status).toBe(200);
    expect(page.total).toBeLessThanOrEqual(100);
    return [...page.ids].sort((a, b) => a - b);
  };

  it('finds the listings with a garden and a lift, with a garage (a room of their layout), with EPC label A or B', async () => {
    const listing = whiseHouse('fts-4', {
      title: { nl: 'Tuinwoning' },
      features: { garden: true, terrace: null, lift: true, furnished: null, swimmingPool: null },
    });
    expect((await put([listing])).status).toBe(200);
    const listed = await listedOf();
    // What each listing's page shows it has (shared/domain/listing-features.ts): a garden, a lift, garages or parking spaces in its layout.
    const has = (estate: (typeof listed)[number], ...features: PlainFeature[]) => {
      const shown = estateFeatures(reshapeEstate(estate));
      return features.every((feature) => shown.includes(feature));
    };
    const gardenLift = listed.filter((estate) => has(estate, 'garden', 'elevator'));
    expect(gardenLift.map((estate) => estate.general.id)).toContain(await estateIdOf('fts-4'));
    expect(await ids({ features: ['garden', 'elevator'] })).toEqual(sortedIds(gardenLift));
    const garage = listed.filter((estate) => has(estate, 'garage'));
    expect(garage.length).toBeGreaterThan(0);
    expect((await search(1, { query: { features: ['garage'] } })).total).toBe(garage.length);
    const labelled = listed.filter((estate) => estate.energy.energyLabel === 'A' || estate.energy.energyLabel === 'B');
    expect(labelled.length).toBeGreaterThan(0);
    expect((await search(1, { query: { energyLabels: ['A', 'B'] } })).total).toBe(labelled.length);
    expect((await search(1, { query: { features: ['sauna'] } })).status).toBe(400);
    expect((await search(1, { query: { energyLabels: ['Z'] } })).status).toBe(400);
  });
});
