import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OMNICASA_FIXTURES, type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES, WHISE_FIXTURES } from '../../../support/fake-crm/fixtures';
import { agency, page, post } from '../../console-crm-helpers';
import { signIn, type Who } from '../../console-helpers';
import { changedAtOmnicasa, estateIdOf, linesOf, omnicasaConnection, stillPriced, storedPrice, sweepBrightConnection } from '../../crm-writes';
import { fakeWhise } from '../../fake-crm';
import { later } from '../../helpers';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { ingestCall, ingestTokens, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';
import { changedNow, connect as connectWhise, logOf as whiseLog, run as runWhise } from '../../whise-helpers';

// Numbers as agencies' CRMs write them (shared/domain/written-number.ts, listings/plausibility.ts,
// listings/held.ts): a price "389.000" is € 389,000 through every CRM, never € 389; a 0 never wipes
// a price; a value a thousand times off what is online, or outside its type's range, is held for
// the owner with its line in the sync log while the version online stays, until the owner
// publishes it anyway; a project's unit at fault is left out alone. Through the fakes of
// test/support/fake-crm/ and the ingest API, the pages and the console as people see them.

afterEach(() => vi.restoreAllMocks());

const estate = (changes: Record<string, unknown> = {}): RawSweepBrightEstate => ({
  ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage),
  id: crypto.randomUUID(),
  ...changes,
});
const priced = (amount: unknown) => ({ price: { amount, currency: 'EUR', hidden: false } });
const livingArea = (id: number | null) =>
  env.DB.prepare("SELECT document ->> '$.dimensions.areaBuild' AS area FROM estates WHERE id = ?1").bind(id).first<number | null>('area');

let owner: Who;
beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost', '198.51.100.201');
});

describe('a number as Belgian CRMs write it', () => {
  it.each(['389.000', '389,000', '389 000', '€ 389.000,-', '389.000,00', '389000'])(
    'publishes a SweepBright price.amount "%s" as € 389,000',
    async (amount) => {
      const house = estate(priced(amount));
      const sb = await sweepBrightConnection([house]);
      expect(await sb.publish(house)).toMatchObject({ created: 1, refused: 0 });
      await stillPriced((await estateIdOf(1, 'sweepbright', house.id))!, 389_000);
    },
  );

  it('reads a SweepBright area "1.250" as 1,250 m², and refuses "1.23.456", naming it, while the version online stays', async () => {
    const house = estate({ ...priced('389.000'), sizes: { liveable_area: { size: '1.250', unit: 'sq_m' } } });
    const sb = await sweepBrightConnection([house]);
    await sb.publish(house);
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;
    expect(await livingArea(id)).toBe(1_250);
    const entry = await sb.publish({ ...house, ...priced('1.23.456') });
    expect(entry).toMatchObject({ updated: 0, refused: 1 });
    expect(linesOf(entry)).toEqual([expect.objectContaining({ path: 'listings.0.price.amount', reason: expect.stringContaining('(sent "1.23.456")') })]);
    await stillPriced(id, 389_000);
  });

  it('publishes a Whise price "389.000" as € 389,000 and its ground area "1.250" as 1,250 m²', async () => {
    const sent = { ...WHISE_FIXTURES.houseForSale, id: 4119001, price: '389.000', groundArea: '1.250' };
    const fake = await fakeWhise([sent]);
    const id = await connectWhise(1, fake, { source: 'whise-numbers' });
    await runWhise(id, new Date());
    expect(await whiseLog(id)).toContainEqual(expect.objectContaining({ created: 1, refused: 0 }));
    const estateId = (await estateIdOf(1, 'whise-numbers', sent.id))!;
    await stillPriced(estateId, 389_000);
    expect(await env.DB.prepare("SELECT document ->> '$.dimensions.areaGround' AS a FROM estates WHERE id = ?1").bind(estateId).first('a')).toBe(1_250);
  });

  it('publishes an Omnicasa Price "389.000" as € 389,000 and its SurfaceLiving "1.120" as 1,120 m²', async () => {
    const sent = { ...OMNICASA_FIXTURES.houseForSale, ID: 7129001, Price: '389.000', SurfaceLiving: '1.120' };
    const omnicasa = await omnicasaConnection([sent]);
    expect(await omnicasa.run(0)).toMatchObject({ created: 1, refused: 0 });
    const estateId = (await estateIdOf(1, 'omnicasa', sent.ID))!;
    await stillPriced(estateId, 389_000);
    expect(await livingArea(estateId)).toBe(1_120);
  });
});

