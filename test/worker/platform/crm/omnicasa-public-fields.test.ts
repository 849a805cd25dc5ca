import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OmnicasaConnectionRow } from '../../../../worker/platform/crm/omnicasa/connection';
import { omnicasaState } from '../../../../worker/platform/crm/omnicasa/connection';
import { runOmnicasaConnection, syncOmnicasa } from '../../../../worker/platform/crm/omnicasa/sync';
import { platform } from '../../../../worker/platform/demo/embedded';
import { OMNICASA_FIXTURES } from '../../../support/fake-crm/fixtures';
import { SITE_ID } from '../../crm-lead-helpers';
import { fakeOmnicasa, omnicasaBindings } from '../../fake-crm';
import { detailPage } from '../../helpers';

// Omnicasa from the fields its public answers show (docs/crm-apis.md "Omnicasa"): a property the
// list gives without `Goal` and `MainTypeID` is asked for them by name (DisplayFields), its goal
// looked up by the list's `Goal` filter, its type read from its public names; refused only when
// neither exists. And `ValidateCustomer`'s failures classified: only a rejected customer parks
// the connection until its credentials change.

afterEach(() => vi.restoreAllMocks());

const bindings = omnicasaBindings();
const { houseForSale, apartmentForRent } = OMNICASA_FIXTURES;
type Fake = Awaited<ReturnType<typeof fakeOmnicasa>>;

async function connect(fake: Fake): Promise<number> {
  await env.DB.prepare("DELETE FROM connections WHERE kind = 'omnicasa'").run();
  const body = JSON.stringify({
    kind: 'omnicasa',
    settings: { customerName: fake.connection.customerName, languages: ['nl'] },
    secret: fake.connection.password,
  });
  const response = await platform.request(`/sites/${SITE_ID}/connections`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, bindings);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { connection: { id: number } }).connection.id;
}

const rowOf = async (id: number) =>
  (await env.DB.prepare('SELECT * FROM connections WHERE id = ?1').bind(id).first<OmnicasaConnectionRow & { last_error: string | null }>())!;
const logOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT * FROM sync_log WHERE connection_id = ?1 ORDER BY id')
      .bind(id)
      .all<{ created: number; refused: number; error: string | null; refusals: string }>()
  ).results;
