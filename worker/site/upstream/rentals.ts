import type { Attribution } from '../../../shared/contract/attribution';
import type { RentalSearchBody } from '../../../shared/domain/rentals';
import type { RentalFilterOptions, RentalPeriod, RentalUnit } from '../../../shared/types/rental';
import { LISTINGS_PART, rentalUnitPart, TTL } from './cache';
import { cachedFilterOptions, cachedRequest } from './cached-request';
import { writeAnswered } from './forms';
import type { SiteApi } from './index';
import type { RawRentalPeriod, RawRentalUnit } from '../../../shared/contract/raw/rental';
import { reshapeRentalPeriod, reshapeRentalUnit } from '../../../shared/contract/reshape/rental';

export type RentalSearchRequest = RentalSearchBody;

/** The reservation request the platform takes (worker/platform/routes/forms-schemas.ts). */
export interface ReservationRequest {
  locale: string;
  unitId: number;
  periodId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: number;
  message?: string;
  attribution?: Attribution | undefined;
}

/** A search result: the unit and the cheapest free period that matches the search. */
export interface RentalHit {
  unit: RentalUnit;
  cheapest: RentalPeriod | null;
}

/** POST /rental-units */
export async function searchRentalUnits(api: SiteApi, body: RentalSearchRequest): Promise<{ total: number; hits: RentalHit[] }> {
  const raw = await cachedRequest<{ total: { value: number }; results: RawRentalUnit[] }>(api, {
    call: 'rental-search',
    ttl: TTL.rentalPeriods,
    part: LISTINGS_PART,
    request: { method: 'POST', path: '/rental-units', siteId: api.siteId, body },
  });
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
  return cachedFilterOptions<RentalFilterOptions>(api, 'rental-filters', TTL.rental, '/rental-units/filters', query);
}

/** GET /rental-units/{id} */
export async function getRentalUnit(api: SiteApi, id: number): Promise<RentalUnit> {
  const raw = await cachedRequest<RawRentalUnit>(api, {
    call: 'rental-unit',
    ttl: TTL.rental,
    part: rentalUnitPart(id),
    request: { path: `/rental-units/${id}`, siteId: api.siteId, locale: api.locale },
  });
  return reshapeRentalUnit(raw);
}

/** GET /rental-units/{id}/periods */
export async function getRentalPeriods(api: SiteApi, id: number): Promise<RentalPeriod[]> {
  const raw = await cachedRequest<RawRentalPeriod[]>(api, {
    call: 'rental-periods',
    ttl: TTL.rentalPeriods,
    part: rentalUnitPart(id),
    request: { path: `/rental-units/${id}/periods`, siteId: api.siteId, locale: api.locale },
  });
  return raw.map(reshapeRentalPeriod);
}

/** POST /rental-units/reservation (never cached), under the form's key (`writeAnswered`). */
export function createReservation(api: SiteApi, body: ReservationRequest, key: string): Promise<{ id: string }> {
  return writeAnswered(api, '/rental-units/reservation', body, key);
}
