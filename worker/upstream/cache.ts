import type { KVNamespace } from '@cloudflare/workers-types';
import { isBreakerOpen, transportTextOf, UpstreamError } from './client';
import { isOutage } from './outage';

/*
 * The response cache in front of the platform API (DESIGN.md §3). Key layout:
 *
 *   v2:{namespace}:{locale or -}:{call}:{hash of the request}
 *   v2:{siteId}/{part}:{locale or -}:{call}:{hash}
 *
 * and each entry records the generation it was stored under: `{gen:all}.{gen:namespace}`, or
 * `{gen:all}.{gen:siteId}.{gen:siteId/part}` within a part. An entry of an older generation is
 * retired: never served as fresh or stale-while-revalidate, but still the stale-if-error answer
 * while the platform fails, until a new answer replaces it. So a purge during an outage keeps
 * the pages up, and purging needs only KV.
 *
 * - namespace: the site id of a call made for one site (it sends X-SITE); HOSTNAME_NAMESPACE
 *   for hostname → site lookups, made before a site is known; SHARED_NAMESPACE for answers
 *   every site shares (images). A purge bumps one namespace's generation: a site purge bumps
 *   the site's and the hostnames', so the images of every agency stay; a purge of all sites
 *   bumps `gen:all`, which is in every key, shared answers included.
 * - part: what a CRM's publish webhook retires within a site (worker/admin/publish.ts) without
 *   touching the site's pages, menus or translations: `listings` (searches, filter options,
 *   collections and project groups, so list pages, map markers and the sitemap), `estate-{id}`
 *   (one estate's own answers, every language) and `rental-unit-{id}` (one holiday unit's).
 *   A part has its own generation (`gen:{siteId}/{part}`) beside the site's, so a site purge
 *   still retires it and a publish bumps only the parts it names. Calls without a part (pages,
 *   menus, the site, the agenda) live in the site's namespace alone.
 * - locale: what the call sends as ACCEPT-LANGUAGE (`acceptLanguageOf`, client.ts), `-` when
 *   it sends none: an answer the platform may localise is kept per language; one it cannot
 *   (a POST search, the agenda, an image) is one entry for every language.
 * - hash: of the request's method, path, query and body.
 * The key is derived from the platform request itself (`cachedRequest`, cached-request.ts),
 * so no getter can leave the locale or an argument out of it.
 *
 * A value is `{ storedAt, gen, value }`, or `{ storedAt, gen, gone }` for a platform 404 or
 * 410, kept NOT_FOUND_SECONDS and answered as the same UpstreamError.
 *
 * Waiting is bounded (issue 15): concurrent misses of one key share one platform call (a
 * flight) and never start their own; a page waits for it at most until its deadline (the page
 * budget, worker/upstream/index.ts), after which the call goes on in the background and fills
 * the cache for the next visitor while this one gets the stale copy or the 503 page.
 */

/**
 * Seconds a cached answer is fresh, per call (DESIGN.md §3). Past its TTL an answer is
 * served stale while it is refreshed in the background, up to SWR_FACTOR × TTL; older
 * answers are refreshed before use, and served stale for up to STALE_IF_ERROR_SECONDS only
 * when the platform fails.
 */
export const TTL = {
  site: 300,
  navigation: 300,
  page: 300,
  entities: 600,
  agreements: 3600,
  translations: 3600,
  estate: 120,
  search: 60,
  filters: 300,
  collection: 300,
  rental: 300,
  rentalPeriods: 60,
  agenda: 15,
  asset: 86_400,
} as const;

export const SWR_FACTOR = 2;
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
/**
 * Seconds a platform 404 or 410 is remembered. A crawler following dead links (sold estates,
 * old pages, guessed addresses) would otherwise reach the platform on every request; a minute
 * keeps that to one call per address per minute, and an address that comes to life shows
 * within a minute, or at once after a purge of its site (the answer's key dies with it).
 */
