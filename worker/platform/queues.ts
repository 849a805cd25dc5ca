import type { MessageBatch } from '@cloudflare/workers-types';
import { consumeOutbox } from './delivery/consumer';
import { SYNC_QUEUE_NAME } from './sync/events';
import { consumeSync } from './sync/consumer';
import type { PlatformBindings } from './types';

/** The platform's queue consumers by queue: the sync queue's (and its dead letters'), else the outbox's. */
export function consumeQueue(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  return batch.queue.startsWith(SYNC_QUEUE_NAME) ? consumeSync(batch, env) : consumeOutbox(batch, env);
}
