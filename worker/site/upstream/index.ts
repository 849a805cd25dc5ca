import type { Queue } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import type { LeadQueueMessage } from '../../../shared/contract/queue-message';
import type { Locale } from '../../../shared/i18n/locales';
import type { AddressDisplay } from '../../../shared/domain/site-settings';
import type { Site } from '../../../shared/types/site';
import { msSetting } from '../../../shared/settings';
import type { Env } from '../bindings';
import { type CacheOutcome, ResponseCache } from './cache';
import { createPlatformClient, type EmbeddedPlatform, type PlatformClient } from './client';
import { logFailure } from '../log';

/** The request's way to the platform: the client and the cache in front of it. */
export interface Upstream {
  client: PlatformClient;
  cache: ResponseCache;
  /** Where a lead waits when the platform cannot take it now (LEAD_QUEUE, forms.ts `writeLead`); unbound: nowhere. */
  leads?: Queue<LeadQueueMessage>;
}

/** The same, scoped to one site and language: what every getter of a site's data takes. */
export interface SiteApi extends Upstream {
  siteId: number;
  locale: Locale;
  /**
   * The status ids the site never shows (settings.hiddenStatus): the estate getters
   * apply them (estates.ts, visible.ts), so no screen or handler filters estates itself.
   */
  hiddenStatus: readonly number[];
  /** How the site shows listings' addresses (settings.addressDisplay; unknown: full): the estate getters reshape with it (estates.ts). */
  addressDisplay?: AddressDisplay | undefined;
}

/** The site a getter works for: the site, or its id alone before it is known (which hides nothing). */
export type SiteOf = number | (Pick<Site, 'id'> & { settings?: Pick<Site['settings'], 'hiddenStatus'> & Partial<Pick<Site['settings'], 'addressDisplay'>> });

/**
 * Milliseconds of silence from the platform after which a page stops waiting for it
 * (PAGE_BUDGET_MS overrides): when no call of the isolate has been answered for this long since
 * the page's call went out, the platform counts as hung: what is cached answers, else the 503
 * page. While answers keep coming the page waits on, up to
 * PAGE_WAIT_CAP_MS (cache/page-waits.ts). The calls themselves go on for the platform timeout
 * (UPSTREAM_TIMEOUT_MS) in the background and fill the cache for the next visitor.
 */
export const PAGE_BUDGET_MS = 1_500;

export function pageBudgetOf(env: Env): number {
  return msSetting(env.PAGE_BUDGET_MS, PAGE_BUDGET_MS);
}

/**
 * Milliseconds a form post's write may take, counted from the request's start (FORM_BUDGET_MS
 * overrides): its reads wait the page budget at most, the write until this budget, and the page
 * shown again after a failure only takes what is cached by then, so a visitor who posts a form
 * has the answer within 3 s however slow the platform is.
 */
export const FORM_BUDGET_MS = 1_500;

export function formBudgetOf(env: Env): number {
  return msSetting(env.FORM_BUDGET_MS, FORM_BUDGET_MS);
}

export function createUpstream(
  env: Env,
  waitUntil: (promise: Promise<unknown>) => void,
  options: { onOutcome?: (call: string, outcome: CacheOutcome) => void; embedded?: EmbeddedPlatform; budgetMs?: number; writeDeadline?: number } = {},
): Upstream {
  const { onOutcome, embedded, budgetMs, writeDeadline } = options;
  const client = createPlatformClient(env, embedded, writeDeadline);
  const cache = new ResponseCache({ kv: env.CACHE, waitUntil, onOutcome, budgetMs, liveness: client.liveness });
  return { client, cache, ...(env.LEAD_QUEUE ? { leads: env.LEAD_QUEUE } : {}) };
}

/** ctx.waitUntil when the runtime gives one; otherwise the work runs unawaited (tests via app.request). */
export function waitUntilOf(c: Pick<Context, 'executionCtx'>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => {
      promise.catch((error: unknown) => logFailure('background work failed', error));
    };
  }
}

export function siteApi(upstream: Upstream, site: SiteOf, locale: Locale): SiteApi {
  if (typeof site === 'number') return { ...upstream, siteId: site, locale, hiddenStatus: [] };
  return { ...upstream, siteId: site.id, locale, hiddenStatus: site.settings?.hiddenStatus ?? [], addressDisplay: site.settings?.addressDisplay };
}
