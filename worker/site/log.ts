/*
 * The site worker's log of what failed: one line per failure, `kind: message (detail)`.
 * An expected failure (an error carrying an HTTP status: the platform down, slow, refusing the
 * site's token, its breaker open, a 4xx answer) is that line alone; anything else is a bug and
 * is logged with its stack. While the platform's breaker is open every visitor meets the same
 * outage, so each kind is logged at most once a second, with the count of the lines left out.
 * A leaf module: the client tells it when its breaker opens and closes.
 */
import { BoundedMap } from './bounded-map';

/** How often one kind of expected failure is logged while the breaker is open. */
export const QUIET_INTERVAL_MS = 1_000;

/** Whether a breaker of this isolate is open or half-open (from its opening until a call gets an answer). */
let breakerOpen = false;
/** Per kind, while the breaker is open: when its last line was written and how many were left out since. */
const quieted = new BoundedMap<string, { at: number; skipped: number }>('quiet log kinds', 200);

/** The platform client's breaker opened (true) or closed again (false). */
export function breakerLogState(open: boolean): void {
  breakerOpen = open;
  if (!open) quieted.clear();
}

/** Forgets the breaker and the counts (tests: each starts as a fresh isolate would). */
export function resetLog(): void {
  breakerLogState(false);
}

/** A failure the code expects: a message of its own, or an error carrying an HTTP status (UpstreamError and its kin, HTTPException). */
function isExpected(error: unknown): boolean {
  return typeof error === 'string' || (error instanceof Error && typeof (error as { status?: unknown }).status === 'number');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `kind: message (detail)`. */
function lineOf(kind: string, message: string, detail: string | undefined): string {
  return `${kind}: ${message}${detail ? ` (${detail})` : ''}`;
}

/** Whether this kind's line may be written now; the suffix counting the lines left out before it. */
function admit(kind: string, now: number): string | null {
  if (!breakerOpen) return '';
  const last = quieted.get(kind);
  if (last && now - last.at < QUIET_INTERVAL_MS) {
    last.skipped += 1;
    return null;
  }
  quieted.set(kind, { at: now, skipped: 0 });
  return last?.skipped ? ` [${last.skipped} more since the last line]` : '';
}

/**
 * Logs one failure: `kind: message (detail)`, one line; a stack only for an unexpected error.
 * `kind` is fixed text (it names the line and is what the quiet interval counts by); what
 * varies (a path, a section id) goes in `detail`. A problem without an error object (a
 * missing setting, a refused token) passes its message as `error`.
 * @example logFailure('navigation unavailable', error, 'main')
 */
export function logFailure(kind: string, error: unknown, detail?: string): void {
  const expected = isExpected(error);
  const suffix = expected ? admit(kind, Date.now()) : '';
  if (suffix === null) return;
  const line = lineOf(kind, messageOf(error), detail) + suffix;
  if (expected) console.error(line);
  else console.error(line, error);
}

/** Logs one line of news (the platform answers again). */
export function logNotice(kind: string, message: string): void {
  console.log(`${kind}: ${message}`);
}

/** Logs one problem the site lives with (an unknown section skipped, a picture's origin not allowed): a warning, `kind: message (detail)`. */
export function logWarning(kind: string, message: string, detail?: string): void {
  console.warn(lineOf(kind, message, detail));
}
