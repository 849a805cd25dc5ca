import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CONSOLE_TOKEN_PATTERN } from '../../../shared/contract/console';
import type { ConsoleEnv } from './env';

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /, no Domain. Over https (production, and
 * any https local set-up) it is `__Host-console-session` and Secure, which the browser only
 * accepts from a secure origin for this exact host. Over plain http (wrangler dev on
 * console.localhost only: the production entry always says secure) it is `console-session`
 * without Secure, since a browser may drop a Secure cookie set over http; docs/console-sign-in.md.
 */
export function cookieName(secure: boolean): string {
  return secure ? '__Host-console-session' : 'console-session';
}

/** Whether this answer's cookie is the secure one: always in production, else by the request's scheme. */
export function isSecure(c: Context<ConsoleEnv>, alwaysSecure: boolean): boolean {
  return alwaysSecure || new URL(c.req.url).protocol === 'https:';
}

export function readSessionId(c: Context<ConsoleEnv>, secure: boolean): string | undefined {
  const value = getCookie(c, cookieName(secure));
  return value && CONSOLE_TOKEN_PATTERN.test(value) ? value : undefined;
}

export function writeSessionCookie(c: Context<ConsoleEnv>, secure: boolean, sessionId: string, expiresAt: string): void {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  setCookie(c, cookieName(secure), sessionId, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge });
}

/** A session just made (a mailed link, a sign-up's confirmation, a passkey): its cookie, and the home page. */
export function startSession(c: Context<ConsoleEnv>, secure: boolean, session: { sessionId: string; expiresAt: string }): Response {
  writeSessionCookie(c, secure, session.sessionId, session.expiresAt);
  return c.redirect(`/${c.get('locale')}/`, 303);
}

export function clearSessionCookie(c: Context<ConsoleEnv>, secure: boolean): void {
  deleteCookie(c, cookieName(secure), { path: '/', httpOnly: true, secure, sameSite: 'Lax' });
}

/**
 * The first CSRF defence of every state-changing request: it must come from a page of the
 * console itself (its Origin header, which browsers send with every POST; without one, a
 * same-origin Sec-Fetch-Site), and never from another site by the browser's own word
 * (`Sec-Fetch-Site: cross-site`, whatever the Origin says). The second is the session's token
 * in the form, which the platform checks again (worker/platform/console-api/routes.ts).
 */
export function sameOrigin(c: Context<ConsoleEnv>, origin: string): boolean {
  const given = c.req.header('Origin');
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite === 'cross-site') return false;
  if (given) return given === origin;
  return fetchSite === 'same-origin';
}
