import type { Navigation } from '../../../shared/types/navigation';
import type { Site } from '../../../shared/types/site';
import { HOSTNAME_NAMESPACE, hostPart, type ResponseCache, TTL } from './cache';
import { cachedRequest, cacheScopeOf } from './cached-request';
import { UpstreamError } from './client';
import type { SiteApi, Upstream } from './index';
import type { RawSite } from '../../../shared/contract/raw/site';
import { reshapeNavigation, reshapeSite } from '../../../shared/contract/reshape/site';
import { siteRequest, visitorRead } from './site-api';

const byHostname = (hostname: string) =>
  ({
    call: 'site-by-hostname',
    namespace: HOSTNAME_NAMESPACE,
    part: hostPart(hostname),
    request: siteRequest('GET /sites/by-hostname/:hostname', { hostname }, {}),
  }) as const;

/**
 * GET /sites/by-hostname/{hostname}. The answer is also stored for the site's other hostnames:
 * an alias nobody visited lately still resolves (and redirects) from the cache while the
 * platform is down.
 */
export async function getSiteByHostname(up: Upstream, hostname: string): Promise<Site> {
  const raw = await up.cache.get(cacheScopeOf(byHostname(hostname)), TTL.site, async () => {
    const site = await up.client.request(byHostname(hostname).request);
    const others = [site.primaryHostname, ...(site.hostnames ?? [])].filter((other): other is string => Boolean(other) && other !== hostname);
    await Promise.all([...new Set(others)].map((other) => up.cache.put(cacheScopeOf(byHostname(other)), TTL.site, site)));
    return site;
  });
  return reshapeSite(raw);
}

const siteCall = (siteId: number) => ({ call: 'site', ttl: TTL.site, request: siteRequest('GET /sites/:siteId', { siteId }, { siteId }) });

/** GET /sites/{siteId} */
export async function getSite(api: SiteApi): Promise<Site> {
  return reshapeSite(await cachedRequest(api, siteCall(api.siteId)));
}

/**
 * The secret a site's CRM signs its publish webhook with (GET /sites/{siteId}, the same cached
 * answer as getSite; an admin change of the site forgets it); null for no such site or no
 * secret. Never part of Site, so no page can render it.
 */
export async function getPublishSecret(up: Upstream, siteId: number): Promise<string | null> {
  try {
    return (await cachedRequest(up, siteCall(siteId))).publish?.secret || null;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** GET /sites/{siteId}/navigation/{name} */
export async function getNavigation(api: SiteApi, name: string): Promise<Navigation> {
  const raw = await cachedRequest(api, {
    call: 'navigation',
    ttl: TTL.navigation,
    request: siteRequest('GET /sites/:siteId/navigation/:name', { siteId: api.siteId, name }, visitorRead(api)),
  });
  return reshapeNavigation(raw);
}

/** Where the hostname → site lookup of one hostname is kept. */
export const hostnameLookupScope = (hostname: string) => cacheScopeOf(byHostname(hostname.toLowerCase()));

/** The hostnames a site answers on, as the platform sent them. */
export const hostnamesOf = (site: Pick<RawSite, 'primaryHostname' | 'hostnames'>): string[] =>
  [site.primaryHostname, ...(site.hostnames ?? [])].filter((hostname): hostname is string => Boolean(hostname));

/**
 * Retires what is cached for a site, and the hostname → site lookups of the hostnames given
 * (the site's before and after the change): the next request resolves and loads afresh
 * (purge). Only those: retiring every hostname lookup for one agency's change
 * sent every agency's next visitor to the platform, 2,000 lookups for 1,000 agencies.
 */
export async function retireSite(cache: ResponseCache, siteId: number, hostnames: Iterable<string>): Promise<void> {
  await cache.purge(siteId);
  await retireHostnames(cache, hostnames);
}

/**
 * Retires the hostname → site lookups of these hostnames: each one's generation moves on, so
 * the next request asks the platform, and the old answer stays the stale-if-error net. Deleting
 * it instead left a purged agency with no site to render while the platform failed: every page
 * the generic 503, its leads refused.
 */
export async function retireHostnames(cache: ResponseCache, hostnames: Iterable<string>): Promise<void> {
  const distinct = new Set([...hostnames].map((hostname) => hostname.toLowerCase()));
  await Promise.all([...distinct].map((hostname) => cache.purge(HOSTNAME_NAMESPACE, hostPart(hostname))));
}
