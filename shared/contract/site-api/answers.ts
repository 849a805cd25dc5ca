import type { Attribution } from '../attribution';
import type { SearchBody } from '../../domain/search-params';
import type { RawPage } from '../raw/page';

/*
 * The site API's answers and bodies that no other module of the contract names (the others are
 * raw/*.ts and the contract's area files): types only, read by both sides through routes.ts.
 */

/** The search body (terms, range, match, distance, sort, grouping, paging). */
export interface SearchRequest {
  query?: SearchBody['query'];
  sort?: { field: string; order?: 'asc' | 'desc' } | { field: string; order?: 'asc' | 'desc' }[];
  prefer?: SearchBody['prefer'];
  grouping?: 'TYPE' | 'SUBTYPE' | 'CITY' | 'STATUS' | 'PRICE';
  limit?: number;
  offset?: number;
  includeChildren?: boolean;
  locale?: string;
}

/** A light search's body (markers, links): a search's filters and order, up to its limit. */
export type LightRequest = Omit<SearchRequest, 'limit' | 'offset'> & { limit: number; offset?: number };

/** What a search's filters offer (POST /estate-filters). */
export interface EstateFilterOptions {
  headTypes: { id: number; count: number }[];
  locations: { id: number; zip: string; name: Record<string, string>; lat: number | null; lon: number | null; count: number }[];
  prices: { min: number | null; max: number | null };
  bedrooms: { value: number; count: number }[];
  /** How many have an open house in the coming week (absent from a platform that does not say). */
  openHouses?: number;
  /**
   * What the search box's examples say (worker/site/plain-search/examples.ts): for sale (main
   * transaction 1) and for rent (2), the main type and city most of them share, and a price half of
   * those are under, rounded up; the best of each side, or two for sale (absent from a platform that does not say).
   */
  examples?: { transaction: number; headType: number; city: number; price: number }[];
}

/** A viewing slot of a listing with its places left. */
export interface AgendaSlot {
  id: number;
  start: string;
  end: string;
  capacity: number;
  available: number;
}

/** A viewing: its slot, the estate, and the visitor who books it, in their language. */
interface Viewing {
  slotId: number;
  estateId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: string;
}

/** A booked viewing. */
export interface Appointment extends Viewing {
  id: string;
  start: string;
  end: string;
  createdAt: string;
  cancelledAt?: string | null;
}

/** A viewing the site books for a visitor. */
export interface AppointmentRequest extends Viewing {
  message?: string;
  attribution?: Attribution | undefined;
}

export type SubscriptionFrequency = 'instant' | 'daily' | 'weekly';

/** A search alert. */
export interface Subscription {
  token: string;
  email: string;
  locale: string;
  firstName?: string;
  lastName?: string;
  criteria: {
    statuses: ('FOR_SALE' | 'TO_RENT')[];
    cityIds: number[];
    headTypeIds: number[];
    priceMin?: number;
    priceMax?: number;
    bedroomsMin?: number;
  };
  frequency?: SubscriptionFrequency;
  attribution?: Attribution | undefined;
  /** Whether the address was confirmed (double opt-in); alerts go only to confirmed ones. */
  confirmed?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A search alert as the site sends it (new or changed). */
export type SubscriptionRequest = Omit<Subscription, 'token' | 'createdAt' | 'updatedAt' | 'confirmed'> & { consent: true };

/** A holiday rental's booking the site sends for a visitor. */
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

/** What a lead's write answers: its id. */
export interface LeadWritten {
  id: string;
}

/** The listing page an estate belongs to (its breadcrumb). */
export interface EstatePage {
  estateId: number;
  pageKey: string;
  pageId: number | null;
  url: Record<string, string> | null;
}

/** A site's pages as listed. */
export type PageListed = Pick<RawPage, 'id' | 'key' | 'url' | 'title'>;
