import type { D1Database } from '@cloudflare/workers-types';
import type { HeldValueWords } from '../../../shared/contract/console-crm';
import type { CrmReasonWords } from '../../../shared/contract/console-crm-reasons';

/**
 * A listing the platform did not take: the source's id, the field at fault and why. With
 * `warning`, the listing was taken but a field was read otherwise than sent (a subtype of another
 * type shown as its type's default): the sync log keeps both in one list and answers them apart.
 */
export interface Refusal {
  source: string | null;
  externalId: string | null;
  path: string;
  reason: string;
  warning?: true;
  /** Not taken because it was older than the version the site has (record-batch.ts, "Order"): the newer one stays. */
  stale?: true;
  /**
   * Not taken, the version online stays: a value not believable, held for the owner to accept
   * (listings/held.ts), or a project's unit refused alone while the rest of its project was written.
   */
  held?: true;
  /** A value held for the owner: its numbers and reason as keys, for the console to word in the reader's language (`reason` is the log's English). */
  value?: HeldValueWords;
  /** Why, as a key and its values, for the console to word in the reader's language (`reason` is the log's English; older entries have only it). */
  words?: CrmReasonWords;
}

/** What one run, request or webhook did. */
export interface SyncCounts {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  refused: number;
  /** Records not taken because they were older than the version the site has (each also a line of the refusals). */
  stale?: number;
}

export interface SyncEntry extends Required<SyncCounts> {
  id: number;
  siteId: number;
  connectionId: number | null;
  kind: string;
  startedAt: string;
  finishedAt: string | null;
  refusals: Refusal[];
  /** What was taken but read otherwise than sent. */
  warnings: Refusal[];
  error: string | null;
}

/** Refusals kept per entry: a batch of bad records says the first ones and how many in all. */
const MAX_LOGGED_REFUSALS = 200;

interface SyncRow extends Required<SyncCounts> {
  id: number;
  site_id: number;
  connection_id: number | null;
  kind: string;
  started_at: string;
  finished_at: string | null;
  refusals: string;
  error: string | null;
}

const entryOf = (row: SyncRow): SyncEntry => ({
  id: row.id,
  siteId: row.site_id,
  connectionId: row.connection_id,
  kind: row.kind,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  deleted: row.deleted,
  refused: row.refused,
  stale: row.stale,
  refusals: (JSON.parse(row.refusals) as Refusal[]).filter((refusal) => !refusal.warning),
  warnings: (JSON.parse(row.refusals) as Refusal[]).filter((refusal) => refusal.warning),
  error: row.error,
});

/**
 * Records what a run did, and the connection's state (last run, last success or error).
 * @example await recordSync(db, { siteId: 1, connectionId: 3, kind: 'ingest', startedAt, counts, refusals, error: null })
 */
export async function recordSync(
  db: D1Database,
  entry: { siteId: number; connectionId: number | null; kind: string; startedAt: string; counts: SyncCounts; refusals: Refusal[]; error: string | null },
): Promise<void> {
  const finishedAt = new Date().toISOString();
  const { created, updated, unchanged, deleted, refused, stale = 0 } = entry.counts;
  const statements = [
    db
      .prepare(
        `INSERT INTO sync_log (site_id, connection_id, kind, started_at, finished_at, created, updated, unchanged, deleted, refused, refusals, error, stale)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
      )
      .bind(
        entry.siteId,
        entry.connectionId,
        entry.kind,
        entry.startedAt,
        finishedAt,
        created,
        updated,
        unchanged,
        deleted,
        refused,
        JSON.stringify(entry.refusals.slice(0, MAX_LOGGED_REFUSALS)),
        entry.error,
        stale,
      ),
  ];
  if (entry.connectionId !== null) {
    statements.push(
      db
        .prepare(
          `UPDATE connections SET last_run_at = ?2, last_success_at = CASE WHEN ?3 IS NULL THEN ?2 ELSE last_success_at END, last_error = ?3 WHERE id = ?1`,
        )
        .bind(entry.connectionId, finishedAt, entry.error),
    );
  }
  await db.batch(statements);
}

/** A site's sync log, newest first: `limit` entries before the entry `before` (paging). */
export async function syncLog(
  db: D1Database,
  siteId: number,
  { limit, before }: { limit: number; before?: number },
): Promise<{ entries: SyncEntry[]; next: number | null }> {
  const rows = await db
    .prepare('SELECT * FROM sync_log WHERE site_id = ?1 AND (?2 IS NULL OR id < ?2) ORDER BY id DESC LIMIT ?3')
    .bind(siteId, before ?? null, limit + 1)
    .all<SyncRow>();
  const entries = rows.results.slice(0, limit).map(entryOf);
  return { entries, next: rows.results.length > limit ? entries[entries.length - 1]!.id : null };
}

export interface SyncSummary {
  connections: number;
  /** The newest run of any connection. */
  lastRunAt: string | null;
  /** Connections whose last run failed, with the error it gave. */
  failing: { siteId: number; connectionId: number; kind: string; lastRunAt: string | null; lastSuccessAt: string | null; lastError: string }[];
  /** Records refused over the last 24 hours, every site. */
  refusedLastDay: number;
}

/** What /admin/health shows of the connectors: how many, which fail and why. */
export async function syncSummary(db: D1Database, now = new Date()): Promise<SyncSummary> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const [counts, failing, refused] = await db.batch([
    db.prepare('SELECT count(*) AS connections, max(last_run_at) AS lastRunAt FROM connections'),
    db.prepare(
      `SELECT site_id AS siteId, id AS connectionId, kind, last_run_at AS lastRunAt, last_success_at AS lastSuccessAt, last_error AS lastError
       FROM connections WHERE last_error IS NOT NULL ORDER BY last_run_at DESC LIMIT 50`,
    ),
    db.prepare('SELECT coalesce(sum(refused), 0) AS refused FROM sync_log WHERE started_at >= ?1').bind(dayAgo),
  ]);
  const totals = (counts!.results[0] ?? { connections: 0, lastRunAt: null }) as { connections: number; lastRunAt: string | null };
  return {
    connections: totals.connections,
    lastRunAt: totals.lastRunAt,
    failing: failing!.results as SyncSummary['failing'],
    refusedLastDay: (refused!.results[0] as { refused: number }).refused,
  };
}
