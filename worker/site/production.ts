import type { ExportedHandler } from '@cloudflare/workers-types';
import { createSiteApp, siteWorker } from './app';
import type { Env } from './env';

/**
 * The production entry (wrangler.toml [env.production]): the platform is reached only through
 * the PLATFORM service binding or UPSTREAM_URL. Without either every request answers 503 and
 * the log says why; the bundle holds no platform, seed or media generator to fall back on.
 */
export const app = createSiteApp();

export default siteWorker(app) satisfies ExportedHandler<Env>;

/** The forms' rate-limit counters (wrangler durable_objects RATE_LIMITER). */
export { RateLimiter } from './rate-limiter';
