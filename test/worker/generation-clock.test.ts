import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetGenerations } from '../../worker/site/upstream/cache';
import { Generations } from '../../worker/site/upstream/cache/generations';

// DESIGN.md §3: an isolate trusts a generation number it read for GENERATION_MEMORY_MS. One read
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
});
