import { type CachePart, estatePart, LISTINGS_PART, type ResponseCache, rentalUnitPart } from './cache';

/** Estates (projects and their units included) and holiday units a CRM changed. */
export interface PublishedIds {
  estateIds: number[];
  rentalUnitIds: number[];
}

/**
 * Retires what shows the given estates and units on one site (parts in cache/keys.ts):
 * each one's own answers in every language, and the site's listings (searches, filter
 * options, collections, project groups; so list pages, map markers and the sitemap). The
 * site's pages, menus and translations, its other estates and the shared images stay.
 * @example await retirePublished(cache, 1, { estateIds: [1042], rentalUnitIds: [] })
 */
export async function retirePublished(cache: ResponseCache, siteId: number, { estateIds, rentalUnitIds }: PublishedIds): Promise<void> {
  const parts: CachePart[] = [LISTINGS_PART, ...estateIds.map(estatePart), ...rentalUnitIds.map(rentalUnitPart)];
  await Promise.all(parts.map((part) => cache.purge(siteId, part)));
}
