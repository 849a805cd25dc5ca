import type { D1Database } from '@cloudflare/workers-types';
import { brusselsDate } from '../../../shared/format/brussels-time';
import { retentionCutoff, retentionMonthsOf, viewingMonthsOf } from '../../../shared/domain/retention';
import { logFailure } from '../log';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { deleteSubscriptions, ERASE_PORTAL_ENQUIRY, eraseAppointment, eraseLead, eraseReservation, runAll } from './erase';

/*
 * The Cron Trigger's retention step (docs/privacy.md "How long"): once a day per agency, what
 * its visitors sent is erased once the agency's retention (its legal data's
 * `privacy.retentionMonths`, the setting its privacy statement reads; two years without one) has
 * passed since the last contact of that request: a lead's outbox row from when it was sent, a
 * viewing from its time (a year at most, as the statement says), a holiday reservation from its last day (a booked one's accounting
 * record kept ten years more: erased.ts), a portal mail from its arrival, a subscription never confirmed from its
 * last change, the copies of their mails, and the access log's older entries. A confirmed
 * subscription is kept while it lasts (unsubscribing erases its criteria at once:
 * site-api/subscriptions.ts). The statistics are counts of their own (site_stats) and keep them.
 */

/**
 * Agencies looked at per run of the Cron Trigger (every 5 minutes: 5,760 a day, each a dozen
 * statements when nothing is due), and rows erased per table and agency in one run.
 */
const SITES_PER_RUN = 20;
const ROWS = 200;
/** The portal answers' count is read for a day (portal/inbound.ts): two days are kept, no more. */
const PORTAL_ANSWERS_MS = 2 * 86_400_000;

/** The outbox kinds of a viewing: kept as long as the viewing. */
const VIEWING_KINDS = "'appointment', 'appointment-confirmation', 'appointment-cancellation'";

const settingKey = (siteId: number) => `retention:${siteId}`;

type Stored = { id: string; document: string };
const parsed = (row: Stored) => JSON.parse(row.document) as Record<string, unknown>;

/** Reads a page of a site's rows to erase and erases them; answers whether the page was the last. */
async function erasePage(db: D1Database, sql: string, binds: unknown[], erase: (row: Stored) => ReturnType<typeof eraseLead>): Promise<boolean> {
  const { results } = await db
    .prepare(sql)
    .bind(...binds, ROWS)
    .all<Stored>();
  await runAll(db, results.map(erase));
  return results.length < ROWS;
}

/**
 * Erases what one site keeps past its retention at `at`; answers whether nothing is left (else
 * the next run goes on with the site).
 */
export async function erasePastRetention(env: PlatformBindings, siteId: number, months: number, at: Date): Promise<boolean> {
  const cutoff = retentionCutoff(at, months);
  const viewings = retentionCutoff(at, viewingMonthsOf(months));
  const now = at.toISOString();
  const db = await siteDb(env, siteId);
  const done = [
    // A viewing's mails go with the viewing (its cut-off the same or later than the others').
    await erasePage(
      db,
      `SELECT id, document FROM outbox WHERE site_id = ?1 AND erased_at IS NULL AND created_at < ?3
         AND (created_at < ?2 OR kind IN (${VIEWING_KINDS})) LIMIT ?4`,
      [siteId, cutoff, viewings],
      (row) => eraseLead(db, siteId, row.id, parsed(row), now),
    ),
    await erasePage(
      db,
      `SELECT a.id, a.document FROM appointments a WHERE a.site_id = ?1 AND a.erased_at IS NULL AND a.created_at < ?2
         AND coalesce((SELECT s.starts_at FROM agenda_slots s WHERE s.id = a.slot_id), a.created_at) < ?2 LIMIT ?3`,
      [siteId, viewings],
      (row) => eraseAppointment(db, siteId, row.id, parsed(row), now),
    ),
    await erasePage(
      db,
      `SELECT id, document FROM rental_reservations WHERE site_id = ?1 AND erased_at IS NULL AND created_at < ?2
         AND coalesce(json_extract(document, '$.period.end'), created_at) < ?2 LIMIT ?3`,
      [siteId, cutoff],
      (row) => eraseReservation(db, siteId, row.id, parsed(row), now),
    ),
    // Their accounting records whose day has come, and those of requests never marked booked
    // (kept before a mark decided it): nothing of the person is left.
    await erasePage(
      db,
      `SELECT id, document FROM rental_reservations WHERE site_id = ?1 AND erased_at IS NOT NULL AND json_extract(document, '$.keptUntil') IS NOT NULL
         AND (json_extract(document, '$.keptUntil') <= ?2 OR json_extract(document, '$.bookedAt') IS NULL) LIMIT ?3`,
      [siteId, now.slice(0, 10)],
      (row) => eraseReservation(db, siteId, row.id, parsed(row), now),
    ),
  ].every(Boolean);
  const { results: unconfirmed } = await db
    .prepare('SELECT token FROM subscriptions WHERE site_id = ?1 AND confirmed_at IS NULL AND updated_at < ?2 LIMIT ?3')
    .bind(siteId, cutoff, ROWS)
    .all<{ token: string }>();
  await runAll(db, [
    ...deleteSubscriptions(
      db,
      siteId,
      unconfirmed.map((row) => row.token),
    ),
    db.prepare('DELETE FROM access_log WHERE site_id = ?1 AND at < ?2').bind(siteId, cutoff),
  ]);
  await env.DB.batch([
    env.DB.prepare(`${ERASE_PORTAL_ENQUIRY} WHERE site_id = ?1 AND erased_at IS NULL AND received_at < ?2`).bind(siteId, cutoff, now),
    env.DB.prepare('DELETE FROM portal_answers WHERE site_id = ?1 AND sent_at < ?2').bind(siteId, new Date(at.getTime() - PORTAL_ANSWERS_MS).toISOString()),
  ]);
  // The copies of the mails (the local default's): each goes by the shorter cut-off, a viewing's.
  await env.LOCAL_MAILBOX?.forget({ siteId, before: viewings });
  return done && unconfirmed.length < ROWS;
}

/**
 * The step of a run: the agencies not yet done today (Brussels), a few at a time, the one
 * looked at longest ago first, each with its own retention. One done is not read again before
 * tomorrow; one with more to erase, or that failed (logged), goes behind the others and is
 * taken up again by a later run.
 */
export async function enforceRetention(env: PlatformBindings, at: Date): Promise<void> {
  const today = brusselsDate(at);
  const { results } = await env.DB.prepare(
    `SELECT s.id, json_extract(s.document, '$.legal') AS legal FROM sites s LEFT JOIN platform_settings p ON p.key = 'retention:' || s.id
     WHERE p.value IS NULL OR p.value <> ?1 ORDER BY coalesce(p.updated_at, ''), s.id LIMIT ?2`,
  )
    .bind(today, SITES_PER_RUN)
    .all<{ id: number; legal: string | null }>();
  for (const site of results) {
    let done = false;
    try {
      done = await erasePastRetention(env, site.id, retentionMonthsOf(site.legal ? JSON.parse(site.legal) : null), at);
    } catch (error) {
      logFailure('retention: a site’s past requests were not erased', error, `site ${site.id}`);
    }
    await env.DB.prepare(
      `INSERT INTO platform_settings (key, value, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (key) DO UPDATE SET value = CASE WHEN ?4 THEN excluded.value ELSE platform_settings.value END, updated_at = excluded.updated_at`,
    )
      .bind(settingKey(site.id), done ? today : '', at.toISOString(), done ? 1 : 0)
      .run();
  }
}
