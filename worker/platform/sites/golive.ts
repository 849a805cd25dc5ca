import type { D1Database } from '@cloudflare/workers-types';
import type { Checklist, CrmStepOpen, GoLiveStep, LeadDestinations, OfficeOnline, PreviewLink } from '../../../shared/contract/console-golive';
import { RECIPIENT_KINDS } from '../../../shared/contract/lead-kinds';
import { legalMailbox, leadRoute, OUTBOX_KIND_OF } from '../../../shared/contract/lead-routing';
import { PREVIEW_GRANT_MS, PREVIEW_LINK_MS } from '../../../shared/contract/preview';
import type { RawSite } from '../../../shared/contract/raw/site';
import { missingLegalFields } from '../../../shared/domain/legal';
import type { ConnectionRow } from '../connections/row';
import { lastTestOf } from '../crm/check';
import { leadsCrmOf } from '../delivery/crm';
import { estatesOf } from '../listings/estate-store';
import { randomToken, sha256 } from '../kit/tokens';

/*
 * Going live, in D1 (migration 0017): one-time preview links and the grants they are
 * exchanged for (only SHA-256 hashes kept), the site's coming-soon flag (in its document) with
 * every change of it recorded, and the checklist read from all of these.
 */

/** A new one-time preview link of a site, made by a console user: its token (given once) and where it leads. */
export async function createPreviewLink(db: D1Database, siteId: number, userId: number, now: Date): Promise<PreviewLink | null> {
  const site = await db
    .prepare(`SELECT coalesce(json_extract(document, '$.primaryHostname'), json_extract(document, '$.hostnames[0]')) AS hostname FROM sites WHERE id = ?1`)
    .bind(siteId)
    .first<{ hostname: string | null }>();
  if (!site?.hostname) return null;
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_MS).toISOString();
  await db
    .prepare('INSERT INTO site_preview_links (token_hash, site_id, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(await sha256(token), siteId, userId, now.toISOString(), expiresAt)
    .run();
  return { token, hostname: site.hostname, expiresAt };
}

/**
 * Uses a site's preview link (once, before it expires; another site's link is no link) and
 * answers a new grant for the site's host, or null. A used link is the checklist's "review"
 * step done; a section's framed preview in the page editor (`section`) is not the owner
 * reviewing the site, so its link is deleted rather than marked used (once all the same).
 */
export async function consumePreviewLink(
  db: D1Database,
  siteId: number,
  token: string,
  now: Date,
  section = false,
): Promise<{ grant: string; expiresAt: string } | null> {
  const at = now.toISOString();
  const used = await db
    .prepare(
      section
        ? 'DELETE FROM site_preview_links WHERE token_hash = ?1 AND site_id = ?2 AND used_at IS NULL AND expires_at > ?3'
        : 'UPDATE site_preview_links SET used_at = ?3 WHERE token_hash = ?1 AND site_id = ?2 AND used_at IS NULL AND expires_at > ?3',
    )
    .bind(await sha256(token), siteId, at)
    .run();
  if (used.meta.changes !== 1) return null;
  const grant = randomToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_GRANT_MS).toISOString();
  await db.batch([
    db.prepare('DELETE FROM site_preview_grants WHERE expires_at <= ?1').bind(at),
    db
      .prepare('INSERT INTO site_preview_grants (grant_hash, site_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(await sha256(grant), siteId, at, expiresAt),
  ]);
  return { grant, expiresAt };
}

/** Until when a grant lets its holder preview the site, or null (unknown, expired, another site's). */
export async function previewGrantExpiry(db: D1Database, siteId: number, grant: string, now: Date): Promise<string | null> {
  const row = await db
    .prepare('SELECT expires_at FROM site_preview_grants WHERE grant_hash = ?1 AND site_id = ?2 AND expires_at > ?3')
    .bind(await sha256(grant), siteId, now.toISOString())
    .first<{ expires_at: string }>();
  return row?.expires_at ?? null;
}

/** Puts a site live (`live`) or back in coming-soon mode, and records who did it and when. Answers false for no such site. */
export async function setLive(db: D1Database, siteId: number, live: boolean, user: { id: number; email: string }, now: Date): Promise<boolean> {
  const [changed] = await db.batch([
    db.prepare(`UPDATE sites SET document = json_set(document, '$.comingSoon', json(?2)) WHERE id = ?1`).bind(siteId, live ? 'false' : 'true'),
    db
      .prepare('INSERT INTO site_publications (site_id, action, user_id, email, created_at) SELECT id, ?2, ?3, ?4, ?5 FROM sites WHERE id = ?1')
      .bind(siteId, live ? 'publish' : 'unpublish', user.id, user.email, now.toISOString()),
  ]);
  return (changed?.meta.changes ?? 0) > 0;
}

