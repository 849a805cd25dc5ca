import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * The longest address path the site reads. No page of ours comes near it, and the CMS lookup
 * passes the path on percent-encoded (a `/` becomes `%2F`), so a hop in front of the platform
 * with a 16 KB URL limit would otherwise meet a visitor's 12 KB path as a 24 KB call.
 */
export const MAX_PATH_CHARS = 2048;

/** A DNS name is at most 253 characters (RFC 1035, without the trailing dot). */
export const MAX_HOSTNAME_CHARS = 253;

/**
 * Answers what no site can have before anything calls the platform: a path longer
 * than MAX_PATH_CHARS is 414, a hostname longer than a DNS name can be is 404, as any host
 * without a site. Mounted first, for every group.
 */
export function requestLimits(): MiddlewareHandler<AppEnv> {
  return async function requestLimits(c, next) {
    const url = new URL(c.req.url);
    if (url.pathname.length > MAX_PATH_CHARS) return c.text(`URI too long: at most ${MAX_PATH_CHARS} characters of path`, 414);
    if (url.hostname.length > MAX_HOSTNAME_CHARS) return c.text('No site on this hostname', 404);
    return next();
  };
}
