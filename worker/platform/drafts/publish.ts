import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import {
  type DraftKind,
  type DraftState,
  type IncompleteSection,
  type PendingChange,
  type PublicationSummary,
  ROLLBACK_DEPTH,
} from '../../../shared/contract/console-drafts';
import type { RawPage } from '../../../shared/contract/raw/page';
import { isIncomplete, publishable } from '../../../shared/contract/section-content';
import { takeIds } from '../databases/id-ranges';
import { ownerApproval } from './approval';
import { addLiveWrites, itemLabel, liveDocument, type LiveWrites } from './live';
import { endSubmission, submissionOf } from './submission';

/*
 * Publishing the draft and rolling back. A publish writes every pending item live
 * in one D1 batch with its record (each item's document before and after), so visitors never
 * see half of it; a rollback restores what the items were before a publication (and every
 * later one), itself recorded as a publication. The caller retires the site's cache. A publish
 * or a discard ends the draft's submission for approval (submission.ts) in the same batch.
 * A page goes live without its incomplete sections (shared/contract/section-content.ts): the
 * draft keeps them (the page stays pending until they are finished or removed), the publish
 * screen lists them, and the publication records the page as it went live.
 */

interface PendingRow {
  kind: DraftKind;
  item_key: string;
  document: string | null;
  version: number;
  updated_by: string | null;
  updated_at: string;
}

/** Why a publish or rollback did not happen: nothing to publish, a race, pending changes in the way, no such publication. */
export type Refusal = { refused: 'nothing' | 'race' | 'unknown' } | { refused: 'pending'; labels: string[] };

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

async function pendingRows(db: D1Database, siteId: number): Promise<PendingRow[]> {
  const rows = await db
    .prepare('SELECT kind, item_key, document, version, updated_by, updated_at FROM site_drafts WHERE site_id = ?1 AND pending = 1 ORDER BY rowid')
    .bind(siteId)
    .all<PendingRow>();
  return rows.results;
}

/** The pending changes, the last publications and the draft's approval: the publish screen. */
export async function draftState(db: D1Database, siteId: number, directory: D1Database = db): Promise<DraftState> {
  const pending: PendingChange[] = [];
  for (const row of await pendingRows(db, siteId)) {
    const live = await liveDocument(db, siteId, row.kind, row.item_key, directory);
    const draft = parse(row.document);
    const absent = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0 && row.kind === 'entities');
    pending.push({
      kind: row.kind,
      key: row.item_key,
      label: itemLabel(row.kind, row.item_key, draft ?? live),
      action: absent(live) ? 'add' : draft === null ? 'delete' : 'change',
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
    });
  }
  const [history, approval, submission, incomplete] = await Promise.all([
    publications(db, siteId),
    ownerApproval(directory, siteId),
    submissionOf(db, siteId),
    incompleteSections(db, siteId),
  ]);
  return { pending, publications: history, approval, submission, incomplete };
}

/** The incomplete sections of one page, as the publish screen names them. */
function incompleteOf(page: RawPage): IncompleteSection[] {
  const label = itemLabel('page', String(page.id), page);
  return page.sections.flatMap((section, index) =>
    isIncomplete(section) ? [{ pageId: page.id, page: label, sectionId: section.id, type: section.type, position: index + 1 }] : [],
  );
}

/** The incomplete sections of the draft's pending pages (the others are as they went live). */
async function incompleteSections(db: D1Database, siteId: number): Promise<IncompleteSection[]> {
  const rows = await db
    .prepare("SELECT document FROM site_drafts WHERE site_id = ?1 AND kind = 'page' AND pending = 1 AND document IS NOT NULL ORDER BY rowid")
    .bind(siteId)
    .all<{ document: string }>();
  return rows.results.flatMap((row) => incompleteOf(JSON.parse(row.document) as RawPage));
}

async function publications(db: D1Database, siteId: number): Promise<PublicationSummary[]> {
  const rows = await db
    .prepare('SELECT id, action, email, created_at, rolled_back_by FROM content_publications WHERE site_id = ?1 ORDER BY id DESC LIMIT ?2')
    .bind(siteId, ROLLBACK_DEPTH)
    .all<{ id: number; action: 'publish' | 'rollback'; email: string; created_at: string; rolled_back_by: number | null }>();
  if (rows.results.length === 0) return [];
  const items = await db
    .prepare(
      `SELECT publication_id, kind, item_key, COALESCE(after, before) AS document FROM publication_items
       WHERE publication_id IN (SELECT value FROM json_each(?1)) ORDER BY rowid`,
    )
    .bind(JSON.stringify(rows.results.map((row) => row.id)))
    .all<{ publication_id: number; kind: DraftKind; item_key: string; document: string | null }>();
  return rows.results.map((row) => ({
    id: row.id,
    action: row.action,
    by: row.email,
    at: row.created_at,
    rolledBackBy: row.rolled_back_by,
    items: items.results
      .filter((item) => item.publication_id === row.id)
      .map((item) => ({ kind: item.kind, key: item.item_key, label: itemLabel(item.kind, item.item_key, parse(item.document)) })),
  }));
}

