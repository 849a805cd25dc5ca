import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type * as z from 'zod';
import { issuesOf } from '../kit/validate';
import {
  isNewer,
  isOlder,
  isStaleError,
  type SourceVersion,
  type StaleRecord,
  staleLine,
  storedVersions,
  type VersionKind,
  versionOf,
  versionStatement,
} from './source-version';
import type { Refusal, SyncCounts } from '../connections/sync-log';
import type { AdValueProblem } from '../../../shared/domain/ad-rules';

/** A fact the law asks a written record's ad to show and the record lacks or gives wrong (shared/domain/ad-rules): written all the same, the source owns it. */
export interface AdFindingRow {
  source: string;
  externalId: string;
  fact: string;
  /** The fact in plain words (English, as the API's other messages). */
  missing: string;
  /** A value given but refused (shared/domain/ad-rules/values.ts): outside its plausible range, not in its format, a date in the future. */
  problem?: AdValueProblem;
  /** With a range problem: the range allowed. */
  allowed?: [number, number];
  /** The legal text that asks for it, and a public page that states it. */
  law: string;
  url: string;
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
  /** Records not taken because the site has a newer version of them (source-version.ts); `stale` counts them. */
  staleRecords: StaleRecord[];
  stale: number;
}

/** A record by the source's own ids, with the version its source gave it (source-version.ts). */
interface Sourced {
  source: string;
  externalId: string;
  updatedAt?: string;
  version?: number;
}

/** Refuses one record (counted once) with each of its reasons. */
export type Refuse = (source: string | null, externalId: string | null, refusals: { path: string; reason: string }[]) => void;

/** A record checked against its schema, with its content hash. */
export interface Checked<T> {
  record: T;
  hash: string;
  /** Its place in the batch (`listings.{index}` in a refusal's path). */
  index: number;
  /** Parts left out because only they were at fault (a project's units, by id): their version online stays. */
  keep?: string[];
}

/**
 * Takes a record whose only faults are in parts it can do without (a project's units): the
 * record without them, the ids of the parts left out, and the line of each of their faults.
 * Null: the record itself is at fault.
 */
export type WithoutFaultyParts = (
  record: unknown,
  issues: readonly z.core.$ZodIssue[],
  where: string,
) => { record: unknown; keep: string[]; lines: { externalId: string | null; path: string; reason: string }[] } | null;

