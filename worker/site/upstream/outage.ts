import { UpstreamError } from './client';

/** Seconds a visitor (or crawler, or island) is asked to wait when the platform fails and nothing cached stands in. */
export const OUTAGE_RETRY_AFTER_S = 60;

/**
 * Whether a failure is an outage: the platform failed, was too slow for the page, refused the
 * site's token or its breaker is open (a 5xx of the client, worker/site/upstream/client.ts), as
 * opposed to one of its 4xx answers (the estate is gone). The one rule: the cache serves a
 * stale copy for it, a page answers 503 with Retry-After, an island gets JSON 503.
 */
export function isOutage(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.status >= 500;
}
