import type { Context } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import type { AppEnv, Env } from '../env';
import { type CacheOutcome, ResponseCache } from './cache';
import { createPlatformClient, type EmbeddedPlatform, type PlatformClient } from './client';

/** The request's way to the platform: the client and the cache in front of it. */
export interface Upstream {
  client: PlatformClient;
  cache: ResponseCache;
}

/** The same, scoped to one site and language: what every getter of a site's data takes. */
export interface SiteApi extends Upstream {
  siteId: number;
  locale: Locale;
}

export function createUpstream(
  env: Env,
  waitUntil: (promise: Promise<unknown>) => void,
  onOutcome?: (call: string, outcome: CacheOutcome) => void,
  embedded?: EmbeddedPlatform,
): Upstream {
  return { client: createPlatformClient(env, embedded), cache: new ResponseCache({ kv: env.CACHE, waitUntil, onOutcome }) };
}

/** ctx.waitUntil when the runtime gives one; otherwise the work runs unawaited (tests via app.request). */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => {
      promise.catch((error: unknown) => console.error('background work failed', error));
    };
  }
}

export function siteApi(upstream: Upstream, siteId: number, locale: Locale): SiteApi {
  return { ...upstream, siteId, locale };
}