describe('a price of 0', () => {
  const tokens = ingestTokensBeforeAll();

  it('is refused from SweepBright (no amount is none, price.hidden is "on request") and the price online stays', async () => {
    const house = estate(priced(385_000));
    const sb = await sweepBrightConnection([house]);
    await sb.publish(house);
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;
    for (const amount of [0, '0', '0,00']) {
      const entry = await sb.publish({ ...house, ...priced(amount) });
      expect(entry, String(amount)).toMatchObject({ updated: 0, refused: 1 });
      expect(linesOf(entry)[0]).toMatchObject({ path: 'listings.0.price.amount', reason: expect.stringContaining('0 is no price') });
      await stillPriced(id, 385_000);
    }
  });

  it('is refused from Whise (displayPrice false is "on request") and from the ingest API; the price online stays', async () => {
    const sent = { ...WHISE_FIXTURES.houseForSale, id: 4119002 };
    const fake = await fakeWhise([sent]);
    const id = await connectWhise(1, fake, { source: 'whise-zero' });
    await runWhise(id, new Date());
    const estateId = (await estateIdOf(1, 'whise-zero', sent.id))!;
    await fake.setEstates([changedNow(sent, { price: 0 })]);
    await runWhise(id, new Date(Date.now() + 5 * 60_000));
    expect(linesOf((await whiseLog(id)).at(-1) as never)).toEqual([
      expect.objectContaining({ path: 'listings.0.price.amount', reason: expect.stringContaining('0 is no price') }),
    ]);
    await stillPriced(estateId, 349_000);

    const put = (amount: number) =>
      ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [whiseHouse('zero-price', { price: { amount } })] } });
    expect((await put(300_000)).body).toMatchObject({ created: 1 });
    const answer = await put(0);
    expect(answer.body).toMatchObject({ updated: 0, refused: 1, refusals: [expect.objectContaining({ path: 'listings.0.price.amount' })] });
    await stillPriced((await estateIdOf(1, 'whise', 'zero-price'))!, 300_000);
  });

  it("is Omnicasa's documented none, and taking the price off a listing still on the market is held for the owner", async () => {
    const old = { ...OMNICASA_FIXTURES.houseForSale, ID: 7129002 };
    const omnicasa = await omnicasaConnection([old]);
    await omnicasa.run(0);
    const estateId = (await estateIdOf(1, 'omnicasa', old.ID))!;
    const entry = await omnicasa.run(5, [changedAtOmnicasa(old, { Price: 0 })]);
    expect(entry).toMatchObject({ updated: 0, refused: 1 });
    expect(linesOf(entry)).toEqual([
      expect.objectContaining({ externalId: '7129002', path: 'listings.0.price.amount', held: true, reason: expect.stringContaining('695000 → none') }),
    ]);
    await stillPriced(estateId, 695_000);
  });
});

