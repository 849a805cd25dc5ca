import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { noSitePage } from '../render/no-site-page';
import { UpstreamError } from '../upstream/client';
import { getSiteByHostname } from '../upstream/sites';

/**
 * Finds the agency by the request's hostname (GET /sites/by-hostname/{hostname}). An
 * unknown hostname gets the "no site on this domain" page with a 404.
 */
export const resolveSite = (): MiddlewareHandler<AppEnv> =>
  async function resolveSite(c, next) {
    const hostname = new URL(c.req.url).hostname.toLowerCase();
    try {
      c.set('site', await getSiteByHostname(c.get('upstream'), hostname));
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return noSitePage(c, hostname);
      throw error;
    }
    await next();
  };
