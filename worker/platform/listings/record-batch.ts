import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type * as z from 'zod';
import { issuesOf } from '../kit/validate';
import { sha256 } from '../kit/tokens';
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
import type { CrmReasonWords } from '../../../shared/contract/console-crm-reasons';
import { issueReason } from './issue-words';

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
  /** The addresses of the pictures the records written name, to be made in sizes (media/sizes.ts). */
  pictures: string[];
  /** The estates written, whose missing languages are to be made (translations/queue.ts). */
  translate: number[];
}

/** A record by the source's own ids, with the version its source gave it (source-version.ts). */
export interface Sourced {
  source: string;
  externalId: string;
  updatedAt?: string;
  version?: number;
}

/** A line of a record's: the field at fault, why in English, and why as a key with values for the console (connections/sync-log.ts). */
export interface ReasonLine {
  path: string;
  reason: string;
  words?: CrmReasonWords;
}

/** Refuses one record (counted once) with each of its reasons. */
export type Refuse = (source: string | null, externalId: string | null, refusals: ReasonLine[]) => void;

/** A record checked against its schema, with its content hash. */
export interface Checked<T> {
  record: T;
  hash: string;
  /** Its place in the batch (`listings.{index}` in a refusal's path). */
  index: number;
  /** Parts left out because only they were at fault (a project's units, by id): their version online stays. */
  keep?: string[];
  /** The places those parts had in the record as sent (their index in `units`), so every line names the others where they were sent. */
  skipped?: number[];
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
) => { record: unknown; keep: string[]; skipped: number[]; lines: (ReasonLine & { externalId: string | null })[] } | null;

/** The map key of a source's id. */
export const keyOf = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/** SHA-256 (hex) of a record as parsed: the same record sent again has the same hash. */
export const contentHash = (record: unknown): Promise<string> => sha256(JSON.stringify(record));

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
    pictures: [],
    translate: [],
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
    let left: { keep: string[]; skipped: number[] } | undefined;
    const without = parsed.success ? null : withoutFaultyParts?.(record, parsed.error.issues, `${field}.${index}.`);
    if (without) {
      const again = schema.safeParse(without.record, { reportInput: true });
      if (again.success) {
        [parsed, left] = [again, { keep: without.keep, skipped: without.skipped }];
        outcome.refusals.push(...without.lines.map((line) => ({ source, ...line, held: true as const })));
      }
    }
    if (!parsed.success) {
      const { issues } = parsed.error;
      refuse(
        source,
        externalId,
        issuesOf(parsed.error).map(({ path }, at) => ({
          path: `${field}.${index}.${path}`,
          reason: reasonOf(issues[at]!),
          words: { reason: issueReason(issues[at]!) },
        })),
      );
      continue;
    }
    const key = keyOf(parsed.data.source, parsed.data.externalId);
    if (seen.has(key)) {
      refuse(source, externalId, [{ path: `${field}.${index}.externalId`, reason: 'sent twice in this batch', words: { reason: { key: 'sentTwice' } } }]);
      continue;
    }
    seen.add(key);
    // The version is not content: the same listing sent again with a newer one is unchanged (its version is kept: keepVersions).
    const { updatedAt: _at, version: _version, ...content } = parsed.data;
    valid.push({ record: parsed.data, hash: await contentHash(content), index, ...left });
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
export async function keepVersions<T extends Sourced>(
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
