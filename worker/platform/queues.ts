import type { MessageBatch } from '@cloudflare/workers-types';
import { consumeOutbox } from './delivery/consumer';
import { consumeLeads, LEAD_QUEUE_NAME, type PlatformApp } from './leads/queued';
import { loadMailWords, MAIL_WORDS_RETRY_AFTER_S } from './delivery/mail-words';
import { consumePictures, PICTURE_QUEUE_NAME } from './media/sizes';
import { consumeStats, STATS_QUEUE_NAME } from './stats/consume';
import { SYNC_QUEUE_NAME } from './sync/events';
import { consumeTranslations, TRANSLATE_QUEUE_NAME } from './translations/queue';
import { consumeSync } from './sync/consumer';
import type { PlatformBindings } from './types';

/**
 * The platform's queue consumers by queue: the sync queue's (and its dead letters'), the lead
 * queue's (written through `platform`, the platform's own API), the statistics', the pictures', the
 * translations', else the outbox's. Every one but the statistics', the pictures' and the translations'
 * (never a mail) first has the mails' words
 * (mail-words.ts); should they not be readable, the batch is retried later, nothing acknowledged.
 */
export async function consumeQueue(batch: MessageBatch<unknown>, env: PlatformBindings, platform: PlatformApp): Promise<void> {
  if (batch.queue === STATS_QUEUE_NAME) return consumeStats(batch, env);
  if (batch.queue.startsWith(PICTURE_QUEUE_NAME)) return consumePictures(batch, env);
  if (batch.queue.startsWith(TRANSLATE_QUEUE_NAME)) return consumeTranslations(batch, env);
  try {
    await loadMailWords(env.ASSETS);
  } catch {
    // Logged by loadMailWords.
    batch.retryAll({ delaySeconds: MAIL_WORDS_RETRY_AFTER_S });
    return;
  }
  if (batch.queue.startsWith(SYNC_QUEUE_NAME)) return consumeSync(batch, env);
  if (batch.queue.startsWith(LEAD_QUEUE_NAME)) return consumeLeads(batch, env, platform);
  return consumeOutbox(batch, env);
}
