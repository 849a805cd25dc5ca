import type { Queue } from '@cloudflare/workers-types';
import type { OutboxQueueMessage } from '../../../shared/contract/queue-message';
import { logFailure, logWarning } from '../log';

/** Queues take at most 100 messages in one sendBatch call. */
const SEND_BATCH_LIMIT = 100;

/** The outbox row id a queue message carries, or undefined for anything else. */
export function outboxIdOf(body: unknown): string | undefined {
  const id = (body as Partial<OutboxQueueMessage> | null)?.outboxId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
}

/** The site a queue message names (its row is in that site's database), or undefined: DB's row. */
export function outboxSiteOf(body: unknown): number | undefined {
  const siteId = (body as Partial<OutboxQueueMessage> | null)?.siteId;
  return Number.isSafeInteger(siteId) && (siteId as number) > 0 ? siteId : undefined;
}

/**
 * Sends outbox rows to the delivery queue, after they were written. It never
 * throws: when the queue refuses or is not bound, the rows stay pending and the Cron Trigger
 * sends them again (resendPendingOutbox). Answers how many ids the queue took. Each message
 * names the row's site (`siteId`, or each row's own): the consumer finds the row in its database.
 * @example await enqueueOutbox(c.env.OUTBOX_QUEUE, [id], siteId)
 */
export async function enqueueOutbox(
  queue: Queue<OutboxQueueMessage> | undefined,
  rows: readonly string[] | readonly { id: string; site_id: number | null }[],
  siteId?: number,
): Promise<number> {
  if (rows.length === 0) return 0;
  const messages = rows.map((row): OutboxQueueMessage => {
    const site = typeof row === 'string' ? siteId : (row.site_id ?? undefined);
    return { outboxId: typeof row === 'string' ? row : row.id, ...(site ? { siteId: site } : {}) };
  });
  const ids = messages.map((message) => message.outboxId);
  if (!queue) {
    logWarning('outbox', 'no OUTBOX_QUEUE binding; rows stay pending', ids.join(' '));
    return 0;
  }
  let sent = 0;
  try {
    for (let start = 0; start < ids.length; start += SEND_BATCH_LIMIT) {
      const chunk = messages.slice(start, start + SEND_BATCH_LIMIT);
      await queue.sendBatch(chunk.map((body) => ({ body })));
      sent += chunk.length;
    }
  } catch (error) {
    logFailure('outbox: the queue refused; the Cron Trigger sends these again', error, ids.slice(sent).join(' '));
  }
  return sent;
}
