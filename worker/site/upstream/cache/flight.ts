import { UpstreamError } from '../client';
import { BoundedMap } from '../../bounded-map';

/*
 * Waiting is bounded (issue 15): concurrent misses of one key share one platform call (a
 * flight) and never start their own; a page waits for it at most until its deadline (the page
 * budget, worker/site/upstream/index.ts), after which the call goes on in the background and fills
 * the cache for the next visitor while this one gets the stale copy or the 503 page.
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

/*
 * Room for rendering (issue 33): pages that give up on the platform at their deadline all
 * render then, one after another in the isolate (the 503 page, a listing saying its search is
 * unavailable). The 500 ms between the page budget (1.5 s) and the promise of an answer within
 * 2 s hold about RENDERS_IN_HEADROOM of those renders on a shared machine; each page waiting
 * beyond them gives up RENDER_RESERVE_MS earlier than the one before it, so their renders are
 * spread before the deadline instead of queued after it (50 pages waiting on a hung platform:
 * the last to come gives up 450 ms early). A page counts once however many calls it waits for.
 */
export const RENDERS_IN_HEADROOM = 20;
export const RENDER_RESERVE_MS = 15;
/** Pages of this isolate waiting for the platform now (each a request's cache, `PageWaits`). */
let pagesWaiting = 0;

/** The waits of one page (one request): whether it counts among the pages waiting, and how far back it stands. */
export class PageWaits {
  private pending = 0;
  /** Milliseconds this page gives up early: its place behind the first RENDERS_IN_HEADROOM pages waiting. */
  private reserve = 0;

  /** The promise's outcome, or a PastDeadlineError `ms` from now less this page's reserve. */
  wait<T>(promise: Promise<T>, ms: number): Promise<T> {
    if (this.pending === 0) {
      this.reserve = Math.max(0, pagesWaiting - RENDERS_IN_HEADROOM + 1) * RENDER_RESERVE_MS;
      pagesWaiting += 1;
    }
    this.pending += 1;
    return waitAtMost(promise, ms - this.reserve).finally(() => {
      this.pending -= 1;
      if (this.pending === 0) pagesWaiting -= 1;
    });
  }
}

/** The promise's outcome, or a PastDeadlineError after `ms`. */
export function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return Promise.reject(new PastDeadlineError());
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PastDeadlineError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
