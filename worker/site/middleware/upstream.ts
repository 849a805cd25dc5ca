import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { errorPage } from '../render/error-page';
import { createUpstream, formBudgetOf, pageBudgetOf, waitUntilOf } from '../upstream';
import { type EmbeddedPlatform, platformConfigured } from '../upstream/client';
import { declaredPageBudget } from './page-budget';
import { logFailure } from '../log';

/** Seconds a visitor (or crawler) is asked to wait while the deployment lacks its platform. */
const UNCONFIGURED_RETRY_AFTER_S = 300;
let unconfiguredLogged = false;

/** Forgets that the missing platform was logged (the tests: each file starts as a fresh isolate would). */
export function forgetUnconfiguredLog(): void {
  unconfiguredLogged = false;
}

export interface UpstreamOptions {
  /** The platform in the same isolate (worker/local.ts); absent in production. */
  embedded?: EmbeddedPlatform;
  /**
   * A GET waits for the platform while it answers, and gives up after the page budget of
   * silence: the one its screen declares (RoutePolicy.pageBudgetMs, page-budget.ts), else
   * PAGE_BUDGET_MS (upstream/cache/page-waits.ts): pages and the islands'
   * JSON; a form post's reads too, and its write the form budget (FORM_BUDGET_MS). Without it
   * (the admin API, images, sitemaps, CRM webhooks) a call waits for
   * the platform's own timeout: a picture that comes late still shows, crawlers wait.
   */
  pageBudget?: boolean;
  /** How a deployment without a platform answers: JSON (the admin API) or the 503 page. */
  json?: boolean;
}

/**
 * Gives the request its way to the platform, cache included (`c.get('upstream')`). A
 * deployment with no way to reach the platform (no PLATFORM binding, no UPSTREAM_URL and no
 * embedded platform in its entry) answers 503 and says why in the log, once per isolate.
 *
 * @example app.use('/admin/*', upstream({ embedded, json: true }))
 */
export const upstream = ({ embedded, pageBudget = false, json = false }: UpstreamOptions = {}): MiddlewareHandler<AppEnv> =>
  async function upstream(c, next) {
    if (!platformConfigured(c.env, embedded)) {
      if (!unconfiguredLogged) {
        unconfiguredLogged = true;
        logFailure('no platform configured', 'bind the PLATFORM service or set UPSTREAM_URL (wrangler.toml [env.production]); every request answers 503');
      }
      if (json) {
        c.header('Retry-After', String(UNCONFIGURED_RETRY_AFTER_S));
        return c.json({ error: 'No platform configured: bind the PLATFORM service or set UPSTREAM_URL' }, 503);
      }
      return errorPage(c, { status: 503, retryAfterSeconds: UNCONFIGURED_RETRY_AFTER_S });
    }
    // A page or island waits while the platform answers (silence for the page budget: hung); a
    // form post too for its reads, and the form budget from its start for its write.
    const budgetMs = pageBudget ? (declaredPageBudget(c) ?? pageBudgetOf(c.env)) : undefined;
    const writeDeadline = pageBudget && c.req.method !== 'GET' ? Date.now() + formBudgetOf(c.env) : undefined;
    c.set('upstream', createUpstream(c.env, waitUntilOf(c), { embedded, budgetMs, writeDeadline }));
    await next();
  };
