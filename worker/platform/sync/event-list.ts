import { brusselsDate } from '../../../shared/format/brussels-time';
import { type ConsoleSyncEvent, type ConsoleSyncEvents, SYNC_DAYS, SYNC_EVENTS_SHOWN } from '../../../shared/contract/console-crm-sync';
import type { PlatformBindings } from '../types';
import { enqueueSyncEvent, type SyncEventRow, wakeSyncEvent } from './events';
import { IMPORT_EVENT, readPageKey } from './imports';

/*
 * A connection's sync events as its owner sees them on the console's CRM screen, and "retry
 * now". Waiting: queued or being tried, no failure yet; retried: a try failed, the queue tries
 * again after its backoff; dead: the queue's last retry failed (the cron sends it again after
 * REDRIVE_AFTER_MS) or the CRM refused the credentials (it waits for new ones). Retry now sends
 * a retried or dead event to the queue at once, as the cron's re-drive would. Not taken: a
 * webhook's event the platform gave up for good (every try failed, or the CRM refused it) and
 * no newer event of its listing came since; "fetch again" queues a new event of the listing,
 * at the connection's pace.
 */

/** A webhook's event given up for good, with no newer event of its listing (alias `e`). */
const NOT_TAKEN = `e.failed_at IS NOT NULL AND e.event <> '${IMPORT_EVENT}'
  AND NOT EXISTS (SELECT 1 FROM sync_events o WHERE o.connection_id = e.connection_id AND o.external_id = e.external_id AND o.id > e.id)`;

/** Events "retry now" takes: dead ones, and those waiting for their next try after a failure. */
const RETRYABLE = "(state = 'dead' OR (state = 'queued' AND last_error IS NOT NULL))";
/** At most this many events sent again by one "retry all". */
const RETRY_ALL_MAX = 500;

const CLASS = "CASE WHEN state = 'dead' THEN 'dead' WHEN last_error IS NULL THEN 'waiting' ELSE 'retried' END";

type Row = Pick<SyncEventRow, 'id' | 'event' | 'external_id' | 'attempts' | 'received_at' | 'last_error'> & {
  state: ConsoleSyncEvent['state'];
  updated_at: string;
  class: 'waiting' | 'retried' | 'dead';
};

const shown = (row: Row): ConsoleSyncEvent => {
  const page = row.event === IMPORT_EVENT ? readPageKey(row.external_id) : null;
  return {
    id: row.id,
    event: row.event,
    externalId: row.external_id,
    importFrom: page ? page.offset + 1 : null,
    state: row.state,
    attempts: row.attempts,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
    lastError: row.last_error,
  };
};

