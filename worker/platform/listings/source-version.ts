import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { Refusal } from '../connections/sync-log';

/*
 * Order holds (docs/crm-connectors.md, "Order: older writes are refused as stale"): each write
 * of a listing or holiday rental unit may carry its source's own version, a modification time
 * (`updatedAt`: SweepBright's `updated_at`, Whise's `UpdateDateTime`, Omnicasa's
 * `LastChangedDate`, an integrator's) and/or a version number (`version`). The newest one
 * written is kept per record (source_versions, migration 0048); a write or delete older than it
 * is refused as stale, and the stored one stays. Equal is taken: the same write again is
 * `unchanged`, a write mapped again from the same version (after a mapping fix) is written.
 * A write without a version is taken as before (last write wins) and changes nothing stored.
 */

/** Which map the version belongs to: listings (external_ids) or holiday rental units (rental_external_ids). */
export type VersionKind = 'listing' | 'rental';

/** A record's version: its source's modification time (UTC, `YYYY-MM-DDTHH:MM:SS.sssZ`) and/or its version number. */
export interface SourceVersion {
  updatedAt: string | null;
  version: number | null;
}

/** A record not taken because the site has a newer version of it. */
export interface StaleRecord {
  source: string;
  externalId: string;
  stale: true;
  /** What the write carried. */
  given: SourceVersion;
  /** What the site has; null when a newer write came in while this one was being written. */
  stored: SourceVersion | null;
}

/** The message of the trigger that refuses to lower a stored version (migration 0048). */
const STALE_MESSAGE = 'older than the stored source version';

/** Whether a D1 failure is the trigger refusing an older version. */
export const isStaleError = (error: unknown) => (error instanceof Error ? error.message : String(error)).includes(STALE_MESSAGE);

const ISO_LIKE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/;
const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/**
 * A source's time of change as UTC (`YYYY-MM-DDTHH:MM:SS.sssZ`), or null when it is none: an
 * ISO time with or without its zone, `Y-m-d H:i:s`, or WCF's `/Date(ms+0100)/`. A time without
 * a zone (Whise's, Omnicasa's) is read as UTC: it is only ever compared with the same source's
 * own times of the same record, so the zone it was meant in does not change the order.
 * @example sourceTime('2026-03-02 10:00:00') // '2026-03-02T10:00:00.000Z'
 */
export function sourceTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const ms = MS_DATE.exec(text);
  if (ms) return timeOf(Number(ms[1]));
  const iso = ISO_LIKE.exec(text);
  if (!iso) return null;
  const [, date, time, zone] = iso;
  // Milliseconds at most: Date reads no more digits.
  const clock = time!.replace(/(\.\d{3})\d+$/, '$1');
  return timeOf(Date.parse(`${date}T${clock.length === 5 ? `${clock}:00` : clock}${zone ?? 'Z'}`));
}

const timeOf = (ms: number) => (Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : null);

/** The newest of several times (a project's and its units'), or null when none is given. */
export function newestTime(times: readonly (string | null)[]): string | null {
  return times.reduce<string | null>((newest, time) => (time !== null && (newest === null || time > newest) ? time : newest), null);
}

/** The version a record carries, or null when it carries none. */
export function versionOf(record: { updatedAt?: string | null; version?: number | null }): SourceVersion | null {
  const updatedAt = record.updatedAt ? sourceTime(record.updatedAt) : null;
  const version = typeof record.version === 'number' ? record.version : null;
  return updatedAt === null && version === null ? null : { updatedAt, version };
}

/** Whether `given` is older than `stored` by the time or the number both carry (equal is not older). */
export function isOlder(given: SourceVersion, stored: SourceVersion): boolean {
  if (given.updatedAt !== null && stored.updatedAt !== null && given.updatedAt < stored.updatedAt) return true;
  return given.version !== null && stored.version !== null && given.version < stored.version;
}

/** Whether `given` raises what is stored (so it must be written even when nothing else changes). */
export function isNewer(given: SourceVersion, stored: SourceVersion | undefined): boolean {
  if (!stored) return true;
  return (given.updatedAt !== null && given.updatedAt !== stored.updatedAt) || (given.version !== null && given.version !== stored.version);
}

