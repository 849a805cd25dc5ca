import type { D1Database } from '@cloudflare/workers-types';
import type { Locale } from '../../../shared/i18n/locales';
import type { AdFact } from '../../../shared/domain/ad-rules';
import type { AddressDisplay } from '../../../shared/domain/site-settings';
import { estateFindings } from './ad-findings';
import { CONSOLE_SOURCE, type ConsoleEstate, type ConsoleEstateDraftRow, DEMO_SOURCE, ESTATES_SHOWN } from '../../../shared/contract/console-listings';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import type { NormalizedListing } from './normalized';
import { takeIds } from '../databases/id-ranges';
import { randomToken } from '../kit/tokens';

/*
 * The console's listings (docs/console-listings.md), in the site's data database: every
 * estate of the site that is no project's unit with the source that wrote it (external_ids;
 * none: the demo's own), and the console's drafts (migration 0034) with what the legal guard
 * (shared/domain/ad-rules) finds missing in them.
 */

/** Estates read for one list (the attention filter is applied after the guard has read each). */
const ESTATES_READ = 1000;

/** The filters of the console's list: a status code, a source, a text in the reference or title, only those whose ad lacks a fact. */
export interface EstateFilters {
  status: string;
  source: string;
  q: string;
  attention: boolean;
}

interface EstateRowData {
  id: number;
  source: string;
  status: string;
  city: string | null;
  document: string;
}

/** The facts the guard finds missing or refused in an estate's ad on a day, the address shown as the site shows it (upsert.ts estateFindings). */
export const estateMissing = (raw: RawEstate, day: string, display?: AddressDisplay): AdFact[] =>
  estateFindings(raw, day, display).map((finding) => finding.fact);

function titleIn(title: Partial<Record<Locale, string | null>> | null | undefined, locale: Locale): string | null {
  return title?.[locale]?.trim() || title?.nl?.trim() || title?.fr?.trim() || null;
}

function rowOf(row: EstateRowData, locale: Locale, day: string, display?: AddressDisplay): ConsoleEstate {
  const raw = JSON.parse(row.document) as RawEstate;
  const general = raw.general;
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    ...(general.underOption === true ? { underOption: true } : {}),
    reference: general.reference || null,
    title: titleIn(general.title, locale),
    city: row.city,
    price: general.price?.value ?? null,
    priceHidden: general.price?.hidden === true,
    picture: raw.pictures?.[0]?.file ?? null,
    missing: estateMissing(raw, day, display),
  };
}

const ROW_SELECT = `SELECT e.id, coalesce(x.source, '${DEMO_SOURCE}') AS source, e.status, coalesce(e.city_name_nl, e.city_name_fr, e.zip) AS city, e.document
  FROM estates e LEFT JOIN external_ids x ON x.estate_id = e.id AND x.site_id = e.site_id`;

/** The site's listings that fit the filters, the newest first (at most ESTATES_SHOWN), how many fit, and the sources there are. */
export async function estatesOf(
  db: D1Database,
  siteId: number,
  filters: EstateFilters,
  locale: Locale,
  day: string,
  display?: AddressDisplay,
): Promise<{ estates: ConsoleEstate[]; total: number; sources: string[] }> {
  const [rows, sources] = await db.batch<EstateRowData | { source: string }>([
    db
      .prepare(
        `${ROW_SELECT} WHERE e.site_id = ?1 AND e.parent_id IS NULL
         AND (?2 = '' OR e.status = ?2) AND (?3 = '' OR coalesce(x.source, '${DEMO_SOURCE}') = ?3)
         AND (?4 = '' OR instr(lower(coalesce(json_extract(e.document, '$.general.reference'), '')), lower(?4)) > 0
              OR instr(lower(coalesce(json_extract(e.document, '$.general.title'), '')), lower(?4)) > 0)
         ORDER BY e.publication_date DESC, e.id DESC LIMIT ${ESTATES_READ}`,
      )
      .bind(siteId, filters.status, filters.source, filters.q),
    db
      .prepare(
        `SELECT DISTINCT coalesce(x.source, '${DEMO_SOURCE}') AS source FROM estates e LEFT
         JOIN external_ids x ON x.estate_id = e.id AND x.site_id = e.site_id WHERE e.site_id = ?1 AND e.parent_id IS NULL ORDER BY 1`,
      )
      .bind(siteId),
  ]);
  const all = (rows!.results as EstateRowData[]).map((row) => rowOf(row, locale, day, display)).filter((row) => !filters.attention || row.missing.length > 0);
  return { estates: all.slice(0, ESTATES_SHOWN), total: all.length, sources: (sources!.results as { source: string }[]).map((row) => row.source) };
}

