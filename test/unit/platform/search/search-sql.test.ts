import { describe, expect, it } from 'vitest';
import { searchBodySchema } from '../../../../worker/platform/search/schema';
import { buildSearchSql } from '../../../../worker/platform/search/to-sql';

describe('search SQL', () => {
  it('binds every value and stays under D1’s 100 parameters for long lists', () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const body = searchBodySchema.parse({
      query: {
        terms: { 'address.city.id': ids, 'subType.id': ids, 'headType.id': ids.slice(0, 10), bedroomCount: ids.slice(0, 20), 'transaction.id': [1, 2, 3] },
        range: { 'price.value': { gte: 1, lte: 2 } },
        distance: { geoLocation: { lat: 51, lon: 3.7, distance: '10km' } },
      },
      sort: [{ field: 'price.value', order: 'desc' }],
    });
    const sql = buildSearchSql(1, body);
    expect(sql.params.length).toBeLessThanOrEqual(98);
    for (const id of [77, 499]) expect(sql.where).not.toContain(String(id));
    expect(sql.where).not.toMatch(/'[^']*'/);
  });

  it('matches nothing for an empty term list, like the search engine', () => {
    const sql = buildSearchSql(1, searchBodySchema.parse({ query: { terms: { 'address.city.id': [] } } }));
    expect(sql.where).toContain('0 = 1');
  });
});
