import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SiteRecord } from '../../../../shared/contract/site-document';
import { retentionCutoff } from '../../../../shared/domain/retention';
import { erasePastRetention, enforceRetention } from '../../../../worker/platform/privacy/retention';
import { runScheduled } from '../../../../worker/platform/scheduled';
import { get } from '../../helpers';
import { call } from '../../platform-helpers';
import { bindings, mailCopies, PERSON, PHONE_FORMS, write } from '../../privacy-helpers';

// Retention kept (docs/privacy.md "How long"): the Cron Trigger erases what a site's visitors
// sent once the agency's retention has passed (its legal data's setting, which the privacy
// statement reads; two years without one): requests, viewings (a year at most, as the statement
// says), holiday reservations (a booked one's accounting record ten years more), subscriptions never
// confirmed, portal mails, the copies of their mails and the access log's entries. The
// statistics keep their counts; what is younger is not touched.

const AT = new Date();
/** A moment `months` calendar months (and `days` more) before AT. */
const ago = (months: number, days = 0) => new Date(Date.parse(retentionCutoff(AT, months)) - days * 86_400_000).toISOString();

const person = (tag: string) => ({ ...PERSON, email: `${tag}@example.be`, message: `Bel ${PERSON.phone}`, attribution: { pages: [{ path: '/nl/te-koop' }] } });

async function outboxRow(siteId: number, kind: string, createdAt: string, document: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO outbox (id, site_id, kind, document, created_at, status) VALUES (?1, ?2, ?3, ?4, ?5, 'delivered')")
    .bind(id, siteId, kind, JSON.stringify(document), createdAt)
    .run();
  return id;
}

/** A row as it is now (its document parsed). */
async function row(table: string, id: string): Promise<{ document: Record<string, unknown>; erased_at: string | null }> {
  const found = (await env.DB.prepare(`SELECT document, erased_at FROM ${table} WHERE id = ?1`)
    .bind(id)
    .first<{ document: string; erased_at: string | null }>())!;
  return { document: JSON.parse(found.document) as Record<string, unknown>, erased_at: found.erased_at };
}

