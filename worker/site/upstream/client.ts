import type { Locale } from '../../../shared/i18n/locales';
import type { Env } from '../bindings';
import { logFailure } from '../log';
import { admit, breakerFor, BreakerOpenError, breakerStateOf, type BreakerState, type Liveness, outcome } from './breaker';
import { UpstreamError } from './upstream-error';
import { PREVIEW_GRANT_HEADER } from '../../../shared/contract/preview';
import { WRITE_DEADLINE_HEADER } from '../../../shared/contract/queue-message';
import { msSetting } from '../../../shared/settings';

export { UpstreamError };
export { BREAKER_OPEN_MS, BREAKER_THRESHOLD, BreakerOpenError, type BreakerState, isBreakerOpen, resetBreakers } from './breaker';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

declare const ANSWER: unique symbol;
/** A request whose answer's type its route gives (site-api.ts `siteRequest`) (for the compiler only: nothing at runtime). */
export interface Answering<T> {
  readonly [ANSWER]?: T;
}

export interface PlatformRequest {
  method?: HttpMethod;
  /** Path of the call, e.g. `/sites/by-hostname/example.be`. */
  path: string;
  /** Sent as X-SITE: every call is scoped by the site id. */
  siteId?: number;
  /** Sent as ACCEPT-LANGUAGE on GET. */
  locale?: Locale;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Answer the raw bytes (documents) instead of JSON or text. */
  binary?: boolean;
  /** Failing statuses the caller passes on itself (the admin API relays the platform's 400s): not logged. */
  relayed?: readonly number[];
  /** Sent even while the breaker is open (the health check, which reports what the platform says now). */
  bypassBreaker?: boolean;
  /** Sent as Idempotency-Key: a write the platform takes once however often it comes (a lead's id). */
  idempotencyKey?: string;
}

/**
 * The language a request sends as ACCEPT-LANGUAGE (only GET sends one): the cache keys an
 * answer by it (cache/keys.ts), so both follow this one rule.
 */
export function acceptLanguageOf({ method = 'GET', locale }: PlatformRequest): Locale | undefined {
  return method === 'GET' && locale ? locale : undefined;
}

export const CLIENT_MARKER = 'agency-site/1';
const DEFAULT_TIMEOUT_MS = 5000;
/**
 * Platform answers that are answers, not failures: something does not exist (any more), or a
 * slot or period was taken in the meantime (409, shown to the visitor). Expected, not logged.
 */
const EXPECTED = new Set([404, 409, 410]);
/**
 * Every status the site API answers on purpose besides success: the caller's error (400) and
 * the answers above. Any other 4xx (405, 414, 429, 431… from a hop in front of the platform) is
 * no answer about the request: the platform is unavailable to it, never a 500 page.
 */
const ANSWERS = new Set([400, ...EXPECTED]);
const INTERNAL_ORIGIN = 'https://platform.internal';
/** The embedded platform, called in-process: no token, nothing leaves the worker. */
const INTERNAL_ORIGIN_EMBEDDED = 'https://platform.embedded';

type Transport = (request: Request) => Promise<Response>;

/**
 * The platform in the same isolate, called without the network: the local demo default
 * (worker/local.ts). The production entry (worker/site/production.ts) has none, so its bundle
 * holds neither the platform nor its seed and media generators.
 */
export type EmbeddedPlatform = (request: Request, env: Env) => Response | Promise<Response>;

/** Whether a request has any way to reach the platform (see transportFor). */
export function platformConfigured(env: Env, embedded?: EmbeddedPlatform): boolean {
  return Boolean(env.PLATFORM || env.UPSTREAM_URL || embedded);
}

/**
 * How requests reach the platform, in order: a PLATFORM service
 * binding, else UPSTREAM_URL over HTTP, else the embedded app in-process when the entry has one.
 */
function transportFor(env: Env, embedded?: EmbeddedPlatform): { origin: string; send: Transport } {
  if (env.PLATFORM) {
    const binding = env.PLATFORM as unknown as { fetch: (request: Request) => Promise<Response> };
    return { origin: INTERNAL_ORIGIN, send: (request) => binding.fetch(request) };
  }
  if (env.UPSTREAM_URL) return { origin: env.UPSTREAM_URL.replace(/\/+$/, ''), send: (request) => fetch(request) };
  if (embedded) return { origin: INTERNAL_ORIGIN_EMBEDDED, send: async (request) => embedded(request, env) };
  return {
    origin: INTERNAL_ORIGIN,
    send: () => Promise.reject(new UpstreamError(503, 'No platform configured: bind PLATFORM or set UPSTREAM_URL')),
  };
}

function timeoutOf(env: Env): number {
  return msSetting(env.UPSTREAM_TIMEOUT_MS, DEFAULT_TIMEOUT_MS);
}

async function withTimeout<T>(work: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new UpstreamError(504, 'Upstream timeout'));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The text each parsed JSON answer came as, so the cache stores it as it came (`transportTextOf`). */
const transportTexts = new WeakMap<object, string>();

/**
 * The text a platform answer came as, if `value` is that answer as the client parsed it: the
 * cache stores this text rather than serialising the parsed answer again.
 */
export function transportTextOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? transportTexts.get(value) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      const value = JSON.parse(text) as unknown;
      if (typeof value === 'object' && value !== null) transportTexts.set(value, text);
      return value;
    } catch (error) {
      if (response.ok) throw error; // a success whose JSON breaks off (a reset mid-answer): an outage
      return text;
    }
  }
  return text;
}

