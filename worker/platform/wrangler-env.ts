// Generated from wrangler.platform.toml by `wrangler types` (scripts/env-types.mjs): do not edit. After a
// change of the configuration, `npm run env-types` writes it again; `npm test` fails until then.
import type { D1Database, DurableObjectNamespace, Fetcher, ImagesBinding, KVNamespace, Queue, R2Bucket, SendEmail } from '@cloudflare/workers-types';
import type { RateLimiter } from '../../shared/rate-limiter';

/** What wrangler.platform.toml binds and sets as vars (strings), each present in that worker. */
export interface PlatformWorkerEnv {
  CACHE: KVNamespace;
  MEDIA: R2Bucket;
  DB: D1Database;
  DB_2: D1Database;
  DB_3: D1Database;
  MAILER: SendEmail;
  OUTBOX_QUEUE: Queue;
  SYNC_QUEUE: Queue;
  PICTURE_QUEUE: Queue;
  PICTURE_ASK_QUEUE: Queue;
  TRANSLATE_QUEUE: Queue;
  IMAGES: ImagesBinding;
  ASSETS: Fetcher;
  DATA_DATABASES: string;
  OUTBOX_RETRY_BASE_SECONDS: string;
  SYNC_RETRY_BASE_SECONDS: string;
  SYNC_LISTINGS_PER_MINUTE: string;
  TRANSLATION_RETRY_BASE_SECONDS: string;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
}
