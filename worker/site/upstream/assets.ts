import { SHARED_NAMESPACE, TTL } from './cache';
import { cachedRequest } from './cached-request';
import type { Upstream } from './index';
import { siteRequest } from './site-api';

/**
 * GET /assets/{id}?hash&variant for the site it is asked for (X-SITE: the platform draws a picture
 * only for the site it belongs to), kept in the shared namespace under that site: a site purge
 * leaves it (a picture's address changes with it).
 */
export function getAsset(up: Upstream, siteId: number, id: number, hash: string, variant: 'original' | 'medium' | 'thumbnail'): Promise<string> {
  return cachedRequest(up, {
    call: 'asset',
    ttl: TTL.asset,
    namespace: SHARED_NAMESPACE,
    request: siteRequest('GET /assets/:id', { id }, { query: { hash, variant }, siteId }),
  });
}
