import type { DurableObjectNamespace, Fetcher, KVNamespace, Queue, R2Bucket } from '@cloudflare/workers-types';
import type { LeadQueueMessage } from '../../shared/contract/queue-message';
import type { StatsQueueMessage } from '../../shared/contract/stats';
import type { RateLimiter } from './rate-limiter';

/**
 * Bindings, vars and secrets of the site worker (wrangler.production.toml, wrangler.toml,
 * .dev.vars.example), declared once. The local default (wrangler.toml) also binds the
 * embedded platform's (DB, OUTBOX_QUEUE, MAILER, ...): those are the platform's own type
 * (worker/platform/types.ts), joined to this one in worker/local.ts (LocalEnv), the one
 * site file that may know the platform.
 */
export interface Env {
  /** Built client files under /assets/ (wrangler [assets]). */
  ASSETS?: Fetcher;
  /** This deployment's version (wrangler [version_metadata]): kept pages never outlive it. */
  CF_VERSION_METADATA?: { id: string; tag?: string; timestamp?: string };
  /** Response cache in front of the platform API (DESIGN.md §3). */
  CACHE: KVNamespace;
  /** The visitor forms' rate-limit counters, one Durable Object per scope and key (worker/site/rate-limiter.ts). */
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  /** Files the platform copied from the agencies' CRMs (R2, written by the platform), served under /assets/media/crm/. */
  MEDIA?: R2Bucket;
  /** A separately deployed platform, bound as a service; preferred when present. */
  PLATFORM?: Fetcher;
  /** A platform reached over HTTP when there is no service binding. */
  UPSTREAM_URL?: string;
  /** Milliseconds before an upstream call is abandoned. */
  UPSTREAM_TIMEOUT_MS?: string;
  /** Milliseconds a request waits for the platform before answering from cache or with 503 (default 1500). */
  PAGE_BUDGET_MS?: string;
  /** Milliseconds from a form post's start its platform write may take (default 1500; worker/site/upstream/index.ts). */
  FORM_BUDGET_MS?: string;
  /** The lead queue (agency-leads): contact requests and send-to-a-friend the platform could not take now; its consumer writes them. */
  LEAD_QUEUE?: Queue<LeadQueueMessage>;
  /** The statistics (issue 34, agency-stats): the beacon's and the searches' counts, consumed by the platform into D1. Unbound: nothing is counted. */
  STATS_QUEUE?: Queue<StatsQueueMessage>;
  /** Addresses per sitemap file, at most 50,000 (default 45,000; routes/seo-files.ts). */
  SITEMAP_URLS_PER_FILE?: string;
  /** Bearer token of a separately deployed platform (PLATFORM binding or UPSTREAM_URL). Secret. */
  PLATFORM_TOKEN?: string;
  /** The embedded platform's key for connection secrets (local default only; worker/platform/types.ts). Secret. */
  CONNECTION_SECRET_KEY?: string;
  /** Bearer token for /admin/*; unset disables the admin API. Secret. */
  ADMIN_TOKEN?: string;
  /** `none` (local and tests) or `recaptcha`/`turnstile` with CAPTCHA_SECRET. */
  CAPTCHA_PROVIDER?: string;
  /** Server-side captcha secret. Secret. */
  CAPTCHA_SECRET?: string;
  /** Public captcha site key for the browser (with CAPTCHA_PROVIDER recaptcha or turnstile). */
  CAPTCHA_SITE_KEY?: string;
  /** Override of the provider's server-side verification address (a proxy, or a test double). */
  CAPTCHA_VERIFY_URL?: string;
  /** The agency console's origin (issue 32): it alone may frame a section's preview (/_preview/{token}/section). */
  CONSOLE_ORIGIN?: string;
  /** The local default's console hostname (wrangler.toml): without CONSOLE_ORIGIN, the framing console is this host on the request's scheme and port. */
  CONSOLE_HOSTNAME?: string;
  /** Map tile URL template for the listing map, e.g. https://tile.example/{z}/{x}/{y}.png */
  MAP_TILE_URL?: string;
  /** Attribution the tile provider requires, e.g. '© OpenStreetMap contributors'. */
  MAP_TILE_ATTRIBUTION?: string;
  /**
   * Origins listings' pictures may come from besides the site (the agencies' image hosts),
   * separated by spaces, e.g. 'https://images.crm.example https://cdn.agency.be'. They are
   * the CSP's img-src; a picture elsewhere shows the placeholder.
   */
  IMAGE_ORIGINS?: string;
  /** `on` when Cloudflare Image Resizing serves /cdn-cgi/image/ on the zone: srcset in resized widths. */
  IMAGE_RESIZING?: string;
}
