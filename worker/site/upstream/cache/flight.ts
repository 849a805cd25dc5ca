import { UpstreamError } from '../client';
import { BoundedMap } from '../../bounded-map';

/*
 * Waiting is bounded: concurrent misses of one key share one platform call (a
 * flight) and never start their own; a page waits for it while the platform shows signs of life
 * (page-waits.ts), after which the call goes on in the background and fills the cache for the
 * next visitor while this one gets the stale copy or the 503 page.
 */

/**
 * Age past which a flight is taken for dead and the next miss starts another. A call whose
 * request was cancelled (the visitor left mid-stream) may never settle in workerd; a live one
 * ends within the platform timeout (UPSTREAM_TIMEOUT_MS, 5 s), so this is well past it.
 */
export const FLIGHT_MAX_AGE_MS = 10_000;

/**
 * Calls in flight an isolate tracks at most: one that never settles (its request was cancelled)
 * is otherwise never forgotten; past this the oldest is dropped (a later miss starts its own).
 */
const FLIGHTS_MAX = 1_000;
// Per isolate: platform calls in flight (one call for concurrent misses of the same key and generation).
const inFlight = new BoundedMap<string, { promise: Promise<unknown>; startedAt: number }>('single flight', FLIGHTS_MAX);

/** The call in flight under this id, if one started less than FLIGHT_MAX_AGE_MS ago. */
export function runningFlight<T>(id: string, now: number): Promise<T> | undefined {
  const running = inFlight.get(id);
  return running && now - running.startedAt < FLIGHT_MAX_AGE_MS ? (running.promise as Promise<T>) : undefined;
}

/**
 * Records a started call under its id until `done` settles (by default the call itself; the
 * cache keeps an answered call until its answer is written); later misses join it.
 */
export function startFlight<T>(id: string, promise: Promise<T>, now: number, done: Promise<unknown> = promise): Promise<T> {
  const entry = { promise, startedAt: now };
  inFlight.set(id, entry);
  const forget = () => {
    if (inFlight.get(id) === entry) inFlight.delete(id);
  };
  done.then(forget, forget);
  return promise;
}

/** Forgets the calls in flight (tests; `forgetGenerations`). */
export function clearFlights(): void {
  inFlight.clear();
}

/** The page gave up waiting: an outage for the caller (stale-if-error, else the 503 page). */
export class PastDeadlineError extends UpstreamError {
  constructor() {
    super(503, 'Platform slower than the page budget');
  }
}
