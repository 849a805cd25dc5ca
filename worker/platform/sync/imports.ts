import type { ImportCounts } from '../../../shared/contract/console-crm-sync';
import type { ConnectionRow } from '../connections/row';
import type { CrmConnection, EventOutcome, EventTry } from '../crm/crm';
import { crmOf } from '../crm/crms';
import type { PlatformBindings } from '../types';
import { enqueueSyncEvent, type SyncEventRow } from './events';

/*
 * A connection's initial import (migration 0038, docs/crm-connectors.md "Import on connect"):
 * started when the connection is made, when its credentials or settings change, and on the
 * owner's "import everything again". Its CRM's `initialImport` (crm/crm.ts) says how:
 * - `pages`: each page is an event of the sync queue (`sync_events`, event `import`, its
 *   external id `import:{import id}:{offset}`), so it is retried, dead-lettered, re-driven and
 *   retried on request like a webhook's event; a page written queues the next; the row keeps
 *   the progress the console shows ("124 of 250 imported").
 * - `publish`: nothing is asked of the CRM; the console says what to do in the CRM and counts
 *   the listings its webhook brings from the import's start.
 * A newer import of a connection supersedes the one under way (its waiting pages are settled).
 */

/** The event of an import's page in `sync_events`. */
export const IMPORT_EVENT = 'import';

export type ImportReason = 'connected' | 'credentials' | 'again';

/** A row of `crm_imports` (migrations 0038, 0049). */
export interface ImportRow extends Omit<ImportCounts, 'keptOff'> {
  kept_off: number;
  id: number;
  site_id: number;
  connection_id: number;
  reason: ImportReason;
  mode: 'pages' | 'publish';
  state: 'running' | 'done' | 'failed' | 'superseded';
  started_at: string;
  updated_at: string;
  finished_at: string | null;
  error: string | null;
}

const pageKey = (importId: number, offset: number) => `import:${importId}:${offset}`;

/** The import and offset a page event's external id names, or null. */
export function readPageKey(externalId: string): { importId: number; offset: number } | null {
  const match = /^import:([1-9]\d{0,14}):(0|[1-9]\d{0,9})$/.exec(externalId);
  return match ? { importId: Number(match[1]), offset: Number(match[2]) } : null;
}

/**
 * Starts an import of the connection's CRM, superseding one under way; answers its row, or null
 * for a connection that is no CRM's, and for a paged import on a platform without a sync queue
 * (the Whise cron's first pull then imports everything, as it always did).
 */
export async function startImport(
  env: PlatformBindings,
  connection: CrmConnection & Pick<ConnectionRow, 'cursor'>,
  reason: ImportReason,
  at = new Date(),
): Promise<ImportRow | null> {
  const plan = crmOf(connection.kind)?.initialImport;
  if (!plan || (plan.mode === 'pages' && !env.SYNC_QUEUE)) return null;
  const now = at.toISOString();
  const [, , inserted] = await env.DB.batch<ImportRow>([
    env.DB.prepare("UPDATE crm_imports SET state = 'superseded', updated_at = ?2, finished_at = ?2 WHERE connection_id = ?1 AND state = 'running'").bind(
      connection.id,
      now,
    ),
    env.DB.prepare(
      `UPDATE sync_events SET state = 'done', last_error = 'superseded by a newer import', updated_at = ?3
       WHERE connection_id = ?1 AND event = ?2 AND state IN ('queued', 'dead')`,
    ).bind(connection.id, IMPORT_EVENT, now),
    env.DB.prepare('INSERT INTO crm_imports (site_id, connection_id, reason, mode, started_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5) RETURNING *').bind(
      connection.site_id,
      connection.id,
      reason,
      plan.mode,
      now,
    ),
  ]);
  const row = inserted!.results[0]!;
  if (plan.mode === 'pages') {
    await plan.begin?.(env, connection, at);
    await enqueueSyncEvent(env, { siteId: connection.site_id, connectionId: connection.id, externalId: pageKey(row.id, 0), event: IMPORT_EVENT }, at);
  }
  return row;
}