/** One listing of the site (no unit of a project), or null: none, or another site's. */
export async function estateOf(
  db: D1Database,
  siteId: number,
  estateId: number,
  locale: Locale,
  day: string,
  display?: AddressDisplay,
): Promise<ConsoleEstate | null> {
  const row = await db.prepare(`${ROW_SELECT} WHERE e.site_id = ?1 AND e.id = ?2 AND e.parent_id IS NULL`).bind(siteId, estateId).first<EstateRowData>();
  return row ? rowOf(row, locale, day, display) : null;
}

/** A draft row as stored. */
export interface DraftRow {
  id: number;
  external_id: string;
  record: string;
  version: number;
  updated_by: string;
  updated_at: string;
  published_at: string | null;
  estate_id: number | null;
  /** The draft's version last published (null: never). */
  published_version: number | null;
}

// The estate online: a listing taken offline keeps its map row (and so its id) without an estate.
const DRAFT_SELECT = `SELECT d.id, d.external_id, d.record, d.version, d.updated_by, d.updated_at, d.published_at, e.id AS estate_id, d.published_version
  FROM listing_drafts d LEFT JOIN external_ids x ON x.site_id = d.site_id AND x.source = '${CONSOLE_SOURCE}' AND x.external_id = d.external_id
  LEFT JOIN estates e ON e.id = x.estate_id AND e.site_id = d.site_id`;

/** One console draft of the site, or null. */
export function draftOf(db: D1Database, siteId: number, draftId: number): Promise<DraftRow | null> {
  return db.prepare(`${DRAFT_SELECT} WHERE d.site_id = ?1 AND d.id = ?2`).bind(siteId, draftId).first<DraftRow>();
}

/** The console draft of a published listing, or null (a listing of another source). */
export async function draftIdOfEstate(db: D1Database, siteId: number, estateId: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT d.id FROM listing_drafts d
       JOIN external_ids x ON x.site_id = d.site_id AND x.source = '${CONSOLE_SOURCE}' AND x.external_id = d.external_id
       WHERE d.site_id = ?1 AND x.estate_id = ?2`,
    )
    .bind(siteId, estateId)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The drafts never published or changed since their last publication, the newest first. */
export async function openDrafts(db: D1Database, siteId: number, locale: Locale): Promise<ConsoleEstateDraftRow[]> {
  const { results } = await db
    .prepare(`${DRAFT_SELECT} WHERE d.site_id = ?1 AND (d.published_version IS NULL OR d.published_version < d.version) ORDER BY d.updated_at DESC LIMIT 100`)
    .bind(siteId)
    .all<DraftRow>();
  return results.map((row) => {
    const record = JSON.parse(row.record) as Partial<NormalizedListing>;
    return {
      id: row.id,
      reference: record.reference ?? null,
      title: titleIn(record.title, locale),
      estateId: row.estate_id,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
    };
  });
}

/** A new draft: its id. The external id is the platform's own for it, never shown. */
export async function createDraft(db: D1Database, siteId: number, listing: NormalizedListing, by: string, now: string): Promise<number> {
  const id = await takeIds(db, 'listing_drafts');
  await db
    .prepare('INSERT INTO listing_drafts (id, site_id, external_id, record, version, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6)')
    .bind(id, siteId, listing.externalId, JSON.stringify(listing), by, now)
    .run();
  return id;
}

/** A new external id for a console listing. */
export const newExternalId = () =>
  `c-${randomToken()
    .slice(0, 16)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;

/**
 * Saves a draft's record (JSON: the listing edited, or a version made the working copy again)
 * over the version it was opened at: the new version, or null when someone saved it since (a conflict).
 */
export async function saveDraft(
  db: D1Database,
  siteId: number,
  draftId: number,
  record: string,
  version: number,
  by: string,
  now: string,
): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE listing_drafts SET record = ?3, version = version + 1, updated_by = ?4, updated_at = ?5 WHERE site_id = ?1 AND id = ?2 AND version = ?6
       RETURNING version`,
    )
    .bind(siteId, draftId, record, by, now, version)
    .first<{ version: number }>();
  return row?.version ?? null;
}
