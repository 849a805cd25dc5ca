import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import { PARAMS } from '../../../shared/contract/console-api/params';
import type { BodyOut, Method, ParamName, RouteRole } from '../../../shared/contract/console-api/route';
import type * as contract from '../../../shared/contract/console-api/routes';
import { jsonError } from '../http';
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
 * A body its schema refused: 400 with the first issue's message and the field it is about
 * (`{ error, field }`); the body itself wrong (not an object) as a site update's refusal is,
 * with no field at fault (`{ error, issues: [] }`).
 */
export function refusedBody(c: Context<ConsoleApiEnv>, refused: z.core.$ZodError): Response {
  const issue = refused.issues[0];
  const field = issue?.path[0];
  const error = issue?.message ?? 'invalid';
  return c.json(typeof field === 'string' ? { error, field } : { error, issues: [] }, 400);
}

/** The guard each role of the contract mounts before a route's door (access.ts). */
const GUARDS: Record<RouteRole, (c: Context<ConsoleApiEnv>, next: () => Promise<void>) => Promise<Response | void>> = {
  owner: ownerOnly,
  operator: operatorOnly,
  publisher: publisherOnly,
};

/** A registration's arguments after the route: its declared body schema and role when the contract gives it any, then its handler. */
type Registration<R extends { path: string }> = [keyof Pick<R, Extract<keyof R, 'body' | 'role'>>] extends [never]
  ? [handler: Handler<R>]
  : [declared: Declared<R>, handler: Handler<R>];
type Handler<R extends { path: string }> = (c: Context<ConsoleApiEnv>, input: RouteInput<R>) => Response | Promise<Response>;

/**
 * Registers a route of the console API as its description in the contract says it is
 * (shared/contract/console-api/routes.ts), named by its method and path: the compiler holds
 * them, the role and the body schema to the description's, so a route renamed or changed there
 * does not compile here (test/worker/console-api-contract.test.ts checks that every described
 * route is registered). The role it names is mounted first (ownerOnly, operatorOnly, publisherOnly:
 * access.ts), then its door: 404 for a parameter that does not fit its pattern (no such
 * thing), 400 for a body its schema refuses; then the handler with both. The session and the
 * tenant boundary are routes.ts's middleware, before every route that is not open.
 * @example on(api, 'GET /sites/:siteId/team', { role: 'owner' }, async (c) => c.json(await teamOf(c)))
 */
export function on<const S extends `${Method} ${string}`>(
  api: Hono<ConsoleApiEnv>,
  route: S & ([RouteNamed<S>] extends [never] ? { notInTheContract: S } : unknown),
  ...registration: Registration<RouteNamed<S>>
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
