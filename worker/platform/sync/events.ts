import type { D1Database } from '@cloudflare/workers-types';
import type { SyncQueueMessage } from '../../../shared/contract/queue-message';
import type { PlatformBindings } from '../types';
import { logFailure, logNotice } from '../log';
import { delayOf, turnMs } from './pace';

export type { SyncQueueMessage };

/*
 * CRM events on their way through the sync queue (migration 0010): a row per
 * event, and a queue message naming it. The row outlives the message: a send that failed, or
 * a message dead-lettered after its last retry, is sent again by the Cron Trigger
 * (redriveSyncEvents). While an estate has a queued event, another webhook for it adds
 * nothing: the consumer reads the estate as it is when it runs. A webhook's event is paced
 * (sync/pace.ts): it takes its connection's next turn (`due_at`) and its message waits for it.
 */

/** The sync queue and its dead-letter queue start with this name (wrangler.toml, wrangler.platform.toml). */
export const SYNC_QUEUE_NAME = 'agency-sync';

/** A dead or lost event is sent again once it has rested this long. */
export const REDRIVE_AFTER_MS = 15 * 60 * 1000;
/**
 * How a connection's last_error starts when the CRM refused its secret: its events wait (dead,
 * this error kept) without a call to the CRM, the cron leaves them, and a new secret entered
 * with PUT /admin/sites/{id}/connections/{id} sends them again (requeueRejectedEvents).
 */
export const CREDENTIALS_REJECTED = 'credentials rejected';
/** Settled events are deleted after this long. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;
/** Events sent again per cron run. */
const REDRIVE_BATCH = 100;

export interface SyncEventRow {
  id: number;
  site_id: number;
  connection_id: number;
  external_id: string;
  event: string;
  state: 'queued' | 'running' | 'done' | 'dead';
  attempts: number;
  received_at: string;
  last_error: string | null;
  /** A paced event's turn (Unix ms), or null. */
  due_at: number | null;
  /** When the platform gave the event up for good, or null. */
  failed_at: string | null;
}

/**
 * Records an event and sends it to the queue: answers the event's id, whether it was new
 * (false: one for the same estate was already waiting, and carries this one too) and the seconds
 * its message waits for its turn. A `paced` event (a webhook's, a "fetch again") takes its
 * connection's next turn: max(now, the latest turn handed out + one turn).
 */
export async function enqueueSyncEvent(
  env: PlatformBindings,
  event: { siteId: number; connectionId: number; externalId: string; event: string; paced?: boolean },
  now = new Date(),
): Promise<{ id: number; queued: boolean; delaySeconds: number }> {
  const at = now.toISOString();
  const inserted = await env.DB.prepare(
    `INSERT INTO sync_events (site_id, connection_id, external_id, event, state, attempts, received_at, updated_at, due_at)
     VALUES (?1, ?2, ?3, ?4, 'queued', 0, ?5, ?5, CASE WHEN ?6 IS NULL THEN NULL ELSE
       max(?7, coalesce((SELECT max(due_at) FROM sync_events WHERE connection_id = ?2), 0) + ?6) END)
     ON CONFLICT (connection_id, external_id) WHERE state = 'queued' DO NOTHING RETURNING id, due_at`,
  )
    .bind(event.siteId, event.connectionId, event.externalId, event.event, at, event.paced ? turnMs(env) : null, now.getTime())
    .first<{ id: number; due_at: number | null }>();
  if (!inserted) {
    const waiting = await env.DB.prepare("SELECT id FROM sync_events WHERE connection_id = ?1 AND external_id = ?2 AND state = 'queued'")
      .bind(event.connectionId, event.externalId)
      .first<{ id: number }>();
    return { id: waiting?.id ?? 0, queued: false, delaySeconds: 0 };
  }
  const delaySeconds = inserted.due_at === null ? 0 : delayOf(inserted.due_at, env, now.getTime());
  await sendToQueue(env, inserted.id, delaySeconds);
  return { id: inserted.id, queued: true, delaySeconds };
}

/** Sends an event's message (after `delaySeconds`); a failed send leaves the row queued for the cron to send again. */
async function sendToQueue(env: PlatformBindings, id: number, delaySeconds = 0): Promise<boolean> {
  if (!env.SYNC_QUEUE) {
    logFailure('sync', 'no SYNC_QUEUE is bound; the event waits for the cron', `event ${id}`);
    return false;
  }
  try {
    await env.SYNC_QUEUE.send({ syncEventId: id }, delaySeconds > 0 ? { delaySeconds } : undefined);
    return true;
  } catch (error) {
    logFailure('sync: the event could not be queued; the cron sends it again', error instanceof Error ? error.message : String(error), `event ${id}`);
    return false;
  }
}

/** Takes an event for one try: its row (with the try counted), or null when it is gone or done. */
export async function startSyncEvent(db: D1Database, id: number, now = new Date()): Promise<SyncEventRow | null> {
  return db
    .prepare("UPDATE sync_events SET state = 'running', attempts = attempts + 1, updated_at = ?2 WHERE id = ?1 AND state IN ('queued', 'running') RETURNING *")
    .bind(id, now.toISOString())
    .first<SyncEventRow>();
}

