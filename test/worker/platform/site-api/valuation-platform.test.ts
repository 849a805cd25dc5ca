import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { comparablesQuery } from '../../../../worker/platform/site-api/valuation';
import { call } from '../../platform-helpers';

// The valuation wizard's platform calls (site API): a postal code's places from the
// postal-code table, and the agency's own comparables, by bound parameters over an index.

/** A commercial property in Arlon (6700), 200 m². */
async function insert(
  id: number,
  fields: { siteId?: number; tx?: number; price?: number | null; isProject?: number; zip?: string; lat?: number; lon?: number },
) {
  const { siteId = 1, tx = 1, price = 300_000, isProject = 0, zip = '6700', lat = 49.683, lon = 5.816 } = fields;
  await env.DB.prepare(
    `INSERT INTO estates (id, site_id, source, head_type_id, sub_type_id, transaction_id, main_transaction_id, status, is_project, zip, lat, lon, price, ` +
      `publication_date, document)
     VALUES (?1, ?2, 'main', 4, 40, ?3, ?3, 'X', ?4, ?5, ?6, ?7, ?8, '2026-01-01', ?9)`,
  )
    .bind(id, siteId, tx, isProject, zip, lat, lon, price, JSON.stringify({ dimensions: { areaBuild: 200, areaGround: 500 } }))
    .run();
}

describe('GET /valuation/places/{postalCode}', () => {
  it('answers the table’s places of a code with their municipality, in every language it has', async () => {
    const { status, body } = await call('GET', '/valuation/places/9000', { siteId: 1 });
    expect(status).toBe(200);
    expect(body).toEqual({
      places: [{ name: { nl: 'Gent', fr: 'Gand', de: 'Gent' }, municipality: { nl: 'Gent', fr: 'Gand', de: 'Gent' } }],
      region: 'FLANDERS',
    });
  });

  it('answers no place, with the region, for a Belgian code the table does not hold', async () => {
    expect((await call('GET', '/valuation/places/3990', { siteId: 1 })).body).toEqual({ places: [], region: 'FLANDERS' });
  });

  it.each([
    ['/valuation/places/900', 1],
    ['/valuation/places/9000', undefined],
  ])('refuses %s (site %s) with 400', async (path, siteId) => {
    expect((await call('GET', path, { siteId })).status).toBe(400);
  });
});

describe('GET /valuation/comparables', () => {
  it('answers the site’s own sold and for-sale listings of the kind near the code, nothing else', async () => {
    await insert(991_001, { tx: 1 });
    await insert(991_002, { tx: 5, price: 350_000 });
    await insert(991_003, { tx: 6 }); // rented
    await insert(991_004, { price: null }); // price hidden
    await insert(991_005, { isProject: 1 });
    await insert(991_006, { siteId: 2 }); // another agency's
    await insert(991_007, { zip: '6760', lat: 49.567, lon: 5.533 }); // Virton, 23 km away
    await insert(991_008, { zip: '6700', lat: 49.7, lon: 5.8 }); // another street of Arlon
    const { status, body } = await call('GET', '/valuation/comparables?postalCode=6700&kind=COMMERCIAL', { siteId: 1 });
    expect(status).toBe(200);
    expect(body.subject).toEqual({ zip: '6700', municipalityZips: ['6700'], centre: { lat: expect.any(Number), lon: expect.any(Number) } });
    expect(body.comparables).toHaveLength(3);
    expect(body.comparables).toContainEqual({ zip: '6700', lat: 49.683, lon: 5.816, price: 350_000, living: 200, plot: 500, sold: true });
    expect(body.comparables.filter((row: { sold: boolean }) => !row.sold)).toHaveLength(2);
    expect((await call('GET', '/valuation/comparables?postalCode=6700&kind=HOUSE', { siteId: 1 })).body.comparables).toEqual([]);
  });

  it.each(['postalCode=6700&kind=CASTLE', 'postalCode=67&kind=HOUSE', 'kind=HOUSE'])('refuses %s with 400', async (query) => {
    expect((await call('GET', `/valuation/comparables?${query}`, { siteId: 1 })).status).toBe(400);
  });

  it('reads the estates through an index, never a scan of the table', async () => {
    const { sql, params } = comparablesQuery(1, 'HOUSE', '9000');
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    expect(
      details.some((detail) => /estates USING (COVERING )?INDEX/.test(detail)),
      details.join('\n'),
    ).toBe(true);
    expect(
      details.filter((detail) => /^SCAN estates\b/.test(detail) && !/INDEX/.test(detail)),
      details.join('\n'),
    ).toEqual([]);
  });
});
