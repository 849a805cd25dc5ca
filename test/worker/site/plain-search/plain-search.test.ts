import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { translate } from '../../../../shared/i18n';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { get, html } from '../../helpers';
import { allEstates, ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';

// Search in plain words: GET /{lang}/ajax/parse-search (the parser's answer and the listing
// address) and the listing page reading q without JavaScript.

const SALE = starterPaths('forSale');
const RENT = starterPaths('forRent');
const tokens = ingestTokensBeforeAll();

let estates: RawEstate[];
/** The town with the most houses for sale on agency 1's site. */
let town: { id: number; zip: string; nl: string; fr: string };

beforeAll(async () => {
  estates = (await allEstates(1)).filter((estate) => estate.general.parentId === null);
  const houses = estates.filter((estate) => estate.general.status === 'FOR_SALE' && estate.general.headType.id === 1);
  const counts = new Map<number, number>();
  for (const house of houses) counts.set(house.general.address.city.id, (counts.get(house.general.address.city.id) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const city = houses.find((house) => house.general.address.city.id === id)!.general.address.city;
  town = { id, zip: city.zip, nl: city.name.nl!, fr: city.name.fr ?? city.name.nl! };
});

async function parse(locale: Locale, q: string): Promise<{ status: number; body: any }> {
  const response = await get(`http://localhost/${locale}/ajax/parse-search?q=${encodeURIComponent(q)}`);
  return { status: response.status, body: await response.json() };
}

const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('GET /{lang}/ajax/parse-search', () => {
  it('reads a Dutch sentence: type, garden, the town, a highest price; the listing for sale with them', async () => {
    const { status, body } = await parse('nl', `huis met tuin in ${town.nl} max 450.000`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ transaction: null, types: ['HOUSE'], places: [{ zip: town.zip }], priceMax: 450_000, features: ['garden'] });
    expect(body.url.startsWith(`${SALE.nl}?`)).toBe(true);
    const params = paramsOf(body.url);
    expect(params.getAll('type')).toEqual(['1']);
    expect(params.getAll('city')).toContain(String(town.id));
    expect(params.get('price-max')).toBe('450000');
    expect(params.getAll('feature')).toEqual(['garden']);
    expect(body.chips.map((chip: { label: string }) => chip.label)).toContain(town.nl);
  });

  it('reads a French sentence: bedrooms, the town by its French name, garden, a price bound', async () => {
    const { status, body } = await parse('fr', `maison 4 chambres ${town.fr} jardin moins de 350000`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ types: ['HOUSE'], bedroomsMin: 4, priceMax: 350_000, features: ['garden'], places: [{ zip: town.zip, name: town.fr }] });
    expect(body.url.startsWith(`${SALE.fr}?`)).toBe(true);
    expect(paramsOf(body.url).get('bed-min')).toBe('4');
  });

  it('reads an English sentence to rent: the listing for rent, with the lift', async () => {
    const { status, body } = await parse('en', `2 bed apartment with lift to rent in ${town.nl}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ transaction: 'rent', types: ['APARTMENT'], bedroomsMin: 2, features: ['elevator'] });
    expect(body.url.startsWith(`${RENT.en}?`)).toBe(true);
    expect(paramsOf(body.url).getAll('feature')).toEqual(['elevator']);
  });

  it('reads a German sentence with a radius: a geo_range around the town, and the words it did not understand as q', async () => {
    const { status, body } = await parse('de', `Haus im Umkreis von 10 km um ${town.nl} ruhig`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ types: ['HOUSE'], radiusKm: 10, places: [{ zip: town.zip }] });
    const params = paramsOf(body.url);
    expect(params.get('geo_range')).toMatch(/^10km;\d+\.\d+;\d+\.\d+$/);
    expect(params.get('q')).toBe(body.text);
    expect(body.url.startsWith(`${SALE.de}?`)).toBe(true);
  });

  it.each(LOCALES)('refuses an empty, a missing or a too long q in %s with a 400 in that language', async (locale) => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const { status, body } = await parse(locale, q);
      expect(status).toBe(400);
      expect(body.error).toBe(translate(locale, q.length > 200 ? 'plainSearch.tooLong' : 'plainSearch.empty', { max: 200 }));
    }
    const missing = await get(`http://localhost/${locale}/ajax/parse-search`);
    expect(missing.status).toBe(400);
  });
});

describe('the listing page with q, without JavaScript', () => {
  it('applies the sentence: only houses of the town, its chips each a link without it', async () => {
    const { response, body } = await html(`http://localhost${SALE.nl}?q=${encodeURIComponent(`huis in ${town.nl}`)}`);
    expect(response.status).toBe(200);
    const ids = [...body.matchAll(/data-estate-id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const estate = estates.find((candidate) => candidate.general.id === id)!;
      expect(estate.general.address.city.id).toBe(town.id);
      expect(estate.general.headType.id).toBe(1);
    }
    const chip = new RegExp(`<a class="plain-search__chip" href="([^"]*)" aria-label="${translate('nl', 'plainSearch.remove', { label: town.nl })}">`).exec(
      body,
    );
    expect(chip).not.toBeNull();
    const without = paramsOf(chip![1]!.replace(/&amp;/g, '&'));
    expect(without.getAll('city')).toEqual([]);
    expect(without.getAll('type')).toEqual(['1']);
    expect(body).toContain('<label class="plain-search__label" for="plain-search-q">Zoek in je eigen woorden</label>');
  });

  it('searches the words in the page’s language only: a Dutch word is found in the Dutch text, not on the French page', async () => {
    expect(
      (
        await ingestCall('PUT', '/sites/1/listings', {
          token: tokens[1],
          body: { listings: [whiseHouse('plain-1', { title: { nl: 'Woning met zwaluwnesten', fr: 'Maison avec pigeonnier' } })] },
        })
      ).status,
    ).toBe(200);
    const ids = (body: string) => [...body.matchAll(/data-estate-id="(\d+)"/g)].map((match) => Number(match[1]));
    // Required of the texts (`words`): found in Dutch, not in French.
    const dutch = await html(`http://localhost${SALE.nl}?words=zwaluwnesten`);
    expect(ids(dutch.body)).toHaveLength(1);
    expect(dutch.body).toContain(translate('nl', 'plainSearch.alsoSearching'));
    const french = await html(`http://localhost${SALE.fr}?words=zwaluwnesten`);
    expect(ids(french.body)).toHaveLength(0);
    const frenchWord = await html(`http://localhost${SALE.fr}?words=pigeonnier`);
    expect(ids(frenchWord.body)).toHaveLength(1);
    // Left over by a sentence (`q`), the word puts the listing first in Dutch and is not used in French.
    const sentence = await html(`http://localhost${SALE.nl}?q=zwaluwnesten`);
    expect(ids(sentence.body)[0]).toBe(ids(dutch.body)[0]);
    const frenchSentence = await html(`http://localhost${SALE.fr}?q=zwaluwnesten`);
    expect(ids(frenchSentence.body).length).toBeGreaterThan(1);
    const found = Number(/&quot;total&quot;:(\d+)/.exec(frenchSentence.body)?.[1]);
    expect(frenchSentence.body).toContain(translate('fr', 'plainSearch.unused', { words: 'zwaluwnesten', count: found }));
  });

  // listing-first-screen.css styles the band from the first paint.
  it('marks the hero of a page with a filter bar or the holiday search as a search band in the server’s HTML, and the home page’s not', async () => {
    const listing = await html(`http://localhost${SALE.nl}`);
    expect(listing.body).toContain('<form class="filter-bar"');
    expect(listing.body).toMatch(/<header class="page-hero[^"]* page-hero--search page-hero--estate-search">/);
    const holidays = await html('http://localhost/nl/vakantieverhuur');
    expect(holidays.body).toContain('<form class="rental-filter"');
    expect(holidays.body).toMatch(/<header class="page-hero[^"]* page-hero--search">/);
    const home = await html('http://localhost/nl/');
    expect(home.body).toMatch(/<header class="page-hero[^"]*">/);
    expect(home.body).not.toContain('page-hero--search');
  });

  it('shows the box in the home page’s hero, sent to the listing for sale', async () => {
    for (const locale of LOCALES) {
      const { body } = await html(`http://localhost/${locale}/`);
      expect(body).toMatch(new RegExp(`<div class="container page-hero__text">.*<form class="plain-search"[^>]* action="${SALE[locale]}" method="get">`));
      expect(body).toContain(`>${translate(locale, 'plainSearch.label')}</label>`);
    }
  });
});
