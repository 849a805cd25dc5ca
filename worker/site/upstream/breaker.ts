import { breakerLogState, logFailure, logNotice } from '../log';
import { UpstreamError } from './upstream-error';

/**
 * The per-isolate circuit breaker in front of the platform. After BREAKER_THRESHOLD
 * outages in a row (no answer, a timeout, a 5xx, a refused token) it opens: for
 * BREAKER_OPEN_MS every call fails at once with BreakerOpenError instead of costing the visitor
 * a timeout, and the cache answers what it has. Then one call goes through as a probe while
 * the others still fail fast: an answer closes the breaker, another outage opens it again.
 */
export const BREAKER_THRESHOLD = 5;
export const BREAKER_OPEN_MS = 10_000;

export interface Breaker {
  /** Outages in a row. */
  failures: number;
  /** While open: until when (ms since epoch); 0 when closed. */
  openUntil: number;
  /** When the probe of a half-open breaker started, 0 when none runs. */
  probeSince: number;
  /** When a call last had an answer (ms since epoch; 0: none yet): the platform's last sign of life. */
  answeredAt: number;
}

/** What a page waiting for the platform asks of it (cache/page-waits.ts): when it last answered any call of this isolate. */
export interface Liveness {
  answeredAt(): number;
}

const breakers = new Map<string, Breaker>();

/** An open breaker's refusal: an outage (503) the cache answers with its stale copy. */
export class BreakerOpenError extends UpstreamError {
  constructor() {
    super(503, 'Platform unavailable: circuit breaker open');
  }
}

export function isBreakerOpen(error: unknown): boolean {
  return error instanceof BreakerOpenError;
}

export type BreakerState = { state: 'closed' | 'open' | 'half-open'; failures: number; retryInMs: number };

/** Closes every breaker of this isolate (tests, as a fresh isolate). */
export function resetBreakers(): void {
  breakers.clear();
  breakerLogState(false);
}

/** How a call goes out: as the breaker is closed, as a half-open breaker's probe, or past it (bypassBreaker). */
export type Passage = 'closed' | 'probe' | 'bypass';

/** The breaker of an origin in this isolate (closed the first time). */
export function breakerFor(origin: string): Breaker {
  const breaker = breakers.get(origin) ?? { failures: 0, openUntil: 0, probeSince: 0, answeredAt: 0 };
  breakers.set(origin, breaker);
  return breaker;
}

/** Whether a call may go out now; a call let through a half-open breaker is its probe. */
export function admit(breaker: Breaker, timeoutMs: number): 'closed' | 'probe' | null {
  if (breaker.openUntil === 0) return 'closed';
  const now = Date.now();
  if (breaker.openUntil > now) return null;
  // One probe at a time; one that never settled (its request cancelled) is given up on.
  if (breaker.probeSince !== 0 && now - breaker.probeSince < 2 * timeoutMs) return null;
  breaker.probeSince = now;
  return 'probe';
}

/** Counts a call's outcome: an answer closes the breaker, an outage counts and may open it again. */
export function outcome(breaker: Breaker, ok: boolean, passage: Passage): void {
  if (passage === 'probe') breaker.probeSince = 0;
  if (ok) {
    breaker.answeredAt = Date.now();
    if (breaker.openUntil !== 0) {
      logNotice('circuit breaker', 'platform answers again: circuit breaker closed');
      breakerLogState(false);
    }
    breaker.failures = 0;
    breaker.openUntil = 0;
    return;
  }
  breaker.failures += 1;
  const reopen = passage === 'probe' || (breaker.openUntil === 0 && breaker.failures >= BREAKER_THRESHOLD);
  if (reopen) {
    if (breaker.openUntil === 0)
      logFailure(
        'circuit breaker',
        `platform failed ${breaker.failures} times in a row: circuit breaker open, calls fail fast for ${BREAKER_OPEN_MS} ms at a time`,
      );
    breakerLogState(true);
    breaker.openUntil = Date.now() + BREAKER_OPEN_MS;
  }
}

/** What the breaker says now (for /admin/health). */
export function breakerStateOf(breaker: Breaker, now: number): BreakerState {
  if (breaker.openUntil === 0) return { state: 'closed', failures: breaker.failures, retryInMs: 0 };
  return breaker.openUntil > now
    ? { state: 'open', failures: breaker.failures, retryInMs: breaker.openUntil - now }
    : { state: 'half-open', failures: breaker.failures, retryInMs: 0 };
}
