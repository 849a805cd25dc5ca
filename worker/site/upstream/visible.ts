import { COLLECTION_SIZE, type ListingNode } from '../../../shared/domain/listing-search';
import { isHiddenStatus } from '../../../shared/domain/visibility';
import type { Section } from '../../../shared/types/content';
import type { StatusCode } from '../../../shared/contract/enums';
import { UpstreamError } from './client';
import type { SiteApi } from './index';

/*
 * What a site shows of the platform's estates: an estate whose status
 * id is in the site's hiddenStatus is not there, for every screen and handler alike. The
 * getters apply it here, with the site's settings the SiteApi carries; nothing else does.
 */

/** A hidden estate, answered as the platform's "not found": every caller already treats that as gone. */
export class HiddenEstateError extends UpstreamError {
  constructor(estateId: number) {
    super(404, `Estate ${estateId} is hidden by the site`);
    this.name = 'HiddenEstateError';
  }
}

/** Whether the site shows an estate of this status. */
export function isVisible(api: SiteApi, estate: { status: StatusCode }): boolean {
  return !isHiddenStatus(estate.status, api.hiddenStatus);
}

/** The estates the site shows, in their order. */
export function visibleOnly<T extends { status: StatusCode }>(api: SiteApi, estates: readonly T[]): T[] {
  return estates.filter((estate) => isVisible(api, estate));
}

/** The listing node of a search over the estates the site shows, within `node`'s own query (an agent's listings, a section's). */
export function visibleListing(api: SiteApi, node: Omit<ListingNode, 'hiddenStatus'> = {}): ListingNode {
  return { ...node, hiddenStatus: api.hiddenStatus };
}

/** The listing node of a search over every estate the site shows (search-city, subscription options, sitemap). */
export const siteListing: (api: SiteApi) => ListingNode = visibleListing;

/**
 * A listing section as its search: an estate list's own query and page size, or a collection's
 * estates (COLLECTION_SIZE); with the site's hidden statuses. Null for any other section.
 */
export function listingOf(api: SiteApi, section: Section | undefined): { node: ListingNode; pageSize: number } | null {
  if (section?.type === 'estateList') {
    return { node: visibleListing(api, { query: section.query, grouping: section.grouping, collections: section.collections }), pageSize: section.pageSize };
  }
  if (section?.type === 'estateCollection') return { node: visibleListing(api, { collections: [section.collectionId] }), pageSize: COLLECTION_SIZE };
  return null;
}
