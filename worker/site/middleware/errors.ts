import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { errorPage } from '../render/error-page';
import { withRenderer } from '../render/renderer';
import { isBreakerOpen, UpstreamError } from '../upstream/client';
import { isOutage, OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import { logFailure } from '../log';

/**
 * Says what failed: an outage in one line (none while the breaker is open: its opening said so
 * once; a line per visitor would flood the log), anything else with its stack.
 */
function logPageFailure(c: Context<AppEnv>, error: Error, outage: boolean): void {
  if (!outage) logFailure('unhandled error', error, `${c.req.method} ${c.req.path}`);
  else if (!isBreakerOpen(error)) logFailure('platform unavailable', error, `${c.req.method} ${c.req.path}`);
}

/**
 * A platform answer the route did not handle itself (a 400, 404, 409 or 410 about what the
 * page or island asked for; any other status is an outage, worker/site/upstream/client.ts): what
 * was asked cannot be given, said as "not found" (never a 500 from an upstream).
 */
const platformAnswer = (error: unknown) => error instanceof UpstreamError && error.status < 500;

/**
 * The islands' errors, in JSON (they read the ajax routes as JSON, never the HTML error page):
 * a platform answer is 404, an outage 503 with Retry-After, anything else 500.
 *
 * @example ajax.onError(jsonErrors())
 */
export const jsonErrors = (): ErrorHandler<AppEnv> =>
  function jsonErrors(error, c) {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    // The platform's own answer (400, 404, 409, 410): no such thing to give, never a 500.
    if (platformAnswer(error)) return c.json({ error: 'No such page' }, 404);
    const outage = isOutage(error);
    logPageFailure(c, error, outage);
    if (outage) c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
    return c.json({ error: outage ? 'The search is temporarily unavailable' : 'Something went wrong' }, outage ? 503 : 500);
  };

/** The pages an error shows in the site's look, screens of routes/ that the app hands in. */
export interface ErrorScreens {
  /** The 404 page. */
  notFound: (c: Context<AppEnv>) => Promise<Response>;
  /** The 503 page while the platform is down and nothing cached stands in. */
  unavailable: (c: Context<AppEnv>) => Promise<Response>;
}

/**
 * The 404 page, in the site's look and the visitor's language (the site's default when the
 * address had none).
 *
 * @example app.notFound(notFoundPage(renderer, screens))
 */
export const notFoundPage = (renderer: MiddlewareHandler<AppEnv>, { notFound }: ErrorScreens): NotFoundHandler<AppEnv> =>
  function notFoundPage(c) {
    if (!c.get('locale')) c.set('locale', c.get('site').defaultLocale);
    return withRenderer(c, renderer, notFound);
  };

/**
 * A page's errors: a thing that does not exist (or any other platform answer) is the 404 page; an outage is the 503 page in
 * the agency's look (from what is cached; the plain one if even that fails), with Retry-After;
 * anything else the plain 500 page.
 *
 * @example app.onError(errorPages(renderer, screens))
 */
export const errorPages = (renderer: MiddlewareHandler<AppEnv>, { notFound, unavailable }: ErrorScreens): ErrorHandler<AppEnv> =>
  async function errorPages(error, c) {
    if (error instanceof HTTPException && error.status === 404 && c.get('site') && c.get('locale')) return withRenderer(c, renderer, notFound);
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    if (platformAnswer(error) && c.get('site') && c.get('locale')) return withRenderer(c, renderer, notFound);
    const outage = isOutage(error);
    logPageFailure(c, error, outage);
    if (outage && c.get('site') && c.get('locale') && c.req.method === 'GET') {
      try {
        return await withRenderer(c, renderer, unavailable);
      } catch (failed) {
        logFailure('unavailable page failed', failed, c.req.path);
      }
    }
    return outage ? errorPage(c, { status: 503, retryAfterSeconds: OUTAGE_RETRY_AFTER_S }) : errorPage(c);
  };
