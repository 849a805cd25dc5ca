/**
 * Seconds a cached answer is fresh, per call. Past its TTL an answer is
 * served stale while it is refreshed in the background, up to SWR_FACTOR × TTL; older
 * answers are refreshed before use, and served stale for up to STALE_IF_ERROR_SECONDS only
 * when the platform fails.
 */
export const TTL = {
  site: 300,
  navigation: 300,
  page: 300,
  entities: 600,
  agreements: 3600,
  estate: 120,
  search: 60,
  filters: 300,
  rental: 300,
  rentalPeriods: 60,
  agenda: 15,
  asset: 86_400,
} as const;

export const SWR_FACTOR = 2;
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