export const NOT_FOUND_SECONDS = 60;
/** Platform answers that say something does not exist (any more). */
const NOT_FOUND_STATUSES = new Set([404, 410]);
/** How long an isolate trusts the generation numbers it read from KV. */
export const GENERATION_MEMORY_MS = 5_000;
/** Namespace of hostname → site lookups, made before a site is known; every site purge bumps it. */
export const HOSTNAME_NAMESPACE = 'hostnames';
/** Namespace of answers every site shares (images): only a purge of all sites retires them. */
export const SHARED_NAMESPACE = 'shared';
/** A site id, or one of the namespaces shared by all sites. */
export type Namespace = number | typeof HOSTNAME_NAMESPACE | typeof SHARED_NAMESPACE;
/**
 * Not a part of answers: the generation of a site's kept pages alone (page-cache.ts), bumped
 * when one answer is forgotten after a write (`forget`), which no answer's generation says.
 */
export const PAGES_PART = 'pages';
/** The part of a site's answers that lists estates or units: any publish may change them. */
export const LISTINGS_PART = 'listings';
/** What a publish retires within a site's namespace (see the top of this file). */
export type CachePart = typeof LISTINGS_PART | `estate-${number}` | `rental-unit-${number}`;
/** The part holding one estate's own answers (a project's too: it is an estate, SPEC §3). */
export const estatePart = (estateId: number): CachePart => `estate-${estateId}`;
/** The part holding one holiday unit's own answers. */
export const rentalUnitPart = (unitId: number): CachePart => `rental-unit-${unitId}`;
const KEY_VERSION = 'v2';

/** Where one answer is kept: its namespace, its language and what was asked. */
export interface CacheScope {
  namespace: Namespace;
  /** Within a site's namespace, the part a publish retires on its own. */
  part?: CachePart;
  /** The ACCEPT-LANGUAGE the call sends; absent when it sends none. */
  locale?: string;
  call: string;
  args?: unknown;
}

/** A remembered "not found": enough to throw the same UpstreamError again. */
interface Gone {
  status: number;
  statusText: string;
  body?: unknown;
}

type Entry<T> = { storedAt: number; gen: string; value: T } | { storedAt: number; gen: string; gone: Gone };

function isGone<T>(entry: Entry<T>): entry is { storedAt: number; gen: string; gone: Gone } {
  return 'gone' in entry;
}

/**
 * An entry as stored: an answer straight from the platform keeps the text it came as (the
 * client parsed it once; serialising it again would cost as much), anything else is serialised.
 */
function entryText<T>(entry: Entry<T>): string {
  const transported = isGone(entry) ? undefined : transportTextOf(entry.value);
  if (transported === undefined) return JSON.stringify(entry);
  return `{"storedAt":${JSON.stringify(entry.storedAt)},"gen":${JSON.stringify(entry.gen)},"value":${transported}}`;
}

/** The answer an entry holds: its value, or the platform's "not found" thrown again. */
function answerOf<T>(entry: Entry<T>): T {
  if (!isGone(entry)) return entry.value;
  throw new UpstreamError(entry.gone.status, entry.gone.statusText, entry.gone.body);
}

/** The platform's 404 or 410 in a failed load, if that is what it was. */
function goneOf(error: unknown): Gone | null {
  const { status, statusText, body } = (error ?? {}) as { status?: unknown; statusText?: unknown; body?: unknown };
  if (typeof status !== 'number' || !NOT_FOUND_STATUSES.has(status)) return null;
  return { status, statusText: typeof statusText === 'string' ? statusText : '', body };
}

/** Outcome of one lookup, for logs, headers and tests. */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass';

export interface CacheOptions {
  kv: KVNamespace;
  /** Runs work after the answer is sent (ctx.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  onOutcome?: (call: string, outcome: CacheOutcome) => void;
  /**
   * When the request stops waiting for the platform (on the `now` clock): a miss still waiting
   * then fails as an outage (503), and the call it waits for goes on in the background.
   * Without one a request waits for the call to end (its own timeout bounds it).
   */
  deadline?: number;
}

/**
 * What one page's answer rests on, recorded while it renders (worker/render/page-cache.ts):
 * the generation numbers its answers were read under, and until when every answer it used
 * stays fresh. A page that used a stale answer, a stale-if-error one or none (the platform
 * failed and the page did without) is spoiled: it is sent, never kept.
 */
