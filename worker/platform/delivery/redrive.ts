import { LEAD_OUTBOX_KINDS } from '../../../shared/contract/site-input';
import type { D1Database } from '@cloudflare/workers-types';
import { CRM_KINDS } from '../crm/crms';
import { allDatabases } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { enqueueOutbox } from './queue-message';
import { logNotice } from '../log';

/** A lead dead-lettered because its CRM was down is sent again once it has rested this long. */
export const LEAD_REDRIVE_AFTER_MS = 15 * 60_000;
/**
 * Times a lead is re-driven before it is left failed. A round is six tries over about an hour
 * of backoff (OUTBOX_RETRY_BASE_SECONDS 60: 1, 2, 4, 8, 16, 32 minutes) plus 15 minutes of
 * rest and up to 5 to the next cron run: 24 rounds cover a CRM outage of about a day and a half.
 */
export const MAX_LEAD_REDRIVES = 24;
const REDRIVE_BATCH = 100;

/**
 * The Cron Trigger's part (scheduled.ts): lead rows that failed (dead-lettered after the last
 * retry) while their CRM had not taken them (`crm` not in delivered_to) are pending again and
 * sent to the queue, LEAD_REDRIVE_AFTER_MS after they failed, at most MAX_LEAD_REDRIVES times
 * (the row's `redrives`). The destinations that took the row already are not sent again, and
 * the CRM state on the row keeps a retry from making a second contact. Answers how many the
 * queue took. The sites with a CRM connection are read from the directory (DB), their leads
 * from every database, one after the other.
 */
export async function redriveFailedLeads(env: PlatformBindings, at: Date): Promise<number> {
  const { results } = await env.DB.prepare('SELECT DISTINCT site_id FROM connections WHERE kind IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(CRM_KINDS))
    .all<{ site_id: number }>();
  if (results.length === 0) return 0;
  const sites = JSON.stringify(results.map((row) => row.site_id));
  let sent = 0;
  for (const { db } of allDatabases(env)) sent += await redriveIn(env, db, sites, at);
  return sent;
}

async function redriveIn(env: PlatformBindings, db: D1Database, sites: string, at: Date): Promise<number> {
  const rows = await db
    .prepare(
      `SELECT id, site_id FROM outbox WHERE status = 'failed' AND updated_at <= ?1 AND redrives < ?2
         AND kind IN (SELECT value FROM json_each(?3))
         AND NOT EXISTS (SELECT 1 FROM json_each(outbox.delivered_to) WHERE value = 'crm')
         AND site_id IN (SELECT value FROM json_each(?5))
       ORDER BY updated_at LIMIT ?4`,
    )
    .bind(new Date(at.getTime() - LEAD_REDRIVE_AFTER_MS).toISOString(), MAX_LEAD_REDRIVES, JSON.stringify(LEAD_OUTBOX_KINDS), REDRIVE_BATCH, sites)
    .all<{ id: string; site_id: number | null }>();
  const ids = rows.results.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db
    .prepare(
      `UPDATE outbox SET status = 'pending', redrives = redrives + 1, updated_at = ?1 WHERE status = 'failed' AND id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(at.toISOString(), JSON.stringify(ids))
    .run();
  // A row the queue did not take stays pending: the re-send of pending rows (resend.ts) brings it.
  const sent = await enqueueOutbox(env.OUTBOX_QUEUE, rows.results);
  logNotice('outbox', `${sent} of ${ids.length} leads whose CRM was down sent to the queue again`);
  return sent;
}
