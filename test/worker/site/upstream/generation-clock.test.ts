import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { GENERATION_MEMORY_MS, Generations, generationMemoryMs, LISTING_GENERATION_MEMORY_MS } from '../../../../worker/site/upstream/cache/generations';

// An isolate trusts a generation number it read for GENERATION_MEMORY_MS. One read
// under a clock that has since gone back (a corrected clock; a test's faked one) is not trusted
// until the clock catches up again: it is read afresh, so a purge or a publish is never hidden.

const KEY = 'gen:clock-test';
beforeEach(async () => {
  forgetGenerations();
  await env.CACHE.put(KEY, '1');
});

describe('the isolate’s memory of generations', () => {
  it('keeps a number it read a moment ago', async () => {
    let now = 1_000_000;
    const generations = new Generations(env.CACHE, () => now);
    expect(await generations.read(KEY)).toBe(1);
    await env.CACHE.put(KEY, '2');
    now += 1_000;
    expect(await generations.read(KEY)).toBe(1);
  });

  it('reads again a number it read "in the future", after the clock went back', async () => {
    let now = 1_000_000;
    const generations = new Generations(env.CACHE, () => now);
    expect(await generations.read(KEY)).toBe(1);
    await env.CACHE.put(KEY, '2');
    now -= 60_000;
    expect(await generations.read(KEY)).toBe(2);
  });

  it('trusts the number of a part a listing write retires one second, the site’s and the hostnames’ five', () => {
    for (const key of ['gen:1/listings', 'gen:1/estate-1042', 'gen:12/rental-unit-70001'])
      expect(generationMemoryMs(key), key).toBe(LISTING_GENERATION_MEMORY_MS);
    for (const key of ['gen:all', 'gen:1', 'gen:1/pages', 'gen:hostnames/host-localhost', 'gen:clock-test'])
      expect(generationMemoryMs(key), key).toBe(GENERATION_MEMORY_MS);
    expect(LISTING_GENERATION_MEMORY_MS).toBe(1_000);
  });

  it('reads a listing part’s number again after a second', async () => {
    let now = 1_000_000;
    const generations = new Generations(env.CACHE, () => now);
    await env.CACHE.put('gen:1/listings', '1');
    expect(await generations.read('gen:1/listings')).toBe(1);
    await env.CACHE.put('gen:1/listings', '2');
    now += LISTING_GENERATION_MEMORY_MS - 1;
    expect(await generations.read('gen:1/listings')).toBe(1);
    now += 1;
    expect(await generations.read('gen:1/listings')).toBe(2);
  });
});
