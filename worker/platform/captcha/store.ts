import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { RawSite } from '../../../shared/contract/raw/site';
import { fail } from '../kit/http';
import { decryptSecret, encryptSecret, MissingSecretKeyError } from '../connections/secrets';

/*
 * An agency's captcha secret: encrypted under CONNECTION_SECRET_KEY as the CRM
 * secrets are (connections/secrets.ts), in `site_secrets` (migration 0020), never in the site
 * document (which the site worker caches and reads): the document keeps `secretSet` only.
 * Never logged, never answered; the platform alone reads it, to verify a token (site-api/captcha-verify.ts).
 */

type Captcha = NonNullable<RawSite['captcha']>;

/**
 * The statements that store a site's captcha as its update asks, and the captcha to keep in
 * the document (no secret). A new secret is sealed first; without CONNECTION_SECRET_KEY it is
 * refused (409) rather than kept in the clear. A document still holding a secret in the clear
 * (written before migration 0020) has it moved out when a key is there, else keeps it.
 */
export async function captchaWrites(
  db: D1Database,
  siteId: number,
  captcha: Captcha | null | undefined,
  secretKey: string | undefined,
  now: Date,
): Promise<{ captcha: Captcha | null; writes: D1PreparedStatement[] }> {
  if (!captcha) return { captcha: null, writes: [db.prepare("DELETE FROM site_secrets WHERE site_id = ?1 AND name = 'captcha'").bind(siteId)] };
  const { secret, ...kept } = captcha;
  if (secret === undefined) return { captcha: kept, writes: [] };
  let sealed: string;
  try {
    sealed = await encryptSecret(secret, secretKey);
  } catch (error) {
    // The message never holds the secret.
    if (error instanceof MissingSecretKeyError) fail(409, error.message);
    throw error;
  }
  const write = db
    .prepare(
      `INSERT INTO site_secrets (site_id, name, sealed, updated_at) VALUES (?1, 'captcha', ?2, ?3)
       ON CONFLICT (site_id, name) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`,
    )
    .bind(siteId, sealed, now.toISOString());
  return { captcha: { ...kept, secretSet: true }, writes: [write] };
}

/** The site's captcha secret in plain text, for one verification; null when it has none. */
export async function captchaSecret(db: D1Database, site: RawSite, secretKey: string | undefined): Promise<string | null> {
  const row = await db.prepare("SELECT sealed FROM site_secrets WHERE site_id = ?1 AND name = 'captcha'").bind(site.id).first<{ sealed: string }>();
  if (row) return decryptSecret(row.sealed, secretKey);
  return site.captcha?.secret ?? null;
}
