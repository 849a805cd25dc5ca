import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OMNICASA_FIXTURES, type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import {
  changedAtOmnicasa,
  estateIdOf,
  type LogRow,
  linesOf as refusalsOf,
  omnicasaConnection,
  stillPriced,
  storedPrice,
  sweepBrightConnection,
} from '../../crm-writes';
import { fakeWhise } from '../../fake-crm';
import { detailPage, later } from '../../helpers';
import { detailLabel } from '../../listing-labels';
import { ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';
import { changedNow, connect as connectWhise, projectWithUnits, house as whiseFixture, logOf as whiseLog, run as runWhise } from '../../whise-helpers';

// One check of every listing, whatever its source (worker/platform/listings/upsert.ts against
// normalized.ts): a price, area, coordinate or date a CRM or an integrator sends as "abc", or a
// status or type no mapping table lists, refuses that listing with the field and the value in the
// sync log; its previous version stays on the site and the rest of the batch is written. The CRMs
// are the fakes of test/support/fake-crm/; the pages are the site's.

afterEach(() => vi.restoreAllMocks());

describe('SweepBright: values it cannot read', () => {
  const estate = (changes: Record<string, unknown> = {}): RawSweepBrightEstate => ({
    ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage),
    id: crypto.randomUUID(),
    ...changes,
  });

  const connect = sweepBrightConnection;

  it('refuses an estate with a price, area, coordinate or date "abc", naming field and value; its previous version stays, the others are written', async () => {
    const house = estate();
    const sb = await connect([house]);
    expect(await sb.publish(house)).toMatchObject({ created: 1, refused: 0 });
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;
    await stillPriced(id, 385_000);

    const malformed: [Record<string, unknown>, string][] = [
      [{ price: { ...(house.price as object), amount: 'abc' } }, 'listings.0.price.amount'],
      [{ sizes: { ...(house.sizes as object), liveable_area: { size: 'abc', unit: 'sq_m' } } }, 'listings.0.areas.living'],
      [{ location: { ...(house.location as object), geo: { latitude: 'abc', longitude: 6.03 } } }, 'listings.0.location.lat'],
      [{ occupancy: { available_from: 'abc' } }, 'listings.0.availableFrom'],
      [{ open_homes: [{ start_date: 'abc', end_date: '2026-06-13T12:00:00+02:00' }] }, 'listings.0.openHomes.0.start'],
    ];
    for (const [changes, path] of malformed) {
      const entry = await sb.publish({ ...house, ...changes });
      expect(entry, path).toMatchObject({ updated: 0, refused: 1 });
      expect(refusalsOf(entry), path).toEqual([
        {
          source: 'sweepbright',
          externalId: house.id,
          path,
          reason: expect.stringContaining('(sent "abc")'),
          words: { reason: expect.objectContaining({ sent: '"abc"' }) },
        },
      ]);
      await stillPriced(id, 385_000);
    }
    // A new estate with a price it cannot read stays off the site; the next estate is written.
    const unpriced = estate({ price: { amount: 'abc', currency: 'EUR', hidden: false } });
    expect(await sb.publish(unpriced)).toMatchObject({ created: 0, refused: 1 });
    expect(await estateIdOf(1, 'sweepbright', unpriced.id)).toBeNull();
    const next = estate();
    expect(await sb.publish(next)).toMatchObject({ created: 1, refused: 0 });
    // "Price on request" is only what SweepBright says: a hidden price.
    const hidden = estate({ price: { amount: null, currency: 'EUR', hidden: true } });
    expect(await sb.publish(hidden)).toMatchObject({ created: 1, refused: 0 });
  });

  it('keeps the previous version of an estate whose status or type SweepBright does not document, and a new one off the site, naming the value', async () => {
    const house = estate();
    const sb = await connect([house]);
    await sb.publish(house);
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;
    for (const [changes, path, value] of [
      [{ status: 'under_option' }, 'listings.0.status', 'under_option'],
      [{ status: 'reserved_xyz' }, 'listings.0.status', 'reserved_xyz'],
      [{ type: 'houseboat' }, 'listings.0.type', 'houseboat'],
      [{ sub_type: 'barge' }, 'listings.0.subtype', 'barge'],
    ] as const) {
      const entry = await sb.publish({ ...house, ...changes, price: { amount: 359_000, currency: 'EUR', hidden: false } });
      expect(entry, value).toMatchObject({ updated: 0, refused: 1 });
      expect(refusalsOf(entry), value).toEqual([
        {
          source: 'sweepbright',
          externalId: house.id,
          path,
          reason: expect.stringContaining(`unknown value "${value}"`),
          words: { reason: { key: 'invalidField', problem: expect.objectContaining({ problem: 'value' }), sent: `"${value}"` } },
        },
      ]);
      await stillPriced(id, 385_000);
    }
    later();
    // Still for sale, not under option, not sold.
    expect(await detailLabel('nl', id)).toBeNull();
    expect(await env.DB.prepare('SELECT head_type_id FROM estates WHERE id = ?1').bind(id).first('head_type_id')).toBe(1);

    const reserved = estate({ status: 'reserved_xyz' });
    expect(refusalsOf(await sb.publish(reserved))).toEqual([
      expect.objectContaining({ path: 'listings.0.status', reason: expect.stringContaining('"reserved_xyz"') }),
    ]);
    expect(await estateIdOf(1, 'sweepbright', reserved.id)).toBeNull();
    // Nothing of it is copied to the public media bucket either.
    expect((await env.MEDIA!.list({ prefix: `crm/1/sweepbright/${reserved.id}/` })).objects).toHaveLength(0);
  });

  it('shows a living area of 870 sq ft as 81 m², rounded once to whole square metres', async () => {
    const house = estate({ sizes: { liveable_area: { size: 870, unit: 'sq_ft' } } });
    const sb = await connect([house]);
    expect(await sb.publish(house)).toMatchObject({ created: 1 });
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;
    later();
    const { body } = await detailPage(id);
    expect(body).toMatch(/81\s*m²/);
    expect(body).not.toContain('80,83');
  });
});