const keyOf = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/** The stored versions of these records of a site, by `source\0externalId`. */
export async function storedVersions(db: D1Database, siteId: number, kind: VersionKind, keys: [string, string][]): Promise<Map<string, SourceVersion>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .prepare(
      `SELECT v.source, v.external_id, v.updated_at, v.version FROM json_each(?3) AS k
       CROSS JOIN source_versions v ON v.site_id = ?1 AND v.kind = ?2 AND v.source = k.value ->> '$[0]' AND v.external_id = k.value ->> '$[1]'`,
    )
    .bind(siteId, kind, JSON.stringify(keys))
    .all<{ source: string; external_id: string; updated_at: string | null; version: number | null }>();
  return new Map(rows.results.map((row) => [keyOf(row.source, row.external_id), { updatedAt: row.updated_at, version: row.version }]));
}

/**
 * Stores a record's version (what it does not carry stays as stored); `deletedAt` marks a delete.
 * Fails (the trigger of migration 0048), and with it the D1 batch it is in, when the version is
 * older than the stored one: put it first in the batch.
 */
export function versionStatement(
  db: D1Database,
  siteId: number,
  kind: VersionKind,
  source: string,
  externalId: string,
  version: SourceVersion,
  deletedAt: string | null = null,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO source_versions (site_id, kind, source, external_id, updated_at, version, deleted_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (site_id, kind, source, external_id) DO UPDATE SET updated_at = coalesce(excluded.updated_at, updated_at),
         version = coalesce(excluded.version, version), deleted_at = excluded.deleted_at`,
    )
    .bind(siteId, kind, source, externalId, version.updatedAt, version.version, deletedAt);
}

const describe = ({ updatedAt, version }: SourceVersion) =>
  [updatedAt === null ? null : `updatedAt ${updatedAt}`, version === null ? null : `version ${version}`].filter(Boolean).join(', ');

/** The sync log's line of a stale record (among the refusals, marked `stale`): a write's, or a removal's the CRM's sync made. */
export function staleLine(record: StaleRecord, what: 'write' | 'removal' = 'write'): Refusal {
  const path = record.given.updatedAt !== null && (record.stored === null || record.stored.updatedAt !== null) ? 'updatedAt' : 'version';
  const stored = record.stored ? ` (the site has ${describe(record.stored)})` : ' (a newer one was written meanwhile)';
  return {
    source: record.source,
    externalId: record.externalId,
    path,
    reason: `stale: this ${what} (${describe(record.given)}) is older than the version on the site${stored}; not taken, the newer version stays`,
    stale: true,
    words: { reason: { key: 'stale', removal: what === 'removal', given: record.given, stored: record.stored } },
  };
}

/** What a delete did: the ids it removed (none when the site had no such record), or that it was stale. */
export interface DeleteOutcome {
  removed: number[];
  /** The delete was older than the version the site has: nothing was removed. */
  stale: StaleRecord | null;
}

/** A delete by the source's id, as the ingest API and the CRMs' syncs call it. */
export type VersionedDelete = (
  db: D1Database,
  siteId: number,
  source: string,
  externalId: string,
  given?: SourceVersion | null,
  now?: string,
) => Promise<DeleteOutcome>;

/**
 * A delete held to the order of versions: with the source's version of the delete, refused as
 * stale when older than the one the site has (nothing removed), else kept, so a delayed older
 * write cannot bring the record back; without one, the stored version is forgotten (the source
 * may start its record again from scratch). `remove` runs the version's statement first in its batch (it fails the batch when a newer version was
 * written meanwhile: stale too) and answers the ids it removed.
 */
export function versionedDelete(
  kind: VersionKind,
  remove: (db: D1Database, siteId: number, source: string, externalId: string, version: D1PreparedStatement) => Promise<number[]>,
): VersionedDelete {
  return async (db, siteId, source, externalId, given = null, now = new Date().toISOString()) => {
    if (given) {
      const stored = (await storedVersions(db, siteId, kind, [[source, externalId]])).get(keyOf(source, externalId));
      if (stored && isOlder(given, stored)) return { removed: [], stale: { source, externalId, stale: true, given, stored } };
    }
    const version = given
      ? versionStatement(db, siteId, kind, source, externalId, given, now)
      : db.prepare('DELETE FROM source_versions WHERE site_id = ?1 AND kind = ?2 AND source = ?3 AND external_id = ?4').bind(siteId, kind, source, externalId);
    try {
      return { removed: await remove(db, siteId, source, externalId, version), stale: null };
    } catch (error) {
      if (given && isStaleError(error)) return { removed: [], stale: { source, externalId, stale: true, given, stored: null } };
      throw error;
    }
  };
}