/** The map key of a source's id. */
export const keyOf = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/** SHA-256 (hex) of a record as parsed: the same record sent again has the same hash. */
export async function contentHash(record: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(record)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An empty outcome (with the caller's own members) and the function that refuses into it. */
export function startOutcome<E extends object>(extra: E): { outcome: BatchOutcome & E; refuse: Refuse } {
  const outcome: BatchOutcome & E = {
    created: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    refused: 0,
    refusals: [],
    warnings: [],
    findings: [],
    staleRecords: [],
    stale: 0,
    ...extra,
  };
  const refuse: Refuse = (source, externalId, refusals) => {
    outcome.refused += 1;
    outcome.refusals.push(...refusals.map((refusal) => ({ source, externalId, ...refusal })));
  };
  return { outcome, refuse };
}

/** A value as a reason quotes it: a text in quotes (at most 60 characters), a number or flag as is; nothing for an object or a missing value. */
function quoted(value: unknown): string | undefined {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}…` : value);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * Why a field was refused, with the value sent: `Invalid input: expected number, received string
 * (sent "abc")`; a value outside an enumeration `unknown value "under_option" (expected available,
 * option or closed)`, so the sync log names what the source sent.
 */
export function reasonOf(issue: z.core.$ZodIssue): string {
  const sent = 'input' in issue ? quoted(issue.input) : undefined;
  if (sent === undefined) return issue.message;
  if (issue.code === 'invalid_value') {
    const values = issue.values.map(String);
    const listed = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values.join('');
    return `unknown value ${sent}${values.length <= 8 ? ` (expected ${listed})` : ''}`;
  }
  return `${issue.message} (sent ${sent})`;
}

/**
 * Every record against the schema, refused with its paths under `field.index` when it fails;
 * a source id twice in one batch is refused the second time. Answers the valid ones.
 */
export async function checkRecords<T extends Sourced>(
  records: readonly unknown[],
  schema: z.ZodType<T>,
  field: string,
  outcome: BatchOutcome,
  refuse: Refuse,
  withoutFaultyParts?: WithoutFaultyParts,
): Promise<Checked<T>[]> {
  const valid: Checked<T>[] = [];
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    const given = (record ?? {}) as { source?: unknown; externalId?: unknown };
    const source = typeof given.source === 'string' ? given.source : null;
    const externalId = typeof given.externalId === 'string' ? given.externalId : null;
    let parsed = schema.safeParse(record, { reportInput: true });
    let keep: string[] | undefined;
    const without = parsed.success ? null : withoutFaultyParts?.(record, parsed.error.issues, `${field}.${index}.`);
    if (without) {
      const again = schema.safeParse(without.record, { reportInput: true });
      if (again.success) {
        [parsed, keep] = [again, without.keep];
        outcome.refusals.push(...without.lines.map((line) => ({ source, ...line, held: true as const })));
      }
    }
    if (!parsed.success) {
      const reasons = parsed.error.issues.map(reasonOf);
      refuse(
        source,
        externalId,
        issuesOf(parsed.error).map(({ path }, at) => ({ path: `${field}.${index}.${path}`, reason: reasons[at]! })),
      );
      continue;
    }
    const key = keyOf(parsed.data.source, parsed.data.externalId);
    if (seen.has(key)) {
      refuse(source, externalId, [{ path: `${field}.${index}.externalId`, reason: 'sent twice in this batch' }]);
      continue;
    }
    seen.add(key);
    // The version is not content: the same listing sent again with a newer one is unchanged (its version is kept: keepVersions).
    const { updatedAt: _at, version: _version, ...content } = parsed.data;
    valid.push({ record: parsed.data, hash: await contentHash(content), index, ...(keep && { keep }) });
  }
  return valid;
}

/** Counts a stale record and answers it (and logs it: its line among the refusals, marked `stale`). */
export function markStale(outcome: BatchOutcome, record: StaleRecord): void {
  outcome.stale += 1;
  outcome.staleRecords.push(record);
  outcome.refusals.push(staleLine(record));
}

/**
 * The order step (source-version.ts): records older than the version the site has are taken out
 * as stale; answers the others and the stored versions (by keyOf).
 */
export async function newerOnly<T extends Sourced>(
  db: D1Database,
  siteId: number,
  kind: VersionKind,
  valid: Checked<T>[],
  outcome: BatchOutcome,
): Promise<{ newer: Checked<T>[]; stored: Map<string, SourceVersion> }> {
  const versioned = valid.filter(({ record }) => versionOf(record) !== null);
  const stored = await storedVersions(
    db,
    siteId,
    kind,
    versioned.map(({ record }) => [record.source, record.externalId]),
  );
  const newer = valid.filter(({ record }) => {
    const given = versionOf(record);
    const known = stored.get(keyOf(record.source, record.externalId));
    if (!given || !known || !isOlder(given, known)) return true;
    markStale(outcome, { source: record.source, externalId: record.externalId, stale: true, given, stored: known });
    return false;
  });
  return { newer, stored };
}

/**
 * Stores the newer version of records that write nothing else (unchanged: same content, newer
 * version), so an older write that comes later is still refused. One that a newer write
 * overtook meanwhile is stale.
 */
async function keepVersions<T extends Sourced>(
  db: D1Database,
  siteId: number,
  kind: VersionKind,
  unchanged: Checked<T>[],
  stored: ReadonlyMap<string, SourceVersion>,
  outcome: BatchOutcome,
): Promise<void> {
  const raised = unchanged.flatMap(({ record }) => {
    const given = versionOf(record);
    return given && isNewer(given, stored.get(keyOf(record.source, record.externalId))) ? [{ record, given }] : [];
  });
  for (const { record, given } of raised) {
    try {
      await versionStatement(db, siteId, kind, record.source, record.externalId, given).run();
    } catch (error) {
      if (!isStaleError(error)) throw error;
      outcome.unchanged -= 1;
      markStale(outcome, { source: record.source, externalId: record.externalId, stale: true, given, stored: null });
    }
  }
}

/** The statement that stores a written record's version, first in its batch (it fails the batch when a newer one came meanwhile); none without a version. */
export function versionStatements(db: D1Database, siteId: number, kind: VersionKind, record: Sourced): D1PreparedStatement[] {
  const given = versionOf(record);
  return given ? [versionStatement(db, siteId, kind, record.source, record.externalId, given)] : [];
}

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
    else refuse(item.record.source, item.record.externalId, [{ path: '', reason: `could not be written: ${error}` }]);
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
