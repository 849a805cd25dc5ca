import type { Message, MessageBatch } from '@cloudflare/workers-types';
import type { TranslationJob } from '../../../shared/contract/listing-translations';
import { logFailure, logWarning } from '../log';
import type { PlatformBindings } from '../types';
import { hasAgencyDeeplKey } from './agency-key';
import { configuredProviders, ProviderError } from './provider';
import { translateListing, WAITING } from './translate-listing';
import { siteDb } from '../databases/site-db';

/*
 * Translations made in the background (docs/translations.md): every writer of listings (the ingest
 * API, the CRMs, the console, an owner's acceptance) queues the estates it changed (`queueTranslations`,
 * beside their pictures), and the consumer makes their missing languages (translate-listing.ts),
 * a few listings at a time, one batch at a time (wrangler.platform.toml: paced), a provider that
 * is busy or down retried with backoff, then the dead letters' log. A write never waits on any of it.
 */

export const TRANSLATE_QUEUE_NAME = 'agency-translations';

/**
 * Queues the estates a write changed, each once. Never fails the write; without a provider
 * (the platform's, or the agency's own DeepL key), nothing is queued.
 */
export async function queueTranslations(env: PlatformBindings, siteId: number, estateIds: readonly number[]): Promise<void> {
  const jobs = [...new Set(estateIds)].map((estateId): TranslationJob => ({ siteId, estateId }));
  if (!env.TRANSLATE_QUEUE || jobs.length === 0) return;
  // Without a provider on the platform, only an agency with its own DeepL key has its listings translated.
  const noProvider = () =>
    env.TRANSLATION_PROVIDER === 'off' ||
    hasAgencyDeeplKey(env, siteId).then(
      (has) => !has,
      () => true,
    );
  if (configuredProviders(env).length === 0 && (await noProvider())) return;
  try {
    for (let at = 0; at < jobs.length; at += 100) await env.TRANSLATE_QUEUE.sendBatch(jobs.slice(at, at + 100).map((body) => ({ body })));
  } catch (error) {
    logWarning('listings could not be queued to be translated', error, `site ${siteId}, ${jobs.length} estate(s): their next write queues them again`);
  }
}

/**
 * Seconds before the `attempts`-th try again: TRANSLATION_RETRY_BASE_SECONDS (default 60) doubled,
 * at most an hour; a provider's own wait at least, an hour when its quota is spent.
 */
function retryDelay(env: PlatformBindings, attempts: number, error: unknown): number {
  if (error instanceof ProviderError && error.quota) return 3600;
  const base = env.TRANSLATION_RETRY_BASE_SECONDS === undefined ? 60 : Number(env.TRANSLATION_RETRY_BASE_SECONDS) || 0;
  const backoff = Math.min(base * 2 ** Math.min(attempts - 1, 6), 3600);
  return Math.max(backoff, error instanceof ProviderError ? (error.retryAfterS ?? 0) : 0);
}

/** The translation queue's consumer: each listing made; a provider's failure retried, the rest of a batch held back with it. */
export async function consumeTranslations(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  let held: number | null = null;
  for (const message of batch.messages as readonly Message<TranslationJob>[]) {
    const job = message.body;
    if (batch.queue.endsWith('-dlq')) {
      logFailure(
        'a listing could not be translated',
        'retried and failed',
        `site ${job.siteId}, estate ${job.estateId}: its texts wait, the originals are shown`,
      );
      await markGivenUp(env, job).catch((error: unknown) => logWarning('a given-up translation could not be marked', error, `estate ${job.estateId}`));
      message.ack();
      continue;
    }
    // A provider that asked to be left alone is not asked again in this batch.
    if (held !== null) {
      message.retry({ delaySeconds: held });
      continue;
    }
    try {
      await translateListing(env, job);
      message.ack();
    } catch (error) {
      const delaySeconds = retryDelay(env, message.attempts, error);
      logWarning('a listing could not be translated now, retrying', error, `site ${job.siteId}, estate ${job.estateId}, in ${delaySeconds} s`);
      if (error instanceof ProviderError && (error.retryAfterS !== null || error.quota)) held = delaySeconds;
      message.retry({ delaySeconds });
    }
  }
}

/** The texts of a listing the queue gave up on wait with that reason (the console says so); its next write queues it again. */
async function markGivenUp(env: PlatformBindings, job: TranslationJob): Promise<void> {
  const db = await siteDb(env, job.siteId);
  await db
    .prepare("UPDATE listing_translations SET reason = ?3 WHERE site_id = ?1 AND estate_id = ?2 AND state = 'waiting'")
    .bind(job.siteId, job.estateId, WAITING.failed)
    .run();
}
