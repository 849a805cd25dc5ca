import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { PastDeadlineError, ResponseCache } from '../../../../worker/site/upstream/cache';
import { BreakerOpenError, UpstreamError } from '../../../../worker/site/upstream/client';
import { isOutage } from '../../../../worker/site/upstream/outage';

// One answer to "is this an outage?", used by the cache (stale-if-error), the
// pages (503 page), the islands (JSON 503) and the admin purge.

describe('isOutage', () => {
  it('is a 5xx of the platform client: down, too slow, token refused, breaker open', () => {
    for (const error of [
      new UpstreamError(502, 'Upstream unreachable'),
      new UpstreamError(504, 'Upstream timeout'),
      new UpstreamError(503, 'refused'),
      new BreakerOpenError(),
      new PastDeadlineError(),
    ]) {
      expect(isOutage(error)).toBe(true);
    }
  });

  it('is not an answer of the platform (4xx) nor a failure of our own code', () => {
    for (const error of [
      new UpstreamError(404, 'Not Found'),
      new UpstreamError(400, 'Bad Request'),
      new TypeError('x is undefined'),
      Object.assign(new Error('looks like a 503'), { status: 503 }),
    ]) {
      expect(isOutage(error)).toBe(false);
    }
  });
});

describe('the cache under the same rule', () => {
  it('answers a stale copy for an outage, and lets a failure of our own code through', async () => {
    let clock = 1_800_000_000_000;
    const cache = new ResponseCache({ kv: env.CACHE, now: () => clock, waitUntil: () => {} });
    const scope = { namespace: 1, locale: 'nl', call: 'outage-rule', args: { at: clock } } as const;
    expect(await cache.get(scope, 60, async () => 'fresh')).toBe('fresh');
    clock += 3600_000;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await cache.get(scope, 60, async () => Promise.reject(new UpstreamError(502, 'Upstream unreachable')))).toBe('fresh');
    await expect(cache.get(scope, 60, async () => Promise.reject(new TypeError('reshape failed')))).rejects.toThrow('reshape failed');
    logged.mockRestore();
  });
});
