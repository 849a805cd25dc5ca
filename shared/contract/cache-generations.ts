/*
 * The site's cache generations as KV keys (worker/site/upstream/cache/generations.ts keeps the
 * full story): every cached answer of a site carries `gen:{siteId}`, and within a part (an
 * estate's own answers, the site's listings) `gen:{siteId}/{part}` too. Bumping one of these
 * numbers retires every answer stored under it, on every location within about 60 s (KV), and in
 * an isolate that read it within GENERATION_MEMORY_MS (LISTING_GENERATION_MEMORY_MS for a
 * listing's part). The platform bumps them itself after an ingest write, through its CACHE binding (the site's KV namespace): it cannot import the site, and
 * the CRM's write must retire the site's answers without the site being asked.
 * test/unit/platform/cache/cache-generations.test.ts keeps these keys the same as the site's.
 */

/** The part of a site's answers that lists estates (searches, filters, collections, groups). */
export const LISTINGS_GENERATION_PART = 'listings';

/** KV key of a site's generation. */
export const siteGenerationKey = (siteId: number): string => `gen:${siteId}`;

/**
 * KV key of the generation of every hostname → site lookup (the site's HOSTNAME_NAMESPACE):
 * only a purge of every lookup bumps it (the admin API's purge of all sites).
 */
export const HOSTNAMES_GENERATION_KEY = 'gen:hostnames';

/** The part of the hostname lookups that holds one hostname's lookup. */
export const hostnameGenerationPart = (hostname: string): string => `host-${hostname.toLowerCase()}`;

/**
 * KV key of the generation of one hostname's lookup: bumped with the site's for each of its
 * hostnames when the site gains or loses one or its record itself changes (its legal data,
 * theme, logo, coming-soon mode, a publish), since the lookup's answer is the site record,
 * cached under its hostnames before its id is known. One agency's change retires its own
 * lookups and kept pages, never every agency's (a thousand agencies).
 */
export const hostnameGenerationKey = (hostname: string): string => `${HOSTNAMES_GENERATION_KEY}/${hostnameGenerationPart(hostname)}`;

/** KV key of the generation of one part of a site's answers. */
export const partGenerationKey = (siteId: number, part: string): string => `gen:${siteId}/${part}`;

/** The part holding one estate's own answers (a project is an estate). */
export const estateGenerationPart = (estateId: number): string => `estate-${estateId}`;

/** The part holding one holiday rental unit's own answers (the unit and its periods). */
export const rentalUnitGenerationPart = (unitId: number): string => `rental-unit-${unitId}`;
