import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interleaveCallsToAction, isSoldList } from '../../../../shared/domain/calls-to-action';
import { soldOrRented } from '../../../../shared/domain/estate-card';
import { selectorSummary } from '../../../../shared/domain/selector-summary';
import { translate } from '../../../../shared/i18n';
import { type EstateFilter, filterWithDefaults, parseSearchParams, toSearchParams } from '../../../../shared/domain/search-params';
import { buildSearchBody } from '../../../../shared/domain/listing-search';
import { isHiddenStatus, visibleStatusIds } from '../../../../shared/domain/visibility';
import { createEstateListStore, hasMorePages } from '../../../../client/stores/estate-list';
import { createFilterStore } from '../../../../client/stores/filter';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search parameters', () => {
  it.each([
    ['geo_range=10km;51.05;3.72', { km: 10, lat: 51.05, lon: 3.72 }],
    ['geo_range=2.5km;-33.9;18.4', { km: 2.5, lat: -33.9, lon: 18.4 }],
    ['geo_range=10;51.05;3.72', undefined],
    ['geo_range=10km;51.05', undefined],
    ['geo_range=10km;north;3.72', undefined],
    ['geo_range=10km; 51.05;3.72', undefined],
    ['geo_range=-5km;51.05;3.72', undefined],
    ['geo_range=10km;51,05;3,72', undefined],
    ['geo_range=10km;95.5;3.72', undefined],
    ['geo_range=', undefined],
    // Decimal latitude and longitude, each with a fractional part.
    ['geo_range=10km;51;3', undefined],
    ['geo_range=10km;51.05;3', undefined],
    ['geo_range=10km;51;3.72', undefined],
    ['geo_range=10km;51.0;3.0', undefined],
    ['geo_range=10km;-51.5;-3.25', { km: 10, lat: -51.5, lon: -3.25 }],
  ])('%s → %o', (query, geo) => {
    expect(parse(query).geo).toEqual(geo);
  });

  it('drops the city filter when geo_range applies, keeps it when geo_range is invalid', () => {
    expect(parse('city=1&city=2&geo_range=5km;51.05;3.7')).toEqual({ geo: { km: 5, lat: 51.05, lon: 3.7 } });
    expect(parse('city=1&geo_range=5km').city).toEqual([1]);
    expect(parse('city=1&geo_range=10km;51;3')).toEqual({ city: [1] });
  });

  it.each([
    ['trans=kopen', ['FOR_SALE']],
    ['trans=huren', ['TO_RENT']],
    ['trans=leasen', undefined],
    ['trans=', undefined],
    ['trans=KOPEN', undefined],
  ])('%s → status %o', (query, status) => {
    expect(parse(query).status).toEqual(status);
  });

  it('drops empty parameters and wraps single values into lists', () => {
    expect(parse('city=&type=&price-min=&price-max=&bedrooms=&sortType=')).toEqual({});
    expect(parse('city=12&type=1')).toEqual({ city: [12], type: [1] });
    expect(parse('city=12&city=13&type=1&type=2')).toEqual({ city: [12, 13], type: [1, 2] });
  });

  it('ignores garbage values', () => {
    expect(parse('city=abc&type=-1&price-min=cheap&bedrooms=many&sortType=random&sortOrder=up&country=Belgium')).toEqual({});
  });

  it.each([
    ['price-min=-500', undefined],
    ['price-max=1.2345678901234568e%2B24', undefined],
    ['price-max=1.2345678901234568e+24', undefined],
    ['price-min=1e5', undefined],
    ['price-min=250000.5', undefined],
    ['price-min=%2B250000', undefined],
    ['price-min=0x10', undefined],
    ['price-min=goedkoop', undefined],
    ['price-min=0', undefined],
    ['price-min=9007199254740992', undefined],
    ['price-min=250000', 250000],
    ['price-min=9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads a price bound only as a whole non-negative safe number (strict): %s → %s', (query, bound) => {
    const filter = parse(query);
    expect(filter.priceMin ?? filter.priceMax).toBe(bound);
  });

  it('never writes a price bound it would not read back (strict)', () => {
    for (const bad of [-500, 1.2345678901234568e24, 250000.5, Number.NaN, Number.POSITIVE_INFINITY, 0]) {
      expect(toSearchParams({ priceMin: bad, priceMax: bad }).toString(), String(bad)).toBe('');
    }
    expect(toSearchParams({ priceMin: 1000, priceMax: 250000 }).toString()).toBe('price-min=1000&price-max=250000');
  });

  it('creates a price range only for the bounds present', () => {
    expect(buildSearchBody(parse('price-min=200000')).query.range).toEqual({ 'price.value': { gte: 200000 } });
    expect(buildSearchBody(parse('price-max=300000')).query.range).toEqual({ 'price.value': { lte: 300000 } });
    expect(buildSearchBody(parse('price-min=1&price-max=2')).query.range).toEqual({ 'price.value': { gte: 1, lte: 2 } });
    expect(buildSearchBody(parse('price-min=&price-max=')).query.range).toBeUndefined();
    expect(buildSearchBody(parse('bed-min=3')).query.range).toEqual({ bedroomCount: { gte: 3 } });
  });

  it('maps every filter to its search field', () => {
    const body = buildSearchBody(parse('country=BE&city=7&type=1&subType=14&trans=kopen&bedrooms=2&sortType=city&sortOrder=DESC'));
    expect(body.query.terms).toEqual({
      'address.country.id': ['BE'],
      'address.city.id': [7],
      'headType.id': [1],
      'subType.id': [14],
      'transaction.id': [1],
      bedroomCount: [2],
    });
    expect(body.sort).toEqual({ field: 'address.city.name', order: 'desc' });
    expect(buildSearchBody(parse('geo_range=3km;51.05;3.7')).query.distance).toEqual({ geoLocation: { lat: 51.05, lon: 3.7, distance: '3km' } });
  });

  it('sorts ascending when the order is left out, newest first when nothing is asked', () => {
    expect(buildSearchBody(parse('sortType=price')).sort).toEqual({ field: 'price.value', order: 'asc' });
    expect(buildSearchBody(parse('')).sort).toBeUndefined();
    expect(filterWithDefaults(new URLSearchParams(''))).toEqual({ sortType: 'price', sortOrder: 'ASC' });
  });

  it('makes "6" bedrooms mean 6 and more', () => {
    expect(buildSearchBody(parse('bedrooms=2&bedrooms=9')).query.terms?.bedroomCount?.slice(0, 3)).toEqual([2, 6, 7]);
  });

  it('never widens a listing: the visitor’s status meets the node’s', () => {
    const sold = { query: { terms: { 'transaction.id': [5] } } };
    expect(buildSearchBody(parse('trans=huren'), sold).query.terms?.['transaction.id']).toEqual([]);
    expect(buildSearchBody(parse(''), { hiddenStatus: [7] }).query.terms?.['transaction.id']).toEqual([1, 2, 3, 5, 6]);
  });

  it('reads the filter back from the address it writes (property)', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 5 });
    const filter: fc.Arbitrary<EstateFilter> = fc.record(
      {
        city: ids,
        type: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 3 }),
        status: fc.uniqueArray(fc.constantFrom('FOR_SALE' as const, 'TO_RENT' as const), { minLength: 1, maxLength: 2 }),
        bedrooms: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }).map((list) => [...list].sort((a, b) => a - b)),
        priceMin: fc.integer({ min: 1, max: 5_000_000 }),
        priceMax: fc.integer({ min: 1, max: 5_000_000 }),
        bedMin: fc.integer({ min: 0, max: 20 }),
        sortType: fc.constantFrom('price' as const, 'city' as const, 'date' as const, 'type' as const),
        sortOrder: fc.constantFrom('ASC' as const, 'DESC' as const),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filter, (value) => {
        expect(parseSearchParams(toSearchParams(value))).toEqual(value);
      }),
    );
  });
});

