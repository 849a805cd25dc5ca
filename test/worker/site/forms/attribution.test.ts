import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLIENT, client, get, VALID_CONTACT_FORM } from '../../helpers';
import { formOnPage, send } from '../../page-forms';

// Attribution: where the visitor came from travels with each lead form (the browser's
// `attribution` field, or without JavaScript the page the form was posted from) and is stored
// in the lead's document. What cannot be read is left out: the visitor is never refused for it.

const HOST = 'http://localhost';
const CAMPAIGN = '?utm_source=immoweb&utm_campaign=spring&gclid=x';

/** The documents of `kind` in the outbox, oldest first. */
async function outbox(kind: string): Promise<Record<string, unknown>[]> {
  const rows = await env.DB.prepare('SELECT document FROM outbox WHERE kind = ?1 ORDER BY created_at, rowid').bind(kind).all<{ document: string }>();
  return rows.results.map((row) => JSON.parse(row.document) as Record<string, unknown>);
}
const lastContact = async () => (await outbox('contact-request')).at(-1)!;

/** A detail page of site 1, as its short address redirects to it. */
async function detailPage(): Promise<{ estateId: number; path: string }> {
  const estate = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL LIMIT 1").first<{ id: number }>();
  const path = (await get(`${HOST}/nl/aanbod/${estate!.id}`)).headers.get('Location')!;
  return { estateId: estate!.id, path };
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, ip = CLIENT) {
  return get(HOST + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': ip, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}, ip = CLIENT) {
  return get(HOST + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip, ...headers },
    body: JSON.stringify(body),
  });
}

describe('a contact request without JavaScript: the page it was posted from', () => {
  it('stores the landing page’s campaign and click id from the Referer of the detail page', async () => {
    const { path } = await detailPage();
    // The landing page's own form as a browser sends it: from that page, whose whole address the
    // site's Referrer-Policy lets it send to the same origin, its attribution field left empty (only a script fills it).
    const page = await formOnPage(`${HOST}${path}${CAMPAIGN}`, 'form[id^="contact-form-estate-"]');
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.body).not.toMatch(/<meta name="referrer"|referrerpolicy=/i);
    const typed = { firstName: 'Lotte', lastName: 'Claes', email: 'lotte.claes@example.be', message: 'Is de woning nog vrij?', privacy: true };
    const { response, fields } = await send(page, typed, { headers: { 'CF-Connecting-IP': CLIENT } });
    expect(fields.get('attribution')).toBe('');
    expect(response.status).toBe(303);
    expect((await lastContact()).attribution).toEqual({
      landingPage: `${path}${CAMPAIGN}`,
      utm: { source: 'immoweb', campaign: 'spring' },
      clickIds: { gclid: 'x' },
    });
  });

  it('takes nothing from a Referer of another site (a form posted from elsewhere)', async () => {
    const response = await postForm('/nl/contact', { ...VALID_CONTACT_FORM }, { Referer: `https://evil.example/nl/contact${CAMPAIGN}` }, client(71));
    expect(response.status).toBe(303);
    expect(await lastContact()).not.toHaveProperty('attribution');
  });

  it('stores the browser’s field when a script filled it, rather than the Referer', async () => {
    const kept = { landingPage: `/nl/aanbod/1${CAMPAIGN}`, referrer: 'https://www.immoweb.be', landedAt: '2026-04-02T09:30:00.000Z' };
    const response = await postForm(
      '/nl/contact',
      { ...VALID_CONTACT_FORM, attribution: JSON.stringify(kept) },
      { Referer: 'https://localhost/nl/contact' },
      client(72),
    );
    expect(response.status).toBe(303);
    expect((await lastContact()).attribution).toEqual({ ...kept, utm: { source: 'immoweb', campaign: 'spring' }, clickIds: { gclid: 'x' } });
  });
});

