import { clearFlights } from './flight';
import { clearGenerations } from './generations';
import { clearMemory } from './memory';
import { clearGoneWrites } from './not-found';

/*
 * The response cache in front of the platform API, one concept a file:
 * keys.ts (where an answer is kept), ttl.ts (how long it is fresh), generations.ts (purges),
 * memory.ts (the isolate's memory in front of KV), flight.ts (one call for concurrent misses),
 * page-waits.ts (how long a page waits: while the platform shows signs of life), not-found.ts
 * (platform 404s remembered), entry.ts (an entry as stored),
 * response-cache.ts (fresh, stale-while-revalidate, stale-if-error), answer-record.ts (what one
 * page's answers rest on, recorded beside the page cache: worker/site/middleware/page-inputs.ts).
 */

export { FLIGHT_MAX_AGE_MS, PastDeadlineError } from './flight';
export { PAGE_WAIT_CAP_MS, RENDER_RESERVE_MS, RENDERS_IN_HEADROOM } from './page-waits';
export { GENERATION_MEMORY_MS, LISTING_GENERATION_MEMORY_MS } from './generations';
export {
  type CachePart,
  type CacheScope,
  estatePart,
  HOSTNAME_NAMESPACE,
  type HostPart,
  hostPart,
  LISTINGS_PART,
  type Namespace,
  PAGES_PART,
  rentalUnitPart,
  SHARED_NAMESPACE,
} from './keys';
export { MEMORY_MAX_BYTES, MEMORY_TTL_MS } from './memory';
export { GONE_WRITES_PER_MINUTE, NOT_FOUND_SECONDS } from './not-found';
export type { AnswerRecorder } from './answer-record';
export { type CacheOptions, type CacheOutcome, ResponseCache } from './response-cache';
export { STALE_IF_ERROR_SECONDS, SWR_FACTOR, TTL } from './ttl';

/** Forgets the generation numbers and answers this isolate remembers (tests; a purge elsewhere). */
export function forgetGenerations(): void {
  clearGenerations();
  clearMemory();
  clearFlights();
  clearGoneWrites();
}
