import type { Message, MessageBatch } from '@cloudflare/workers-types';
import { retryBaseSeconds, retryDelaySeconds } from '../delivery/backoff';
import { recordSync } from '../ingest/sync-log';
import { CrmError } from '../providers/crm-error';
import { syncSweepBrightEstate } from '../providers/sweepbright/sync';
import type { PlatformBindings } from '../types';
import { CREDENTIALS_REJECTED, REDRIVE_AFTER_MS, settleSyncEvent, startSyncEvent, type SyncQueueMessage } from './events';
import type { ConnectionRow as FullConnectionRow } from '../connection-row';

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

/** Tries of an event whose files could not all be copied. */
const MAX_FILE_TRIES = 3;

const noCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0 };

/** What a failure means in the sync log and on the connection (docs/crm-connectors.md). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof CrmError)) return `sync failed: ${error instanceof Error ? error.message : String(error)}`;
  const detail = error.detail ? ` (${error.detail.slice(0, 200)})` : '';
  switch (error.kind) {
    case 'credentials-rejected':
      return `credentials rejected: ${error.message}${detail}`;
    case 'rate-limited':
      return `rate limited: ${error.message}${error.retryAfterSeconds === undefined ? '' : `, retry after ${error.retryAfterSeconds} s`}`;
    case 'unavailable':
    case 'timeout':
      return `CRM down: ${error.message}`;
    default:
      return `${error.message}${detail}`;
  }
}

type ConnectionRow = Pick<FullConnectionRow, 'id' | 'site_id' | 'kind' | 'settings' | 'secret' | 'last_error'>;

async function runEvent(env: PlatformBindings, id: number, message: Message<unknown>, baseSeconds: number): Promise<void> {
  const startedAt = new Date().toISOString();
  const event = await startSyncEvent(env.DB, id);
  if (!event) return message.ack();
  const connection = await env.DB.prepare('SELECT id, site_id, kind, settings, secret, last_error FROM connections WHERE id = ?1').bind(event.connection_id).first<ConnectionRow>();
  if (!connection || connection.kind !== 'sweepbright') {
    await settleSyncEvent(env.DB, id, 'done', 'the connection is gone');
    return message.ack();
  }
  // SweepBright refused the secret: the event waits for the new one (PUT …/connections/{id}), SweepBright is not asked.
  if (connection.last_error?.startsWith(CREDENTIALS_REJECTED)) {
    await settleSyncEvent(env.DB, id, 'dead', connection.last_error);
    return message.ack();
  }
  const log = (counts: typeof noCounts, refusals: Parameters<typeof recordSync>[1]['refusals'], error: string | null) =>
    recordSync(env.DB, { siteId: connection.site_id, connectionId: connection.id, kind: connection.kind, startedAt, counts, refusals, error });
  const last = message.attempts > SYNC_MAX_RETRIES;
  const retry = (reason: string, delaySeconds: number) =>
    settleSyncEvent(env.DB, id, 'queued', reason).then(() => message.retry({ delaySeconds }));
  try {
    const outcome = await syncSweepBrightEstate(env, connection, event.external_id, event.attempts > 1);
    const urlError = outcome.urlNotReported ? `public URL not reported yet: ${describeFailure(outcome.urlNotReported)}` : null;
    await log(outcome.counts, outcome.refusals, urlError);
    if (!last && urlError) return retry(urlError, Math.max(outcome.urlNotReported?.retryAfterSeconds ?? 0, retryDelaySeconds(message.attempts, baseSeconds)));
    // Files whose address had expired: the next fetch hands out fresh addresses (a few tries:
    // a file SweepBright cannot serve at all must not cost every event six fetches).
    if (message.attempts < MAX_FILE_TRIES && outcome.missingFiles > 0) return retry(`${outcome.missingFiles} files not copied yet`, retryDelaySeconds(message.attempts, baseSeconds));
    await settleSyncEvent(env.DB, id, 'done', urlError);
    return message.ack();
  } catch (error) {
    const reason = describeFailure(error);
    const retryable = !(error instanceof CrmError) || error.retryable;
    if (retryable) {
      if (!(error instanceof CrmError)) console.error('sync: event failed, retrying', id, error);
      const waitSeconds = error instanceof CrmError ? (error.retryAfterSeconds ?? 0) : 0;
      return retry(reason, Math.max(waitSeconds, retryDelaySeconds(message.attempts, baseSeconds)));
    }
    // Credentials rejected, refused, a bad answer: a retry would send the same; the log says why.
    // An event whose credentials were rejected waits for the new secret (requeueRejectedEvents).
    await log(noCounts, [], reason);
    await settleSyncEvent(env.DB, id, error instanceof CrmError && error.kind === 'credentials-rejected' ? 'dead' : 'done', reason);
    return message.ack();
  }
}

/**
 * A message that used its last retry: the event waits for the cron, or after MAX_EVENT_TRIES is
 * settled for good; the log and the connection say why.
 */
async function deadLetter(env: PlatformBindings, id: number): Promise<void> {
  const event = await env.DB.prepare('SELECT e.attempts, e.last_error, e.site_id, e.connection_id, c.kind FROM sync_events e JOIN connections c ON c.id = e.connection_id WHERE e.id = ?1 AND e.state <> \'done\'')
    .bind(id)
    .first<{ attempts: number; last_error: string | null; site_id: number; connection_id: number; kind: string }>();
  if (!event) return;
  const final = event.attempts >= MAX_EVENT_TRIES;
  const next = final ? 'not sent again (a new webhook for the estate syncs it)' : `sent again by the cron in ${REDRIVE_AFTER_MS / 60_000} minutes`;
  const error = `gave up after ${event.attempts} tries, ${next}: ${event.last_error ?? 'unknown error'}`;
  await settleSyncEvent(env.DB, id, final ? 'done' : 'dead', event.last_error);
  await recordSync(env.DB, { siteId: event.site_id, connectionId: event.connection_id, kind: event.kind, startedAt: new Date().toISOString(), counts: noCounts, refusals: [], error });
}

/**
 * The sync queue's consumer (agency-sync, and agency-sync-dlq for what used its last retry):
 * each message names a sync event (sync/events.ts). A CRM that is down, slow or rate limited
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
        console.error('sync: a queue message without a sync event id', batch.queue, message.id);
        return message.ack();
      }
      try {
        if (deadLetters) await deadLetter(env, id);
        else return await runEvent(env, id, message, base);
        message.ack();
      } catch (error) {
        console.error('sync: the event could not be settled, retrying', id, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts, base) });
      }
    }),
  );
}