/** The connections' events not settled (the oldest SYNC_EVENTS_SHOWN of each kind) and their counts per day, by connection. */
export async function syncEventsOf(env: PlatformBindings, connectionIds: readonly number[], now = new Date()): Promise<Map<number, ConsoleSyncEvents>> {
  const found = new Map<number, ConsoleSyncEvents>();
  if (connectionIds.length === 0) return found;
  const ids = JSON.stringify(connectionIds);
  const since = new Date(now.getTime() - (SYNC_DAYS + 1) * 24 * 60 * 60 * 1000).toISOString();
  const [open, counts, hours, failed, failedCounts] = await env.DB.batch([
    env.DB.prepare(
      `SELECT * FROM (SELECT id, connection_id, event, external_id, state, attempts, received_at, updated_at, last_error, ${CLASS} AS class,
         row_number() OVER (PARTITION BY connection_id, ${CLASS} ORDER BY received_at, id) AS n
       FROM sync_events WHERE connection_id IN (SELECT value FROM json_each(?1)) AND state <> 'done') WHERE n <= ${SYNC_EVENTS_SHOWN} ORDER BY received_at, id`,
    ).bind(ids),
    env.DB.prepare(
      `SELECT connection_id, ${CLASS} AS class, count(*) AS n FROM sync_events
       WHERE connection_id IN (SELECT value FROM json_each(?1)) AND state <> 'done' GROUP BY connection_id, class`,
    ).bind(ids),
    env.DB.prepare(
      `SELECT connection_id, substr(received_at, 1, 13) AS hour, count(*) AS received,
       sum(state = 'done' AND last_error IS NULL) AS done, sum(attempts > 1) AS retried, sum(state = 'dead') AS dead
       FROM sync_events WHERE connection_id IN (SELECT value FROM json_each(?1)) AND received_at >= ?2 GROUP BY connection_id, hour`,
    ).bind(ids, since),
    env.DB.prepare(
      `SELECT * FROM (SELECT id, connection_id, event, external_id, state, attempts, received_at, updated_at, last_error,
         row_number() OVER (PARTITION BY connection_id ORDER BY failed_at DESC, id DESC) AS n
       FROM sync_events e WHERE connection_id IN (SELECT value FROM json_each(?1)) AND ${NOT_TAKEN}) WHERE n <= ${SYNC_EVENTS_SHOWN} ORDER BY n`,
    ).bind(ids),
    env.DB.prepare(
      `SELECT connection_id, count(*) AS n FROM sync_events e WHERE connection_id IN (SELECT value FROM json_each(?1)) AND ${NOT_TAKEN} GROUP BY connection_id`,
    ).bind(ids),
  ]);
  const of = (id: number) => {
    let events = found.get(id);
    if (!events)
      found.set(id, (events = { waiting: [], retried: [], dead: [], notTaken: [], counts: { waiting: 0, retried: 0, dead: 0, notTaken: 0 }, days: [] }));
    return events;
  };
  for (const id of connectionIds) of(id);
  for (const row of open!.results as (Row & { connection_id: number })[]) of(row.connection_id)[row.class].push(shown(row));
  for (const row of counts!.results as { connection_id: number; class: Row['class']; n: number }[]) of(row.connection_id).counts[row.class] = row.n;
  for (const row of failed!.results as (Row & { connection_id: number })[]) of(row.connection_id).notTaken.push(shown(row));
  for (const row of failedCounts!.results as { connection_id: number; n: number }[]) of(row.connection_id).counts.notTaken = row.n;
  const first = brusselsDate(new Date(now.getTime() - (SYNC_DAYS - 1) * 24 * 60 * 60 * 1000));
  for (const row of hours!.results as { connection_id: number; hour: string; received: number; done: number; retried: number; dead: number }[]) {
    const day = brusselsDate(`${row.hour}:00:00Z`);
    if (day < first) continue;
    const days = of(row.connection_id).days;
    const entry = days.find((one) => one.day === day) ?? days[days.push({ day, received: 0, done: 0, retried: 0, dead: 0 }) - 1]!;
    entry.received += row.received;
    entry.done += row.done;
    entry.retried += row.retried;
    entry.dead += row.dead;
  }
  for (const events of found.values()) events.days.sort((a, b) => b.day.localeCompare(a.day));
  return found;
}

/** "Retry now" of one event of the connection: answers whether it was sent again, or null when the connection has no such event to retry. */
export async function retryEventNow(env: PlatformBindings, connectionId: number, eventId: number): Promise<number | null> {
  const row = await env.DB.prepare(`SELECT id FROM sync_events WHERE id = ?1 AND connection_id = ?2 AND ${RETRYABLE}`)
    .bind(eventId, connectionId)
    .first<{ id: number }>();
  if (!row) return null;
  return (await wakeSyncEvent(env, row.id)) === 'sent' ? 1 : 0;
}

/** "Retry all": every dead or retried event of the connection sent to the queue again, oldest first; answers how many were sent. */
export async function retryAllNow(env: PlatformBindings, connectionId: number): Promise<number> {
  const rows = await env.DB.prepare(`SELECT id FROM sync_events WHERE connection_id = ?1 AND ${RETRYABLE} ORDER BY received_at, id LIMIT ${RETRY_ALL_MAX}`)
    .bind(connectionId)
    .all<{ id: number }>();
  let sent = 0;
  for (const row of rows.results) if ((await wakeSyncEvent(env, row.id)) === 'sent') sent += 1;
  return sent;
}

/** The connection's not-taken events (all, or the one named), oldest first, at most RETRY_ALL_MAX. */
function notTakenOf(env: PlatformBindings, connectionId: number, eventId: number | null) {
  return env.DB.prepare(
    `SELECT id, site_id, external_id, event FROM sync_events e WHERE connection_id = ?1 AND (?2 IS NULL OR id = ?2) AND ${NOT_TAKEN} ORDER BY id
     LIMIT ${RETRY_ALL_MAX}`,
  )
    .bind(connectionId, eventId)
    .all<Pick<SyncEventRow, 'id' | 'site_id' | 'external_id' | 'event'>>();
}

/**
 * "Fetch again" of the connection's events the platform could not take (the one named, or all):
 * each listing's new event is queued at the connection's pace, and the one given up leaves the
 * list. Answers how many were queued, or null when the event named is no such event of the
 * connection (another agency's, one taken since).
 */
export async function fetchAgain(env: PlatformBindings, connectionId: number, eventId: number | null): Promise<number | null> {
  const rows = (await notTakenOf(env, connectionId, eventId)).results;
  if (eventId !== null && rows.length === 0) return null;
  const now = new Date();
  for (const row of rows) await enqueueSyncEvent(env, { siteId: row.site_id, connectionId, externalId: row.external_id, event: row.event, paced: true }, now);
  return rows.length;
}
