import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type * as z from 'zod';
import { issuesOf } from '../validate';
import type { Refusal, SyncCounts } from './sync-log';

/** A fact the law asks a written record's ad to show and the record lacks (shared/domain/ad-rules): written all the same, the source owns it. */
export interface AdFindingRow {
  source: string;
  externalId: string;
  fact: string;
  /** The fact in plain words (English, as the API's other messages). */
  missing: string;
  /** The legal text that asks for it. */
  law: string;
}

/*
 * The record-by-record steps a batch upsert shares, whatever it writes: listings (upsert.ts)
 * and holiday rental units (rental-upsert.ts). Each record is checked alone, one identical to
 * what was last written is skipped, and each is written in its own D1 batch when the whole
 * batch's transaction fails, so one bad record refuses only itself.
 */

/** What a batch did: the counts and each refusal. */
export interface BatchOutcome extends SyncCounts {
  refusals: Refusal[];
  /** Records written with a field read otherwise than sent (to-raw-estate.ts), each marked `warning`. */
  warnings: Refusal[];
  findings: AdFindingRow[];
}

/** A record by the source's own ids. */
interface Sourced {
  source: string;
  externalId: string;
}

/** Refuses one record (counted once) with each of its reasons. */
export type Refuse = (source: string | null, externalId: string | null, refusals: { path: string; reason: string }[]) => void;

/** A record checked against its schema, with its content hash. */
export interface Checked<T> {
  record: T;
  hash: string;
}

/** The map key of a source's id. */
export const keyOf = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/** SHA-256 (hex) of a record as parsed: the same record sent again has the same hash. */
export async function contentHash(record: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(record)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An empty outcome (with the caller's own members) and the function that refuses into it. */
export function startOutcome<E extends object>(extra: E): { outcome: BatchOutcome & E; refuse: Refuse } {
  const outcome: BatchOutcome & E = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0, refusals: [], warnings: [], findings: [], ...extra };
  const refuse: Refuse = (source, externalId, refusals) => {
    outcome.refused += 1;
    outcome.refusals.push(...refusals.map((refusal) => ({ source, externalId, ...refusal })));
  };
  return { outcome, refuse };
}

/**
 * Every record against the schema, refused with its paths under `field.index` when it fails;
 * a source id twice in one batch is refused the second time. Answers the valid ones.
 */
export async function checkRecords<T extends Sourced>(records: readonly unknown[], schema: z.ZodType<T>, field: string, refuse: Refuse): Promise<Checked<T>[]> {
  const valid: Checked<T>[] = [];
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    const given = (record ?? {}) as { source?: unknown; externalId?: unknown };
    const source = typeof given.source === 'string' ? given.source : null;
    const externalId = typeof given.externalId === 'string' ? given.externalId : null;
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      refuse(
        source,
        externalId,
        issuesOf(parsed.error).map(({ path, message }) => ({ path: `${field}.${index}.${path}`, reason: message })),
      );
      continue;
    }
    const key = keyOf(parsed.data.source, parsed.data.externalId);
    if (seen.has(key)) {
      refuse(source, externalId, [{ path: `${field}.${index}.externalId`, reason: 'sent twice in this batch' }]);
      continue;
    }
    seen.add(key);
    valid.push({ record: parsed.data, hash: await contentHash(parsed.data) });
  }
  return valid;
}

/** The records whose hash differs from the one last written (`known` by keyOf); the others count as unchanged. */
export function changedOnly<T extends Sourced>(
  valid: Checked<T>[],
  known: ReadonlyMap<string, { content_hash: string | null }>,
  outcome: BatchOutcome,
): Checked<T>[] {
  return valid.filter(({ record, hash }) => {
    const same = known.get(keyOf(record.source, record.externalId))?.content_hash === hash;
    if (same) outcome.unchanged += 1;
    return !same;
  });
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
  const written = await writeEach(db, prepared, (item, error) =>
    refuse(item.record.source, item.record.externalId, [{ path: '', reason: `could not be written: ${error}` }]),
  );
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