interface ChecklistRow {
  document: string;
  domain: number;
  reviewed: number;
  action: 'publish' | 'unpublish' | null;
  email: string | null;
  at: string | null;
}

/** The site's listings as the checklist counts them: whether it has one online (any source), how many need attention (its data database: site-db.ts). */
export interface ListingCounts {
  listed: boolean;
  needsAttention: number;
}

export async function listingCounts(data: D1Database, siteId: number, now: Date): Promise<ListingCounts> {
  const { total } = await estatesOf(data, siteId, { status: '', source: '', q: '', attention: true }, 'nl', now.toISOString());
  const listed =
    (await data.prepare('SELECT EXISTS (SELECT 1 FROM estates WHERE site_id = ?1 AND parent_id IS NULL) AS listed').bind(siteId).first<number>('listed')) === 1;
  return { listed, needsAttention: total };
}

/** Each step of going live with its state, read in one query, with the site's listing counts (listingCounts) and its office (golive-office.ts). */
export async function checklistOf(db: D1Database, siteId: number, listings: ListingCounts, office: OfficeOnline): Promise<Checklist | null> {
  const row = await db
    .prepare(
      `SELECT s.document,
         EXISTS (SELECT 1 FROM custom_hostnames h WHERE h.site_id = s.id AND h.status = 'active') AS domain,
         EXISTS (SELECT 1 FROM site_preview_links l WHERE l.site_id = s.id AND l.used_at IS NOT NULL) AS reviewed,
         p.action, p.email, p.created_at AS at
       FROM sites s LEFT JOIN site_publications p ON p.id = (SELECT max(id) FROM site_publications WHERE site_id = s.id)
       WHERE s.id = ?1`,
    )
    .bind(siteId)
    .first<ChecklistRow>();
  if (!row) return null;
  const site = JSON.parse(row.document) as RawSite;
  const live = site.comingSoon !== true;
  const connections = await db
    .prepare('SELECT id, kind, test_result, tested_at FROM connections WHERE site_id = ?1 ORDER BY id')
    .bind(siteId)
    .all<Pick<ConnectionRow, 'id' | 'kind' | 'test_result' | 'tested_at'>>();
  // The step is done when every connection's last test succeeded: a connection whose
  // credentials were never tested, or failed their test, leaves it open and says why.
  const open = connections.results.find((connection) => lastTestOf(connection)?.result.ok !== true);
  const crmOpen: CrmStepOpen | null = open ? { connectionId: open.id, kind: open.kind, lastTest: lastTestOf(open) } : null;
  const done: Record<GoLiveStep, boolean> = {
    legal: missingLegalFields(site).length === 0,
    theme: Boolean(site.logo?.url),
    domain: row.domain === 1,
    crm: connections.results.length > 0 && !open,
    listing: listings.listed,
    review: row.reviewed === 1,
    publish: live,
  };
  const steps = (Object.keys(done) as GoLiveStep[]).map((step) => ({ step, done: done[step] }));
  const lastChange = row.action && row.email && row.at ? { action: row.action, by: row.email, at: row.at } : null;
  const leads = await leadDestinations(db, siteId, site, live);
  return { siteId, steps, crmOpen, needsAttention: listings.needsAttention, leads, office, live, lastChange };
}

/** Where each kind of the site's leads goes, with the mailbox a publish would give it when it has none (mailbox.ts). */
async function leadDestinations(db: D1Database, siteId: number, site: RawSite, live: boolean): Promise<LeadDestinations> {
  const crm = await leadsCrmOf(db, siteId);
  const mailbox = site.delivery?.email?.to || null;
  const mailboxOnPublish = mailbox || live ? null : legalMailbox(site);
  const delivery = mailboxOnPublish ? { ...site.delivery, email: { to: mailboxOnPublish } } : site.delivery;
  const routes = RECIPIENT_KINDS.map((kind) => ({ kind, route: leadRoute(OUTBOX_KIND_OF[kind], kind, delivery, crm !== null) }));
  return { crm: crm?.kind ?? null, mailbox, mailboxOnPublish, routes };
}
