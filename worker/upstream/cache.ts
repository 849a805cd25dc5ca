import type { KVNamespace } from '@cloudflare/workers-types';
import { UpstreamError } from './client';

/*
 * The response cache in front of the platform API (DESIGN.md §3). Key layout:
 *
 *   v1:{namespace}:{gen:all}.{gen:namespace}:{locale or -}:{call}:{hash of the request}
 *   v1:{siteId}/{part}:{gen:all}.{gen:siteId}.{gen:siteId/part}:{locale or -}:{call}:{hash}
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
 * A value is `{ storedAt, value }`, or `{ storedAt, gone }` for a platform 404 or 410, kept
 * NOT_FOUND_SECONDS and answered as the same UpstreamError.
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
/** The part of a site's answers that lists estates or units: any publish may change them. */
export const LISTINGS_PART = 'listings';
/** What a publish retires within a site's namespace (see the top of this file). */
export type CachePart = typeof LISTINGS_PART | `estate-${number}` | `rental-unit-${number}`;
/** The part holding one estate's own answers (a project's too: it is an estate, SPEC §3). */
export const estatePart = (estateId: number): CachePart => `estate-${estateId}`;
/** The part holding one holiday unit's own answers. */
export const rentalUnitPart = (unitId: number): CachePart => `rental-unit-${unitId}`;
const KEY_VERSION = 'v1';

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

type Entry<T> = { storedAt: number; value: T } | { storedAt: number; gone: Gone };

function isGone<T>(entry: Entry<T>): entry is { storedAt: number; gone: Gone } {
  return 'gone' in entry;
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
}

/**
 * A small memory in front of KV, per isolate: a page makes a dozen calls and KV is a network
 * hop each. Entries live a few seconds at most (never past their TTL), are keyed like KV (so
 * a purge's new generation misses them once the generation is re-read), and big answers
 * stay out of it.
 */
export const MEMORY_TTL_MS = 5_000;
const MEMORY_MAX_ENTRIES = 500;
const MEMORY_MAX_BYTES = 64 * 1024;
// The JSON text, not the object: every request gets its own copy to reshape.
const memory = new Map<string, { text: string; expires: number }>();

function remember(key: string, text: string, expires: number): void {
  if (text.length > MEMORY_MAX_BYTES) return;
  memory.delete(key);
  memory.set(key, { text, expires });
  if (memory.size > MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/** A failure to reach or get an answer from the platform, as opposed to its 4xx answer. */
function isOutage(error: unknown): boolean {
  const status = (error as { status?: unknown })?.status;
  return typeof status !== 'number' || status >= 500;
}

// Per isolate: generation numbers read recently, and loads in flight (one upstream call
// for concurrent misses of the same key).
const generations = new Map<string, { value: number; readAt: number }>();
const inFlight = new Map<string, { promise: Promise<unknown>; startedAt: number }>();

/**
 * How long a request waits for a load another request started. A load whose request was
 * cancelled (the visitor left mid-stream) never settles in workerd; after this it is
 * abandoned and the waiting request loads for itself.
 */
export const SHARED_LOAD_WAIT_MS = 3_000;

function abandonAfter<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('shared load abandoned')), ms);
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
type GenerationScope = Namespace | 'all' | `${Namespace | 'all'}/${CachePart}`;

function generationKey(scope: GenerationScope): string {
  return `gen:${scope}`;
}

