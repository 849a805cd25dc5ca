import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Fetcher, KVNamespace } from '@cloudflare/workers-types';
import type { Env } from '../../../../worker/site/env';
import { platform } from '../../../../worker/platform/demo/embedded';
import { createUpstream, siteApi } from '../../../../worker/site/upstream';
import { getAgendaSlots } from '../../../../worker/site/upstream/agenda';
import { MEMORY_MAX_BYTES, ResponseCache } from '../../../../worker/site/upstream/cache';
import { forgetCaches } from '../../helpers';

// In a burst of 50 requests for an estate's viewing slots, the platform
// was asked twice, 427 ms apart. Under load a KV read takes long: a request that missed the
// memory, then read KV while another request's call was answered, found KV still empty and
// no call in flight any more, and called again. Here KV's reads of answers are held (they
// answer what KV held when they were made, as a slow read does) until the call was answered.

/** Opens once `open()` is called. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/**
 * The real KV, with slow reads of answers (`v2:` keys): the nth such read comes back once
 * `readDone(n)` settles, with what KV held when it was made. Writes wait for `writes`.
 * Generation numbers are read at once.
 */
function slowKv(readDone: (n: number) => Promise<void>, writes: Promise<void> = Promise.resolve()): KVNamespace {
  const kv = env.CACHE;
  let reads = 0;
  return {
    get: async (key: string, ...rest: unknown[]) => {
      const n = key.startsWith('v2:') ? reads++ : -1;
      const value = await (kv.get as (...args: unknown[]) => Promise<unknown>)(key, ...rest);
      if (n >= 0) await readDone(n);
      return value;
    },
    put: async (...args: Parameters<KVNamespace['put']>) => {
      await writes;
      return kv.put(...args);
    },
    delete: (key: string) => kv.delete(key),
    list: (options?: KVNamespaceListOptions) => kv.list(options),
  } as unknown as KVNamespace;
}

beforeEach(async () => {
  await forgetCaches();
});

describe('one platform call for a burst of misses of one key', () => {
  it('asks the platform once for an estate’s viewing slots in a burst of 50, though half the burst read KV while the call was answered', async () => {
    const row = await env.DB.prepare('SELECT estate_id AS id FROM agenda_slots LIMIT 1').first<{ id: number }>();
    const estateId = row!.id;
    let calls = 0;
    const counting = {
      fetch: async (request: Request) => {
        if (new URL(request.url).pathname === `/live-agenda/${estateId}`) calls += 1;
        return platform.fetch(request, { DB: env.DB });
      },
    };
    const reads = gate();
    const background: Promise<unknown>[] = [];
    const api = siteApi(
      createUpstream(
        { ...env, PLATFORM: counting as unknown as Fetcher, CACHE: slowKv((n) => (n < 25 ? Promise.resolve() : reads.wait)) } as unknown as Env,
        (promise) => background.push(promise),
      ),
      1,
      'nl',
    );
    // The first 25 reads of KV come back at once (empty): one call. The last 25 were made
    // before it was answered, and come back (empty) only once it was, and its answer written.
    const burst = Array.from({ length: 50 }, () => getAgendaSlots(api, estateId));
    const first = await Promise.race(burst);
    await Promise.all(burst.slice(0, 25));
    await Promise.all(background);
    reads.open();
    const answers = await Promise.all(burst);
    await Promise.all(background);
    expect(answers).toHaveLength(50);
    for (const slots of answers) expect(slots).toEqual(first);
    expect(calls).toBe(1);
  });

  it('keeps an answered call joinable until its KV write is done, for an answer too big for the memory', async () => {
    const reads = gate();
    const writes = gate();
    const background: Promise<unknown>[] = [];
    const cache = new ResponseCache({
      kv: slowKv((n) => (n === 0 ? Promise.resolve() : reads.wait), writes.wait),
      waitUntil: (promise) => background.push(promise),
    });
    let calls = 0;
    const big = 'x'.repeat(MEMORY_MAX_BYTES + 1);
    const load = async () => {
      calls += 1;
      return { big, call: calls };
    };
    const scope = { namespace: 1, locale: 'nl', call: 'big-answer', args: { n: Date.now() } } as const;
    const early = cache.get(scope, 60, load);
    const late = cache.get(scope, 60, load);
    // The call is answered; its KV write waits. Then the late request's KV read comes back empty.
    expect(await early).toEqual({ big, call: 1 });
    reads.open();
    expect(await late).toEqual({ big, call: 1 });
    writes.open();
    await Promise.all(background);
    expect(calls).toBe(1);
  });
});