export interface PlatformClient {
  /**
   * Sends one call of the site API (its answer's type the one its route describes: site-api.ts
   * `siteRequest`); a 204 gives null, JSON is parsed, anything else is raw text.
   */
  request<T>(request: PlatformRequest & Answering<T>): Promise<T>;
  /** What this isolate's circuit breaker says about the platform (for /admin/health). */
  breaker(): BreakerState;
  /** The platform's signs of life in this isolate, for the pages waiting on it (cache/page-waits.ts). */
  liveness: Liveness;
  /** A previewing request's grant (middleware/coming-soon.ts), sent with every call: the platform then answers the draft. */
  previewGrant?: string;
}

/**
 * The only place that talks to the platform API.
 * @example await createPlatformClient(env).request(siteRequest('GET /sites/:siteId', { siteId: 1 }, { siteId: 1 }))
 */
export function createPlatformClient(env: Env, embedded?: EmbeddedPlatform, writeDeadline?: number): PlatformClient {
  const { origin, send } = transportFor(env, embedded);
  const timeoutMs = timeoutOf(env);
  // A form post's write waits until its deadline at most (the form budget), then times out.
  const timeoutOfCall = (method: HttpMethod) => (method === 'GET' || writeDeadline === undefined ? timeoutMs : Math.min(timeoutMs, writeDeadline - Date.now()));
  const breaker = breakerFor(origin);

  const client: PlatformClient = {
    breaker(now = Date.now()): BreakerState {
      return breakerStateOf(breaker, now);
    },
    liveness: { answeredAt: () => breaker.answeredAt },
    async request<T>(platformRequest: PlatformRequest & Answering<T>): Promise<T> {
      const { method = 'GET', path, siteId, query, body, binary, relayed, bypassBreaker, idempotencyKey } = platformRequest;
      const passage = bypassBreaker ? 'bypass' : admit(breaker, timeoutMs);
      if (passage === null) throw new BreakerOpenError();
      const url = new URL(origin + path);
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
      const headers = new Headers({ 'X-CLIENT': CLIENT_MARKER, Accept: 'application/json' });
      if (env.PLATFORM_TOKEN && origin !== INTERNAL_ORIGIN_EMBEDDED) headers.set('Authorization', `Bearer ${env.PLATFORM_TOKEN}`);
      if (siteId !== undefined) headers.set('X-SITE', String(siteId));
      const ms = timeoutOfCall(method);
      if (idempotencyKey) {
        headers.set('Idempotency-Key', idempotencyKey);
        // When this site stops waiting: a refusal made later reaches the visitor by mail instead.
        headers.set(WRITE_DEADLINE_HEADER, String(Date.now() + ms));
      }
      if (client.previewGrant) headers.set(PREVIEW_GRANT_HEADER, client.previewGrant);
      const language = acceptLanguageOf(platformRequest);
      if (language) headers.set('ACCEPT-LANGUAGE', language);
      const hasBody = body !== undefined && (method === 'POST' || method === 'PUT');
      if (hasBody) headers.set('Content-Type', 'application/json');
      const controller = new AbortController();
      const request = new Request(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
      let response: Response;
      let payload: unknown;
      try {
        response = await withTimeout(send(request), ms, controller);
        // A sign of life as soon as its head comes, before its body is read (pages waiting on other calls count from it).
        if (response.status < 500 && response.status !== 401 && response.status !== 403) breaker.answeredAt = Date.now();
        if (binary && response.ok) {
          const bytes = await response.arrayBuffer();
          outcome(breaker, true, passage);
          return bytes as T;
        }
        payload = await readBody(response);
      } catch (error) {
        outcome(breaker, false, passage);
        // One line, no stack: under load a failing platform would otherwise flood the log.
        logFailure('platform call failed', error instanceof Error ? error.message : String(error), `${method} ${path}`);
        throw error instanceof UpstreamError ? error : new UpstreamError(502, 'Upstream unreachable');
      }
      if (response.status === 401 || response.status === 403) {
        outcome(breaker, false, passage);
        // Not the visitor's fault and not an answer: a missing or rotated PLATFORM_TOKEN is an
        // outage, so it takes the 5xx path (stale-if-error, the 503 page).
        logFailure(
          'platform token',
          "platform refused the site's token: set the same PLATFORM_TOKEN on the site and the platform",
          `${response.status} ${method} ${path}`,
        );
        throw new UpstreamError(503, 'Platform refused the site token', payload);
      }
      outcome(breaker, response.status < 500, passage);
      if (!response.ok && response.status < 500 && !ANSWERS.has(response.status) && !relayed?.includes(response.status)) {
        logFailure('platform status', 'platform call answered a status the site API never answers: unavailable', `${response.status} ${method} ${path}`);
        throw new UpstreamError(503, `Platform unavailable (${response.status} ${response.statusText})`.trim(), payload);
      }
      if (!response.ok) {
        const error = new UpstreamError(response.status, response.statusText, payload);
        // "Not found" is an answer (an old link, a crawler guessing), not a failure: the
        // visitor gets the 404 page and the log stays for what someone must look at.
        if (!EXPECTED.has(response.status) && !relayed?.includes(response.status)) {
          logFailure('platform call answered', error.message, method === 'GET' ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(payload)}`);
        }
        throw error;
      }
      return payload as T;
    },
  };
  return client;
}
