import { describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { formatPrice } from '../../../../shared/format/measures';
import { enumLabel, translate } from '../../../../shared/i18n';
import { LOCALES } from '../../../../shared/i18n/locales';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { callTool, connectAssistant } from '../../assistants-helpers';
import { html } from '../../helpers';
import { idsOnPage, totalOnPage } from '../../listing-feature-helpers';
import { allEstates, ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';

// Search in plain words: the words a sentence leaves over never empty the list by themselves.
// They put the listings whose texts hold them first; the box names those no listing holds
// ("Niet gebruikt: …") with a link that requires them; a sentence whose understood part finds
// nothing names the parts without which it would. The assistants' search_listings says the same.

const SALE = starterPaths('forSale');
const tokens = ingestTokensBeforeAll();
const APARTMENT = 2;
const HOUSE = 1;

const onSale = (estate: RawEstate) => estate.general.status === 'FOR_SALE' || estate.general.status === 'TAKE_OVER';
const listedOnSale = async (headType: number) =>
  (await allEstates(1)).filter((estate) => estate.general.parentId === null && onSale(estate) && estate.general.headType.id === headType);

/** The links of the box's notices (`<p class="plain-search__notice">`): their words and addresses. */
function noticesOf(body: string): { text: string; links: { label: string; href: string }[] }[] {
  return [...body.matchAll(/<p class="plain-search__notice">(.*?)<\/p>/g)].map(([, inner]) => ({
    text: inner!.replace(/<[^>]+>/g, ''),
    links: [...inner!.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, label]) => ({ href: href!.replace(/&amp;/g, '&'), label: label! })),
  }));
}

async function page(url: string) {
  const { response, body } = await html(`http://localhost${url}`);
  expect(response.status).toBe(200);
  return { body, ids: idsOnPage(body), total: totalOnPage(body), notices: noticesOf(body) };
}

describe('words the search does not understand', () => {
  it('never empty the list: the understood part’s listings, "niet gebruikt" in so many found, no link where no listing holds them', async () => {
    const apartments = await listedOnSale(APARTMENT);
    expect(apartments.length).toBeGreaterThan(0);
    const found = await page(`${SALE.nl}?q=${encodeURIComponent('appartement met kangoeroehok')}`);
    expect(found.total).toBe(apartments.length);
    const [unused] = found.notices;
    expect(unused?.text).toBe(translate('nl', 'plainSearch.unused', { words: 'kangoeroehok', count: apartments.length }));
    expect(unused?.text).toBe(`Niet gebruikt: kangoeroehok (niet in de ${apartments.length} gevonden panden)`);
    // No listing of the page holds the word, whatever is left out: no link, none that opens an empty page.
    expect(unused?.links).toEqual([]);

    // Required by hand, the word finds nothing; the box names the part to leave out and what is found without it.
    const none = await page(`${SALE.nl}?type=${APARTMENT}&words=kangoeroehok`);
    expect(none.total).toBe(0);
    const [emptied] = none.notices;
    expect(emptied?.text.startsWith(translate('nl', 'plainSearch.emptied'))).toBe(true);
    const without = emptied!.links.find((link) => link.label.startsWith('zonder kangoeroehok'));
    expect(without?.label).toBe(translate('nl', 'plainSearch.without', { label: 'kangoeroehok', count: apartments.length }));
    expect((await page(without!.href)).total).toBe(apartments.length);
  });

  // A word only a house's text holds, searched with "apartment": the notice says it is in none of
  // the apartments found, and its link leaves out the type that excludes the house, with its count.
  const OKAPI = { nl: 'appartement okapiverblijf', fr: 'appartement okapiverblijf', en: 'apartment okapiverblijf', de: 'Wohnung okapiverblijf' } as const;
  it.each(LOCALES)('in %s: "not in the N found", and a link to the listings that hold the word, without the part that excludes them', async (locale) => {
    const house = whiseHouse('leftover-okapi', {
      title: { nl: 'Woning met okapiverblijf', fr: 'Maison avec okapiverblijf', en: 'House with okapiverblijf', de: 'Haus mit okapiverblijf' },
    });
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [house] } })).status).toBe(200);
    const id = (await listedOnSale(HOUSE)).find((estate) => estate.general.title.nl === 'Woning met okapiverblijf')!.general.id;
    const apartments = await listedOnSale(APARTMENT);
    const found = await page(`${SALE[locale]}?q=${encodeURIComponent(OKAPI[locale])}`);
    expect(found.total).toBe(apartments.length);
    expect(found.ids).not.toContain(id);
    const [unused] = found.notices;
    const label = translate(locale, 'plainSearch.requireWithout', { words: 'okapiverblijf', label: enumLabel(locale, 'Type', 'APARTMENT'), count: 1 });
    expect(unused?.text).toBe(`${translate(locale, 'plainSearch.unused', { words: 'okapiverblijf', count: apartments.length })} ${label}`);
    expect(unused?.links.map((link) => link.label)).toEqual([label]);
    // Followed, the link finds what it says: the house, the word required.
    const followed = await page(unused!.links[0]!.href);
    expect(followed.total).toBe(1);
    expect(followed.ids).toEqual([id]);
  });

  it('put the listings whose text holds them first, in the page’s language: no notice there, "non utilisé" on the French page', async () => {
    const listing = whiseHouse('leftover-1', { title: { nl: 'Woning met zwaluwnesten', fr: 'Maison avec pigeonnier' }, price: { amount: 900_000 } });
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [listing] } })).status).toBe(200);
    const houses = await listedOnSale(HOUSE);
    const id = houses.find((house) => house.general.title.nl === 'Woning met zwaluwnesten')!.general.id;
    const dutch = await page(`${SALE.nl}?q=${encodeURIComponent('huis zwaluwnesten')}`);
    // Every house, the one that mentions it first (the cheapest first after it, as always).
    expect(dutch.total).toBe(houses.length);
    expect(dutch.ids[0]).toBe(id);
    expect(dutch.notices).toEqual([]);
    expect(dutch.body).toContain(`<p class="plain-search__note">${translate('nl', 'plainSearch.preferring')}</p>`);
    // Without the word the same house is far down the list, the most expensive.
    expect((await page(`${SALE.nl}?q=huis`)).ids).not.toContain(id);
    // The French text does not hold the Dutch word: the houses all the same, and the word named as not used.
    const french = await page(`${SALE.fr}?q=${encodeURIComponent('maison zwaluwnesten')}`);
    expect(french.total).toBe(houses.length);
    expect(french.ids[0]).not.toBe(id);
    expect(french.notices[0]?.text).toContain(translate('fr', 'plainSearch.unused', { words: 'zwaluwnesten', count: houses.length }));
    expect((await page(`${SALE.fr}?q=${encodeURIComponent('maison pigeonnier')}`)).ids[0]).toBe(id);
  });

  it('a sentence whose understood part finds nothing says which part to drop, each link finding what it says', async () => {
    const gent = (await listedOnSale(HOUSE)).filter((house) => house.general.address.city.zip === '9000');
    expect(gent.length).toBeGreaterThan(0);
    const none = await page(`${SALE.nl}?q=${encodeURIComponent('huis in Gent max 50.000')}`);
    expect(none.total).toBe(0);
    const [emptied] = none.notices;
    const label = translate('nl', 'plainSearch.priceMax', { price: formatPrice(50_000) });
    expect(emptied?.links.map((link) => link.label)).toContain(translate('nl', 'plainSearch.without', { label, count: gent.length }));
    for (const link of emptied!.links) {
      const count = Number(/: (\d+) /.exec(link.label)?.[1]);
      expect((await page(link.href)).total, link.label).toBe(count);
    }
  });
});

