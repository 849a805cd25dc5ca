import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Attribution } from '../../../../shared/contract/attribution';
import { get } from '../../helpers';
import { call, ingestCall, ingestTokens, whiseHouse } from '../../platform-helpers';

// GET /admin/sites/{id}/leads (docs/leads.md), the site worker's admin relay
// of the platform's GET /sites/{id}/leads: a site's leads (the outbox rows of the agency
// kinds), newest first, each with the person, the listing as we and its source know it, the
// attribution, where it goes and where it went. The listing comes from a real ingest; rows a
// later step writes (an attribution from the forms, a CRM's refusal) are written here as those
// steps write them.

const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const admin = (path: string, headers: Record<string, string> = ADMIN) => get(`http://localhost/admin${path}`, { headers });

interface Lead {
  id: string;
  kind: string;
  createdAt: string;
  person: { name: string | null; email: string | null };
  listing: Record<string, unknown> | null;
  attribution: Attribution | null;
  destinations: string[];
  deliveredTo: string[];
  status: string;
  attempts: number;
  lastError: string | null;
  needsAttention: string | null;
  redrives: number;
}

async function leads(query = '', siteId = 1): Promise<{ leads: Lead[]; next: string | null }> {
  const response = await admin(`/sites/${siteId}/leads${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const ATTRIBUTION: Attribution = {
  landingPage: '/nl/aanbod?utm_source=immoweb',
  referrer: 'https://www.immoweb.be',
  utm: { source: 'immoweb', campaign: 'spring' },
  clickIds: { gclid: 'Cj0-x' },
};

/** An outbox row as the forms (with their attribution) and the delivery write it. */
async function row(siteId: number, kind: string, createdAt: string, document: Record<string, unknown>, state: Record<string, unknown> = {}): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(id, siteId, kind, JSON.stringify(document), createdAt)
    .run();
  for (const [column, value] of Object.entries(state)) await env.DB.prepare(`UPDATE outbox SET ${column} = ?2 WHERE id = ?1`).bind(id, value).run();
  return id;
}

const PERSON = { firstName: 'Zoë', lastName: "D'Hondt", email: 'zoe@example.be', locale: 'nl' };
const ids: Record<string, string> = {};
let estateId: number;
let otherSiteEstate: number;
let unit: { id: number; reference: string | null };

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const response = await get('http://localhost/admin/sites/1', {
    method: 'PUT',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      delivery: { webhook: { url: 'https://crm.test/hooks/leads', secret: 'crm-shared-secret-0123456789' }, email: { to: 'leads@agency.test' } },
    }),
  });
  expect(response.status).toBe(200);
  const tokens = await ingestTokens();
  expect((await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [whiseHouse('W-77', { reference: 'ANT-77' })] } })).status).toBe(
    200,
  );
  estateId = (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = 'W-77'").first<number>(
    'estate_id',
  ))!;
  otherSiteEstate = (await env.DB.prepare('SELECT id FROM estates WHERE site_id = 2 LIMIT 1').first<number>('id'))!;
  const unitRow = await env.DB.prepare(
    "SELECT id, json_extract(document, '$.general.building.rentalName') AS reference FROM rental_units WHERE site_id = 1 LIMIT 1",
  ).first<{ id: number; reference: string | null }>();
  unit = unitRow!;

  ids.otherSiteEstate = await row(1, 'contact-request', '2026-11-01T10:00:01.000Z', { ...PERSON, message: 'Vrij?', estateId: otherSiteEstate });
  ids.appointment = await row(
    1,
    'appointment',
    '2026-11-01T10:00:02.000Z',
    { ...PERSON, estateId, slotId: 1, attribution: ATTRIBUTION },
    { status: 'delivered', attempts: 2, delivered_to: '["webhook","email"]' },
  );
  ids.friend = await row(1, 'send-to-a-friend', '2026-11-01T10:00:03.000Z', { senderEmail: 'zoe@example.be', friendEmail: 'f@example.be', estateId });
  ids.reservation = await row(
    1,
    'rental-reservation',
    '2026-11-01T10:00:04.000Z',
    { ...PERSON, unitId: unit.id, unit: { id: unit.id } },
    {
      status: 'failed',
      attempts: 6,
      last_error: 'crm: answered 422',
      needs_attention: 'Whise refused the contact: unknown estate',
      redrives: 1,
    },
  );
  ids.subscription = await row(1, 'subscription', '2026-11-01T10:00:05.000Z', {
    ...PERSON,
    criteria: { statuses: ['FOR_SALE'], cityIds: [], cities: [] },
    frequency: 'daily',
    consent: true,
  });
  ids.otherSite = await row(2, 'contact-request', '2026-11-01T10:00:06.000Z', { ...PERSON, message: 'Site 2' });
  // The newest: a contact request about the ingested listing, through the platform's form call.
  const made = await call('POST', '/contact-requests', { siteId: 1, body: { ...PERSON, message: 'Is ANT-77 nog vrij?', estateId } });
  expect(made.status).toBe(201);
  ids.contact = made.body.id;
});

describe('GET /admin/sites/{id}/leads', () => {
  it('lists the site’s leads only, newest first: the agency kinds, not send-to-a-friend nor another site’s', async () => {
    const { leads: list, next } = await leads();
    expect(list.map((lead) => lead.id)).toEqual([ids.contact, ids.subscription, ids.reservation, ids.appointment, ids.otherSiteEstate]);
    expect(next).toBeNull();
    expect(list.map((lead) => lead.kind)).toEqual(['contact-request', 'subscription', 'rental-reservation', 'appointment', 'contact-request']);
    const theirs = await leads('', 2);
    expect(theirs.leads.map((lead) => lead.id)).toEqual([ids.otherSite]);
  });

  it('names the person, the listing as the CRM knows it, the attribution and the delivery of each', async () => {
    const byId = new Map((await leads()).leads.map((lead) => [lead.id, lead]));
    expect(byId.get(ids.contact!)).toMatchObject({
      person: { name: "Zoë D'Hondt", email: 'zoe@example.be' },
      listing: { estateId, source: 'whise', externalId: 'W-77', reference: 'ANT-77' },
      attribution: null,
      destinations: ['webhook', 'email'],
      deliveredTo: [],
      status: 'pending',
      needsAttention: null,
      redrives: 0,
    });
    expect(byId.get(ids.appointment!)).toMatchObject({
      attribution: ATTRIBUTION,
      status: 'delivered',
      attempts: 2,
      deliveredTo: ['webhook', 'email'],
      listing: { externalId: 'W-77' },
    });
    expect(byId.get(ids.reservation!)).toMatchObject({
      listing: { rentalUnitId: unit.id, source: null, externalId: null, reference: unit.reference },
      status: 'failed',
      attempts: 6,
      lastError: 'crm: answered 422',
      needsAttention: 'Whise refused the contact: unknown estate',
      redrives: 1,
    });
    // A subscription goes to the webhook only (no agency mail while no CRM refused it).
    expect(byId.get(ids.subscription!)).toMatchObject({ listing: null, destinations: ['webhook'] });
    // An estate id of another site is not looked up: nothing of that site's listing shows.
    expect(byId.get(ids.otherSiteEstate!)!.listing).toEqual({
      estateId: otherSiteEstate,
      source: null,
      externalId: null,
      parentExternalId: null,
      reference: null,
    });
  });

  it.each<[string, string[]]>([
    ['?kind=subscription', ['subscription']],
    ['?kind=contact-request', ['contact', 'otherSiteEstate']],
    ['?status=failed', ['reservation']],
    ['?status=pending&kind=contact-request', ['contact', 'otherSiteEstate']],
    ['?needsAttention=true', ['reservation']],
    ['?needsAttention=false&kind=rental-reservation', []],
  ])('filters by %s', async (query, names) => {
    expect((await leads(query)).leads.map((lead) => lead.id)).toEqual(names.map((name) => ids[name]));
  });

  it('pages with limit and before: every lead once, in order', async () => {
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: { leads: Lead[]; next: string | null } = await leads(`?limit=2${before ? `&before=${before}` : ''}`);
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((lead) => lead.id));
      before = page.next;
    } while (before);
    expect(seen).toEqual([ids.contact, ids.subscription, ids.reservation, ids.appointment, ids.otherSiteEstate]);
  });

  it.each([
    ['an unknown kind', '?kind=send-to-a-friend', /kind must be one of/],
    ['an unknown status', '?status=lost', /status must be one of/],
    ['needsAttention not a boolean', '?needsAttention=yes', /needsAttention/],
    ['a limit of 0', '?limit=0', /limit/],
    ['a limit over 200', '?limit=201', /limit/],
    ['a limit that is no number', '?limit=ten', /limit/],
    ['a cursor that is no lead', '?before=nothing-like-this', /before/],
    ['a cursor of another site’s lead', '?before=OTHER', /before/],
  ])('answers 400 with a message for %s', async (_what, query, message) => {
    const response = await admin(`/sites/1/leads${query.replace('OTHER', ids.otherSite!)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('wants the admin token (401) and a site that exists (404)', async () => {
    expect((await admin('/sites/1/leads', {})).status).toBe(401);
    expect((await admin('/sites/1/leads', { Authorization: 'Bearer wrong-token' })).status).toBe(401);
    expect((await admin('/sites/999/leads')).status).toBe(404);
  });
});