describe('Whise: values it cannot read', () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const detail = (id: number, value: string) => ({ id, value, type: 'float', label: String(id), group: '' });

  it('refuses a price, area, coordinate or date "abc", an unknown status or category (the previous version stays); an unknown subcategory warns', async () => {
    const old = { ...whiseFixture, id: 4109001 };
    const fake = await fakeWhise([old]);
    const id = await connectWhise(1, fake, { source: 'whise-malformed' });
    await runWhise(id, at(0));
    const estateId = (await estateIdOf(1, 'whise-malformed', old.id))!;
    await stillPriced(estateId, 349_000);

    const details = (whiseFixture.details as { id: number }[]).filter((one) => one.id !== 1849);
    const page = [
      changedNow(old, { price: 'abc' as never }),
      changedNow({ ...whiseFixture, id: 4109002, area: 'abc' as never }),
      changedNow({ ...whiseFixture, id: 4109003, details: [...details, detail(1849, 'abc')] as never }),
      changedNow({ ...whiseFixture, id: 4109004, availabilityDateTime: 'abc' }),
      changedNow({ ...whiseFixture, id: 4109005, purposeStatus: { id: 99 } }),
      changedNow({ ...whiseFixture, id: 4109006, subCategory: { id: 4242 } }),
      changedNow({ ...whiseFixture, id: 4109007 }),
    ];
    await fake.setEstates(page);
    await runWhise(id, at(5));
    const pull = (await whiseLog(id)).filter((entry) => entry.kind === 'whise').at(-1)!;
    expect(pull).toMatchObject({ created: 2, refused: 5 });
    const lines = (JSON.parse(pull.refusals) as { externalId: string; path: string; reason: string; warning?: true }[]).filter((line) => line.warning);
    expect(lines).toEqual([
      expect.objectContaining({ externalId: '4109006', path: 'subCategory.id', reason: expect.stringContaining('unknown subcategory 4242') }),
    ]);
    const refused = refusalsOf(pull)
      .filter((line) => !(line as { warning?: true }).warning)
      .map(({ externalId, path, reason }) => [externalId, path, reason]);
    expect(refused).toEqual([
      ['4109005', 'purposeStatus.id', 'unknown purpose status 99'],
      ['4109001', 'listings.0.price.amount', expect.stringContaining('(sent "abc")')],
      ['4109002', 'listings.1.areas.living', expect.stringContaining('(sent "abc")')],
      ['4109003', 'listings.2.location.lat', expect.stringContaining('(sent "abc")')],
      ['4109004', 'listings.3.availableFrom', expect.stringContaining('(sent "abc")')],
    ]);
    await stillPriced(estateId, 349_000);
    for (const other of [4109002, 4109003, 4109004, 4109005]) expect(await estateIdOf(1, 'whise-malformed', other)).toBeNull();
    for (const other of [4109006, 4109007]) expect(await estateIdOf(1, 'whise-malformed', other)).toBeGreaterThan(0);
    // The subcategory no list has is its category's default type: a house (category 1).
    expect(
      await env.DB.prepare('SELECT head_type_id FROM estates WHERE id = ?1')
        .bind(await estateIdOf(1, 'whise-malformed', 4109006))
        .first('head_type_id'),
    ).toBe(1);

    // An unknown purpose status of a listing on the site: its previous version stays.
    await fake.setEstates([changedNow(old, { purposeStatus: { id: 99 }, price: 329_000 })]);
    await runWhise(id, at(10));
    expect(refusalsOf((await whiseLog(id)).filter((entry) => entry.kind === 'whise').at(-1)).map(({ path }) => path)).toContain('purposeStatus.id');
    await stillPriced(estateId, 349_000);
  });

  it('refuses alone an estate with a value of a shape Whise never sends (price: true), naming its Whise id and field; the others are written', async () => {
    const old = { ...whiseFixture, id: 4109101 };
    const fake = await fakeWhise([old]);
    const id = await connectWhise(1, fake, { source: 'whise-shape' });
    await runWhise(id, at(0));
    const estateId = (await estateIdOf(1, 'whise-shape', old.id))!;
    await stillPriced(estateId, 349_000);

    const others = Array.from({ length: 6 }, (_, index) => changedNow({ ...whiseFixture, id: 4109102 + index, price: 300_000 + index }));
    await fake.setEstates([others[0]!, others[1]!, changedNow(old, { price: true as never }), ...others.slice(2)]);
    await runWhise(id, at(5));
    const pull = (await whiseLog(id)).filter((entry) => entry.kind === 'whise').at(-1)!;
    expect(pull).toMatchObject({ error: null, created: 6, refused: 1 });
    expect(refusalsOf(pull).map(({ externalId, path, reason }) => [externalId, path, reason])).toEqual([
      ['4109101', 'price', expect.stringMatching(/^unexpected value: .*\(sent true\): this estate is refused, its version online stays/)],
    ]);
    for (const other of others) expect(await estateIdOf(1, 'whise-shape', other.id), String(other.id)).toBeGreaterThan(0);
    await stillPriced(estateId, 349_000);

    // Read again as Whise sends it, the estate is written; the pull moved on meanwhile.
    await fake.setEstates([changedNow(old, { price: 329_000 })]);
    await runWhise(id, at(10));
    expect((await whiseLog(id)).filter((entry) => entry.kind === 'whise').at(-1)).toMatchObject({ error: null, updated: 1, refused: 0 });
    expect(await storedPrice(estateId)).toBe(329_000);
  });

  it('leaves out alone a project’s unit that does not read, and refuses a project that does not read without taking it off', async () => {
    const [main, good, other] = projectWithUnits.map((one, index) => ({ ...one, id: 4109200 + index, ...(index > 0 ? { parentId: 4109200 } : {}) }));
    const fake = await fakeWhise([main!, good!, other!]);
    const id = await connectWhise(1, fake, { source: 'whise-shape-units' });
    await runWhise(id, at(0));
    const [projectId, goodId, otherId] = await Promise.all([main!, good!, other!].map(async (one) => (await estateIdOf(1, 'whise-shape-units', one.id))!));
    const before = await storedPrice(otherId);

    await fake.setEstates([changedNow(main!), changedNow(good!, { price: 255_000 }), changedNow(other!, { rooms: { many: 3 } as never })]);
    await runWhise(id, at(5));
    const pull = (await whiseLog(id)).filter((entry) => entry.kind === 'whise').at(-1)!;
    expect(pull).toMatchObject({ error: null, refused: 0 });
    expect(refusalsOf(pull)).toContainEqual(
      expect.objectContaining({
        externalId: String(other!.id),
        path: `units (${other!.id}).rooms`,
        held: true,
        reason: expect.stringContaining('unexpected value'),
      }),
    );
    later();
    expect(await storedPrice(goodId)).toBe(255_000);
    expect(await storedPrice(otherId)).toBe(before);

    // The project itself unreadable: refused with its id and field, it and its units stay online.
    await fake.setEstates([changedNow(main!, { rooms: { many: 3 } as never }), changedNow(good!, { price: 260_000 }), changedNow(other!)]);
    await runWhise(id, at(10));
    const refused = (await whiseLog(id)).filter((entry) => entry.kind === 'whise').at(-1)!;
    expect(refused).toMatchObject({ error: null, refused: 1, deleted: 0 });
    expect(refusalsOf(refused).map(({ externalId, path }) => [externalId, path])).toEqual([[String(main!.id), 'rooms']]);
    for (const one of [projectId, goodId, otherId])
      expect(await env.DB.prepare('SELECT id FROM estates WHERE id = ?1').bind(one).first('id'), String(one)).toBe(one);
    expect(await storedPrice(goodId)).toBe(255_000);
  });
});

