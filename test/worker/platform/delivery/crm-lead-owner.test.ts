import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../../support/fake-crm/common';
import { mailsContaining } from '../../crm';
import {
  addOmnicasa,
  addSweepBright,
  addWhise,
  AGENCY,
  bookViewing,
  cancelViewing,
  contactRequest,
  freeSlot,
  leadWhen,
  mapEstate,
  noConnections,
  reserveStay,
  SENDER,
  setDelivery,
  SITE_ID,
  VISITOR,
  writeLead,
} from '../../crm-lead-helpers';
import { page, post } from '../../console-crm-helpers';
import { signIn, type Who } from '../../console-helpers';
import { enqueueOutbox } from '../../../../worker/platform/delivery/queue-message';

// A site with two or three CRM connections (SweepBright, Omnicasa, Whise, each on its own fake
// account): every lead about a listing goes to the connection its listing came from (the
// listing's source), whichever connection is first; a lead without a listing to the one the
// agency chose on the console's CRM screen (the only one, when there is one); no owning
// connection, or several and none chosen: the mailbox. Each test asserts what each fake CRM
// received, and that the others received nothing (docs/leads.md "Into the agency's CRM").

afterEach(() => vi.restoreAllMocks());

const MAIL = { email: { to: AGENCY, from: SENDER } };
const SITE_OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;

beforeAll(async () => {
  owner = await signIn(SITE_OWNER);
});

type Crm = { leadCalls(): Promise<FakeCall[]> };
/** What a fake received, as "METHOD path" lines, the calls of lead `id` only (its id is in every call's idempotency key or text). */
const callsOf = async (crm: Crm, id?: string) =>
  (await crm.leadCalls()).filter((call) => id === undefined || JSON.stringify(call).includes(id)).map((call) => `${call.method} ${call.path}`);
const body = (call: FakeCall) => call.body as Record<string, unknown>;

/** The next free viewing slot of an estate no CRM knows yet, its estate now known to `source` under `externalId`. */
async function slotOf(source: string, externalId: string) {
  const slot = await freeSlot();
  await mapEstate(slot.estateId, source, externalId);
  return slot;
}

/** SweepBright, then Omnicasa (the site: the SweepBright connection is the site's first), then Whise when asked. */
async function crms(sweepBrightEstates: string[]) {
  await setDelivery(MAIL);
  await noConnections();
  return { sweepBright: await addSweepBright(sweepBrightEstates), omnicasa: await addOmnicasa() };
}

/** The same, and Whise third. */
async function threeCrms(sweepBrightEstates: string[]) {
  return { ...(await crms(sweepBrightEstates)), whise: await addWhise() };
}

/** The agency's choice on the console's CRM screen of where leads without a listing go ('' the mailbox). */
async function chooseGeneral(connectionId: number | '') {
  const answer = await post(`/en/sites/${SITE_ID}/crm/general-leads`, owner, { connectionId: String(connectionId) });
  expect(answer.status, await answer.clone().text()).toBe(303);
}

const subscription = () => ({
  locale: 'nl',
  email: `renee-${crypto.randomUUID()}@example.be`,
  firstName: 'Renée',
  criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [] },
  frequency: 'daily',
  consent: true,
  confirmedAt: new Date().toISOString(),
});

