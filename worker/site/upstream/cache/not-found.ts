import { UpstreamError } from '../client';

/**
 * Seconds a platform 404 or 410 is remembered. A crawler following dead links (sold estates,
 * old pages, guessed addresses) would otherwise reach the platform on every request; a minute
 * keeps that to one call per address per minute, and an address that comes to life shows
 * within a minute, or at once after a purge of its site (the answer's key dies with it).
 */
export const NOT_FOUND_SECONDS = 60;
/** Platform answers that say something does not exist (any more). */
const NOT_FOUND_STATUSES = new Set([404, 410]);

/** A remembered "not found": enough to throw the same UpstreamError again. */
export interface Gone {
  status: number;
  statusText: string;
  body?: unknown;
}

/** The platform's 404 or 410 in a failed load, if that is what it was. */
export function goneOf(error: unknown): Gone | null {
  const { status, statusText, body } = (error ?? {}) as { status?: unknown; statusText?: unknown; body?: unknown };
  if (typeof status !== 'number' || !NOT_FOUND_STATUSES.has(status)) return null;
  return { status, statusText: typeof statusText === 'string' ? statusText : '', body };
}

/** The platform's "not found", thrown again as the client threw it. */
export function goneError(gone: Gone): UpstreamError {
  return new UpstreamError(gone.status, gone.statusText, gone.body);
}

/**
 * "Not found" answers written to KV per isolate and minute: a crawler guessing thousands of
 * addresses would otherwise cost a KV write each. Past it they are remembered in memory only.
 */
export const GONE_WRITES_PER_MINUTE = 30;
let goneWrites = { minute: 0, count: 0 };

/** Whether one more "not found" may be written to KV this minute (counts it). */
export function mayWriteGone(now: number): boolean {
  const minute = Math.floor(now / 60_000);
  if (goneWrites.minute !== minute) goneWrites = { minute, count: 0 };
  return (goneWrites.count += 1) <= GONE_WRITES_PER_MINUTE;
}

/** Starts the count again (tests; `forgetGenerations`). */
export function clearGoneWrites(): void {
  goneWrites = { minute: 0, count: 0 };
}
