import { describe, expect, it } from 'vitest';
import { BoundedMap, memoryReport, textBytes } from '../../../worker/site/bounded-map';
import { MEMORY_MAX_BYTES, MEMORY_TOTAL_BYTES, clearMemory, recall, remember } from '../../../worker/site/upstream/cache/memory';

// Every in-memory structure of the site worker has an entry cap and,
// where it keeps text, a byte cap; the entry set longest ago goes first.

describe('BoundedMap', () => {
  it('drops the oldest entries past its entry cap', () => {
    const map = new BoundedMap<string, number>('test entries', 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) map.set(key, 1);
    expect([...map.keys()]).toEqual(['c', 'd', 'e']);
    expect(map.figures()).toMatchObject({ entries: 3, evicted: 2 });
  });

  it('drops the oldest entries until its byte count is under the byte cap', () => {
    const map = new BoundedMap<string, string>('test bytes', 100, 10);
    map.set('a', 'x', 4).set('b', 'y', 4);
    map.set('c', 'z', 5);
    expect([...map.keys()]).toEqual(['b', 'c']);
    expect(map.bytes).toBe(9);
    map.set('d', 'w', 10);
    expect([...map.keys()]).toEqual(['d']);
  });

  it('moves a key set again to the newest place, counting its new size only', () => {
    const map = new BoundedMap<string, string>('test order', 2, 100);
    map.set('a', 'x', 10).set('b', 'y', 10).set('a', 'xx', 20);
    map.set('c', 'z', 1);
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.bytes).toBe(21);
    map.delete('a');
    expect(map.bytes).toBe(1);
  });

  it('is listed by name in the memory report', () => {
    const map = new BoundedMap<string, string>('test report', 5, 50);
    map.set('k', 'v', 7);
    expect(memoryReport()['test report']).toEqual({ entries: 1, bytes: 7, maxEntries: 5, maxBytes: 50, evicted: 0 });
  });
});

describe('the upstream memory layer', () => {
  it('keeps at most MEMORY_TOTAL_BYTES of answers, however many fit its entry cap', () => {
    clearMemory();
    const text = 'x'.repeat(MEMORY_MAX_BYTES - 100);
    const now = Date.now();
    for (let i = 0; i < 200; i += 1) remember(`key-${i}`, '0.0', text, now, 60_000);
    const figures = memoryReport()['upstream memory'];
    expect(figures.bytes).toBeLessThanOrEqual(MEMORY_TOTAL_BYTES);
    expect(figures.entries).toBe(Math.floor(MEMORY_TOTAL_BYTES / (textBytes(text) + textBytes('key-100') + textBytes('0.0'))));
    expect(recall('key-199', '0.0', now)).toBe(text);
    expect(recall('key-0', '0.0', now)).toBeUndefined();
    clearMemory();
  });
});
