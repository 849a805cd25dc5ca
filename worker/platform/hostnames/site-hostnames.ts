import type { D1Database, KVNamespace } from '@cloudflare/workers-types';
import { retireSite } from '../cache/retire';
import type { RawSite } from '../../../shared/contract/raw/site';
import { siteFieldsOf } from '../../../shared/contract/site-document';

/**
 * A site's hostnames as the site worker resolves them: the site_hostnames table (hostname →
 * site) and the document's `hostnames` and `primaryHostname` (every other hostname redirects
 * to the primary: worker/site/middleware/site.ts). A change retires the site's cached answers and
 * every cached hostname lookup (the site's KV generations), so the next request resolves afresh.
 */

async function storedSite(db: D1Database, siteId: number): Promise<RawSite | null> {
  const row = await db.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  return row ? (JSON.parse(row.document) as RawSite) : null;
}

/** The site's hostnames, primary first, and its primary (null: each answers by itself). */
export async function siteHostnames(db: D1Database, siteId: number): Promise<{ hostnames: string[]; primary: string | null }> {
  const site = await storedSite(db, siteId);
  return site ? { hostnames: siteFieldsOf(site).hostnames, primary: site.primaryHostname ?? null } : { hostnames: [], primary: null };
}

/** The site that answers on `hostname` now, if any. */
export async function siteOfHostname(db: D1Database, hostname: string): Promise<number | null> {
  const row = await db.prepare('SELECT site_id FROM site_hostnames WHERE hostname = ?1').bind(hostname).first<{ site_id: number }>();
  return row?.site_id ?? null;
}

/**
 * The site starts answering on `hostname` and makes it its primary when asked, or when the
 * primary is still the platform's own address of a new agency (`<slug>.<platformSuffix>`,
 * SITES_HOSTNAME_SUFFIX): the agency's own domain is then where visitors belong, and the
 * platform's address redirects there. 'taken': another site answers there (an operator gave it
 * away meanwhile).
 */
export async function attachHostname(
  db: D1Database,
  cache: KVNamespace | undefined,
  siteId: number,
  hostname: string,
  makePrimary: boolean,
  platformSuffix?: string,
): Promise<'attached' | 'taken'> {
  const owner = await siteOfHostname(db, hostname);
  if (owner !== null && owner !== siteId) return 'taken';
  const site = await storedSite(db, siteId);
  if (!site) return 'taken';
  const current = siteFieldsOf(site).hostnames;
  let hostnames = current.includes(hostname) ? current : [...current, hostname];
  let primary = site.primaryHostname ?? null;
  const onPlatformAddress = Boolean(platformSuffix && primary?.endsWith(`.${platformSuffix}`));
  if (makePrimary || onPlatformAddress) {
    hostnames = [hostname, ...hostnames.filter((other) => other !== hostname)];
    primary = hostname;
  }
  try {
    await db.batch([
      db.prepare('UPDATE sites SET document = ?2 WHERE id = ?1').bind(siteId, JSON.stringify({ ...site, hostnames, primaryHostname: primary })),
      db.prepare('INSERT INTO site_hostnames (hostname, site_id) VALUES (?1, ?2) ON CONFLICT (hostname) DO NOTHING').bind(hostname, siteId),
    ]);
  } catch (error) {
    if (/constraint/i.test(String(error))) return 'taken';
    throw error;
  }
  await retireSite({ CACHE: cache, DB: db }, siteId);
  return 'attached';
}

/** The site stops answering on `hostname`; when it was the primary, the next hostname is. */
export async function detachHostname(db: D1Database, cache: KVNamespace | undefined, siteId: number, hostname: string): Promise<void> {
  const site = await storedSite(db, siteId);
  if (!site) return;
  const hostnames = siteFieldsOf(site).hostnames.filter((other) => other !== hostname);
  const primary = site.primaryHostname === hostname ? (hostnames[0] ?? null) : (site.primaryHostname ?? null);
  await db.batch([
    db.prepare('UPDATE sites SET document = ?2 WHERE id = ?1').bind(siteId, JSON.stringify({ ...site, hostnames, primaryHostname: primary })),
    db.prepare('DELETE FROM site_hostnames WHERE hostname = ?1 AND site_id = ?2').bind(hostname, siteId),
  ]);
  await retireSite({ CACHE: cache, DB: db }, siteId, [hostname]);
}