/** A viewing of a site's listing at `start`, booked a day before. */
async function viewing(siteId: number, start: string, tag: string): Promise<string> {
  const estate = (await env.DB.prepare('SELECT id FROM estates WHERE site_id = ?1 ORDER BY id LIMIT 1').bind(siteId).first<number>('id'))!;
  const slot = (await env.DB.prepare('INSERT INTO agenda_slots (site_id, estate_id, starts_at, ends_at, capacity) VALUES (?1, ?2, ?3, ?3, 1) RETURNING id')
    .bind(siteId, estate, start)
    .first<number>('id'))!;
  const id = `viewing-${tag}`;
  const booked = new Date(Date.parse(start) - 86_400_000).toISOString();
  await env.DB.prepare('INSERT INTO appointments (id, site_id, slot_id, document, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(id, siteId, slot, JSON.stringify({ id, slotId: slot, estateId: estate, ...person(tag) }), booked)
    .run();
  return id;
}

/** A holiday booking of a site whose stay ended on `end`, asked a month before and marked booked by the agency (leads/booked.ts). */
async function reservation(siteId: number, end: string, tag: string): Promise<string> {
  const period = (await env.DB.prepare('SELECT r.id, r.unit_id FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id WHERE u.site_id = ?1 LIMIT 1')
    .bind(siteId)
    .first<{ id: number; unit_id: number }>())!;
  const id = `reservation-${tag}`;
  const asked = new Date(Date.parse(end) - 30 * 86_400_000).toISOString();
  const stay = { id: period.id, start: end, end, price: 950 };
  const document = { id, unitId: period.unit_id, periodId: period.id, guests: 3, period: stay, bookedAt: asked, ...person(tag) };
  await env.DB.prepare('INSERT INTO rental_reservations (id, site_id, unit_id, period_id, document, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(id, siteId, period.unit_id, period.id, JSON.stringify(document), asked)
    .run();
  return id;
}

async function subscription(siteId: number, updatedAt: string, confirmedAt: string | null, tag: string): Promise<string> {
  const token = `token-${tag}-${'x'.repeat(24)}`;
  await env.DB.prepare(
    'INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at, confirmed_at, confirm_token) VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7)',
  )
    .bind(
      token,
      siteId,
      `${tag}@example.be`,
      JSON.stringify({ email: `${tag}@example.be`, criteria: { statuses: ['FOR_SALE'] } }),
      updatedAt,
      confirmedAt,
      `c-${token}`,
    )
    .run();
  return token;
}

const statsOf = async (siteId: number) =>
  (await env.DB.prepare('SELECT sum(count) AS n FROM site_stats WHERE site_id = ?1').bind(siteId).first<number>('n')) ?? 0;
const stillThere = (table: string, where: string, value: string) =>
  env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where} = ?1`).bind(value).first<number>('n');

/** What of a visitor is left in a stored request: their address, phone, name, message or pages. */
const personal = (document: Record<string, unknown>) => JSON.stringify(document).match(/@example\.be|470 98|Wisselinck|Bel |te-koop|\bphone\b/g) ?? [];

describe('the retention step of the Cron Trigger', () => {
  it('erases each kind of request past the agency’s retention, keeps the counts, and leaves the younger ones as they were', async () => {
    const site = 1;
    const past = {
      lead: await outboxRow(site, 'contact-request', ago(24, 3), {
        ...person('past-lead'),
        estateId: 5,
        attribution: { utm: { source: 'immoweb' }, pages: [] },
      }),
      friend: await outboxRow(site, 'send-to-a-friend', ago(24, 3), { senderName: 'Annelies', senderEmail: 'past-friend@example.be', estateId: 5 }),
      ended: await outboxRow(site, 'subscription', ago(24, 3), { email: 'past-sub@example.be', criteria: { statuses: ['FOR_SALE'] } }),
      viewingMail: await outboxRow(site, 'appointment', ago(12, 3), { ...person('past-view-mail'), estateId: 5 }),
      viewing: await viewing(site, ago(12, 2), 'past-view'),
      reservation: await reservation(site, ago(24, 2).slice(0, 10), 'past-stay'),
      unconfirmed: await subscription(site, ago(24, 3), null, 'past-unconfirmed'),
    };
    const young = {
      lead: await outboxRow(site, 'contact-request', ago(23), person('young-lead')),
      viewingMail: await outboxRow(site, 'appointment', ago(11), person('young-view-mail')),
      viewing: await viewing(site, ago(11), 'young-view'),
      reservation: await reservation(site, ago(23).slice(0, 10), 'young-stay'),
      unconfirmed: await subscription(site, ago(23), null, 'young-unconfirmed'),
      // A confirmed subscription is kept while it lasts, however old.
      confirmed: await subscription(site, ago(60), ago(60), 'old-confirmed'),
    };
    const youngBefore = await Promise.all([young.lead, young.viewingMail].map((id) => row('outbox', id)));
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO portal_enquiries (site_id, message_id, portal, state, sender, subject, enquirer, received_at) VALUES
         (1, '<past@immoweb.be>', 'immoweb', 'lead', 'noreply@immoweb.be', 'Vraag van Wisselinck', 'past-portal@example.be', ?1),
         (1, '<young@immoweb.be>', 'immoweb', 'lead', 'noreply@immoweb.be', 'Vraag van Wisselinck', 'young-portal@example.be', ?2)`,
      ).bind(ago(24, 3), ago(23)),
      env.DB.prepare(
        "INSERT INTO portal_answers (address, site_id, estate_id, sent_at) VALUES ('old-answer@example.be', 1, 5, ?1), ('new-answer@example.be', 1, 5, ?2)",
      ).bind(new Date(AT.getTime() - 3 * 86_400_000).toISOString(), new Date(AT.getTime() - 3_600_000).toISOString()),
      env.DB.prepare(
        `INSERT INTO access_log (id, site_id, at, who, action, count)
         VALUES ('past-look', 1, ?1, 'owner@example.be', 'leads', 3), ('young-look', 1, ?2, 'owner@example.be', 'leads', 3)`,
      ).bind(ago(24, 3), ago(23)),
    ]);
    for (const [key, sentAt] of [
      ['local-mailbox/000000000000001-0000past.eml', ago(24, 3)],
      ['local-mailbox/000000000000002-000young.eml', new Date(AT.getTime() - 86_400_000).toISOString()],
    ] as const)
      await env.MEDIA!.put(key, `To: agency@example.be\r\nSubject: Lead\r\n\r\n${PERSON.email} ${key}`, {
        customMetadata: { siteId: '1', to: 'agency@example.be', sentAt },
      });
    // The rows there before the run (the run's alerts add their own).
    const rows = () => env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id = 1 AND created_at < ?1').bind(AT.toISOString()).first<number>('n');
    const before = { stats: await statsOf(site), outbox: await rows() };

    await runScheduled(bindings(), AT);

    for (const id of [past.lead, past.friend, past.ended, past.viewingMail]) {
      const erased = await row('outbox', id);
      expect(erased.erased_at, id).toBe(AT.toISOString());
      expect(personal(erased.document), id).toEqual([]);
    }
    // What names nobody stays: the listing and the campaign that brought it.
    expect((await row('outbox', past.lead)).document).toEqual({ estateId: 5, attribution: { utm: { source: 'immoweb' } }, erasedAt: AT.toISOString() });
    expect(personal((await row('appointments', past.viewing)).document)).toEqual([]);
    const stay = await row('rental_reservations', past.reservation);
    expect(stay.document).toMatchObject({ firstName: PERSON.firstName, lastName: PERSON.lastName, guests: 3, period: { price: 950 } });
    // The phone as a scan finds it, not its first digits: a time such as erasedAt's milliseconds may read 470.
    for (const gone of ['@', ...PHONE_FORMS, 'Bel ', 'te-koop']) expect(JSON.stringify(stay.document)).not.toContain(gone);
    expect(await stillThere('subscriptions', 'token', past.unconfirmed)).toBe(0);
    expect(await env.DB.prepare("SELECT enquirer, subject, sender FROM portal_enquiries WHERE message_id = '<past@immoweb.be>'").first()).toEqual({
      enquirer: null,
      subject: '',
      sender: '',
    });
    expect(await stillThere('portal_answers', 'address', 'old-answer@example.be')).toBe(0);
    expect(await stillThere('access_log', 'id', 'past-look')).toBe(0);
    expect(await env.MEDIA!.head('local-mailbox/000000000000001-0000past.eml')).toBeNull();

    // Younger than the period: untouched.
    expect(await Promise.all([young.lead, young.viewingMail].map((id) => row('outbox', id)))).toEqual(youngBefore);
    expect((await row('appointments', young.viewing)).erased_at).toBeNull();
    expect((await row('rental_reservations', young.reservation)).document).toMatchObject({ email: 'young-stay@example.be' });
    for (const token of [young.unconfirmed, young.confirmed]) expect(await stillThere('subscriptions', 'token', token)).toBe(1);
    expect(await stillThere('portal_enquiries', 'enquirer', 'young-portal@example.be')).toBe(1);
    expect(await stillThere('portal_answers', 'address', 'new-answer@example.be')).toBe(1);
    expect(await stillThere('access_log', 'id', 'young-look')).toBe(1);
    expect((await mailCopies(1)).map((copy) => copy.key)).toContain('local-mailbox/000000000000002-000young.eml');

    // The statistics and the leads' history keep their counts.
    expect(await statsOf(site)).toBe(before.stats);
    expect(await rows()).toBe(before.outbox);
  });

  it('erases a reservation’s accounting record whole once its ten years after the stay have passed', async () => {
    const id = await reservation(1, '2026-08-15', 'ten-years');
    await erasePastRetention(bindings(), 1, 24, new Date('2028-09-01T03:00:00Z'));
    expect((await row('rental_reservations', id)).document).toMatchObject({ firstName: PERSON.firstName, keptUntil: '2037-01-01' });
    await erasePastRetention(bindings(), 1, 24, new Date('2036-12-31T12:00:00Z'));
    expect((await row('rental_reservations', id)).document).toMatchObject({ keptUntil: '2037-01-01' });
    await erasePastRetention(bindings(), 1, 24, new Date('2037-01-01T03:00:00Z'));
    const erased = (await row('rental_reservations', id)).document;
    expect(erased).not.toHaveProperty('firstName');
    expect(erased).not.toHaveProperty('lastName');
    expect(erased).toMatchObject({ guests: 3, period: { end: '2026-08-15', price: 950 } });
  });
});

