import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { TYPE_GROUP_ORDER, STATUS_GROUP_ORDER } from '../../../../worker/platform/search/grouping';
import { sortableName } from '../../../../worker/platform/listings/estates-table';
import { allEstates, call, distanceKm, search, sortedIds } from '../../platform-helpers';
import { MAIN_TRANSACTION_IDS } from '../../../../shared/contract/enums';

// Each filter mapped to its search field, against the seeded demo data, with the
// expected answers computed in JavaScript from the stored documents.

let estates: RawEstate[];
let listed: RawEstate[];
const ALL = { limit: 100 };

async function allIds(body: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await search(1, { ...body, limit: 100, offset });
    expect(page.status).toBe(200);
    ids.push(...page.ids);
    if (ids.length >= page.total || page.ids.length === 0) return ids;
  }
}

beforeAll(async () => {
  estates = await allEstates(1);
  listed = estates.filter((estate) => estate.general.parentId === null);
});

describe('search terms, ranges and matches', () => {
  it('leaves project units out unless asked for, and counts every listed estate', async () => {
    const page = await search(1, ALL);
    expect(page.total).toBe(listed.length);
    expect(page.ids).toHaveLength(Math.min(100, listed.length));
    const withChildren = await search(1, { ...ALL, includeChildren: true });
    expect(withChildren.total).toBe(estates.length);
  });

  it('uses a page size of 15 by default', async () => {
    expect((await search(1, {})).ids).toHaveLength(15);
  });

  it.each([
    ['address.city.id', (e: RawEstate) => e.general.address.city.id],
    ['headType.id', (e: RawEstate) => e.general.headType.id],
    ['subType.id', (e: RawEstate) => e.general.subType.id],
    ['bedroomCount', (e: RawEstate) => e.general.bedroomCount],
  ] as const)('filters on the term %s', async (field, value) => {
    const values = [...new Set(listed.map(value).filter((v): v is number => typeof v === 'number'))].slice(0, 2);
    expect(values.length).toBeGreaterThan(0);
    const ids = await allIds({ query: { terms: { [field]: values } } });
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(listed.filter((e) => values.includes(value(e) as number))));
  });

  it('filters on transaction.id with main-source ids, alternate-source estates included', async () => {
    const ids = await allIds({ query: { terms: { 'transaction.id': [MAIN_TRANSACTION_IDS.SOLD] } } });
    const sold = listed.filter((e) => e.general.status === 'SOLD');
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(sold));
    expect(sold.some((e) => e.general.guid)).toBe(true);
  });

  it('filters on the country', async () => {
    expect((await search(1, { query: { terms: { 'address.country.id': ['BE'] } } })).total).toBe(listed.length);
    expect((await search(1, { query: { terms: { 'address.country.id': ['NL'] } } })).total).toBe(0);
  });

  it('filters on a price range, bounds included, estates without a price left out', async () => {
    const ids = await allIds({ query: { range: { 'price.value': { gte: 200_000, lte: 350_000 } } } });
    const expected = listed.filter((e) => (e.general.price.value ?? -1) >= 200_000 && (e.general.price.value ?? Infinity) <= 350_000);
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(expected));
  });

  it('filters on a bedroom range with only a lower bound', async () => {
    const ids = await allIds({ query: { range: { bedroomCount: { gte: 4 } } } });
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(listed.filter((e) => (e.general.bedroomCount ?? 0) >= 4)));
  });

  it('matches estate collection membership', async () => {
    const member = listed.find((e) => e.collections.length > 0)!;
    const collection = member.collections[0]!;
    const ids = await allIds({ query: { match: { 'children.estate_collections.estate_collection_id': collection } } });
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(estates.filter((e) => e.collections.includes(collection))));
  });

  it('matches projects, and the units of one project', async () => {
    const projects = await allIds({ query: { match: { project: true } } });
    expect(projects.sort((a, b) => a - b)).toEqual(sortedIds(listed.filter((e) => e.general.project)));
    const project = listed.find((e) => e.general.project)!;
    const units = await allIds({ query: { match: { parentId: project.general.id } } });
    expect(units.sort((a, b) => a - b)).toEqual([...project.children].sort((a, b) => a - b));
  });

  it('finds estates within a great-circle distance, and not those just outside', async () => {
    const gent = { lat: 51.0543, lon: 3.7174 };
    for (const km of [3, 12, 40]) {
      const ids = await allIds({ query: { distance: { geoLocation: { ...gent, distance: `${km}km` } } } });
      const expected = listed.filter((e) => e.general.address.geoLocation && distanceKm(gent, e.general.address.geoLocation) <= km);
      expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(expected));
      const outside = listed.filter((e) => e.general.address.geoLocation && distanceKm(gent, e.general.address.geoLocation) > km);
      expect(outside.some((e) => ids.includes(e.general.id))).toBe(false);
    }
  });

  it('combines filters with AND', async () => {
    const ids = await allIds({
      query: { terms: { 'headType.id': [1], 'transaction.id': [1] }, range: { 'price.value': { lte: 400_000 } } },
    });
    const expected = listed.filter(
      (e) => e.general.headType.id === 1 && e.general.status === 'FOR_SALE' && e.general.price.value !== null && e.general.price.value <= 400_000,
    );
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(expected));
  });
});

