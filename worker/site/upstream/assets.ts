import { SHARED_NAMESPACE, TTL } from './cache';
import { cachedRequest } from './cached-request';
import type { Upstream } from './index';

/** GET /assets/{id}?hash&version&variant: an image as SVG text, shared by every site: a site purge leaves it. */
export function getAsset(up: Upstream, id: number, hash: string, variant: 'original' | 'medium' | 'thumbnail'): Promise<string> {
  return cachedRequest<string>(up, {
    call: 'asset',
    ttl: TTL.asset,
    namespace: SHARED_NAMESPACE,
    request: { path: `/assets/${id}`, query: { hash, variant } },
  });
}
