import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../../worker/local';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { get } from '../../helpers';
import { createPlatformClient, UpstreamError } from '../../../../worker/site/upstream/client';
import type { Env } from '../../../../worker/site/env';
import {
  type CacheOutcome,
  type CacheScope,
  estatePart,
  forgetGenerations,
  HOSTNAME_NAMESPACE,
  LISTINGS_PART,
  NOT_FOUND_SECONDS,
  ResponseCache,
  FLIGHT_MAX_AGE_MS,
  GONE_WRITES_PER_MINUTE,
  PAGE_WAIT_CAP_MS,
  PastDeadlineError,
  SHARED_NAMESPACE,
  STALE_IF_ERROR_SECONDS,
  SWR_FACTOR,
} from '../../../../worker/site/upstream/cache';

// The KV cache in front of the platform, over the real KV binding.

let clock = 1_700_000_000_000;
let background: Promise<unknown>[] = [];
let outcomes: CacheOutcome[] = [];

function newCache(): ResponseCache {
  return new ResponseCache({
    kv: env.CACHE,
    now: () => clock,
    waitUntil: (promise) => background.push(promise),
    onOutcome: (_call, outcome) => outcomes.push(outcome),
  });
}

async function settle(): Promise<void> {
  while (background.length > 0) {
    const pending = background;
    background = [];
    await Promise.allSettled(pending);
  }
}

let calls = 0;
let answer = 'first';
let failing = false;
/** The platform down, as the client reports it: an UpstreamError of 5xx (worker/site/upstream/outage.ts). */
const platformDown = () => Object.assign(new UpstreamError(502, 'Upstream unreachable'), { message: 'platform down' });
const loader = async () => {
  calls += 1;
  if (failing) throw platformDown();
  return { answer, call: calls };
};

/** A loader that counts its calls and answers `value` only once released: a slow platform call. */
function heldLoader<T>(value: T): { load: () => Promise<T>; release: () => void } {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = async () => {
    calls += 1;
    await gate;
    return value;
  };
  return { load, release };
}

let scopeCounter = 0;
let scope: { namespace: number; locale: string; call: string; args: unknown };

beforeEach(() => {
  calls = 0;
  answer = 'first';
  failing = false;
  outcomes = [];
  background = [];
  forgetGenerations();
  scopeCounter += 1;
  scope = { namespace: 1, locale: 'nl', call: 'test-call', args: { n: scopeCounter, at: clock } };
});

