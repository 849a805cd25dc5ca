import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakerLogState, logFailure, QUIET_INTERVAL_MS, resetLog } from '../../../worker/site/log';

// The site worker's one logger (worker/site/log.ts).

/** An error carrying an HTTP status, as the platform client throws them. */
const outage = () => Object.assign(new Error('Platform answered 503 Platform unavailable: circuit breaker open'), { status: 503 });

let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetLog();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('logFailure', () => {
  it('writes an expected failure as one line, `kind: message (detail)`, without its stack', () => {
    logFailure('navigation unavailable', outage(), 'main');
    expect(error.mock.calls).toEqual([['navigation unavailable: Platform answered 503 Platform unavailable: circuit breaker open (main)']]);
  });

  it('writes an unexpected error with the error itself, so its stack is printed', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'items')");
    logFailure('render error', bug, 'GET /nl/');
    expect(error.mock.calls).toEqual([["render error: Cannot read properties of undefined (reading 'items') (GET /nl/)", bug]]);
  });

  it('writes every failure while the breaker is closed', () => {
    for (let n = 0; n < 5; n += 1) logFailure('listing failed', outage(), `section ${n}`);
    expect(error).toHaveBeenCalledTimes(5);
  });

  it('writes each kind at most once a second while the breaker is open, then says how many lines it left out', () => {
    breakerLogState(true);
    for (let n = 0; n < 10; n += 1) logFailure('navigation unavailable', outage(), 'main');
    logFailure('platform call failed', 'Upstream timeout', 'GET /pages/by-url');
    expect(error).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + QUIET_INTERVAL_MS - 1);
    logFailure('navigation unavailable', outage(), 'footer');
    expect(error).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 1);
    logFailure('navigation unavailable', outage(), 'main');
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[2][0]).toMatch(/^navigation unavailable: .* \(main\) \[10 more since the last line\]$/);
    // A bug is never left out.
    logFailure('render error', new TypeError('boom'));
    expect(error).toHaveBeenCalledTimes(4);
    // Closed again: every failure is written.
    breakerLogState(false);
    logFailure('navigation unavailable', outage(), 'main');
    logFailure('navigation unavailable', outage(), 'main');
    expect(error).toHaveBeenCalledTimes(6);
  });
});
