import type { FollowAnswer } from '../../../shared/contract/follows';
import type { SiteApi } from './index';
import { siteRequest } from './site-api';

/** Writes are never cached. */

/** POST /follows under the form's key: the listings followed by the subscription of `token`, or of the address. */
export function followListings(
  api: SiteApi,
  body: { locale: string; estateIds: number[]; email?: string; token?: string },
  key: string,
): Promise<FollowAnswer> {
  return api.client.request(siteRequest('POST /follows', {}, { siteId: api.siteId, body, idempotencyKey: key }));
}

/** DELETE /follows/{token}/{estateId}: that listing no longer followed. */
export function unfollowListing(api: SiteApi, token: string, estateId: string): Promise<null> {
  return api.client.request(siteRequest('DELETE /follows/:token/:estateId', { token, estateId }, { siteId: api.siteId }));
}
