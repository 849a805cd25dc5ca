import type { KVNamespace } from '@cloudflare/workers-types';
import { isBreakerOpen, UpstreamError } from '../client';
import { isOutage } from '../outage';
import { answerOf, type Entry, entryText, isGone } from './entry';
import { PastDeadlineError, runningFlight, startFlight } from './flight';
import { PageWaits } from './page-waits';
import type { Liveness } from '../breaker';
import { Generations, type GenerationScope, generationKey } from './generations';
import { type CachePart, type CacheScope, type Keys, keysOf, kvKeyOf, type Namespace, PAGES_PART, plainKeyOf } from './keys';
import { forgetRemembered, recall, remember } from './memory';
import { goneOf, mayWriteGone, NOT_FOUND_SECONDS } from './not-found';
import { STALE_IF_ERROR_SECONDS, SWR_FACTOR } from './ttl';
import { logFailure } from '../../log';
import { countOutcome } from './outcomes';
import { type AnswerRecorder, EarlyAnswers } from './answer-record';

/*
 * The response cache in front of the platform API: where an answer is kept
 * (keys.ts), under which purge generation (generations.ts), a per-isolate memory in front of
 * KV (memory.ts), one platform call for concurrent misses (flight.ts), platform 404s
 * remembered for a minute (not-found.ts), what a page's answers rest on (answer-record.ts), and
 * here the order of it all: fresh, stale while revalidating, stale if the platform fails (TTLs
 * in ttl.ts).
 */

/** Outcome of one lookup, for logs, headers and tests. */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass';

export interface CacheOptions {
  kv: KVNamespace;
  /** Runs work after the answer is sent (ctx.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  onOutcome?: (call: string, outcome: CacheOutcome) => void;
  /**
   * Milliseconds of silence from the platform after which a miss stops waiting (the page
   * budget, page-waits.ts): it then fails as an outage (503), and the call it waits for goes on
   * in the background. Without one a request waits for the call to end (its own timeout bounds it).
   */
  budgetMs?: number;
  /** The platform's signs of life the budget follows (the client's); without it, silence counts from each call. */
  liveness?: Liveness;
}

