import type { Context } from 'hono';
import { CSRF_HEADER, SESSION_HEADER } from '../../../shared/contract/console';
import { ANSWERS } from '../../../shared/contract/console-api/answers';
import {
  type Answer,
  type BodyIn,
  type BYTES,
  type BodyOf,
  type ConsoleRoute,
  type ParamName,
  type Params,
  pathOf,
  type QueryOf,
} from '../../../shared/contract/console-api/route';
import type { ConsoleEnv } from './env';
import { logFailure } from './log';

/** Milliseconds a platform call may take before the console says the platform is unavailable. */
const TIMEOUT_MS = 5000;

/** The platform could not be reached, broke (a 5xx) or answered outside its contract: the screens show "unavailable" (503). */
export class PlatformUnavailable extends Error {}

type Query<R extends ConsoleRoute> = Partial<Record<QueryOf<R>, string>>;

/** What a call of a route gives besides the route: its parameters, body, query, and the CSRF token when not the posted form's. */
export type CallInput<R extends ConsoleRoute> = ([ParamName<R['path']>] extends [never] ? { params?: undefined } : { params: Params<R['path']> }) &
  ([BodyOf<R>] extends [never] ? { json?: undefined } : BodyOf<R> extends typeof BYTES ? { bytes: FileBody } : { json: BodyIn<R> }) & {
    query?: Query<R>;
    csrf?: string;
  };

/** A file's bytes and their type (the logo, a picture). */
interface FileBody {
  body: ArrayBuffer;
  type: string;
}

/** The input is optional where a route needs none (no parameters, no body). */
type Rest<R extends ConsoleRoute> = [ParamName<R['path']> | BodyOf<R>] extends [never] ? [input?: CallInput<R>] : [input: CallInput<R>];

/** A call's input as the request is made of it. */
interface SendInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  json?: unknown;
  bytes?: FileBody;
  csrf?: string;
}

/**
 * Calls one route of the console API (shared/contract/console-api/routes.ts): its path made
 * from its template, with the session's id (and this console request's mark) and, on a change,
 * the posted form's CSRF token in headers (the platform checks both again); its answer checked
 * against the route's schema for that status. The platform decides what this session may see or do.
 * @example const answer = await call(c, routes.teamGet, { params: { siteId } }); if (!answer.ok) return refusal(c, answer.status);
 */
export async function call<R extends ConsoleRoute>(c: Context<ConsoleEnv>, route: R, ...[input]: Rest<R>): Promise<Answer<R['answers']>> {
  return readAnswer(c, route, await send(c, route, input as SendInput | undefined));
}

/**
 * A route whose success is a file (a CSV, a picture): the platform's response as it came when
 * it is one (200), else its answer as `call` reads it.
 */
export async function download<R extends ConsoleRoute>(c: Context<ConsoleEnv>, route: R, ...[input]: Rest<R>): Promise<Response | Answer<R['answers']>> {
  const response = await send(c, route, input as SendInput | undefined);
  return response.status === 200 ? response : readAnswer(c, route, response);
}

/** A call as the log names it: the route's method and template (never a token or an id). */
const where = (route: ConsoleRoute) => `${route.method} ${route.path}`;

async function send(c: Context<ConsoleEnv>, route: ConsoleRoute, input: SendInput = {}): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (input.json !== undefined) headers.set('Content-Type', 'application/json');
  if (input.bytes) headers.set('Content-Type', input.bytes.type);
  if (c.env.PLATFORM_TOKEN) headers.set('Authorization', `Bearer ${c.env.PLATFORM_TOKEN}`);
  const sessionId = c.get('sessionId');
  // With this request's mark: the platform reads the session in D1 on the request's first call only (sessions.ts).
  if (sessionId) headers.set(SESSION_HEADER, `${sessionId}.${c.get('mark') ?? (c.set('mark', crypto.randomUUID()), c.get('mark'))}`);
  const csrf = input.csrf ?? (route.method === 'GET' ? undefined : c.get('form')?.csrf);
  if (csrf !== undefined) headers.set(CSRF_HEADER, csrf);
  const request = new Request(`https://platform.internal/console-api${pathOf(route, input.params, input.query)}`, {
    method: route.method,
    headers,
    body: input.bytes ? input.bytes.body : input.json === undefined ? undefined : JSON.stringify(input.json),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  let response: Response;
  try {
    response = await c.get('platform')(request, c.env);
  } catch (error) {
    logFailure('platform unreachable', error instanceof Error ? error.message : String(error), where(route));
    throw new PlatformUnavailable();
  }
  if (response.status >= 500) {
    logFailure('platform failed', `it answered ${response.status}`, where(route));
    throw new PlatformUnavailable();
  }
  return response;
}

/** The platform broke its contract: logged, and "unavailable" as a 5xx is. */
function broken(route: ConsoleRoute, why: string): never {
  logFailure('platform answer outside its contract', why, where(route));
  throw new PlatformUnavailable();
}

async function readAnswer<R extends ConsoleRoute>(c: Context<ConsoleEnv>, route: R, response: Response): Promise<Answer<R['answers']>> {
  const { status } = response;
  const retryAfter = Number(response.headers.get('Retry-After') ?? 0);
  const name = route.answers[status];
  if (name === undefined) {
    // A 401 that is not "no session" is the platform refusing the console's own token: a set-up fault, not the user's.
    if (status === 401 && (await response.json<{ code?: string }>().catch(() => null))?.code !== 'noSession') {
      logFailure('platform refused the console', 'PLATFORM_TOKEN differs?', where(route));
      throw new PlatformUnavailable();
    }
    if (status < 300) broken(route, `an undescribed status ${status}`);
    return { ok: false, status, body: null, retryAfter } as Answer<R['answers']>;
  }
  const ok = status < 300;
  if (name === null) return { ok, status, body: null, retryAfter } as Answer<R['answers']>;
  const parsed = ANSWERS[name].safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    broken(route, `${status} ${name}${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue?.message}`);
  }
  return { ok, status, body: parsed.data, retryAfter } as Answer<R['answers']>;
}
