import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Liveness } from '../../../../worker/site/upstream/breaker';
import { PastDeadlineError } from '../../../../worker/site/upstream/cache/flight';
import { LOOK_MAX_MS, PAGE_WAIT_CAP_MS, PageWaits, RENDER_RESERVE_MS, RENDERS_IN_HEADROOM } from '../../../../worker/site/upstream/cache/page-waits';

// Pages waiting on a hung platform all give up at their deadline and
// render then, one after another. Past the first RENDERS_IN_HEADROOM of them, each page gives
// up RENDER_RESERVE_MS earlier than the one before, so their renders are spread before it.
// A page waits while the platform shows signs of life (any call of the
// isolate answered), gives up after the budget of silence, and never waits past the cap.

const BUDGET_MS = 1_500;
/** Under fake timers a zero-delay timer set while timers run fires 1 ms later: the page's look for answers already in. */
const LOOK_MS = 1;
const hung = () => new Promise<never>(() => {});
/** A call the platform answers `ms` from now. */
const answeredIn = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('answer'), ms));

/** When each wait gave up, in ms from the start (-1: it was answered). */
async function giveUps(waits: Promise<unknown>[], advanceMs = BUDGET_MS + LOOK_MS): Promise<number[]> {
  const started = Date.now();
  const times = waits.map((wait) =>
    wait.then(
      () => -1,
      (error: unknown) => (error instanceof PastDeadlineError ? Date.now() - started : -2),
    ),
  );
  await vi.advanceTimersByTimeAsync(advanceMs);
  return Promise.all(times);
}

/** The platform as the client reports it: answers when the test says. */
function platform() {
  let answeredAt = 0;
  const liveness: Liveness = { answeredAt: () => answeredAt };
  let steady: ReturnType<typeof setInterval> | null = null;
  return {
    liveness,
    /** Other calls of the isolate answered every `ms` from now on (until `stop`). */
    answerEvery(ms: number) {
      steady = setInterval(() => (answeredAt = Date.now()), ms);
    },
    /** One call of the isolate answered now. */
    answerNow: () => void (answeredAt = Date.now()),
    stop: () => clearInterval(steady ?? undefined),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the waits of concurrent pages', () => {
  it(`leaves the first ${RENDERS_IN_HEADROOM} pages their whole budget, each page after them ${RENDER_RESERVE_MS} ms less than the one before`, async () => {
    const pages = Array.from({ length: RENDERS_IN_HEADROOM + 5 }, () => new PageWaits(BUDGET_MS));
    const times = await giveUps(pages.map((page) => page.wait(hung())));
    expect(times).toEqual(pages.map((_, n) => BUDGET_MS - Math.max(0, n - RENDERS_IN_HEADROOM + 1) * RENDER_RESERVE_MS + LOOK_MS));
  });

  it('counts a page once however many calls it waits for, and not once its waits are over', async () => {
    const busy = new PageWaits(BUDGET_MS);
    const others = Array.from({ length: RENDERS_IN_HEADROOM - 1 }, () => new PageWaits(BUDGET_MS));
    // One page waiting for three calls, and 19 others: 20 pages, none gives up early.
    const first = await giveUps([busy.wait(hung()), busy.wait(hung()), busy.wait(hung()), ...others.map((page) => page.wait(hung()))]);
    expect(first.every((time) => time === BUDGET_MS + LOOK_MS)).toBe(true);
    // All gave up: the next page is the only one waiting.
    expect(await giveUps([new PageWaits(BUDGET_MS).wait(hung())])).toEqual([BUDGET_MS + LOOK_MS]);
  });

  it('answers what the platform answers within the time', async () => {
    await expect(new PageWaits(BUDGET_MS).wait(Promise.resolve('answer'))).resolves.toBe('answer');
  });
});

