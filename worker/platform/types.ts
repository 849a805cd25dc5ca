import type { D1Database, DurableObjectNamespace, KVNamespace, Queue, R2Bucket, SendEmail } from '@cloudflare/workers-types';
import type { OutboxQueueMessage, SyncQueueMessage } from '../../shared/contract/queue-message';
import type { RateLimiter } from '../../shared/rate-limiter';

/**
 * The platform's bindings, vars and secrets (wrangler.platform.toml), declared once: the
 * platform deployed on its own is given these, and the site's local default maps its own
 * onto them (worker/local.ts, LocalEnv). The API needs DB, PLATFORM_TOKEN and OUTBOX_QUEUE;
 * delivering the outbox (the queue consumer, the Cron Trigger) the rest.
 */
export interface PlatformBindings {
  /** The directory (sites, hostnames, the console's people, connections) and the data database of every site not placed elsewhere (site-db.ts). */
  DB: D1Database;
  /**
   * More data databases (issue 33), each with every migration; `site_databases` says which sites
   * each holds. Any binding named DB_{n} is one (site-db.ts reads them by name); these are typed.
   */
  DB_2?: D1Database;
  DB_3?: D1Database;
  DB_4?: D1Database;
  /** The databases new sites are placed on, the one with the most room first (`DB,DB_2,DB_3`; default DB). */
  DATA_DATABASES?: string;
  /** When set (a platform deployed on its own), every call must carry it as a bearer token. Secret. */
  PLATFORM_TOKEN?: string;
  /**
   * Producer of the delivery queue: every outbox row is also sent here (DESIGN.md §7). When
   * unbound or failing, rows stay pending and the Cron Trigger sends them again.
   */
  OUTBOX_QUEUE?: Queue<OutboxQueueMessage>;
  /**
   * The site's response cache (its KV namespace): an ingest write bumps the generations of
   * what it changed there (shared/contract/cache-generations.ts). Unbound: the site's
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
  /**
   * Producer of the sync queue (agency-sync): a CRM webhook's event, fetched and written by
   * its consumer (sync/consumer.ts). Unbound or failing: events wait for the Cron Trigger.
   */
  SYNC_QUEUE?: Queue<SyncQueueMessage>;
  /** First retry delay of a sync event in seconds, doubled on every retry (default 60). */
  SYNC_RETRY_BASE_SECONDS?: string;
  /** The bucket of files copied from the CRMs (their addresses expire); the site serves them under /assets/media/crm/. */
  MEDIA?: R2Bucket;
  /** Rate-limit counters (shared/rate-limiter.ts): CRM webhooks per site. Unbound: no limit. */
  RATE_LIMITER?: DurableObjectNamespace<RateLimiter>;
  /** CRM webhooks per site and window, `count/seconds` (default 300/300). */
  WEBHOOK_RATE_LIMIT?: string;
  /** SweepBright's API address (default https://website.sweepbright.com/api/; the fake CRM in tests). */
  SWEEPBRIGHT_API_URL?: string;
  /** The console's operators (issue 31): e-mail addresses, separated by commas or spaces; each may open every agency as its owner. */
  CONSOLE_OPERATORS?: string;
  /**
   * Sign-in links one address may ask in 15 minutes (default 5). The end-to-end tests raise it:
   * their files share one server and sign the same demo people in over and over.
   */
  CONSOLE_SIGN_IN_LINKS_PER_ADDRESS?: string;
  CONSOLE_SIGN_IN_LINKS_PER_IP?: string;
  /**
   * The domain under which a new agency gets its first hostname, `<slug>.<suffix>` (issue 31:
   * an operator's new agency in the console), e.g. `sites.example.be` with a wildcard DNS record
   * to the site worker; `localhost` in the local default. Unset: the console cannot create agencies (503).
   */
  SITES_HOSTNAME_SUFFIX?: string;
  /** Milliseconds a CRM call may take before it counts as a timeout (default 15000). */
  CRM_TIMEOUT_MS?: string;
  /** Cloudflare's API (default https://api.cloudflare.com/client/v4; the fake Cloudflare locally and in tests). Agencies' own domains, issue 31. */
  CLOUDFLARE_API_BASE?: string;
  /** A Cloudflare API token with "SSL and Certificates: Edit" on the SaaS zone. Secret; never logged or answered. */
  CLOUDFLARE_API_TOKEN?: string;
  /** The zone Cloudflare for SaaS is enabled on (its custom hostnames). */
  CLOUDFLARE_ZONE_ID?: string;
  /** The CNAME target agencies point their hostname at (the fallback origin's name), e.g. sites.platform.example.be. */
  SAAS_CNAME_TARGET?: string;
  /** Milliseconds a Cloudflare call may take (default 10000). */
  CLOUDFLARE_TIMEOUT_MS?: string;
  /** Where integrators reach this platform's /ingest/ API (e.g. https://platform.example.be): the console shows the whole address. */
  INGEST_ORIGIN?: string;
  /** One siteverify address for every captcha provider (the local fake in tests); unset: each provider's own. */
  CAPTCHA_VERIFY_URL?: string;
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
