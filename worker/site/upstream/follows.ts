import type { FollowAnswer } from '../../../shared/contract/follows';
import type { SiteApi } from './index';

/** Writes are never cached. */

/** POST /follows under the form's key: the listings followed by the subscription of `token`, or of the address. */
export function followListings(
  api: SiteApi,
  body: { locale: string; estateIds: number[]; email?: string; token?: string },
  key: string,
): Promise<FollowAnswer> {
  return api.client.request({ method: 'POST', path: '/follows', siteId: api.siteId, body, idempotencyKey: key });
}

/** DELETE /follows/{token}/{estateId}: that listing no longer followed. */
export function unfollowListing(api: SiteApi, token: string, estateId: string): Promise<null> {
  return api.client.request({ method: 'DELETE', path: `/follows/${encodeURIComponent(token)}/${encodeURIComponent(estateId)}`, siteId: api.siteId });
}
