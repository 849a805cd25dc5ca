import type { MiddlewareHandler } from 'hono';
import { isLocale, preferredLocale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';

/**
 * Sets the language from the first path segment, one of the site's languages. Any other
 * prefix (an unknown one, or a language this site does not offer) is a 404 in the visitor's
 * preferred language among the site's (Accept-Language), else the site's default; never a 500.
 */
export const locale = (): MiddlewareHandler<AppEnv> =>
  async function locale(c, next) {
    const site = c.get('site');
    const segment = c.req.path.split('/')[1] ?? '';
    if (isLocale(segment) && site.locales.includes(segment)) {
      c.set('locale', segment);
      return next();
    }
    c.set('locale', preferredLocale(c.req.header('Accept-Language'), site.locales, site.defaultLocale));
    return c.notFound();
  };
