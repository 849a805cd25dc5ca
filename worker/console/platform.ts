import type { Context } from 'hono';
import { CSRF_HEADER, SESSION_HEADER } from '../../shared/contract/console';
import type { ConsoleEnv, PlatformFetch } from './env';

/** Milliseconds a platform call may take before the console says the platform is unavailable. */
const TIMEOUT_MS = 5000;

/** A platform answer as the screens use it: its status and JSON body (null when it had none). */
export interface PlatformAnswer<T> {
  status: number;
  body: T | null;
  retryAfter: number;
}

/** A platform call's method, CSRF token and body: JSON, or a file's bytes with their type (the logo). */
export interface PlatformCallOptions {
  method?: string;
  json?: unknown;
  bytes?: { body: ArrayBuffer; type: string };
  csrf?: string;
}

/** The platform could not be reached or broke (a 5xx): the screens show "unavailable" (503). */
export class PlatformUnavailable extends Error {}

/**
 * One call of the console API (worker/platform/console/routes.ts), with the session's id and,
 * for a form, its CSRF token in headers: the platform decides what this session may see or do.
 */
export async function callPlatform<T>(
  c: Context<ConsoleEnv>,
  fetchPlatform: PlatformFetch,
  path: string,
  options: PlatformCallOptions = {},
): Promise<PlatformAnswer<T>> {
  return answerOf<T>(c, path, await callPlatformRaw(c, fetchPlatform, path, options));
}

/** The platform's answer as it came (a file, like the leads' CSV), after the same checks as callPlatform's. */
export async function callPlatformRaw(
  c: Context<ConsoleEnv>,
  fetchPlatform: PlatformFetch,
  path: string,
  options: PlatformCallOptions = {},
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  if (options.bytes) headers.set('Content-Type', options.bytes.type);
  if (c.env.PLATFORM_TOKEN) headers.set('Authorization', `Bearer ${c.env.PLATFORM_TOKEN}`);
  const sessionId = c.get('sessionId');
  if (sessionId) headers.set(SESSION_HEADER, sessionId);
  if (options.csrf !== undefined) headers.set(CSRF_HEADER, options.csrf);
  const request = new Request(`https://platform.internal/console-api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.bytes ? options.bytes.body : options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  let response: Response;
  try {
    response = await fetchPlatform(request, c.env);
  } catch (error) {
    console.error('console: the platform could not be reached', path.replace(/\/link\/.*/, '/link/…'), error instanceof Error ? error.message : String(error));
    throw new PlatformUnavailable();
  }
  if (response.status >= 500) {
    console.error('console: the platform answered', response.status, c.req.method, path);
    throw new PlatformUnavailable();
  }
  return response;
}

/** A platform answer read as JSON; a 401 that is not "no session" is a set-up fault (unavailable). */
export async function answerOf<T>(c: Context<ConsoleEnv>, path: string, response: Response): Promise<PlatformAnswer<T>> {
  const text = await response.text();
  const body = text ? (JSON.parse(text) as T) : null;
  // A 401 that is not "no session" is the platform refusing the console's own token: a set-up fault, not the user's.
  if (response.status === 401 && (body as { code?: string } | null)?.code !== 'noSession') {
    console.error('console: the platform refused the console (PLATFORM_TOKEN differs?)', c.req.method, path);
    throw new PlatformUnavailable();
  }
  return { status: response.status, body, retryAfter: Number(response.headers.get('Retry-After') ?? 0) };
}
