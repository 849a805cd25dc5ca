import type * as z from 'zod/mini';
import type { ANSWERS } from './answers';

/*
 * How one route of the console API (the platform's /console-api/*) is described, once, for both
 * sides: its method, its path template (`/sites/:siteId/team`, whose `:names` are its
 * parameters), its JSON body's schema, the query parameters it reads, the statuses it answers
 * with the name of each answer's schema, and the role it needs. Answers are named, not held,
 * like an OpenAPI document's components: the console resolves a name in answers.ts, so the
 * platform's bundle does not carry the schemas of what it answers (this module imports their
 * types only).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AnswerName = keyof typeof ANSWERS;

/** A body that is a file's bytes (its type as Content-Type), not JSON. */
export const BYTES = 'bytes';

/** What a route's body is: JSON its schema checks, or a file's bytes. */
export type Body = z.ZodMiniType | typeof BYTES;

/** The statuses a route answers with the name of their body's schema; null: no body, or one the console does not read. */
export type Answers = Readonly<Partial<Record<number, AnswerName | null>>>;

/**
 * Who may call a route besides any member of the site (or any signed-in user, without a site):
 * owners, operators, or publishers (owners, and editors unless the site's owners chose that an
 * owner publishes editors' changes: console-drafts.ts).
 */
export type RouteRole = 'owner' | 'operator' | 'publisher';

/** What a route takes besides its path and answers. */
export interface RouteOptions {
  /** Its body: JSON its schema checks, or a file's bytes. */
  body?: Body;
  /** The query parameters it reads. */
  query?: readonly string[];
  role?: RouteRole;
  /** Called before there is a session (sign-in, sign-up): the platform's session check is not on it. */
  open?: true;
}

/** A route of the console API as described (each one's type keeps its own method, path, answers and options). */
export interface ConsoleRoute extends RouteOptions {
  readonly method: Method;
  readonly path: string;
  readonly answers: Answers;
}

/**
 * The describing function of a method for a kind of route (`X`: what describes its answers;
 * `Opt`: its options), here and for the site API (site-api/route.ts); pure, so a bundle leaves
 * out the routes it never names.
 */
export function describer<X, Opt extends object>() {
  return <M extends Method>(method: M) => {
    // biome-ignore lint/complexity/noBannedTypes: `{}` is a route without options, the default its type reads as nothing set
    return /* @__NO_SIDE_EFFECTS__ */ <const P extends string, const A extends X, const O extends Partial<Opt> = {}>(
      path: P,
      answers: A,
      options?: O,
    ): { method: M; path: P; answers: A } & O => ({ method, path, answers, ...options }) as { method: M; path: P; answers: A } & O;
  };
}

const describe = /* @__PURE__ */ describer<Answers, RouteOptions>();

/** @example get('/sites/:siteId/team', { 200: 'team' }, { role: 'owner' }) */
export const get = /* @__PURE__ */ describe('GET');
export const post = /* @__PURE__ */ describe('POST');
export const put = /* @__PURE__ */ describe('PUT');
export const del = /* @__PURE__ */ describe('DELETE');

/** A parameter's name without the pattern Hono may give it (`estateId{[1-9][0-9]{0,14}}` → 'estateId'). */
type Bare<N extends string> = N extends `${infer Name}{${string}` ? Name : N;

/** The names of a path template's parameters: `/sites/:siteId/members/:userId` → 'siteId' | 'userId'. */
export type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Bare<Name> | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Bare<Name>
    : never;

/** The parameters a call fills in: a number or a string each. */
export type Params<P extends string> = Record<ParamName<P>, string | number>;

/** A route's body: its schema, BYTES, or never (no body). */
export type BodyOf<R> = R extends { body: infer B } ? B : never;
/** The names of the query parameters a route reads. */
export type QueryOf<R> = R extends { query: readonly (infer Q extends string)[] } ? Q : never;
/** A route's JSON body as the console sends it (what its schema takes). */
export type BodyIn<R> = BodyOf<R> extends z.ZodMiniType ? z.input<BodyOf<R>> : never;
/** The same body as the platform reads it, once its schema has checked it. */
export type BodyOut<R> = BodyOf<R> extends z.ZodMiniType ? z.output<BodyOf<R>> : undefined;

/** An answer's body as its schema gives it; null when the route answers that status without a body the console reads. */
export type AnswerBody<N> = N extends AnswerName ? z.output<(typeof ANSWERS)[N]> : null;

/** The statuses that are a success. */
type Success = 200 | 201 | 202 | 204;

/**
 * A route's answer as the console reads it: one member per status it describes (`ok` for a
 * success), its body checked by that status's schema; any other status with no body.
 * Narrowed by `ok` (`if (!answer.ok) return refusal(c, answer.status)`) or by a status.
 */
export type Answer<A extends Answers> =
  | { [S in keyof A & number]: { ok: S extends Success ? true : false; status: S; body: AnswerBody<A[S]>; retryAfter: number } }[keyof A & number]
  | { ok: false; status: number; body: null; retryAfter: number };

/**
 * A route's path with its parameters filled in (each URI-encoded) and its query, if any.
 * @example pathOf(routes.teamMember, { siteId: 1, userId: 7 }) // '/sites/1/members/7'
 */
export function pathOf(route: Pick<ConsoleRoute, 'path'>, params: Record<string, string | number> = {}, query?: Record<string, string | undefined>): string {
  const path = route.path.replace(/:(\w+)(\{[^}]*\}+)?/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  return search.size > 0 ? `${path}?${search}` : path;
}
