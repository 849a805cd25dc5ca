import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../shared/format';
import { platform } from '../../../../worker/platform/demo/embedded';
import { omnicasaState } from '../../../../worker/platform/crm/omnicasa/connection';
import { omnicasaTime, runOmnicasaConnection, SINCE_OVERLAP_MS, syncOmnicasa } from '../../../../worker/platform/crm/omnicasa/sync';
import type { OmnicasaConnectionRow } from '../../../../worker/platform/crm/omnicasa/connection';
import { OMNICASA_FIXTURES, type RawOmnicasaProperty } from '../../../support/fake-crm/fixtures';
import { fakeOmnicasa, omnicasaBindings } from '../../fake-crm';
import { AGENCY, contactRequest, leadRow, leadWhen, SENDER, setDelivery, SITE_ID } from '../../crm-lead-helpers';
import { mailsContaining } from '../../crm';
import { detailPage, get, later, priceOn, runCron } from '../../helpers';
import { LEAD_REDRIVE_AFTER_MS } from '../../../../worker/platform/delivery/redrive';

// Omnicasa through the CRM interface. The Cron Trigger's Omnicasa step
// (crm/omnicasa/sync.ts) pulls from the fake Omnicasa (test/support/fake-crm/omnicasa.ts, our
// fixtures in its documented shapes) into the pool's D1, KV and R2; leads go out as ContactOnMe.

afterEach(() => vi.restoreAllMocks());

const bindings = omnicasaBindings();
const { houseForSale, apartmentForRent, underOption, sold, prospective, unknownEnums } = OMNICASA_FIXTURES;
type Fake = Awaited<ReturnType<typeof fakeOmnicasa>>;

/** An Omnicasa connection of the site made through the platform's admin API, as the agency makes it. */
async function connect(fake: Fake, settings: Record<string, unknown> = {}): Promise<number> {
  await env.DB.prepare("DELETE FROM connections WHERE kind = 'omnicasa'").run();
  const body = JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName, ...settings }, secret: fake.connection.password });
  const response = await platform.request(`/sites/${SITE_ID}/connections`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, bindings);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { connection: { id: number } }).connection.id;
}

const rowOf = async (id: number) =>
  (await env.DB.prepare('SELECT * FROM connections WHERE id = ?1').bind(id).first<OmnicasaConnectionRow & { last_error: string | null }>())!;
const run = async (id: number, at = new Date()) => runOmnicasaConnection(bindings, await rowOf(id), at);
const logOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT * FROM sync_log WHERE connection_id = ?1 ORDER BY id')
      .bind(id)
      .all<{ kind: string; created: number; updated: number; unchanged: number; deleted: number; refused: number; error: string | null; refusals: string }>()
  ).results;
const estateIdOf = async (externalId: number) =>
  (
    await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'omnicasa' AND external_id = ?2")
      .bind(SITE_ID, String(externalId))
      .first<{ estate_id: number }>()
  )?.estate_id;
