import type { MiddlewareHandler } from 'hono';
import { isLocale, preferredLocale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';

/**
 * Sets the language from the first path segment. An unsupported prefix is a 404 in the
 * visitor's preferred language (Accept-Language), never a 500.
 */
export const locale = (): MiddlewareHandler<AppEnv> =>
  async function locale(c, next) {
    const segment = c.req.path.split('/')[1] ?? '';
    if (isLocale(segment)) {
      c.set('locale', segment);
      return next();
    }
    c.set('locale', preferredLocale(c.req.header('Accept-Language')));
    return c.notFound();
  };
