import type { Message, MessageBatch } from '@cloudflare/workers-types';
import { retryBaseSeconds, retryDelaySeconds } from '../delivery/backoff';
import { recordSync } from '../connections/sync-log';
import { CrmError, describeFailure } from '../crm/crm-error';
import type { EventTry } from '../crm/crm';
import { crmOf } from '../crm/crms';
import type { PlatformBindings } from '../types';
import { CREDENTIALS_REJECTED, failSyncEvent, REDRIVE_AFTER_MS, settleSyncEvent, startSyncEvent, type SyncQueueMessage } from './events';
import { failImport, IMPORT_EVENT, runImportPage } from './imports';
import type { ConnectionRow as FullConnectionRow } from '../connections/row';
import { logFailure } from '../log';

/** Retries before a message goes to the dead-letter queue: max_retries of the sync consumer in both wrangler configs. */
export const SYNC_MAX_RETRIES = 5;

/**
 * Times the cron sends a dead event again before giving it up. One round is six tries over
 * about 31 minutes of backoff (1, 2, 4, 8, 16 minutes) plus REDRIVE_AFTER_MS (15 minutes) of
 * rest and up to 5 minutes to the next cron run: about 50 minutes. 30 rounds cover a CRM
 * outage of about a day; after that the event is settled with its last error in the sync log.
 */
export const MAX_REDRIVES = 30;
/** An event's tries in all (its first round and every re-drive) before it is given up. */
export const MAX_EVENT_TRIES = (SYNC_MAX_RETRIES + 1) * (MAX_REDRIVES + 1);

const noCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0 };

type ConnectionRow = Pick<FullConnectionRow, 'id' | 'site_id' | 'kind' | 'settings' | 'secret' | 'last_error'>;

async function runEvent(env: PlatformBindings, id: number, message: Message<unknown>, baseSeconds: number): Promise<void> {
  const startedAt = new Date().toISOString();
  const event = await startSyncEvent(env.DB, id);
  if (!event) return message.ack();
  const connection = await env.DB.prepare('SELECT id, site_id, kind, settings, secret, last_error FROM connections WHERE id = ?1')
    .bind(event.connection_id)
    .first<ConnectionRow>();
  const webhook = connection && crmOf(connection.kind)?.webhook;
  // A page of an initial import (sync/imports.ts), or a webhook's event.
  const importing = event.event === IMPORT_EVENT;
  if (!connection || !(importing || webhook)) {
    await settleSyncEvent(env.DB, id, 'done', 'the connection is gone');
    return message.ack();
  }
  // The CRM refused the secret: the event waits for the new one (PUT …/connections/{id}), the CRM is not asked.
  if (connection.last_error?.startsWith(CREDENTIALS_REJECTED)) {
    if (importing) await failImport(env, event, connection.last_error);
    await settleSyncEvent(env.DB, id, 'dead', connection.last_error);
    return message.ack();
  }
  const log = (counts: typeof noCounts, refusals: Parameters<typeof recordSync>[1]['refusals'], error: string | null) =>
    recordSync(env.DB, { siteId: connection.site_id, connectionId: connection.id, kind: connection.kind, startedAt, counts, refusals, error });
  const retry = (reason: string, delaySeconds: number) => settleSyncEvent(env.DB, id, 'queued', reason).then(() => message.retry({ delaySeconds }));
  const backoffSeconds = retryDelaySeconds(message.attempts, baseSeconds);
  try {
    const attempt: EventTry = { attempts: message.attempts, last: message.attempts > SYNC_MAX_RETRIES, again: event.attempts > 1, backoffSeconds };
    const outcome = importing ? await runImportPage(env, connection, event, attempt) : await webhook!.sync(env, connection, event.external_id, attempt);
    if (!outcome) {
      await settleSyncEvent(env.DB, id, 'done', null);
      return message.ack();
    }
    await log(outcome.counts, outcome.refusals, outcome.error);
    if (outcome.retry) return retry(outcome.retry.reason, outcome.retry.delaySeconds);
    await settleSyncEvent(env.DB, id, 'done', outcome.error);
    return message.ack();
  } catch (error) {
    const reason = describeFailure(error);
    const retryable = !(error instanceof CrmError) || error.retryable;
    if (retryable) {
      if (!(error instanceof CrmError)) logFailure('sync: event failed, retrying', error, `event ${id}`);
      const waitSeconds = error instanceof CrmError ? (error.retryAfterSeconds ?? 0) : 0;
      return retry(reason, Math.max(waitSeconds, backoffSeconds));
    }
    // Credentials rejected, refused, a bad answer: a retry would send the same; the log says why.
    // An event whose credentials were rejected waits for the new secret (requeueRejectedEvents);
    // any other is given up, and the console names it with "fetch again".
    await log(noCounts, [], reason);
    if (importing) await failImport(env, event, reason);
    if (error instanceof CrmError && error.kind === 'credentials-rejected') await settleSyncEvent(env.DB, id, 'dead', reason);
    else await failSyncEvent(env.DB, id, reason);
    return message.ack();
  }
}