describe('Omnicasa: values it cannot read', () => {
  const { houseForSale } = OMNICASA_FIXTURES;
  const changed = changedAtOmnicasa;

  it('refuses a property with a price, surface or coordinate "abc", or an unknown type; its previous version stays, the others are written', async () => {
    const old = { ...houseForSale, ID: 7119001 };
    const omnicasa = await omnicasaConnection([old]);
    await omnicasa.run(0);
    const estateId = (await estateIdOf(1, 'omnicasa', old.ID))!;
    await stillPriced(estateId, 695_000);

    const pull = await omnicasa.run(5, [
      changed(old, { Price: 'abc' }),
      changed({ ...houseForSale, ID: 7119002 }, { SurfaceLiving: 'abc' }),
      changed({ ...houseForSale, ID: 7119003 }, { GoogleX: 'abc' }),
      changed({ ...houseForSale, ID: 7119005 }, { MainTypeID: 999 }),
      changed({ ...houseForSale, ID: 7119006 }, {}),
    ]);
    expect(pull).toMatchObject({ created: 1, refused: 4 });
    // GoogleX named as Omnicasa names it: which coordinate it is, latitude or longitude, only the other one tells.
    expect(refusalsOf(pull).map(({ externalId, path, reason }) => [externalId, path, reason])).toEqual([
      ['7119003', 'GoogleX', expect.stringContaining('(sent "abc")')],
      ['7119005', 'MainTypeID', 'unknown MainTypeID 999'],
      ['7119001', 'listings.0.price.amount', expect.stringContaining('(sent "abc")')],
      ['7119002', 'listings.1.areas.living', expect.stringContaining('(sent "abc")')],
    ]);
    await stillPriced(estateId, 695_000);
    expect(await estateIdOf(1, 'omnicasa', 7119006)).toBeGreaterThan(0);

    // An unknown type of a listing on the site: its previous version stays, not published as another. (A status is asked
    // by the documented list, Status 0–6, so an unknown one never comes; the mapping refuses it all the same.)
    expect(refusalsOf(await omnicasa.run(10, [changed(old, { MainTypeID: 999, Price: 675_000 })]))).toEqual([
      expect.objectContaining({ externalId: '7119001', path: 'MainTypeID', reason: 'unknown MainTypeID 999' }),
    ]);
    await stillPriced(estateId, 695_000);
  });
});

