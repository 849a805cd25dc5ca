import { describer, type Method, type ParamName } from '../console-api/route';

/*
 * How one route of the site API (the platform's calls for the site worker: its pages' data, its
 * visitors' writes, the admin API's relays) is described, once, for both sides: its method and
 * path template (`/sites/:siteId/estates`, whose `:names` are its parameters; the console API's
 * ParamName reads them), the statuses it answers with the type of each answer's body, the type
 * of its JSON body, and whether it is scoped to one site. Unlike the console API's, its answers
 * and bodies are types only (`shapes<…>()` holds nothing at runtime): neither side checks them
 * with a schema, so neither bundle carries one. Both sides name a route by its key,
 * `METHOD path` (`'POST /sites/:siteId/estates'`): the site builds its call from it
 * (worker/site/upstream/site-api.ts `siteRequest`), the platform registers its handler by it
 * (worker/platform/site-api/serve.ts `serve`), and the compiler holds both to the description.
 */

/** What a route answers: for each status, its body's type; null: no body, or one the site does not read. */
export type SiteAnswers = { readonly [status: number]: unknown };

declare const SHAPES: unique symbol;

/** The types a description carries for the compiler only: its answers by status and its JSON body (never: none). */
export interface Shapes<A extends SiteAnswers, B> {
  readonly [SHAPES]?: { answers: A; body: B };
}

/** A description's types, as `get('/sites/:siteId', shapes<{ 200: RawSite }>())`; an empty object at runtime. */
export const shapes = /* @__NO_SIDE_EFFECTS__ */ <A extends SiteAnswers, B = never>(): Shapes<A, B> => ({});

/**
 * What a route takes besides its path and types. `site`: the site it serves is the request's
 * (X-SITE, or the path's `:siteId`, which X-SITE must then not contradict): the platform mounts
 * its site scope before the handler (serve.ts `siteScope`), which hands the handler the site's
 * id (`c.var.site`); a call without one is refused (400).
 */
export interface SiteRouteOptions {
  /** The query parameters it reads. */
  query?: readonly string[];
  site?: true;
}

/** A route of the site API as described. */
export interface SiteRoute extends SiteRouteOptions {
  readonly method: Method;
  readonly path: string;
  /** Its answers' and body's types. */
  readonly answers: Shapes<SiteAnswers, unknown>;
}

/** The describing function of a method (its answers: their `shapes`); pure, so no bundle keeps a route it does not name. */
const describe = /* @__PURE__ */ describer<Shapes<SiteAnswers, unknown>, SiteRouteOptions>();

/** @example get('/sites/:siteId', shapes<{ 200: RawSite; 404: null }>()) */
export const get = /* @__PURE__ */ describe('GET');
export const post = /* @__PURE__ */ describe('POST');
export const put = /* @__PURE__ */ describe('PUT');
export const del = /* @__PURE__ */ describe('DELETE');

/** The key both sides name a route by: `METHOD path`. */
export type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** A route's answers by status. */
export type AnswersOf<R> = R extends { answers: Shapes<infer A, unknown> } ? A : never;
/** A route's JSON body (never: it takes none). */
export type BodyOf<R> = R extends { answers: Shapes<SiteAnswers, infer B> } ? B : never;

/** The statuses that are a success: the only answers the site's client gives back (it throws on the others). */
export type Success = 200 | 201 | 202 | 204;
/** What a successful call gives: the bodies of its success statuses. */
export type SuccessOf<R> = { [S in keyof AnswersOf<R> & Success]: AnswersOf<R>[S] }[keyof AnswersOf<R> & Success];

/** The parameters a call fills in: the path's `:names`, and `rest` for a path ending in `*`. */
export type SiteParams<P extends string> = Record<ParamName<P> | (P extends `${string}/*` ? 'rest' : never), string | number>;

/** A platform error's body (worker/platform/kit/http.ts `jsonError`). */
export interface PlatformError {
  error: string;
  details?: unknown;
}
