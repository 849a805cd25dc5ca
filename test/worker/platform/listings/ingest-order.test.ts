import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../shared/format';
import { GENERATION_MEMORY_MS } from '../../../../worker/site/upstream/cache';
import { detailPage, priceOn } from '../../helpers';
import { call, ingestCall as ingest, ingestTokensBeforeAll, whiseHouse as house } from '../../platform-helpers';
import { rentalUnit as unit } from '../../rental-fixtures';

// Order holds (docs/crm-connectors.md, "Order: older writes are refused as stale"): a write or
// delete carrying its source's `updatedAt` or `version`, older than the one the site has, is
// answered 200 with `stale: true` and changes nothing; the newer version stays on the site.

const tokens = ingestTokensBeforeAll();
afterEach(() => vi.restoreAllMocks());

const put = (listings: unknown[]) => ingest('PUT', '/sites/1/listings', { token: tokens[1], body: { listings } });
const putUnits = (units: unknown[]) => ingest('PUT', '/sites/1/rental-units', { token: tokens[1], body: { units } });
const remove = (externalId: string, query = '') => ingest('DELETE', `/sites/1/listings/whise/${externalId}${query}`, { token: tokens[1] });

const estateIdOf = (externalId: string) =>
  env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1").bind(externalId).first<number>('estate_id');

/** Each look at a page a little further past the site's memory of cache generations than the last. */
let shift = 0;

/** The price the listing's page shows, past the site's memory of cache generations (only the platform's retirement can show a change). */
async function priceShown(externalId: string): Promise<string | undefined> {
  vi.restoreAllMocks();
  shift += GENERATION_MEMORY_MS + 1;
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() + shift);
  return priceOn((await detailPage((await estateIdOf(externalId))!)).body);
}

const lastLog = async () => (await call('GET', '/sites/1/sync?limit=1')).body.entries[0];

