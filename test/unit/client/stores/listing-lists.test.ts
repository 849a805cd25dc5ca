import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_LIST, followList, RECENT_LIST, readList, toggled, withFirst, writeList } from '../../../../client/stores/listing-lists';

// The lists of listings kept in the browser. localStorage and window are the
// browser's; here a Map and an EventTarget stand in for them.

class MemoryStorage {
  #items = new Map<string, string>();
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
}

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage(), window: new EventTarget() });
});

/** What a visit to an estate's page does (client/enhancers/page-stats.enhance.ts). */
const view = (id: number) => writeList(RECENT_LIST, withFirst(readList(RECENT_LIST), id));

describe('the recently viewed listings', () => {
  it('keeps the newest first, each once, at most twelve', () => {
    for (let id = 1; id <= 14; id += 1) view(id);
    view(5);
    expect(readList(RECENT_LIST)).toEqual([5, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('clears', () => {
    view(1);
    writeList(RECENT_LIST, []);
    expect(readList(RECENT_LIST)).toEqual([]);
  });
});

describe('a list in storage', () => {
  it('reads only positive whole ids, and nothing from what is not a list', () => {
    localStorage.setItem(COMPARE_LIST.key, JSON.stringify([3, 'x', -1, 2.5, 7, null]));
    expect(readList(COMPARE_LIST)).toEqual([3, 7]);
    localStorage.setItem(COMPARE_LIST.key, '{broken');
    expect(readList(COMPARE_LIST)).toEqual([]);
  });

  it('tells the page the ids it keeps, at most its max (four to compare)', () => {
    const heard: (readonly number[])[] = [];
    followList(COMPARE_LIST, (ids) => heard.push(ids));
    writeList(COMPARE_LIST, [1, 2, 3, 4, 5]);
    expect(heard).toEqual([[1, 2, 3, 4]]);
    expect(readList(COMPARE_LIST)).toEqual([1, 2, 3, 4]);
  });

  it('toggles an id: out when in, else in first', () => {
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled([1, 2], 3)).toEqual([3, 1, 2]);
  });
});
