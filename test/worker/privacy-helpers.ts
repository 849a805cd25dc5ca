import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import PostalMime from 'postal-mime';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../shared/contract/queue-message';
import { platform } from '../../worker/platform/demo/embedded';
import { keptMailbox } from '../../worker/platform/demo/mailbox';
import { deliverOutboxRow } from '../../worker/platform/delivery/deliver';
import { allDatabases, siteDb } from '../../worker/platform/databases/site-db';
import type { PlatformBindings } from '../../worker/platform/types';

// A person planted in every kind of record a site keeps of its visitors (docs/privacy.md), through
// the platform's own routes as the site calls them, and the scans that look for what is left
// of them in every table of every database and in every kept mail copy.

export const PERSON = { firstName: 'Annelies', lastName: 'Wisselinck', email: 'annelies.wisselinck@example.be', phone: '+32 470 98 76 54' };
/** The phone as a scan looks for it: as typed, and its digits. */
export const PHONE_FORMS = ['470 98 76 54', '470987654'];

/** The platform's bindings with the local default's mailbox, which keeps a copy of every mail in MEDIA (as `npm start`). */
export const bindings = (): PlatformBindings => ({
  DB: env.DB,
  MEDIA: env.MEDIA,
  MAILER: env.MAILER,
  MAIL_FROM: 'outbox@agency-sites.localhost',
  LOCAL_MAILBOX: keptMailbox(env.MEDIA!, false),
  RATE_LIMITER: env.RATE_LIMITER,
  CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
});

