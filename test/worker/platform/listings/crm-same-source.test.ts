import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { estateIdOf, linesOf, stillPriced, sweepBrightConnection } from '../../crm-writes';
import { call, ingestCall, ingestToken, whiseHouse } from '../../platform-helpers';

// Two connections of a site writing under one source (two SweepBright connections the operator
// made, two ingest keys naming the same source): the second's write of a listing the first wrote
// is written, as the source's newer version, and its sync log says it wrote over the other
// connection's version (worker/platform/listings/upsert-listing.ts). A listing written again by
// the connection that wrote it, or first written, says nothing; once the first connection is
// deleted, the one that writes the listing next takes it over without a line.

afterEach(() => vi.restoreAllMocks());

const estate = (amount: number): RawSweepBrightEstate => ({
  ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage),
  id: crypto.randomUUID(),
  price: { amount, currency: 'EUR', hidden: false },
});
const overwrites = (lines: { path: string; reason: string; warning?: boolean }[]) =>
  lines.filter((line) => line.warning && line.reason.startsWith('written over the version connection'));

describe('a listing another connection of the same source wrote', () => {
  it('is written by the second SweepBright connection with a line naming the first; the first writing it again says nothing', async () => {
    const house = estate(385_000);
    const first = await sweepBrightConnection([house]);
    const created = await first.publish(house);
    expect(created).toMatchObject({ created: 1 });
    expect(overwrites(linesOf(created))).toEqual([]);

    const second = await sweepBrightConnection([{ ...house, price: { amount: 375_000, currency: 'EUR', hidden: false } }]);
    const over = await second.publish({ ...house, price: { amount: 375_000, currency: 'EUR', hidden: false } });
    expect(over).toMatchObject({ updated: 1, refused: 0 });
    expect(overwrites(linesOf(over))).toEqual([
      expect.objectContaining({
        source: 'sweepbright',
        externalId: house.id,
        path: 'externalId',
        reason: expect.stringContaining(`connections ${first.id} and ${second.id} of this site both write under the source "sweepbright"`),
      }),
    ]);
    await stillPriced((await estateIdOf(1, 'sweepbright', house.id))!, 375_000);

    // The listing is the second's now: its next write says nothing; the first's writes over it again, saying so.
    expect(overwrites(linesOf(await second.publish({ ...house, price: { amount: 365_000, currency: 'EUR', hidden: false } })))).toEqual([]);
    const back = await first.publish({ ...house, price: { amount: 355_000, currency: 'EUR', hidden: false } });
    expect(overwrites(linesOf(back)).map((line) => line.reason)).toEqual([expect.stringContaining(`the listing is connection ${first.id}'s now`)]);
  });

  it('is taken over without a line once the connection that wrote it is deleted (an ingest key replaced)', async () => {
    const key = async () => {
      const token = await ingestToken(1);
      return { token, id: (await env.DB.prepare("SELECT max(id) AS id FROM connections WHERE site_id = 1 AND kind = 'ingest'").first<number>('id'))! };
    };
    const put = (token: string, amount: number) =>
      ingestCall('PUT', '/sites/1/listings', { token, body: { listings: [whiseHouse('same-source-1', { price: { amount } })] } });
    const [old, other] = [await key(), await key()];
    expect((await put(old.token, 300_000)).body).toMatchObject({ created: 1, warnings: [] });
    // Another key of the site writes it while the first is still there: written, and said.
    const over = await put(other.token, 310_000);
    expect(over.body).toMatchObject({ updated: 1, refused: 0 });
    expect(over.body.warnings).toEqual([
      expect.objectContaining({ externalId: 'same-source-1', path: 'externalId', reason: expect.stringContaining(`connections ${old.id} and ${other.id}`) }),
    ]);
    // That key deleted, the one that replaces it writes the listing without a line.
    expect((await call('DELETE', `/sites/1/connections/${other.id}`)).status).toBe(200);
    const replaced = await key();
    expect((await put(replaced.token, 320_000)).body).toMatchObject({ updated: 1, refused: 0, warnings: [] });
    await stillPriced((await estateIdOf(1, 'whise', 'same-source-1'))!, 320_000);
  });
});
