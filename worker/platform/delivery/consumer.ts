import type { MessageBatch } from '@cloudflare/workers-types';
import type { PlatformBindings } from '../types';
import { retryBaseSeconds, retryDelaySeconds } from './backoff';
import { deliverOutboxRow, markUndeliverable } from './deliver';
import { siteDb } from '../databases/site-db';
import { outboxIdOf, outboxSiteOf } from './queue-message';
import { logFailure, logWarning } from '../log';

/** The dead-letter queue is the delivery queue's name with this suffix (wrangler.platform.toml). */
export const DEAD_LETTER_SUFFIX = '-dlq';

/**
 * The queue consumer (wrangler.platform.toml [[queues.consumers]]): each message names an
 * outbox row, delivered by deliverOutboxRow and acknowledged once done; a failed try is
 * retried with backoff, and after max_retries the queue moves it to the dead-letter queue,
 * whose messages mark their rows failed (and mail a lead its CRM did not take to the agency).
 */
export async function consumeOutbox(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  const deadLetters = batch.queue.endsWith(DEAD_LETTER_SUFFIX);
  const base = retryBaseSeconds(env.OUTBOX_RETRY_BASE_SECONDS);
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = outboxIdOf(message.body);
      if (!id) {
        logFailure('outbox', 'a queue message without an outbox id', `${batch.queue} ${message.id}`);
        message.ack();
        return;
      }
      try {
        const siteId = outboxSiteOf(message.body);
        const db = siteId === undefined ? env.DB : await siteDb(env, siteId);
        if (deadLetters) {
          await markUndeliverable(env, db, id);
          message.ack();
          return;
        }
        const outcome = await deliverOutboxRow(env, id, new Date(), db);
        if (outcome.done) {
          message.ack();
          return;
        }
        if (outcome.error) logWarning('outbox: delivery failed, retrying', outcome.error, id);
        // The backoff, but never sooner than the CRM's Retry-After.
        const backoff = Math.max(retryDelaySeconds(message.attempts, base), outcome.retryAfterSeconds ?? 0);
        const delaySeconds = outcome.waitSeconds ?? backoff;
        message.retry({ delaySeconds });
        // The console's leads inbox says when the next try is (the failure delivery kept on the row).
        if (outcome.error)
          await db
            .prepare(`UPDATE outbox SET failure = json_set(failure, '$.nextTryAt', ?2) WHERE id = ?1 AND failure IS NOT NULL`)
            .bind(id, new Date(Date.now() + delaySeconds * 1000).toISOString())
            .run();
      } catch (error) {
        logFailure('outbox: delivery broke off, retrying', error, id);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts, base) });
      }
    }),
  );
}
