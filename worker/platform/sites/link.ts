import type { D1Database } from '@cloudflare/workers-types';
import { hostOrigin } from '../../../shared/domain/site-origin';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * Where a site's links start: its primary hostname's origin (else its first hostname's) and
 * its default language; null for a site without a hostname. Used for a listing's public
 * address (reported to SweepBright, shown in the console) and the webhook address.
 */
export async function siteLinkBase(db: D1Database, siteId: number): Promise<{ origin: string; locale: Locale } | null> {
  const site = await db
    .prepare(
      `SELECT coalesce(json_extract(document, '$.primaryHostname'), json_extract(document, '$.hostnames[0]'), (SELECT hostname FROM site_hostnames
       WHERE site_id = ?1 LIMIT 1)) AS host, json_extract(document, '$.defaultLocale') AS locale FROM sites WHERE id = ?1`,
    )
    .bind(siteId)
    .first<{ host: string | null; locale: string | null }>();
  if (!site?.host) return null;
  return { origin: hostOrigin(site.host), locale: (site.locale ?? 'nl') as Locale };
}
