import type { D1Database } from '@cloudflare/workers-types';
import type { NewSession } from '../../../shared/contract/console';
import { randomToken, sha256 } from '../kit/tokens';

/** A session ends after this long without a request (idle)… */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** …and this long after sign-in, whatever happens (absolute). */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often: a page of the console is not one D1 write per request. */
const TOUCH_EVERY_MS = 60_000;

/** A new session of a user: the id goes to the browser (the cookie), only its hash stays here. */
export async function createSession(db: D1Database, userId: number, now: Date): Promise<NewSession> {
  const sessionId = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString();
  await db
    .prepare('INSERT INTO console_sessions (id_hash, user_id, csrf_token, created_at, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?5, ?4)')
    .bind(await sha256(sessionId), userId, randomToken(), now.toISOString(), expiresAt)
    .run();
  return { sessionId, expiresAt };
}

export interface LiveSession {
  idHash: string;
  userId: number;
  email: string;
  csrf: string;
  expiresAt: string;
}

/** How long a console request's session is kept for its next calls (a page edit makes three): well beyond any request's calls. */
export const CALL_MS = 10_000;
/** The sessions this isolate read in D1 for a console request, by what the console sent (id and mark), until when; at most 1,000. */
const requests = new Map<string, { session: LiveSession; until: number }>();

/**
 * The live session of what the console sends (SESSION_HEADER): a session id, then, after a dot,
 * the mark of the console request that calls (api.ts). Not ended, not past its absolute expiry,
 * not idle too long; its last_seen_at moves on. Null for anything else (an unknown id, an ended
 * or expired session). Read in D1 on a console request's first call, and kept for its next
 * calls (CALL_MS); a sign-out here forgets it. An id without a mark is read in D1 every time.
 */
export async function resolveSession(db: D1Database, sent: string, now: Date): Promise<LiveSession | null> {
  const kept = requests.get(sent);
  if (kept && kept.until > now.getTime()) return kept.session;
  const [sessionId, mark] = sent.split('.');
  const idHash = await sha256(sessionId!);
  const row = await db
    .prepare(
      `SELECT s.user_id AS userId, u.email, s.csrf_token AS csrf, s.expires_at AS expiresAt, s.last_seen_at AS lastSeenAt
       FROM console_sessions s JOIN console_users u ON u.id = s.user_id
       WHERE s.id_hash = ?1 AND s.ended_at IS NULL AND s.expires_at > ?2 AND s.last_seen_at > ?3`,
    )
    .bind(idHash, now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .first<Omit<LiveSession, 'idHash'> & { lastSeenAt: string }>();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.lastSeenAt) > TOUCH_EVERY_MS) {
    await db.prepare('UPDATE console_sessions SET last_seen_at = ?2 WHERE id_hash = ?1').bind(idHash, now.toISOString()).run();
  }
  const { lastSeenAt: _seen, ...rest } = row;
  const session = { idHash, ...rest };
  if (requests.size > 999) requests.clear();
  if (mark) requests.set(sent, { session, until: now.getTime() + CALL_MS });
  return session;
}

/** Sign-out: the session ends here, whatever the browser keeps. */
export async function endSession(db: D1Database, idHash: string, now: Date): Promise<void> {
  // Every kept session of this isolate is forgotten (sign-outs are rare): the next calls read D1, which refuses this one.
  requests.clear();
  await db.prepare('UPDATE console_sessions SET ended_at = ?2 WHERE id_hash = ?1 AND ended_at IS NULL').bind(idHash, now.toISOString()).run();
}

/** "Sign out everywhere else": every other live session of the user ends; answers how many. */
export async function endOtherSessions(db: D1Database, userId: number, keptIdHash: string, now: Date): Promise<number> {
  requests.clear();
  const result = await db
    .prepare('UPDATE console_sessions SET ended_at = ?3 WHERE user_id = ?1 AND id_hash <> ?2 AND ended_at IS NULL AND expires_at > ?3')
    .bind(userId, keptIdHash, now.toISOString())
    .run();
  return result.meta.changes;
}
