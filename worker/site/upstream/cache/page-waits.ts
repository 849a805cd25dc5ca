import type { Liveness } from '../breaker';
import { PastDeadlineError } from './flight';

/*
 * How long a page waits for the platform: as long as the platform shows signs of
 * life, not a fixed time. A page gives up on a call (the stale copy or the 503 page) when the
 * platform has answered nothing at all, to this page or any other of the isolate, for the page
 * budget (PAGE_BUDGET_MS, 1.5 s) since the call went out: the platform counts as hung. The
 * call goes on and its timeout counts for the breaker as before (it is not opened at the
 * verdict: see decision 045). While answers keep coming (a healthy platform on a busy machine,
 * or one slow call among quick ones) the page waits on, up to PAGE_WAIT_CAP_MS of waiting in all.
 *
 * A clock cannot tell "slow because the CPU is shared" from "hung": at load 15-20 the time a
 * healthy platform's answer spends queued for the isolate's CPU is already past 1.5 s. Silence
 * from every call can: a busy platform still answers something every few hundred ms.
 */

/**
 * Milliseconds of waiting for the platform a page may spend in all, however steadily answers
 * come: above the platform call's own timeout (UPSTREAM_TIMEOUT_MS, 5 s), so one slow call of
 * a live platform is waited for to its end, with room for the site lookup before it; far below
 * what a browser or Cloudflare waits (100 s and more). Time between the page's calls (rendering,
 * reading KV, queued for the CPU) is not counted.
 */
export const PAGE_WAIT_CAP_MS = 8_000;

/*
 * Room for rendering: pages that give up on a hung platform all render then, one
 * after another in the isolate (the 503 page, a listing saying its search is unavailable). The
 * 500 ms between the page budget (1.5 s) and the promise of an answer within 2 s hold about
 * RENDERS_IN_HEADROOM of those renders on a shared machine; each page waiting beyond them gives
 * up RENDER_RESERVE_MS earlier than the one before it, so their renders are spread before the
 * deadline instead of queued after it (50 pages waiting on a hung platform: the last to come
 * gives up 450 ms early). A page counts once however many calls it waits for.
 */
export const RENDERS_IN_HEADROOM = 20;
/** Milliseconds a page looks for answers already in before it gives up, at most (as long as its timer came late). */
export const LOOK_MAX_MS = 500;
export const RENDER_RESERVE_MS = 15;
/** Pages of this isolate waiting for the platform now (each a request's cache, `PageWaits`). */
let pagesWaiting = 0;

/** A platform nobody reports on: it never answered, so a page waits the budget from its call. */
const UNKNOWN: Liveness = { answeredAt: () => 0 };

/** The waits of one page (one request): its budget, how much of the cap it has spent, how far back it stands. */
export class PageWaits {
  private pending = 0;
  /** Milliseconds this page gives up early: its place behind the first RENDERS_IN_HEADROOM pages waiting. */
  private reserve = 0;
  /** When the current stretch of waiting began (a call went out while none of the page's was out). */
  private waitingSince = 0;
  /** Milliseconds of waiting in the stretches before the current one. */
  private spent = 0;

  constructor(
    /** Milliseconds of silence from the platform after which a call counts as hung (the page budget). */
    private readonly budgetMs: number,
    private readonly liveness: Liveness = UNKNOWN,
    capMs = PAGE_WAIT_CAP_MS,
    private readonly now: () => number = Date.now,
  ) {
    // Never below the silence budget: a budget set longer (PAGE_BUDGET_MS) is waited in full.
    this.capMs = Math.max(capMs, budgetMs);
  }

  /** Milliseconds of waiting in all this page may spend, however steadily answers come. */
  private readonly capMs: number;

  /** Milliseconds this page has waited for the platform so far (overlapping calls counted once). */
  waited(): number {
    return this.spent + (this.pending > 0 ? this.now() - this.waitingSince : 0);
  }

  /**
   * The promise's outcome, or a PastDeadlineError once the platform has been silent for the
   * budget, or the page has waited the cap. `firm`: the caller has an answer of its own to show
   * (a stale copy), so the page waits for the platform the budget at most in all, however
   * steadily it answers (a live but slow platform: the call goes on and refreshes the cache).
   */
  wait<T>(promise: Promise<T>, firm = false): Promise<T> {
    const since = this.now();
    if (this.pending === 0) {
      this.reserve = Math.max(0, pagesWaiting - RENDERS_IN_HEADROOM + 1) * RENDER_RESERVE_MS;
      this.waitingSince = since;
      pagesWaiting += 1;
    }
    this.pending += 1;
    return this.watch(promise, since, firm ? Math.min(this.capMs, this.budgetMs - this.reserve) : this.capMs).finally(() => {
      this.pending -= 1;
      if (this.pending === 0) {
        pagesWaiting -= 1;
        this.spent += this.now() - this.waitingSince;
      }
    });
  }

  /**
   * Races the call against the platform's silence since `since` and against the cap (`capMs` of the page's waiting in all), re-armed at
   * each sign of life. A timer that ran out with no answer since it was set counts its time as
   * silence whatever the clock says (a clock that does not move between timers, as in workerd
   * without I/O or under a test's fake Date, must not keep a page waiting for ever). Before giving
   * up the page looks once more, as long as its timer came late (the isolate busy: answers may
   * be waiting to be read), at most LOOK_MAX_MS.
   */
  private watch<T>(promise: Promise<T>, since: number, capMs: number): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let settled = false;
    const givenUp = new Promise<never>((_, reject) => {
      const giveUp = () => {
        if (!settled) reject(new PastDeadlineError());
      };
      /** `seen`: the platform's last answer when the timer that runs this was set, due at `due` (null: none was set). */
      const check = (looked: boolean, seen: number | null, due: number) => {
        if (settled) return;
        const now = this.now();
        const answeredAt = this.liveness.answeredAt();
        const silenceLeft = seen === answeredAt ? 0 : this.budgetMs - this.reserve - (now - Math.max(since, answeredAt));
        const capLeft = capMs - this.waited();
        if (capLeft <= 0) return giveUp();
        if (silenceLeft > 0) {
          timer = capLeft <= silenceLeft ? setTimeout(giveUp, capLeft) : setTimeout(() => check(false, answeredAt, now + silenceLeft), silenceLeft);
          return;
        }
        if (looked) return giveUp();
        // Silent so far: let answers that came in while the isolate was busy be read first.
        const look = Math.min(Math.max(0, now - due), LOOK_MAX_MS);
        timer = setTimeout(() => check(true, answeredAt, now + look), look);
      };
      check(false, null, since);
    });
    return Promise.race([promise, givenUp]).finally(() => {
      settled = true;
      clearTimeout(timer);
    });
  }
}
