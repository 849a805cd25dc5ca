import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../worker/local';
import type { Env } from '../../../worker/site/env';
import { forgetGenerations } from '../../../worker/site/upstream/cache';
import { forgetKeptPages } from '../../../worker/site/middleware/page-cache';
import { BREAKER_THRESHOLD } from '../../../worker/site/upstream/client';
import { QUIET_INTERVAL_MS } from '../../../worker/site/log';
import { FAILING_PLATFORM_HOST } from '../../support/failing-platform';
import { forgetCaches } from '../helpers';

// While the platform is down and its breaker open, every visitor of an
// uncached page meets the same failures (the page, its menus, its sections). The log gets one
// line per failure, no stack for these expected failures, and each kind at most once a second.

const DOWN = { UPSTREAM_URL: `http://${FAILING_PLATFORM_HOST}` } as Partial<Env>;

async function request(url: string, vars: Partial<Env> = {}): Promise<number> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, ...vars } as unknown as Env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response.status;
}

type Spy = ReturnType<typeof vi.spyOn>;
let spies: Spy[] = [];

/** Every console call since the spies were last cleared, each as the arguments it was given. */
const consoleCalls = () => spies.flatMap((spy) => spy.mock.calls as unknown[][]);

beforeEach(async () => {
  await forgetCaches();
  await fetch(`http://${FAILING_PLATFORM_HOST}/__mode`, { method: 'POST', body: JSON.stringify({ mode: 'fail' }) });
  spies = (['error', 'warn', 'log', 'info'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the log while the platform is down and its breaker open', () => {
  it('writes each kind of failure at most once a second, one line each, without a stack, for a burst of 40 uncached pages', async () => {
    // The site is known (its hostname's lookup is cached); its pages, menus and sections are not.
    expect(await request('http://localhost/nl/')).toBe(200);
    for (const { name } of (await env.CACHE.list()).keys) {
      if (!name.startsWith('v2:hostnames/') && !name.startsWith('v2:hostnames:')) await env.CACHE.delete(name);
    }
    forgetGenerations();
    forgetKeptPages();
    const started = Date.now();
    for (let n = 0; n < BREAKER_THRESHOLD; n += 1) expect(await request(`http://localhost/nl/nergens-${n}`, DOWN)).toBe(503);
    const pages = ['/nl/', '/nl/contact', '/nl/over-ons', '/fr/', '/fr/contact', '/nl/te-koop', '/nl/aanbod/1'];
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, n) => request(`http://localhost${pages[n % pages.length]}?visitor=${n}`, DOWN)));
    const elapsed = Date.now() - started;
    expect(statuses.every((status) => status === 503)).toBe(true);

    const all = consoleCalls();
    // The menus of every page failed: that was logged.
    expect(all.some((args) => String(args[0]).startsWith('navigation unavailable: '))).toBe(true);
    // One line each: a single string, no error object (whose stack the runtime would print), no line breaks.
    for (const args of all) {
      expect(args).toHaveLength(1);
      expect(String(args[0])).not.toMatch(/\n/);
    }
    // From the breaker's opening on, each kind at most once a second.
    const opened = all.findIndex((args) => String(args[0]).includes('circuit breaker open'));
    expect(opened).toBeGreaterThanOrEqual(0);
    const calls = all.slice(opened + 1);
    const perKind = new Map<string, number>();
    for (const [line] of calls) {
      const kind = String(line).split(': ')[0];
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    }
    const allowed = 1 + Math.floor(elapsed / QUIET_INTERVAL_MS);
    for (const [kind, count] of perKind) expect({ kind, count }).toEqual({ kind, count: Math.min(count, allowed) });
  });
});