describe('calls to action in the list', () => {
  const ctas = (count: number, soldList: boolean) =>
    interleaveCallsToAction(
      Array.from({ length: count }, (_, i) => i + 1),
      { soldList, total: count },
    )
      .filter((entry) => entry.kind === 'cta')
      .map((entry) => (entry.kind === 'cta' ? `${entry.cta}@${entry.after}` : ''));

  it.each([
    [0, []],
    [1, ['subscribe@1']],
    [13, ['subscribe@13']],
    [14, ['subscribe@14']],
    [15, ['subscribe@14']],
    [16, ['subscribe@14']],
    [17, ['subscribe@14']],
    [33, ['subscribe@14', 'subscribe@28']],
  ])('an ordinary list of %d items', (count, expected) => {
    expect(ctas(count, false)).toEqual(expected);
  });

  it.each([
    [0, []],
    [1, []],
    [13, ['reviews@8']],
    [14, ['reviews@8']],
    [15, ['reviews@8']],
    [16, ['reviews@8', 'valuation@16', 'reviews@16']],
    [17, ['reviews@8', 'valuation@16', 'reviews@16']],
    [33, ['reviews@8', 'valuation@16', 'reviews@16', 'reviews@24', 'valuation@32', 'reviews@32']],
  ])('a sold list of %d items', (count, expected) => {
    expect(ctas(count, true)).toEqual(expected);
  });

  it('looks at the whole result, not the page loaded, for "after the last item"', () => {
    const firstPage = interleaveCallsToAction([1, 2, 3], { soldList: false, total: 40 });
    expect(firstPage.some((entry) => entry.kind === 'cta')).toBe(false);
  });

  it('counts places in the whole result when the list starts further on (no-JavaScript page 2)', () => {
    const secondPage = interleaveCallsToAction(
      Array.from({ length: 15 }, (_, i) => 16 + i),
      { soldList: true, total: 40, offset: 15 },
    );
    const placed = secondPage.flatMap((entry) => (entry.kind === 'cta' ? [`${entry.cta}@${entry.after}`] : []));
    expect(placed).toEqual(['valuation@16', 'reviews@16', 'reviews@24']);
    const items = secondPage.flatMap((entry) => (entry.kind === 'item' ? [entry.position] : []));
    expect(items[0]).toBe(16);
  });

  it('recognises a list limited to sold properties', () => {
    expect(isSoldList({ terms: { 'transaction.id': [5] } })).toBe(true);
    expect(isSoldList({ terms: { 'transaction.id': [5, 6] } })).toBe(false);
    expect(isSoldList({})).toBe(false);
    expect(isSoldList(undefined)).toBe(false);
  });
});

