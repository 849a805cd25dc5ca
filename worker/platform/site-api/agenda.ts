import { Hono } from 'hono';
import { APPOINTMENT_ID_PATTERN } from '../../../shared/contract/limits';
import { fail, idParam } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody, patternParam } from '../kit/validate';
import { randomToken } from '../kit/tokens';
import type { Appointment } from '../../../shared/contract/site-api/answers';
import { appointmentSchema } from './forms-schemas';
import { enqueueOutbox } from '../delivery/queue-message';
import { outboxInsert } from '../delivery/outbox-insert';
import { withListingSql } from '../leads/listing-kept';
import { countLead } from '../stats/store';
import { keepAnswer, notYetWritten, writeKeyOf } from './write-keys';
import { listingViewing, offeredStarts } from '../viewings/hours-store';
import { serve, site } from './serve';

/** Live agenda: viewing slots per estate with a capacity, and appointments in them. */
export const agenda = new Hono<PlatformEnv>();

serve(agenda, 'GET /live-agenda/reservation/:id', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const id = patternParam(c, 'id', APPOINTMENT_ID_PATTERN, 'No such appointment');
  const row = await db
    .prepare(
      `SELECT a.document, a.cancelled_at, s.starts_at, s.ends_at, s.estate_id FROM appointments a JOIN agenda_slots s ON s.id = a.slot_id
     WHERE a.id = ?1 AND a.site_id = ?2`,
    )
    .bind(id, siteId)
    .first<{ document: string; cancelled_at: string | null; starts_at: string; ends_at: string; estate_id: number }>();
  if (!row) fail(404, 'No such appointment');
  // A cancelled appointment is still known: the site says it was cancelled (410), not that it never existed.
  return c.json(
    {
      ...(JSON.parse(row.document) as Omit<Appointment, 'start' | 'end' | 'estateId' | 'cancelledAt'>),
      start: row.starts_at,
      end: row.ends_at,
      estateId: row.estate_id,
      cancelledAt: row.cancelled_at,
    },
    200,
  );
});

serve(agenda, 'GET /live-agenda/:estateId', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const estateId = idParam(c.req.param('estateId'), 'estateId');
  // The slots of the listing's viewing hours (rows made here, shown while the hours offer them), and the seeded or imported ones.
  const offered = await offeredStarts(db, siteId, estateId);
  const rows = await db
    .prepare(
      `SELECT s.id, s.starts_at AS start, s.ends_at AS end, s.capacity, s.origin,
            s.capacity - (SELECT count(*) FROM appointments a WHERE a.slot_id = s.id AND a.cancelled_at IS NULL) AS available
     FROM agenda_slots s WHERE s.estate_id = ?1 AND s.site_id = ?2 AND s.starts_at > ?3 ORDER BY s.starts_at`,
    )
    .bind(estateId, siteId, new Date().toISOString())
    .all<{ id: number; start: string; end: string; capacity: number; available: number; origin: string | null }>();
  const slots = rows.results.filter((slot) => slot.origin === null || offered.has(slot.start)).map(({ origin: _origin, ...slot }) => slot);
  return c.json({ estateId, slots }, 200);
});

/**
 * Books a place in a slot. The capacity check and the insert are one statement, so two
 * requests racing for the last place cannot both get it: the loser gets 409. A booking sent
 * with an Idempotency-Key is made once: its answer is kept in the same batch (write-keys.ts).
 */
