import type { MiddlewareHandler } from 'hono';
import { siteOrigin } from '../../../shared/domain/site-origin';
import type { AppEnv } from '../env';
import { noSitePage } from '../render/no-site-page';
import { UpstreamError } from '../upstream/client';
import { getSiteByHostname } from '../upstream/sites';

/** How long a browser keeps an alias's redirect (seconds). */
const ALIAS_REDIRECT_MAX_AGE_S = 3600;

/**
 * Finds the agency by the request's hostname (GET /sites/by-hostname/{hostname}). An
 * unknown hostname gets the "no site on this domain" page with a 404. A site's alias
 * answers with a redirect to the same address on its primary hostname:
 * 301 for GET and HEAD, 308 otherwise so a form post keeps its method and body.
 */
export const resolveSite = (): MiddlewareHandler<AppEnv> =>
  async function resolveSite(c, next) {
    const url = new URL(c.req.url);
    const hostname = url.hostname.toLowerCase();
    try {
      c.set('site', await getSiteByHostname(c.get('upstream'), hostname));
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return noSitePage(c, hostname);
      throw error;
    }
    const primary = c.get('site').primaryHostname;
    if (primary && primary !== hostname) {
      url.hostname = primary;
      // The primary's public origin (https, no port a client chose), as canonical links use.
      const location = siteOrigin(null, url.toString()) + url.pathname + url.search;
      // Permanent for search engines, but kept an hour at most by browsers: an agency may swap
      // its primary and alias later, and a redirect cached for ever would then loop.
      c.header('Cache-Control', `public, max-age=${ALIAS_REDIRECT_MAX_AGE_S}`);
      return c.redirect(location, c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308);
    }
    await next();
  };
