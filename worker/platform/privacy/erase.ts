import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { PersonRecord } from '../../../shared/contract/console-privacy';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { erasedDocument, keptReservation } from './erased';

/*
 * Erasing in place (docs/privacy.md "Erased in place"): the statements that take the person out
 * of each kind of record, shared by an erasure the agency makes (erasePerson) and the Cron
 * Trigger's retention step (retention.ts). A lead's row, a viewing, a reservation and a portal
 * mail stay, without the person (erased.ts); what exists only for the person (a subscription,
 * an assistant's request waiting for them, a form's kept answer, a portal answer's rate count)
 * is deleted.
 */

/** Statements a D1 batch takes at a time. */
const BATCH = 50;

/** Runs statements in batches. */
export async function runAll(db: D1Database, statements: readonly D1PreparedStatement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += BATCH) await db.batch(statements.slice(start, start + BATCH));
}

/**
 * A lead's outbox row erased: its document without the person, its delivery log without what a
 * destination answered about them (the last error, why it needs attention, the CRM's ids of
 * the contact: only which connection took it stays), and never sent again (a row not delivered
 * yet is kept as `stored`).
 */
export function eraseLead(db: D1Database, siteId: number, id: string, document: Record<string, unknown>, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET document = ?3, erased_at = ?4, last_error = NULL, needs_attention = NULL, failure = NULL, claimed_until = NULL,
         crm_state = CASE WHEN crm_state IS NULL THEN NULL ELSE json_object('connectionId', json_extract(crm_state, '$.connectionId')) END,
         status = CASE WHEN status IN ('pending', 'failed') THEN 'stored' ELSE status END
       WHERE id = ?1 AND site_id = ?2`,
    )
    .bind(id, siteId, JSON.stringify(erasedDocument(document, at)), at);
}

/** A viewing erased; one still to come is cancelled too (its place freed: nobody is coming). */
export function eraseAppointment(db: D1Database, siteId: number, id: string, document: Record<string, unknown>, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE appointments SET document = ?3, erased_at = ?4,
         cancelled_at = coalesce(cancelled_at, CASE WHEN (SELECT starts_at FROM agenda_slots s WHERE s.id = appointments.slot_id) > ?4 THEN ?4 END)
       WHERE id = ?1 AND site_id = ?2`,
    )
    .bind(id, siteId, JSON.stringify(erasedDocument(document, at)), at);
}

/** A holiday reservation erased but for what the accounting duty keeps, until its day (erased.ts keptReservation). */
export function eraseReservation(db: D1Database, siteId: number, id: string, document: Record<string, unknown>, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE rental_reservations SET document = ?3, erased_at = coalesce(erased_at, ?4) WHERE id = ?1 AND site_id = ?2')
    .bind(id, siteId, JSON.stringify(keptReservation(document, at)), at);
}

/** A subscription deleted with what it followed and what it was alerted of. */
export function deleteSubscriptions(db: D1Database, siteId: number, tokens: readonly string[]): D1PreparedStatement[] {
  const list = JSON.stringify(tokens);
  const of = 'token IN (SELECT value FROM json_each(?2)) AND token IN (SELECT token FROM subscriptions WHERE site_id = ?1)';
  return [
    db.prepare(`DELETE FROM subscription_follows WHERE ${of}`).bind(siteId, list),
    db.prepare(`DELETE FROM subscription_alerts WHERE ${of}`).bind(siteId, list),
    db.prepare('DELETE FROM subscriptions WHERE site_id = ?1 AND token IN (SELECT value FROM json_each(?2))').bind(siteId, list),
  ];
}

/** A portal mail's record without its sender, subject and enquirer: the portal, what became of it and its listing stay. */
export const ERASE_PORTAL_ENQUIRY = "UPDATE portal_enquiries SET sender = '', subject = '', enquirer = NULL, erased_at = ?3";

/**
 * Erases a person's records in the site (found by person.ts findPerson): each as its kind is
 * erased, the kept copies of their mails removed. `logged` (the access log's entry of the
 * erasure, in the site's database) is written in the same batch as the erasure of the site's
 * rows: both happen or neither. Answers how many were erased, and how many of them the law keeps
 * a part of (a booked reservation's accounting record).
 */
export async function erasePerson(
  env: PlatformBindings,
  siteId: number,
  records: readonly PersonRecord[],
  at: string,
  logged: (db: D1Database) => D1PreparedStatement,
): Promise<{ erased: number; kept: number }> {
  const db = await siteDb(env, siteId);
  const ids = (kind: PersonRecord['kind']) => records.filter((record) => record.kind === kind).map((record) => record.id);
  const site: D1PreparedStatement[] = [];
  const directory: D1PreparedStatement[] = [];
  let kept = 0;
  for (const { kind, id, data } of records) {
    if (kind === 'lead') site.push(eraseLead(db, siteId, id, data, at));
    else if (kind === 'appointment') site.push(eraseAppointment(db, siteId, id, data, at));
    else if (kind === 'reservation') {
      site.push(eraseReservation(db, siteId, id, data, at));
      if (keptReservation(data, at).keptUntil) kept += 1;
    } else if (kind === 'assistantRequest') site.push(db.prepare('DELETE FROM assistant_requests WHERE site_id = ?1 AND id = ?2').bind(siteId, id));
    else if (kind === 'formAnswer') site.push(db.prepare('DELETE FROM write_keys WHERE site_id = ?1 AND key = ?2').bind(siteId, id));
    else if (kind === 'portalEnquiry') directory.push(env.DB.prepare(`${ERASE_PORTAL_ENQUIRY} WHERE id = ?1 AND site_id = ?2`).bind(Number(id), siteId, at));
    else if (kind === 'portalAnswer') directory.push(env.DB.prepare('DELETE FROM portal_answers WHERE rowid = ?1 AND site_id = ?2').bind(Number(id), siteId));
  }
  site.push(...deleteSubscriptions(db, siteId, ids('subscription')), logged(db));
  // One batch, one transaction: a person's records are tens, never the thousands runAll pages.
  await db.batch(site);
  if (directory.length > 0) await env.DB.batch(directory);
  const copies = ids('mailCopy');
  if (copies.length > 0) await env.LOCAL_MAILBOX?.forget({ siteId, ids: copies });
  return { erased: records.length, kept };
}