describe('the ingest API: values it cannot read', () => {
  const tokens = ingestTokensBeforeAll();
  const put = (listings: unknown[]) => ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings } });

  it('refuses a listing with a price, area, coordinate or date "abc", or an unknown status or type: the previous one stays, the rest is written', async () => {
    expect((await put([whiseHouse('m-price')])).body).toMatchObject({ created: 1, refused: 0 });
    const estateId = (await estateIdOf(1, 'whise', 'm-price'))!;
    await stillPriced(estateId, 300_000);

    const answer = await put([
      whiseHouse('m-price', { price: { amount: 'abc' as never } }),
      whiseHouse('m-area', { areas: { living: 'abc' as never } }),
      whiseHouse('m-lat', { location: { lat: 'abc' as never, lon: 3.72 } }),
      whiseHouse('m-date', { availableFrom: 'abc' }),
      whiseHouse('m-status', { status: 'under_option' as never }),
      whiseHouse('m-type', { type: 'HOUSEBOAT' as never }),
      whiseHouse('m-away', { location: { lat: 3.72, lon: 51.05 } }),
      whiseHouse('m-good'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 1, updated: 0, refused: 7 });
    const expected = [
      ['m-price', 'listings.0.price.amount', 'Invalid input: expected number, received string (sent "abc")'],
      ['m-area', 'listings.1.areas.living', 'Invalid input: expected number, received string (sent "abc")'],
      ['m-lat', 'listings.2.location.lat', 'Invalid input: expected number, received string (sent "abc")'],
      ['m-date', 'listings.3.availableFrom', 'Invalid ISO date (sent "abc")'],
      ['m-status', 'listings.4.status', 'unknown value "under_option" (expected available, option or closed)'],
      ['m-type', 'listings.5.type', expect.stringContaining('unknown value "HOUSEBOAT"')],
      ['m-away', 'listings.6.location.lat', expect.stringContaining('(sent 3.72)')],
      ['m-away', 'listings.6.location.lon', expect.stringContaining('(sent 51.05)')],
    ];
    const pairs = (refusals: { externalId: string; path: string; reason: string }[]) =>
      refusals.map(({ externalId, path, reason }) => [externalId, path, reason]);
    expect(pairs(answer.body.refusals)).toEqual(expected);
    // The same in the site's sync log.
    const logged = await env.DB.prepare("SELECT * FROM sync_log WHERE site_id = 1 AND kind = 'ingest' ORDER BY id DESC").first<LogRow>();
    expect(pairs(refusalsOf(logged!))).toEqual(expected);

    await stillPriced(estateId, 300_000);
    for (const other of ['m-area', 'm-lat', 'm-date', 'm-status', 'm-type', 'm-away']) expect(await estateIdOf(1, 'whise', other)).toBeNull();
    expect(await estateIdOf(1, 'whise', 'm-good')).toBeGreaterThan(0);
  });
});
