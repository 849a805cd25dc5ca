import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { isStaleError, type SourceVersion, type VersionKind, versionOf } from './source-version';
import { type BatchOutcome, type Sourced, type Refuse, type Checked, keyOf, markStale, keepVersions } from './record-batch';

/* A checked batch written (record-batch.ts checks it): only what changed, one D1 batch for all, else one record at a time. */

/**
 * The records whose hash differs from the one last written (`known` by keyOf); the others count
 * as unchanged and write nothing but their newer version (keepVersions, `stored` by keyOf).
 */
export async function changedOnly<T extends Sourced>(
  db: D1Database,
  siteId: number,
  kind: VersionKind,
  newer: Checked<T>[],
  known: ReadonlyMap<string, { content_hash: string | null }>,
  stored: ReadonlyMap<string, SourceVersion>,
  outcome: BatchOutcome,
): Promise<Checked<T>[]> {
  const changed = newer.filter(({ record, hash }) => {
    const same = known.get(keyOf(record.source, record.externalId))?.content_hash === hash;
    if (same) outcome.unchanged += 1;
    return !same;
  });
  const unchanged = newer.filter((checked) => !changed.includes(checked));
  await keepVersions(db, siteId, kind, unchanged, stored, outcome);
  return changed;
}

/**
 * Writes every item's statements in one transaction; if that fails, each item in its own,
 * refusing the record of each that fails. Answers the items written, counted as created or
 * updated.
 */
export async function writeAll<T extends { record: Sourced; created: boolean; statements: D1PreparedStatement[] }>(
  db: D1Database,
  prepared: T[],
  outcome: BatchOutcome,
  refuse: Refuse,
): Promise<T[]> {
  const written = await writeEach(db, prepared, (item, error) => {
    const given = versionOf(item.record);
    // A newer version written meanwhile (by another request): this one is stale, not refused.
    if (given && isStaleError(error)) markStale(outcome, { source: item.record.source, externalId: item.record.externalId, stale: true, given, stored: null });
    else
      refuse(item.record.source, item.record.externalId, [
        { path: '', reason: `could not be written: ${error}`, words: { reason: { key: 'notWritten', error } } },
      ]);
  });
  for (const item of written) {
    if (item.created) outcome.created += 1;
    else outcome.updated += 1;
  }
  return written;
}

async function writeEach<T extends { statements: D1PreparedStatement[] }>(
  db: D1Database,
  prepared: T[],
  failed: (item: T, error: string) => void,
): Promise<T[]> {
  if (prepared.length === 0) return [];
  try {
    await db.batch(prepared.flatMap((item) => item.statements));
    return prepared;
  } catch {
    const written: T[] = [];
    for (const item of prepared) {
      try {
        await db.batch(item.statements);
        written.push(item);
      } catch (error) {
        failed(item, error instanceof Error ? error.message : String(error));
      }
    }
    return written;
  }
}
