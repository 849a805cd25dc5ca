import type { D1Database } from '@cloudflare/workers-types';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleListing, SellerLink } from '../../../shared/contract/console-seller-links';
import { SELLER_REPORT_PATH } from '../../../shared/contract/seller-report';
import { brusselsDay } from '../../../shared/domain/stats-aggregate';
import { randomToken, sha256 } from '../kit/tokens';
import { siteLinkBase } from '../sites/link';

/*
 * Seller links (migration 0029): a private link to one listing's report on the
 * agency's site. Only the token's SHA-256 is kept; a link opens while it is neither revoked nor
 * past its last day (Brussels), and only on its own site's hostnames (the site worker names the
 * site it resolved from the hostname, so another agency's hostname finds no link).
 */

/** Listings the console's search answers at most. */
export const LISTINGS_SHOWN = 20;

type ListingRow = { id: number; reference: string | null; title: string | null; city: string | null; status: string };

const LISTING_COLUMNS = `id, json_extract(document, '$.general.reference') AS reference,
  coalesce(json_extract(document, '$.general.title.' || ?2), json_extract(document, '$.general.title.nl'),
    json_extract(document, '$.general.title.fr')) AS title,
  coalesce(city_name_nl, city_name_fr, zip) AS city, status`;

/** The site's estates (not a project's units) whose reference or title holds `q` (all when empty), the newest first. */
export async function listingsOf(db: D1Database, siteId: number, q: string, locale: Locale): Promise<ConsoleListing[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LISTING_COLUMNS} FROM estates WHERE site_id = ?1 AND parent_id IS NULL
       AND (?3 = '' OR instr(lower(json_extract(document, '$.general.reference')), lower(?3)) > 0
       OR instr(lower(json_extract(document, '$.general.title')), lower(?3)) > 0)
       ORDER BY publication_date DESC, id DESC LIMIT ${LISTINGS_SHOWN}`,
    )
    .bind(siteId, locale, q)
    .all<ListingRow>();
  return results;
}

/** One estate of the site, or null (none, or another site's). */
export async function listingOf(db: D1Database, siteId: number, estateId: number, locale: Locale): Promise<ConsoleListing | null> {
  return db.prepare(`SELECT ${LISTING_COLUMNS} FROM estates WHERE site_id = ?1 AND id = ?3`).bind(siteId, locale, estateId).first<ListingRow>();
}

/** The links made for a listing of the site, the newest first, with who made them. */
export async function sellerLinksOf(db: D1Database, siteId: number, estateId: number): Promise<SellerLink[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.locale, l.created_at AS createdAt, u.email AS createdBy, l.expires_on AS expiresOn, l.revoked_at AS revokedAt,
       l.opened_at AS openedAt, l.open_count AS openCount
       FROM seller_report_links l LEFT JOIN console_users u ON u.id = l.created_by WHERE l.site_id = ?1 AND l.estate_id = ?2 ORDER BY l.id DESC`,
    )
    .bind(siteId, estateId)
    .all<SellerLink>();
  return results;
}

/** A new link of the site's estate: its id and address (the token's only appearance), or null for a site without a hostname. */
export async function createSellerLink(
  db: D1Database,
  link: { siteId: number; estateId: number; userId: number; locale: Locale; expiresOn: string | null },
  now: Date,
): Promise<{ id: number; url: string } | null> {
  const base = await siteLinkBase(db, link.siteId);
  if (!base) return null;
  const token = randomToken();
  const id = await db
    .prepare(
      `INSERT INTO seller_report_links (token_hash, site_id, estate_id, locale, created_by, created_at, expires_on)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id`,
    )
    .bind(await sha256(token), link.siteId, link.estateId, link.locale, link.userId, now.toISOString(), link.expiresOn)
    .first<number>('id');
  return { id: id!, url: `${base.origin}${SELLER_REPORT_PATH}${token}` };
}

/** Revokes a link of the site's estate (once): false for none (another site's, another listing's, revoked already). */
export async function revokeSellerLink(db: D1Database, siteId: number, estateId: number, linkId: number, now: Date): Promise<boolean> {
  const done = await db
    .prepare('UPDATE seller_report_links SET revoked_at = ?4 WHERE id = ?3 AND site_id = ?1 AND estate_id = ?2 AND revoked_at IS NULL')
    .bind(siteId, estateId, linkId, now.toISOString())
    .run();
  return done.meta.changes === 1;
}

/** Opens a link on the site: its listing and language (the opening counted), or null (unknown, another site's, revoked, expired). */
export async function openSellerLink(db: D1Database, siteId: number, token: string, now: Date): Promise<{ estateId: number; locale: Locale } | null> {
  return db
    .prepare(
      `UPDATE seller_report_links SET opened_at = ?3, open_count = open_count + 1
       WHERE token_hash = ?1 AND site_id = ?2 AND revoked_at IS NULL AND (expires_on IS NULL OR expires_on >= ?4)
       RETURNING estate_id AS estateId, locale`,
    )
    .bind(await sha256(token), siteId, now.toISOString(), brusselsDay(now))
    .first<{ estateId: number; locale: Locale }>();
}

/** A link of the site that no longer opens: its language and whether it was revoked (else it is past its last day); null for none (unknown, another site's). */
export async function closedSellerLink(db: D1Database, siteId: number, token: string): Promise<{ locale: Locale; revoked: number } | null> {
  return db
    .prepare('SELECT locale, revoked_at IS NOT NULL AS revoked FROM seller_report_links WHERE token_hash = ?1 AND site_id = ?2')
    .bind(await sha256(token), siteId)
    .first();
}