const listCalls = async (fake: Fake) => (await fake.calls()).filter((call) => call.path === '/GetPropertyList');
const changedNow = (property: RawOmnicasaProperty, changes: Record<string, unknown> = {}): RawOmnicasaProperty => ({
  ...property,
  ...changes,
  LastChangedDate: omnicasaTime(new Date()),
});
const silenced = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('the Omnicasa cron pull', () => {
  it('creates the agency’s listings on the first run, in every language asked, pictures copied to R2, what is prospective kept off', async () => {
    const fake = await fakeOmnicasa([houseForSale, apartmentForRent, underOption, sold, prospective]);
    const id = await connect(fake, { languages: ['nl', 'fr'] });
    const at = new Date();
    await syncOmnicasa(bindings, at);

    const [pull] = await logOf(id);
    expect(pull).toMatchObject({ kind: 'omnicasa', created: 4, refused: 0, deleted: 0, error: null });
    expect(await estateIdOf(prospective.ID)).toBeUndefined();
    const houseId = (await estateIdOf(houseForSale.ID))!;
    const { status, body } = await detailPage(houseId);
    expect(status).toBe(200);
    expect(body).toContain('Ruime villa met zuidgerichte tuin');
    expect(priceOn(body)).toBe(formatPrice(695_000));
    const short = await get(`http://localhost/fr/offre/${houseId}`);
    const french = await get(new URL(short.headers.get('Location')!, 'http://localhost').href);
    expect(await french.text()).toContain('Villa spacieuse avec jardin orienté sud');

    // The pictures are ours: copied to R2 and served by the site from there.
    const document = JSON.parse((await env.DB.prepare('SELECT document FROM estates WHERE id = ?1').bind(houseId).first<{ document: string }>())!.document) as {
      pictures?: { url: string }[];
    };
    const urls = JSON.stringify(document);
    expect(urls).not.toContain('omnicasa.test');
    const key = `crm/${SITE_ID}/omnicasa/${houseForSale.ID}/501-501.jpg`;
    expect(urls).toContain(`/assets/media/${key}`);
    expect(await env.MEDIA!.head(key)).not.toBeNull();

    // The first pull asks for what the site shows (active, sold, rented) in Dutch, then the French texts by id.
    const [list] = await listCalls(fake);
    expect(list!.body).toMatchObject({ Status: '1,2,4', LanguageId: 1, Limit1: 1, Limit2: 50 });
    expect(list!.body).not.toHaveProperty('ChangeSince');
    expect((await fake.calls()).find((call) => call.path === '/GetPropertiesByIDs')!.body).toMatchObject({
      LanguageId: 2,
      DisplayFields: 'ID,DescriptionA,TypeDescription',
    });
    expect(omnicasaState(await rowOf(id))).toMatchObject({ since: at.toISOString() });
  });

  it('refuses a property older than the site has (LastChangedDate), and an older cancellation, with a sync-log line each', async () => {
    // An id of its own: the version it leaves on the site must not make the other tests' house stale.
    const house = { ...houseForSale, ID: 990_001 };
    const fake = await fakeOmnicasa([house]);
    const id = await connect(fake);
    const first = new Date();
    await run(id, first);
    const estateId = (await estateIdOf(house.ID))!;
    const newer = changedNow(house, { Price: 675000 });
    await fake.setProperties([newer]);
    await run(id, new Date(first.getTime() + 5 * 60_000));

    // What Omnicasa answered before its last change, read again late: a minute older.
    const minuteBefore = omnicasaTime(new Date(Date.parse(`${String(newer.LastChangedDate).replace(' ', 'T')}Z`) - 60_000));
    await fake.setProperties([{ ...house, Price: 650000, LastChangedDate: minuteBefore }]);
    await run(id, new Date(first.getTime() + 10 * 60_000));
    await fake.setProperties([{ ...house, Status: 3, LastChangedDate: minuteBefore }]);
    await run(id, new Date(first.getTime() + 15 * 60_000));
    later();
    expect(priceOn((await detailPage(estateId)).body)).toBe(formatPrice(675_000));
    const log = await logOf(id);
    expect(log.map(({ updated, deleted }) => ({ updated, deleted }))).toEqual([
      { updated: 0, deleted: 0 },
      { updated: 1, deleted: 0 },
      { updated: 0, deleted: 0 },
      { updated: 0, deleted: 0 },
    ]);
    for (const entry of log.slice(2))
      expect(JSON.parse(entry.refusals)).toEqual([expect.objectContaining({ externalId: String(house.ID), path: 'updatedAt', stale: true })]);
  });

  it('updates a changed listing on the next run, asking only what changed since the last pull (less the overlap)', async () => {
    const fake = await fakeOmnicasa([houseForSale, apartmentForRent]);
    const id = await connect(fake);
    const first = new Date();
    await run(id, first);
    await fake.setProperties([changedNow(houseForSale, { Price: 675000 }), apartmentForRent]);
    await run(id, new Date(first.getTime() + 5 * 60_000));

    const [, second] = await logOf(id);
    expect(second).toMatchObject({ updated: 1, created: 0, refused: 0, error: null });
    const [, list] = await listCalls(fake);
    expect(list!.body).toMatchObject({ Status: '0,1,2,3,4,5,6', ChangeSince: omnicasaTime(new Date(first.getTime() - SINCE_OVERLAP_MS)) });
    later();
    expect(priceOn((await detailPage((await estateIdOf(houseForSale.ID))!)).body)).toBe(formatPrice(675_000));
  });

  it('retires a listing Omnicasa lists as deleted, and one that became cancelled', async () => {
    // Ids of this test's own: the pages of the other tests' listings may still be in the site's memory.
    const house = { ...houseForSale, ID: 7109100 };
    const flat = { ...apartmentForRent, ID: 7109200 };
    const fake = await fakeOmnicasa([house, flat]);
    const id = await connect(fake);
    await run(id);
    const houseId = (await estateIdOf(house.ID))!;
    expect((await detailPage(houseId)).status).toBe(200);
    await fake.setProperties([changedNow(flat, { Status: 3 })]);
    await fake.setDeleted([house.ID, 99]);
    await run(id);

    const [, second] = await logOf(id);
    expect(second).toMatchObject({ deleted: 2, error: null });
    expect(await estateIdOf(house.ID)).toBeUndefined();
    expect(await estateIdOf(flat.ID)).toBeUndefined();
    const never = await get('http://localhost/nl/aanbod/987654321');
    later();
    expect((await get(`http://localhost/nl/aanbod/${houseId}`)).status).toBe(never.status);
  });

  it('refuses a property of unknown goal and type with the fields named, and writes the others', async () => {
    // Active, so the first pull (active, sold, rented) lists it.
    const fake = await fakeOmnicasa([
      { ...houseForSale, ID: 7109300 },
      { ...unknownEnums, Status: 1 },
    ]);
    const id = await connect(fake);
    await run(id);
    const [pull] = await logOf(id);
    expect(pull).toMatchObject({ created: 1, refused: 1, error: null });
    expect(JSON.parse(pull!.refusals)).toEqual([
      {
        source: 'omnicasa',
        externalId: String(unknownEnums.ID),
        path: 'Goal',
        reason: 'unknown Goal 9',
        words: { reason: { key: 'unknownCode', field: 'transaction', code: '9' } },
      },
      {
        source: 'omnicasa',
        externalId: String(unknownEnums.ID),
        path: 'MainTypeID',
        reason: 'unknown MainTypeID 999',
        words: { reason: { key: 'unknownCode', field: 'type', code: '999' } },
      },
    ]);
  });

  it('writes a listing whose picture cannot be copied without it, with a warning in the sync log', async () => {
    const lonely = { ...houseForSale, ID: 7109400, XLargePictureItems: [], LargePicture: 'https://pictures.unreachable.test/7109400.jpg' };
    const fake = await fakeOmnicasa([lonely]);
    const id = await connect(fake);
    await run(id);
    const [pull] = await logOf(id);
    expect(pull).toMatchObject({ created: 1, refused: 0, error: null });
    expect(JSON.parse(pull!.refusals)).toEqual([
      {
        source: 'omnicasa',
        externalId: '7109400',
        path: 'XLargePictureItems',
        reason: 'picture main could not be downloaded (502)',
        warning: true,
        words: { reason: { key: 'fileNotCopied', file: 'main', picture: true, copy: { problem: 'status', status: 502 } } },
      },
    ]);
    expect((await detailPage((await estateIdOf(lonely.ID))!)).status).toBe(200);
  });

  it('says "credentials rejected" for a wrong password and asks nothing more until new credentials are given', async () => {
    const fake = await fakeOmnicasa([houseForSale]);
    const id = await connect(fake);
    const wrong = await platform.request(
      `/sites/${SITE_ID}/connections/${id}`,
      { method: 'PUT', body: JSON.stringify({ secret: 'not-the-password' }), headers: { 'Content-Type': 'application/json' } },
      bindings,
    );
    expect(wrong.status).toBe(200);
    silenced();
    await syncOmnicasa(bindings, new Date());
    expect((await rowOf(id)).last_error).toMatch(/^credentials rejected: omnicasa: the customer name and password were refused/);
    const calls = (await fake.calls()).length;
    await syncOmnicasa(bindings, new Date());
    expect((await fake.calls()).length).toBe(calls);

    const right = await platform.request(
      `/sites/${SITE_ID}/connections/${id}`,
      { method: 'PUT', body: JSON.stringify({ secret: fake.connection.password }), headers: { 'Content-Type': 'application/json' } },
      bindings,
    );
    expect(right.status).toBe(200);
    await syncOmnicasa(bindings, new Date());
    expect((await rowOf(id)).last_error).toBeNull();
    expect(await estateIdOf(houseForSale.ID)).toBeDefined();
  });

  it('asks the same page again after a 500 ("CRM down"), and nothing before Retry-After after a 429', async () => {
    const fake = await fakeOmnicasa([houseForSale]);
    const id = await connect(fake);
    silenced();
    await fake.fail({ status: 500, path: '/GetPropertyList', times: 1 });
    await syncOmnicasa(bindings, new Date());
    expect((await rowOf(id)).last_error).toMatch(/^CRM down: omnicasa: GET \/1\.12\/OmnicasaService\.svc\/GetPropertyListJson answered 500/);
    expect(omnicasaState(await rowOf(id)).since).toBeUndefined();

    await fake.fail({ status: 429, retryAfter: '120', path: '/GetPropertyList', times: 1 });
    const at = new Date();
    await syncOmnicasa(bindings, at);
    expect((await rowOf(id)).last_error).toMatch(/^rate limited: omnicasa: .* answered 429, retry after 120 s/);
    const calls = (await fake.calls()).length;
    await syncOmnicasa(bindings, new Date(at.getTime() + 60_000));
    expect((await fake.calls()).length, 'nothing asked before Retry-After').toBe(calls);

    await syncOmnicasa(bindings, new Date(at.getTime() + 121_000));
    expect((await rowOf(id)).last_error).toBeNull();
    expect(await estateIdOf(houseForSale.ID)).toBeDefined();
  });
});

