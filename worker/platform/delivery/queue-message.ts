import type { Queue } from '@cloudflare/workers-types';
import type { OutboxQueueMessage } from '../../../shared/platform-api/queue-message';

/** Queues take at most 100 messages in one sendBatch call. */
const SEND_BATCH_LIMIT = 100;

/** The outbox row id a queue message carries, or undefined for anything else. */
export function outboxIdOf(body: unknown): string | undefined {
  const id = (body as Partial<OutboxQueueMessage> | null)?.outboxId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
}

/**
 * Sends outbox rows to the delivery queue (DESIGN.md §7), after they were written. It never
 * throws: when the queue refuses or is not bound, the rows stay pending and the Cron Trigger
 * sends them again (resendPendingOutbox). Answers how many ids the queue took.
 * @example await enqueueOutbox(c.env.OUTBOX_QUEUE, [id])
 */
export async function enqueueOutbox(queue: Queue<OutboxQueueMessage> | undefined, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  if (!queue) {
    console.warn('outbox: no OUTBOX_QUEUE binding; rows stay pending', ids);
    return 0;
  }
  let sent = 0;
  try {
    for (let start = 0; start < ids.length; start += SEND_BATCH_LIMIT) {
      const chunk = ids.slice(start, start + SEND_BATCH_LIMIT);
      await queue.sendBatch(chunk.map((outboxId) => ({ body: { outboxId } })));
      sent += chunk.length;
    }
  } catch (error) {
    console.error('outbox: the queue refused; the Cron Trigger sends these again', ids.slice(sent), error);
  }
  return sent;
}