/** A visitor's write to the platform as the site sends it: the site's id, a key of its own. */
export async function write(siteId: number, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'X-CLIENT': 'test', 'X-SITE': String(siteId), [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await platform.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, bindings());
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const expectWritten = (answer: { status: number; body: unknown }, what: string) =>
  expect([200, 201, 204], `${what}: ${JSON.stringify(answer.body)}`).toContain(answer.status);

/** A future viewing slot of the site nobody booked, and an available future holiday period. */
export async function freeSlot(siteId: number) {
  return (await env.DB.prepare(
    `SELECT s.id, s.estate_id FROM agenda_slots s WHERE s.site_id = ?1 AND s.starts_at > ?2
       AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.slot_id = s.id) ORDER BY s.starts_at DESC LIMIT 1`,
  )
    .bind(siteId, new Date(Date.now() + 86_400_000).toISOString())
    .first<{ id: number; estate_id: number }>())!;
}
export async function freePeriod(siteId: number) {
  return (await env.DB.prepare(
    `SELECT r.id, r.unit_id FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id
     WHERE u.site_id = ?1 AND u.published = 1 AND r.available = 1 AND r.start_date > date('now') AND coalesce(u.max_occupation, 9) >= 2
       AND NOT EXISTS (SELECT 1 FROM rental_reservations x WHERE x.period_id = r.id) ORDER BY r.start_date LIMIT 1`,
  )
    .bind(siteId)
    .first<{ id: number; unit_id: number }>())!;
}

/**
 * The person in every kind of record of a site: a contact request from a campaign (with the
 * pages viewed and a click id), a viewing, a holiday reservation, a confirmed subscription with
 * a followed listing, a listing sent to a friend, an AI assistant's request waiting for them,
 * portal mails (one read as a lead, one forwarded) and the count of their automatic answer, the
 * CRM's delivery log of their lead, and the copies of every mail that carried them. Answers the
 * CRM connection that took their lead.
 */
export async function plantPerson(siteId: number): Promise<{ connectionId: number }> {
  const slot = await freeSlot(siteId);
  const period = await freePeriod(siteId);
  const { firstName, lastName, email, phone } = PERSON;
  const attribution = {
    landingPage: '/nl/te-koop?utm_source=immoweb',
    utm: { source: 'immoweb', medium: 'cpc', campaign: 'lente' },
    clickIds: { gclid: 'Cj0KCQ-annelies' },
    pages: [{ path: '/nl/te-koop', title: 'Te koop' }],
  };
  const contact = await write(siteId, 'POST', '/contact-requests', {
    locale: 'nl',
    firstName,
    lastName,
    email,
    phone,
    message: `Bel me terug op ${phone}, groeten ${firstName}`,
    estateId: slot.estate_id,
    attribution,
  });
  expectWritten(contact, 'contact request');
  const base = { locale: 'nl', firstName, lastName, email, phone };
  expectWritten(await write(siteId, 'POST', '/live-agenda/reservation', { ...base, slotId: slot.id, estateId: slot.estate_id, attribution }), 'viewing');
  expectWritten(await write(siteId, 'POST', '/rental-units/reservation', { ...base, unitId: period.unit_id, periodId: period.id, guests: 2 }), 'reservation');
  const subscribed = await write(siteId, 'POST', '/subscriptions', {
    locale: 'nl',
    email,
    firstName,
    lastName,
    criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [], priceMax: 425_000, bedroomsMin: 3 },
    consent: true,
  });
  expectWritten(subscribed, 'subscription');
  const db = await dataDb(siteId);
  const confirm = await db.prepare('SELECT confirm_token FROM subscriptions WHERE token = ?1').bind(subscribed.body.token).first<string>('confirm_token');
  expectWritten(await write(siteId, 'POST', `/subscriptions/confirm/${confirm}`), 'confirmation');
  expectWritten(await write(siteId, 'POST', '/follows', { locale: 'nl', estateIds: [slot.estate_id], token: subscribed.body.token }), 'follow');
  const friend = {
    locale: 'nl',
    estateId: slot.estate_id,
    senderName: `${firstName} ${lastName}`,
    senderEmail: email,
    friendEmail: 'vriend.van.annelies@example.be',
    message: 'Kijk eens',
    link: '/nl/te-koop/1',
    mail: { subject: `${firstName} stuurt u een pand`, text: `${firstName} ${lastName} (${email}) dacht aan u.` },
  };
  expectWritten(await write(siteId, 'POST', '/send-to-a-friend', friend), 'send-to-a-friend');
  const assistant = { kind: 'contact', client: 'ChatGPT', write: { ...base, message: 'Via de assistent' } };
  expectWritten(await write(siteId, 'POST', '/assistant-requests', assistant), 'assistant request');
  const now = new Date().toISOString();
  const leadId = (contact.body as { id?: string }).id ?? null;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO portal_enquiries (site_id, message_id, portal, state, sender, subject, enquirer, reference, estate_id, lead_id, answer, received_at)
       VALUES (?1, ?2, 'immoweb', 'lead', 'noreply@immoweb.be', ?3, ?4, 'REF-1', ?5, ?6, 'sent', ?7)`,
    ).bind(siteId, `<lead-${siteId}@immoweb.be>`, `Vraag van ${firstName} ${lastName}`, email, slot.estate_id, leadId, now),
    env.DB.prepare(
      `INSERT INTO portal_enquiries (site_id, message_id, portal, state, reason, sender, subject, received_at)
       VALUES (?1, ?2, NULL, 'forwarded', 'no-portal', ?3, ?4, ?5)`,
    ).bind(siteId, `<forwarded-${siteId}@example.be>`, email, `${firstName} vraagt iets`, now),
    env.DB.prepare('INSERT INTO portal_answers (address, site_id, estate_id, sent_at) VALUES (?1, ?2, ?3, ?4)').bind(email, siteId, slot.estate_id, now),
  ]);
  // Every mail that carries them delivered, so the local mailbox keeps its copy.
  const { results } = await db
    .prepare("SELECT id FROM outbox WHERE site_id = ?1 AND status = 'pending' AND instr(lower(document), ?2) > 0")
    .bind(siteId, email)
    .all<{ id: string }>();
  for (const { id } of results) await deliverOutboxRow(bindings(), id, new Date(), db);
  // Their lead taken by the agency's CRM, whose delivery log kept what it answered about them.
  const connectionId = (await env.DB.prepare("INSERT INTO connections (site_id, kind, settings, created_at) VALUES (?1, 'sweepbright', '{}', ?2) RETURNING id")
    .bind(siteId, now)
    .first<number>('id'))!;
  await db
    .prepare(
      `UPDATE outbox SET delivered_to = '["crm","email"]', crm_state = ?2, last_error = ?3, needs_attention = ?3 WHERE site_id = ?1 AND kind = 'contact-request'
       AND json_extract(document, '$.email') = ?4`,
    )
    .bind(siteId, JSON.stringify({ contactId: 'sb-contact-991', connectionId }), `crm: SweepBright refused the contact ${email} (${phone})`, email)
    .run();
  return { connectionId };
}

/** The data database of a site. */
export const dataDb = (siteId: number): Promise<D1Database> => siteDb(bindings(), siteId);

/** A hit of a scan: where a text was found. */
export interface Hit {
  database: string;
  table: string;
  column: string;
  siteId: number | null;
  /** The row (null in a table without rowid). */
  row: number | null;
  value: string;
}

/**
 * Every cell of every table of every database (the directory and each data database) whose
 * text holds one of `needles` (case-insensitive), with the row's site where the table has one.
 * One query a table, for the rows where a cell holds a needle (SQLite's `lower`, which folds
 * A–Z only, and `instr`), each cell of those rows then matched here the same way; one query a
 * cell and needle made a scan about 9,000 queries and the privacy files' slowest step.
 */
export async function scanTables(needles: readonly string[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  const lowered = needles.map((needle) => needle.toLowerCase());
  const sqliteLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  for (const { binding, db } of allDatabases(env as unknown as PlatformBindings)) {
    const { results: tables } = await db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
      .all<{ name: string; sql: string }>();
    for (const { name: table, sql } of tables) {
      const { results: columns } = await db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>();
      const site = columns.some((column) => column.name === 'site_id') ? 'site_id' : 'NULL';
      const row = /WITHOUT ROWID/i.test(sql) ? 'NULL' : 'rowid';
      const cells = columns.map(({ name }) => `CAST("${name}" AS TEXT)`);
      // Any cell and needle by max() over at most 100 at a time: D1 refuses an OR of them all (an expression tree over 100 deep).
      const found = cells.flatMap((cell) => lowered.map((_, needle) => `ifnull(instr(lower(${cell}), ?${needle + 1}), 0)`));
      const any = Array.from({ length: Math.ceil(found.length / 100) }, (_, chunk) => `max(0, ${found.slice(chunk * 100, chunk * 100 + 100).join(', ')}) > 0`);
      const { results } = await db
        .prepare(
          `SELECT ${site} AS siteId, ${row} AS row, ${cells.map((cell, index) => `${cell} AS v${index}`).join(', ')} FROM "${table}" WHERE ${any.join(' OR ')}`,
        )
        .bind(...lowered)
        .all<Record<string, string | number | null>>();
      columns.forEach(({ name: column }, index) => {
        for (const needle of lowered) {
          for (const result of results) {
            const value = result[`v${index}`];
            if (typeof value === 'string' && sqliteLower(value).includes(needle))
              hits.push({ database: binding, table, column, siteId: result.siteId as number | null, row: result.row as number | null, value });
          }
        }
      });
    }
  }
  return hits;
}

/** The kept mail copies (the local mailbox) of a site, each read whole: its headers and its decoded text. */
export async function mailCopies(siteId: number): Promise<{ key: string; text: string }[]> {
  const copies: { key: string; text: string }[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.MEDIA!.list({ prefix: 'local-mailbox/', include: ['customMetadata'], ...(cursor ? { cursor } : {}) });
    for (const object of listed.objects) {
      if (object.customMetadata?.siteId !== String(siteId)) continue;
      const raw = await (await env.MEDIA!.get(object.key))!.arrayBuffer();
      const mail = await PostalMime.parse(raw);
      const headers = mail.headers.map((header) => `${header.key}: ${header.value}`).join('\n');
      copies.push({
        key: object.key,
        text: `${headers}\n${mail.subject ?? ''}\n${mail.text ?? ''}\n${mail.html ?? ''}\n${JSON.stringify(object.customMetadata)}`,
      });
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return copies;
}
