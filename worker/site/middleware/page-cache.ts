import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';
import { CLIENT_MANIFEST } from '../render/manifest';
import { isBot } from '../render/renderer';
import { PageInputs } from './page-inputs';
import { waitUntilOf } from '../upstream';
import { nonceOf } from './security-headers';
import { logFailure } from '../log';
import { BoundedMap, textBytes } from '../bounded-map';
import { keepIslandsOf } from '../render/island-html';

/*
 * Finished pages, kept: a warm page is sent as the text it was, not rendered again.
 *
 * A page is kept only when everything it was rendered from came fresh from the response cache
 * (worker/site/upstream/cache/ records it in `PageInputs`, page-inputs.ts, while the page renders), and only as
 * long as all of that stays fresh: until the earliest end of freshness among its answers, and
 * while every generation number it was read under is unchanged. So a purge or a publish (which
 * bump generations) shows at once, as it does for the answers themselves, and a page never
 * lives longer than the least fresh answer on it. A page that used a stale answer, or did
 * without one because the platform failed, or whose status is not 200, is sent but not kept.
 *
 * Two layers, like the answers': a memory per isolate (bounded in bytes), then the Cache API,
 * shared by the isolates of a data centre. The key is the page's address and whether a crawler
 * (finished document) or a visitor (stream) asked. The request's CSP nonce is taken out before
 * a page is kept and the new request's nonce put in on the way out.
 */

/** About the bytes of pages an isolate keeps in memory (`sizeOf`); the oldest go first. */
export const PAGE_MEMORY_MAX = 16 * 1024 * 1024;
/** Stands for the nonce in a kept page; never in a page's own text. */
const NONCE_MARK = '\u{E000}csp-nonce\u{E000}';
/**
 * How long past its freshness a kept page may still be sent while this isolate renders it
 * again: the visitors in the meantime get it (as the answers' own stale-while-revalidate would
 * give them its answers) instead of all rendering it at once.
 */
export const STALE_PAGE_MS = 30_000;
/** A render older than this is taken for dead (its visitor left): the next visitor renders. */
const RENDER_MAX_MS = 10_000;
/** Pages this isolate is rendering again, by key: when it started (one whose visitor left may never say it is done). */
const renders = new BoundedMap<string, number>('page renders', 1_000);
/**
 * Says where a page came from: `hit` (kept), `stale` (kept, past its freshness, sent while
 * another visitor's request renders it again), `miss` (rendered and kept), `pass` (rendered,
 * not kept).
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
const KEPT_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' };
/** What may be kept besides HTML pages: a window card's QR code (routes/window-card.tsx). */
const KEPT_TYPES = ['text/html', 'image/svg+xml'];
/** The answer's own headers a kept copy is sent with again (its type, a noindex). */
const OWN_HEADERS = ['Content-Type', 'X-Robots-Tag'];

interface KeptPage {
  html: string;
  /** Epoch ms after which the page is no longer fresh. */
  freshUntil: number;
  generations: [string, number][];
  /** The answer's own headers among OWN_HEADERS, sent again with it. */
  headers?: [string, string][];
  /** The page's UTF-8 bytes between the nonce marks, encoded once on its first send. */
  parts?: Uint8Array[];
}

const encoder = new TextEncoder();

/** What a kept page takes in memory, about: its text and, once sent, its bytes as much again. */
const sizeOf = (page: KeptPage) => page.html.length * 2;

/** Kept pages per isolate, oldest first; their count is capped too (the key's text is small beside a page). */
const memory = new BoundedMap<string, KeptPage>('kept pages', 2_000, PAGE_MEMORY_MAX);
/** In the Cache API's keys: `forgetKeptPages` moves to new ones (the Cache API cannot be emptied). */
let epoch = 0;

function remember(key: string, page: KeptPage): void {
  forget(key);
  if (sizeOf(page) > PAGE_MEMORY_MAX / 4) return;
  memory.set(key, page, sizeOf(page) + textBytes(key));
}

