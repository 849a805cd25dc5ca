import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostOrigin } from '../../../../shared/domain/site-origin';
import { crmCalls, crmHook, mailsContaining } from '../../crm';
import {
  AGENCY,
  bookViewing,
  cancelViewing,
  connectSweepBright,
  connectWhise,
  contactRequest,
  freeSlot,
  leadRow,
  leadWhen,
  mapEstate,
  noConnections,
  reserveStay,
  SENDER,
  setDelivery,
  writeLead,
} from '../../crm-lead-helpers';
import { get } from '../../helpers';
import { formOnPage, send } from '../../page-forms';

// Leads into the CRM (docs/leads.md): every lead of a site with a CRM connection reaches that
// CRM in its own call, through the real outbox queue, its consumer and D1; the outbound service
// plays SweepBright and Whise (test/support/fake-crm/) and the agency's mailbox.

afterEach(() => vi.restoreAllMocks());

const MAIL = { email: { to: AGENCY, from: SENDER } };
const bodyOf = (call: { body: unknown }) => call.body as Record<string, any>;
/** The origin of the site's links: its primary hostname's (shared/domain/site-origin.ts). */
async function siteOrigin(): Promise<string> {
  const site = JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = 1').first<{ document: string }>())!.document) as {
    primaryHostname?: string;
    hostnames?: string[];
  };
  return hostOrigin(site.primaryHostname ?? site.hostnames![0]!);
}