/** The KV-backed response cache in front of the platform API. */
export class ResponseCache {
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  private async generation(scope: GenerationScope): Promise<number> {
    const key = generationKey(scope);
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

  /** `v1:{namespace}[/{part}]:{gen:all}.{gen:namespace}[.{gen:part}]:{locale}:{call}:{hash of args}` (see the top of this file) */
  async key({ namespace, part, locale, call, args }: CacheScope): Promise<string> {
    const where = part ? (`${namespace}/${part}` as const) : namespace;
    const [all, own, ofPart] = await Promise.all([
      this.generation('all'),
      this.generation(namespace),
      part ? this.generation(where) : Promise.resolve(null),
    ]);
    const generation = ofPart === null ? `${all}.${own}` : `${all}.${own}.${ofPart}`;
    return `${KEY_VERSION}:${where}:${generation}:${locale || '-'}:${call}:${await sha256Hex(JSON.stringify(args ?? null))}`;
  }

  private store<T>(key: string, entry: Entry<T>, ttl: number): void {
    const text = JSON.stringify(entry);
    remember(key, text, this.now() + Math.min(MEMORY_TTL_MS, ttl * 1000));
    // KV expires nothing sooner than 60 s; a "not found" is never served stale.
    const expirationTtl = Math.max(60, Math.ceil(isGone(entry) ? ttl : ttl * SWR_FACTOR + STALE_IF_ERROR_SECONDS));
    this.options.waitUntil(
      this.options.kv.put(key, text, { expirationTtl }).catch((error: unknown) => {
        console.error('cache write failed', key, error);
      }),
    );
  }

  private load<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    const age = running ? this.now() - running.startedAt : Number.POSITIVE_INFINITY;
    if (running && age < SHARED_LOAD_WAIT_MS) {
      // Concurrent misses share one upstream call, but never wait on it for ever.
      return abandonAfter(running.promise as Promise<T>, SHARED_LOAD_WAIT_MS - age).catch(() => this.ownLoad(key, ttl, load));
    }
    return this.ownLoad(key, ttl, load);
  }

  private ownLoad<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const promise = load().then(
      (value) => {
        this.store(key, { storedAt: this.now(), value }, ttl);
        return value;
      },
      (error: unknown) => {
        const gone = goneOf(error);
        if (gone) this.store(key, { storedAt: this.now(), gone }, NOT_FOUND_SECONDS);
        throw error;
      },
    );
    const entry = { promise, startedAt: this.now() };
    inFlight.set(key, entry);
    const forget = () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
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
    let key: string;
    let entry: Entry<T> | null = null;
    let stored = '';
    let inMemory = false;
    try {
      key = await this.key(scope);
      const remembered = memory.get(key);
      inMemory = remembered !== undefined && remembered.expires > this.now();
      stored = inMemory ? remembered!.text : ((await this.options.kv.get(key)) ?? '');
      entry = stored ? (JSON.parse(stored) as Entry<T>) : null;
    } catch (error) {
      console.error('cache unreadable, calling the platform', scope.call, error);
      report('bypass');
      return load();
    }
    if (inMemory && entry) {
      report('hit');
      return answerOf(entry);
    }
    if (entry && isGone(entry)) {
      const age = (this.now() - entry.storedAt) / 1000;
      if (age < NOT_FOUND_SECONDS) {
        report('hit');
        remember(key, stored, this.now() + Math.min(MEMORY_TTL_MS, (NOT_FOUND_SECONDS - age) * 1000));
        return answerOf(entry);
      }
      entry = null;
    }
    if (!entry) {
      report('miss');
      return this.load(key, ttl, load);
    }
    const age = (this.now() - entry.storedAt) / 1000;
    if (age < ttl) {
      report('hit');
      remember(key, stored, this.now() + Math.min(MEMORY_TTL_MS, (ttl - age) * 1000));
      return entry.value;
    }
    if (age < ttl * SWR_FACTOR) {
      report('stale');
      this.options.waitUntil(
        this.load(key, ttl, load).catch((error: unknown) => console.error('background refresh failed', scope.call, error)),
      );
      return entry.value;
    }
    try {
      const value = await this.load(key, ttl, load);
      report('miss');
      return value;
    } catch (error) {
      // A 4xx is the platform's answer (the estate is gone), not an outage: no stale copy.
      if (isOutage(error) && age < ttl * SWR_FACTOR + STALE_IF_ERROR_SECONDS) {
        console.error('platform failed, serving a stale answer', scope.call, error);
        report('stale-if-error');
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
    memory.delete(key);
    await this.options.kv.delete(key).catch((error: unknown) => console.error('cache entry not forgotten', key, error));
  }

  /**
   * Bumps a namespace's generation (or every one's with 'all'), or with a part only that part
   * of a site's: every older key of it is dead at once.
   * @example await cache.purge(siteId, estatePart(estateId))
   */
  async purge(scope: Namespace | 'all', part?: CachePart): Promise<number> {
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
}
