import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { ENHANCED_ISLANDS } from '../../../../shared/islands';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import pageProfiles from '../../../../client/page-profiles.json';
import { allEstates, call, distanceKm } from '../../platform-helpers';
import { get, html, tags, attribute } from '../../helpers';

const FOR_SALE_PATHS = { nl: '/nl/te-koop', fr: '/fr/a-vendre', en: '/en/for-sale', de: '/de/zu-verkaufen' } as const;
const TITLE_WORD = { nl: ' in ', fr: ' à ', en: ' in ', de: ' in ' } as const;

let site1: RawEstate[];
let site2: RawEstate[];

/** Cards of the server-rendered list: id, title, price. */
function cards(body: string): { id: number; title: string; price: string }[] {
  return [
    ...body.matchAll(
      new RegExp(
        /<article class="estate-card" data-estate-id="(\d+)">[\s\S]*?/.source +
          /<h3 class="estate-card__title">(?:<a[^>]*>)?([^<]*)(?:<\/a>)?<\/h3><p class="estate-card__price">([^<]*)<\/p>/.source,
        'g',
      ),
    ),
  ].map((m) => ({
    id: Number(m[1]),
    title: m[2]!.replace(/&#x27;/g, "'"),
    price: m[3]!,
  }));
}

/** The listing's island props: total and filter the server used. */
function listProps(body: string): { first: { total: number; cards: { id: number }[] }; filter: Record<string, unknown> } {
  const island = tags(body, 'agency-island').find((tag) => tag.includes('data-island="estate-list"'))!;
  return JSON.parse(
    attribute(island, 'data-props')!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}

const listed = (estates: RawEstate[]) => estates.filter((e) => e.general.parentId === null);
const forSale = (estates: RawEstate[]) => listed(estates).filter((e) => e.general.status === 'FOR_SALE' || e.general.status === 'TAKE_OVER');

beforeAll(async () => {
  site1 = await allEstates(1);
  site2 = await allEstates(2);
});

describe('listing pages', () => {
  it.each(LOCALES)('render the first 15 cards on the server in %s, cheapest first', async (locale) => {
    const { response, body } = await html(`http://localhost${FOR_SALE_PATHS[locale]}`);
    expect(response.status).toBe(200);
    const found = cards(body);
    expect(found).toHaveLength(15);
    const expected = forSale(site1)
      .filter((e) => e.general.price.value)
      .sort((a, b) => a.general.price.value! - b.general.price.value! || a.general.id - b.general.id)
      .slice(0, 15);
    expect(found.map((card) => card.id)).toEqual(expected.map((e) => e.general.id));
    for (const card of found) {
      const estate = expected.find((e) => e.general.id === card.id)!;
      expect(card.title).toContain(TITLE_WORD[locale]);
      expect(card.price).toMatch(/^(€\u00a0[\d.]+(,\d+)?|.* €\u00a0[\d.]+)$/);
      expect(card.price.replace(/[^\d]/g, '')).toBe(String(estate.general.price.value));
    }
    expect(listProps(body).first.total).toBe(forSale(site1).length);
  });

  it.each([
    ['city=7', (e: RawEstate) => e.general.address.city.id === 7],
    ['type=2', (e: RawEstate) => e.general.headType.id === 2],
    ['city=7&city=9&type=1', (e: RawEstate) => [7, 9].includes(e.general.address.city.id) && e.general.headType.id === 1],
    ['price-min=300000', (e: RawEstate) => (e.general.price.value ?? 0) >= 300000],
    ['price-max=250000', (e: RawEstate) => e.general.price.value !== null && e.general.price.value <= 250000],
    ['bedrooms=3', (e: RawEstate) => e.general.bedroomCount === 3],
    ['bedrooms=6', (e: RawEstate) => (e.general.bedroomCount ?? 0) >= 6],
    ['bed-min=4', (e: RawEstate) => (e.general.bedroomCount ?? 0) >= 4],
    ['subType=28', (e: RawEstate) => e.general.subType.id === 28],
    ['trans=kopen', (e: RawEstate) => e.general.status === 'FOR_SALE'],
    ['status=FOR_SALE', (e: RawEstate) => e.general.status === 'FOR_SALE'],
    ['country=BE', () => true],
  ])('narrows the list with %s', async (query, keep) => {
    const { response, body } = await html(`http://localhost/nl/te-koop?${query}`);
    expect(response.status).toBe(200);
    expect(listProps(body).first.total).toBe(forSale(site1).filter(keep).length);
    expect(cards(body).every((card) => keep(site1.find((e) => e.general.id === card.id)!))).toBe(true);
  });

  it('finds estates around a point with geo_range, which replaces the city filter', async () => {
    const { body } = await html('http://localhost/nl/te-koop?city=999999&geo_range=8km;51.0543;3.7174');
    const centre = { lat: 51.0543, lon: 3.7174 };
    const within = forSale(site1).filter((e) => e.general.address.geoLocation && distanceKm(centre, e.general.address.geoLocation) <= 8);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(forSale(site1).length);
    expect(listProps(body).first.total).toBe(within.length);
    for (const card of cards(body)) expect(within.map((e) => e.general.id)).toContain(card.id);
  });

  it('answers garbage parameters with the unfiltered list, never a 500', async () => {
    for (const query of [
      'city=abc',
      'type=-1&price-min=veel',
      'geo_range=everywhere',
      'sortType=random&sortOrder=sideways',
      'bedrooms=%00',
      'page=-3',
      'page=99999',
      '%E0%A4%A=1',
    ]) {
      const { response, body } = await html(`http://localhost/nl/te-koop?${query}`);
      expect(response.status, query).toBe(200);
      if (!query.startsWith('page')) expect(listProps(body).first.total, query).toBe(forSale(site1).length);
    }
  });

  it.each([
    ['a negative price (minimum 0, strict)', 'price-min=-500'],
    ['a price in exponent notation (strict)', 'price-max=1.2345678901234568e%2B24'],
    ['geo_range with whole-degree latitude and longitude (decimal lat and lon)', 'geo_range=10km;51;3'],
  ])('ignores %s: the unfiltered list', async (_, query) => {
    const { response, body } = await html(`http://localhost/nl/te-koop?${query}`);
    expect(response.status).toBe(200);
    const props = listProps(body);
    expect(props.first.total).toBe(forSale(site1).length);
    expect(props.filter).not.toHaveProperty('priceMin');
    expect(props.filter).not.toHaveProperty('priceMax');
    expect(props.filter).not.toHaveProperty('geo');
  });

  it('offers a plain next-page link that works without JavaScript', async () => {
    const { body } = await html('http://localhost/nl/te-koop?type=2');
    const next = listProps(body) as unknown as { nextHref: string };
    expect(next.nextHref).toBe('/nl/te-koop?type=2&page=2');
    expect(body).toMatch(/<a class="button button--ghost" href="\/nl\/te-koop\?type=2&amp;page=2" rel="next">/);
    const second = await html(`http://localhost${next.nextHref}`);
    const firstIds = cards(body).map((c) => c.id);
    expect(cards(second.body)).toHaveLength(Math.min(15, forSale(site1).filter((e) => e.general.headType.id === 2).length - 15));
    expect(cards(second.body).some((c) => firstIds.includes(c.id))).toBe(false);
  });

  /** The server-rendered list in order: `card` for a card, the kind of a call to action otherwise. */
  function sequence(body: string): string[] {
    const grid = /<ul class="card-grid">([\s\S]*?)class="listing__sentinel"/.exec(body)?.[1] ?? '';
    return [...grid.matchAll(/<article class="estate-card"|class="listing-cta listing-cta--(\w+)"/g)].map((m) => m[1] ?? 'card');
  }
  const cardsThen = (count: number, ...rest: string[]) => [...Array<string>(count).fill('card'), ...rest];

  it('puts the subscribe call to action after the 14th card', async () => {
    expect(sequence((await html('http://localhost/nl/te-koop')).body)).toEqual(cardsThen(14, 'subscribe', 'card'));
  });

  it('puts the subscribe call to action after the last card when fewer than 14 are found', async () => {
    const perCity = new Map<number, number>();
    for (const estate of forSale(site1)) perCity.set(estate.general.address.city.id, (perCity.get(estate.general.address.city.id) ?? 0) + 1);
    const [city, count] = [...perCity].find(([, n]) => n > 1 && n < 14)!;
    expect(sequence((await html(`http://localhost/nl/te-koop?city=${city}`)).body)).toEqual(cardsThen(count, 'subscribe'));
  });

  it('puts reviews after every 8th card and the valuation after every 16th on the sold list', async () => {
    const sold = await html('http://localhost/nl/verkocht');
    const total = listProps(sold.body).first.total;
    expect(total).toBe(listed(site1).filter((e) => e.general.status === 'SOLD').length);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(sequence(sold.body)).toEqual([...cardsThen(8, 'reviews'), ...cardsThen(7)]);
    // The next page without JavaScript holds cards 16 to 30 and the calls to action of those places.
    const second = sequence((await html('http://localhost/nl/verkocht?page=2')).body);
    expect(second.slice(0, 13)).toEqual(['card', 'valuation', 'reviews', ...cardsThen(8, 'reviews'), 'card']);
    expect(second).not.toContain('subscribe');
  });

  it('labels sold properties and replaces their price', async () => {
    const { body } = await html('http://localhost/nl/verkocht');
    const found = cards(body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.price === 'Verkocht')).toBe(true);
    expect(body).toContain('estate-card__label--sold');
  });

  it('describes the list as schema.org ItemList', async () => {
    const { body } = await html('http://localhost/en/for-sale');
    const scripts = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const list = scripts.find((s) => s['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(15);
    expect(list.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1, url: expect.stringMatching(/^http:\/\/localhost\/en\/offer\/\d+\//) });
  });
});

describe('hidden statuses', () => {
  // Site 2 hides TAKEN_OVER (settings.hiddenStatus [7]); its home page's collection "New on the
  // market" still holds an estate taken over since (the seed keeps one there on purpose).
  const home = () => env.DB.prepare("SELECT id, document FROM pages WHERE site_id = 2 AND page_key = 'home'").first<{ id: number; document: string }>();

  it('never show a hidden status in a collection, on the map or by id, though the platform holds one there', async () => {
    const page = (await home())!;
    const section = (JSON.parse(page.document) as { sections: { id: number; type: string; data: { collectionId?: number } }[] }).sections.find(
      (s) => s.type === 'estateCollection',
    )!;
    const collection = (await call('GET', `/estate-collections/${section.data.collectionId}`, { siteId: 2 })).body as {
      estateIds?: number[];
      estates?: { general: { id: number } }[];
    };
    const members = new Set(collection.estateIds ?? collection.estates?.map((e) => e.general.id) ?? []);
    const hidden = listed(site2).filter((e) => e.general.status === 'TAKEN_OVER' && members.has(e.general.id));
    expect(hidden.length, 'the control: the platform’s collection holds a taken-over estate').toBeGreaterThan(0);
    const ids = new Set(hidden.map((e) => e.general.id));

    const shown = cards((await html('http://immo-tweede.localhost/nl/')).body);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((card) => ids.has(card.id))).toEqual([]);
    const answer = (await (await get(`http://immo-tweede.localhost/nl/ajax/estates?page=${page.id}&section=${section.id}&offset=0`)).json()) as {
      total: number;
      cards: { id: number }[];
    };
    expect(answer.total).toBe(members.size - hidden.length);
    expect(answer.cards.filter((card) => ids.has(card.id))).toEqual([]);
    const markers = (await (await get(`http://immo-tweede.localhost/nl/ajax/estate-markers?page=${page.id}&section=${section.id}`)).json()) as {
      markers: { id: number }[];
    };
    expect(markers.markers.length).toBeGreaterThan(0);
    expect(markers.markers.filter((m) => ids.has(m.id))).toEqual([]);
    expect((await get(`http://immo-tweede.localhost/nl/ajax/estate/${hidden[0]!.general.id}`)).status).toBe(404);
  });

  it('shows every status on a site that hides none', async () => {
    const takenOver = listed(site1).find((e) => e.general.status === 'TAKEN_OVER')!;
    expect((await get(`http://localhost/nl/ajax/estate/${takenOver.general.id}`)).status).toBe(200);
  });
});

describe('listing ajax routes', () => {
  it('pages through a listing without duplicates, up to the total', async () => {
    const page = await env.DB.prepare("SELECT id, document FROM pages WHERE site_id = 1 AND page_key = 'forRent'").first<{ id: number; document: string }>();
    const section = (JSON.parse(page!.document) as { sections: { id: number; type: string }[] }).sections.find((s) => s.type === 'estateList')!;
    const seen: number[] = [];
    let total = 0;
    for (let offset = 0; ; offset += 15) {
      const answer = (await (await get(`http://localhost/fr/ajax/estates?page=${page!.id}&section=${section.id}&offset=${offset}&sortType=price`)).json()) as {
        total: number;
        cards: { id: number; title: string }[];
      };
      total = answer.total;
      seen.push(...answer.cards.map((c) => c.id));
      if (answer.cards.length === 0 || seen.length >= total) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it.each([
    ['/nl/ajax/estates?page=x&section=1', 400],
    ['/nl/ajax/estates?page=1&section=1&offset=-5', 400],
    ['/nl/ajax/estates?page=1&section=999999', 404],
    ['/nl/ajax/estates?page=999999&section=1', 404],
    ['/nl/ajax/estate/abc', 400],
    ['/nl/ajax/estate/99999999', 404],
    ['/nl/ajax/search-city?q=', 400],
    ['/nl/ajax/similar-estate/0', 400],
    ['/nl/ajax/nope', 404],
  ])('answers %s with %d and a message', async (path, status) => {
    const response = await get(`http://localhost${path}`);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });

  it('completes city names and postal codes', async () => {
    const answer = (await (await get('http://localhost/fr/ajax/search-city?q=gan')).json()) as { cities: { name: string; zip: string }[] };
    expect(answer.cities).toContainEqual(expect.objectContaining({ name: 'Gand', zip: '9000' }));
    const byZip = (await (await get('http://localhost/nl/ajax/search-city?q=90')).json()) as { cities: { zip: string }[] };
    expect(byZip.cities.length).toBeGreaterThan(0);
    expect(byZip.cities.every((c) => c.zip.startsWith('90'))).toBe(true);
  });

  it('answers no similar estates for an estate of a hidden status', async () => {
    const hidden = listed(site2).filter((e) => e.general.status === 'TAKEN_OVER');
    expect((await get(`http://immo-tweede.localhost/nl/ajax/similar-estate/${hidden[0]!.general.id}`)).status).toBe(404);
  });

  it('finds similar estates: same type and status, the estate itself left out', async () => {
    const estate = listed(site1).find((e) => e.general.status === 'FOR_SALE' && e.general.headType.id === 2 && e.general.price.value)!;
    const answer = (await (await get(`http://localhost/nl/ajax/similar-estate/${estate.general.id}`)).json()) as { cards: { id: number }[] };
    expect(answer.cards.length).toBeGreaterThan(0);
    for (const card of answer.cards) {
      const other = site1.find((e) => e.general.id === card.id)!;
      expect(other.general.id).not.toBe(estate.general.id);
      expect(other.general.headType.id).toBe(2);
      expect(other.general.status).toBe('FOR_SALE');
    }
  });
});

// Every demo page in Dutch, read before the tests are collected: one test per page.
const weighedPages = [
  ...(await env.DB.prepare('SELECT site_id, document FROM pages ORDER BY id').all<{ site_id: number; document: string }>()).results.map((row) => {
    const url = (JSON.parse(row.document) as { url: { nl: string } }).url.nl;
    return `http://${row.site_id === 1 ? 'localhost' : 'immo-tweede.localhost'}/nl/${url}`;
  }),
  'http://localhost/nl/favorieten',
  'http://localhost/nl/privacy-verklaring',
];
const profiles = Object.entries(pageProfiles)
  .filter(([name]) => !name.startsWith('$'))
  .map(([, names]) => new Set(names as string[]));

describe('page weight', () => {
  it.each(weighedPages)('%s renders no React island outside the size-checked page profiles (client/page-profiles.json)', async (path) => {
    const { body } = await html(path);
    const islands = new Set(tags(body, 'agency-island').map((tag) => attribute(tag, 'data-island')!));
    expect(islands.size).toBeGreaterThan(0);
    // The enhanced ones come with the entry, on every page: the profiles name React islands only.
    const react = [...islands].filter((name) => !(ENHANCED_ISLANDS as readonly string[]).includes(name));
    expect(
      profiles.some((profile) => react.every((name) => profile.has(name))),
      `${path}: ${react.join(', ')}`,
    ).toBe(true);
  });
});
