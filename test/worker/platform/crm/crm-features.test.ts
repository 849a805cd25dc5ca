import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlainFeature } from '../../../../shared/domain/plain-search/types';
import { platform } from '../../../../worker/platform/demo/embedded';
import { syncOmnicasa } from '../../../../worker/platform/crm/omnicasa/sync';
import { runScheduled } from '../../../../worker/platform/scheduled';
import { OMNICASA_FIXTURES, type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES, WHISE_FIXTURES } from '../../../support/fake-crm/fixtures';
import { fakeOmnicasa, fakeSweepBright, fakeWhise } from '../../fake-crm';
import { detailPage, get, html } from '../../helpers';
import { factOn, idsOnPage } from '../../listing-feature-helpers';
import { search } from '../../platform-helpers';
import { UNTIL } from '../../until';
import { bindings as whiseBindings, connect as connectWhise } from '../../whise-helpers';

// What each CRM says a property has (SweepBright's amenities, Whise's garden area, garage and
// flags, Omnicasa's Has… flags) reaches the listing's facts and its search features when the
// listing is written: the filter and a sentence in plain words find it (shared/domain/listing-features.ts).

afterEach(() => vi.restoreAllMocks());

const estateIdOf = (source: string, externalId: string | number) =>
  env.DB.prepare('SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = ?1 AND external_id = ?2')
    .bind(source, String(externalId))
    .first<number>('estate_id');

/** Whether a search for these features on site 1 finds the estate. */
async function foundBy(features: PlainFeature[], id: number): Promise<boolean> {
  const page = await search(1, { query: { features, terms: { id: [id] } } });
  expect(page.status).toBe(200);
  return page.ids.includes(id);
}

/**
 * The listing page for sale with a sentence in plain words: the estates it shows. Polled: the
 * sentence's place is one of the site's cities once the site's filter options show the new
 * listing's city (a generation the isolate trusts for a few seconds, cache/generations.ts).
 */
const foundBySentence = async (path: string, sentence: string) => idsOnPage((await html(`http://localhost${path}?q=${encodeURIComponent(sentence)}`)).body);

describe('features from each CRM', () => {
  it('SweepBright: the amenities garden, pool and lift', async () => {
    const listed: RawSweepBrightEstate = {
      ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage),
      id: crypto.randomUUID(),
      amenities: ['garden', 'pool', 'lift'],
    };
    const fake = await fakeSweepBright([listed]);
    const made = await platform.request(
      '/sites/1/connections',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'sweepbright', settings: { clientId: fake.connection.clientId }, secret: fake.connection.clientSecret }),
      },
      { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY },
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { id: connectionId, webhookPath } = ((await made.json()) as { connection: { id: number; webhookPath: string } }).connection;
    const hook = await get(`http://localhost${webhookPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'estate-added', estate_id: listed.id }),
    });
    expect(hook.status).toBe(202);
    await vi.waitFor(async () => {
      const open = await env.DB.prepare("SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1 AND state <> 'done'")
        .bind(connectionId)
        .first<number>('n');
      expect(open).toBe(0);
    }, UNTIL);

    const id = (await estateIdOf('sweepbright', listed.id))!;
    expect(id).toBeGreaterThan(0);
    expect(factOn((await detailPage(id)).body, 'comfort.garden')).toBe('Ja');
    for (const feature of ['garden', 'pool', 'elevator'] as const) expect(await foundBy([feature], id), feature).toBe(true);
    expect(await foundBy(['furnished'], id)).toBe(false);
    await expect.poll(() => foundBySentence('/de/zu-verkaufen', 'Haus mit Garten und Schwimmbad in Eupen'), UNTIL).toContain(id);
  });

  it('Whise: a garden area, a garage and furnished', async () => {
    const house = { ...WHISE_FIXTURES.houseForSale, id: 4_190_001, furnished: 1 };
    const fake = await fakeWhise([house]);
    await connectWhise(1, fake);
    await runScheduled(whiseBindings, new Date());

    const id = (await estateIdOf('whise', house.id))!;
    expect(id).toBeGreaterThan(0);
    expect(factOn((await detailPage(id)).body, 'comfort.garden')).toBe('Ja');
    for (const feature of ['garden', 'garage', 'furnished'] as const) expect(await foundBy([feature], id), feature).toBe(true);
    expect(await foundBy(['pool'], id)).toBe(false);
    await expect.poll(() => foundBySentence('/nl/te-koop', 'gemeubelde woning met tuin en garage in Sint-Amandsberg'), UNTIL).toContain(id);
  });

  it('Omnicasa: the Has… flags garden, garage and lift', async () => {
    const property = { ...OMNICASA_FIXTURES.houseForSale, ID: 7_190_001, Ident: 'FEAT-1', Zip: '9070', City: 'Destelbergen', HasLift: 1 };
    const fake = await fakeOmnicasa([property]);
    await env.DB.prepare("DELETE FROM connections WHERE kind = 'omnicasa'").run();
    const omnicasa = {
      DB: env.DB,
      CACHE: env.CACHE,
      MEDIA: env.MEDIA,
      CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
      OMNICASA_API_URL: 'https://omnicasa.test/1.12/OmnicasaService.svc/',
    };
    const made = await platform.request(
      '/sites/1/connections',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName }, secret: fake.connection.password }),
      },
      omnicasa,
    );
    expect(made.status, await made.clone().text()).toBe(201);
    await syncOmnicasa(omnicasa, new Date());

    const id = (await estateIdOf('omnicasa', property.ID))!;
    expect(id).toBeGreaterThan(0);
    expect(factOn((await detailPage(id)).body, 'comfort.garden')).toBe('Ja');
    for (const feature of ['garden', 'garage', 'elevator'] as const) expect(await foundBy([feature], id), feature).toBe(true);
    expect(await foundBy(['pool'], id)).toBe(false);
    await expect.poll(() => foundBySentence('/nl/te-koop', 'villa met tuin en lift in Destelbergen'), UNTIL).toContain(id);
  });
});