function forget(key: string): void {
  memory.delete(key);
}

/** The settings a page's text depends on besides its answers: a page kept under others is another page. */
const RENDER_SETTINGS = [
  'IMAGE_ORIGINS',
  'IMAGE_RESIZING',
  'MAP_TILE_URL',
  'MAP_TILE_ATTRIBUTION',
  'CAPTCHA_PROVIDER',
  'CAPTCHA_SITE_KEY',
  'CAPTCHA_SCRIPT_URL',
] as const;
const renderVersions = new WeakMap<Env, string>();

/**
 * What a kept page was rendered with besides its answers: this deployment's version, the
 * build of the client (its entry's hashed name changes with every build) and the settings
 * pages show. A new deployment never sends a page kept by the one before.
 */
function renderVersionOf(env: Env): string {
  let version = renderVersions.get(env);
  if (version === undefined) {
    version = JSON.stringify([env.CF_VERSION_METADATA?.id ?? '', CLIENT_MANIFEST.entry, ...RENDER_SETTINGS.map((name) => env[name] ?? '')]);
    renderVersions.set(env, version);
  }
  return version;
}

/** Forgets every page this isolate keeps (tests). */
export function forgetKeptPages(): void {
  memory.clear();
  renders.clear();
  epoch += 1;
}

/** The Cache API's request for a kept page: on the site's own hostname, under a path no page has. */
function cacheRequest(key: string, url: URL): Request {
  return new Request(`${url.protocol}//${url.host}/__kept-page/${epoch}/${encodeURIComponent(key)}`);
}

function defaultCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

async function fromCacheApi(key: string, url: URL): Promise<KeptPage | null> {
  const cache = defaultCache();
  if (!cache) return null;
  try {
    const response = await cache.match(cacheRequest(key, url));
    if (!response) return null;
    const freshUntil = Number(response.headers.get('X-Fresh-Until'));
    const generations = JSON.parse(response.headers.get('X-Generations') ?? '[]') as [string, number][];
    const headers = JSON.parse(response.headers.get('X-Own-Headers') ?? '[]') as [string, string][];
    return { html: await response.text(), freshUntil, generations, headers };
  } catch (error) {
    logFailure('kept page unreadable', error, key);
    return null;
  }
}

function toCacheApi(key: string, url: URL, page: KeptPage, now: number): Promise<void> {
  const cache = defaultCache();
  const seconds = Math.floor((page.freshUntil - now) / 1000);
  if (!cache || seconds < 1) return Promise.resolve();
  const response = new Response(page.html, {
    headers: {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': `public, max-age=${seconds}`,
      'X-Fresh-Until': String(page.freshUntil),
      'X-Generations': JSON.stringify(page.generations),
      'X-Own-Headers': JSON.stringify(page.headers ?? []),
    },
  });
  return cache.put(cacheRequest(key, url), response).catch((error: unknown) => logFailure('page not kept', error, key));
}

/** A kept page with this request's nonce, as the same page rendered now would be. */
function sendKept(c: Context<AppEnv>, page: KeptPage, how: 'hit' | 'stale'): Response {
  // Bytes, not text: the page is encoded once, and each visitor's copy is its parts with the
  // nonce between them (no string of the whole page to build, replace in and encode again).
  const parts = (page.parts ??= page.html.split(NONCE_MARK).map((part) => encoder.encode(part)));
  const nonce = encoder.encode(nonceOf(c));
  const body = new Uint8Array(parts.reduce((size, part) => size + part.length, 0) + nonce.length * (parts.length - 1));
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(nonce, offset);
      offset += nonce.length;
    }
    body.set(part, offset);
    offset += part.length;
  });
  return c.body(body, 200, { ...KEPT_HEADERS, ...Object.fromEntries(page.headers ?? []), [PAGE_CACHE_HEADER]: how });
}

