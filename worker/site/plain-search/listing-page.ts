import type { Locale } from '../../../shared/i18n/locales';
import type { NotApplied } from '../../../shared/domain/plain-search/to-filter';
import type { ParsedSearch } from '../../../shared/domain/plain-search/types';
import { type EstateFilter, filterWithDefaults, parseSearchParams } from '../../../shared/domain/search-params';
import type { ListingNode } from '../../../shared/domain/listing-search';
import type { Page } from '../../../shared/types/content';
import type { SiteApi } from '../upstream';
import { getPage, listPages } from '../upstream/content';
import { listingOf } from '../upstream/visible';
import { readSentence } from './understand';

/**
 * A listing page's search, read once for the page itself (routes/cms-data.ts) and for the
 * assistants' search_listings, so both list, count and order the same listings: the page's
 * first estate list (its own query, the site's hidden statuses) and the filter its address
 * asks, with the filter bar's order (cheapest first) where the page has one.
 */

/** The listing a page's estate list searches, and whether a filter bar drives it. */
export interface PageListing {
  node: ListingNode;
  pageSize: number;
  filterBar: boolean;
}

/** The page's first estate list as its search; null on a page without one. */
export function pageListing(api: SiteApi, page: Page): PageListing | null {
  const list = page.sections.find((section) => section.type === 'estateList');
  const listing = list ? listingOf(api, list) : null;
  if (!listing) return null;
  return { ...listing, filterBar: page.sections.some((section) => section.type === 'estateFilter') };
}

/**
 * The filter a listing page reads from its address: the parameters (over the filter bar's
 * defaults where it has one), its sentence (`q`) read against the listing's cities. What the
 * sentence could not apply is added to `notApplied`; `heard` learns the side it named.
 */
export function pageFilter(
  api: SiteApi,
  listing: Pick<PageListing, 'node' | 'filterBar'> | null,
  params: URLSearchParams,
  locale: Locale,
  notApplied?: NotApplied[],
  heard?: { transaction?: ParsedSearch['transaction'] },
): Promise<EstateFilter> {
  const asked = listing?.filterBar ? filterWithDefaults(params) : parseSearchParams(params);
  return readSentence(api, asked, locale, listing?.node, notApplied, heard);
}

/**
 * The site's listing page of a side, where the search box leads (to-filter.ts listingUrl): its
 * 'forSale' or 'forRent' page; null when the site has none (the box would lead to the other
 * side's, which lists no listing of this side).
 */
export async function sidePage(api: SiteApi, side: 'sale' | 'rent'): Promise<Page | null> {
  const key = side === 'rent' ? 'forRent' : 'forSale';
  const found = (await listPages(api)).find((page) => page.key === key);
  return found ? getPage(api, found.id) : null;
}
