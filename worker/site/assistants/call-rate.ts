/*
 * The MCP server's calls per site and client address, counted in this isolate's memory: 120 a
 * minute (docs/assistants.md "Checks, in order"). A read tool answers what the public pages show,
 * and those carry no counter, so a call pays for a few map operations rather than a binding's
 * round trip; the tools that write (a viewing or a message) are counted exactly as well, by the
 * forms' Durable Object (tools/requests.ts).
 */

/** Calls allowed per window and key. */
export const MCP_CALL_LIMIT = 120;
/** The window's length (ms). */
export const MCP_CALL_WINDOW_MS = 60_000;
/** Keys kept at most: past it, the windows that ended are dropped, and if none has, all. */
const MAX_KEYS = 10_000;

const windows = new Map<string, { start: number; count: number }>();

function dropEnded(now: number): void {
  for (const [key, window] of windows) if (now - window.start >= MCP_CALL_WINDOW_MS) windows.delete(key);
  if (windows.size >= MAX_KEYS) windows.clear();
}

/** Counts one call of `key` (site and client address): 0 when it may go ahead, else the whole seconds until its window ends. */
export function admitCall(key: string, now = Date.now()): number {
  let window = windows.get(key);
  if (!window || now - window.start >= MCP_CALL_WINDOW_MS) {
    if (!window && windows.size >= MAX_KEYS) dropEnded(now);
    window = { start: now, count: 0 };
    windows.set(key, window);
  }
  if (window.count >= MCP_CALL_LIMIT) return Math.max(1, Math.ceil((window.start + MCP_CALL_WINDOW_MS - now) / 1000));
  window.count += 1;
  return 0;
}

/** Forgets every window, as a fresh isolate would have none (the worker tests' files share an isolate). */
export function forgetCallWindows(): void {
  windows.clear();
}
