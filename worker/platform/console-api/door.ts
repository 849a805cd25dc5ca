import type { Context, Hono } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { ContentfulStatusCode, SuccessStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import { PARAMS } from '../../../shared/contract/console-api/params';
import type { AnswerBody, AnswerName, Answers, BodyOut, Method, ParamName, RouteRole } from '../../../shared/contract/console-api/route';
import type * as contract from '../../../shared/contract/console-api/routes';
import type { ConsoleFieldError } from '../../../shared/contract/console-legal';
import { jsonError } from '../kit/http';
import { type ConsoleApiEnv, operatorOnly, ownerOnly, publisherOnly } from './access';

/** The route of the contract (shared/contract/console-api/routes.ts) a registration names, `METHOD path`; never when there is none. */
type RouteNamed<S extends string> = S extends `${infer M} ${infer P}` ? Extract<(typeof contract)[keyof typeof contract], { method: M; path: P }> : never;

/** What a registration states besides its method and path: the contract's body schema and role of that route, no more, no less. */
type Declared<R> = Pick<R, Extract<keyof R, 'body' | 'role'>> & { [K in Exclude<'body' | 'role', keyof R>]?: never };

/** What a route's handler is given besides the context: the path's parameters and the body, both checked. */
export interface RouteInput<R extends { path: string }> {
  params: Record<ParamName<R['path']>, string>;
  json: BodyOut<R>;
}

/**
 * A body its schema refused: 400 with the first issue's message and the field it is about, if
 * any (`{ error, field, issues: [] }`): both a `refusal` and a `fieldError`, the two answers a
 * route with a body names for 400 (DoorRefusalKept).
 */
export function refusedBody(c: Context<ConsoleApiEnv>, refused: z.core.$ZodError) {
  const issue = refused.issues[0];
  const field = issue?.path[0];
  const error = issue?.message ?? 'invalid';
  const answer: ConsoleFieldError = { error, ...(typeof field === 'string' ? { field } : {}), issues: [] };
  return c.json(answer, 400);
}

/** The guard each role of the contract mounts before a route's door (access.ts). */
const GUARDS: Record<RouteRole, (c: Context<ConsoleApiEnv>, next: () => Promise<void>) => Promise<Response | void>> = {
  owner: ownerOnly,
  operator: operatorOnly,
  publisher: publisherOnly,
};

/** A registration's arguments after the route: its declared body schema and role when the contract gives it any, then its handler. */
type Registration<R extends { path: string; answers: Answers }, T extends Answered> = [keyof Pick<R, Extract<keyof R, 'body' | 'role'>>] extends [never]
  ? [handler: Checked<R, T>]
  : [declared: Declared<R>, handler: Checked<R, T>];
type Handler<R extends { path: string }, T extends Response = Response> = (c: Context<ConsoleApiEnv>, input: RouteInput<R>) => T | Promise<T>;

/**
 * What a handler answers: a Response, typed (Hono's TypedResponse, as `c.json(body, status)`,
 * `c.body(null, 204)` and jsonError give it) or plain. `pending` marks the type the compiler
 * holds while it has not yet inferred a handler's answers (a type parameter's constraint):
 * that one is never wrong, so the handler's parameters are typed before its answers are judged.
 */
type Answered = Response & { pending?: true };

/** A handler whose answers keep its route's (Wrong); else one the compiler refuses, naming what is wrong. */
type Checked<R extends { path: string; answers: Answers }, T extends Answered> = Handler<R, T> &
  ([Wrong<R['answers'], T>] extends [never] ? unknown : { answersOutsideTheContract: Wrong<R['answers'], T> });

/**
 * How a handler's answers T break its route's answers A, one member per answer that does; never
 * when none does. A typed answer of a status the contract names a schema for has that schema's
 * body, as JSON gives it (JSONParsed: what crosses the binding); a success the contract does not
 * describe is wrong (the console takes it for a broken platform); any other status is the
 * route's "any other status, with no body the console reads". A plain Response hides its body
 * (and, beside a typed one, the typed one's too: the compiler reduces both to Response), so a
 * route that names a schema answers typed only; one that names none (a file, no body) may answer plain.
 */
type Wrong<A extends Answers, T> = T extends { _data: infer D; _status: infer U }
  ? WrongStatus<A, D, StatusOf<U>>
  : [Named<A>] extends [never]
    ? never
    : 'pending' extends keyof T
      ? never
      : { untyped: 'a route that names an answer’s schema answers typed responses only' };

/** How an answer of status S with body D breaks a route's answers A; never when it keeps them. */
type WrongStatus<A extends Answers, D, S> = S extends keyof A
  ? A[S] extends AnswerName
    ? [D] extends [JSONParsed<AnswerBody<A[S]>>]
      ? never
      : { status: S; schema: A[S]; answers: D; declared: AnswerBody<A[S]> }
    : never
  : S extends SuccessStatusCode
    ? { status: S; undescribed: 'a success the contract does not describe' }
    : never;

/** The status a typed answer has: the one it names, 200 when it names none (`c.json(body)`). */
type StatusOf<U> = [ContentfulStatusCode] extends [U] ? 200 : U;

/** The statuses of a route's answers that name a schema. */
type Named<A extends Answers> = { [S in keyof A & number]: A[S] extends AnswerName ? S : never }[keyof A & number];

/** A type that must be never (what is wrong): the compiler refuses any other. */
type Holds<T extends never> = T;

/**
 * The door's own 400 (refusedBody, before any handler) keeps the answers of every route with a
 * JSON body as the handlers keep theirs: it fits both `refusal` and `fieldError`.
 */
export type DoorRefusalKept = Holds<
  {
    [K in keyof typeof contract]: (typeof contract)[K] extends { body: z.ZodMiniType; answers: infer A extends Answers }
      ? Wrong<A, ReturnType<typeof refusedBody>>
      : never;
  }[keyof typeof contract]
>;

/**
 * Registers a route of the console API as its description in the contract says it is
 * (shared/contract/console-api/routes.ts), named by its method and path: the compiler holds
 * them, the role and the body schema to the description's, so a route renamed or changed there
 * does not compile here (test/worker/platform/console-api/console-api-contract.test.ts checks that every described
 * route is registered). The role it names is mounted first (ownerOnly, operatorOnly, publisherOnly:
 * access.ts), then its door: 404 for a parameter that does not fit its pattern (no such
 * thing), 400 for a body its schema refuses; then the handler with both. What the handler
 * answers is held to the route's answers too (Checked): a typed answer of a status the contract
 * names a schema for is that schema's body, so the console's check of it (worker/console/kit/api.ts)
 * never finds the platform outside its contract. The session and the tenant boundary are
 * routes.ts's middleware, before every route that is not open.
 * @example on(api, 'GET /sites/:siteId/team', { role: 'owner' }, async (c) => c.json(await teamOf(c), 200))
 */
export function on<const S extends `${Method} ${string}`, T extends Answered>(
  api: Hono<ConsoleApiEnv>,
  route: S & ([RouteNamed<S>] extends [never] ? { notInTheContract: S } : unknown),
  ...registration: Registration<RouteNamed<S>, T>
): void {
  const [method, path] = route.split(' ') as [Method, string];
  const handler = registration[registration.length - 1] as Handler<RouteNamed<S>>;
  const { body, role } = (registration.length > 1 ? registration[0] : {}) as { body?: z.ZodMiniType | string; role?: RouteRole };
  const door = async (c: Context<ConsoleApiEnv>) => {
    const params = c.req.param() as Record<string, string>;
    const wrong = Object.keys(params).find((name) => !PARAMS[name]?.test(params[name]!));
    if (wrong) return jsonError(c, 404, `No such ${wrong}`);
    let json: unknown;
    if (typeof body === 'object') {
      const parsed = body.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return refusedBody(c, parsed.error);
      json = parsed.data;
    }
    return handler(c, { params, json } as RouteInput<RouteNamed<S>>);
  };
  if (role) api.on(method, path, GUARDS[role], door);
  else api.on(method, path, door);
}
