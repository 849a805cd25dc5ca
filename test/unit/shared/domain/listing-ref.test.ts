import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingRef } from '../../../../shared/domain/listing-ref';

const fromQuery = (query: string) => {
  const params = new URLSearchParams(query);
  return listingRef((name) => params.get(name));
};

describe('the listing a generic link names (the generic detail link, send to a friend)', () => {
  it.each([
    ['id=42', { estateId: 42 }],
    ['estateId=42', { estateId: 42 }],
    ['estateId=42&id=7', { estateId: 42 }],
    ['rentalUnitId=9', { rentalUnitId: 9 }],
    ['rentalUnitId=9&id=42', { rentalUnitId: 9 }],
    ['id=999999999999999', { estateId: 999_999_999_999_999 }],
  ])('reads %s as %o', (query, expected) => {
    expect(fromQuery(query)).toEqual(expected);
  });

  it.each([
    '',
    'id=',
    'id=abc',
    'id=-1',
    'id=0',
    'id=012',
    'id=1e3',
    'id=1.5',
    'id=%2042',
    'id=1000000000000000',
    'estateId=abc&id=42',
    'rentalUnitId=x',
    'slug=42',
  ])('names nothing for %s', (query) => {
    expect(fromQuery(query)).toBeNull();
  });

  it('takes numbers as a JSON form sends them', () => {
    expect(listingRef((name) => ({ estateId: 42 })[name as 'estateId'])).toEqual({ estateId: 42 });
    expect(listingRef((name) => ({ rentalUnitId: 1.5 })[name as 'rentalUnitId'])).toBeNull();
  });

  it('gives back any positive id as written, and nothing for any other text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        const expected = String(id).length <= 15 ? { estateId: id } : null;
        expect(fromQuery(`id=${id}`)).toEqual(expected);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ref = listingRef((name) => (name === 'id' ? text : null));
        expect(ref === null || /^[1-9]\d{0,14}$/.test(text)).toBe(true);
      }),
    );
  });
});
