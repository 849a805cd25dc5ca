import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rentalCard } from '../../../../shared/domain/rental-card';
import { detailTabsOfRental, rentalTitle } from '../../../../shared/domain/rental-page';
import {
  buildRentalSearchBody,
  cheapestMatchingPeriod,
  isShown,
  parseRentalParams,
  periodsByMonth,
  RENTAL_SORTS,
  rentalAddressLine,
  rentalFacts,
  type RentalFilter,
  toRentalParams,
  visibleRentalTabs,
} from '../../../../shared/domain/rentals';
import { createTranslator } from '../../../../shared/i18n';
import type { RentalPeriod, RentalUnit } from '../../../../shared/types/rental';

// Holiday rentals.

function unit(overrides: Partial<RentalUnit> = {}): RentalUnit {
  return {
    id: 7,
    photos: [{ original: '/o.svg', medium: '/m.svg', thumbnail: '/t.svg' }],
    mainPhoto: { original: '/o.svg', medium: '/m.svg', thumbnail: '/t.svg' },
    address: {
      street: { nl: 'Zeedijk', fr: 'Digue de mer' },
      number: '55',
      box: '0701',
      city: { name: { nl: 'De Haan', fr: 'Le Coq' }, alias: null, zip: '8420' },
    },
    description: { nl: 'Mooi appartement.' },
    descriptionShort: { nl: 'Met zeezicht' },
    location: { id: 1, name: { nl: 'Kust', fr: 'Côte' } },
    city: { id: 21, name: { nl: 'De Haan', fr: 'Le Coq' } },
    maxOccupation: 4,
    subKind: { id: 2, name: { nl: 'Appartement', fr: 'Appartement' } },
    garage: false,
    floor: 7,
    building: { name: 'Residentie Zeezicht', rentalName: 'DH-ZZ-0701' },
    bedrooms: 2,
    bathrooms: 1,
    geo: { lat: 51.27, lon: 3.03 },
    hiddenTabs: [],
    priceFrom: 450,
    ...overrides,
  };
}

const period = (id: number, start: string, end: string, price: number, available = true, typeId = 1): RentalPeriod => ({
  id,
  unitId: 7,
  type: { id: typeId, code: typeId === 1 ? 'WEEK' : 'WEEKEND', name: { nl: typeId === 1 ? 'Week' : 'Weekend' } },
  start,
  end,
  price,
  available,
});

describe('the address of a unit', () => {
  it.each([
    ['street, number, / box, zip and city', unit(), 'nl', {}, 'Zeedijk 55 / 0701, 8420 De Haan'],
    ['the city and street in the visitor’s language', unit(), 'fr', {}, 'Digue de mer 55 / 0701, 8420 Le Coq'],
    [
      'the city’s alias for the language instead of its name',
      unit({ address: { ...unit().address, city: { ...unit().address.city, alias: { nl: 'Vosseslag' } } } }),
      'nl',
      {},
      'Zeedijk 55 / 0701, 8420 Vosseslag',
    ],
    [
      'an alias of another language does not replace the name',
      unit({ address: { ...unit().address, city: { ...unit().address.city, alias: { nl: 'Vosseslag' } } } }),
      'fr',
      {},
      'Digue de mer 55 / 0701, 8420 Le Coq',
    ],
    ['no box: no slash', unit({ address: { ...unit().address, box: null } }), 'nl', {}, 'Zeedijk 55, 8420 De Haan'],
    ['no number', unit({ address: { ...unit().address, number: null, box: null } }), 'nl', {}, 'Zeedijk, 8420 De Haan'],
    ['the street only, when asked', unit(), 'nl', { withCity: false }, 'Zeedijk 55 / 0701'],
  ] as const)('%s', (_, subject, locale, options, expected) => {
    expect(rentalAddressLine(subject.address, locale, options)).toBe(expected);
  });
});