describe('two CRM connections: SweepBright (the first) and Omnicasa', () => {
  it('sends a contact request to the CRM its listing came from, and nothing to the other', async () => {
    const uuid = crypto.randomUUID();
    const { sweepBright, omnicasa } = await crms([uuid]);
    const ours = await slotOf('sweepbright', uuid);
    const theirs = await slotOf('omnicasa', '7100001');

    const onOmnicasa = await contactRequest({ estateId: theirs.estateId, message: 'Is OC-GENT-1 nog vrij?' });
    expect(await leadWhen(onOmnicasa, 'delivered')).toMatchObject({ delivered_to: '["crm"]' });
    const [contact, ...more] = await omnicasa.leadCalls();
    expect(more).toEqual([]);
    expect(contact).toMatchObject({ path: '/ContactOnMe', status: 200 });
    expect(body(contact!)).toMatchObject({ ObjectID: 7100001, Email: VISITOR.email });
    expect(await sweepBright.leadCalls()).toEqual([]);

    const onSweepBright = await contactRequest({ estateId: ours.estateId });
    await leadWhen(onSweepBright, 'delivered');
    expect(await callsOf(sweepBright)).toEqual([`POST /estates/${uuid}/contacts`]);
    expect(await callsOf(omnicasa)).toEqual(['GET /ContactOnMe']);
  });

  it('sends a viewing to the CRM its listing came from (Omnicasa), and nothing to SweepBright; its cancellation neither', async () => {
    const { sweepBright, omnicasa } = await crms([]);
    const slot = await slotOf('omnicasa', '7100002');
    const { appointmentId, rowId } = await bookViewing(slot.slotId, slot.estateId);
    expect(await leadWhen(rowId, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]' });
    const [contact, ...more] = await omnicasa.leadCalls();
    expect(more).toEqual([]);
    expect(body(contact!)).toMatchObject({ ObjectID: 7100002 });
    // Omnicasa has no call for a cancellation: the agency is mailed it, SweepBright is not asked.
    const cancelled = await cancelViewing(appointmentId);
    expect(await leadWhen(cancelled, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]' });
    expect(await mailsContaining(cancelled)).toHaveLength(1);
    expect(await omnicasa.leadCalls()).toHaveLength(1);
    expect(await sweepBright.leadCalls()).toEqual([]);
  });

  it('sends a holiday reservation to the CRM its unit came from', async () => {
    const { sweepBright, omnicasa } = await crms([]);
    const id = await reserveStay({ source: 'omnicasa', externalId: '7100003' }, { email: 'zoe.omnicasa@example.be' });
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]' });
    expect(await callsOf(omnicasa, id)).toEqual(['GET /ContactOnMe']);
    expect(await sweepBright.leadCalls()).toEqual([]);
  });

  it('mails the leads without a listing while the agency has not chosen a CRM for them, then sends them to the one it chose', async () => {
    const { sweepBright, omnicasa } = await crms([]);
    const before = [
      await contactRequest(),
      await contactRequest({ source: 'estimate', message: 'Wat is mijn huis waard?' }),
      await writeLead('subscription', subscription()),
    ];
    // A subscription is the agency's mail only when a CRM does not take it: without one it stays in the outbox, the console's leads.
    for (const [id, status] of [...before.slice(0, 2).map((id) => [id, 'delivered']), [before[2]!, 'stored']]) {
      expect(await leadWhen(id!, status!)).toMatchObject({ delivered_to: status === 'stored' ? '[]' : '["email"]' });
      expect(await mailsContaining(id!)).toHaveLength(status === 'stored' ? 0 : 1);
    }
    expect(await sweepBright.leadCalls()).toEqual([]);
    expect(await omnicasa.leadCalls()).toEqual([]);

    await chooseGeneral(omnicasa.id);
    const general = await contactRequest();
    const valuation = await contactRequest({ source: 'estimate', message: 'Wat is mijn huis waard?' });
    const subscribed = await writeLead('subscription', subscription());
    for (const id of [general, valuation, subscribed]) {
      expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm"]' });
      expect(await callsOf(omnicasa, id)).toEqual(['GET /ContactOnMe']);
      expect(body((await omnicasa.leadCalls()).find((call) => JSON.stringify(call).includes(id))!)).not.toHaveProperty('ObjectID');
    }
    expect(await sweepBright.leadCalls()).toEqual([]);

    // Back to no choice: the mailbox again.
    await chooseGeneral('');
    const mailed = await contactRequest();
    expect(await leadWhen(mailed, 'delivered')).toMatchObject({ delivered_to: '["email"]' });
    expect(await omnicasa.leadCalls()).toHaveLength(3);
    expect(await sweepBright.leadCalls()).toEqual([]);
  });

  it('mails a lead on a listing no connection owns (the agency’s own, or of a CRM no longer connected), even with a CRM chosen for general leads', async () => {
    const { sweepBright, omnicasa } = await crms([]);
    await chooseGeneral(sweepBright.id);
    const own = await freeSlot();
    const whiseGone = await slotOf('whise', '4100900');
    for (const estateId of [own.estateId, whiseGone.estateId]) {
      const id = await contactRequest({ estateId });
      expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["email"]' });
      expect(await mailsContaining(id)).toHaveLength(1);
    }
    expect(await sweepBright.leadCalls()).toEqual([]);
    expect(await omnicasa.leadCalls()).toEqual([]);
  });
});

describe('three CRM connections: SweepBright, Omnicasa and Whise', () => {
  it('sends each lead kind on a listing to the CRM the listing came from, and nothing to the two others', async () => {
    const uuid = crypto.randomUUID();
    const { sweepBright, omnicasa, whise } = await threeCrms([uuid]);
    const onSweepBright = await slotOf('sweepbright', uuid);
    const onOmnicasa = await slotOf('omnicasa', '7100004');
    const onWhise = await slotOf('whise', '4100200');

    const contacts = {
      sweepBright: await contactRequest({ estateId: onSweepBright.estateId }),
      omnicasa: await contactRequest({ estateId: onOmnicasa.estateId }),
      whise: await contactRequest({ estateId: onWhise.estateId }),
    };
    const viewings = {
      sweepBright: await bookViewing(onSweepBright.slotId, onSweepBright.estateId),
      omnicasa: await bookViewing(onOmnicasa.slotId, onOmnicasa.estateId),
      whise: await bookViewing(onWhise.slotId, onWhise.estateId),
    };
    for (const id of [...Object.values(contacts), ...Object.values(viewings).map((viewing) => viewing.rowId)]) await leadWhen(id, 'delivered');
    // Cancelled once Whise has the viewing's event: its cancellation deletes that event.
    const cancelled = await cancelViewing(viewings.whise.appointmentId);
    expect(await leadWhen(cancelled, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]' });
    const reservation = await reserveStay({ source: 'whise', externalId: '4100301' }, { email: 'zoe.whise@example.be' });
    await leadWhen(reservation, 'delivered');

    expect(await callsOf(sweepBright)).toEqual([`POST /estates/${uuid}/contacts`, `POST /estates/${uuid}/contacts`]);
    expect(await callsOf(sweepBright, contacts.sweepBright)).toHaveLength(1);
    expect(await callsOf(sweepBright, viewings.sweepBright.rowId)).toHaveLength(1);
    expect(await callsOf(omnicasa)).toEqual(['GET /ContactOnMe', 'GET /ContactOnMe']);
    expect((await omnicasa.leadCalls()).map((call) => body(call).ObjectID)).toEqual([7100004, 7100004]);
    const whiseCalls = await whise.leadCalls();
    expect(whiseCalls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/contacts/upsert',
      'POST /v1/contacts/upsert',
      'POST /v1/calendars/create',
      'DELETE /v1/calendars/delete',
      'POST /v1/contacts/upsert',
    ]);
    expect(whiseCalls.slice(0, 3).map((call) => body(call).EstateIds)).toEqual([[4100200], [4100200], [4100200]]);
    expect(await callsOf(whise, reservation)).toEqual(['POST /v1/contacts/upsert']);
  });

  it('sends the leads without a listing to the chosen CRM (Whise, the last), and nothing to the two others', async () => {
    const { sweepBright, omnicasa, whise } = await threeCrms([]);
    await chooseGeneral(whise.id);
    const ids = [await contactRequest(), await contactRequest({ source: 'estimate' }), await writeLead('subscription', subscription())];
    for (const id of ids) {
      expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm"]' });
      expect(await callsOf(whise, id)).toEqual(['POST /v1/contacts/upsert']);
    }
    expect(await sweepBright.leadCalls()).toEqual([]);
    expect(await omnicasa.leadCalls()).toEqual([]);
  });
});

describe('a lead whose listing its CRM deleted', () => {
  it('still goes to the connection the listing came from, naming it by its CRM id and reference, and the leads screen shows both', async () => {
    const uuid = crypto.randomUUID();
    const { sweepBright, omnicasa } = await crms([uuid]);
    const { estateId, reference } = await slotOf('sweepbright', uuid);
    // The lead is made as the form makes it; SweepBright deletes the estate before it is delivered.
    const id = await writeLead('contact-request', { ...VISITOR, message: 'Nog beschikbaar?', estateId }, false);
    await env.DB.prepare('DELETE FROM external_ids WHERE site_id = ?1 AND estate_id = ?2').bind(SITE_ID, estateId).run();
    await env.DB.prepare('DELETE FROM estates WHERE site_id = ?1 AND id = ?2').bind(SITE_ID, estateId).run();
    await enqueueOutbox(env.OUTBOX_QUEUE, [id]);
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm"]' });
    const [call] = await sweepBright.leadCalls();
    expect(call).toMatchObject({ method: 'POST', path: `/estates/${uuid}/contacts` });
    expect(body(call!).message).toContain(`Referentie van het pand: ${reference}`);
    expect(await omnicasa.leadCalls()).toEqual([]);

    // The console's leads screen names the listing as the lead kept it (before: only "#<estate id>").
    const { body: screen } = await page(`/en/sites/${SITE_ID}/leads`, owner);
    expect(screen).toContain(`${reference}<span class="hint"> (CRM: ${uuid})</span>`);
  });
});
