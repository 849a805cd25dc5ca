import type { ValuationKind } from '../../../shared/domain/valuation-wizard';
import type { ComparablesAnswer, PostalPlaces } from '../../../shared/contract/valuation';
import { LISTINGS_PART } from './cache';
import { TTL } from './cache/ttl';
import { cachedRequest } from './cached-request';
import type { SiteApi } from './index';
import { siteRequest } from './site-api';

/** GET /valuation/places/{postalCode}: the table's places of a postal code (it changes with a release only). */
export function getPostalPlaces(api: SiteApi, postalCode: string): Promise<PostalPlaces> {
  return cachedRequest(api, {
    call: 'postal-places',
    ttl: TTL.asset,
    request: siteRequest('GET /valuation/places/:postalCode', { postalCode }, { siteId: api.siteId }),
  });
}

/** GET /valuation/comparables: the agency's listings of a kind near a postal code; retired with the listings. */
export function getComparables(api: SiteApi, postalCode: string, kind: ValuationKind): Promise<ComparablesAnswer> {
  return cachedRequest(api, {
    call: 'valuation-comparables',
    ttl: TTL.filters,
    part: LISTINGS_PART,
    request: siteRequest('GET /valuation/comparables', {}, { siteId: api.siteId, query: { postalCode, kind } }),
  });
}