describe('the ingest API keeps the newest version of a listing', () => {
  it('answers an older updatedAt 200 with stale: true and keeps the newer price on the page; the sync log says so', async () => {
    expect((await put([house('o-1', { price: { amount: 300_000 }, updatedAt: '2026-03-02T07:00:00+01:00' })])).body).toMatchObject({
      created: 1,
      stale: false,
    });
    const older = await put([house('o-1', { price: { amount: 250_000 }, updatedAt: '2026-03-02T06:00:00+01:00' })]);
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ created: 0, updated: 0, unchanged: 0, refused: 0, refusals: [], stale: true });
    expect(older.body.staleRecords).toEqual([
      {
        source: 'whise',
        externalId: 'o-1',
        stale: true,
        given: { updatedAt: '2026-03-02T05:00:00.000Z', version: null },
        stored: { updatedAt: '2026-03-02T06:00:00.000Z', version: null },
      },
    ]);
    expect(await priceShown('o-1')).toBe(formatPrice(300_000));
    const log = await lastLog();
    expect(log).toMatchObject({ kind: 'ingest', updated: 0, refused: 0, stale: 1 });
    expect(log.refusals).toEqual([
      {
        source: 'whise',
        externalId: 'o-1',
        path: 'updatedAt',
        reason: expect.stringMatching(/^stale: .*older than the version on the site/),
        stale: true,
        // For the console to word in the reader's language.
        words: {
          reason: {
            key: 'stale',
            removal: false,
            given: { updatedAt: '2026-03-02T05:00:00.000Z', version: null },
            stored: { updatedAt: '2026-03-02T06:00:00.000Z', version: null },
          },
        },
      },
    ]);

    // A newer one is written.
    expect((await put([house('o-1', { price: { amount: 240_000 }, updatedAt: '2026-03-02T08:00:00+01:00' })])).body).toMatchObject({
      updated: 1,
      stale: false,
    });
    expect(await priceShown('o-1')).toBe(formatPrice(240_000));
  });

  it('answers per record in a batch: the stale one is named, the others are written', async () => {
    await put([house('o-2', { updatedAt: '2026-03-02T07:00:00Z' }), house('o-3', { version: 5 })]);
    const answer = await put([
      house('o-2', { price: { amount: 111_000 }, updatedAt: '2026-03-02T06:59:59Z' }),
      house('o-3', { price: { amount: 222_000 }, version: 6 }),
      house('o-4', { version: 1 }),
    ]);
    expect(answer.body).toMatchObject({ created: 1, updated: 1, stale: true });
    expect(answer.body.staleRecords).toEqual([expect.objectContaining({ externalId: 'o-2', stale: true })]);
    const older = await put([house('o-3', { price: { amount: 333_000 }, version: 4 })]);
    expect(older.body.staleRecords).toEqual([
      { source: 'whise', externalId: 'o-3', stale: true, given: { updatedAt: null, version: 4 }, stored: { updatedAt: null, version: 6 } },
    ]);
    expect(await priceShown('o-2')).toBe(formatPrice(300_000));
    expect(await priceShown('o-3')).toBe(formatPrice(222_000));
  });

  it('takes the same write again (equal version) as unchanged, not stale; a newer version of the same content still raises the bar', async () => {
    const listing = house('o-5', { price: { amount: 310_000 }, updatedAt: '2026-03-02T07:00:00Z' });
    await put([listing]);
    expect((await put([listing])).body).toMatchObject({ unchanged: 1, stale: false, staleRecords: [] });
    expect((await put([{ ...listing, updatedAt: '2026-03-02T09:00:00Z' }])).body).toMatchObject({ unchanged: 1, stale: false });
    // Older than 09:00, though newer than the content's first write.
    const late = await put([house('o-5', { price: { amount: 290_000 }, updatedAt: '2026-03-02T08:00:00Z' })]);
    expect(late.body).toMatchObject({ updated: 0, stale: true });
    expect(await priceShown('o-5')).toBe(formatPrice(310_000));
  });

  it('takes writes without a version as before: the last one wins', async () => {
    await put([house('o-6', { price: { amount: 300_000 }, updatedAt: '2026-03-02T07:00:00Z' })]);
    expect((await put([house('o-6', { price: { amount: 250_000 } })])).body).toMatchObject({ updated: 1, stale: false });
    expect(await priceShown('o-6')).toBe(formatPrice(250_000));
  });

  it('refuses an older delete as stale (the listing stays), and an older write after a newer delete', async () => {
    await put([house('o-7', { updatedAt: '2026-03-02T07:00:00Z' })]);
    const older = await remove('o-7', '?updatedAt=2026-03-02T06:00:00Z');
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ deleted: 0, stale: true, staleRecords: [{ externalId: 'o-7', given: { updatedAt: '2026-03-02T06:00:00.000Z' } }] });
    expect((await detailPage((await estateIdOf('o-7'))!)).status).toBe(200);
    expect((await lastLog()).stale).toBe(1);

    const newer = await remove('o-7', '?updatedAt=2026-03-02T08:00:00Z');
    expect(newer.body).toMatchObject({ deleted: 1, stale: false });
    expect(await estateIdOf('o-7')).toBeNull();
    // A write from before the delete, arriving late, does not bring it back.
    expect((await put([house('o-7', { updatedAt: '2026-03-02T07:30:00Z' })])).body).toMatchObject({ created: 0, stale: true });
    expect(await estateIdOf('o-7')).toBeNull();
    expect((await put([house('o-7', { updatedAt: '2026-03-02T09:00:00Z' })])).body).toMatchObject({ created: 1 });
  });

  it('answers a malformed version in a delete 400 naming it', async () => {
    const answer = await remove('o-8', '?version=minus-one');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('version');
  });

  it('never lowers a stored version, even for a writer that did not read it first (two requests racing)', async () => {
    await put([house('o-9', { version: 9 })]);
    await expect(env.DB.prepare("UPDATE source_versions SET version = 8 WHERE site_id = 1 AND source = 'whise' AND external_id = 'o-9'").run()).rejects.toThrow(
      /older than the stored source version/,
    );
  });
});

describe('the ingest API keeps the newest version of a holiday rental unit', () => {
  it('answers an older unit 200 with stale: true and keeps the newer one; refuses an older delete', async () => {
    expect((await putUnits([unit('ro-1', { updatedAt: '2026-03-02T07:00:00Z', residence: 'Nieuw' })])).body).toMatchObject({ created: 1 });
    const older = await putUnits([unit('ro-1', { updatedAt: '2026-03-02T06:00:00Z', residence: 'Oud' })]);
    expect(older.body).toMatchObject({ updated: 0, stale: true, staleRecords: [{ externalId: 'ro-1', stale: true }] });
    const stored = await env.DB.prepare(
      "SELECT u.document FROM rental_units u JOIN rental_external_ids x ON x.unit_id = u.id WHERE x.external_id = 'ro-1'",
    ).first<string>('document');
    expect(stored).toContain('Nieuw');
    const deleted = await ingest('DELETE', '/sites/1/rental-units/import/ro-1?version=0&updatedAt=2026-03-02T06:30:00Z', { token: tokens[1] });
    expect(deleted.body).toMatchObject({ deleted: 0, stale: true });
    expect((await ingest('DELETE', '/sites/1/rental-units/import/ro-1?updatedAt=2026-03-02T07:00:00Z', { token: tokens[1] })).body).toMatchObject({
      deleted: 1,
      stale: false,
    });
  });
});
