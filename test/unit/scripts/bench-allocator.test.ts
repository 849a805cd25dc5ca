import { describe, expect, it } from 'vitest';
import { keptFree, roundsSettled, settled, totalOf } from '../../../scripts/bench-allocator.mjs';

describe('the memory sections’ verdict and sums', () => {
  it('calls readings settled when the last is at most 3 % above the first of the three', () => {
    expect(settled('RSS', [380, 390, 391])).toBe('RSS 380 → 390 → 391 MB, +2.9 %: SETTLED');
    expect(settled('RSS', [468, 460, 500])).toBe('RSS 468 → 460 → 500 MB, +6.8 %: NOT settled');
    expect(settled('RSS', [370, 349, 349])).toBe('RSS 370 → 349 → 349 MB, -5.7 %: SETTLED');
  });

  it('gives the last rounds’ verdicts: RSS idle, after the collections, and after release when the allocator releases', () => {
    const rounds = [
      { rss: 400, collected: 300, released: 200 },
      { rss: 404, collected: 320, released: 201 },
      { rss: 408, collected: 330, released: 202 },
    ];
    expect(roundsSettled(rounds, 'tcmalloc')).toBe(
      'RSS idle 400 → 404 → 408 MB, +2.0 %: SETTLED; after the collections 300 → 320 → 330 MB, +10.0 %: NOT settled',
    );
    expect(roundsSettled(rounds, 'release')).toBe(
      'RSS idle 400 → 404 → 408 MB, +2.0 %: SETTLED; after the collections 300 → 320 → 330 MB, +10.0 %: NOT settled; ' +
        'after release 200 → 201 → 202 MB, +1.0 %: SETTLED',
    );
  });

  it('adds up the isolates’ heaps before and after their collection and their ArrayBuffers', () => {
    const heap = (before: number, used: number, backing: number) => ({
      used,
      total: used + 1,
      backing,
      collected: true,
      before: { used: before, total: before },
    });
    expect(totalOf({ kv: heap(30, 5, 1), cache: heap(20, 4, Number.NaN) })).toEqual({ before: 50, live: 9, backing: 1 });
  });

  it('counts as kept free the page heap and the caches, not the pages already returned', () => {
    expect(keptFree({ pageheapFree: 6, cpuFree: 1, centralFree: 2, transferFree: 3 })).toBe(12);
  });
});
