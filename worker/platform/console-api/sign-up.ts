import type { D1Database } from '@cloudflare/workers-types';
import type { Hono } from 'hono';
import type { SignedUp, SignUpRequest, SignUpStatus } from '../../../shared/contract/console-agencies';
import { jsonError } from '../kit/http';
import type { PlatformBindings } from '../types';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { consumeRequest } from '../../../shared/contract/console';
import { signUpRequest, signUpSwitch } from '../../../shared/contract/console-agencies';
import { agencyRefusal, makeAgency } from './agencies';
import { createSession } from './sessions';
import { LINK_TTL_MS, mailConsoleLink, take } from './sign-in';
import { randomToken, sha256 } from '../kit/tokens';
import { addMember, ensureUser } from './users';

/**
 * Self-service sign-up: when an operator has opened it, anyone may ask for an agency
 * in the console. Nothing is made until the owner's address is confirmed: the request waits in
 * `console_sign_ups` (migration 0022) and a one-time link (15 minutes, once, only its hash kept)
 * is mailed; using it makes the site (makeAgency: starter site, coming soon), its owner and a
 * session. Limits: 3 requests per address and 10 per client address a day, so a bot cannot
 * mail anyone over and over.
 */

const SIGN_UP_OPEN = 'sign_up_open';
export const SIGN_UP_LIMITS = { address: { limit: 3, windowSeconds: 86_400 }, ip: { limit: 10, windowSeconds: 86_400 } } as const;

/** Whether agencies may sign up by themselves (closed until an operator opens it). */
export async function signUpOpen(db: D1Database): Promise<boolean> {
  const row = await db.prepare('SELECT value FROM platform_settings WHERE key = ?1').bind(SIGN_UP_OPEN).first<{ value: string }>();
  return row?.value === '1';
}

async function setSignUpOpen(db: D1Database, open: boolean, by: string, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO platform_settings (key, value, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (key) DO UPDATE SET value = ?2, updated_at = ?3, updated_by = ?4`,
    )
    .bind(SIGN_UP_OPEN, open ? '1' : '0', now.toISOString(), by)
    .run();
}

/** Records the request and mails its confirmation link, within the limits: 0, or the seconds to wait. */
async function requestSignUp(env: PlatformBindings, input: SignUpRequest, now: Date): Promise<number> {
  const waitAddress = await take(env, 'console-sign-up:address', input.ownerEmail, SIGN_UP_LIMITS.address);
  const wait = waitAddress > 0 ? waitAddress : await take(env, 'console-sign-up:ip', input.ip, SIGN_UP_LIMITS.ip);
  if (wait > 0) return wait;
  const token = randomToken();
  const { name, locales, defaultLocale, ownerEmail: email, locale, origin } = input;
  const record = env.DB.prepare('INSERT INTO console_sign_ups (token_hash, email, request, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)').bind(
    await sha256(token),
    email,
    JSON.stringify({ name, locales, defaultLocale }),
    now.toISOString(),
    new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  );
  const link = `${origin}/${locale}/sign-up/${token}`;
  await mailConsoleLink(env, { email, locale, origin, reason: 'sign-up', siteName: name, link }, record, now);
  return 0;
}

/** The routes that need no session (before the console API's session middleware). */
export function signUpPublicApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sign-up', async (c) => c.json({ open: await signUpOpen(c.env.DB) } satisfies SignUpStatus));

  on(api, 'POST /sign-up', { body: signUpRequest }, async (c, { json }) => {
    if (!(await signUpOpen(c.env.DB))) return jsonError(c, 404, 'Sign-up is closed: an operator creates agencies');
    const retryAfter = await requestSignUp(c.env, json, new Date());
    if (retryAfter > 0) return c.json({ error: 'Too many sign-up requests', code: 'rateLimited', retryAfter }, 429, { 'Retry-After': String(retryAfter) });
    return c.json({ sent: true }, 202);
  });

  on(api, 'POST /sign-up/consume', { body: consumeRequest }, async (c, { json }) => {
    const now = new Date();
    const tokenHash = await sha256(json.token);
    // Taken once: a second press of the button (or a second tab) finds it used.
    const taken = await c.env.DB.prepare(
      'UPDATE console_sign_ups SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING email, request',
    )
      .bind(tokenHash, now.toISOString())
      .first<{ email: string; request: string }>();
    if (!taken) return c.json({ error: 'This link was used already, has expired or is not valid', code: 'invalidLink' }, 410);
    const made = await makeAgency(c.env, JSON.parse(taken.request) as Pick<SignUpRequest, 'name' | 'locales' | 'defaultLocale'>, now);
    if ('status' in made) {
      // Nothing was made: the link may be used again once the cause is gone.
      await c.env.DB.prepare('UPDATE console_sign_ups SET used_at = NULL WHERE token_hash = ?1').bind(tokenHash).run();
      return agencyRefusal(c, made);
    }
    const owner = await ensureUser(c.env.DB, taken.email, now);
    await addMember(c.env.DB, { userId: owner.id, siteId: made.site.id, role: 'owner', invitedBy: null, now });
    await c.env.DB.batch([
      c.env.DB.prepare('UPDATE console_sign_ups SET site_id = ?2 WHERE token_hash = ?1').bind(tokenHash, made.site.id),
      c.env.DB.prepare('UPDATE console_users SET signed_in_at = COALESCE(signed_in_at, ?2) WHERE id = ?1').bind(owner.id, now.toISOString()),
    ]);
    const session = await createSession(c.env.DB, owner.id, now);
    const answer: SignedUp = { ...made, owner: taken.email, ...session };
    return c.json(answer, 201);
  });
}

/** The operators' switch (after the session middleware: a session and its CSRF token). */
export function signUpSwitchApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'PUT /sign-up', { body: signUpSwitch, role: 'operator' }, async (c, { json }) => {
    await setSignUpOpen(c.env.DB, json.open, c.var.user.email, new Date());
    return c.json({ open: json.open } satisfies SignUpStatus);
  });
}
