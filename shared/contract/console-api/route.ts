import type * as z from 'zod/mini';
import type { ANSWERS } from './answers';
import type { REQUESTS } from './requests';

/*
 * How one route of the console API (the platform's /console-api/*) is described, once, for both
 * sides: its method, its path template (`/sites/:siteId/team`, whose `:names` are its
 * parameters), the name of its JSON body's schema, the query parameters it reads, the statuses
 * it answers with the name of each body's schema, and the role it needs. The schemas are named,
 * not held, like an OpenAPI document's components: the platform resolves a body's name in
 * requests.ts, the console an answer's in answers.ts, so neither worker's bundle carries the
 * other side's schemas (this module imports their types only).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AnswerName = keyof typeof ANSWERS;
export type RequestName = keyof typeof REQUESTS;

/** A body that is a file's bytes (its type as Content-Type), not JSON. */
export const BYTES = 'bytes';

/** The statuses a route answers with the name of their body's schema; null: no body, or one the console does not read. */
export type Answers = Readonly<Partial<Record<number, AnswerName | null>>>;

export interface ConsoleRoute<M extends Method = Method, P extends string = string, B extends RequestName | typeof BYTES | undefined = RequestName | typeof BYTES | undefined, A extends Answers = Answers, Q extends string = string> {
  readonly method: M;
  readonly path: P;
  readonly body?: B;
  readonly query?: readonly Q[];
  readonly answers: A;
  /** Who may call it besides any member of the site (or any signed-in user, without a site): owners, or operators. */
  readonly role?: 'owner' | 'operator';
  /** Called before there is a session (sign-in, sign-up): the platform's session check is not on it. */
  readonly open?: true;
}

/** What a route takes besides its path: its body's name, query parameters, role, and whether it is open. */
interface Options<B, Q extends string> {
  body?: B;
  query?: readonly Q[];
  role?: 'owner' | 'operator';
  open?: true;
}

function describe<M extends Method>(method: M) {
  return <const P extends string, const A extends Answers, const B extends RequestName | typeof BYTES | undefined = undefined, const Q extends string = never>(
    path: P,
    answers: A,
    options: Options<B, Q> = {},
  ): ConsoleRoute<M, P, B, A, Q> => ({ method, path, answers, ...options });
}

/** @example get('/sites/:siteId/team', { 200: 'team' }, { role: 'owner' }) */
export const get = describe('GET');
export const post = describe('POST');
export const put = describe('PUT');
export const del = describe('DELETE');

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

/** The name of a route's body: a request schema's, BYTES, or never (no body). */
export type BodyName<R extends ConsoleRoute> = NonNullable<R['body']>;
/** A route's JSON body as the console sends it (what its schema takes). */
export type BodyIn<R extends ConsoleRoute> = BodyName<R> extends RequestName ? z.input<(typeof REQUESTS)[BodyName<R>]> : never;
/** The same body as the platform reads it, once its schema has checked it. */
export type BodyOut<R extends ConsoleRoute> = BodyName<R> extends RequestName ? z.output<(typeof REQUESTS)[BodyName<R>]> : undefined;

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
 * @example pathOf(routes.team.member, { siteId: 1, userId: 7 }) // '/sites/1/members/7'
 */
export function pathOf(route: ConsoleRoute, params: Record<string, string | number> = {}, query?: Record<string, string | undefined>): string {
  const path = route.path.replace(/:(\w+)(\{[^}]*\}+)?/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  return search.size > 0 ? `${path}?${search}` : path;
}
