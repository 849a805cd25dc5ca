import type { D1Database, KVNamespace, Queue, SendEmail } from '@cloudflare/workers-types';
import type { OutboxQueueMessage } from '../../shared/platform-api/queue-message';

/**
 * The platform's bindings, vars and secrets (wrangler.platform.toml), declared once: the
 * platform deployed on its own is given these, and the site's local default maps its own
 * onto them (worker/index.ts, LocalEnv). The API needs DB, PLATFORM_TOKEN and OUTBOX_QUEUE;
 * delivering the outbox (the queue consumer, the Cron Trigger) the rest.
 */
export interface PlatformBindings {
  DB: D1Database;
  /** When set (a platform deployed on its own), every call must carry it as a bearer token. Secret. */
  PLATFORM_TOKEN?: string;
  /**
   * Producer of the delivery queue: every outbox row is also sent here (DESIGN.md §7). When
   * unbound or failing, rows stay pending and the Cron Trigger sends them again.
   */
  OUTBOX_QUEUE?: Queue<OutboxQueueMessage>;
  /**
   * The site's response cache (its KV namespace): an ingest write bumps the generations of
   * what it changed there (shared/platform-api/cache-generations.ts). Unbound: the site's
   * answers age out at their TTL, and the sync log says the cache was not retired.
   */
  CACHE?: KVNamespace;
  /** Base64 of 32 random bytes: the AES-GCM key of the connections' secrets. Secret. */
  CONNECTION_SECRET_KEY?: string;
  /** The Whise API's address when not https://api.whise.eu/ (a fake CRM locally). */
  WHISE_API_URL?: string;
  /** Cloudflare `send_email` binding for the e-mail destination. */
  MAILER?: SendEmail;
  /** Sender of delivery mail when a site names none (delivery.email.from). */
  MAIL_FROM?: string;
  /** First retry delay in seconds, doubled on every retry (default 60). */
  OUTBOX_RETRY_BASE_SECONDS?: string;
}

/** The site a request is scoped to (header X-SITE), when it names one. */
export interface PlatformVariables {
  siteId: number | undefined;
  /** The ingest connection whose bearer token the request carries (ingest API only). */
  ingestConnection?: { id: number; siteId: number };
}

export interface PlatformEnv {
  Bindings: PlatformBindings;
  Variables: PlatformVariables;
}
