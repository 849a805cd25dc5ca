import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * Sends a page's address to its one spelling with a permanent redirect, the query kept: the
 * language alone gains its slash ('/nl' → '/nl/'), every other address loses its trailing
 * slashes ('/nl/favorieten/' → '/nl/favorieten') and its empty segments ('/nl//favorieten').
 * After the locale middleware: an address in no language of the site stays a 404.
 *
 * @example app.use('/:lang/*', locale(), canonicalPath())
 */
export const canonicalPath = (): MiddlewareHandler<AppEnv> =>
  async function canonicalPath(c, next) {
    const { pathname, search } = new URL(c.req.url);
    const segments = pathname.split('/').filter(Boolean);
    const canonical = segments.length === 1 ? `/${segments[0]}/` : `/${segments.join('/')}`;
    if (canonical !== pathname) return c.redirect(canonical + search, 301);
    await next();
  };
