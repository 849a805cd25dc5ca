import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { AGENCY, connectSweepBright, connectWhise, leadWhen, noConnections, SENDER, setDelivery, SITE_ID, VISITOR, writeLead } from '../../crm-lead-helpers';
import { fakeOmnicasa } from '../../fake-crm';
import { get } from '../../helpers';

// Leads: the site's origin table (delivery.crmOrigins: utm_source, and utm_medium
// where a line names one → the CRM's origin id) puts where a lead came from in the CRM's own
// field: Whise's ContactOriginId, Omnicasa's SourceId; the free text keeps the UTM too.
// SweepBright documents no such field: its message carries it.

const TABLE = [
  { source: 'immoweb', origin: 21 },
  { source: 'immoweb', medium: 'cpc', origin: 22 },
  { source: 'zimmo', origin: 23 },
];
const DELIVERY = { email: { to: AGENCY, from: SENDER }, crmOrigins: TABLE };
const lead = (utm: Record<string, string>) => writeLead('contact-request', { ...VISITOR, message: 'Graag info.', attribution: { utm } });
type Body = Record<string, unknown>;

describe('the origin table', () => {
  it('is kept on the site and shown back by the admin API, lower case', async () => {
    await setDelivery({ ...DELIVERY, crmOrigins: [{ source: 'Immoweb', medium: 'CPC', origin: 22 }] });
    const site = await get(`http://localhost/admin/sites/${SITE_ID}`, { headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } });
    expect(((await site.json()) as { delivery: unknown }).delivery).toMatchObject({ crmOrigins: [{ source: 'immoweb', medium: 'cpc', origin: 22 }] });
  });

  it('refuses an origin that is no id with a 400 naming the field', async () => {
    const response = await get(`http://localhost/admin/sites/${SITE_ID}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery: { crmOrigins: [{ source: 'immoweb', origin: 'Immoweb' }] } }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('delivery.crmOrigins');
  });
});

describe('into the CRMs', () => {
  it('gives Whise the table’s ContactOriginId by source and medium, else the connection’s origin, the UTM in Comments too', async () => {
    await setDelivery(DELIVERY);
    const crm = await connectWhise({ originId: 5 });
    const ids = [await lead({ source: 'immoweb', medium: 'cpc', campaign: 'lente' }), await lead({ source: 'Zimmo' }), await lead({ source: 'newsletter' })];
    for (const id of ids) await leadWhen(id, 'delivered');
    const upserts = (await crm.leadCalls()).filter((call) => call.path === '/v1/contacts/upsert').map((call) => call.body as Body);
    expect(upserts.map((body) => body.ContactOriginId).sort()).toEqual([22, 23, 5]);
    expect(upserts.find((body) => body.ContactOriginId === 22)!.Comments).toMatch(/utm_source: immoweb[^]*utm_medium: cpc[^]*utm_campaign: lente/);
  });

  it('gives Omnicasa the table’s SourceId, else its own portal ids, else agency website', async () => {
    await setDelivery(DELIVERY);
    await noConnections();
    const fake = await fakeOmnicasa([]);
    const body = JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName }, secret: fake.connection.password });
    const bindings = { DB: env.DB, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY };
    const made = await platform.request(`/sites/${SITE_ID}/connections`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, bindings);
    expect(made.status, await made.clone().text()).toBe(201);
    const ids = [await lead({ source: 'immoweb' }), await lead({ source: 'immoscoop' }), await lead({ source: 'newsletter' })];
    for (const id of ids) await leadWhen(id, 'delivered');
    const contacts = (await fake.calls()).filter((call) => call.path === '/ContactOnMe').map((call) => call.body as Body);
    expect(contacts.map((contact) => contact.SourceId).sort()).toEqual([21, 35, 5]);
    expect(contacts.find((contact) => contact.SourceId === 21)!.Content).toContain('utm_source: immoweb');
  });

  it('keeps SweepBright’s contact to its documented fields, the UTM in its message', async () => {
    await setDelivery(DELIVERY);
    const crm = await connectSweepBright([]);
    const id = await lead({ source: 'immoweb', medium: 'cpc' });
    await leadWhen(id, 'delivered');
    const [call] = await crm.leadCalls();
    const contact = (typeof call!.body === 'string' ? JSON.parse(call!.body) : call!.body) as Body;
    expect(Object.keys(contact).sort()).toEqual(['email', 'first_name', 'last_name', 'locale', 'message', 'phone']);
    expect(contact.message).toMatch(/utm_source: immoweb[^]*utm_medium: cpc/);
  });
});