export class PageInputs {
  /** Generation key → the number read while rendering. */
  readonly generations = new Map<string, number>();
  /** Epoch ms: the earliest end of freshness among the answers used. */
  freshUntil = Number.POSITIVE_INFINITY;
  /** Why this page must not be kept, if it must not. */
  spoiled: string | null = null;

  generation(key: string, value: number): void {
    const known = this.generations.get(key);
    if (known !== undefined && known !== value) this.spoil('purged while rendering');
    this.generations.set(key, value);
  }

  until(time: number): void {
    if (time < this.freshUntil) this.freshUntil = time;
  }

  spoil(reason: string): void {
    this.spoiled ??= reason;
  }
}

/**
 * A small memory in front of KV, per isolate: a page makes a dozen calls and KV is a network
 * hop each. Entries live a few seconds at most (never past their TTL), are keyed like KV (so
 * a purge's new generation misses them once the generation is re-read), and big answers
 * stay out of it.
 */
export const MEMORY_TTL_MS = 5_000;
const MEMORY_MAX_ENTRIES = 500;
export const MEMORY_MAX_BYTES = 64 * 1024;
// The JSON text, not the object: every request gets its own copy to reshape.
const memory = new Map<string, { text: string; gen: string; expires: number }>();

function remember(key: string, gen: string, text: string, expires: number): void {
  if (text.length > MEMORY_MAX_BYTES) return;
  memory.delete(key);
  memory.set(key, { text, gen, expires });
  if (memory.size > MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/** A scope's two keys: the plain one keys the memory (no hashing on a hit), the hashed one KV. */
interface Keys {
  plain: string;
  kv: () => Promise<string>;
}

/** The memory's key of a scope: what KV's key says, with the arguments as they are rather than hashed. */
function plainKeyOf({ namespace, part, locale, call, args }: CacheScope): string {
  return `${part ? `${namespace}/${part}` : namespace}:${locale || '-'}:${call}:${JSON.stringify(args ?? null)}`;
}

/** An error's message: a failing platform logs one line per call, never a stack (a flood of stacks stalls the log pipe). */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Per isolate: generation numbers read recently, and platform calls in flight (one call for
// concurrent misses of the same key and generation).
const generations = new Map<string, { value: number; readAt: number }>();
const inFlight = new Map<string, { promise: Promise<unknown>; startedAt: number }>();

/**
 * Age past which a flight is taken for dead and the next miss starts another. A call whose
 * request was cancelled (the visitor left mid-stream) may never settle in workerd; a live one
 * ends within the platform timeout (UPSTREAM_TIMEOUT_MS, 5 s), so this is well past it.
 */
export const FLIGHT_MAX_AGE_MS = 10_000;

/**
 * "Not found" answers written to KV per isolate and minute: a crawler guessing thousands of
 * addresses would otherwise cost a KV write each. Past it they are remembered in memory only.
 */
export const GONE_WRITES_PER_MINUTE = 30;
let goneWrites = { minute: 0, count: 0 };

/** The page gave up waiting: an outage for the caller (stale-if-error, else the 503 page). */
export class PastDeadlineError extends UpstreamError {
  constructor() {
    super(503, 'Platform slower than the page budget');
  }
}

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return Promise.reject(new PastDeadlineError());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PastDeadlineError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** What one generation number retires: every site, a namespace, or a part of a site's. */
type GenerationScope = Namespace | 'all' | `${Namespace | 'all'}/${CachePart | typeof PAGES_PART}`;

function generationKey(scope: GenerationScope): string {
  return `gen:${scope}`;
}

/** The KV-backed response cache in front of the platform API. */
export class ResponseCache {
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  private inputs: PageInputs | undefined;

  /** From now on, records what this request's answers rest on into `inputs` (one page's render). */
  recordInto(inputs: PageInputs): void {
    this.inputs = inputs;
  }

  /** Marks the page being recorded as not to be kept (a part of it failed after its start was sent). */
  spoilRecording(reason: string): void {
    this.inputs?.spoil(reason);
  }

  private async generation(scope: GenerationScope): Promise<number> {
    const key = generationKey(scope);
    const value = await this.generationByKey(key);
    this.inputs?.generation(key, value);
    return value;
  }

  /** Whether every generation number a kept page was rendered under is still the current one. */
  async generationsUnchanged(numbers: Iterable<[string, number]>): Promise<boolean> {
    const checks = [...numbers].map(async ([key, value]) => (await this.generationByKey(key)) === value);
    return (await Promise.all(checks)).every(Boolean);
  }

  /** The generation a page's own kept copies carry besides its answers' (see `forget`). */
  pagesGeneration(siteId: number): Promise<number> {
    return this.generation(`${siteId}/${PAGES_PART}`);
  }

  private async generationByKey(key: string): Promise<number> {
    const remembered = generations.get(key);
    if (remembered && this.now() - remembered.readAt < GENERATION_MEMORY_MS) return remembered.value;
    let value = 0;
    try {
      value = Number((await this.options.kv.get(key)) ?? 0) || 0;
    } catch (error) {
      console.error('cache generation unreadable', key, error);
      if (remembered) return remembered.value;
    }
    generations.set(key, { value, readAt: this.now() });
    return value;
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

  /** `v2:{namespace}[/{part}]:{locale}:{call}:{hash of args}` (see the top of this file) */
  async key({ namespace, part, locale, call, args }: CacheScope): Promise<string> {
    const where = part ? `${namespace}/${part}` : namespace;
    return `${KEY_VERSION}:${where}:${locale || '-'}:${call}:${await sha256Hex(JSON.stringify(args ?? null))}`;
  }

  /** Both keys of a scope: the memory's plain one, and KV's with the hash (computed once, when needed). */
  private keysOf(scope: CacheScope): Keys {
    let kv: Promise<string> | undefined;
    return { plain: plainKeyOf(scope), kv: () => (kv ??= this.key(scope)) };
  }

  private store<T>(keys: Keys, entry: Entry<T>, ttl: number): void {
    const text = entryText(entry);
    remember(keys.plain, entry.gen, text, this.now() + Math.min(MEMORY_TTL_MS, ttl * 1000));
    if (isGone(entry)) {
      const minute = Math.floor(this.now() / 60_000);
      if (goneWrites.minute !== minute) goneWrites = { minute, count: 0 };
      if ((goneWrites.count += 1) > GONE_WRITES_PER_MINUTE) return;
    }
    // KV expires nothing sooner than 60 s; a "not found" is never served stale.
    const expirationTtl = Math.max(60, Math.ceil(isGone(entry) ? ttl : ttl * SWR_FACTOR + STALE_IF_ERROR_SECONDS));
    this.options.waitUntil(
      keys.kv().then((key) =>
        this.options.kv.put(key, text, { expirationTtl }).catch((error: unknown) => {
          console.error('cache write failed', key, error);
        }),
      ),
    );
  }

  /**
   * The one platform call for this key and generation: joins the call in flight, else starts
   * it. The call runs to its end in the background (and stores its answer) even when the
   * request that started it stops waiting.
   */
  private flight<T>(keys: Keys, gen: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const id = `${keys.plain}@${gen}`;
    const running = inFlight.get(id);
    if (running && this.now() - running.startedAt < FLIGHT_MAX_AGE_MS) return running.promise as Promise<T>;
    const promise = load().then(
      (value) => {
        this.store(keys, { storedAt: this.now(), gen, value }, ttl);
        return value;
      },
      (error: unknown) => {
        const gone = goneOf(error);
        if (gone) this.store(keys, { storedAt: this.now(), gen, gone }, NOT_FOUND_SECONDS);
        throw error;
      },
    );
    const entry = { promise, startedAt: this.now() };
    inFlight.set(id, entry);
    const forget = () => {
      if (inFlight.get(id) === entry) inFlight.delete(id);
    };
    promise.then(forget, forget);
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

  /** A flight's answer, waited for until the request's deadline at most. */
  private waitFor<T>(flight: Promise<T>): Promise<T> {
    const { deadline } = this.options;
    return deadline === undefined ? flight : waitAtMost(flight, deadline - this.now());
  }

  /** Stores an answer the caller got otherwise (a hostname's site, from the lookup of another of its hostnames). */
  async put<T>(scope: CacheScope, ttl: number, value: T): Promise<void> {
    this.store(this.keysOf(scope), { storedAt: this.now(), gen: await this.generationOf(scope), value }, ttl);
  }

  /**
   * The answer of one platform call through the cache.
   * @example cache.get({ namespace: siteId, locale, call: 'navigation', args: { name } }, TTL.navigation, () => client.request(…))
   */
  async get<T>(
    scope: CacheScope,
    ttl: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const report = (outcome: CacheOutcome) => this.options.onOutcome?.(scope.call, outcome);
    const keys = this.keysOf(scope);
    let gen: string;
    let entry: Entry<T> | null = null;
    let stored = '';
    let inMemory = false;
    try {
      gen = await this.generationOf(scope);
      const remembered = memory.get(keys.plain);
      inMemory = remembered !== undefined && remembered.expires > this.now() && remembered.gen === gen;
      stored = inMemory ? remembered!.text : ((await this.options.kv.get(await keys.kv())) ?? '');
      entry = stored ? (JSON.parse(stored) as Entry<T>) : null;
    } catch (error) {
      console.error('cache unreadable, calling the platform', scope.call, error);
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
        remember(keys.plain, gen, stored, this.now() + Math.min(MEMORY_TTL_MS, (NOT_FOUND_SECONDS - age) * 1000));
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
      remember(keys.plain, gen, stored, this.now() + Math.min(MEMORY_TTL_MS, (ttl - age) * 1000));
      return entry.value;
    }
    if (current && age < ttl * SWR_FACTOR) {
      report('stale');
      this.inputs?.spoil('stale answer');
      this.flight(keys, gen, ttl, load).catch((error: unknown) => {
        // The client logged the platform's failure (one line each); anything else is a bug.
        if (!(error instanceof UpstreamError)) console.error('background refresh failed', scope.call, error);
      });
      return entry.value;
    }
    try {
      const value = await this.recordLoad(this.waitFor(this.flight(keys, gen, ttl, load)), ttl);
      report('miss');
      return value;
    } catch (error) {
      // A 4xx is the platform's answer (the estate is gone), not an outage: no stale copy.
      if (isOutage(error) && age < ttl * SWR_FACTOR + STALE_IF_ERROR_SECONDS) {
        if (!(error instanceof PastDeadlineError) && !isBreakerOpen(error)) console.error('platform failed, serving a stale answer', scope.call, messageOf(error));
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
    memory.delete(plainKeyOf(scope));
    await Promise.all([
      this.options.kv.delete(key).catch((error: unknown) => console.error('cache entry not forgotten', key, error)),
      // The site's kept pages may show the forgotten answer and no generation of theirs says so.
      typeof scope.namespace === 'number' ? this.purge(scope.namespace, PAGES_PART).catch((error: unknown) => console.error('kept pages not retired', key, error)) : null,
    ]);
  }

  /**
   * Bumps a namespace's generation (or every one's with 'all'), or with a part only that part
   * of a site's: every older key of it is dead at once.
   * @example await cache.purge(siteId, estatePart(estateId))
   */
  async purge(scope: Namespace | 'all', part?: CachePart | typeof PAGES_PART): Promise<number> {
    const key = generationKey(part ? `${scope}/${part}` : scope);
    const next = Number((await this.options.kv.get(key)) ?? 0) + 1;
    await this.options.kv.put(key, String(next));
    generations.set(key, { value: next, readAt: this.now() });
    return next;
  }
}

/** Forgets the generation numbers and answers this isolate remembers (tests; a purge elsewhere). */
export function forgetGenerations(): void {
  generations.clear();
  memory.clear();
  inFlight.clear();
  goneWrites = { minute: 0, count: 0 };
}
