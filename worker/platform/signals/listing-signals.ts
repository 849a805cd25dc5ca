/**
 * A listing's signals of one Brussels week (worker/platform/signals/: counted there, sent by a
 * CRM's `pushListingSignals` or in the agency's weekly mail): the site's cookieless counts and its
 * buyer pool.
 */
export interface ListingSignals {
  /** The week's Monday (YYYY-MM-DD, Brussels) and its Sunday. */
  week: string;
  weekEnd: string;
  estateId: number;
  /** The listing as the CRM knows it (external_ids), when it came from a CRM: its source and id there. */
  source: string | null;
  externalId: string | null;
  reference: string | null;
  title: string | null;
  /** Its page on the site (https://…). */
  url: string | null;
  views: number;
  favorites: number;
  /** Contact requests and viewings booked about it. */
  enquiries: number;
  /** Active searchers whose alert matches it: a count, "fewer than 5", or null when not counted. */
  buyerPool: { count: number } | { fewerThan: number } | null;
  /** The agency's language (its site's default), for the words of a note. */
  locale: string;
}