/** The KV-backed response cache in front of the platform API. */
export class ResponseCache {
  private readonly now: () => number;
  private readonly generations: Generations;
  // What the request's answers rested on before a page started recording (the hostname → site
  // lookup of resolveSite): replayed into the page's record, so a kept page also depends on the
  // site record it was rendered with (a page kept with an old footer after a console change).
  private inputs: AnswerRecorder = new EarlyAnswers();
  private readonly waits: PageWaits | undefined;
  /** A preview's request (middleware/coming-soon.ts): its answers are the draft, never read from or stored in the cache. */
  bypass = false;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
    this.generations = new Generations(options.kv, this.now);
    this.waits = options.budgetMs === undefined ? undefined : new PageWaits(options.budgetMs, options.liveness);
  }

  /** From now on, records what this request's answers rest on into `inputs` (one page's render). */
  recordInto(inputs: AnswerRecorder): void {
    if (this.inputs instanceof EarlyAnswers) this.inputs.replayInto(inputs);
    this.inputs = inputs;
  }

  /** Marks the page being recorded as not to be kept (a part of it failed after its start was sent). */
  spoilRecording(reason: string): void {
    this.inputs?.spoil(reason);
  }

  private async generation(scope: GenerationScope): Promise<number> {
    const key = generationKey(scope);
    const value = await this.generations.read(key);
    this.inputs?.generation(key, value);
    return value;
  }

  /** Whether every generation number a kept page was rendered under is still the current one. */
  async generationsUnchanged(numbers: Iterable<[string, number]>): Promise<boolean> {
    const checks = [...numbers].map(async ([key, value]) => (await this.generations.read(key)) === value);
    return (await Promise.all(checks)).every(Boolean);
  }

  /** The generation a page's own kept copies carry besides its answers' (see `forget`). */
  pagesGeneration(siteId: number): Promise<number> {
    return this.generation(`${siteId}/${PAGES_PART}`);
  }

  /** `{gen:all}.{gen:namespace}[.{gen:part}]`: the generation an entry of this scope must carry to be current. */
  async generationOf({ namespace, part }: CacheScope): Promise<string> {
    const [all, own, ofPart] = await Promise.all([
      this.generation('all'),
      this.generation(namespace),
      part ? this.generation(`${namespace}/${part}`) : Promise.resolve(null),
    ]);
    return ofPart === null ? `${all}.${own}` : `${all}.${own}.${ofPart}`;
  }

  /** KV's key of a scope (keys.ts). */
  key(scope: CacheScope): Promise<string> {
    return kvKeyOf(scope);
  }

  /** Keeps an entry in memory at once and in KV in the background; answers when the KV write is done. */
  private store<T>(keys: Keys, entry: Entry<T>, ttl: number): Promise<void> {
    const text = entryText(entry);
    remember(keys.plain, entry.gen, text, this.now(), ttl * 1000);
    if (isGone(entry) && !mayWriteGone(this.now())) return Promise.resolve();
    // KV expires nothing sooner than 60 s; a "not found" is never served stale.
    const expirationTtl = Math.max(60, Math.ceil(isGone(entry) ? ttl : ttl * SWR_FACTOR + STALE_IF_ERROR_SECONDS));
    const written = keys.kv().then((key) =>
      this.options.kv.put(key, text, { expirationTtl }).catch((error: unknown) => {
        logFailure('cache write failed', error, key);
      }),
    );
    this.options.waitUntil(written);
    return written;
  }

  /**
   * The one platform call for this key and generation: joins the call in flight, else starts
   * it. The call runs to its end in the background (and stores its answer) even when the
   * request that started it stops waiting. An answered call stays joinable until its KV write
   * is done: a request whose KV read began before that write finds it, not a second call.
   */
  private flight<T>(keys: Keys, gen: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const id = `${keys.plain}@${gen}`;
    const running = runningFlight<T>(id, this.now());
    if (running) return running;
    let written: Promise<void> = Promise.resolve();
    const promise = load().then(
      (value) => {
        written = this.store(keys, { storedAt: this.now(), gen, value }, ttl);
        return value;
      },
      (error: unknown) => {
        const gone = goneOf(error);
        if (gone) this.store(keys, { storedAt: this.now(), gen, gone }, NOT_FOUND_SECONDS);
        throw error;
      },
    );
    startFlight(
      id,
      promise,
      this.now(),
      promise.then(() => written),
    );
    this.options.waitUntil(promise.catch(() => undefined));
    return promise;
  }

  /** A loaded answer is fresh for its TTL from now; a failed load spoils the page unless it was a "not found". */
  private recordLoad<T>(loaded: Promise<T>, ttl: number): Promise<T> {
    const inputs = this.inputs;
    if (!inputs) return loaded;
    return loaded.then(
      (value) => {
        inputs.until(this.now() + ttl * 1000);
        return value;
      },
      (error: unknown) => {
        if (goneOf(error)) inputs.until(this.now() + NOT_FOUND_SECONDS * 1000);
        else inputs.spoil('platform failed');
        throw error;
      },
    );
  }

  /**
   * A flight's answer, waited for while the platform shows signs of life (page-waits.ts); `firm`
   * (a stale copy in hand) for the page budget at most.
   */
  private waitFor<T>(flight: Promise<T>, firm = false): Promise<T> {
    return this.waits ? this.waits.wait(flight, firm) : flight;
  }

  /** Stores an answer the caller got otherwise (a hostname's site, from the lookup of another of its hostnames). */
  async put<T>(scope: CacheScope, ttl: number, value: T): Promise<void> {
    if (this.bypass) return;
    this.store(keysOf(scope), { storedAt: this.now(), gen: await this.generationOf(scope), value }, ttl);
  }

  /**
   * The answer of one platform call through the cache.
   * @example cache.get({ namespace: siteId, locale, call: 'navigation', args: { name } }, TTL.navigation, () => client.request(…))
   */
  async get<T>(scope: CacheScope, ttl: number, load: () => Promise<T>): Promise<T> {
    const report = (outcome: CacheOutcome) => {
      countOutcome(outcome, outcome === 'hit' && inMemory);
      this.options.onOutcome?.(scope.call, outcome);
    };
    if (this.bypass) return this.waitFor(load());
    const keys = keysOf(scope);
    let gen: string;
    let entry: Entry<T> | null = null;
    let stored = '';
    let inMemory = false;
    try {
      gen = await this.generationOf(scope);
      const remembered = recall(keys.plain, gen, this.now());
      inMemory = remembered !== undefined;
      stored = remembered ?? (await this.options.kv.get(await keys.kv())) ?? '';
      entry = stored ? (JSON.parse(stored) as Entry<T>) : null;
      if (!inMemory) {
        // A call for this key may have been answered while KV was read (a burst made
        // two calls 427 ms apart): its answer is in memory before its flight ends.
        const landed = recall(keys.plain, gen, this.now());
        if (landed !== undefined) [stored, entry, inMemory] = [landed, JSON.parse(landed) as Entry<T>, true];
      }
    } catch (error) {
      logFailure('cache unreadable, calling the platform', error, scope.call);
      report('bypass');
      this.inputs?.spoil('cache unreadable');
      return this.waitFor(load());
    }
    if (inMemory && entry) {
      report('hit');
      this.inputs?.until(entry.storedAt + (isGone(entry) ? NOT_FOUND_SECONDS : ttl) * 1000);
      return answerOf(entry);
    }
    // An entry of an older generation (a purge since) is no answer, only a stale-if-error net.
    const current = entry !== null && entry.gen === gen;
    const age = entry ? (this.now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY;
    if (entry && isGone(entry)) {
      if (current && age < NOT_FOUND_SECONDS) {
        report('hit');
        this.inputs?.until(entry.storedAt + NOT_FOUND_SECONDS * 1000);
        remember(keys.plain, gen, stored, this.now(), (NOT_FOUND_SECONDS - age) * 1000);
        return answerOf(entry);
      }
      entry = null;
    }
    if (!entry) {
      report('miss');
      return this.recordLoad(this.waitFor(this.flight(keys, gen, ttl, load)), ttl);
    }
    if (current && age < ttl) {
      report('hit');
      this.inputs?.until(entry.storedAt + ttl * 1000);
      remember(keys.plain, gen, stored, this.now(), (ttl - age) * 1000);
      return entry.value;
    }
    if (current && age < ttl * SWR_FACTOR) {
      report('stale');
      this.inputs?.spoil('stale answer');
      this.flight(keys, gen, ttl, load).catch((error: unknown) => {
        // The client logged the platform's failure (one line each); anything else is a bug.
        if (!(error instanceof UpstreamError)) logFailure('background refresh failed', error, scope.call);
      });
      return entry.value;
    }
    // Past its time, or of an older generation (a purge since): an answer only if the platform
    // fails, or is slower than the page budget (a purge's first pages wait no longer than that).
    const fallback = age < ttl * SWR_FACTOR + STALE_IF_ERROR_SECONDS;
    try {
      const value = await this.recordLoad(this.waitFor(this.flight(keys, gen, ttl, load), fallback), ttl);
      report('miss');
      return value;
    } catch (error) {
      // A 4xx is the platform's answer (the estate is gone), not an outage: no stale copy.
      if (isOutage(error) && fallback) {
        if (!(error instanceof PastDeadlineError) && !isBreakerOpen(error)) logFailure('platform failed, serving a stale answer', error, scope.call);
        report('stale-if-error');
        this.inputs?.spoil('stale-if-error answer');
        return entry.value;
      }
      throw error;
    }
  }

  /**
   * Forgets one answer (in this isolate and in KV) after a write changed it, e.g. an estate's
   * viewing slots once a place is booked: the next visitor sees the places left.
   */
  async forget(scope: CacheScope): Promise<void> {
    const key = await this.key(scope);
    forgetRemembered(plainKeyOf(scope));
    await Promise.all([
      this.options.kv.delete(key).catch((error: unknown) => logFailure('cache entry not forgotten', error, key)),
      // The site's kept pages may show the forgotten answer and no generation of theirs says so.
      typeof scope.namespace === 'number'
        ? this.purge(scope.namespace, PAGES_PART).catch((error: unknown) => logFailure('kept pages not retired', error, key))
        : null,
    ]);
  }

  /**
   * Bumps a namespace's generation (or every one's with 'all'), or with a part only that part
   * of a site's: every older key of it is dead at once.
   * @example await cache.purge(siteId, estatePart(estateId))
   */
  purge(scope: Namespace | 'all', part?: CachePart | typeof PAGES_PART): Promise<number> {
    return this.generations.bump(generationKey(part ? `${scope}/${part}` : scope));
  }
}
