import type { Queue } from '@cloudflare/workers-types';
import type { LeadQueueMessage } from '../../shared/contract/queue-message';
import type { PictureJob } from '../../shared/contract/sized-pictures';
import type { StatsQueueMessage } from '../../shared/contract/stats';
import type { SiteWorkerEnv } from './wrangler-env';

/**
 * Bindings, vars and secrets of the site worker, declared once: what wrangler.production.toml
 * binds (wrangler-env.ts, generated from it; the configuration's comments say what each is), each optional but the
 * two every page needs, since the local default and the tests bind fewer, and what no
 * configuration declares: the optional vars and the secrets (.dev.vars.example), documented
 * here. The local default (wrangler.toml) also binds the embedded platform's (DB, OUTBOX_QUEUE,
 * MAILER, ...): those are the platform's own type, joined to this one in worker/local.ts.
 */
export interface Env extends Partial<SiteWorkerEnv> {
  /** Response cache in front of the platform API. */
  CACHE: SiteWorkerEnv['CACHE'];
  /** The visitor forms' rate-limit counters, one Durable Object per scope and key (worker/site/rate-limiter.ts). */
  RATE_LIMITER: SiteWorkerEnv['RATE_LIMITER'];
  /** Contact requests and send-to-a-friend the platform could not take now; its consumer writes them. */
  LEAD_QUEUE?: Queue<LeadQueueMessage>;
  /** The beacon's and the searches' counts, consumed by the platform into D1. Unbound: nothing is counted. */
  STATS_QUEUE?: Queue<StatsQueueMessage>;
  /** A picture's copies asked for again when a page found them missing (routes/sized-media.ts); the platform makes them. */
  PICTURE_QUEUE?: Queue<PictureJob>;
  /** Where a page's ask for a copy not made yet goes (worker/platform/media/sizes.ts PICTURE_ASK_QUEUE_NAME); else PICTURE_QUEUE. */
  PICTURE_ASK_QUEUE?: Queue<PictureJob>;
  /** A platform reached over HTTP when there is no PLATFORM service binding. */
  UPSTREAM_URL?: string;
  /** Milliseconds a request waits for the platform before answering from cache or with 503 (default 1500). */
  PAGE_BUDGET_MS?: string;
  /** Milliseconds from a form post's start its platform write may take (default 1500; worker/site/upstream/index.ts). */
  FORM_BUDGET_MS?: string;
  /** Addresses per sitemap file, at most 50,000 (default 45,000; routes/seo-files.ts). */
  SITEMAP_URLS_PER_FILE?: string;
  /** Bearer token of a separately deployed platform (PLATFORM binding or UPSTREAM_URL). Secret. */
  PLATFORM_TOKEN?: string;
  /** The embedded platform's key for connection secrets (local default only; worker/platform/types.ts). Secret. */
  CONNECTION_SECRET_KEY?: string;
  /** Bearer token for /admin/*; unset disables the admin API. Secret. */
  ADMIN_TOKEN?: string;
  /** Server-side captcha secret. Secret. */
  CAPTCHA_SECRET?: string;
  /** Public captcha site key for the browser (with CAPTCHA_PROVIDER recaptcha or turnstile). */
  CAPTCHA_SITE_KEY?: string;
  /** Override of the provider's server-side verification address (a proxy, or a test double). */
  CAPTCHA_VERIFY_URL?: string;
  /** The limit on one siteverify call, in milliseconds; unset: 5 s. */
  CAPTCHA_TIMEOUT_MS?: string;
  /**
   * Override of the provider's widget script address, for both providers (a proxy, or the local
   * captcha service of `npm start`); its origin goes in the CSP.
   */
  CAPTCHA_SCRIPT_URL?: string;
  /** The local default's console hostname (wrangler.toml): without CONSOLE_ORIGIN, the framing console is this host on the request's scheme and port. */
  CONSOLE_HOSTNAME?: string;
  /** Map tile URL template for the listing map, e.g. https://tile.example/{z}/{x}/{y}.png */
  MAP_TILE_URL?: string;
  /** Attribution the tile provider requires, e.g. '© OpenStreetMap contributors'. */
  MAP_TILE_ATTRIBUTION?: string;
}
