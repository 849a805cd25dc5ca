import type { D1Database } from '@cloudflare/workers-types';
import type { DraftItem, DraftKind, DraftVersion } from '../../../shared/contract/console-drafts';
import { liveDocument, liveDocuments } from './live';

/*
 * The site's draft (migration 0019): one `site_drafts` row per item the console
 * saved, over the live content (live.ts). An editor reads an item as the draft sees it, saves
 * it naming the version it started from, and is refused when someone saved since
 * (`saveDraftItem` answers the other save). Nothing here touches what visitors see: a publish
 * does (publish.ts).
 */

interface DraftRow {
  item_key: string;
  document: string | null;
  version: number;
  pending: number;
  updated_by: string | null;
  updated_at: string;
}

const NEVER_SAVED: DraftVersion = { version: 0, updatedBy: null, updatedAt: null };

function itemOf<T>(kind: DraftKind, key: string, row: DraftRow | null, live: unknown): DraftItem<T> {
  if (!row) return { kind, key, document: (live ?? null) as T | null, pending: false, ...NEVER_SAVED };
  return {
    kind,
    key,
    // A published row's document is the live one (publish.ts), unless something else wrote the live table since.
    document: (row.pending ? (row.document === null ? null : JSON.parse(row.document)) : (live ?? null)) as T | null,
    pending: row.pending === 1,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** One item as the draft sees it, with its version. */
export async function readDraftItem<T>(db: D1Database, siteId: number, kind: DraftKind, key: string, directory: D1Database = db): Promise<DraftItem<T>> {
  const [row, live] = await Promise.all([
    db.prepare('SELECT * FROM site_drafts WHERE site_id = ?1 AND kind = ?2 AND item_key = ?3').bind(siteId, kind, key).first<DraftRow>(),
    liveDocument(db, siteId, kind, key, directory),
  ]);
  return itemOf<T>(kind, key, row, live);
}

/** Every item of a kind as the draft sees it (deleted ones included, with a null document), live ones first in their order. */
export async function listDraftItems<T>(db: D1Database, siteId: number, kind: DraftKind): Promise<DraftItem<T>[]> {
  const [rows, live] = await Promise.all([
    db.prepare('SELECT * FROM site_drafts WHERE site_id = ?1 AND kind = ?2 ORDER BY rowid').bind(siteId, kind).all<DraftRow>(),
    liveDocuments(db, siteId, kind),
  ]);
  const byKey = new Map(rows.results.map((row) => [row.item_key, row]));
  const keys = [...live.keys(), ...rows.results.map((row) => row.item_key).filter((key) => !live.has(key))];
  return keys.map((key) => itemOf<T>(kind, key, byKey.get(key) ?? null, live.get(key)));
}

/** What a save answers: the new version, or the save that came first. */
export type SaveResult = { saved: true; version: DraftVersion } | { saved: false; current: DraftVersion };

/**
 * Saves an item into the draft (null: deletes it there), if its version is still `baseVersion`
 * (0 for an item never saved in the console). Otherwise nothing is written and the answer is
 * the other editor's save: who, when, which version.
 */
export async function saveDraftItem(
  db: D1Database,
  siteId: number,
  kind: DraftKind,
  key: string,
  document: unknown,
  baseVersion: number,
  editor: string,
  now: Date,
): Promise<SaveResult> {
  const at = now.toISOString();
  const body = document === null ? null : JSON.stringify(document);
  const updated = await db
    .prepare(
      `UPDATE site_drafts SET document = ?4, version = version + 1, pending = 1, updated_by = ?6, updated_at = ?7
       WHERE site_id = ?1 AND kind = ?2 AND item_key = ?3 AND version = ?5`,
    )
    .bind(siteId, kind, key, body, baseVersion, editor, at)
    .run();
  let written = updated.meta.changes > 0;
  if (!written && baseVersion === 0) {
    const inserted = await db
      .prepare(
        `INSERT OR IGNORE INTO site_drafts (site_id, kind, item_key, document, version, pending, updated_by, updated_at)
         VALUES (?1, ?2, ?3, ?4, 1, 1, ?5, ?6)`,
      )
      .bind(siteId, kind, key, body, editor, at)
      .run();
    written = inserted.meta.changes > 0;
  }
  if (written) return { saved: true, version: { version: baseVersion + 1, updatedBy: editor, updatedAt: at } };
  const row = await db
    .prepare('SELECT version, updated_by, updated_at FROM site_drafts WHERE site_id = ?1 AND kind = ?2 AND item_key = ?3')
    .bind(siteId, kind, key)
    .first<Pick<DraftRow, 'version' | 'updated_by' | 'updated_at'>>();
  return { saved: false, current: row ? { version: row.version, updatedBy: row.updated_by, updatedAt: row.updated_at } : NEVER_SAVED };
}

/**
 * A new page's id, never given before (pages.id is one number space for every site, over every
 * data database): one atomic UPDATE … RETURNING of the directory's (DB) sequence, past every
 * page id in use there; `count` ids in a row from the one answered.
 */
export async function takePageId(db: D1Database, count = 1): Promise<number> {
  const row = await db
    .prepare(
      `UPDATE id_sequences SET value = MAX(value, (SELECT COALESCE(MAX(id), 0) FROM pages),
        (SELECT COALESCE(MAX(CAST(item_key AS INTEGER)), 0) FROM site_drafts WHERE kind = 'page')) + ?1
       WHERE name = 'page' RETURNING value`,
    )
    .bind(count)
    .first<{ value: number }>();
  if (!row) throw new Error('id_sequences has no page row (migration 0019)');
  return row.value - count + 1;
}

/** Whether a page id is one of this site's, live or in its draft: a save of any other id is refused. */
export async function isSitePage(db: D1Database, siteId: number, pageId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS ok FROM pages WHERE site_id = ?1 AND id = ?2
       UNION ALL SELECT 1 FROM site_drafts WHERE site_id = ?1 AND kind = 'page' AND item_key = ?3 LIMIT 1`,
    )
    // The key as text, bound as text: a number may reach SQLite as a REAL ('19.0').
    .bind(siteId, pageId, String(pageId))
    .first();
  return row !== null;
}

/** The pending draft documents of a kind, by key (null: deleted in the draft): what a preview sees over the live content. */
export async function pendingDocuments(db: D1Database, siteId: number, kind: DraftKind): Promise<Map<string, unknown>> {
  const rows = await db
    .prepare('SELECT item_key, document FROM site_drafts WHERE site_id = ?1 AND kind = ?2 AND pending = 1')
    .bind(siteId, kind)
    .all<Pick<DraftRow, 'item_key' | 'document'>>();
  return new Map(rows.results.map((row) => [row.item_key, row.document === null ? null : (JSON.parse(row.document) as unknown)]));
}
