import { vi } from 'vitest';
import { GENERATION_MEMORY_MS } from '../../worker/site/upstream/cache';
import { consoleFetch } from './console-helpers';

// What the tests of the console's editors share (issue 32): a clock that moves past the site
// isolate's memory of the cache generations, and a form posted as the console's pages post it.

let ahead = 0;

/**
 * Moves the clock (Date only) past the site isolate's memory of the cache generations, further
 * each time: never back to a time it read them at (a publish then shows on the next page).
 * `vi.useRealTimers()` (an afterEach) brings the clock back.
 */
export function later(): void {
  vi.useRealTimers();
  ahead += GENERATION_MEMORY_MS + 1;
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ahead);
}

/** A console form posted by a signed-in user, with the session's CSRF token. */
export const postForm = (who: { cookie: string; csrf: string }, path: string, form: Record<string, string>) =>
  consoleFetch(path, { cookie: who.cookie, form: { _csrf: who.csrf, ...form } });