/** The event's outcome: done, failed for now (back to queued with the error), or dead. */
export async function settleSyncEvent(db: D1Database, id: number, state: 'done' | 'queued' | 'dead', error: string | null, now = new Date()): Promise<void> {
  // A webhook that came meanwhile may hold the queued place: this try's row then simply ends.
  const next =
    state === 'queued'
      ? `CASE WHEN EXISTS (SELECT 1 FROM sync_events o WHERE o.connection_id = sync_events.connection_id
           AND o.external_id = sync_events.external_id AND o.state = 'queued' AND o.id <> sync_events.id) THEN 'done' ELSE 'queued' END`
      : '?3';
  await db.prepare(`UPDATE sync_events SET state = ${next}, last_error = ?4, updated_at = ?2 WHERE id = ?1`).bind(id, now.toISOString(), state, error).run();
}

/** The platform gives an event up for good (every try failed, or the CRM refused it): settled, and named on the console until a newer event of its listing. */
export async function failSyncEvent(db: D1Database, id: number, error: string, now = new Date()): Promise<void> {
  await db
    .prepare("UPDATE sync_events SET state = 'done', last_error = ?3, failed_at = ?2, updated_at = ?2 WHERE id = ?1")
    .bind(id, now.toISOString(), error)
    .run();
}

/**
 * An event sent to the queue again now (the cron's re-drive, the owner's "retry now"): queued
 * again, or settled when its estate already has a queued event that carries it. Answers 'sent',
 * 'carried' or 'unsent' (the queue refused the message: the cron sends it later).
 */
export async function wakeSyncEvent(env: PlatformBindings, id: number, at = new Date()): Promise<'sent' | 'carried' | 'unsent'> {
  const woken = await env.DB.prepare(
    `UPDATE sync_events SET state = 'queued', updated_at = ?2 WHERE id = ?1
     AND NOT EXISTS (SELECT 1 FROM sync_events o
     WHERE o.connection_id = sync_events.connection_id AND o.external_id = sync_events.external_id AND o.state = 'queued'
     AND o.id <> sync_events.id)`,
  )
    .bind(id, at.toISOString())
    .run();
  if (!woken.meta.changes) {
    await env.DB.prepare("UPDATE sync_events SET state = 'done', updated_at = ?2 WHERE id = ?1").bind(id, at.toISOString()).run();
    return 'carried';
  }
  return (await sendToQueue(env, id)) ? 'sent' : 'unsent';
}

/**
 * The Cron Trigger's part (worker/platform/scheduled.ts): events dead-lettered, or queued or
 * running without news, for REDRIVE_AFTER_MS are sent to the queue again, oldest first.
 * Answers how many were sent.
 */
export async function redriveSyncEvents(env: PlatformBindings, at: Date): Promise<number> {
  const before = new Date(at.getTime() - REDRIVE_AFTER_MS).toISOString();
  const rows = await env.DB.prepare(
    `SELECT id, state FROM sync_events WHERE state IN ('dead', 'queued', 'running') AND updated_at <= ?1 AND (due_at IS NULL OR due_at <= ?4)
     AND connection_id NOT IN (SELECT id FROM connections WHERE substr(last_error, 1, ?2) = ?3) ORDER BY updated_at LIMIT ${REDRIVE_BATCH}`,
  )
    .bind(before, CREDENTIALS_REJECTED.length, CREDENTIALS_REJECTED, at.getTime() - REDRIVE_AFTER_MS)
    .all<{ id: number; state: string }>();
  let sent = 0;
  for (const row of rows.results) if ((await wakeSyncEvent(env, row.id, at)) === 'sent') sent += 1;
  if (rows.results.length > 0) logNotice('sync', `${sent} of ${rows.results.length} waiting events sent to the queue again`);
  // Settled events are kept a while for whoever looks into a sync, then forgotten (the sync log stays).
  await env.DB.prepare("DELETE FROM sync_events WHERE state = 'done' AND updated_at < ?1")
    .bind(new Date(at.getTime() - KEEP_DONE_MS).toISOString())
    .run();
  return sent;
}

/**
 * A connection's new credentials were entered: the events that waited for them (rejected, or
 * recorded while the connection was) are sent to the queue again, one per estate (the
 * consumer reads the estate as it is now); the others of the same estate are settled.
 * Answers how many were sent.
 */
export async function requeueRejectedEvents(env: PlatformBindings, connectionId: number, at = new Date()): Promise<number> {
  const waiting = `connection_id = ?1 AND state = 'dead' AND substr(last_error, 1, ?2) = ?3`;
  const rows = await env.DB.prepare(
    `SELECT max(id) AS id FROM sync_events e WHERE ${waiting}
     AND NOT EXISTS (SELECT 1 FROM sync_events o WHERE o.connection_id = e.connection_id AND o.external_id = e.external_id AND o.state = 'queued')
     GROUP BY external_id`,
  )
    .bind(connectionId, CREDENTIALS_REJECTED.length, CREDENTIALS_REJECTED)
    .all<{ id: number }>();
  const now = at.toISOString();
  await env.DB.batch([
    ...rows.results.map((row) => env.DB.prepare("UPDATE sync_events SET state = 'queued', updated_at = ?2 WHERE id = ?1").bind(row.id, now)),
    env.DB.prepare(`UPDATE sync_events SET state = 'done', updated_at = ?4 WHERE ${waiting}`).bind(
      connectionId,
      CREDENTIALS_REJECTED.length,
      CREDENTIALS_REJECTED,
      now,
    ),
  ]);
  let sent = 0;
  for (const row of rows.results) if (await sendToQueue(env, row.id)) sent += 1;
  return sent;
}
