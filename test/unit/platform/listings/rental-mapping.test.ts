import { describe, expect, it } from 'vitest';
import { RENTAL_TABS } from '../../../../shared/domain/rentals';
import { createCityLookup } from '../../../../worker/platform/postal-codes';
import { normalizedRentalUnitSchema, type NormalizedRentalUnitInput } from '../../../../worker/platform/listings/normalized-rental';
import { toRawRentalUnit } from '../../../../worker/platform/listings/to-raw-rental';

// A holiday unit as the ingest API takes it, mapped onto the platform's unit and periods.

const UNIT: NormalizedRentalUnitInput = {
  source: 'import',
  externalId: 'KH-0402',
  area: { id: 1, name: { nl: 'Belgische kust', fr: 'Côte belge' } },
  address: { street: 'Zeedijk', number: '590', postalCode: '8400', city: 'Oostende' },
  hiddenTabs: ['map'],
  periods: [
    { type: 'WEEKEND', start: '2027-07-02', end: '2027-07-04', price: 300 },
    { type: 'WEEK', start: '2027-07-03', end: '2027-07-10', price: 900 },
    { type: 'WEEK', start: '2027-07-10', end: '2027-07-17', price: 850, available: false },
  ],
};

const map = (input: NormalizedRentalUnitInput) => toRawRentalUnit(normalizedRentalUnitSchema.parse(input), 70001, createCityLookup());

describe('a holiday unit from the ingest API', () => {
  it('takes the tabs the unit page has', () => {
    expect(normalizedRentalUnitSchema.shape.hiddenTabs.unwrap().element.options).toEqual([...RENTAL_TABS]);
  });

  it('maps onto the platform’s unit: our city, the reference, the lowest week as its teaser price', () => {
    const result = map(UNIT);
    if (!result.ok) throw new Error(JSON.stringify(result.refusals));
    expect(result.unit).toMatchObject({
      id: 70001,
      address: { street: { nl: 'Zeedijk' }, number: '590', city: { zip: '8400', name: { nl: 'Oostende' } } },
      general: { location: { id: 1 }, city: { name: { fr: 'Ostende' } }, building: { rentalName: 'KH-0402', name: null }, subKind: null },
      hiddenTabs: ['map'],
      geo: null,
      // The weekend is cheaper, but the teaser is the lowest week (taken or not), as the demo's.
      priceFrom: 850,
    });
    expect(result.periods.map((period) => [period.type.id, period.type.code, period.start, period.price, period.available])).toEqual([
      [2, 'WEEKEND', '2027-07-02', 300, true],
      [1, 'WEEK', '2027-07-03', 900, true],
      [1, 'WEEK', '2027-07-10', 850, false],
    ]);
  });

  it('refuses a period twice, one that ends before it starts, and an unknown postal code, each with its path', () => {
    const twice = normalizedRentalUnitSchema.safeParse({ ...UNIT, periods: [UNIT.periods![1], UNIT.periods![1]] });
    expect(twice.success || twice.error.issues.map((issue) => issue.path.join('.'))).toEqual(['periods.1']);
    const backwards = normalizedRentalUnitSchema.safeParse({ ...UNIT, periods: [{ type: 'WEEK', start: '2027-07-10', end: '2027-07-03', price: 1 }] });
    expect(backwards.success || backwards.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'periods.0.end: must end after it starts',
    ]);
    expect(map({ ...UNIT, address: { postalCode: '0999' } })).toEqual({
      ok: false,
      refusals: [{ path: 'address.postalCode', reason: 'unknown Belgian postal code 0999', words: { reason: { key: 'unknownPostalCode', code: '0999' } } }],
    });
  });
});
