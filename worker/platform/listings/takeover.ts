import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { CONSOLE_SOURCE } from '../../../shared/contract/console-listings';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { cleanRichText } from '../../../shared/html/rich-text';
import { listingOfEstate } from './from-raw-estate';
import type { NormalizedListing } from './normalized';
import { takeIds } from '../databases/id-ranges';
import { newExternalId } from './estate-store';
import { randomToken } from '../kit/tokens';

/*
 * A deleted CRM connection's listings kept as the agency's own (docs/console-listings.md "A CRM's
 * listings made the agency's own"): each listing, a project with its units, becomes a console
 * listing as if the agency had entered it. Its estate stays as it is online (its id, its address
 * on the site, its price history); its map row moves to the console's source under an id of the
 * console's; its draft holds the estate read back as the normalized listing (from-raw-estate.ts),
 * published as its first version, and names the CRM's source and id (migration 0055) so that the
 * same CRM connected again is refused that id rather than writing it again (listings/upsert.ts).
 */

interface MapRow {
  external_id: string;
  estate_id: number;
  parent_external_id: string | null;
  document: string | null;
}

/** Listings made the agency's own per D1 batch (four statements each). */
const PER_BATCH = 25;

const unitId = (externalId: string) =>
  `${externalId}.u-${randomToken()
    .slice(0, 8)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;

/** Descriptions as the console's rich text keeps them (what its form saves). */
const cleaned = <T extends { description: Record<string, string | undefined> }>(listing: T): T => ({
  ...listing,
  description: Object.fromEntries(Object.entries(listing.description).map(([lang, html]) => [lang, cleanRichText(html ?? '')])),
});

/** One listing of the source read back, with the ids it gets, or null when its estate cannot be one. */
function takenOver(top: MapRow, units: readonly MapRow[]): { from: MapRow; units: MapRow[]; listing: NormalizedListing } | null {
  const raw = JSON.parse(top.document!) as RawEstate;
  // The units in the project's order.
  const order = new Map(raw.children.map((id, at) => [id, at]));
  const sorted = [...units].sort((a, b) => (order.get(a.estate_id) ?? 0) - (order.get(b.estate_id) ?? 0));
  const externalId = newExternalId();
  const listing = listingOfEstate(
    raw,
    sorted.map((unit) => JSON.parse(unit.document!) as RawEstate),
    CONSOLE_SOURCE,
    externalId,
    sorted.map(() => unitId(externalId)),
  );
  return listing && { from: top, units: sorted, listing: { ...cleaned(listing), units: listing.units.map(cleaned) } };
}

/**
 * Makes every listing `source` wrote on the site the agency's own console listing, `by` (the
 * CRM's name) its first version's publisher. Answers how many listings (projects once) it took
 * over: one whose estate no listing can be read from stays the source's, as before.
 */
export async function keepListingsAsOwn(db: D1Database, siteId: number, source: string, by: string, now: string): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT x.external_id, x.estate_id, x.parent_external_id, e.document FROM external_ids x
       LEFT JOIN estates e ON e.id = x.estate_id AND e.site_id = x.site_id WHERE x.site_id = ?1 AND x.source = ?2`,
    )
    .bind(siteId, source)
    .all<MapRow>();
  const unitsOf = new Map<string, MapRow[]>();
  for (const row of results)
    if (row.parent_external_id !== null && row.document !== null) unitsOf.set(row.parent_external_id, [...(unitsOf.get(row.parent_external_id) ?? []), row]);
  const tops = results.filter((row) => row.parent_external_id === null && row.document !== null);
  const listings = tops.flatMap((top) => takenOver(top, unitsOf.get(top.external_id) ?? []) ?? []);
  if (listings.length > 0) {
    const firstDraft = await takeIds(db, 'listing_drafts', listings.length);
    const firstVersion = await takeIds(db, 'listing_versions', listings.length);
    const statements = listings.flatMap(({ from, units, listing }, at): D1PreparedStatement[] => {
      const record = JSON.stringify(listing);
      const unitIds = units.map((unit, index) => [unit.external_id, listing.units[index]!.externalId]);
      return [
        db
          .prepare(
            `UPDATE external_ids SET source = '${CONSOLE_SOURCE}', external_id = ?4, content_hash = NULL, updated_at = ?5
             WHERE site_id = ?1 AND source = ?2 AND external_id = ?3`,
          )
          .bind(siteId, source, from.external_id, listing.externalId, now),
        db
          .prepare(
            `UPDATE external_ids SET source = '${CONSOLE_SOURCE}', parent_external_id = ?4, content_hash = NULL, updated_at = ?5,
               external_id = (SELECT m.value ->> '$[1]' FROM json_each(?3) m WHERE m.value ->> '$[0]' = external_ids.external_id)
             WHERE site_id = ?1 AND source = ?2 AND external_id IN (SELECT value ->> '$[0]' FROM json_each(?3))`,
          )
          .bind(siteId, source, JSON.stringify(unitIds), listing.externalId, now),
        db
          .prepare(
            `INSERT INTO listing_drafts (id, site_id, external_id, record, version, updated_by, updated_at, published_version, published_by, published_at,
               former_source, former_external_id) VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6, 1, ?5, ?6, ?7, ?8)`,
          )
          .bind(firstDraft + at, siteId, listing.externalId, record, by, now, source, from.external_id),
        db
          .prepare('INSERT INTO listing_versions (id, site_id, draft_id, record, published_by, published_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
          .bind(firstVersion + at, siteId, firstDraft + at, record, by, now),
      ];
    });
    for (let at = 0; at < statements.length; at += PER_BATCH * 4) await db.batch(statements.slice(at, at + PER_BATCH * 4));
  }
  // What the source no longer writes: its versions, and map rows without an estate (ids claimed for listings it never wrote).
  await db.batch([
    db.prepare("DELETE FROM source_versions WHERE site_id = ?1 AND source = ?2 AND kind = 'listing'").bind(siteId, source),
    db
      .prepare('DELETE FROM external_ids WHERE site_id = ?1 AND source = ?2 AND NOT EXISTS (SELECT 1 FROM estates e WHERE e.id = external_ids.estate_id)')
      .bind(siteId, source),
  ]);
  return listings.length;
}
