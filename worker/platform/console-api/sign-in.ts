import type { D1PreparedStatement } from '@cloudflare/workers-types';
import type { SignInRequest } from '../../../shared/contract/console';
import { SIGN_IN_MAIL_KIND } from '../../../shared/contract/console';
import type { Locale } from '../../../shared/i18n/locales';
import { enqueueOutbox } from '../delivery/queue-message';
import type { PlatformBindings } from '../types';
import { createSession } from './sessions';
import { randomToken, sha256 } from '../kit/tokens';
import { ensureUser, operatorAddresses, userByEmail } from './users';
import { logWarning } from '../log';
import { counterName } from '../../../shared/rate-limit-name';

/** A sign-in link works for this long, once. */
export const LINK_TTL_MS = 15 * 60_000;
/** Links asked per address and per client address in a window of this many seconds. */
export const SIGN_IN_LIMITS = { address: { limit: 5, windowSeconds: 900 }, ip: { limit: 20, windowSeconds: 900 } } as const;

/** What a mailed link says besides itself: why it came (a sign-in, or a colleague's invite). */
export interface LinkMail {
  email: string;
  locale: Locale;
  origin: string;
  reason: 'sign-in' | 'invite' | 'sign-up';
  siteName?: string;
  /** An invitation's: who invited (a colleague's address; none when an operator made the agency) and as what. */
  invitedBy?: string;
  role?: 'owner' | 'editor';
}

/**
 * Counts one request of `key` (an e-mail or client address, a passkey's id) in `scope` against a
 * limit: 0 when it may go ahead, else the seconds to wait. The counter is named by the key's hash
 * (shared/rate-limit-name.ts). An unreachable counter lets it through, logged.
 */
export async function take(
  env: PlatformBindings,
  scope: string,
  key: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<number> {
  const counters = env.RATE_LIMITER;
  if (!counters) return 0;
  try {
    return await counters.get(counters.idFromName(await counterName(scope, key))).take(limit, windowSeconds);
  } catch (error) {
    logWarning('console sign-in: the rate-limit counter could not be reached; let through', error);
    return 0;
  }
}

/**
 * A console mail carrying a one-time link (a sign-in, an invitation, a sign-up's confirmation),
 * written to the outbox as the console's own (no site's: site_id null) in one batch with the
 * statement that records the link's hash, then sent to the delivery queue. The token itself is
 * only in the mail (and the outbox row that carries it).
 */
export async function mailConsoleLink(env: PlatformBindings, mail: LinkMail & { link: string }, record: D1PreparedStatement, now: Date): Promise<void> {
  const outboxId = crypto.randomUUID();
  const { email, locale, link, reason, siteName, invitedBy, role } = mail;
  const document = { to: email, locale, link, reason, ...(siteName ? { siteName } : {}), ...(invitedBy ? { invitedBy } : {}), ...(role ? { role } : {}) };
  // site-db: DB (the console's own mail is no site's: it is in the directory's outbox)
  await env.DB.batch([
    record,
    // site-db: DB (as above)
    env.DB.prepare('INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, NULL, ?2, ?3, ?4)').bind(
      outboxId,
      SIGN_IN_MAIL_KIND,
      JSON.stringify(document),
      now.toISOString(),
    ),
  ]);
  await enqueueOutbox(env.OUTBOX_QUEUE, [outboxId]);
  // The local default's mailbox prints the link in the terminal too (demo/mailbox.ts); production has none.
  env.LOCAL_MAILBOX?.noticeLink(email, link);
}

/** A new one-time sign-in link for a user (a sign-in or an invitation); the link table keeps its hash. */
export async function mailLink(env: PlatformBindings, userId: number, mail: LinkMail, now: Date): Promise<void> {
  const token = randomToken();
  const record = env.DB.prepare('INSERT INTO console_sign_in_links (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)').bind(
    await sha256(token),
    userId,
    now.toISOString(),
    new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  );
  await mailConsoleLink(env, { ...mail, link: `${mail.origin}/${mail.locale}/link/${token}` }, record, now);
}

/**
 * "Send me a link": within the limits per address and per client address, mails a link when
 * the address is a user's or an operator's, and nothing otherwise. The answer is the same
 * either way (no one learns which addresses are known): `retryAfter` only when a limit is hit,
 * which hits known and unknown addresses alike.
 */
export async function requestSignIn(env: PlatformBindings, input: SignInRequest, now: Date): Promise<{ retryAfter: number }> {
  const perAddress = Number(env.CONSOLE_SIGN_IN_LINKS_PER_ADDRESS) || SIGN_IN_LIMITS.address.limit;
  const waitAddress = await take(env, 'console-sign-in:address', input.email, { ...SIGN_IN_LIMITS.address, limit: perAddress });
  const perIp = Number(env.CONSOLE_SIGN_IN_LINKS_PER_IP) || SIGN_IN_LIMITS.ip.limit;
  const waitIp = waitAddress > 0 ? 0 : await take(env, 'console-sign-in:ip', input.ip, { ...SIGN_IN_LIMITS.ip, limit: perIp });
  const retryAfter = Math.max(waitAddress, waitIp);
  if (retryAfter > 0) return { retryAfter };
  const user = operatorAddresses(env).has(input.email) ? await ensureUser(env.DB, input.email, now) : await userByEmail(env.DB, input.email);
  if (user) await mailLink(env, user.id, { email: input.email, locale: input.locale, origin: input.origin, reason: 'sign-in' }, now);
  return { retryAfter: 0 };
}

/** Uses a link once: a new session for its user, or null when the token is unknown, used or expired. */
export async function consumeLink(env: PlatformBindings, token: string, now: Date) {
  const used = await env.DB.prepare(
    'UPDATE console_sign_in_links SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING user_id',
  )
    .bind(await sha256(token), now.toISOString())
    .first<{ user_id: number }>();
  if (!used) return null;
  await env.DB.prepare('UPDATE console_users SET signed_in_at = COALESCE(signed_in_at, ?2) WHERE id = ?1').bind(used.user_id, now.toISOString()).run();
  return createSession(env.DB, used.user_id, now);
}
