/**
 * The holiday search as it lives in the page's address, and as the platform's search body
 *. No imports: the rental search island loads it without the translations.
 */

/** The visitor's holiday search, as it lives in the page's address (repeated parameters for lists). */
export interface RentalFilter {
  /** Locations (regions), by id. */
  location?: number[];
  /** Towns, by id (the rental filter options' cities). */
  city?: number[];
  /** Unit types (subKinds), by id. */
  type?: number[];
  /** At least this many guests. */
  guests?: number;
  /** Period types (week, weekend…), by id. */
  period?: number[];
  /** Arrival on this day (a period starting then). */
  arrival?: string;
  /** A stay within this window: arriving on or after `from`, leaving on or before `to`. */
  from?: string;
  to?: string;
  sort?: RentalSort;
}

/** How results are ordered: by price (of the cheapest matching period) or by the number of guests. */
export const RENTAL_SORTS = ['price-asc', 'price-desc', 'guests-desc', 'guests-asc'] as const;
export type RentalSort = (typeof RENTAL_SORTS)[number];

export const RENTAL_PAGE_SIZE = 12;
export const MAX_GUESTS = 30;
const LISTS = ['location', 'city', 'type', 'period'] as const;

/** A real calendar day as YYYY-MM-DD, or undefined. */
export function isoDay(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

const positiveId = (value: string) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/**
 * The filter in an address: unknown or malformed values are dropped, never an error.
 * @example parseRentalParams(new URLSearchParams('location=3&location=4&guests=4')) // { location: [3, 4], guests: 4 }
 */
export function parseRentalParams(params: URLSearchParams): RentalFilter {
  const filter: RentalFilter = {};
  for (const key of LISTS) {
    const ids = [
      ...new Set(
        params
          .getAll(key)
          .map(positiveId)
          .filter((id): id is number => id !== undefined),
      ),
    ];
    if (ids.length > 0) filter[key] = ids.slice(0, 50);
  }
  const guests = positiveId(params.get('guests') ?? '');
  if (guests !== undefined && guests <= MAX_GUESTS) filter.guests = guests;
  const arrival = isoDay(params.get('arrival'));
  if (arrival) filter.arrival = arrival;
  const from = isoDay(params.get('from'));
  const to = isoDay(params.get('to'));
  if (from) filter.from = from;
  if (to && (!from || to > from)) filter.to = to;
  const sort = params.get('sort');
  if ((RENTAL_SORTS as readonly string[]).includes(sort ?? '')) filter.sort = sort as RentalSort;
  return filter;
}

/** The filter as address parameters, in a fixed order (so one search has one address). */
export function toRentalParams(filter: RentalFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LISTS) for (const id of filter[key] ?? []) params.append(key, String(id));
  if (filter.guests !== undefined) params.set('guests', String(filter.guests));
  if (filter.arrival) params.set('arrival', filter.arrival);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.sort) params.set('sort', filter.sort);
  return params;
}

/** The platform's POST /rental-units body for a filter and a page of results. */
export interface RentalSearchBody {
  query: {
    locationId?: number[];
    cityId?: number[];
    subKindId?: number[];
    occupation?: number;
    periodTypeId?: number[];
    arrival?: string;
    from?: string;
    to?: string;
  };
  sort?: { field: 'price' | 'occupation'; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

export function buildRentalSearchBody(
  filter: RentalFilter,
  page: { limit: number; offset: number } = { limit: RENTAL_PAGE_SIZE, offset: 0 },
): RentalSearchBody {
  const query: RentalSearchBody['query'] = {};
  if (filter.location?.length) query.locationId = filter.location;
  if (filter.city?.length) query.cityId = filter.city;
  if (filter.type?.length) query.subKindId = filter.type;
  if (filter.guests !== undefined) query.occupation = filter.guests;
  if (filter.period?.length) query.periodTypeId = filter.period;
  if (filter.arrival) query.arrival = filter.arrival;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  const body: RentalSearchBody = { query, limit: page.limit, offset: page.offset };
  // Cheapest first unless the visitor chose otherwise (as the estate filter bar).
  const [field, order] = (filter.sort ?? 'price-asc').split('-') as ['price' | 'guests', 'asc' | 'desc'];
  body.sort = { field: field === 'guests' ? 'occupation' : 'price', order };
  return body;
}
