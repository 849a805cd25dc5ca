import { describe, expect, it } from 'vitest';
import { nextRetry, RETRY_POLICY } from '../../../client/retry-policy';

// The browser never hammers: a failed fetch is retried a few times with a
// growing wait, then only the visitor's click tries again.
describe('the retry policy of fetching islands', () => {
  it('retries three times, each wait twice the one before', () => {
    expect([0, 1, 2].map((retried) => nextRetry(retried, false))).toEqual([
      { retry: true, delayMs: 400 },
      { retry: true, delayMs: 800 },
      { retry: true, delayMs: 1600 },
    ]);
  });

  it('gives up after the last retry', () => {
    expect(nextRetry(RETRY_POLICY.retries, false)).toEqual({ retry: false });
    expect(nextRetry(RETRY_POLICY.retries + 5, false)).toEqual({ retry: false });
  });

  it('never retries by itself after a click on "try again"', () => {
    expect(nextRetry(0, true)).toEqual({ retry: false });
  });

  it('follows another policy when given one', () => {
    const policy = { retries: 1, firstDelayMs: 100 };
    expect(nextRetry(0, false, policy)).toEqual({ retry: true, delayMs: 100 });
    expect(nextRetry(1, false, policy)).toEqual({ retry: false });
  });

  it('waits under 3 s in all before it gives up', () => {
    let waited = 0;
    for (let retried = 0; ; retried++) {
      const next = nextRetry(retried, false);
      if (!next.retry) break;
      waited += next.delayMs;
    }
    expect(waited).toBe(2800);
  });
});
