/*
 * The console worker's log of what failed: one line per failure, `kind: message (detail)`. A
 * failure the console expects (the platform unreachable, answering 5xx, refusing the console's
 * token or breaking its contract: a message of its own) is that line alone; anything else is a
 * bug and is logged with its stack. `kind` is fixed text; what varies (a method and path)
 * goes in `detail`, never a token or a form's values.
 */

/**
 * Logs one failure.
 * @example logFailure('platform unreachable', error, 'GET /sites/1/team')
 */
export function logFailure(kind: string, error: unknown, detail?: string): void {
  const line = `${kind}: ${error instanceof Error ? error.message : String(error)}${detail ? ` (${detail})` : ''}`;
  if (typeof error === 'string') console.error(line);
  else console.error(line, error);
}