describe('the assistants’ search_listings', () => {
  it('names the words not used and answers the understood part’s listings', async () => {
    const client = await connectAssistant();
    // The assistant searches the listing page for sale: those to take over included.
    const apartments = await listedOnSale(APARTMENT);
    const { data, text } = await callTool<{ total: number; notUsed: string[] }>(client, 'search_listings', {
      query: 'appartement met kangoeroehok',
      language: 'nl',
    });
    expect(data.total).toBe(apartments.length);
    expect(data.notUsed).toEqual(['kangoeroehok']);
    expect(text).toContain(`Not used: kangoeroehok (not in the ${apartments.length} listing(s) found).`);
    const understood = await callTool<{ notUsed: string[] }>(client, 'search_listings', { query: 'appartement met terras', language: 'nl' });
    expect(understood.data.notUsed).toEqual([]);
  });

  it('names, for words not used, the part without which listings hold them, as the box’s link', async () => {
    const house = whiseHouse('leftover-okapi', { title: { nl: 'Woning met okapiverblijf', fr: 'Maison avec okapiverblijf' } });
    expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [house] } })).status).toBe(200);
    const client = await connectAssistant();
    const { data, text } = await callTool<{ total: number; notUsed: string[]; notUsedWithout: { without: string; total: number }[] }>(
      client,
      'search_listings',
      { query: 'appartement okapiverblijf', language: 'fr' },
    );
    expect(data.notUsed).toEqual(['okapiverblijf']);
    const type = enumLabel('fr', 'Type', 'APARTMENT');
    expect(data.notUsedWithout).toEqual([{ without: type, total: 1 }]);
    expect(text).toContain(`With "okapiverblijf" required, without ${type}: 1 listing(s).`);
  });

  it('says, when nothing matches, which part to leave out and how many it would find', async () => {
    const client = await connectAssistant();
    const gent = (await listedOnSale(HOUSE)).filter((house) => house.general.address.city.zip === '9000');
    const { data, text } = await callTool<{ total: number; leaveOut: { without: string; total: number }[] }>(client, 'search_listings', {
      query: 'huis in Gent max 50.000',
      language: 'en',
    });
    expect(data.total).toBe(0);
    const label = translate('en', 'plainSearch.priceMax', { price: formatPrice(50_000) });
    expect(data.leaveOut).toContainEqual({ without: label, total: gent.length });
    expect(text).toContain(`without ${label}, ${gent.length} listing(s)`);
  });
});
