import type { RentalSearchBody } from '../../../shared/domain/rentals';
import type { RentalFilterOptions, RentalPeriod, RentalUnit } from '../../../shared/types/rental';
import { rentalUnitPart, TTL } from './cache';
import { cachedFilterOptions, cachedRequest, listingsCall } from './cached-request';
import { writeAnswered } from './forms';
import type { SiteApi } from './index';
import { reshapeRentalPeriod, reshapeRentalUnit } from '../../../shared/contract/reshape/rental';
import { siteRequest, visitorRead } from './site-api';
import type { ReservationRequest } from '../../../shared/contract/site-api/answers';

export type { ReservationRequest } from '../../../shared/contract/site-api/answers';

export type RentalSearchRequest = RentalSearchBody;

/** A search result: the unit and the cheapest free period that matches the search. */
export interface RentalHit {
  unit: RentalUnit;
  cheapest: RentalPeriod | null;
}

/** POST /rental-units */
export async function searchRentalUnits(api: SiteApi, body: RentalSearchRequest): Promise<{ total: number; hits: RentalHit[] }> {
  const raw = await cachedRequest(api, listingsCall('rental-search', TTL.rentalPeriods, siteRequest('POST /rental-units', {}, { siteId: api.siteId, body })));
  return {
    total: raw.total.value,
    hits: raw.results.map((result) => ({
      unit: reshapeRentalUnit(result),
      cheapest: result.cheapestPeriod ? reshapeRentalPeriod(result.cheapestPeriod) : null,
    })),
  };
}

/** POST /rental-units/filters */
export function getRentalFilters(api: SiteApi, query: RentalSearchBody['query'] = {}): Promise<RentalFilterOptions> {
  return cachedFilterOptions(api, 'rental-filters', TTL.rental, siteRequest('POST /rental-units/filters', {}, { siteId: api.siteId, body: { query } }));
}

/** GET /rental-units/{id} */
export async function getRentalUnit(api: SiteApi, id: number): Promise<RentalUnit> {
  const request = siteRequest('GET /rental-units/:id', { id }, visitorRead(api));
  const raw = await cachedRequest(api, { call: 'rental-unit', ttl: TTL.rental, part: rentalUnitPart(id), request });
  return reshapeRentalUnit(raw);
}

/** GET /rental-units/{id}/periods */
export async function getRentalPeriods(api: SiteApi, id: number): Promise<RentalPeriod[]> {
  const request = siteRequest('GET /rental-units/:id/periods', { id }, visitorRead(api));
  const raw = await cachedRequest(api, { call: 'rental-periods', ttl: TTL.rentalPeriods, part: rentalUnitPart(id), request });
  return raw.map(reshapeRentalPeriod);
}

/** POST /rental-units/reservation (never cached), under the form's key (`writeAnswered`). */
export function createReservation(api: SiteApi, body: ReservationRequest, key: string): Promise<{ id: string }> {
  return writeAnswered(api, '/rental-units/reservation', body, key);
}
