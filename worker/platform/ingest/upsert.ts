import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { RawEstate } from '../../../shared/platform-api/raw/estate';
import { estateUpsert } from '../estates-table';
import { priceChangeOver, type StoredEstate, storedEstates, validateEstate } from '../import';
import { createCityLookup } from '../postal-codes';
import { type NormalizedListing, normalizedListingSchema } from '../providers/normalized';
import { toRawEstate } from '../providers/to-raw-estate';
import { issuesOf } from '../validate';
import type { Refusal, SyncCounts } from './sync-log';

/** The outcome of one batch: the counts, each refusal, and the estates whose answers changed. */
export interface UpsertOutcome extends SyncCounts {
  refusals: Refusal[];
  changedEstateIds: number[];
}

interface MapRow {
  source: string;
  external_id: string;
  estate_id: number;
  parent_external_id: string | null;
  content_hash: string | null;
}

const lookupCity = createCityLookup();
const keyOf = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/** SHA-256 (hex) of a record as parsed: the same record sent again has the same hash. */
export async function contentHash(record: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(record)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The map rows of these keys on a site, and of the units their projects had (both by index). */
async function mapRows(db: D1Database, siteId: number, keys: [string, string][]): Promise<MapRow[]> {
  if (keys.length === 0) return [];
  const columns = 'm.source, m.external_id, m.estate_id, m.parent_external_id, m.content_hash';
  const rows = await db
    .prepare(
      `SELECT ${columns} FROM json_each(?2) AS k CROSS JOIN external_ids m ON m.site_id = ?1 AND m.source = k.value ->> '$[0]' AND m.external_id = k.value ->> '$[1]'
       UNION
       SELECT ${columns} FROM json_each(?2) AS k CROSS JOIN external_ids m ON m.site_id = ?1 AND m.source = k.value ->> '$[0]' AND m.parent_external_id = k.value ->> '$[1]'`,
    )
    .bind(siteId, JSON.stringify(keys))
    .all<MapRow>();
  return rows.results;
}

/**
 * Claims estate ids for keys that have none, in one statement: above every estate id and
 * every claimed one, one each in the keys' order, so ids never collide across sources or
 * sites (D1 runs one write at a time). A key claimed meanwhile keeps its id.
 */
async function allocateIds(db: D1Database, siteId: number, wanted: { source: string; externalId: string; parent: string | null }[], now: string): Promise<void> {
  if (wanted.length === 0) return;
  await db
    .prepare(
      `INSERT INTO external_ids (site_id, source, external_id, estate_id, parent_external_id, content_hash, updated_at)
       SELECT ?1, k.value ->> '$[0]', k.value ->> '$[1]', base.id + k.key + 1, k.value ->> '$[2]', NULL, ?3
       FROM json_each(?2) AS k, (SELECT max(coalesce((SELECT max(id) FROM estates), 0), coalesce((SELECT max(estate_id) FROM external_ids), 0)) AS id) AS base
       WHERE true
       ON CONFLICT (site_id, source, external_id) DO NOTHING`,
    )
    .bind(siteId, JSON.stringify(wanted.map(({ source, externalId, parent }) => [source, externalId, parent])), now)
    .run();
}

/** Deletes estates and their map rows (a listing withdrawn, or a unit gone from its project). */
export function deleteStatements(db: D1Database, siteId: number, rows: Pick<MapRow, 'source' | 'external_id' | 'estate_id'>[]): D1PreparedStatement[] {
  return rows.flatMap((row) => [
    db.prepare('DELETE FROM estate_collection_members WHERE estate_id = ?1').bind(row.estate_id),
    db.prepare('DELETE FROM estates WHERE id = ?1 AND site_id = ?2').bind(row.estate_id, siteId),
    db.prepare('DELETE FROM external_ids WHERE site_id = ?1 AND source = ?2 AND external_id = ?3').bind(siteId, row.source, row.external_id),
  ]);
}

/** One listing, mapped and checked, ready to be written in one batch. */
interface Prepared {
  listing: NormalizedListing;
  statements: D1PreparedStatement[];
  created: boolean;
  estateIds: number[];
  removedUnits: number;
}

function cityStatement(db: D1Database, estate: RawEstate): D1PreparedStatement {
  const { city, region, geoLocation } = estate.general.address;
  const centre = lookupCity(city.zip, city.name.nl);
  const known = centre.ok && centre.city.lat !== null && centre.city.lon !== null ? { lat: centre.city.lat, lon: centre.city.lon } : null;
  const at = known ?? { lat: geoLocation?.lat ?? 0, lon: geoLocation?.lon ?? 0 };
  // The filters list cities from this table (routes/filters.ts).
  return db
    .prepare('INSERT INTO cities (id, zip, name, region, lat, lon) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (id) DO NOTHING')
    .bind(city.id, city.zip, JSON.stringify(city.name), region, at.lat, at.lon);
}

/**
 * Creates or replaces listings of one site by the source's ids (issue 29, README "Ingest
 * API"). Each record is checked alone: a valid one is written (with a project's units, in
 * one D1 batch, so never half), an invalid one is refused with its id, field path and reason
 * and its previous version stays. A listing identical to what was last written (same content
 * hash) writes nothing. Units gone from a project are deleted.
 * @example await upsertListings(env.DB, 1, [{ source: 'whise', externalId: '4242', … }])
 */
export async function upsertListings(db: D1Database, siteId: number, records: readonly unknown[], now = new Date().toISOString()): Promise<UpsertOutcome> {
  const outcome: UpsertOutcome = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0, refusals: [], changedEstateIds: [] };
  const refuse = (source: string | null, externalId: string | null, refusals: { path: string; reason: string }[]) => {
    outcome.refused += 1;
    outcome.refusals.push(...refusals.map((refusal) => ({ source, externalId, ...refusal })));
  };

  // 1. Every record against the schema; a source id twice in one batch is refused the second time.
  const valid: { listing: NormalizedListing; hash: string }[] = [];
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    const given = (record ?? {}) as { source?: unknown; externalId?: unknown };
    const source = typeof given.source === 'string' ? given.source : null;
    const externalId = typeof given.externalId === 'string' ? given.externalId : null;
    const parsed = normalizedListingSchema.safeParse(record);
    if (!parsed.success) {
      refuse(source, externalId, issuesOf(parsed.error).map(({ path, message }) => ({ path: `listings.${index}.${path}`, reason: message })));
      continue;
    }
    const key = keyOf(parsed.data.source, parsed.data.externalId);
    if (seen.has(key)) {
      refuse(source, externalId, [{ path: `listings.${index}.externalId`, reason: 'sent twice in this batch' }]);
      continue;
    }
    seen.add(key);
    valid.push({ listing: parsed.data, hash: await contentHash(parsed.data) });
  }

  // 2. Unchanged listings write nothing; the others get (or keep) their estate ids.
  const known = await mapRows(db, siteId, valid.map(({ listing }) => [listing.source, listing.externalId]));
  const byKey = new Map(known.map((row) => [keyOf(row.source, row.external_id), row]));
  const changed = valid.filter(({ listing, hash }) => {
    const same = byKey.get(keyOf(listing.source, listing.externalId))?.content_hash === hash;
    if (same) outcome.unchanged += 1;
    return !same;
  });
  const wanted = changed.flatMap(({ listing }) => [
    { source: listing.source, externalId: listing.externalId, parent: null },
    ...listing.units.map((unit) => ({ source: unit.source, externalId: unit.externalId, parent: listing.externalId })),
  ]);
  await allocateIds(db, siteId, wanted.filter((key) => !byKey.has(keyOf(key.source, key.externalId))), now);
  const rows = await mapRows(db, siteId, changed.map(({ listing }) => [listing.source, listing.externalId]));
  const ids = new Map(rows.map((row) => [keyOf(row.source, row.external_id), row]));
  const stored = new Map((await storedEstates(db, rows.map((row) => row.estate_id))).map((row): [number, StoredEstate] => [row.id, row]));

  // 3. Each listing mapped onto estates, checked as the import checks them, and its statements.
  const prepared: Prepared[] = [];
  for (const { listing, hash } of changed) {
    const idMap = (source: string, externalId: string) => ids.get(keyOf(source, externalId))!.estate_id;
    const mapped = toRawEstate(listing, lookupCity, idMap, { now, publishedBefore: (id) => stored.get(id)?.publication_date });
    if (!mapped.ok) {
      refuse(listing.source, listing.externalId, mapped.refusals);
      continue;
    }
    const problems = mapped.estates.flatMap((estate, index) => {
      const checked = validateEstate(estate);
      const where = index === 0 ? '' : `units.${index - 1}.`;
      const foreign = stored.get(estate.general.id);
      const owner = foreign && foreign.site_id !== siteId ? [{ path: `${where}externalId`, reason: `estate ${estate.general.id} belongs to another site` }] : [];
      return [...owner, ...(checked.ok ? [] : checked.issues.map((issue) => ({ path: `${where}(estate) ${issue.path}`, reason: issue.message })))];
    });
    if (problems.length > 0) {
      refuse(listing.source, listing.externalId, problems);
      continue;
    }
    const unitKeys = new Set(listing.units.map((unit) => keyOf(unit.source, unit.externalId)));
    const gone = rows.filter((row) => row.parent_external_id === listing.externalId && row.source === listing.source && !unitKeys.has(keyOf(row.source, row.external_id)));
    const created = !stored.has(mapped.estates[0]!.general.id);
    const statements = [
      ...deleteStatements(db, siteId, gone),
      ...mapped.estates.map((estate) => {
        const { sql, params } = estateUpsert(siteId, estate, priceChangeOver(stored.get(estate.general.id), estate, now));
        return db.prepare(sql).bind(...params);
      }),
      cityStatement(db, mapped.estates[0]!),
      ...mapped.estates.slice(1).map((unit) => cityStatement(db, unit)),
      db.prepare('UPDATE external_ids SET content_hash = ?4, updated_at = ?5 WHERE site_id = ?1 AND source = ?2 AND external_id = ?3').bind(siteId, listing.source, listing.externalId, hash, now),
    ];
    prepared.push({ listing, statements, created, estateIds: [...mapped.estates.map((estate) => estate.general.id), ...gone.map((row) => row.estate_id)], removedUnits: gone.length });
  }

  // 4. All listings in one transaction; if that fails, each in its own, so one bad write
  // refuses only its listing (which keeps its previous version).
  const written = await writeAll(db, prepared, (item, error) => refuse(item.listing.source, item.listing.externalId, [{ path: '', reason: `could not be written: ${error}` }]));
  // Ids claimed for listings that were refused before they ever had an estate are given back.
  const claimed = wanted.filter((key) => !byKey.has(keyOf(key.source, key.externalId))).map((key) => ids.get(keyOf(key.source, key.externalId))?.estate_id);
  if (written.length < changed.length && claimed.length > 0) {
    await db
      .prepare('DELETE FROM external_ids WHERE site_id = ?1 AND estate_id IN (SELECT value FROM json_each(?2)) AND NOT EXISTS (SELECT 1 FROM estates WHERE estates.id = external_ids.estate_id)')
      .bind(siteId, JSON.stringify(claimed))
      .run();
  }
  for (const item of written) {
    if (item.created) outcome.created += 1;
    else outcome.updated += 1;
    outcome.deleted += item.removedUnits;
    outcome.changedEstateIds.push(...item.estateIds);
  }
  return outcome;
}

/** Writes every item's statements in one transaction; if that fails, each item in its own. */
export async function writeAll<T extends { statements: D1PreparedStatement[] }>(db: D1Database, prepared: T[], failed: (item: T, error: string) => void): Promise<T[]> {
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

/**
 * Deletes one listing (a project with its units) by the source's id. Answers the estate ids
 * it removed; none when the site has no such listing.
 */
export async function deleteListing(db: D1Database, siteId: number, source: string, externalId: string): Promise<number[]> {
  const rows = (await mapRows(db, siteId, [[source, externalId]])).filter((row) => row.source === source);
  if (!rows.some((row) => row.external_id === externalId)) return [];
  await db.batch(deleteStatements(db, siteId, rows));
  return rows.map((row) => row.estate_id);
}
