import type { BuyerPoolCount, BuyerPoolHome } from '../../../shared/contract/buyer-pool';
import { TTL } from './cache/ttl';
import { cachedRequest } from './cached-request';
import type { SiteApi } from './index';
import { siteRequest } from './site-api';

/** GET /buyer-pool: how many of the agency's alerts search a home like this one, or only "fewer than 5" (kept as the filters are). */
export function getBuyerPool(api: SiteApi, home: BuyerPoolHome): Promise<BuyerPoolCount> {
  const query: Record<string, string> = { transaction: home.transaction, headType: String(home.headTypeId) };
  for (const [name, value] of [
    ['cityId', home.cityId],
    ['zip', home.zip],
    ['lat', home.lat],
    ['lon', home.lon],
    ['price', home.price],
    ['bedrooms', home.bedrooms],
  ] as const) {
    if (value !== null) query[name] = String(value);
  }
  return cachedRequest(api, { call: 'buyer-pool', ttl: TTL.filters, request: siteRequest('GET /buyer-pool', {}, { siteId: api.siteId, query }) });
}