describe('the response cache', () => {
  it('misses and stores on the first call, then hits without calling the platform', async () => {
    const cache = newCache();
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
    await settle();
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
    expect(calls).toBe(1);
    expect(outcomes).toEqual(['miss', 'hit']);
  });

  it('answers from memory without hashing the request or reading KV (memory is keyed by the plain key)', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const read = vi.spyOn(env.CACHE, 'get');
    try {
      expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
      expect(outcomes.at(-1)).toBe('hit');
      expect(digest).not.toHaveBeenCalled();
      // The generation numbers are remembered too: nothing at all is read from KV.
      expect(read).not.toHaveBeenCalled();
    } finally {
      digest.mockRestore();
      read.mockRestore();
    }
  });

  it('stores a platform answer as the text it came as, not serialised again', async () => {
    // A platform that spaces its JSON its own way: re-serialising would lose that.
    const transported = '{ "answer" : "as sent",\n  "list" : [ 1, 2 ] }';
    const platform = { fetch: async () => new Response(transported, { headers: { 'Content-Type': 'application/json' } }) };
    const client = createPlatformClient({ ...env, PLATFORM: platform, PLATFORM_TOKEN: 'token' } as unknown as Env);
    const cache = newCache();
    const transportScope: CacheScope = { namespace: 1, call: 'transport-text' };
    expect(await cache.get(transportScope, 60, () => client.request({ path: '/transport-text', siteId: 1 }))).toEqual({ answer: 'as sent', list: [1, 2] });
    await settle();
    const stored = await env.CACHE.get(await cache.key(transportScope));
    expect(stored).toContain(`"value":${transported}}`);
    forgetGenerations(); // read back from KV: the same answer
    expect(await newCache().get(transportScope, 60, async () => ({ answer: 'not called' }))).toEqual({ answer: 'as sent', list: [1, 2] });
  });

  it('gives every caller its own copy of a remembered answer', async () => {
    const cache = newCache();
    const first = await cache.get(scope, 60, loader);
    await settle();
    first.answer = 'changed by a caller';
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
  });

  it('never remembers an answer in memory past its TTL', async () => {
    const cache = newCache();
    await cache.get(scope, 2, loader);
    await settle();
    clock += 2_500; // within the memory's few seconds, past the 2 s TTL
    answer = 'second';
    await cache.get(scope, 2, loader);
    expect(outcomes.at(-1)).toBe('stale');
    await settle();
    expect(calls).toBe(2);
  });

  it('keys answers by namespace, language, call and arguments', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    await cache.get({ ...scope, locale: 'fr' }, 60, loader);
    await cache.get({ ...scope, namespace: 2 }, 60, loader);
    await cache.get({ ...scope, args: { other: true } }, 60, loader);
    await cache.get({ ...scope, call: 'other-call' }, 60, loader);
    expect(calls).toBe(5);
  });

  it('serves a stale answer after the TTL and refreshes it in the background', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    clock += 61_000;
    answer = 'second';
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
    expect(outcomes.at(-1)).toBe('stale');
    await settle();
    expect(calls).toBe(2);
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'second', call: 2 });
    expect(outcomes.at(-1)).toBe('hit');
  });

  it('refreshes before answering once an answer is past its stale-while-revalidate window', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    clock += 60_000 * SWR_FACTOR + 1_000;
    answer = 'fresh';
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'fresh', call: 2 });
  });

  it('serves the stale answer when the platform fails, up to 24 hours', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    failing = true;
    clock += 2 * 3600_000;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
    expect(outcomes.at(-1)).toBe('stale-if-error');
    expect(logged).toHaveBeenCalledWith('platform failed, serving a stale answer: platform down (test-call)');
    logged.mockRestore();
    clock += STALE_IF_ERROR_SECONDS * 1000;
    await expect(cache.get(scope, 60, loader)).rejects.toThrow('platform down');
  });

  it('does not serve a stale copy of something the platform says is gone (4xx)', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    clock += 60_000 * SWR_FACTOR + 1_000;
    const gone = async () => {
      throw Object.assign(new Error('Platform answered 404'), { status: 404 });
    };
    await expect(cache.get(scope, 60, gone)).rejects.toThrow('404');
  });

  it('remembers a platform 404 or 410 for NOT_FOUND_SECONDS and answers it as the same UpstreamError', async () => {
    for (const status of [404, 410]) {
      const cache = newCache();
      const gone = { ...scope, args: { status, at: clock } };
      const missing = async () => {
        calls += 1;
        throw new UpstreamError(status, 'Not Found', { error: 'no such estate' });
      };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const error = await cache.get(gone, 300, missing).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(UpstreamError);
        expect(error).toMatchObject({ status, statusText: 'Not Found', body: { error: 'no such estate' } });
        await settle();
        forgetGenerations(); // the next attempt reads KV, as another isolate would
      }
      expect(calls).toBe(1);
      // Short-lived, whatever the call's own TTL: past NOT_FOUND_SECONDS the platform is asked again.
      clock += NOT_FOUND_SECONDS * 1000;
      answer = 'back';
      expect(await cache.get(gone, 300, loader)).toEqual({ answer: 'back', call: 2 });
      calls = 0;
    }
  });

  it('forgets a remembered 404 when the site is purged', async () => {
    const cache = newCache();
    const missing = async () => {
      calls += 1;
      throw new UpstreamError(404, 'Not Found');
    };
    await expect(cache.get(scope, 60, missing)).rejects.toThrow('404');
    await settle();
    await expect(cache.get(scope, 60, missing)).rejects.toThrow('404');
    expect(calls).toBe(1);
    await cache.purge(1);
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 2 });
  });

  it('does not cache a failure', async () => {
    const cache = newCache();
    failing = true;
    await expect(cache.get(scope, 60, loader)).rejects.toThrow();
    failing = false;
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 2 });
  });

  it('makes one platform call for concurrent misses of one key', async () => {
    const cache = newCache();
    const { load: slow, release } = heldLoader('shared');
    const answers = Promise.all([cache.get(scope, 60, slow), cache.get(scope, 60, slow), cache.get(scope, 60, slow)]);
    // All three have missed (and joined the one load) before it answers.
    await vi.waitFor(() => expect(outcomes.filter((outcome) => outcome === 'miss')).toHaveLength(3));
    release();
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('lets 20 waiters with a budget give up on a slow call without starting their own; the call still fills the cache', async () => {
    const cache = new ResponseCache({ kv: env.CACHE, now: () => Date.now(), waitUntil: (promise) => background.push(promise), budgetMs: 200 });
    const { load: slow, release } = heldLoader('late');
    const started = Date.now();
    const waits = await Promise.allSettled(Array.from({ length: 20 }, () => cache.get(scope, 60, slow)));
    // The budget ended them, not the cap on waiting (the call never answers while they wait);
    // under load their timers fire late (3.7 s beside a CPU burner), so the bound is the cap.
    expect(Date.now() - started).toBeLessThan(PAGE_WAIT_CAP_MS);
    expect(waits.every((wait) => wait.status === 'rejected' && wait.reason instanceof PastDeadlineError)).toBe(true);
    expect(calls).toBe(1);
    release();
    await settle();
    // The next request (no deadline trouble) finds the late answer stored.
    expect(await newCache().get(scope, 60, loader)).toBe('late');
    expect(calls).toBe(1);
  });

  it('takes a call older than FLIGHT_MAX_AGE_MS for dead (its request was cancelled) and starts another', async () => {
    const cache = newCache();
    void cache.get(scope, 60, () => new Promise<never>(() => {}));
    await vi.waitFor(() => expect(outcomes).toEqual(['miss']));
    background = []; // the stuck call never settles
    clock += FLIGHT_MAX_AGE_MS - 1;
    const joined = cache.get(scope, 60, loader);
    await vi.waitFor(() => expect(outcomes).toEqual(['miss', 'miss']));
    expect(calls).toBe(0); // still joined to the stuck call
    void joined;
    background = [];
    clock += 2;
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
  });

  it('keeps a purged answer as the stale-if-error net: not served while the platform answers, served while it fails', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    await cache.purge(1);
    failing = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 1 });
    expect(outcomes.at(-1)).toBe('stale-if-error');
    expect(logged).toHaveBeenCalledWith('platform failed, serving a stale answer: platform down (test-call)');
    logged.mockRestore();
    failing = false;
    answer = 'after purge';
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'after purge', call: 3 });
    await settle();
    forgetGenerations();
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'after purge', call: 3 });
    expect(outcomes.at(-1)).toBe('hit');
  });

  it('serves a purged answer after the page budget while a live platform is slower than that, and the late answer fills the cache', async () => {
    const seeded = newCache();
    await seeded.get(scope, 60, loader);
    await settle();
    await seeded.purge(1);
    // The platform answers other calls every 20 ms (alive), this one only when released.
    let answeredAt = Date.now();
    const alive = setInterval(() => (answeredAt = Date.now()), 20);
    const cache = new ResponseCache({
      kv: env.CACHE,
      now: () => clock,
      waitUntil: (promise) => background.push(promise),
      onOutcome: (_call, outcome) => outcomes.push(outcome),
      budgetMs: 200,
      liveness: { answeredAt: () => answeredAt },
    });
    const { load: slow, release } = heldLoader({ answer: 'after purge', call: 2 });
    const started = Date.now();
    try {
      expect(await cache.get(scope, 60, slow)).toEqual({ answer: 'first', call: 1 });
      // Not the cap on waiting a live platform gets (the call never answered while it waited).
      expect(Date.now() - started).toBeLessThan(PAGE_WAIT_CAP_MS);
      expect(outcomes.at(-1)).toBe('stale-if-error');
    } finally {
      clearInterval(alive);
    }
    release();
    await settle();
    expect(await newCache().get(scope, 60, loader)).toEqual({ answer: 'after purge', call: 2 });
    expect(calls).toBe(2);
  });

  it('writes at most GONE_WRITES_PER_MINUTE "not found" answers to KV a minute; the rest stay in memory', async () => {
    const cache = newCache();
    const missing = async () => {
      calls += 1;
      throw new UpstreamError(404, 'Not Found');
    };
    for (let n = 0; n < GONE_WRITES_PER_MINUTE + 10; n += 1) {
      await expect(cache.get({ ...scope, call: 'guessed', args: { n, at: clock } }, 60, missing)).rejects.toThrow('404');
    }
    await settle();
    const written = (await env.CACHE.list({ prefix: 'v2:1:nl:guessed:' })).keys.length;
    expect(written).toBe(GONE_WRITES_PER_MINUTE);
    // The next minute writes again.
    clock += 60_000;
    await expect(cache.get({ ...scope, call: 'guessed', args: { n: 'next minute', at: clock } }, 60, missing)).rejects.toThrow('404');
    await settle();
    expect((await env.CACHE.list({ prefix: 'v2:1:nl:guessed:' })).keys.length).toBe(GONE_WRITES_PER_MINUTE + 1);
  });

  it('misses after a purge of the site, and after a purge of all sites', async () => {
    const cache = newCache();
    await cache.get(scope, 60, loader);
    await settle();
    await cache.purge(1);
    expect(await cache.get(scope, 60, loader)).toEqual({ answer: 'first', call: 2 });
    await settle();
    await cache.get({ ...scope, namespace: 2 }, 60, loader);
    await settle();
    await cache.purge('all');
    await cache.get({ ...scope, namespace: 2 }, 60, loader);
    expect(calls).toBe(4);
  });

  it('keeps the shared namespace through a site purge; a purge of all sites retires it too', async () => {
    const cache = newCache();
    const shared = { ...scope, namespace: SHARED_NAMESPACE } as const;
    await cache.get(shared, 60, loader);
    await settle();
    // What POST /admin/purge { siteId } does.
    await cache.purge(1);
    await cache.purge(HOSTNAME_NAMESPACE);
    forgetGenerations();
    expect(await cache.get(shared, 60, loader)).toEqual({ answer: 'first', call: 1 });
    await cache.purge('all');
    expect(await cache.get(shared, 60, loader)).toEqual({ answer: 'first', call: 2 });
  });

  it('retires one part of a site alone; the site’s other answers and other parts stay, and a site purge retires them all', async () => {
    const cache = newCache();
    const scopes: Record<string, CacheScope> = {
      site: scope,
      listings: { ...scope, part: LISTINGS_PART },
      estate: { ...scope, part: estatePart(7) },
      otherEstate: { ...scope, part: estatePart(8) },
    };
    const answers = async (): Promise<Record<string, number>> =>
      Object.fromEntries(await Promise.all(Object.entries(scopes).map(async ([name, where]) => [name, (await cache.get(where, 60, loader)).call])));
    const first = await answers();
    await settle();
    expect(calls).toBe(4);
    // What a publish of estate 7 does (worker/site/admin/publish.ts).
    await cache.purge(1, estatePart(7));
    await cache.purge(1, LISTINGS_PART);
    forgetGenerations(); // as another isolate, reading the generations from KV
    const afterPublish = await answers();
    await settle();
    expect(afterPublish).toEqual({ ...first, listings: 5, estate: 6 });
    await cache.purge(1);
    expect(Object.values(await answers()).sort((a, b) => a - b)).toEqual([7, 8, 9, 10]);
  });
});

