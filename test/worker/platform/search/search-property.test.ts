import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../../platform-helpers';

// Any search body built from random filter values answers 200 with total ≥ results,
// or 400 with a message: never a 500, never a partial answer.

const ids = fc.array(fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.string({ maxLength: 8 })), { maxLength: 6 });
const bound = fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.double({ noNaN: true }), fc.constant(undefined));

const body = fc.record(
  {
    query: fc.record(
      {
        terms: fc.record(
          {
            'address.city.id': ids,
            'headType.id': ids,
            'transaction.id': ids,
            'subType.id': ids,
            bedroomCount: ids,
            'address.country.id': fc.array(fc.constantFrom('BE', 'NL', ''), { maxLength: 2 }),
          },
          { requiredKeys: [] },
        ),
        range: fc.record(
          { 'price.value': fc.record({ gte: bound, lte: bound }, { requiredKeys: [] }), bedroomCount: fc.record({ gte: bound }, { requiredKeys: [] }) },
          { requiredKeys: [] },
        ),
        match: fc.record(
          {
            project: fc.boolean(),
            parentId: fc.integer({ min: -1, max: 2000 }),
            'children.estate_collections.estate_collection_id': fc.integer({ min: 0, max: 10 }),
          },
          { requiredKeys: [] },
        ),
        distance: fc.record({
          geoLocation: fc.record({
            lat: fc.double({ min: -100, max: 100, noNaN: true }),
            lon: fc.double({ min: -200, max: 200, noNaN: true }),
            distance: fc.oneof(fc.constantFrom('1km', '25km', '0km', 'far', '999km'), fc.integer({ min: -5, max: 600 })),
          }),
        }),
      },
      { requiredKeys: [] },
    ),
    sort: fc.record(
      { field: fc.constantFrom('price.value', 'address.city.name', 'publicationDate', 'subType.id', 'nope'), order: fc.constantFrom('asc', 'desc', 'up') },
      { requiredKeys: ['field'] },
    ),
    grouping: fc.constantFrom('TYPE', 'SUBTYPE', 'CITY', 'STATUS', 'PRICE', 'COLOUR'),
    limit: fc.integer({ min: -5, max: 150 }),
    offset: fc.integer({ min: -5, max: 12_000 }),
  },
  { requiredKeys: [] },
);

describe('search body property', () => {
  it('answers 200 with total ≥ results, or 400 with a message', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const answer = await search(1, JSON.parse(JSON.stringify(value)));
        if (answer.status === 200) {
          expect(answer.total).toBeGreaterThanOrEqual(answer.ids.length);
          expect(Number.isInteger(answer.total)).toBe(true);
        } else {
          expect(answer.status).toBe(400);
          expect(typeof answer.body.error).toBe('string');
        }
      }),
      { numRuns: 150 },
    );
  });
});
