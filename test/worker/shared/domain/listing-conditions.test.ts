import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { estateFeatures, listingSearchFacts, priceWithCharges } from '../../../../shared/domain/listing-features';
import type { PlainFeature } from '../../../../shared/domain/plain-search/types';
import { enumLabel, translate } from '../../../../shared/i18n';
import { formatPrice } from '../../../../shared/format/measures';
import type { Locale } from '../../../../shared/i18n/locales';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { listedPrice } from '../../../../worker/platform/listings/estates-table';
import { detailPage, html, priceOn } from '../../helpers';
import { euros, factOn, idsOnPage, totalOnPage } from '../../listing-feature-helpers';
import { allEstates, ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';

// What a visitor says of a listing's outdoor spaces, its condition, a new build and a rent with
// or without its charges is derived once, when the listing is written, from the facts its detail
// page shows (shared/domain/listing-features.ts; migration 0058): each sentence below finds the
// listings whose pages show it, counted against the documents those pages are made of.

const SALE = starterPaths('forSale');
const RENT = starterPaths('forRent');
const tokens = ingestTokensBeforeAll();
const HOUSE = 1;
const APARTMENT = 2;
/** The listing for sale shows the listings for sale and to take over (worker/platform/starter/pages-listings.ts). */
const onSale = (estate: RawEstate) => estate.general.status === 'FOR_SALE' || estate.general.status === 'TAKE_OVER';

const listedOf = async (siteId: number) => (await allEstates(siteId)).filter((estate) => estate.general.parentId === null);
const has = (estate: RawEstate, feature: PlainFeature) => estateFeatures(reshapeEstate(estate)).includes(feature);
const withCharges = (estate: RawEstate) => priceWithCharges(reshapeEstate(estate), listedPrice(estate));

/** The listing page of a sentence on site 1: the ids of its first page and the total it says. */
async function found(locale: Locale, path: Record<Locale, string>, sentence: string): Promise<{ ids: number[]; total: number; body: string }> {
  const { response, body } = await html(`http://localhost${path[locale]}?q=${encodeURIComponent(sentence)}`);
  expect(response.status).toBe(200);
  return { ids: idsOnPage(body), total: totalOnPage(body), body };
}

/** A sentence's page finds exactly these listings: its total, and its first page among them. */
async function expectFinds(locale: Locale, path: Record<Locale, string>, sentence: string, expected: RawEstate[]) {
  const page = await found(locale, path, sentence);
  expect(page.total, sentence).toBe(expected.length);
  const ids = expected.map((estate) => estate.general.id);
  for (const id of page.ids) expect(ids, sentence).toContain(id);
  expect(page.ids.length, sentence).toBe(Math.min(expected.length, 15));
  return page;
}

describe('the vocabulary of what listings hold, on the demo data', () => {
  it('finds the apartments whose page shows a terrace for a balcony, in four languages', async () => {
    const expected = (await listedOf(1)).filter((estate) => onSale(estate) && estate.general.headType.id === APARTMENT && has(estate, 'balcony'));
    expect(expected.length).toBeGreaterThan(0);
    for (const estate of expected) expect(has(estate, 'terrace')).toBe(true);
    const page = await expectFinds('nl', SALE, 'appartement met balkon', expected);
    await expectFinds('fr', SALE, 'appartement avec balcon', expected);
    await expectFinds('en', SALE, 'flat with a balcony', expected);
    await expectFinds('de', SALE, 'Wohnung mit Balkon', expected);
    expect(page.body).toContain(translate('nl', 'plainSearch.feature.balcony'));
    // The first listing found says so on its page: a terrace, or a terrace's area.
    const detail = (await detailPage(page.ids[0]!)).body;
    expect(factOn(detail, 'comfort.terrace') === 'Ja' || factOn(detail, 'layout.terrace_area') !== undefined).toBe(true);
  });

  it('finds the listings with a garden or a terrace for an outdoor space', async () => {
    const expected = (await listedOf(1)).filter((estate) => onSale(estate) && estate.general.headType.id === APARTMENT && has(estate, 'outdoor'));
    expect(expected.map((estate) => has(estate, 'garden') || has(estate, 'terrace'))).not.toContain(false);
    await expectFinds('nl', SALE, 'appartement met buitenruimte', expected);
    await expectFinds('de', SALE, 'Wohnung mit Außenbereich', expected);
  });

  it.each([
    [
      'toRenovate',
      'TO_RENOVATE',
      [
        ['fr', 'maison à rénover'],
        ['nl', 'te renoveren woning'],
        ['en', 'house to renovate'],
        ['de', 'renovierungsbedürftiges Haus'],
      ],
    ],
    [
      'toFreshenUp',
      'TO_FRESHEN_UP',
      [
        ['nl', 'huis op te frissen'],
        ['fr', 'maison à rafraîchir'],
        ['en', 'house that needs refreshing'],
        ['de', 'Haus auffrischungsbedürftig'],
      ],
    ],
    [
      'moveInReady',
      'GOOD_CONDITION',
      [
        ['nl', 'instapklaar huis'],
        ['fr', 'maison prête à emménager'],
        ['en', 'move-in ready house'],
        ['de', 'bezugsfertiges Haus'],
      ],
    ],
  ] as const)('finds the houses whose condition is %s by the words of four languages, each page saying so', async (feature, condition, sentences) => {
    const expected = (await listedOf(1)).filter((estate) => onSale(estate) && estate.general.headType.id === HOUSE && has(estate, feature));
    expect(expected.length).toBeGreaterThan(0);
    for (const [locale, sentence] of sentences) await expectFinds(locale, SALE, sentence, expected);
    // The page of one of them says the condition ("Staat van het gebouw").
    const shown = expected.find((estate) => estate.general.guid === null && estate.technical.condition === condition) ?? expected[0]!;
    const detail = (await detailPage(shown.general.id)).body;
    const label = factOn(detail, 'construction.condition');
    expect(label).toBeTruthy();
    if (feature !== 'moveInReady') expect(label).toBe(enumLabel('nl', 'Condition', condition));
  });

  it('finds the new builds for "neu gebaut" and its inflections, "nieuwbouw", "neuf", "newly built"', async () => {
    const expected = (await listedOf(1)).filter((estate) => onSale(estate) && estate.general.headType.id === HOUSE && has(estate, 'newBuild'));
    expect(expected.length).toBeGreaterThan(0);
    for (const [locale, sentence] of [
      ['de', 'neu gebautes Haus'],
      ['de', 'Haus neu gebaut'],
      ['de', 'neugebaute Häuser'],
      ['nl', 'nieuwbouw huis'],
      ['nl', 'nieuw gebouwde woning'],
      ['fr', 'maison neuve'],
      ['en', 'newly built house'],
    ] as const) {
      await expectFinds(locale, SALE, sentence, expected);
    }
    const apartments = (await listedOf(1)).filter((estate) => onSale(estate) && estate.general.headType.id === APARTMENT);
    await expectFinds(
      'de',
      SALE,
      'neu gebaute Wohnung mit Balkon',
      apartments.filter((estate) => has(estate, 'newBuild') && has(estate, 'balcony')),
    );
    await expectFinds(
      'de',
      SALE,
      'neu gebaute Wohnung',
      apartments.filter((estate) => has(estate, 'newBuild')),
    );
  });

  it('counts a rent with the charges its page shows for "warm", "charges comprises", "kosten inbegrepen", and without for "kalt"', async () => {
    const gent = (await listedOf(1)).filter(
      (estate) => estate.general.status === 'TO_RENT' && estate.general.headType.id === APARTMENT && estate.general.address.city.zip === '9000',
    );
    const warm = gent.filter((estate) => (withCharges(estate) ?? Number.POSITIVE_INFINITY) <= 1200);
    const cold = gent.filter((estate) => (listedPrice(estate) ?? Number.POSITIVE_INFINITY) <= 1200);
    expect(warm.length).toBeGreaterThan(0);
    expect(cold.length).toBeGreaterThan(warm.length);
    const page = await expectFinds('de', RENT, 'Mietwohnung in Gent höchstens 1.200 Euro warm', warm);
    expect(page.body).toContain(translate('de', 'plainSearch.priceMaxWithCharges', { price: formatPrice(1200) }));
    await expectFinds('de', RENT, 'Mietwohnung in Gent höchstens 1.200 Euro kalt', cold);
    await expectFinds('de', RENT, 'Mietwohnung in Gent höchstens 1.200 Euro', cold);
    const under1000 = gent.filter((estate) => (withCharges(estate) ?? Number.POSITIVE_INFINITY) <= 1000);
    expect(under1000.length).toBeGreaterThan(0);
    await expectFinds('fr', RENT, 'appartement à louer à Gand jusqu’à 1 000 € charges comprises', under1000);
    await expectFinds('nl', RENT, 'appartement te huur in Gent max 1.000 euro kosten inbegrepen', under1000);
    await expectFinds('en', RENT, 'apartment to rent in Ghent up to 1000 including charges', under1000);
    // A listing found: its page's rent and monthly charges (and provision) add up to no more than the bound.
    for (const estate of warm.slice(0, 2)) {
      const detail = (await detailPage(estate.general.id)).body;
      const total = euros(priceOn(detail)) + euros(factOn(detail, 'financial.monthly_charges')) + euros(factOn(detail, 'financial.provision'));
      expect(total, String(estate.general.id)).toBe(withCharges(estate));
      expect(total).toBeLessThanOrEqual(1200);
    }
  });
});

describe('migration 0058', () => {
  const migration = env.TEST_MIGRATIONS.find((one) => one.name.startsWith('0058_'))!;
  const backfills = migration.queries.filter((query) => query.includes('UPDATE estates SET'));

  it('gives every listing written before its features and rent with charges as a write would (listingSearchFacts), on both sources', async () => {
    expect(backfills).toHaveLength(2);
    const listings = [
      whiseHouse('conditions-1', { transaction: 'let', features: { garden: false, terrace: true }, price: { amount: 950, charges: 120 } }),
      whiseHouse('conditions-2', { features: { garden: true }, areas: { terrace: 12 } }),
    ];
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings } })).status).toBe(200);
    const rows = async () =>
      (
        await env.DB.prepare('SELECT id, source, price, features, price_with_charges, document FROM estates ORDER BY id').all<{
          id: number;
          source: string;
          price: number | null;
          features: number;
          price_with_charges: number | null;
          document: string;
        }>()
      ).results;
    const written = await rows();
    expect(new Set(written.map((row) => row.source))).toEqual(new Set(['main', 'alternate']));
    for (const row of written) {
      const facts = listingSearchFacts(JSON.parse(row.document) as RawEstate, row.price);
      expect([row.features, row.price_with_charges], `estate ${row.id} as written`).toEqual([facts.features, facts.priceWithCharges]);
    }
    // Every new bit somewhere, and rents whose charges count.
    for (const bit of [128, 256, 512, 1024, 2048])
      expect(
        written.some((row) => row.features & bit),
        String(bit),
      ).toBe(true);
    expect(written.some((row) => row.price !== null && row.price_with_charges! > row.price)).toBe(true);

    await env.DB.prepare('UPDATE estates SET features = features & 127, price_with_charges = NULL').run();
    for (const backfill of backfills) await env.DB.prepare(backfill).run();
    const filled = await rows();
    expect(filled.map((row) => [row.id, row.features, row.price_with_charges])).toEqual(written.map((row) => [row.id, row.features, row.price_with_charges]));
  });
});