describe('a contact request from the island (JSON, /{lang}/ajax/contact-form-handler)', () => {
  it('stores the attribution of its body, the referrer reduced to its origin', async () => {
    const attribution = {
      landingPage: '/nl/aanbod/12?utm_source=facebook&utm_medium=paid&fbclid=IwAR2x',
      referrer: 'https://l.facebook.com/l.php?u=https%3A%2F%2Flocalhost%2Fnl%2Faanbod%2F12',
      utm: { source: 'facebook', medium: 'paid' },
      clickIds: { fbclid: 'IwAR2x' },
      landedAt: '2026-04-02T09:30:00.000Z',
    };
    const response = await postJson('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, attribution }, {}, client(73));
    expect(response.status).toBe(200);
    const stored = await lastContact();
    expect(stored.attribution).toEqual({ ...attribution, referrer: 'https://l.facebook.com' });
    // Not one of the form's other fields.
    expect(stored.fields).not.toHaveProperty('attribution');
  });

  it('sends a request whose attribution is malformed and stores it without (not the visitor’s to fix)', async () => {
    for (const attribution of [
      '{"landingPage":',
      { landingPage: 12, referrer: 'javascript:alert(1)', utm: { source: 'a\u0000b' } },
      ['x'],
      'x'.repeat(10_000),
    ]) {
      const response = await postJson('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, attribution }, {}, client(74));
      expect(response.status, JSON.stringify(attribution).slice(0, 40)).toBe(200);
      expect(await lastContact()).not.toHaveProperty('attribution');
    }
  });

  it('keeps the good values of a partly malformed attribution and caps long ones', async () => {
    const attribution = { landingPage: '/nl/?utm_campaign=spring', referrer: `https://localhost/nl/`, utm: { source: 'x'.repeat(400), term: '\u200b' } };
    expect((await postJson('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, attribution }, {}, client(75))).status).toBe(200);
    expect((await lastContact()).attribution).toEqual({ landingPage: '/nl/?utm_campaign=spring', utm: { source: 'x'.repeat(150), campaign: 'spring' } });
  });
});

describe('the other lead forms carry it too', () => {
  it('a valuation request (a contact with source=estimate)', async () => {
    const attribution = { landingPage: '/nl/schatting?utm_source=google&utm_medium=cpc&gclid=abc', referrer: 'https://www.google.be' };
    const response = await postJson('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, source: 'estimate', attribution }, {}, client(76));
    expect(response.status).toBe(200);
    expect(await lastContact()).toMatchObject({
      source: 'estimate',
      attribution: { ...attribution, utm: { source: 'google', medium: 'cpc' }, clickIds: { gclid: 'abc' } },
    });
  });

  it('a keep-me-informed subscription, new (JSON and form) but not its later change', async () => {
    const attribution = { landingPage: '/nl/aanbod?utm_source=newsletter', referrer: 'https://mail.example.be' };
    const created = await postJson(
      '/nl/ajax/notifications',
      { email: 'alert@example.be', statuses: ['FOR_SALE'], consent: 'yes', attribution },
      {},
      client(77),
    );
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const document = async () =>
      JSON.parse((await env.DB.prepare('SELECT document FROM subscriptions WHERE token = ?1').bind(token).first<{ document: string }>())!.document) as Record<
        string,
        unknown
      >;
    const expected = { ...attribution, utm: { source: 'newsletter' } };
    expect((await document()).attribution).toEqual(expected);
    // Changed on its page (another landing page in the field): the first attribution stays.
    const changed = await postForm(
      `/nl/hou-me-op-de-hoogte/${token}`,
      { email: 'alert@example.be', statuses: 'TO_RENT', consent: 'yes', attribution: JSON.stringify({ landingPage: '/nl/?utm_source=other' }) },
      {},
      client(77),
    );
    expect(changed.status).toBe(303);
    expect(await document()).toMatchObject({ criteria: { statuses: ['TO_RENT'] }, attribution: expected });
    // A new one from the subscribe page without JavaScript: the page it was posted from.
    const form = await postForm(
      '/nl/hou-me-op-de-hoogte',
      { email: 'form@example.be', statuses: 'FOR_SALE', consent: 'yes', attribution: '' },
      { Referer: `https://localhost/nl/hou-me-op-de-hoogte${CAMPAIGN}` },
      client(78),
    );
    expect(form.status).toBe(303);
    const row = await env.DB.prepare("SELECT document FROM subscriptions WHERE email = 'form@example.be'").first<{ document: string }>();
    expect(JSON.parse(row!.document).attribution).toEqual({
      landingPage: `/nl/hou-me-op-de-hoogte${CAMPAIGN}`,
      utm: { source: 'immoweb', campaign: 'spring' },
      clickIds: { gclid: 'x' },
    });
  });

  it('a viewing booked on the detail page: the appointment and the agency’s mail', async () => {
    const slot = await env.DB.prepare(
      `SELECT s.id, s.estate_id AS estateId FROM agenda_slots s JOIN estates e ON e.id = s.estate_id
       WHERE s.site_id = 1 AND e.status = 'FOR_SALE' AND e.parent_id IS NULL AND json_extract(e.document, '$.general.address.visible') = 1 AND s.starts_at > ?1
         AND s.capacity > (SELECT count(*) FROM appointments a WHERE a.slot_id = s.id AND a.cancelled_at IS NULL)
       ORDER BY s.starts_at LIMIT 1`,
    )
      .bind(new Date(Date.now() + 3_600_000).toISOString())
      .first<{ id: number; estateId: number }>();
    const path = (await get(`${HOST}/nl/aanbod/${slot!.estateId}`)).headers.get('Location')!;
    const fields = {
      form: 'viewing',
      slotId: String(slot!.id),
      firstName: 'Lotte',
      lastName: 'Claes',
      email: 'lotte@example.be',
      phone: '+32 470 11 22 33',
      privacy: 'yes',
    };
    const response = await postForm(path, { ...fields, attribution: '' }, { Referer: `https://localhost${path}${CAMPAIGN}` }, client(79));
    expect(response.status).toBe(303);
    const expected = { landingPage: `${path}${CAMPAIGN}`, utm: { source: 'immoweb', campaign: 'spring' }, clickIds: { gclid: 'x' } };
    const appointment = await env.DB.prepare('SELECT document FROM appointments WHERE slot_id = ?1 ORDER BY created_at DESC LIMIT 1')
      .bind(slot!.id)
      .first<{ document: string }>();
    expect(JSON.parse(appointment!.document).attribution).toEqual(expected);
    expect((await outbox('appointment')).at(-1)!.attribution).toEqual(expected);
  });

  it('a holiday reservation request', async () => {
    const period = await env.DB.prepare(
      `SELECT p.id, p.unit_id AS unitId FROM rental_periods p JOIN rental_units u ON u.id = p.unit_id
       WHERE u.site_id = 1 AND u.published = 1 AND p.available = 1 AND p.start_date >= ?1 AND coalesce(u.max_occupation, 30) >= 2 ORDER BY p.start_date ` +
        `LIMIT 1`,
    )
      .bind(new Date().toISOString().slice(0, 10))
      .first<{ id: number; unitId: number }>();
    const attribution = { landingPage: `/nl/vakantie/${period!.unitId}?utm_source=booking&msclkid=m1`, referrer: 'https://www.bing.com/search?q=kust' };
    const fields = {
      periodId: String(period!.id),
      guests: '2',
      firstName: 'Lotte',
      lastName: 'Claes',
      email: 'lotte@example.be',
      phone: '+32 470 11 22 33',
      privacy: 'yes',
      attribution: JSON.stringify(attribution),
    };
    const response = await postJson(`/nl/vakantie/${period!.unitId}`, fields, {}, client(80));
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await outbox('rental-reservation')).at(-1)!.attribution).toEqual({
      ...attribution,
      referrer: 'https://www.bing.com',
      utm: { source: 'booking' },
      clickIds: { msclkid: 'm1' },
    });
  });
});
