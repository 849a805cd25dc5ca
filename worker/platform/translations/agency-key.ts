import type { PlatformBindings } from '../types';
import { decryptSecret, encryptSecret } from '../connections/secrets';

/*
 * An agency's own DeepL API key (docs/translations.md "Providers"): its listings are then
 * translated with its DeepL account, whatever the platform is configured for. Encrypted under
 * CONNECTION_SECRET_KEY as the CRM and captcha secrets are (connections/secrets.ts), in
 * `site_secrets` (migration 0020) of the directory database; never answered nor logged: the
 * console is told only whether one is set.
 */

const NAME = 'deepl';

/** A DeepL authentication key as DeepL issues them: a UUID, ":fx" after it for a Free account. */
export const DEEPL_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(:fx)?$/i;

/** The agency's DeepL key in plain text, for its translations; null when it has none (or it cannot be read). */
export async function agencyDeeplKey(env: PlatformBindings, siteId: number): Promise<string | null> {
  const row = await env.DB.prepare('SELECT sealed FROM site_secrets WHERE site_id = ?1 AND name = ?2').bind(siteId, NAME).first<{ sealed: string }>();
  if (!row) return null;
  return decryptSecret(row.sealed, env.CONNECTION_SECRET_KEY).catch(() => null);
}

/** Whether the agency has a key of its own. */
export async function hasAgencyDeeplKey(env: PlatformBindings, siteId: number): Promise<boolean> {
  return (await env.DB.prepare('SELECT 1 AS one FROM site_secrets WHERE site_id = ?1 AND name = ?2').bind(siteId, NAME).first()) !== null;
}

/** Stores the agency's key sealed (throws MissingSecretKeyError without CONNECTION_SECRET_KEY), or removes it (null). */
export async function putAgencyDeeplKey(env: PlatformBindings, siteId: number, key: string | null, now: string): Promise<void> {
  if (key === null) {
    await env.DB.prepare('DELETE FROM site_secrets WHERE site_id = ?1 AND name = ?2').bind(siteId, NAME).run();
    return;
  }
  const sealed = await encryptSecret(key, env.CONNECTION_SECRET_KEY);
  await env.DB.prepare(
    `INSERT INTO site_secrets (site_id, name, sealed, updated_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (site_id, name) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`,
  )
    .bind(siteId, NAME, sealed, now)
    .run();
}