describe('a field shows only if it is not empty, null or zero', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    [0, false],
    [1, true],
    ['Studio', true],
    [false, true],
    [true, true],
  ])('%j → %s', (value, shown) => {
    expect(isShown(value)).toBe(shown);
  });

  it('lists the general facts and the rooms with a value, in the unit’s order', () => {
    const facts = rentalFacts(unit(), 'nl');
    expect(facts.general.map((fact) => fact.key)).toEqual(['location', 'city', 'maxOccupation', 'type', 'garage', 'floor', 'residence', 'reference']);
    expect(facts.rooms).toEqual([
      { key: 'bedrooms', value: 2 },
      { key: 'bathrooms', value: 1 },
    ]);
  });

  it('leaves out a ground floor (zero), no bedrooms (a studio), an unknown garage and a missing building', () => {
    const sparse = unit({ floor: 0, bedrooms: 0, bathrooms: null, garage: null, building: null, maxOccupation: null, subKind: null });
    const facts = rentalFacts(sparse, 'nl');
    expect(facts.general.map((fact) => fact.key)).toEqual(['location', 'city']);
    expect(facts.rooms).toEqual([]);
  });

  it('shows the garage as yes or no, with the unit’s labels, in four languages', () => {
    const rows = (locale: 'nl' | 'fr' | 'en' | 'de') => detailTabsOfRental(unit({ garage: true }), locale, createTranslator(locale))[0]!.groups[0]!.rows;
    expect(rows('nl').find((row) => row.key === 'rental.garage')).toMatchObject({ label: 'Garage', value: 'Ja' });
    expect(rows('fr').find((row) => row.key === 'rental.reference')).toMatchObject({ label: 'Référence', value: 'DH-ZZ-0701' });
    expect(rows('en').find((row) => row.key === 'rental.residence')).toMatchObject({ label: 'Residence', value: 'Residentie Zeezicht' });
    expect(rows('de').find((row) => row.key === 'rental.maxOccupation')).toMatchObject({ label: 'Maximale Personenzahl', value: '4' });
  });
});

describe('tabs a unit hides (hiddenTabs)', () => {
  it('shows every tab when none are hidden, and leaves out the hidden ones', () => {
    expect(visibleRentalTabs(unit())).toEqual(['description', 'general', 'rooms', 'periods', 'map']);
    expect(visibleRentalTabs(unit({ hiddenTabs: ['map', 'rooms'] }))).toEqual(['description', 'general', 'periods']);
    expect(visibleRentalTabs(unit({ hiddenTabs: ['unknown'] }))).toHaveLength(5);
  });

  it('drops a hidden facts tab from the tabs island', () => {
    const t = createTranslator('nl');
    expect(detailTabsOfRental(unit(), 'nl', t).map((tab) => tab.id)).toEqual(['general', 'rooms']);
    expect(detailTabsOfRental(unit({ hiddenTabs: ['rooms'] }), 'nl', t).map((tab) => tab.id)).toEqual(['general']);
  });
});

