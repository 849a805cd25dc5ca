import { TTL } from './cache';
import type { Upstream } from './index';

/** GET /assets/{id}?hash&version&variant: an image as SVG text (assets are not site-scoped). */
export function getAsset(up: Upstream, id: number, hash: string, variant: 'original' | 'medium' | 'thumbnail'): Promise<string> {
  return up.cache.get({ siteId: 0, call: 'asset', args: [id, hash, variant] }, TTL.asset, () =>
    up.client.request<string>({ path: `/assets/${id}`, query: { hash, variant } }),
  );
}
