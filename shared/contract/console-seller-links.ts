import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import type { ConsoleSite } from './console';

/**
 * The console's seller links: per listing, private links to its seller report on the
 * agency's site (shared/contract/seller-report.ts). Owners and editors. Only the token's
 * SHA-256 is kept: the link itself is in the answer that made it, once.
 */

/** A listing as the console lists it: the estate's id, reference, title (console's language), city. */
export interface ConsoleListing {
  id: number;
  reference: string | null;
  title: string | null;
  city: string | null;
  status: string;
}

/** GET /console-api/sites/{id}/listings?q=: the listings whose reference or title holds q (the newest first, at most 20). */
export interface ConsoleListings {
  site: ConsoleSite;
  listings: ConsoleListing[];
}

/** A link made, as the list shows it (never its token). */
export interface SellerLink {
  id: number;
  locale: Locale;
  createdAt: string;
  createdBy: string | null;
  /** The last day it opens (Brussels); null: until revoked. */
  expiresOn: string | null;
  revokedAt: string | null;
  openedAt: string | null;
  openCount: number;
}

/** GET /console-api/sites/{id}/listings/{estateId}/seller-links: the listing and its links, the newest first. */
export interface ConsoleSellerLinks {
  site: ConsoleSite;
  listing: ConsoleListing;
  links: SellerLink[];
}

/** POST …/seller-links: the seller's language, and the last day the link opens ('' or absent: until revoked). */
export const sellerLinkRequest = z.object({
  locale: z.enum(LOCALES as unknown as [Locale, ...Locale[]]),
  expiresOn: z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'day'))),
});
export type SellerLinkRequest = z.infer<typeof sellerLinkRequest>;

/** The answer of POST …/seller-links (201): the link, shown this once. */
export interface NewSellerLink {
  id: number;
  url: string;
}