describe('a value not believable, held for the owner', () => {
  it('holds a price a thousand times lower than online, lists it in the console, and publishes it when the owner accepts it anyway', async () => {
    const house = estate(priced(385_000));
    const sb = await sweepBrightConnection([house]);
    await sb.publish(house);
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;

    const entry = await sb.publish({ ...house, ...priced(385) });
    expect(entry).toMatchObject({ updated: 0, refused: 1 });
    expect(linesOf(entry)).toEqual([
      expect.objectContaining({
        externalId: house.id,
        path: 'listings.0.price.amount',
        held: true,
        reason: expect.stringContaining('385000 → 385, 1,000 times lower'),
      }),
    ]);
    await stillPriced(id, 385_000);

    // The owner sees it on the CRM screen, with both values and the page of the version online.
    const screen = await page('/en/sites/1/crm', owner);
    expect(screen.body).toContain('Held for you');
    expect(screen.body).toContain(`Price of ${house.id}: online €385,000, sent €385 (1,000 times lower than online)`);
    expect(screen.body).toContain(`Publish anyway: SweepBright listing ${house.id}, as sent`);

    // Another agency's owner cannot publish it.
    const other = await agency();
    const refused = await post('/en/sites/1/crm/held/accept', other.owner, { source: 'sweepbright', externalId: house.id });
    expect([403, 404]).toContain(refused.status);
    await stillPriced(id, 385_000);

    const accepted = await post('/en/sites/1/crm/held/accept', owner, { source: 'sweepbright', externalId: house.id });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toMatch(/^\/en\/sites\/1\/crm\?done=accepted#(held|sync)$/);
    // The checks above read the estate's generation at one mocked moment, which the isolate trusts for a second (caching.md).
    forgetGenerations();
    await stillPriced(id, 385);
    expect((await page('/en/sites/1/crm', owner)).body).not.toContain(`listing ${house.id}, held`);
    // Accepted once, not again: the hold is gone.
    const again = await post('/en/sites/1/crm/held/accept', owner, { source: 'sweepbright', externalId: house.id });
    expect(again.headers.get('Location')).toBe('/en/sites/1/crm?done=acceptedGone#sync');
  });

  it('lets a newer write from the CRM replace a held one, and the version online sent again release it', async () => {
    const house = estate(priced(385_000));
    const sb = await sweepBrightConnection([house]);
    await sb.publish(house);
    const id = (await estateIdOf(1, 'sweepbright', house.id))!;
    await sb.publish({ ...house, ...priced(38_500_000) });
    const held = () => env.DB.prepare('SELECT count(*) AS n FROM held_listings WHERE site_id = 1 AND external_id = ?1').bind(house.id).first<number>('n');
    expect(await held()).toBe(1);
    expect(await sb.publish({ ...house, ...priced(395_000) })).toMatchObject({ updated: 1, refused: 0 });
    expect(await held()).toBe(0);
    await stillPriced(id, 395_000);
    // Held again, then sent as it is online: no longer held.
    await sb.publish({ ...house, ...priced(39) });
    expect(await held()).toBe(1);
    await sb.publish({ ...house, ...priced(395_000) });
    expect(await held()).toBe(0);
  });

  it('holds a new house for sale at € 5,000 and a flat of 3 m² off the site, naming the range', async () => {
    const cheap = estate(priced(5_000));
    const tiny = estate({ ...priced(250_000), type: 'apartment', sub_type: 'flat', sizes: { liveable_area: { size: 3, unit: 'sq_m' } } });
    const sb = await sweepBrightConnection([cheap, tiny]);
    const first = await sb.publish(cheap);
    expect(first).toMatchObject({ created: 0, refused: 1 });
    expect(linesOf(first)[0]).toMatchObject({ held: true, reason: expect.stringContaining('outside the range for a house (€ 10,000–€ 100,000,000)') });
    const second = await sb.publish(tiny);
    expect(linesOf(second)[0]).toMatchObject({
      path: 'listings.0.areas.living',
      held: true,
      reason: expect.stringContaining('outside the range for an apartment (8 m²–5,000 m²)'),
    });
    for (const one of [cheap, tiny]) {
      const estateId = await estateIdOf(1, 'sweepbright', one.id);
      expect(await env.DB.prepare('SELECT count(*) AS n FROM estates WHERE id = ?1').bind(estateId).first('n')).toBe(0);
    }
  });

  it('holds an ingest write whose living area jumps from 120 m² to 12,000 m², and the area online stays', async () => {
    const tokens = await ingestTokens();
    const put = (living: number) =>
      ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [whiseHouse('jump-area', { areas: { living } })] } });
    expect((await put(120)).body).toMatchObject({ created: 1 });
    const answer = await put(12_000);
    expect(answer.body).toMatchObject({ updated: 0, refused: 1, refusals: [expect.objectContaining({ path: 'listings.0.areas.living', held: true })] });
    expect(await livingArea((await estateIdOf(1, 'whise', 'jump-area'))!)).toBe(120);
  });
});

