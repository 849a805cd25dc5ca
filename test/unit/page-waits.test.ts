import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageWaits, PastDeadlineError, RENDER_RESERVE_MS, RENDERS_IN_HEADROOM } from '../../worker/site/upstream/cache/flight';

// Issue 33, finding 4: pages waiting on a hung platform all give up at their deadline and
// render then, one after another. Past the first RENDERS_IN_HEADROOM of them, each page gives
// up RENDER_RESERVE_MS earlier than the one before, so their renders are spread before it.

const BUDGET_MS = 1_500;
const hung = () => new Promise<never>(() => {});

/** When each wait gave up, in ms from the start. */
async function giveUps(waits: Promise<unknown>[]): Promise<number[]> {
  const started = Date.now();
  const times = waits.map((wait) => wait.then(() => -1, (error: unknown) => (error instanceof PastDeadlineError ? Date.now() - started : -2)));
  await vi.advanceTimersByTimeAsync(BUDGET_MS);
  return Promise.all(times);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the waits of concurrent pages', () => {
  it(`leaves the first ${RENDERS_IN_HEADROOM} pages their whole budget, and each page after them ${RENDER_RESERVE_MS} ms less than the one before`, async () => {
    const pages = Array.from({ length: RENDERS_IN_HEADROOM + 5 }, () => new PageWaits());
    const times = await giveUps(pages.map((page) => page.wait(hung(), BUDGET_MS)));
    expect(times).toEqual(pages.map((_, n) => BUDGET_MS - Math.max(0, n - RENDERS_IN_HEADROOM + 1) * RENDER_RESERVE_MS));
  });

  it('counts a page once however many calls it waits for, and not once its waits are over', async () => {
    const busy = new PageWaits();
    const others = Array.from({ length: RENDERS_IN_HEADROOM - 1 }, () => new PageWaits());
    // One page waiting for three calls, and 19 others: 20 pages, none gives up early.
    const first = await giveUps([busy.wait(hung(), BUDGET_MS), busy.wait(hung(), BUDGET_MS), busy.wait(hung(), BUDGET_MS), ...others.map((page) => page.wait(hung(), BUDGET_MS))]);
    expect(first.every((time) => time === BUDGET_MS)).toBe(true);
    // All gave up: the next page is the only one waiting.
    expect(await giveUps([new PageWaits().wait(hung(), BUDGET_MS)])).toEqual([BUDGET_MS]);
  });

  it('answers what the platform answers within the time', async () => {
    await expect(new PageWaits().wait(Promise.resolve('answer'), BUDGET_MS)).resolves.toBe('answer');
  });
});
