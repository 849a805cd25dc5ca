/*
 * D1's passing failures: the ones Cloudflare's D1 documentation answers with "retry the
 * operation" (its list of D1_ERRORs), and SQLite's lock, which a write meets while another holds
 * the database. The request that met one may be sent again as it was: the platform answers it
 * 503 with Retry-After and the cause, as every passing outage of its own, never a 500 (a bug).
 */

/** Seconds a caller is asked to wait: a lock or an overloaded queue clears within seconds, a reset D1 restarts in about as many. */
export const DATABASE_BUSY_RETRY_AFTER_S = 5;

/** The words of each passing failure in D1's message, and the cause the answer names. */
const PASSING: readonly [RegExp, string][] = [
  [/database is locked|SQLITE_BUSY|SQLITE_LOCKED/i, 'the database is locked by another write'],
  [/overloaded/i, 'the database is overloaded'],
  [/Network connection lost/i, 'the connection to the database was lost'],
  [/reset because its code was updated|caused object to be reset|exceeded its memory limit and was reset/i, 'the database is restarting'],
];

/**
 * The cause of a passing D1 failure, or null for any other error.
 * @example databaseBusy(new Error('D1_ERROR: database is locked: SQLITE_BUSY')) // 'the database is locked by another write'
 */
export function databaseBusy(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return PASSING.find(([words]) => words.test(message))?.[1] ?? null;
}
