import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPriceFrom } from '../../../../shared/format';
import { platform } from '../../../../worker/platform/demo/embedded';
import { GENERATION_MEMORY_MS } from '../../../../worker/site/upstream/cache';
import { get, html } from '../../helpers';
import { day, rentalUnit as unit } from '../../rental-fixtures';
import { call, INGEST_BINDINGS as bindings, ingestCall as ingest, ingestTokensBeforeAll } from '../../platform-helpers';

// An integrator writes a site's holiday rental units and their periods through the
// ingest API by the source's own ids; the holiday pages show the change on the next request.

const tokens = ingestTokensBeforeAll();
afterEach(() => vi.restoreAllMocks());

const put = (siteId: 1 | 2, units: unknown[], token: string | null = tokens[siteId]) =>
  ingest('PUT', `/sites/${siteId}/rental-units`, { token, body: { units } });
const remove = (siteId: 1 | 2, externalId: string, token: string | null = tokens[siteId]) =>
  ingest('DELETE', `/sites/${siteId}/rental-units/import/${externalId}`, { token });

async function unitIdOf(siteId: number, externalId: string): Promise<number | undefined> {
  const row = await env.DB.prepare("SELECT unit_id FROM rental_external_ids WHERE site_id = ?1 AND source = 'import' AND external_id = ?2")
    .bind(siteId, externalId)
    .first<{ unit_id: number }>();
  return row?.unit_id;
}

async function periodsOf(unitId: number): Promise<{ id: number; type_id: number; start_date: string; price: number; available: number; document: string }[]> {
  return (
    await env.DB.prepare('SELECT id, type_id, start_date, price, available, document FROM rental_periods WHERE unit_id = ?1 ORDER BY start_date, type_id')
      .bind(unitId)
      .all<any>()
  ).results;
}

/** The "from" price a unit page shows in its header, or null. */
async function fromPriceOnPage(unitId: number): Promise<{ status: number; from: string | null }> {
  const { response, body } = await html(`http://localhost/nl/vakantie/${unitId}`);
  const from = /<p class="estate-detail__price">([^<]*)/.exec(body)?.[1]?.trim() ?? null;
  return { status: response.status, from };
}