describe('leads into Omnicasa', () => {
  const MAIL = { email: { to: AGENCY, from: SENDER } };

  it('sends a contact request on an Omnicasa listing as ContactOnMe with the person, the property and the language', async () => {
    await setDelivery(MAIL);
    const fake = await fakeOmnicasa([houseForSale]);
    const id = await connect(fake);
    await run(id);
    const estateId = (await estateIdOf(houseForSale.ID))!;
    const leadId = await contactRequest({ estateId, locale: 'fr', message: 'Je voudrais visiter la villa.' });
    await leadWhen(leadId, 'delivered');

    const [contact, ...more] = (await fake.calls()).filter((call) => call.path === '/ContactOnMe');
    expect(more).toEqual([]);
    expect(contact!.body).toMatchObject({
      FirstName: 'Zoë',
      Name: "D'Hondt",
      Email: 'zoe.dhondt@example.be',
      PhoneNumber: '+32 470 11 22 33',
      ObjectID: houseForSale.ID,
      LanguageId: 2,
      SourceId: 5,
    });
    expect((contact!.body as { Content: string }).Content).toContain('Je voudrais visiter la villa.');
    expect(contact!.body).not.toHaveProperty('CustomerPassword');
  });

  it('retries a lead Omnicasa answered 429, the agency mailed at once, then makes one contact', async () => {
    await setDelivery(MAIL);
    const fake = await fakeOmnicasa([]);
    await connect(fake);
    await fake.fail({ status: 429, retryAfter: '1', path: '/ContactOnMe', times: 1 });
    silenced();
    const leadId = await contactRequest();
    expect(await leadWhen(leadId, 'delivered')).toMatchObject({ delivered_to: '["email","crm"]', attempts: 2 });
    expect((await fake.calls()).filter((call) => call.path === '/ContactOnMe').map((call) => call.status)).toEqual([429, 200]);
  });

  it('retries while Omnicasa answers 500, dead-letters the lead to the agency’s mailbox, and re-drives it once Omnicasa answers: one contact', async () => {
    await setDelivery(MAIL);
    const fake = await fakeOmnicasa([]);
    await connect(fake);
    await fake.fail({ status: 500, path: '/ContactOnMe', times: 'always' });
    silenced();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const leadId = await contactRequest();

    const failed = await leadWhen(leadId, 'failed');
    expect(failed).toMatchObject({ delivered_to: '["email"]', redrives: 0 });
    expect(failed.last_error).toMatch(/omnicasa: GET .*ContactOnMeJson answered 500/);
    expect(await mailsContaining(leadId)).toHaveLength(1);
    const tries = (await fake.calls()).filter((call) => call.path === '/ContactOnMe').length;
    expect(tries).toBeGreaterThan(2);

    await fetch(`https://omnicasa.test/__fake/${fake.connection.customerName}/failures`, { method: 'DELETE' });
    await runCron(Date.now() + LEAD_REDRIVE_AFTER_MS + 60_000);
    expect(await leadWhen(leadId, 'delivered')).toMatchObject({ delivered_to: '["email","crm"]', redrives: 1 });
    const contacts = (await fake.calls()).filter((call) => call.path === '/ContactOnMe');
    expect(contacts.filter((call) => call.status === 200 && (call.body as { Name?: string }).Name)).toHaveLength(1);
    expect(await leadRow(leadId)).toMatchObject({ status: 'delivered' });
  });
});