describe('POST /admin/purge and GET /admin/health', () => {
  const purge = (init: RequestInit) => get('http://localhost/admin/purge', { method: 'POST', ...init });

  it('refuses a purge without a token or with a wrong one', async () => {
    expect((await purge({ body: '{"all":true}' })).status).toBe(401);
    expect((await purge({ headers: { Authorization: 'Bearer wrong-token' }, body: '{"all":true}' })).status).toBe(401);
    expect((await purge({ headers: { Authorization: 'Basic dGVzdA==' }, body: '{"all":true}' })).status).toBe(400);
  });

  it('purges one site by id or hostname, or all sites, and says what it did', async () => {
    const headers = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
    const bySite = await purge({ headers, body: JSON.stringify({ siteId: 2 }) });
    expect(bySite.status).toBe(200);
    expect(await bySite.json()).toMatchObject({ purged: { siteId: 2 } });
    const byHost = await purge({ headers, body: JSON.stringify({ hostname: 'immo-tweede.localhost' }) });
    expect(await byHost.json()).toMatchObject({ purged: { siteId: 2 } });
    const all = await purge({ headers, body: JSON.stringify({ all: true }) });
    expect(await all.json()).toMatchObject({ purged: 'all sites' });
    expect((await purge({ headers, body: JSON.stringify({ siteId: 999 }) })).status).toBe(404);
    expect((await purge({ headers, body: '{"siteId":"x"}' })).status).toBe(400);
    expect((await purge({ headers, body: 'nope' })).status).toBe(400);
  });

  it('makes the site miss its cache after a purge', async () => {
    const headers = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
    await (await get('http://localhost/nl/')).text();
    // The answers are written to KV after the response (waitUntil).
    await vi.waitFor(async () => expect((await env.CACHE.list({ prefix: 'v2:1:' })).keys.length).toBeGreaterThan(0));
    const purged = (await (await purge({ headers, body: JSON.stringify({ siteId: 1 }) })).json()) as { generation: number };
    await (await get('http://localhost/nl/')).text();
    // The entries are stored again under the site's new generation (`{gen:all}.{gen:site}`).
    await vi.waitFor(async () => {
      const keys = (await env.CACHE.list({ prefix: 'v2:1:' })).keys.map((k) => k.name);
      const generations = await Promise.all(keys.map(async (key) => ((await env.CACHE.get<{ gen: string }>(key, 'json'))?.gen ?? '').split('.')[1]));
      expect(generations).toContain(String(purged.generation));
    });
  });

  it('answers 503 when no admin token is configured: off, not open', async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request('http://localhost/admin/purge', { method: 'POST', headers: { Authorization: 'Bearer ' }, body: '{"all":true}' }),
      { ...env, ADMIN_TOKEN: '' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
  });

  it('reports the platform and the cache as reachable', async () => {
    const response = await get('http://localhost/admin/health', { headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, platform: { ok: true }, cache: { ok: true } });
  });
});
