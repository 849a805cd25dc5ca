import type { D1Database } from '@cloudflare/workers-types';
import { CONSOLE_SOURCE, LISTING_VERSIONS_SHOWN, type ListingVersion } from '../../../shared/contract/console-listings';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import type { NormalizedListing } from './normalized';
import { toRawEstate } from './to-raw-estate';
import { takeIds } from '../databases/id-ranges';
import { createCityLookup } from '../postal-codes';

/*
 * A console listing's life after its first publish (docs/console-listings.md, migration 0035):
 * every publish keeps the record it wrote as a version; an earlier version is published again
 * through the same upsert (itself a new version); a listing is taken offline (its estate
 * withdrawn as the ingest API withdraws one) and put back online. And the draft as the site's
 * detail page shows it in a preview.
 */

const lookupCity = createCityLookup();

interface VersionRow {
  id: number;
  number: number;
  restored_number: number | null;
  record: string;
  published_by: string;
  published_at: string;
  restored_from: number | null;
}

/** The draft's published versions, the newest first (at most LISTING_VERSIONS_SHOWN). */
export async function versionsOf(db: D1Database, siteId: number, draftId: number): Promise<ListingVersion[]> {
  const { results } = await db
    .prepare(
      `SELECT v.id, v.record, v.published_by, v.published_at, v.restored_from,
         (SELECT count(*) FROM listing_versions o WHERE o.draft_id = v.draft_id AND o.id <= v.id) AS number,
         CASE WHEN v.restored_from IS NULL THEN NULL ELSE
           (SELECT count(*) FROM listing_versions o WHERE o.draft_id = v.draft_id AND o.id <= v.restored_from) END AS restored_number
       FROM listing_versions v WHERE v.site_id = ?1 AND v.draft_id = ?2 ORDER BY v.id DESC LIMIT ${LISTING_VERSIONS_SHOWN}`,
    )
    .bind(siteId, draftId)
    .all<VersionRow>();
  return results.map((row) => {
    const record = JSON.parse(row.record) as Partial<NormalizedListing>;
    return {
      id: row.id,
      number: row.number,
      publishedBy: row.published_by,
      publishedAt: row.published_at,
      restoredFrom: row.restored_from,
      restoredNumber: row.restored_number,
      reference: record.reference ?? null,
      price: record.price?.hidden ? null : (record.price?.amount ?? null),
    };
  });
}

/** One version of the draft (of this site), or null. */
export function versionOf(db: D1Database, siteId: number, draftId: number, versionId: number): Promise<{ id: number; record: string } | null> {
  return db
    .prepare('SELECT id, record FROM listing_versions WHERE site_id = ?1 AND draft_id = ?2 AND id = ?3')
    .bind(siteId, draftId, versionId)
    .first<{ id: number; record: string }>();
}

/** The draft's newest published version, or null (never published). */
export function latestVersion(db: D1Database, siteId: number, draftId: number): Promise<{ id: number; record: string } | null> {
  return db
    .prepare('SELECT id, record FROM listing_versions WHERE site_id = ?1 AND draft_id = ?2 ORDER BY id DESC LIMIT 1')
    .bind(siteId, draftId)
    .first<{ id: number; record: string }>();
}

/** Who took the draft's listing offline, when (null: online or never published). */
export function withdrawalOf(db: D1Database, siteId: number, draftId: number): Promise<{ withdrawn_by: string | null; withdrawn_at: string | null } | null> {
  return db.prepare('SELECT withdrawn_by, withdrawn_at FROM listing_drafts WHERE site_id = ?1 AND id = ?2').bind(siteId, draftId).first();
}

/**
 * Records a publish of the draft's version: who published it when, the record it wrote kept as
 * a version (`restoredFrom`: the version it published again), and the listing online again.
 */
export async function recordPublication(
  db: D1Database,
  siteId: number,
  draftId: number,
  version: number,
  record: NormalizedListing,
  by: string,
  now: string,
  restoredFrom: number | null = null,
): Promise<void> {
  const id = await takeIds(db, 'listing_versions');
  await db.batch([
    db
      .prepare(
        `UPDATE listing_drafts SET published_version = ?3, published_by = ?4, published_at = ?5, withdrawn_by = NULL, withdrawn_at = NULL
         WHERE site_id = ?1 AND id = ?2`,
      )
      .bind(siteId, draftId, version, by, now),
    db
      .prepare('INSERT INTO listing_versions (id, site_id, draft_id, record, published_by, published_at, restored_from) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
      .bind(id, siteId, draftId, JSON.stringify(record), by, now, restoredFrom),
  ]);
}

/**
 * Takes the listing offline, recording who did so when: its estate deleted as the ingest API
 * withdraws one, but its map row kept without its content hash, so that the next publish
 * writes it again under the same id (the same address on the site). Answers the estate's id.
 */
export async function withdraw(
  db: D1Database,
  siteId: number,
  draftId: number,
  estateId: number,
  externalId: string,
  by: string,
  now: string,
): Promise<number> {
  await db.batch([
    db.prepare('DELETE FROM estate_collection_members WHERE estate_id = ?1').bind(estateId),
    db.prepare('DELETE FROM estates WHERE id = ?1 AND site_id = ?2').bind(estateId, siteId),
    db
      .prepare(`UPDATE external_ids SET content_hash = NULL, updated_at = ?3 WHERE site_id = ?1 AND source = '${CONSOLE_SOURCE}' AND external_id = ?2`)
      .bind(siteId, externalId, now),
    db.prepare('UPDATE listing_drafts SET withdrawn_by = ?3, withdrawn_at = ?4 WHERE site_id = ?1 AND id = ?2').bind(siteId, draftId, by, now),
  ]);
  return estateId;
}

/**
 * The id a preview gives a listing never published: a valid id (the site's calls about it, its
 * viewing slots and its listing page, are answered "none") that no estate has: the last of the
 * highest database range, which id-ranges.ts never hands out.
 */
export const UNPUBLISHED_PREVIEW_ID = 999_999_999_999_999;

/**
 * The draft as the site's detail page would show it: the raw estate the upsert would write,
 * with the estate's id when it is online (else UNPUBLISHED_PREVIEW_ID). Null when the record
 * is not one the upsert takes.
 */
export function previewEstate(listing: NormalizedListing, estateId: number | null, now: string): RawEstate | null {
  const mapped = toRawEstate({ ...listing, source: CONSOLE_SOURCE }, lookupCity, () => estateId ?? UNPUBLISHED_PREVIEW_ID, { now });
  return mapped.ok ? mapped.estates[0]! : null;
}

/**
 * A console listing's changes saved and not published, as its estate (by the estate's id), for a
 * preview of the site: null when it has none (or is no console listing).
 */
export async function pendingListingEstate(db: D1Database, siteId: number, estateId: number, now: string): Promise<RawEstate | null> {
  const record = await db
    .prepare(
      `SELECT d.record FROM listing_drafts d JOIN external_ids x ON x.site_id = d.site_id AND x.source = '${CONSOLE_SOURCE}' AND x.external_id = d.external_id
       WHERE d.site_id = ?1 AND x.estate_id = ?2 AND (d.published_version IS NULL OR d.published_version < d.version)`,
    )
    .bind(siteId, estateId)
    .first<string>('record');
  return record ? previewEstate(JSON.parse(record) as NormalizedListing, estateId, now) : null;
}