/**
 * One page of an import, as the sync queue's consumer runs it: read and written by the CRM, the
 * progress kept, the next page queued or the import done (a failed import whose page is tried
 * again, on the owner's "retry now", goes on). Null: nothing to do (the import was superseded or
 * is gone). CRM failures are thrown (the consumer retries them or fails the import).
 */
export async function runImportPage(env: PlatformBindings, connection: CrmConnection, event: SyncEventRow, attempt: EventTry): Promise<EventOutcome | null> {
  const key = readPageKey(event.external_id);
  const plan = crmOf(connection.kind)?.initialImport;
  const run =
    key &&
    (await env.DB.prepare("SELECT * FROM crm_imports WHERE id = ?1 AND connection_id = ?2 AND state IN ('running', 'failed')")
      .bind(key.importId, connection.id)
      .first<ImportRow>());
  if (!key || !run || plan?.mode !== 'pages') return null;
  const outcome = await plan.page(env, connection, { offset: key.offset, startedAt: run.started_at }, attempt);
  const now = new Date().toISOString();
  const { created, updated, unchanged, refused } = outcome.counts;
  // Read and not on the site: kept off (a status the site does not show), or taken off it.
  const keptOff = outcome.keptOff + outcome.counts.deleted;
  const last = outcome.next === null;
  const kept = await env.DB.prepare(
    `UPDATE crm_imports SET
     total = ?2, imported = max(imported, ?3), created = created + ?4, updated = updated + ?5, unchanged = unchanged + ?6, refused = refused + ?7,
     kept_off = kept_off + ?10, updated_at = ?8, state = CASE WHEN ?9 THEN 'done' ELSE 'running' END,
     finished_at = CASE WHEN ?9 THEN ?8 ELSE NULL END, error = NULL
     WHERE id = ?1 AND state IN ('running', 'failed')`,
  )
    .bind(run.id, outcome.total, last ? outcome.total : key.offset + outcome.read, created, updated, unchanged, refused, now, last ? 1 : 0, keptOff)
    .run();
  // A newer import that started while this page ran takes over: this one stops here.
  if (!last && kept.meta.changes)
    await enqueueSyncEvent(env, { siteId: connection.site_id, connectionId: connection.id, externalId: pageKey(run.id, outcome.next!), event: IMPORT_EVENT });
  return { counts: outcome.counts, refusals: outcome.refusals, error: null };
}

/** An import whose page the CRM refused for good (credentials, a bad answer): failed, with why. */
export async function failImport(env: PlatformBindings, event: Pick<SyncEventRow, 'external_id' | 'connection_id'>, error: string): Promise<void> {
  const key = readPageKey(event.external_id);
  if (!key) return;
  const now = new Date().toISOString();
  await env.DB.prepare(
    "UPDATE crm_imports SET state = 'failed', error = ?3, updated_at = ?4, finished_at = ?4 WHERE id = ?1 AND connection_id = ?2 AND state = 'running'",
  )
    .bind(key.importId, event.connection_id, error, now)
    .run();
}

/** The latest import of each of the connections, with what a `publish` import received so far. */
export async function latestImports(env: PlatformBindings, connectionIds: readonly number[]): Promise<Map<number, ImportRow>> {
  const found = new Map<number, ImportRow>();
  if (connectionIds.length === 0) return found;
  const rows = await env.DB.prepare(
    `SELECT i.*, CASE WHEN i.mode = 'publish' THEN (SELECT coalesce(sum(l.created + l.updated + l.unchanged), 0) FROM sync_log l
       WHERE l.connection_id = i.connection_id AND l.started_at >= i.started_at) ELSE i.imported END AS imported
     FROM crm_imports i WHERE i.id IN (SELECT max(id) FROM crm_imports WHERE connection_id IN (SELECT value FROM json_each(?1)) GROUP BY connection_id)`,
  )
    .bind(JSON.stringify(connectionIds))
    .all<ImportRow>();
  for (const row of rows.results) found.set(row.connection_id, row);
  return found;
}
