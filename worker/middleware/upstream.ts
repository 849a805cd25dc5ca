import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { errorPage } from '../render/error-page';
import { createUpstream, pageBudgetOf, waitUntilOf } from '../upstream';
import { type EmbeddedPlatform, platformConfigured } from '../upstream/client';

/** Seconds a visitor (or crawler) is asked to wait while the deployment lacks its platform. */
const UNCONFIGURED_RETRY_AFTER_S = 300;
let unconfiguredLogged = false;

/**
 * Gives every request its way to the platform, cache included (`c.get('upstream')`), with the
 * page budget as a page's deadline for waiting (worker/upstream/index.ts). A
 * deployment with no way to reach the platform (no PLATFORM binding, no UPSTREAM_URL and no
 * embedded platform in its entry) answers 503 and says why in the log, once per isolate.
 */
export const upstream = (embedded?: EmbeddedPlatform): MiddlewareHandler<AppEnv> =>
  async function upstream(c, next) {
    if (!platformConfigured(c.env, embedded)) {
      if (!unconfiguredLogged) {
        unconfiguredLogged = true;
        console.error('no platform configured: bind the PLATFORM service or set UPSTREAM_URL (wrangler.toml [env.production]); every request answers 503');
      }
      if (c.req.path.startsWith('/admin/')) {
        c.header('Retry-After', String(UNCONFIGURED_RETRY_AFTER_S));
        return c.json({ error: 'No platform configured: bind the PLATFORM service or set UPSTREAM_URL' }, 503);
      }
      return errorPage(c, { status: 503, retryAfterSeconds: UNCONFIGURED_RETRY_AFTER_S });
    }
    // Pages and the islands' JSON wait at most the budget; the admin API, form posts, images
    // (a page already answered; a picture that comes late still shows) and the sitemap files
    // (big answers, for crawlers that wait) wait for the platform's own timeout.
    const path = c.req.path;
    const budgeted = c.req.method === 'GET' && !path.startsWith('/admin/') && !path.startsWith('/assets/media/') && !/^\/sitemap[a-z0-9-]*\.xml$/.test(path);
    const deadline = budgeted ? Date.now() + pageBudgetOf(c.env) : undefined;
    c.set('upstream', createUpstream(c.env, waitUntilOf(c), { embedded, deadline }));
    await next();
  };