describe('the budget follows the platform’s signs of life', () => {
  it('waits 3 s for its call while the platform answers other calls every 200 ms, and takes the answer', async () => {
    const live = platform();
    live.answerEvery(200);
    const page = new PageWaits(BUDGET_MS, live.liveness).wait(answeredIn(3_000));
    expect(await giveUps([page], 3_000)).toEqual([-1]);
    await expect(page).resolves.toBe('answer');
    live.stop();
  });

  it('gives up after the budget of silence since its call went out', async () => {
    const live = platform();
    expect(await giveUps([new PageWaits(BUDGET_MS, live.liveness).wait(hung())])).toEqual([BUDGET_MS + LOOK_MS]);
  });

  it('counts the silence from the platform’s last answer', async () => {
    const live = platform();
    live.answerEvery(250);
    const page = new PageWaits(BUDGET_MS, live.liveness).wait(hung());
    await vi.advanceTimersByTimeAsync(1_000);
    live.stop(); // the last answer came at 1 s
    expect(await giveUps([page], BUDGET_MS + LOOK_MS)).toEqual([BUDGET_MS + LOOK_MS]);
  });

  it('reads answers that came in while the isolate was busy before it gives up', async () => {
    const live = platform();
    const page = new PageWaits(BUDGET_MS, live.liveness).wait(hung());
    let outcome = 'waiting';
    page.then(
      () => (outcome = 'answered'),
      () => (outcome = 'given up'),
    );
    // An answer read in the same turn as the page's check, after it: the page looks again first.
    setTimeout(live.answerNow, BUDGET_MS);
    await vi.advanceTimersByTimeAsync(BUDGET_MS + 500);
    expect(outcome).toBe('waiting');
    // Silent since that answer: the page gives up the budget after it.
    await vi.advanceTimersByTimeAsync(BUDGET_MS);
    expect(outcome).toBe('given up');
  });

  it(`looks for answers as long as its timer came late (the isolate busy), at most ${LOOK_MAX_MS} ms, before it gives up`, async () => {
    const live = platform();
    const page = new PageWaits(BUDGET_MS, live.liveness).wait(hung());
    let outcome = 'waiting';
    page.then(
      () => (outcome = 'answered'),
      () => (outcome = 'given up'),
    );
    // The isolate is busy for 800 ms before the page's timer runs: the clock moves on, the timer waits.
    await vi.advanceTimersByTimeAsync(BUDGET_MS - 100);
    vi.setSystemTime(Date.now() + 800);
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toBe('waiting');
    // An answer read while it looks: the page waits on.
    await vi.advanceTimersByTimeAsync(200);
    live.answerNow();
    await vi.advanceTimersByTimeAsync(LOOK_MAX_MS);
    expect(outcome).toBe('waiting');
    // Silent from then on: it gives up.
    await vi.advanceTimersByTimeAsync(BUDGET_MS + LOOK_MAX_MS);
    expect(outcome).toBe('given up');
  });

  it(`never waits past ${PAGE_WAIT_CAP_MS} ms even while answers trickle in`, async () => {
    const live = platform();
    live.answerEvery(200);
    expect(await giveUps([new PageWaits(BUDGET_MS, live.liveness).wait(hung())], PAGE_WAIT_CAP_MS + 1_000)).toEqual([PAGE_WAIT_CAP_MS]);
    live.stop();
  });

  it('spends the cap only while its calls are out, not between them', async () => {
    const live = platform();
    live.answerEvery(200);
    const waits = new PageWaits(BUDGET_MS, live.liveness);
    const first = waits.wait(answeredIn(5_000));
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(first).resolves.toBe('answer');
    // The isolate renders for 5 s (queued for the CPU): no call of the page is out.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(waits.waited()).toBe(5_000);
    // The next call has the 3 s of the cap left.
    expect(await giveUps([waits.wait(hung())], 4_000)).toEqual([PAGE_WAIT_CAP_MS - 5_000]);
    live.stop();
  });
});

describe('a page with a stale copy in hand (firm)', () => {
  it('waits the budget at most for a live but slow platform, and takes the copy', async () => {
    const live = platform();
    live.answerEvery(200);
    expect(await giveUps([new PageWaits(BUDGET_MS, live.liveness).wait(answeredIn(3_000), true)], 3_000)).toEqual([BUDGET_MS]);
    live.stop();
  });

  it('counts the budget over the page’s calls in all: after one slow call the next gives up at once', async () => {
    const live = platform();
    live.answerEvery(200);
    const waits = new PageWaits(BUDGET_MS, live.liveness);
    expect(await giveUps([waits.wait(answeredIn(3_000), true)], 3_000)).toEqual([BUDGET_MS]);
    expect(await giveUps([waits.wait(answeredIn(3_000), true)], 10)).toEqual([0]);
    live.stop();
  });

  it('takes an answer that comes within the budget', async () => {
    const live = platform();
    live.answerEvery(200);
    const page = new PageWaits(BUDGET_MS, live.liveness).wait(answeredIn(1_000), true);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(page).resolves.toBe('answer');
    live.stop();
  });
});

describe('a page budget longer than the cap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is waited in full: a silent platform is given up on at the budget, not at the cap', async () => {
    const budget = PAGE_WAIT_CAP_MS * 2;
    const waits = new PageWaits(budget, platform().liveness);
    const [givenUp] = await giveUps([waits.wait(hung())], budget + LOOK_MS);
    expect(givenUp).toBeGreaterThanOrEqual(budget);
  });
});