describe('the cheapest free period that matches the search', () => {
  const TODAY = '2026-11-22';
  const periods = [
    period(1, '2026-11-20', '2026-11-27', 300), // begun
    period(2, '2026-12-05', '2026-12-12', 650),
    period(3, '2026-12-12', '2026-12-19', 600, false), // taken
    period(4, '2026-12-19', '2026-12-26', 900),
    period(5, '2026-12-04', '2026-12-07', 380, true, 2), // weekend
    period(6, '2027-01-09', '2027-01-16', 650),
  ];

  it.each<[string, RentalFilter, number | null]>([
    ['no filter: the cheapest free one not begun', {}, 5],
    ['weeks only', { period: [1] }, 2],
    ['arriving on a given day', { arrival: '2026-12-19' }, 4],
    ['arriving on a day with only a taken period', { arrival: '2026-12-12' }, null],
    ['within a window', { from: '2026-12-10', to: '2027-01-31' }, 6],
    ['equal prices: the earliest', { period: [1], from: '2026-12-01' }, 2],
    ['nothing matches', { arrival: '2027-06-01' }, null],
  ])('%s', (_, filter, expected) => {
    expect(cheapestMatchingPeriod(periods, filter, TODAY)?.id ?? null).toBe(expected);
  });

  it('puts "from € x" and the period type on the card', () => {
    const card = rentalCard(unit(), periods[1]!, 'nl', { origins: [], resizing: false });
    expect(card).toMatchObject({
      href: '/nl/vakantie/7',
      title: 'Appartement in De Haan',
      image: { src: '/m.svg', width: 600, height: 400 },
      residence: 'Residentie Zeezicht',
      place: 'De Haan',
      guests: 4,
      bedrooms: 2,
      from: { price: 'Vanaf €\u00a0650', periodType: 'Week' },
    });
    expect(rentalCard(unit({ mainPhoto: null, photos: [] }), null, 'fr', { origins: [], resizing: false })).toMatchObject({
      href: '/fr/vacances/7',
      image: null,
      from: null,
      place: 'Le Coq',
    });
  });

  it('groups periods by month for twelve months from today, in date order', () => {
    const months = periodsByMonth([...periods, period(7, '2027-12-01', '2027-12-08', 500)], TODAY);
    expect(months.map((month) => month.month)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months[1]!.periods.map((p) => p.id)).toEqual([5, 2, 3, 4]);
  });

  it('names a unit by its type, place and residence', () => {
    expect(rentalTitle(unit(), 'nl')).toBe('Appartement in De Haan – Residentie Zeezicht');
    expect(rentalTitle(unit({ building: null }), 'fr')).toBe('Appartement à Le Coq');
  });
});

describe('the search in the address', () => {
  const id = fc.integer({ min: 1, max: 99_999 });
  const day = fc
    .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const filter: fc.Arbitrary<RentalFilter> = fc
    .record(
      {
        location: fc.uniqueArray(id, { minLength: 1, maxLength: 5 }),
        city: fc.uniqueArray(id, { minLength: 1, maxLength: 5 }),
        type: fc.uniqueArray(id, { minLength: 1, maxLength: 5 }),
        guests: fc.integer({ min: 1, max: 30 }),
        period: fc.uniqueArray(id, { minLength: 1, maxLength: 4 }),
        arrival: day,
        from: day,
        to: day,
        sort: fc.constantFrom(...RENTAL_SORTS),
      },
      { requiredKeys: [] },
    )
    .filter((value) => !(value.from && value.to && value.to <= value.from));

  it('reads back every filter it writes (property)', () => {
    fc.assert(
      fc.property(filter, (value) => {
        expect(parseRentalParams(toRentalParams(value))).toEqual(value);
      }),
    );
  });

  it('writes repeated parameters for lists, in a fixed order', () => {
    expect(toRentalParams({ guests: 4, location: [2, 1], type: [5], city: [9] }).toString()).toBe('location=2&location=1&city=9&type=5&guests=4');
  });

  it('drops what is not a filter value, never fails', () => {
    const params = new URLSearchParams(
      'location=x&location=3&type=-1&guests=0&guests=99&arrival=2026-02-30&from=2026-12-10&to=2026-12-01&sort=random&period=1.5',
    );
    expect(parseRentalParams(params)).toEqual({ location: [3], from: '2026-12-10' });
  });

  it('builds the platform search body (the towns among the filter options): guests as "at least", sort by guests or (by default) by price', () => {
    expect(
      buildRentalSearchBody(
        { location: [1], city: [21], type: [2], guests: 4, period: [1], arrival: '2026-12-05', sort: 'guests-desc' },
        { limit: 12, offset: 24 },
      ),
    ).toEqual({
      query: { locationId: [1], cityId: [21], subKindId: [2], occupation: 4, periodTypeId: [1], arrival: '2026-12-05' },
      sort: { field: 'occupation', order: 'desc' },
      limit: 12,
      offset: 24,
    });
    expect(buildRentalSearchBody({}).sort).toEqual({ field: 'price', order: 'asc' });
  });
});
