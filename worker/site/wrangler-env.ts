// Generated from wrangler.production.toml by `wrangler types` (scripts/env-types.mjs): do not edit. After a
// change of the configuration, `npm run env-types` writes it again; `npm test` fails until then.
import type { DurableObjectNamespace, Fetcher, KVNamespace, Queue, R2Bucket, WorkerVersionMetadata } from '@cloudflare/workers-types';
import type { RateLimiter } from '../../shared/rate-limiter';

/** What wrangler.production.toml binds and sets as vars (strings), each present in that worker. */
export interface SiteWorkerEnv {
  CACHE: KVNamespace;
  MEDIA: R2Bucket;
  LEAD_QUEUE: Queue;
  STATS_QUEUE: Queue;
  PICTURE_ASK_QUEUE: Queue;
  CF_VERSION_METADATA: WorkerVersionMetadata;
  ASSETS: Fetcher;
  CAPTCHA_PROVIDER: string;
  UPSTREAM_TIMEOUT_MS: string;
  IMAGE_ORIGINS: string;
  IMAGE_RESIZING: string;
  CONSOLE_ORIGIN: string;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  PLATFORM: Fetcher /* agency-platform */;
}