describe('sorting and paging', () => {
  const priced = () => listed.filter((e) => e.general.price.value !== null);

  it('sorts by date, newest first, by default', async () => {
    const page = await search(1, { limit: 30 });
    const dates = page.body.results.map((e: RawEstate) => e.general.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(
      listed
        .map((e) => e.general.publicationDate)
        .sort()
        .at(-1),
    );
  });

  it.each(['asc', 'desc'] as const)('sorts by price %s, estates without a price last', async (order) => {
    const ids = await allIds({ sort: { field: 'price.value', order } });
    const prices = ids.map((id) => listed.find((e) => e.general.id === id)!.general.price.value);
    const known = prices.filter((p): p is number => p !== null);
    expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    expect(prices.slice(known.length).every((p) => p === null)).toBe(true);
    expect(known).toHaveLength(priced().length);
  });

  it('sorts ascending when the order is left out', async () => {
    const ids = (await search(1, { sort: { field: 'subType.id' }, limit: 50 })).ids;
    const types = ids.map((id) => listed.find((e) => e.general.id === id)!.general.subType.id);
    expect(types).toEqual([...types].sort((a, b) => a - b));
  });

  it('sorts by city name', async () => {
    const ids = await allIds({ sort: { field: 'address.city.name', order: 'desc' } });
    const names = ids.map((id) => sortableName(listed.find((e) => e.general.id === id)!.general.address.city.name.nl)!);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('pages with limit/offset and with from/size alike, without overlap', async () => {
    const first = await search(1, { limit: 10, offset: 0, sort: { field: 'price.value' } });
    const second = await search(1, { limit: 10, offset: 10, sort: { field: 'price.value' } });
    const alike = await search(1, { pagination: { from: 10, size: 10 }, sort: { field: 'price.value' } });
    expect(second.ids).toEqual(alike.ids);
    expect(first.ids.filter((id) => second.ids.includes(id))).toEqual([]);
    const whole = await search(1, { limit: 20, sort: { field: 'price.value' } });
    expect([...first.ids, ...second.ids]).toEqual(whole.ids);
  });

  it('answers an empty page past the end, with the total', async () => {
    const page = await search(1, { offset: 9000 });
    expect(page.ids).toEqual([]);
    expect(page.total).toBe(listed.length);
  });
});

describe('grouping', () => {
  function rankOf(order: readonly number[], value: number): number {
    const index = order.indexOf(value);
    return index === -1 ? 999 : index;
  }

  it('orders by type group 1,3,7,2,4,6,10,5,9, projects last', async () => {
    const ids = await allIds({ grouping: 'TYPE' });
    const ranks = ids.map((id) => {
      const e = listed.find((estate) => estate.general.id === id)!;
      return e.general.project ? 1000 : rankOf(TYPE_GROUP_ORDER, e.general.headType.id);
    });
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks.at(-1)).toBe(1000);
  });

  it('orders by status group 1,3,2,4,10,5,6', async () => {
    const ids = await allIds({ grouping: 'STATUS', sort: { field: 'price.value' } });
    const ranks = ids.map((id) => {
      const e = listed.find((estate) => estate.general.id === id)!;
      return e.general.project ? 1000 : rankOf(STATUS_GROUP_ORDER, MAIN_TRANSACTION_IDS[e.general.status]);
    });
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('bad input is a 400 or 404 with a message, never a 500', () => {
  it.each([
    ['malformed JSON', '{"limit": 1', 400],
    ['an empty body', '', 400],
    ['an unknown field', JSON.stringify({ limitt: 5 }), 400],
    ['an unknown term field', JSON.stringify({ query: { terms: { 'owner.id': [1] } } }), 400],
    ['a wrong type', JSON.stringify({ limit: '5' }), 400],
    ['a negative limit', JSON.stringify({ limit: -1 }), 400],
    ['a huge limit', JSON.stringify({ limit: 1_000_000 }), 400],
    ['a fractional offset', JSON.stringify({ offset: 1.5 }), 400],
    ['both paging styles', JSON.stringify({ limit: 5, pagination: { from: 0, size: 5 } }), 400],
    ['a bad distance', JSON.stringify({ query: { distance: { geoLocation: { lat: 51, lon: 3, distance: 'far' } } } }), 400],
    ['an unknown sort field', JSON.stringify({ sort: { field: 'owner' } }), 400],
    ['a body that is an array', '[]', 400],
  ])('refuses %s', async (_what, rawBody, status) => {
    const response = await call('POST', '/sites/1/estates', { rawBody, siteId: 1 });
    expect(response.status).toBe(status);
    expect(typeof response.body.error).toBe('string');
  });

  it('answers 404 for an unknown site and 400 for a malformed site id', async () => {
    expect((await call('POST', '/sites/999/estates', { body: {} })).status).toBe(404);
    expect((await call('POST', '/sites/abc/estates', { body: {} })).status).toBe(400);
    expect((await call('GET', '/estates/v2/1', { siteId: 'x' as unknown as number })).status).toBe(400);
  });

  it('keeps each site to its own estates', async () => {
    const other = await allEstates(2);
    const ids = await allIds({});
    expect(ids.some((id) => other.some((e) => e.general.id === id))).toBe(false);
    expect((await call('GET', `/estates/v2/${other[0]!.general.id}`, { siteId: 1 })).status).toBe(404);
  });
});

describe('long lists stay within D1’s 100 bound parameters per statement', () => {
  it('answers a search with 500 ids in one term and several long terms', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const page = await search(1, {
      query: { terms: { 'address.city.id': ids, 'subType.id': ids.slice(0, 200), 'headType.id': [1, 2, 3, 4, 5, 6], id: ids.map((i) => i + 1000) } },
    });
    expect(page.status).toBe(200);
  });
});
