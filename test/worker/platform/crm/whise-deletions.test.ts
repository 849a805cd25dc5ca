import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { syncWhise } from '../../../../worker/platform/crm/whise/cron';
import { fakeWhise } from '../../fake-crm';
import { detailPage, get, later } from '../../helpers';
import { apartmentForRent, bindings, connect, estateIdOf, HOUR, house, idListCalls, inGent, logOf, rowOf, run } from '../../whise-helpers';

// Once a day per Whise connection, the ids Whise lists as online against the site's
// external-id map (crm/whise/deletions.ts), through the fake Whise and the pool's D1.

afterEach(() => vi.restoreAllMocks());

describe('the daily delete diff', () => {
  it('removes an estate deleted in Whise and one that became a prospect, once a day; the page answers as a removed listing does', async () => {
    const gentFlat = inGent({ ...apartmentForRent, displayAddress: true });
    const fake = await fakeWhise([house, gentFlat]);
    const id = await connect(1, fake, { source: 'whise-diff' });
    const at = new Date();
    await run(id, at);
    const houseId = (await estateIdOf(1, 'whise-diff', house.id))!;
    const flatId = (await estateIdOf(1, 'whise-diff', gentFlat.id))!;
    expect((await detailPage(houseId)).status).toBe(200);

    // Deleted in Whise, and turned into a prospect without a newer update time the delta would see.
    await fake.setEstates([{ ...gentFlat, purposeStatus: { id: 19 } }]);
    await run(id, new Date(at.getTime() + HOUR));
    expect((await logOf(id)).map((entry) => entry.kind)).toEqual(['whise', 'whise-deletions', 'whise']);
    expect(await estateIdOf(1, 'whise-diff', house.id)).toBe(houseId);

    await run(id, new Date(at.getTime() + 25 * HOUR));
    expect((await logOf(id)).at(-1)).toMatchObject({ kind: 'whise-deletions', deleted: 2, error: null });
    expect(await estateIdOf(1, 'whise-diff', house.id)).toBeUndefined();
    expect(await estateIdOf(1, 'whise-diff', gentFlat.id)).toBeUndefined();
    expect((await idListCalls(fake)).at(-1)!.body).toMatchObject({ Field: { Included: ['id', 'purposeStatus'] } });
    const never = await get('http://localhost/nl/aanbod/987654321');
    later();
    for (const gone of [houseId, flatId]) expect((await get(`http://localhost/nl/aanbod/${gone}`)).status).toBe(never.status);
  });

  it('reads the id list entry by entry: one that does not read is a warning naming its place and value, the others are used', async () => {
    const gentFlat = inGent({ ...apartmentForRent, displayAddress: true });
    const fake = await fakeWhise([house, gentFlat]);
    const id = await connect(1, fake, { source: 'whise-bad-entry' });
    const at = new Date();
    await run(id, at);
    // The house deleted in Whise; the flat's purpose status and another entry's id in shapes the list never has (ids sorted: the flat first).
    await fake.setEstates([{ ...gentFlat, purposeStatus: { id: 'one' } }, { id: '4100777' } as unknown as typeof house]);
    await run(id, new Date(at.getTime() + 25 * HOUR));
    const diff = (await logOf(id)).at(-1)!;
    expect(diff).toMatchObject({ kind: 'whise-deletions', deleted: 1, error: null });
    expect(JSON.parse(diff.refusals)).toEqual([
      {
        source: 'whise-bad-entry',
        externalId: null,
        path: 'purposeStatus.id',
        reason: expect.stringMatching(/^entry 1 of the list of estates online: unexpected value: .* \(sent "one"\); the others are used$/),
        warning: true,
        words: { reason: { key: 'listEntry', position: 1, sent: '"one"' } },
      },
      {
        source: 'whise-bad-entry',
        externalId: null,
        path: 'id',
        reason: expect.stringMatching(/^entry 2 of the list of estates online: unexpected value: .* \(sent "4100777"\); the others are used$/),
        warning: true,
        words: { reason: { key: 'listEntry', position: 2, sent: '"4100777"' } },
      },
    ]);
    expect(await estateIdOf(1, 'whise-bad-entry', house.id)).toBeUndefined();
    // An id that reads counts as online, whatever its purpose status: nothing is removed for an entry it cannot judge.
    expect(await estateIdOf(1, 'whise-bad-entry', gentFlat.id)).toBeGreaterThan(0);
  });

  it('asks for the ids alone when Whise refuses the purpose status as a field, and still removes what is gone', async () => {
    const fake = await fakeWhise([house, inGent({ ...apartmentForRent, displayAddress: true })], { onlyIdField: true });
    const id = await connect(1, fake, { source: 'whise-ids-only' });
    const at = new Date();
    await run(id, at);
    expect((await logOf(id)).at(-1)).toMatchObject({ kind: 'whise-deletions', deleted: 0, error: null });
    await fake.setEstates([house]);
    await run(id, new Date(at.getTime() + 25 * HOUR));
    expect((await logOf(id)).at(-1)).toMatchObject({ kind: 'whise-deletions', deleted: 1, error: null });
    expect(await estateIdOf(1, 'whise-ids-only', apartmentForRent.id)).toBeUndefined();
    expect((await idListCalls(fake)).map((call) => (call.body as { Field: { Included: string[] } }).Field.Included.join())).toEqual([
      'id,purposeStatus',
      'id',
      'id,purposeStatus',
      'id',
    ]);
  });

  it('refuses a second Whise connection of a site under the same source, so their delete diffs cannot remove each other’s listings', async () => {
    const fake = await fakeWhise([house]);
    const first = await connect(2, fake);
    const second = await connect(2, fake, { officeId: 30002 });
    await env.DB.prepare("DELETE FROM connections WHERE kind = 'whise' AND id NOT IN (?1, ?2)").bind(first, second).run();
    await syncWhise(bindings, new Date());
    expect((await rowOf(first)).last_error).toBeNull();
    expect((await rowOf(second)).last_error).toBe(
      `settings refused: the source whise is already connection ${first}'s on this site: give this connection a source of its own (settings.source)`,
    );
    expect(await estateIdOf(2, 'whise', house.id)).toBeGreaterThan(0);
    // Said once, not every five minutes: a second run adds no line to the refused one's log, new settings are judged again.
    const refusals = async () => (await logOf(second)).filter((line) => String(line.error).startsWith('settings refused')).length;
    await syncWhise(bindings, new Date(Date.now() + 5 * 60_000));
    expect(await refusals()).toBe(1);
    await env.DB.prepare("UPDATE connections SET settings = json_set(settings, '$.officeId', 30003) WHERE id = ?1").bind(second).run();
    await syncWhise(bindings, new Date(Date.now() + 10 * 60_000));
    expect(await refusals()).toBe(2);
  });

  it('keeps a Whise source and an import source of one site apart: their ids never collide and the diff leaves the import alone', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(2, fake, { source: 'whise-apart' });
    const imported = {
      source: 'import',
      externalId: String(house.id),
      transaction: 'sale',
      status: 'available',
      type: 'HOUSE',
      title: { nl: 'Vakantiewoning' },
      address: { postalCode: '9000', city: 'Gent' },
    };
    expect(await upsertListings(env.DB, 2, [imported])).toMatchObject({ created: 1 });
    await run(id);
    const whiseId = await estateIdOf(2, 'whise-apart', house.id);
    const importId = await estateIdOf(2, 'import', house.id);
    expect(whiseId).toBeGreaterThan(0);
    expect(importId).toBeGreaterThan(0);
    expect(whiseId).not.toBe(importId);

    await fake.setEstates([inGent({ ...apartmentForRent, id: 4100999 })]);
    await run(id, new Date(Date.now() + 25 * HOUR));
    expect(await estateIdOf(2, 'whise-apart', house.id)).toBeUndefined();
    expect(await estateIdOf(2, 'import', house.id)).toBe(importId);
  });
});
