import type { D1Database } from '@cloudflare/workers-types';
import { retireEstates } from '../cache/retire';
import type { ConnectionRow } from './row';
import { crmOf } from '../crm/crms';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { keepListingsAsOwn } from '../listings/takeover';

/*
 * A CRM connection's listings on its site: those under the source its CRM keeps them under
 * (`listingSource`, external_ids.source). Deleting the connection asks what becomes of them
 * (docs/crm-connectors.md "Connections"): kept online as the agency's own console listings
 * (listings/takeover.ts: the console edits them, no CRM writes them, the same CRM
 * connected again is refused them), or taken off the site as the ingest API's delete takes a
 * listing off, the site's answers of them retired.
 */

/** The source a CRM connection's listings are kept under, or null (an ingest connection: its integrator names its own). */
export function listingSourceOf(connection: Pick<ConnectionRow, 'kind' | 'settings'>): string | null {
  const crm = crmOf(connection.kind);
  if (!crm) return null;
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse(connection.settings) as Record<string, unknown>;
  } catch {
    // Unreadable settings: the CRM's default source.
  }
  return crm.listingSource(settings);
}

/** How many listings (a project once, its units not counted) each source has on the site. */
export async function listingsBySource(env: PlatformBindings, siteId: number, sources: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (sources.length === 0) return found;
  const rows = await (await siteDb(env, siteId))
    .prepare(
      `SELECT source, count(*) AS n FROM external_ids WHERE site_id = ?1 AND parent_external_id IS NULL AND source IN (SELECT value
       FROM json_each(?2)) GROUP BY source`,
    )
    .bind(siteId, JSON.stringify([...new Set(sources)]))
    .all<{ source: string; n: number }>();
  for (const row of rows.results) found.set(row.source, row.n);
  return found;
}

/** Statements removing a source's listings, units and their versions from a site (as the ingest API's delete does for one). */
const removalOf = (db: D1Database, siteId: number, source: string) => {
  const estates = 'SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = ?2';
  return [
    db.prepare(`DELETE FROM estate_collection_members WHERE estate_id IN (${estates})`).bind(siteId, source),
    db.prepare(`DELETE FROM estates WHERE site_id = ?1 AND id IN (${estates})`).bind(siteId, source),
    db.prepare("DELETE FROM source_versions WHERE site_id = ?1 AND source = ?2 AND kind = 'listing'").bind(siteId, source),
    db.prepare('DELETE FROM external_ids WHERE site_id = ?1 AND source = ?2').bind(siteId, source),
  ];
};

/** Takes every listing of a source off the site in one batch, the site's answers of them retired; answers how many listings (projects once) went. */
export async function takeListingsOffline(env: PlatformBindings, siteId: number, source: string): Promise<number> {
  const db = await siteDb(env, siteId);
  const rows = await db
    .prepare('SELECT estate_id, parent_external_id FROM external_ids WHERE site_id = ?1 AND source = ?2')
    .bind(siteId, source)
    .all<{ estate_id: number; parent_external_id: string | null }>();
  if (rows.results.length === 0) return 0;
  await db.batch(removalOf(db, siteId, source));
  await retireEstates(env.CACHE, siteId, [...rows.results.map((row) => row.estate_id)]);
  return rows.results.filter((row) => row.parent_external_id === null).length;
}

/**
 * Makes a CRM connection's listings the agency's own console listings, before the connection is
 * deleted; answers how many (projects once). None when another connection of the site writes
 * under the same source: they stay that connection's.
 */
export async function keepListings(env: PlatformBindings, siteId: number, connection: Pick<ConnectionRow, 'id' | 'kind' | 'settings'>): Promise<number> {
  const source = listingSourceOf(connection);
  if (source === null) return 0;
  const others = await env.DB.prepare('SELECT kind, settings FROM connections WHERE site_id = ?1 AND id != ?2')
    .bind(siteId, connection.id)
    .all<Pick<ConnectionRow, 'kind' | 'settings'>>();
  if (others.results.some((other) => listingSourceOf(other) === source)) return 0;
  const crm = crmOf(connection.kind)!;
  return keepListingsAsOwn(await siteDb(env, siteId), siteId, source, crm.name, new Date().toISOString());
}
