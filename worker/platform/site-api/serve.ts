import type { Context, Hono, TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { Method } from '../../../shared/contract/console-api/route';
import type { AnswersOf } from '../../../shared/contract/site-api/route';
import type * as contract from '../../../shared/contract/site-api/routes';
import { fail, idParam } from '../kit/http';
import type { PlatformEnv } from '../types';

/** The route of the site API's contract (shared/contract/site-api/routes.ts) a key names, `METHOD path`; never when there is none. */
type RouteNamed<K extends string> = K extends `${infer M} ${infer P}` ? Extract<(typeof contract)[keyof typeof contract], { method: M; path: P }> : never;

/**
 * The context of a route's handler: its path's parameters typed, and for a site's route the site
 * it serves, resolved and checked once by `siteScope` (`c.var.site`). Still a platform context:
 * every helper that takes one takes it.
 */
export type RouteContext<P extends string = string, Scoped = false> = Context<PlatformEnv, P> &
  (Scoped extends true ? { var: Readonly<{ site: number }> } : unknown);
/** The context of a site's route. */
export type SiteContext<P extends string = string> = RouteContext<P, true>;

/** A body as the handler sends it: JSON as Hono types it (`c.json`), nothing, bytes of any kind, or any object (an answer the site relays unread). */
type Sent<T> = T extends null ? null : T extends string | ArrayBuffer ? unknown : object extends T ? unknown : JSONParsed<T>;

/**
 * What a handler may answer: for one of the statuses its route describes, a response whose body
 * is that status's type (`c.json(body, 200)`, `c.body(null, 204)`, `storedJson`). An answer of
 * another shape or status does not compile; the refusals (`fail`, 400/404/409…) are thrown.
 */
export type Reply<R> = {
  [S in keyof AnswersOf<R> & number]: Response & TypedResponse<Sent<AnswersOf<R>[S]>, S & StatusCode, 'json' | 'body' | 'text'>;
}[keyof AnswersOf<R> & number];

type Handler<R> = R extends { path: infer P extends string }
  ? (c: RouteContext<P, R extends { site: true } ? true : false>) => Reply<R> | Promise<Reply<R>>
  : never;
/** A registration's arguments after the key: `site` when the route is a site's (the description says so, the compiler holds it), then its handler. */
type Registration<R> = R extends { site: true } ? [scope: typeof site, handler: Handler<R>] : [handler: Handler<R>];

/**
 * The site scope, mounted once before the handler of every route the contract says is a site's:
 * the site is the path's `:siteId` (X-SITE, when sent, must name the same) or else X-SITE's,
 * required (400 without one); the handler reads it as `c.var.site`.
 */
export async function siteScope(c: Context<PlatformEnv>, next: () => Promise<void>): Promise<void> {
  const inPath = c.req.param('siteId');
  const given = c.get('siteId');
  if (inPath === undefined && given === undefined) fail(400, 'X-SITE header is required for this call');
  const scoped = inPath === undefined ? given! : idParam(inPath, 'siteId');
  if (given !== undefined && given !== scoped) fail(400, 'X-SITE must name the site of the path');
  (c as unknown as Context<{ Variables: { site: number } }>).set('site', scoped);
  await next();
}

/** The site scope as a registration states it: `serve(app, key, site, handler)` mounts it before the handler. */
export const site = siteScope as typeof siteScope & { readonly scope: 'site' };

/**
 * Registers a route of the site API as the contract describes it, named by its key: the compiler
 * holds the handler's answers to the description's types and its scope to the description's
 * (test/worker/platform/site-api/site-api-contract.test.ts checks that the platform serves every route described
 * and no other).
 * @example serve(agenda, 'GET /live-agenda/:estateId', site, async (c) => c.json({ estateId, slots }, 200))
 */
export function serve<const K extends `${Method} ${string}`>(
  app: Hono<PlatformEnv>,
  key: K & ([RouteNamed<K>] extends [never] ? { notInTheContract: K } : unknown),
  ...registration: Registration<RouteNamed<K>>
): void {
  const [method, path] = key.split(' ') as [Method, string];
  (app as unknown as Hono).on(method, path, ...(registration as [never]));
}

/**
 * A JSON answer the platform keeps as text (a stored document, a search's page): sent as it is,
 * typed as what it holds, so its route's description checks it like any other answer.
 */
export function storedJson<T>(c: Context, text: string) {
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Stored<T>;
}

/** A 200 whose JSON body is text the platform keeps, typed as what it holds. */
export type Stored<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