describe('leads into SweepBright', () => {
  it('sends a contact request about a SweepBright estate to that estate, its reference and page named, and no e-mail copy by default', async () => {
    await setDelivery(MAIL);
    const { estateId, reference } = await freeSlot();
    const uuid = crypto.randomUUID();
    await mapEstate(estateId, 'sweepbright', uuid);
    const crm = await connectSweepBright([uuid]);
    const id = await contactRequest({ estateId, message: 'Is de tuin zuidgericht?' });

    expect(await leadWhen(id, 'delivered')).toMatchObject({
      delivered_to: '["crm"]',
      needs_attention: null,
      crm_state: `{"connectionId":${crm.id},"done":["contact"]}`,
    });
    const [call, ...more] = await crm.leadCalls();
    expect(more).toEqual([]);
    expect(call).toMatchObject({ method: 'POST', path: `/estates/${uuid}/contacts`, status: 200 });
    expect(call!.headers['idempotency-key']).toBe(`${id}:contact`);
    expect(bodyOf(call!)).toMatchObject({ first_name: 'Zoë', last_name: "D'Hondt", email: 'zoe.dhondt@example.be', phone: '+32 470 11 22 33', locale: 'nl' });
    expect(bodyOf(call!).message).toMatch(/^Is de tuin zuidgericht\?\n\n/);
    expect(bodyOf(call!).message).toContain(`Referentie van het pand: ${reference}`);
    const origin = await siteOrigin();
    expect(bodyOf(call!).message).toContain(`Pagina van het pand: ${origin}/nl/aanbod/${estateId}\n`);
    expect(bodyOf(call!).message).toContain(`Verstuurd vanaf: ${origin}/nl/contact\n`);
    expect(await mailsContaining(id)).toEqual([]);
  });

  it('carries the attribution the form sent into the message', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    const attribution = {
      landingPage: '/nl/aanbod/12?utm_source=immoweb&utm_campaign=spring&gclid=x',
      referrer: 'https://www.immoweb.be',
      utm: { source: 'immoweb', campaign: 'spring' },
      clickIds: { gclid: 'x' },
    };
    const id = await writeLead('contact-request', {
      locale: 'fr',
      firstName: 'Zoë',
      lastName: "D'Hondt",
      email: 'zoe@example.be',
      message: 'Bonjour',
      attribution,
    });
    await leadWhen(id, 'delivered');
    const [call] = await crm.leadCalls();
    expect(call!.path).toBe('/contacts');
    for (const fact of [
      'utm_source: immoweb',
      'utm_campaign: spring',
      'gclid: x',
      'Verwijzende site: https://www.immoweb.be',
      `Landingspagina: ${attribution.landingPage}`,
    ])
      expect(bodyOf(call!).message).toContain(fact);
    expect(bodyOf(call!).locale).toBe('fr');
  });

  it('without JavaScript: the estate page’s contact form, posted from the landing page, carries its campaign to SweepBright', async () => {
    await setDelivery(MAIL);
    const { estateId } = await freeSlot();
    const uuid = crypto.randomUUID();
    await mapEstate(estateId, 'sweepbright', uuid);
    const crm = await connectSweepBright([uuid]);
    const campaign = '?utm_source=immoweb&utm_campaign=spring&gclid=x';
    const path = (await get(`http://localhost/nl/aanbod/${estateId}`)).headers.get('Location')!;
    // The landing page's form, sent as the browser sends it: from that page (its Referer), the attribution field left empty.
    const page = await formOnPage(`http://localhost${path}${campaign}`, 'form[id^="contact-form-estate-"]');
    const email = `crm-lead-nojs-${crypto.randomUUID()}@example.be`;
    const typed = { firstName: 'Lotte', lastName: "D'Hondt", email, message: 'Is de woning nog vrij?', privacy: true };
    const { response } = await send(page, typed, { headers: { 'CF-Connecting-IP': '203.0.113.91' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(/[?&]contact=sent\b/);
    const row = await env.DB.prepare("SELECT id FROM outbox WHERE kind = 'contact-request' AND json_extract(document, '$.email') = ?1")
      .bind(email)
      .first<{ id: string }>();
    await leadWhen(row!.id, 'delivered');
    const [call, ...more] = await crm.leadCalls();
    expect(more).toEqual([]);
    expect(call).toMatchObject({ method: 'POST', path: `/estates/${uuid}/contacts` });
    expect(bodyOf(call!)).toMatchObject({ first_name: 'Lotte', email, locale: 'nl' });
    expect(bodyOf(call!).message).toMatch(/^Is de woning nog vrij\?/);
    for (const fact of ['utm_source: immoweb', 'utm_campaign: spring', 'gclid: x', `Landingspagina: ${path}${campaign}`])
      expect(bodyOf(call!).message).toContain(fact);
  });

  it('sends a viewing as a contact on its estate with the requested time (SweepBright has no agenda call), and mails the agency its copy once', async () => {
    await setDelivery(MAIL);
    const { slotId, estateId } = await freeSlot();
    const uuid = crypto.randomUUID();
    await mapEstate(estateId, 'sweepbright', uuid);
    const crm = await connectSweepBright([uuid]);
    const { rowId } = await bookViewing(slotId, estateId);
    expect(await leadWhen(rowId, 'delivered')).toMatchObject({
      delivered_to: '["crm","email"]',
      needs_attention: null,
      crm_state: `{"connectionId":${crm.id},"done":["contact"]}`,
    });
    const start = (await env.DB.prepare('SELECT starts_at FROM agenda_slots WHERE id = ?1').bind(slotId).first<string>('starts_at'))!;
    const calls = await crm.leadCalls();
    expect(calls.map((call) => call.path)).toEqual([`/estates/${uuid}/contacts`]);
    expect(bodyOf(calls[0]!).message).toContain(`(${start})`);
    expect(await mailsContaining(rowId)).toHaveLength(1);
  });

  it('mails a lead SweepBright refuses (422) to the agency with the reason, marks it needs attention, and does not retry', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    await crm.fail({ status: 422, path: '/contacts', times: 1 });
    const id = await contactRequest();
    const row = await leadWhen(id, 'delivered');
    expect(row).toMatchObject({ attempts: 1, delivered_to: '["crm","email"]' });
    expect(row.needs_attention).toMatch(/^sweepbright refused the lead: sweepbright: POST \/api\/contacts answered 422/);
    expect((await crm.leadCalls()).map((call) => call.status)).toEqual([422]);
    expect(await mailsContaining(id)).toHaveLength(1);
  });

  it('retries a 500 and makes one contact: 500 then 200, the agency mailed at the 500', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    await crm.fail({ status: 500, path: '/contacts', times: 1 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await contactRequest();
    expect(await leadWhen(id, 'delivered')).toMatchObject({ attempts: 2, delivered_to: '["email","crm"]', needs_attention: null, last_error: null });
    expect(await mailsContaining(id)).toHaveLength(1);
    expect((await crm.leadCalls()).map((call) => [call.path, call.status])).toEqual([
      ['/contacts', 500],
      ['/contacts', 200],
    ]);
  });

  it('mails a copy of the kinds the site lists in crmCopies', async () => {
    await setDelivery({ email: { ...MAIL.email, crmCopies: ['contact-request'] } });
    const crm = await connectSweepBright([]);
    const id = await contactRequest();
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]', needs_attention: null });
    expect(await crm.leadCalls()).toHaveLength(1);
    expect(await mailsContaining(id)).toHaveLength(1);
  });
});

describe('leads into Whise', () => {
  it('books a viewing as a contact and a calendar event, and deletes that event when the viewing is cancelled', async () => {
    await setDelivery(MAIL);
    const { slotId, estateId } = await freeSlot();
    await mapEstate(estateId, 'whise', '4100200');
    const crm = await connectWhise();
    const slot = (await env.DB.prepare('SELECT starts_at FROM agenda_slots WHERE id = ?1').bind(slotId).first<{ starts_at: string }>())!;
    const { appointmentId, rowId } = await bookViewing(slotId, estateId);
    const booked = await leadWhen(rowId, 'delivered');
    expect(booked).toMatchObject({ delivered_to: '["crm","email"]' });
    const [contact, event, ...more] = await crm.leadCalls();
    expect(more).toEqual([]);
    expect(contact).toMatchObject({
      path: '/v1/contacts/upsert',
      body: { FirstName: 'Zoë', Name: "D'Hondt", PrivateTel: '+32 470 11 22 33', LanguageId: 'nl-BE', EstateIds: [4100200], OfficeIds: [30001] },
    });
    expect(event).toMatchObject({ path: '/v1/calendars/create', body: { CalendarActionId: 3, UserIds: [501], EstateIds: [4100200], ContactIds: [1] } });
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels', dateStyle: 'short', timeStyle: 'medium' })
      .format(new Date(slot.starts_at))
      .replace(' ', 'T');
    expect(bodyOf(event!).StartDateTime).toBe(wall);
    expect(JSON.parse(booked.crm_state!)).toEqual({ connectionId: crm.id, contactId: '1', eventId: '2', done: ['contact', 'event'] });

    const cancelRow = await cancelViewing(appointmentId);
    expect(await leadWhen(cancelRow, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]' });
    const calls = await crm.leadCalls();
    expect(calls.slice(2)).toMatchObject([{ method: 'DELETE', path: '/v1/calendars/delete', body: { CalendarIds: [2] } }]);
  });

  it('upserts the guest of a holiday reservation and mails the agency its copy', async () => {
    await setDelivery(MAIL);
    const crm = await connectWhise();
    const id = await reserveStay({ source: 'whise', externalId: '4100300' });
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm","email"]' });
    const [call, ...more] = await crm.leadCalls();
    expect(more).toEqual([]);
    expect(call!.path).toBe('/v1/contacts/upsert');
    expect(bodyOf(call!).Comments).toMatch(/Verblijf: \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d, 2 personen/);
    expect(await mailsContaining(id)).toHaveLength(1);
  });

  it('upserts a confirmed subscription with its search criteria: postal codes from the cities, types from the head types', async () => {
    await setDelivery(MAIL);
    const crm = await connectWhise();
    const cities = (await env.DB.prepare('SELECT id, zip FROM cities ORDER BY zip LIMIT 2').all<{ id: number; zip: string }>()).results;
    const id = await writeLead('subscription', {
      locale: 'fr',
      email: 'renee@example.be',
      firstName: 'Renée',
      criteria: { statuses: ['TO_RENT'], cityIds: cities.map((city) => city.id), headTypeIds: [2], priceMax: 1200, bedroomsMin: 1 },
      frequency: 'daily',
      consent: true,
      confirmedAt: new Date().toISOString(),
    });
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["crm"]' });
    const [call] = await crm.leadCalls();
    expect(bodyOf(call!)).toMatchObject({ PrivateEmail: 'renee@example.be', LanguageId: 'fr-BE', AgreementEmail: true });
    expect(bodyOf(call!).SearchCriteria).toEqual([
      { PurposeId: 2, CategoryId: 2, PriceMax: 1200, MinRooms: 1, CountryId: 1, ZipCodes: [...new Set(cities.map((city) => city.zip))] },
    ]);
  });

  it('mails a lead Whise refuses as invalid, with the reason, and marks it needs attention', async () => {
    await setDelivery(MAIL);
    const crm = await connectWhise();
    const id = await writeLead('contact-request', { locale: 'nl', phone: '+32 470 00 00 00', message: 'Bel mij.' });
    const row = await leadWhen(id, 'delivered');
    expect(row.needs_attention).toMatch(/^whise refused the lead: .*A name or an e-mail address is required/);
    expect(await crm.leadCalls()).toHaveLength(1);
    expect(await mailsContaining(id)).toHaveLength(1);
  });
});

describe('what the agency and its webhook are told of a lead', () => {
  it('names the listing as SweepBright knows it (its id and reference) in the webhook document and in the agency copy', async () => {
    const hook = crmHook();
    await setDelivery({ email: { ...MAIL.email, crmCopies: ['contact-request'] }, webhook: { url: hook.url, secret: 'lead-webhook-secret-1' } });
    const { estateId, reference } = await freeSlot();
    const uuid = crypto.randomUUID();
    await mapEstate(estateId, 'sweepbright', uuid);
    await connectSweepBright([uuid]);
    const id = await contactRequest({ estateId });
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["webhook","crm","email"]' });
    const [call] = await crmCalls(hook.name);
    const document = (JSON.parse(call!.body) as { document: { listing?: Record<string, unknown> } }).document;
    expect(document.listing).toMatchObject({
      estateId,
      source: 'sweepbright',
      externalId: uuid,
      reference,
      url: `${await siteOrigin()}/nl/aanbod/${estateId}`,
    });
    const [mail] = await mailsContaining(id);
    // The plain-text part, base64 as the mail carries it.
    const plain = new TextDecoder().decode(
      Uint8Array.from(atob(/text\/plain[^]*?base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail!)![1]!.replace(/\s/g, '')), (c) => c.charCodeAt(0)),
    );
    expect(plain).toContain(`${uuid} (sweepbright)`);
    expect(plain).toContain(reference);
  });

  it('mails a confirmed subscription to the agency when the CRM refuses it, and not otherwise', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    const subscription = (email: string) => ({
      locale: 'nl',
      email,
      firstName: 'Renée',
      criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [] },
      frequency: 'daily',
      consent: true,
      confirmedAt: new Date().toISOString(),
    });
    const taken = await writeLead('subscription', subscription('taken@example.be'));
    expect(await leadWhen(taken, 'delivered')).toMatchObject({ delivered_to: '["crm"]', needs_attention: null });
    expect(await mailsContaining(taken)).toEqual([]);

    await crm.fail({ status: 422, path: '/contacts', times: 1 });
    const refused = await writeLead('subscription', subscription('refused@example.be'));
    const row = await leadWhen(refused, 'delivered');
    expect(row).toMatchObject({ delivered_to: '["crm","email"]' });
    expect(row.needs_attention).toMatch(/^sweepbright refused the lead/);
    expect(await mailsContaining(refused)).toHaveLength(1);
  });
});

describe('a site without a CRM connection', () => {
  it('keeps today’s e-mail and signed webhook for every lead', async () => {
    await noConnections();
    const hook = crmHook();
    await setDelivery({ ...MAIL, webhook: { url: hook.url, secret: 'crm-shared-secret-0123456789' } });
    const id = await contactRequest();
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["webhook","email"]', crm_state: null, needs_attention: null });
    expect(await crmCalls(hook.name)).toHaveLength(1);
    expect(await mailsContaining(id)).toHaveLength(1);
    expect(await leadRow(id)).toMatchObject({ attempts: 1 });
  });
});
