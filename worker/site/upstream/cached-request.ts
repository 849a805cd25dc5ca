import { type CachePart, type HostPart, type CacheScope, type HOSTNAME_NAMESPACE, LISTINGS_PART, type SHARED_NAMESPACE } from './cache';
import { acceptLanguageOf, type PlatformRequest } from './client';
import type { SiteApi, Upstream } from './index';
import type { Answering } from './client';

/**
 * One platform call as the cache sees it: its name (for keys and logs) and the request. A
 * call for one site sends X-SITE and is kept in that site's namespace, in the part a publish
 * retires when it shows estates or units (cache/keys.ts), or in the shared namespace under the
 * site (an image: a site's purge leaves it); a call for no site names the shared namespace it
 * belongs to.
 */
export type CallDescription<T = unknown> = { call: string } & (
  | { request: PlatformRequest & Answering<T> & { siteId: number }; part?: CachePart }
  | { namespace: typeof SHARED_NAMESPACE; request: PlatformRequest & Answering<T> & { siteId: number } }
  | { namespace: typeof HOSTNAME_NAMESPACE | typeof SHARED_NAMESPACE; part?: HostPart; request: PlatformRequest & Answering<T> & { siteId?: undefined } }
);

/** A call and how many seconds its answer is fresh. */
export type CachedCall<T = unknown> = CallDescription<T> & { ttl: number };

/**
 * Where the answer of a request is kept, derived from the request alone: its
 * namespace, the ACCEPT-LANGUAGE it sends, and everything else it sends.
 */
export function cacheScopeOf(spec: CallDescription): CacheScope {
  const { method = 'GET', path, query, body, siteId } = spec.request;
  const shared = 'namespace' in spec;
  return {
    namespace: shared ? spec.namespace : siteId!,
    ...('part' in spec && spec.part ? { part: spec.part } : {}),
    locale: acceptLanguageOf(spec.request),
    call: spec.call,
    // A shared answer asked for a site is that site's: its id is part of what was asked.
    args: { method, path, query, body, ...(shared && siteId !== undefined ? { site: siteId } : {}) },
  };
}

/**
 * The answer of a platform call through the cache.
 * @example cachedRequest(api, { call: 'estate', ttl: TTL.estate, request: siteRequest('GET /estates/v2/:id', { id }, { siteId, locale }) })
 */
export function cachedRequest<T>(up: Upstream, spec: CachedCall<T>): Promise<T> {
  return up.cache.get(cacheScopeOf(spec), spec.ttl, () => up.client.request<T>(spec.request));
}

/**
 * What `project` keeps of a platform answer, through the cache: the projection is what is
 * stored, so later reads load and parse only that. The call's name must say it is a
 * projection (its entries hold another shape than the plain call's).
 * @example cachedProjection(api, { call: 'search-summary', … }, (raw) => …)
 */
export function cachedProjection<R, T>(up: Upstream, spec: CachedCall<R>, project: (answer: R) => T): Promise<T> {
  return up.cache.get(cacheScopeOf(spec), spec.ttl, async () => project(await up.client.request<R>(spec.request)));
}

/**
 * The options a search's filters offer for a query (POST /estate-filters, /rental-units/filters),
 * through the cache: kept in the listings' part, so a publish retires them with the searches.
 */
export function cachedFilterOptions<T>(api: SiteApi, call: string, ttl: number, request: PlatformRequest & Answering<T> & { siteId: number }): Promise<T> {
  return cachedRequest(api, listingsCall(call, ttl, request));
}

/** A call kept in the listings' part (a search, its filters' options), so a publish retires it with the searches. */
export function listingsCall<T>(call: string, ttl: number, request: PlatformRequest & Answering<T> & { siteId: number }): CachedCall<T> {
  return { call, ttl, part: LISTINGS_PART, request };
}

/** Forgets the cached answer of a call after a write changed it (e.g. viewing slots once booked). */
export function forgetRequest(up: Upstream, spec: CallDescription): Promise<void> {
  return up.cache.forget(cacheScopeOf(spec));
}
