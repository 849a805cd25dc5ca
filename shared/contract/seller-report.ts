import type { Locale } from '../i18n/locales';
import type { BuyerPoolCount } from './buyer-pool';

/**
 * The seller report (docs/statistics.md "Seller reports") as the site worker and the
 * platform see it: the agency makes a private link in the console to `{site}/_report/{token}`;
 * the site worker asks the platform for the report of that token on its own site
 * (POST /sites/{id}/seller-report `{ token }`, site API) and renders it in the link's language.
 * No zod here: the site worker imports this file.
 */

/** The site's path of a seller report: `/_report/{token}` (32 random bytes, URL-safe base64). */
export const SELLER_REPORT_PATH = '/_report/';
export const SELLER_REPORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One week of the report: its Monday, the listing's views, the similar listings' median (null: none online), a price change in it. */
export interface SellerReportWeek {
  week: string;
  views: number;
  similar: number | null;
  /** The listed price before and after a change that week (the last one of the week). */
  price?: { from: number | null; to: number | null };
}

/**
 * The answer of POST /sites/{id}/seller-report: 200 this; 404 no such link (unknown, another
 * site's); 410 SellerReportGone: the link was revoked or expired, or the listing is gone.
 */
export interface SellerReport {
  locale: Locale;
  listing: {
    reference: string | null;
    /** The title in the link's language (or another), the city, the head type (1 house, 2 apartment: shared/domain/property-types.ts). */
    title: string | null;
    city: string | null;
    headTypeId: number;
    price: number | null;
    /** The publication's day (Brussels). */
    published: string;
  };
  /** Since publication, the last REPORT_MAX_WEEKS weeks (shared/domain/seller-report.ts), oldest first. */
  weeks: SellerReportWeek[];
  /** Counted over the same weeks. */
  totals: { views: number; favorites: number; contacts: number; viewings: number };
  /** How many of the agency's listings count as similar (0: no comparison). */
  similarCount: number;
  /** The agency's active searchers of a home like this one (buyer-pool.ts): from 5 the number, else only "fewer than 5". */
  buyerPool: BuyerPoolCount;
  /** The day the report was made (Brussels). */
  today: string;
}

/** The 410 of POST /sites/{id}/seller-report: the link's language and, when the link no longer opens, why (else the listing is gone). */
export interface SellerReportGone {
  locale: Locale;
  closed?: 'revoked' | 'expired';
}
