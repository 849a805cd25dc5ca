import { SHARED_NAMESPACE, TTL } from './cache';
import { cachedRequest } from './cached-request';
import type { Upstream } from './index';
import { siteRequest } from './site-api';

/**
 * GET /assets/{id}?hash&variant&site: an image of the site it is asked for (the platform draws it
 * for the site it belongs to alone), kept in the shared namespace under that site's query: a site
 * purge leaves it.
 */
export function getAsset(up: Upstream, siteId: number, id: number, hash: string, variant: 'original' | 'medium' | 'thumbnail'): Promise<string> {
  return cachedRequest(up, {
    call: 'asset',
    ttl: TTL.asset,
    namespace: SHARED_NAMESPACE,
    request: siteRequest('GET /assets/:id', { id }, { query: { hash, variant, site: String(siteId) } }),
  });
}