const admin = (path: string, method: string, body?: unknown) =>
  get(`http://localhost/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const LEGAL = { company: 'Immo Termijn BV', privacy: { controller: 'Immo Termijn BV', email: 'privacy@immo-termijn.test' } };

describe('one retention setting for the statement and the erasure', () => {
  it('moves the privacy statement and the erasure together when the agency changes its retention', async () => {
    const created = await admin('/sites', 'POST', { name: 'Immo Termijn', hostnames: ['immo-termijn.test'], locales: ['nl'], legal: LEGAL, comingSoon: false });
    expect(created.status, await created.clone().text()).toBe(201);
    const site = ((await created.json()) as SiteRecord).id;
    // The statement as the site API answers it: its periods read from the setting (starter/retention-clause.ts).
    const statement = async () =>
      ((await call('GET', '/agreements?locale=nl', { siteId: site })).body as { type: string; html: string }[]).find((a) => a.type === 'privacy')!.html;
    const older = await outboxRow(site, 'contact-request', ago(7), person('seven-months'));
    const newer = await outboxRow(site, 'contact-request', ago(5), person('five-months'));

    expect(await statement()).toContain('tot twee jaar na ons laatste contact');
    expect(await statement()).toContain('bezoekafspraken: één jaar na het bezoek');
    await enforceRetention(bindings(), AT);
    expect((await row('outbox', older)).erased_at).toBeNull();

    expect((await admin(`/sites/${site}`, 'PUT', { legal: { ...LEGAL, privacy: { ...LEGAL.privacy, retentionMonths: 6 } } })).status).toBe(200);
    expect(await statement()).toContain('tot 6 maanden na ons laatste contact');
    expect(await statement()).toContain('bezoekafspraken: 6 maanden na het bezoek');
    await enforceRetention(bindings(), new Date(AT.getTime() + 86_400_000));
    expect(personal((await row('outbox', older)).document)).toEqual([]);
    expect((await row('outbox', newer)).erased_at).toBeNull();
  });

  it('erases the search criteria of a subscription at once when its person unsubscribes', async () => {
    const made = await write(1, 'POST', '/subscriptions', {
      locale: 'nl',
      email: 'weg@example.be',
      criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [], priceMax: 300_000 },
      consent: true,
    });
    const token = made.body.token as string;
    const confirm = await env.DB.prepare('SELECT confirm_token FROM subscriptions WHERE token = ?1').bind(token).first<string>('confirm_token');
    expect((await write(1, 'POST', `/subscriptions/confirm/${confirm}`)).status).toBe(200);
    const alert = await outboxRow(1, 'estate-alert', AT.toISOString(), { token, email: 'weg@example.be', listings: [{ id: 5, title: 'Villa' }] });
    const lead = (await env.DB.prepare(
      "SELECT id FROM outbox WHERE kind = 'subscription' AND json_extract(document, '$.email') = 'weg@example.be'",
    ).first<string>('id'))!;
    expect((await row('outbox', lead)).document).toHaveProperty('criteria');

    expect((await write(1, 'DELETE', `/subscriptions/${token}`)).status).toBe(204);
    expect(await stillThere('subscriptions', 'token', token)).toBe(0);
    expect((await row('outbox', lead)).document).not.toHaveProperty('criteria');
    expect((await row('outbox', alert)).document).toEqual({ erasedAt: expect.any(String) });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id = 1 AND instr(document, ?1) > 0').bind(token).first<number>('n')).toBe(0);
  });
});