describe('sold and rented by data source', () => {
  it.each([
    ['main', 1, null],
    ['main', 2, null],
    ['main', 5, 'sold'],
    ['main', 6, 'rented'],
    ['main', 7, null],
    ['alternate', 1, 'sold'],
    ['alternate', 6, 'rented'],
    ['alternate', 7, 'sold'],
    ['alternate', 5, null],
    ['alternate', 2, null],
  ] as const)('%s source, transaction %d → %s', (source, id, expected) => {
    expect(soldOrRented({ source, transaction: { id, name: {} } })).toBe(expected);
  });
});

describe('hidden statuses', () => {
  it.each([
    [[7], 'TAKEN_OVER', true],
    [[7], 'FOR_SALE', false],
    [[5, 6], 'RENTED', true],
    [[], 'SOLD', false],
    [null, 'SOLD', false],
    [undefined, 'TAKEN_OVER', false],
  ] as const)('hiddenStatus %o hides %s: %s', (hidden, status, expected) => {
    expect(isHiddenStatus(status, hidden)).toBe(expected);
  });

  it('lets a search return every status but the hidden ones', () => {
    expect(visibleStatusIds([])).toBeNull();
    expect(visibleStatusIds(undefined)).toBeNull();
    expect(visibleStatusIds([7, 6])).toEqual([1, 2, 3, 5]);
  });
});