const estateOf = async (externalId: number) =>
  env.DB.prepare(
    `SELECT e.id, e.main_transaction_id, e.sub_type_id FROM external_ids x JOIN estates e ON e.id = x.estate_id
     WHERE x.site_id = ?1 AND x.source = 'omnicasa' AND x.external_id = ?2`,
  )
    .bind(SITE_ID, String(externalId))
    .first<{ id: number; main_transaction_id: number; sub_type_id: number }>();
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const silenced = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('Omnicasa properties with public fields only', () => {
  it('publishes them: the goal from the list’s Goal filter, the type from TypeDescription, shown on the site page', async () => {
    const house = { ...houseForSale, ID: 7300100 };
    const flat = { ...apartmentForRent, ID: 7300200 };
    const fake = await fakeOmnicasa([house, flat]);
    // Omnicasa's filters know the goal and main type; its answers never show them.
    await fake.omit(['Goal', 'MainTypeID']);
    const id = await connect(fake);
    await runOmnicasaConnection(bindings, await rowOf(id), new Date());

    const [pull] = await logOf(id);
    expect(pull).toMatchObject({ created: 2, refused: 0, error: null });
    expect(await estateOf(house.ID)).toMatchObject({ main_transaction_id: 1, sub_type_id: 15 });
    expect(await estateOf(flat.ID)).toMatchObject({ main_transaction_id: 2, sub_type_id: 5 });
    // The page says what it is and how it is offered: its title, and its place in the breadcrumbs.
    const housePage = await detailPage((await estateOf(house.ID))!.id);
    expect(housePage.status).toBe(200);
    expect(titleOf(housePage.body)).toMatch(/^Huis te koop in Gent\b/);
    expect(housePage.body).toContain('"position":2,"name":"Te koop"');
    const flatPage = await detailPage((await estateOf(flat.ID))!.id);
    expect(titleOf(flatPage.body)).toMatch(/^Appartement te huur in Antwerpen\b/);
    expect(flatPage.body).toContain('"position":2,"name":"Te huur"');

    // Asked by name first, then the goal looked up with the list's filters.
    const calls = await fake.calls();
    expect(calls.find((call) => call.path === '/GetPropertiesByIDs')!.body).toMatchObject({ IDs: '7300100,7300200', DisplayFields: 'ID,Goal,MainTypeID' });
    const lookups = calls.filter((call) => call.path === '/GetPropertyList' && (call.body as { Goal?: number }).Goal !== undefined);
    expect(lookups.map((call) => call.body)).toEqual(
      [0, 1, 2].map((goal) => expect.objectContaining({ Goal: goal, IDs: '7300100,7300200', DisplayFields: 'ID', Limit1: 1, Limit2: 2 })),
    );
  });

  it('takes Goal and MainTypeID when the display-fields parameter names them, and asks no more', async () => {
    // MainTypeID 15 is a penthouse; the name alone would say "apartment".
    const flat = { ...apartmentForRent, ID: 7300300, TypeDescription: 'Appartement met terras' };
    const fake = await fakeOmnicasa([flat]);
    await fake.omit(['Goal', 'MainTypeID'], true);
    const id = await connect(fake);
    await runOmnicasaConnection(bindings, await rowOf(id), new Date());

    expect((await logOf(id))[0]).toMatchObject({ created: 1, refused: 0, error: null });
    expect(await estateOf(flat.ID)).toMatchObject({ main_transaction_id: 2, sub_type_id: 5 });
    const lookups = (await fake.calls()).filter((call) => call.path === '/GetPropertyList' && (call.body as { Goal?: number }).Goal !== undefined);
    expect(lookups).toEqual([]);
  });

  it('refuses a property with neither the goal nor a type, naming the missing fields in the sync log, and writes the others', async () => {
    const house = { ...houseForSale, ID: 7300400 };
    const { Goal: _goal, MainTypeID: _type, ...boat } = { ...houseForSale, ID: 7300500, TypeDescription: 'Zeilboot' };
    const fake = await fakeOmnicasa([house, boat]);
    await fake.omit(['Goal', 'MainTypeID']);
    const id = await connect(fake);
    await runOmnicasaConnection(bindings, await rowOf(id), new Date());

    const [pull] = await logOf(id);
    expect(pull).toMatchObject({ created: 1, refused: 1, error: null });
    expect(await estateOf(boat.ID)).toBeNull();
    expect(JSON.parse(pull!.refusals)).toEqual([
      {
        source: 'omnicasa',
        externalId: '7300500',
        path: 'Goal',
        reason: 'missing: no Goal on the item, none when asked for it (DisplayFields), and no list of the Goal filter (0 sale, 1 rent, 2 take-over) holds it',
        words: { reason: { key: 'missingGoal' } },
      },
      {
        source: 'omnicasa',
        externalId: '7300500',
        path: 'MainTypeID',
        reason: 'missing: no MainTypeID on the item nor when asked for it (DisplayFields), and no type we know in TypeDescription "Zeilboot"',
        words: { reason: { key: 'missingType', names: 'TypeDescription "Zeilboot"' } },
      },
    ]);
  });
});

describe('ValidateCustomer failures', () => {
  /** A connection's first sync with ValidateCustomer answering `Success: false` once with this message; then the next sync. */
  async function failingOnce(code: number, message: string) {
    const fake = await fakeOmnicasa([{ ...houseForSale, ID: 7300600 + code }]);
    const id = await connect(fake);
    await fake.answerError('ValidateCustomer', code, message, 1);
    silenced();
    await syncOmnicasa(bindings, new Date());
    const failed = await rowOf(id);
    const asked = (await fake.calls()).length;
    await syncOmnicasa(bindings, new Date());
    return { failed, askedAgain: (await fake.calls()).length > asked, after: await rowOf(id) };
  }

  it('a customer name or password said to be wrong: "credentials rejected", parked until the credentials change', async () => {
    const { failed, askedAgain } = await failingOnce(610, 'Invalid customer name or password');
    expect(failed.last_error).toBe('credentials rejected: omnicasa: ValidateCustomer answered Success: false (code 610: Invalid customer name or password)');
    expect(omnicasaState(failed).rejectedFor).toBeDefined();
    expect(askedAgain).toBe(false);
  });

  it('its documented generic error (code 600 "Error"): "CRM down", asked again on the next run', async () => {
    const { failed, askedAgain, after } = await failingOnce(600, 'Error');
    expect(failed.last_error).toBe('CRM down: omnicasa: ValidateCustomer answered Success: false (code 600: Error)');
    expect(omnicasaState(failed).rejectedFor).toBeUndefined();
    expect(askedAgain).toBe(true);
    expect(after.last_error).toBeNull();
  });

  it('access refused (an address Omnicasa does not allow): "CRM answer refused", not parked', async () => {
    const { failed, askedAgain, after } = await failingOnce(601, 'Access denied for IP 203.0.113.9');
    expect(failed.last_error).toBe('CRM answer refused: omnicasa: ValidateCustomer answered Success: false (code 601: Access denied for IP 203.0.113.9)');
    expect(omnicasaState(failed).rejectedFor).toBeUndefined();
    expect(askedAgain).toBe(true);
    expect(after.last_error).toBeNull();
  });
});