describe("a project's units judged one by one", () => {
  const project = () => structuredClone(SWEEPBRIGHT_FIXTURES.projectWithUnits) as RawSweepBrightEstate & { properties: Record<string, unknown>[] };

  it('publishes a SweepBright project and its other units when one unit has a status no list has; that unit keeps its version online', async () => {
    const sent = { ...project(), id: crypto.randomUUID() };
    sent.properties = sent.properties.map((unit, index) => ({ ...unit, id: `${sent.id.slice(0, 24)}${String(index).padStart(12, '0')}` }));
    const sb = await sweepBrightConnection([sent]);
    expect(await sb.publish(sent)).toMatchObject({ created: 1, refused: 0 });
    const [flat, penthouse, parking] = sent.properties.map((unit) => unit.id as string);
    const penthouseId = (await estateIdOf(1, 'sweepbright', penthouse!))!;
    const before = await storedPrice(penthouseId);

    const changed = structuredClone(sent);
    changed.properties[0] = { ...changed.properties[0], price: { amount: 229_000, currency: 'EUR', hidden: false } };
    changed.properties[1] = { ...changed.properties[1], status: 'under_option', price: { amount: 1, currency: 'EUR', hidden: false } };
    const entry = await sb.publish(changed);
    expect(entry).toMatchObject({ updated: 1, refused: 0 });
    expect(linesOf(entry)).toEqual([
      expect.objectContaining({ externalId: penthouse, path: 'listings.0.units.1.status', held: true, reason: expect.stringContaining('"under_option"') }),
    ]);
    later();
    expect(await storedPrice((await estateIdOf(1, 'sweepbright', flat!))!)).toBe(229_000);
    expect(await storedPrice(penthouseId)).toBe(before);
    expect(await estateIdOf(1, 'sweepbright', parking!)).toBeGreaterThan(0);
  });

  it('holds a unit whose price drops a thousandfold and writes the rest of the ingest project', async () => {
    const tokens = await ingestTokens();
    const unit = (externalId: string, amount: number) => ({ ...whiseHouse(externalId, { type: 'APARTMENT', price: { amount } }) });
    const put = (units: unknown[]) =>
      ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [{ ...whiseHouse('n-project', { type: 'PROJECT' }), units }] } });
    expect((await put([unit('n-unit-1', 250_000), unit('n-unit-2', 300_000)])).body).toMatchObject({ created: 1, refused: 0 });
    const answer = await put([unit('n-unit-1', 240_000), unit('n-unit-2', 300)]);
    expect(answer.body).toMatchObject({ updated: 1, refused: 0 });
    expect(answer.body.refusals).toEqual([expect.objectContaining({ externalId: 'n-unit-2', path: 'listings.0.units.1.price.amount', held: true })]);
    expect(await storedPrice((await estateIdOf(1, 'whise', 'n-unit-1'))!)).toBe(240_000);
    expect(await storedPrice((await estateIdOf(1, 'whise', 'n-unit-2'))!)).toBe(300_000);
    // A unit it cannot read is left out the same way.
    const unread = await put([unit('n-unit-1', 235_000), { ...unit('n-unit-2', 300_000), price: { amount: 'abc' } }]);
    expect(unread.body).toMatchObject({ updated: 1, refused: 0 });
    expect(await storedPrice((await estateIdOf(1, 'whise', 'n-unit-2'))!)).toBe(300_000);
    // Each line names its unit where it was sent, whatever unit before it was left out: the third is units.2, not units.1.
    const third = unit('n-unit-3', 280_000);
    expect((await put([unit('n-unit-1', 235_000), unit('n-unit-2', 300_000), third])).body).toMatchObject({ updated: 1, refused: 0 });
    const both = await put([unit('n-unit-1', 235_000), { ...unit('n-unit-2', 300_000), price: { amount: 'abc' } }, unit('n-unit-3', 280)]);
    expect(both.body.refusals).toEqual([
      expect.objectContaining({ externalId: 'n-unit-2', path: 'listings.0.units.1.price.amount', held: true }),
      expect.objectContaining({ externalId: 'n-unit-3', path: 'listings.0.units.2.price.amount', held: true }),
    ]);
  });

  it('publishes a Whise project when one unit has an unknown purpose status; that unit keeps its version online', async () => {
    const [main, good, other] = WHISE_FIXTURES.projectWithUnits.map((one, index) => ({
      ...one,
      id: 4129100 + index,
      ...(index > 0 ? { parentId: 4129100 } : {}),
    }));
    const fake = await fakeWhise([main!, good!, other!]);
    const id = await connectWhise(1, fake, { source: 'whise-units' });
    await runWhise(id, new Date());
    const otherId = (await estateIdOf(1, 'whise-units', other!.id))!;
    const before = await storedPrice(otherId);
    await fake.setEstates([changedNow(main!), changedNow(good!, { price: 255_000 }), changedNow(other!, { purposeStatus: { id: 99 }, price: 1 })]);
    await runWhise(id, new Date(Date.now() + 5 * 60_000));
    const entry = (await whiseLog(id)).at(-1)!;
    expect(entry).toMatchObject({ refused: 0 });
    expect(linesOf(entry as never)).toContainEqual(
      expect.objectContaining({ externalId: String(other!.id), held: true, reason: expect.stringContaining('unknown purpose status 99') }),
    );
    later();
    expect(await storedPrice((await estateIdOf(1, 'whise-units', good!.id))!)).toBe(255_000);
    expect(await storedPrice(otherId)).toBe(before);
  });
});