/**
 * A message that used its last retry: the event waits for the cron, or after MAX_EVENT_TRIES is
 * settled for good; the log and the connection say why.
 */
async function deadLetter(env: PlatformBindings, id: number): Promise<void> {
  const event = await env.DB.prepare(
    `SELECT e.attempts, e.last_error, e.site_id, e.connection_id, c.kind FROM sync_events e JOIN connections c ON c.id = e.connection_id
     WHERE e.id = ?1 AND e.state <> 'done'`,
  )
    .bind(id)
    .first<{ attempts: number; last_error: string | null; site_id: number; connection_id: number; kind: string }>();
  if (!event) return;
  const final = event.attempts >= MAX_EVENT_TRIES;
  const next = final
    ? 'not sent again ("fetch again" on the console\'s CRM screen, or a new webhook of the estate, syncs it)'
    : `sent again by the cron in ${REDRIVE_AFTER_MS / 60_000} minutes`;
  const error = `gave up after ${event.attempts} tries, ${next}: ${event.last_error ?? 'unknown error'}`;
  if (final) await failSyncEvent(env.DB, id, event.last_error ?? 'unknown error');
  else await settleSyncEvent(env.DB, id, 'dead', event.last_error);
  await recordSync(env.DB, {
    siteId: event.site_id,
    connectionId: event.connection_id,
    kind: event.kind,
    startedAt: new Date().toISOString(),
    counts: noCounts,
    refusals: [],
    error,
  });
}

/**
 * The sync queue's consumer (agency-sync, and agency-sync-dlq for what used its last retry):
 * each message names a sync event (sync/events.ts), which its connection's CRM syncs (its
 * webhook's `sync`, crm/crm.ts), or a page of an initial import (sync/imports.ts). A CRM that is down, slow or rate limited
 * is retried with backoff (SYNC_RETRY_BASE_SECONDS doubled per try, at least the CRM's
 * Retry-After), then dead-lettered; the Cron Trigger sends dead events again later, MAX_REDRIVES times.
 */
export async function consumeSync(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  const deadLetters = batch.queue.endsWith('-dlq');
  const base = retryBaseSeconds(env.SYNC_RETRY_BASE_SECONDS);
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = (message.body as Partial<SyncQueueMessage> | null)?.syncEventId;
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
        logFailure('sync', 'a queue message without a sync event id', `${batch.queue} ${message.id}`);
        return message.ack();
      }
      try {
        if (deadLetters) await deadLetter(env, id);
        else return await runEvent(env, id, message, base);
        message.ack();
      } catch (error) {
        logFailure('sync: the event could not be settled, retrying', error, `event ${id}`);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts, base) });
      }
    }),
  );
}