/**
 * Runs a publication's batch; a constraint it breaks (another publish at the same moment) is a
 * refusal, nothing written. The site document's writes (its languages) are in the same batch
 * when the site's data is in the directory; else they follow it, and if they fail the site's
 * draft item is pending again (the next publish writes it) and the error is thrown.
 */
async function record(db: D1Database, statements: D1PreparedStatement[], writes: LiveWrites, directory: D1Database, siteId: number): Promise<boolean> {
  const together = directory === db;
  try {
    await db.batch(together ? [...statements, ...writes.directory] : statements);
  } catch (error) {
    if (/constraint/i.test(String(error))) return false;
    throw error;
  }
  if (together || writes.directory.length === 0) return true;
  try {
    await directory.batch(writes.directory);
  } catch (error) {
    await db.prepare("UPDATE site_drafts SET pending = 1 WHERE site_id = ?1 AND kind = 'site'").bind(siteId).run();
    throw error;
  }
  return true;
}

interface Change {
  kind: DraftKind;
  key: string;
  before: unknown;
  after: unknown;
}

function publicationStatements(
  db: D1Database,
  siteId: number,
  id: number,
  action: 'publish' | 'rollback',
  email: string,
  at: string,
  changes: Change[],
  directory: D1Database,
): { head: D1PreparedStatement[]; writes: LiveWrites } {
  const head = [
    db.prepare('INSERT INTO content_publications (id, site_id, action, email, created_at) VALUES (?1, ?2, ?3, ?4, ?5)').bind(id, siteId, action, email, at),
    ...changes.map((change) =>
      db
        .prepare('INSERT INTO publication_items (publication_id, kind, item_key, before, after) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(
          id,
          change.kind,
          change.key,
          change.before === null ? null : JSON.stringify(change.before),
          change.after === null ? null : JSON.stringify(change.after),
        ),
    ),
  ];
  const writes: LiveWrites = { first: [], then: [], directory: [] };
  for (const change of changes) addLiveWrites(writes, db, siteId, change.kind, change.key, change.after, directory);
  return { head, writes };
}

/**
 * Makes every pending change live, at once; answers the publication, or why not. `directory`:
 * where the site's document is (site-db.ts). `only`: that one item alone, recorded as a
 * publication of its own (going live makes the first office live: console-api/golive-office.ts);
 * the rest of the draft and its submission stay as they are.
 */
export async function publishDraft(
  db: D1Database,
  siteId: number,
  email: string,
  now: Date,
  directory: D1Database = db,
  only?: { kind: DraftKind; key: string },
): Promise<PublicationSummary | Refusal> {
  const rows = (await pendingRows(db, siteId)).filter((row) => !only || (row.kind === only.kind && row.item_key === only.key));
  if (rows.length === 0) return { refused: 'nothing' };
  const changes: Change[] = [];
  const leftOut: IncompleteSection[] = [];
  const unfinished = new Set<string>();
  for (const row of rows) {
    let after = parse(row.document);
    // A page goes live without its incomplete sections; its draft keeps them, still pending (a draft item that is not pending reads as the live one).
    if (row.kind === 'page' && after !== null) {
      const incomplete = incompleteOf(after as RawPage);
      if (incomplete.length > 0) unfinished.add(row.item_key);
      leftOut.push(...incomplete);
      after = publishable(after as RawPage).page;
    }
    changes.push({ kind: row.kind, key: row.item_key, before: await liveDocument(db, siteId, row.kind, row.item_key, directory), after });
  }
  const id = await takeIds(db, 'content_publications');
  const at = now.toISOString();
  const { head, writes } = publicationStatements(db, siteId, id, 'publish', email, at, changes, directory);
  // A save that came after the read above keeps its row pending (its version moved): the next publish takes it.
  const settled = rows
    .filter((row) => !(row.kind === 'page' && unfinished.has(row.item_key)))
    .map((row) =>
      db
        .prepare('UPDATE site_drafts SET pending = 0 WHERE site_id = ?1 AND kind = ?2 AND item_key = ?3 AND version = ?4')
        .bind(siteId, row.kind, row.item_key, row.version),
    );
  const ended = only ? [] : [endSubmission(db, siteId)];
  if (!(await record(db, [...head, ...writes.first, ...writes.then, ...settled, ...ended], writes, directory, siteId))) return { refused: 'race' };
  const publication = (await publications(db, siteId)).find((candidate) => candidate.id === id);
  return publication ? { ...publication, leftOut } : { refused: 'race' };
}

