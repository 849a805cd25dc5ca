import type { D1Database } from '@cloudflare/workers-types';
import type { Passkey } from '../../../shared/contract/console-passkeys';
import { randomToken, sha256 } from '../kit/tokens';

/** A passkey ceremony's challenge works for this long, once. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** What a challenge is for: a signed-in user's new passkey, or a sign-in (no user yet). */
export type ChallengePurpose = 'register' | 'sign-in';

/** Where a challenge was made: the console's origin and its RP ID (the console's hostname). */
export interface ChallengeBinding {
  origin: string;
  rpId: string;
}

/**
 * Keeps a new challenge (only its SHA-256) for one ceremony, bound to its purpose, user and the
 * console's origin and RP ID; forgets the ones past their time on the way (an index range).
 */
export async function keepChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  binding: ChallengeBinding,
  now: Date,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM console_passkey_challenges WHERE expires_at <= ?1').bind(now.toISOString()),
    db
      .prepare(
        'INSERT INTO console_passkey_challenges (challenge_hash, purpose, user_id, origin, rp_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
      )
      .bind(
        await sha256(challenge),
        purpose,
        userId,
        binding.origin,
        binding.rpId,
        now.toISOString(),
        new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      ),
  ]);
}

/**
 * Uses a challenge once: its binding when it is known, unused, not expired, made for this
 * purpose, this user (none for a sign-in) and this origin; null otherwise. Used before the
 * signature is checked, so a failed attempt spends it too.
 */
export async function useChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  origin: string,
  now: Date,
): Promise<ChallengeBinding | null> {
  const row = await db
    .prepare(
      `UPDATE console_passkey_challenges SET used_at = ?5
       WHERE challenge_hash = ?1 AND purpose = ?2 AND user_id IS ?3 AND origin = ?4 AND used_at IS NULL AND expires_at > ?5
       RETURNING origin, rp_id AS rpId`,
    )
    .bind(await sha256(challenge), purpose, userId, origin, now.toISOString())
    .first<ChallengeBinding>();
  return row ?? null;
}

/** The user's handle for their discoverable credentials (random, made once), and the ids of the credentials they have. */
export async function userHandleOf(db: D1Database, userId: number): Promise<{ handle: string; credentialIds: string[] }> {
  const row = await db
    .prepare('UPDATE console_users SET passkey_user_id = COALESCE(passkey_user_id, ?2) WHERE id = ?1 RETURNING passkey_user_id AS handle')
    .bind(userId, randomToken())
    .first<{ handle: string }>();
  const { results } = await db.prepare('SELECT credential_id AS id FROM console_passkeys WHERE user_id = ?1').bind(userId).all<{ id: string }>();
  return { handle: row!.handle, credentialIds: results.map(({ id }) => id) };
}

/** What sign-in needs of a credential: whose it is, its key and counter, its user's handle. */
export interface StoredCredential {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  userHandle: string | null;
}

export async function credentialById(db: D1Database, credentialId: string): Promise<StoredCredential | null> {
  return db
    .prepare(
      `SELECT p.id, p.user_id AS userId, p.credential_id AS credentialId, p.public_key AS publicKey, p.counter, u.passkey_user_id AS userHandle
       FROM console_passkeys p JOIN console_users u ON u.id = p.user_id WHERE p.credential_id = ?1`,
    )
    .bind(credentialId)
    .first<StoredCredential>();
}

/** Keeps a verified new credential: answers its row id, or null when that credential is registered already (to anyone). */
export async function keepCredential(
  db: D1Database,
  input: { userId: number; credentialId: string; publicKey: string; counter: number; name: string; now: Date },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO console_passkeys (user_id, credential_id, public_key, counter, name, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    )
    .bind(input.userId, input.credentialId, input.publicKey, input.counter, input.name, input.now.toISOString())
    .first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * A sign-in's new counter and time, written only over the counter the check was made against:
 * of two sign-ins with the same count at once, one wins. Answers whether it was written.
 */
export async function markUsed(db: D1Database, stored: StoredCredential, counter: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE console_passkeys SET counter = ?3, last_used_at = ?4 WHERE id = ?1 AND counter = ?2')
    .bind(stored.id, stored.counter, counter, now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** The user's passkeys, oldest first: only theirs. */
export async function passkeysOf(db: D1Database, userId: number): Promise<Passkey[]> {
  const { results } = await db
    .prepare('SELECT id, name, created_at AS createdAt, last_used_at AS lastUsedAt FROM console_passkeys WHERE user_id = ?1 ORDER BY created_at, id')
    .bind(userId)
    .all<Passkey>();
  return results;
}

/** Removes one of the user's passkeys; another user's (or none) is not found. */
export async function removePasskey(db: D1Database, userId: number, passkeyId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM console_passkeys WHERE id = ?1 AND user_id = ?2').bind(passkeyId, userId).run();
  return result.meta.changes > 0;
}