serve(agenda, 'POST /live-agenda/reservation', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const request = await jsonBody(c, appointmentSchema, 'appointment');
  const id = randomToken(18);
  const now = new Date().toISOString();
  const slot = await db
    .prepare('SELECT starts_at, ends_at, origin FROM agenda_slots WHERE id = ?1 AND site_id = ?2')
    .bind(request.slotId, siteId)
    .first<{ starts_at: string; ends_at: string; origin: string | null }>();
  // A slot of viewing hours is booked while the hours still offer it (notice, exceptions); the listing's agent gets the agency's mail too.
  const viewing = slot ? await listingViewing(db, siteId, request.estateId) : null;
  if (slot?.origin === 'hours' && !(await offeredStarts(db, siteId, request.estateId, viewing)).has(slot.starts_at))
    fail(404, 'No such viewing slot for this estate');
  const agent = viewing?.agent?.email ? { agent: { id: viewing.agent.id, name: viewing.agent.name, email: viewing.agent.email } } : {};
  const document = { id, ...request, ...agent, createdAt: now };
  const mailIds = [crypto.randomUUID(), crypto.randomUUID()] as const;
  const answer = { ...document, start: slot?.starts_at, end: slot?.ends_at };
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO appointments (id, site_id, slot_id, document, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5
         WHERE EXISTS (SELECT 1 FROM agenda_slots s WHERE s.id = ?3 AND s.site_id = ?2 AND s.estate_id = ?6 AND s.starts_at > ?5)
           AND (SELECT count(*) FROM appointments a WHERE a.slot_id = ?3 AND a.cancelled_at IS NULL)
             < (SELECT capacity FROM agenda_slots WHERE id = ?3)
           AND ${notYetWritten(2, 7)}`,
      )
      .bind(id, siteId, request.slotId, JSON.stringify(document), now, request.estateId, writeKeyOf(c)),
    // Two mails, only when the appointment was written: the agency's notice and the visitor's confirmation.
    db
      .prepare(
        `INSERT INTO outbox (id, site_id, kind, document, created_at)
         SELECT ?1, ?2, 'appointment', ${withListingSql('?3', '?2')}, ?4 WHERE EXISTS (SELECT 1 FROM appointments WHERE id = ?5)`,
      )
      .bind(mailIds[0], siteId, JSON.stringify(document), now, id),
    db
      .prepare(
        `INSERT INTO outbox (id, site_id, kind, document, created_at)
         SELECT ?1, ?2, 'appointment-confirmation', ?3, ?4 WHERE EXISTS (SELECT 1 FROM appointments WHERE id = ?5)`,
      )
      .bind(mailIds[1], siteId, JSON.stringify(document), now, id),
    ...keepAnswer(c, db, siteId, 201, answer, { sql: 'EXISTS (SELECT 1 FROM appointments WHERE id = ?7)', bind: [id] }),
  ]);
  if (!inserted?.meta.changes) {
    const open = await db
      .prepare('SELECT 1 AS ok FROM agenda_slots WHERE id = ?1 AND site_id = ?2 AND estate_id = ?3 AND starts_at > ?4')
      .bind(request.slotId, siteId, request.estateId, now)
      .first();
    if (!open) fail(404, 'No such viewing slot for this estate');
    fail(409, 'This viewing slot is fully booked');
  }
  await enqueueOutbox(c.env.OUTBOX_QUEUE, mailIds, siteId);
  await countLead(db, siteId, 'viewing', request);
  // Written, so its slot exists (the insert asks for it): start and end are the slot's.
  return c.json(answer as Appointment, 201);
});

/** Cancels an appointment, which frees its place; unknown is a 404, already cancelled a 410. */
serve(agenda, 'DELETE /live-agenda/reservation/:id', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const id = patternParam(c, 'id', APPOINTMENT_ID_PATTERN, 'No such appointment');
  const now = new Date().toISOString();
  const mailId = crypto.randomUUID();
  const [cancelled] = await db.batch([
    db.prepare('UPDATE appointments SET cancelled_at = ?1 WHERE id = ?2 AND site_id = ?3 AND cancelled_at IS NULL').bind(now, id, siteId),
    db
      .prepare(
        `INSERT INTO outbox (id, site_id, kind, document, created_at)
         SELECT ?1, ?2, 'appointment-cancellation',
           ${withListingSql('a.document', '?2', "o.kind = 'appointment' AND json_extract(o.document, '$.id') = a.id")}, ?3
         FROM appointments a WHERE a.id = ?4 AND a.cancelled_at = ?3`,
      )
      .bind(mailId, siteId, now, id),
  ]);
  if (!cancelled?.meta.changes) {
    const known = await db.prepare('SELECT 1 AS ok FROM appointments WHERE id = ?1 AND site_id = ?2').bind(id, siteId).first();
    if (known) fail(410, 'This appointment was already cancelled');
    fail(404, 'No such appointment');
  }
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [mailId], siteId);
  return c.body(null, 204);
});

export { outboxInsert };