/**
 * Restores what the site was before a publication (one of the last ten not rolled back): its
 * items, and every item a later publication changed, go back to their documents before the
 * first of those publications. Refused while any of those items has a pending change (publish
 * or discard it first: a rollback never drops an editor's work).
 */
export async function rollBack(
  db: D1Database,
  siteId: number,
  publicationId: number,
  email: string,
  now: Date,
  directory: D1Database = db,
): Promise<PublicationSummary | Refusal> {
  const recent = await publications(db, siteId);
  const target = recent.find((publication) => publication.id === publicationId);
  if (!target || target.rolledBackBy !== null) return { refused: 'unknown' };
  const undone = await db
    .prepare(
      `SELECT i.kind, i.item_key, i.before FROM publication_items i JOIN content_publications p ON p.id = i.publication_id
       WHERE p.site_id = ?1 AND p.id >= ?2 AND p.rolled_back_by IS NULL ORDER BY p.id DESC`,
    )
    .bind(siteId, publicationId)
    .all<{ kind: DraftKind; item_key: string; before: string | null }>();
  // Newest first: the earliest publication's "before" is written last, so it wins.
  const targets = new Map<string, { kind: DraftKind; key: string; before: unknown }>();
  for (const row of undone.results) targets.set(`${row.kind} ${row.item_key}`, { kind: row.kind, key: row.item_key, before: parse(row.before) });
  const pending = (await pendingRows(db, siteId)).filter((row) => targets.has(`${row.kind} ${row.item_key}`));
  if (pending.length > 0) {
    const labels = [];
    for (const row of pending)
      labels.push(itemLabel(row.kind, row.item_key, parse(row.document) ?? (await liveDocument(db, siteId, row.kind, row.item_key, directory))));
    return { refused: 'pending', labels };
  }
  const changes: Change[] = [];
  for (const { kind, key, before } of targets.values())
    changes.push({ kind, key, before: await liveDocument(db, siteId, kind, key, directory), after: before });
  const id = await takeIds(db, 'content_publications');
  const at = now.toISOString();
  const { head, writes } = publicationStatements(db, siteId, id, 'rollback', email, at, changes, directory);
  // The draft follows: each restored item's row holds what is live again, its version moved on (an editor open on the old one is told).
  const drafts = changes.map((change) =>
    db
      .prepare(
        `INSERT INTO site_drafts (site_id, kind, item_key, document, version, pending, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, 1, 0, ?5, ?6)
         ON CONFLICT (site_id, kind, item_key) DO UPDATE
         SET document = excluded.document, version = site_drafts.version + 1, pending = 0,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      )
      .bind(siteId, change.kind, change.key, change.after === null ? null : JSON.stringify(change.after), email, at),
  );
  const marked = db
    .prepare('UPDATE content_publications SET rolled_back_by = ?3 WHERE site_id = ?1 AND id >= ?2 AND id < ?3 AND rolled_back_by IS NULL')
    .bind(siteId, publicationId, id);
  if (!(await record(db, [...head, ...writes.first, ...writes.then, ...drafts, marked], writes, directory, siteId))) return { refused: 'race' };
  return (await publications(db, siteId)).find((publication) => publication.id === id) ?? { refused: 'race' };
}

/** Drops every pending change: each item's draft is what is live again (its version moves on). */
export async function discardDraft(db: D1Database, siteId: number, email: string, now: Date, directory: D1Database = db): Promise<number> {
  const rows = await pendingRows(db, siteId);
  const statements = [];
  for (const row of rows) {
    const live = await liveDocument(db, siteId, row.kind, row.item_key, directory);
    statements.push(
      db
        .prepare(
          `UPDATE site_drafts SET document = ?4, version = version + 1, pending = 0, updated_by = ?5, updated_at = ?6
           WHERE site_id = ?1 AND kind = ?2 AND item_key = ?3`,
        )
        .bind(siteId, row.kind, row.item_key, live === null ? null : JSON.stringify(live), email, now.toISOString()),
    );
  }
  await db.batch([...statements, endSubmission(db, siteId)]);
  return statements.length;
}
