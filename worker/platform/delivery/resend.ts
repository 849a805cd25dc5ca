import type { D1Database } from '@cloudflare/workers-types';
import { allDatabases } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { enqueueOutbox } from './queue-message';
import { logNotice } from '../log';

/** A row no delivery has touched for this long is sent to the queue again. */
export const RESEND_AFTER_MS = 5 * 60_000;
/** A row still pending this long after its last try has lost its queue message: sent again too. */
export const STALE_AFTER_MS = 24 * 60 * 60_000;
const RESEND_LIMIT = 500;

/**
 * The Cron Trigger (wrangler.platform.toml [triggers]): sends pending rows to the queue
 * again when the queue never took them (no try after RESEND_AFTER_MS) or lost them (no try
 * for STALE_AFTER_MS), oldest first. A re-sent row waits RESEND_AFTER_MS before the next
 * re-send. A duplicate message is harmless: a row is delivered once per destination.
 * Answers how many rows the queue took. Every database's outbox, one after the other.
 */
export async function resendPendingOutbox(env: PlatformBindings, now = new Date()): Promise<number> {
  let sent = 0;
  for (const { db } of allDatabases(env)) sent += await resendIn(env, db, now);
  return sent;
}

async function resendIn(env: PlatformBindings, db: D1Database, now: Date): Promise<number> {
  const rows = await db
    .prepare(
      `SELECT id, site_id FROM outbox WHERE status = 'pending'
         AND ((attempts = 0 AND COALESCE(updated_at, created_at) < ?1) OR COALESCE(updated_at, created_at) < ?2)
       ORDER BY created_at LIMIT ?3`,
    )
    .bind(new Date(now.getTime() - RESEND_AFTER_MS).toISOString(), new Date(now.getTime() - STALE_AFTER_MS).toISOString(), RESEND_LIMIT)
    .all<{ id: string; site_id: number | null }>();
  const ids = rows.results.map((row) => row.id);
  const sent = await enqueueOutbox(env.OUTBOX_QUEUE, rows.results);
  if (sent > 0) {
    await db
      .prepare('UPDATE outbox SET updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))')
      .bind(now.toISOString(), JSON.stringify(ids.slice(0, sent)))
      .run();
  }
  if (ids.length > 0) logNotice('outbox', `${sent} of ${ids.length} pending rows sent to the queue again`);
  return sent;
}
