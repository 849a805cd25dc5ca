/*
 * The platform worker's log, in the site's style (worker/site/log.ts): one line per event,
 * `kind: message (detail)`. A failure the code expects (a message of its own, or an error
 * carrying an HTTP status) is that line alone; any other error is a bug and is logged with its
 * stack. Unlike the site's, nothing is quieted: the platform has no breaker whose outage every
 * request meets. Secrets never go in: callers pass what may be read by whoever reads the log.
 */

/** A failure the code expects: a message of its own, or an error carrying an HTTP status (HTTPException, CrmError's kin). */
function isExpected(error: unknown): boolean {
  return typeof error === 'string' || (error instanceof Error && typeof (error as { status?: unknown }).status === 'number');
}

function lineOf(kind: string, error: unknown, detail: string | number | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${kind}: ${message}${detail === undefined || detail === '' ? '' : ` (${detail})`}`;
}

/**
 * Logs one failure, `kind: message (detail)`; an unexpected error with its stack. `kind` is fixed
 * text that names the line; what varies (an id, a path) goes in `detail`. A problem without an
 * error object (a missing binding, a refused answer) passes its message as `error`.
 * @example logFailure('outbox: delivery broke off, retrying', error, outboxId)
 */
export function logFailure(kind: string, error: unknown, detail?: string | number): void {
  if (isExpected(error)) console.error(lineOf(kind, error, detail));
  else console.error(lineOf(kind, error, detail), error);
}

/** Logs one failure that heals by itself (retried, or sent again by the Cron Trigger): a warning, one line. */
export function logWarning(kind: string, error: unknown, detail?: string | number): void {
  console.warn(lineOf(kind, error, detail));
}

/** Logs one line of news (what a run of the Cron Trigger did). */
export function logNotice(kind: string, message: string): void {
  console.log(`${kind}: ${message}`);
}