/** The ids of the site's holiday listing in an area (the listing island's JSON). */
async function listedInArea(areaId: number): Promise<number[]> {
  const response = await get(`http://localhost/nl/ajax/rental-units?location=${areaId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { cards: { id: number }[] }).cards.map((card) => card.id);
}

/** Lets the site's isolate read the generations again (it trusts them for GENERATION_MEMORY_MS). */
function later(): void {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + GENERATION_MEMORY_MS + 1);
}

describe('the ingest API: holiday rental units and their periods by the source’s ids', () => {
  it('takes the valid units of a batch with their periods, refuses the others with id, field path and reason, and logs both', async () => {
    const badPeriod = unit('r-bad', { periods: [{ type: 'WEEK', start: day(30), end: day(23), price: 500 }] });
    const badCode = unit('r-worse', { address: { postalCode: '9999' } });
    const answer = await put(1, [unit('r-1'), badPeriod, unit('r-2'), badCode]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 2, cacheRetired: true });
    expect(answer.body.refusals).toEqual([
      { source: 'import', externalId: 'r-bad', path: 'units.1.periods.0.end', reason: 'must end after it starts' },
      { source: 'import', externalId: 'r-worse', path: 'address.postalCode', reason: 'unknown Belgian postal code 9999' },
    ]);
    const id = (await unitIdOf(1, 'r-1'))!;
    expect(await unitIdOf(1, 'r-bad')).toBeUndefined();
    expect(await unitIdOf(1, 'r-worse')).toBeUndefined();
    const periods = await periodsOf(id);
    expect(periods.map((p) => [p.type_id, p.start_date, p.price, p.available])).toEqual([
      [1, day(14), 650, 1],
      [2, day(19), 280, 1],
      [1, day(21), 720, 0],
    ]);
    // Each stored period document carries its own id, as the site's period list reads it.
    for (const period of periods)
      expect(JSON.parse(period.document)).toMatchObject({ id: period.id, unitId: id, start: period.start_date, price: period.price });

    const log = await call('GET', '/sites/1/sync?limit=1');
    expect(log.body.entries[0]).toMatchObject({ kind: 'ingest', created: 2, refused: 2 });
  });

  it('shows a new unit on the holiday pages, and a new price on the next request (the site’s cached answers are retired)', async () => {
    const area = { id: 778, name: { nl: 'Testardennen' } };
    expect(await listedInArea(area.id)).toEqual([]);
    await put(1, [unit('r-10', { area })]);
    const id = (await unitIdOf(1, 'r-10'))!;
    later();
    expect(await listedInArea(area.id)).toEqual([id]);
    // The page's "from" price is the cheapest free period: the weekend.
    expect(await fromPriceOnPage(id)).toEqual({ status: 200, from: formatPriceFrom(280, 'nl') });
    expect((await fromPriceOnPage(id)).from).toBe(formatPriceFrom(280, 'nl'));

    const before = await periodsOf(id);
    // Sent in another order, and after another unit's periods were written: ids must come from the match, not the order.
    await put(1, [unit('r-11')]);
    const cheaper = unit('r-10', {
      area,
      periods: [
        { type: 'WEEKEND', start: day(19), end: day(21), price: 280, available: false },
        { type: 'WEEK', start: day(14), end: day(21), price: 590 },
      ],
    });
    expect((await put(1, [cheaper])).body).toMatchObject({ created: 0, updated: 1, refused: 0, cacheRetired: true });
    later();
    expect((await fromPriceOnPage(id)).from).toBe(formatPriceFrom(590, 'nl'));
    // A period sent again keeps its id (a reservation request names it); one left out is gone.
    const after = await periodsOf(id);
    expect(after.map((p) => [p.id, p.price, p.available])).toEqual([
      [before[0]!.id, 590, 1],
      [before[1]!.id, 280, 0],
    ]);
  });

  it('gives a city outside the postal-code table no map position: never the first unit’s', async () => {
    const answer = await put(1, [
      unit('r-70', { address: { street: 'Dorp', number: '3', postalCode: '8511', city: 'Aalbeke' }, location: { lat: 50.78, lon: 3.22 } }),
    ]);
    expect(answer.status).toBe(200);
    expect(await env.DB.prepare("SELECT lat, lon FROM cities WHERE zip = '8511'").first()).toEqual({ lat: null, lon: null });
  });

  it('writes a unit sent twice once: the second time it is unchanged', async () => {
    const units = [unit('r-20'), unit('r-21', { maxOccupation: 6 })];
    expect((await put(1, units)).body).toMatchObject({ created: 2, unchanged: 0 });
    const snapshot = async () => ({
      map: await env.DB.prepare("SELECT group_concat(updated_at) AS at FROM rental_external_ids WHERE external_id IN ('r-20', 'r-21')").first('at'),
      periods: await periodsOf((await unitIdOf(1, 'r-20'))!),
    });
    const first = await snapshot();
    expect((await put(1, units)).body).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    expect(await snapshot()).toEqual(first);
  });

  it('keeps the previous version of a unit whose new version is refused', async () => {
    await put(1, [unit('r-30')]);
    const id = (await unitIdOf(1, 'r-30'))!;
    const before = { unit: await env.DB.prepare('SELECT document FROM rental_units WHERE id = ?1').bind(id).first('document'), periods: await periodsOf(id) };
    const broken = unit('r-30', { maxOccupation: 0, periods: [{ type: 'WEEK', start: day(14), end: day(21), price: 99 }] });
    const answer = await put(1, [broken]);
    expect(answer.body).toMatchObject({ refused: 1, updated: 0, refusals: [{ externalId: 'r-30', path: 'units.0.maxOccupation' }] });
    expect({ unit: await env.DB.prepare('SELECT document FROM rental_units WHERE id = ?1').bind(id).first('document'), periods: await periodsOf(id) }).toEqual(
      before,
    );
  });

  it('answers 401 without a token or with an unknown one, and 403 with another site’s', async () => {
    expect((await put(2, [unit('r-40')], null)).status).toBe(401);
    expect((await put(2, [unit('r-40')], 'ingest_not-a-token')).status).toBe(401);
    expect((await put(2, [unit('r-40')], tokens[1])).status).toBe(403);
    await put(2, [unit('r-41')]);
    expect((await remove(2, 'r-41', tokens[1])).status).toBe(403);
    expect(await unitIdOf(2, 'r-40')).toBeUndefined();
    expect(await unitIdOf(2, 'r-41')).toBeGreaterThan(0);
  });

  it('gives the same id on two sites two units whose ids never collide with each other or the demo’s', async () => {
    const before = (await env.DB.prepare('SELECT max(id) AS id FROM rental_units').first<{ id: number }>())!.id;
    await put(1, [unit('r-50')]);
    await put(2, [unit('r-50')]);
    const ids = [await unitIdOf(1, 'r-50'), await unitIdOf(2, 'r-50')];
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toBeGreaterThan(before);
  });

  it('deletes a unit: its page answers as a removed unit does, and a second delete is a 404', async () => {
    await put(1, [unit('r-60')]);
    const id = (await unitIdOf(1, 'r-60'))!;
    expect((await fromPriceOnPage(id)).status).toBe(200);
    expect(await remove(1, 'r-60')).toMatchObject({ status: 200, body: { deleted: 1, cacheRetired: true } });
    later();
    const never = await fromPriceOnPage(987_654_321);
    expect(never.status).not.toBe(200);
    expect((await fromPriceOnPage(id)).status).toBe(never.status);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM rental_periods WHERE unit_id = ?1').bind(id).first('n')).toBe(0);
    expect((await remove(1, 'r-60')).status).toBe(404);
  });

  it('keeps a deleted or withdrawn period that a reservation request names, closed, with the request', async () => {
    await put(1, [unit('r-70')]);
    const id = (await unitIdOf(1, 'r-70'))!;
    const [week] = await periodsOf(id);
    const request = {
      locale: 'nl',
      unitId: id,
      periodId: week!.id,
      firstName: 'An',
      lastName: 'Peeters',
      email: 'an@example.be',
      phone: '+32470123456',
      guests: 2,
    };
    expect((await call('POST', '/rental-units/reservation', { siteId: 1, body: request })).status).toBe(201);
    // The week is left out: it stays, closed, because the request names it.
    await put(1, [unit('r-70', { periods: [{ type: 'WEEKEND', start: day(19), end: day(21), price: 280 }] })]);
    expect((await periodsOf(id)).map((p) => [p.id, p.available])).toEqual([
      [week!.id, 0],
      [expect.any(Number), 1],
    ]);
    expect(await remove(1, 'r-70')).toMatchObject({ status: 200 });
    expect(await env.DB.prepare('SELECT published FROM rental_units WHERE id = ?1').bind(id).first('published')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM rental_reservations WHERE unit_id = ?1').bind(id).first('n')).toBe(1);
    expect((await periodsOf(id)).map((p) => p.id)).toEqual([week!.id]);
  });

  it('describes the rental unit calls in its OpenAPI document', async () => {
    const response = await platform.request('/ingest/openapi.json', {}, bindings);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, any> } };
    expect(Object.keys(document.paths['/sites/{siteId}/rental-units']!)).toEqual(['put']);
    expect(Object.keys(document.paths['/sites/{siteId}/rental-units/{source}/{externalId}']!)).toEqual(['delete']);
    expect(Object.keys(document.components.schemas.NormalizedRentalUnit.properties)).toEqual(
      expect.arrayContaining(['source', 'externalId', 'area', 'address', 'periods']),
    );
  });
});