describe('selector summaries', () => {
  const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i + 1, label: `Gemeente ${i + 1} (900${i})` }));

  it.each([
    [0, 'Locatie'],
    [1, 'Gemeente 1 (9000)'],
    [5, 'Gemeente 1 (9000), Gemeente 2 (9001), Gemeente 3 (9002), Gemeente 4 (9003), Gemeente 5 (9004)'],
    [6, 'Locatie (6)'],
  ])('location with %d chosen: %s', (count, expected) => {
    expect(selectorSummary('location', options(count), translate('nl', 'filter.location'))).toBe(expected);
  });

  it.each([
    [0, 'Type', 'Aantal slaapkamers'],
    [1, 'Type (1)', 'Aantal slaapkamers (1)'],
    [5, 'Type (5)', 'Aantal slaapkamers (5)'],
    [6, 'Type (6)', 'Aantal slaapkamers (6)'],
  ])('type and bedrooms with %d chosen', (count, type, bedrooms) => {
    expect(selectorSummary('type', options(count), translate('nl', 'filter.type'))).toBe(type);
    expect(selectorSummary('bedrooms', options(count), translate('nl', 'filter.bedrooms'))).toBe(bedrooms);
  });

  it('speaks the visitor’s language', () => {
    expect(selectorSummary('location', options(6), translate('fr', 'filter.location'))).toBe('Localité (6)');
    expect(selectorSummary('bedrooms', options(2), translate('de', 'filter.bedrooms'))).toBe('Anzahl Schlafzimmer (2)');
  });
});

describe('filter and list state', () => {
  it('defaults to price, ascending, and removes empty city and type lists', () => {
    const store = createFilterStore({ locations: [], types: [], bedrooms: [] });
    expect(store.state.filterQuery).toEqual({ sortType: 'price', sortOrder: 'ASC' });
    store.setList('city', [3, 4]);
    store.setList('type', [1]);
    expect(store.state.filterQuery).toMatchObject({ city: [3, 4], type: [1] });
    store.setList('city', []);
    store.setList('type', []);
    expect(store.state.filterQuery).not.toHaveProperty('city');
    expect(store.state.filterQuery).not.toHaveProperty('type');
    store.setPriceRange(100000, 0);
    expect(store.state.filterQuery).toMatchObject({ priceMin: 100000 });
    expect(store.state.filterQuery).not.toHaveProperty('priceMax');
    // Strict: a negative or exponent-sized price is no bound, so it never reaches the address.
    store.setPriceRange(-500, 1.2345678901234568e24);
    expect(store.state.filterQuery).not.toHaveProperty('priceMin');
    expect(store.state.filterQuery).not.toHaveProperty('priceMax');
    store.setPriceRange(100000, null);
    store.setSort({ sortType: 'date', sortOrder: 'DESC' });
    store.update({ bedrooms: [3] });
    expect(store.state.filterQuery).toMatchObject({ sortType: 'date', sortOrder: 'DESC', bedrooms: [3], priceMin: 100000 });
    store.initFromParams(new URLSearchParams('city=9&trans=huren'));
    expect(store.state.filterQuery).toEqual({ city: [9], status: ['TO_RENT'], sortType: 'price', sortOrder: 'ASC' });
  });

  it('stores an options failure as an empty filter model', () => {
    const store = createFilterStore({ locations: [{ value: 1, label: 'x' }], types: [], bedrooms: [] });
    const error = console.error;
    console.error = () => {};
    store.optionsFailed('down');
    console.error = error;
    expect(store.state).toMatchObject({ isLoading: false, error: 'down', options: { locations: [], types: [], bedrooms: [] } });
  });

  it('goes through first page, next page and errors: a failed next page keeps what it had, a failed search empties the list', () => {
    const list = createEstateListStore();
    expect(list.state.isLoading).toBe(true);
    list.firstPageStarted({ query: { terms: { 'transaction.id': [1] } } });
    list.firstPageLoaded([{ id: 1 }, { id: 2 }] as never, 3);
    expect(list.state).toMatchObject({ isLoading: false, total: 3 });
    expect(hasMorePages(list.state)).toBe(true);
    list.nextPageStarted();
    expect(list.state.isLoadingNextPage).toBe(true);
    list.nextPageLoaded([{ id: 2 }, { id: 3 }] as never, 3);
    expect(list.state.estates.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(hasMorePages(list.state)).toBe(false);
    list.nextPageFailed('timeout');
    expect(list.state).toMatchObject({ error: 'timeout', isLoadingNextPage: false });
    expect(list.state.estates).toHaveLength(3);
    // A failed search (a new filter's first page) leaves no result of the previous one.
    list.firstPageFailed('down');
    expect(list.state).toMatchObject({ error: 'down', isLoading: false, total: 0 });
    expect(list.state.estates).toEqual([]);
  });
});