/**
 * Keeps the page once its whole text is out and every part of it has loaded, if it may be kept.
 * The visitor's stream is not held back: the page is read from a second branch of it.
 */
function keepWhenDone(c: Context<AppEnv>, key: string, url: URL, inputs: PageInputs, nonce: string, done: () => void): Response {
  const response = c.res;
  const [toVisitor, toKeep] = response.body!.tee();
  const keep = async () => {
    const html = await new Response(toKeep).text();
    // Its islands are what their props make, whatever else the page rested on.
    keepIslandsOf(html);
    const now = Date.now();
    if (inputs.spoiled || inputs.freshUntil <= now) return;
    const page: KeptPage = {
      html: nonce ? html.replaceAll(nonce, NONCE_MARK) : html,
      freshUntil: inputs.freshUntil,
      generations: [...inputs.generations],
      headers: OWN_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
    };
    remember(key, page);
    await toCacheApi(key, url, page, now);
  };
  waitUntilOf(c)(
    keep()
      .catch((error: unknown) => logFailure('page not kept', error, key))
      .finally(done),
  );
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, 'miss');
  return new Response(toVisitor, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Answers a page from the kept copy when it is still good, else renders it and keeps the
 * result when it may (see the top of this file). Mounted by the router on the pages that show
 * the same to everyone who asks (a screen's `kept`: CMS pages, details, legal texts).
 *
 * @example app.get(path, pageCache(), handler)
 */
export const pageCache = (): MiddlewareHandler<AppEnv> =>
  async function pageCache(c, next) {
    const method = c.req.method;
    const url = new URL(c.req.url);
    // A preview (middleware/coming-soon.ts) neither reads nor keeps a page: no visitor gets it.
    if ((method !== 'GET' && method !== 'HEAD') || c.get('preview')) return next();
    const key = `${renderVersionOf(c.env)} ${isBot(c.req.header('User-Agent')) ? 'bot' : 'visitor'} ${url.host}${url.pathname}${url.search}`;
    const cache = c.get('upstream').cache;
    const now = Date.now();
    let kept = memory.get(key) ?? null;
    if (!kept) {
      kept = await fromCacheApi(key, url);
      if (kept && kept.freshUntil > now) remember(key, kept);
    }
    const current = kept !== null && (await cache.generationsUnchanged(kept.generations));
    if (kept && current && kept.freshUntil > now) return sendKept(c, kept, 'hit');
    const started = renders.get(key);
    const rendering = started !== undefined && now - started < RENDER_MAX_MS;
    if (kept && current && rendering && now < kept.freshUntil + STALE_PAGE_MS) return sendKept(c, kept, 'stale');
    // A purge or publish since: that copy is never sent again. A copy past its freshness stays
    // for the visitors who come while this one renders the page again.
    if (kept && !current) forget(key);
    const mine = !rendering;
    if (mine) renders.set(key, now);
    const done = () => {
      if (mine && renders.get(key) === now) renders.delete(key);
    };

    const inputs = new PageInputs();
    cache.recordInto(inputs);
    // A publish or purge retires the page with its answers; a forgotten answer (a booked
    // viewing) with the site's pages generation.
    try {
      await cache.pagesGeneration(c.get('site').id);
      await next();
    } catch (error) {
      // The error page (app.onError) is sent, never kept.
      done();
      c.header(PAGE_CACHE_HEADER, 'pass');
      throw error;
    }
    const response = c.res;
    const keepable =
      method === 'GET' &&
      response.status === 200 &&
      response.body !== null &&
      KEPT_TYPES.some((type) => (response.headers.get('Content-Type') ?? '').startsWith(type)) &&
      !response.headers.has('Set-Cookie') &&
      !inputs.spoiled;
    if (!keepable) {
      done();
      c.header(PAGE_CACHE_HEADER, 'pass');
      return;
    }
    c.res = keepWhenDone(c, key, url, inputs, nonceOf(c), done);
  };
