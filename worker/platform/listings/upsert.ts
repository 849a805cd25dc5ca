import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { CONSOLE_SOURCE } from '../../../shared/contract/console-listings';
import type { AddressDisplay } from '../../../shared/domain/site-settings';
import { type StoredEstate, storedEstates } from './estates-table';
import { type NormalizedListing, normalizedListingSchema } from './normalized';
import { type BatchOutcome, type Checked, checkRecords, keyOf, newerOnly, type Refuse, startOutcome } from './record-batch';
import { changedOnly, writeAll } from './batch-writes';
import { versionedDelete } from './source-version';
import { acceptedBy, type HeldFinding, heldKeys, releaseStatement } from './held';
import { withoutFaultyUnits } from './faulty-units';
import { allocateIds, deleteStatements, type MapRow, mapRows } from './external-ids';
import { type LeftOutUnit, type PrepareContext, type Prepared, prepareListing } from './upsert-listing';

export type { LeftOutUnit } from './upsert-listing';

/**
 * How a batch is written: `accepted`, values the owner accepted that are not believable (held.ts),
 * written as sent; `leftOut`, units a mapping left out of their project, by keyOf(source, project id);
 * `display`, how the site shows addresses (what the ad shows decides whether the law asks for an
 * EPC code: shared/domain/ad-rules).
 */
export interface UpsertOptions {
  accepted?: readonly HeldFinding[];
  leftOut?: ReadonlyMap<string, readonly LeftOutUnit[]>;
  display?: AddressDisplay;
  /** The connection that writes (a CRM's, an ingest key's): each listing written is marked its, and one another connection wrote last gets a line. */
  connectionId?: number;
}

/** The outcome of one batch: the counts, each refusal, and the estates whose answers changed. */
export interface UpsertOutcome extends BatchOutcome {
  changedEstateIds: number[];
}

/** One batch being written: the database, the site, the moment, the outcome being filled and the function that refuses into it. */
interface Batch {
  db: D1Database;
  siteId: number;
  now: string;
  outcome: UpsertOutcome;
  refuse: Refuse;
}

/**
 * Creates or replaces listings of one site by the source's ids (docs/crm-connectors.md,
 * "The ingest API"). Each record is checked alone: a valid one is written (with a project's units, in
 * one D1 batch, so never half), an invalid one is refused with its id, field path and reason
 * and its previous version stays. A listing identical to what was last written (same content
 * hash) writes nothing. Units gone from a project are deleted.
 * @example await upsertListings(env.DB, 1, [{ source: 'whise', externalId: '4242', … }])
 */
export async function upsertListings(
  db: D1Database,
  siteId: number,
  records: readonly unknown[],
  now = new Date().toISOString(),
  options: UpsertOptions = {},
): Promise<UpsertOutcome> {
  const batch: Batch = { db, siteId, now, ...startOutcome({ changedEstateIds: [] as number[] }) };
  const valid = await check(batch, records);
  const { newer, changed, known } = await orderByVersion(batch, valid);
  const claimed = await claimIds(batch, changed, known);
  const { prepared, holds } = await prepareEach(batch, newer, changed, claimed, options);
  const written = await write(batch, prepared, holds);
  if (written.length < changed.length) await giveBackIds(batch, claimed.fresh);
  return answer(batch.outcome, written);
}

/**
 * Step 1, check: every record against the schema (a project's faulty units left out alone); a
 * source id twice in one batch is refused the second time; a listing the agency made its own
 * when its connection was deleted is not the source's any more.
 */
async function check({ db, siteId, outcome, refuse }: Batch, records: readonly unknown[]): Promise<Checked<NormalizedListing>[]> {
  const checked = await checkRecords(records, normalizedListingSchema, 'listings', outcome, refuse, withoutFaultyUnits);
  const own = await madeOwn(db, siteId, checked);
  return checked.filter(({ record }) => {
    const estateId = own.get(keyOf(record.source, record.externalId));
    if (estateId !== undefined)
      refuse(record.source, record.externalId, [
        { path: 'externalId', reason: madeOwnReason(estateId), words: { reason: { key: 'madeOwn', listing: estateId } } },
      ]);
    return estateId === undefined;
  });
}

/**
 * The listings of these records the agency made its own when it deleted their connection
 * (listings/takeover.ts) and keeps online, by the source's key: their estate ids.
 */
async function madeOwn(db: D1Database, siteId: number, checked: readonly { record: NormalizedListing }[]): Promise<Map<string, number>> {
  const keys = checked.filter(({ record }) => record.source !== CONSOLE_SOURCE).map(({ record }) => [record.source, record.externalId]);
  if (keys.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT d.former_source AS source, d.former_external_id AS external_id, x.estate_id FROM json_each(?2) k
       JOIN listing_drafts d ON d.site_id = ?1 AND d.former_source = k.value ->> '$[0]' AND d.former_external_id = k.value ->> '$[1]'
       JOIN external_ids x ON x.site_id = d.site_id AND x.source = '${CONSOLE_SOURCE}' AND x.external_id = d.external_id
       JOIN estates e ON e.id = x.estate_id AND e.site_id = d.site_id`,
    )
    .bind(siteId, JSON.stringify(keys))
    .all<{ source: string; external_id: string; estate_id: number }>();
  return new Map(results.map((row) => [keyOf(row.source, row.external_id), row.estate_id]));
}

/** Why the source's write of a listing the agency made its own is refused, in the sync log. */
const madeOwnReason = (estateId: number) =>
  `the agency made this listing its own (listing ${estateId} in the console) when its connection was deleted: ` +
  'the CRM no longer writes it; once the agency takes it offline in the console, the next write publishes it again';

/**
 * Step 2, order by version: a listing older than the version the site has is stale
 * (source-version.ts); of the newer, those identical to what was last written write nothing but
 * their newer version. Answers the newer, among them the changed, and the rows the site has of them (by keyOf).
 */
async function orderByVersion({ db, siteId, outcome }: Batch, valid: Checked<NormalizedListing>[]) {
  const { newer, stored: versions } = await newerOnly(db, siteId, 'listing', valid, outcome);
  const known = await mapRows(
    db,
    siteId,
    newer.map(({ record }) => [record.source, record.externalId]),
  );
  const byKey = new Map(known.map((row) => [keyOf(row.source, row.external_id), row]));
  const changed = await changedOnly(db, siteId, 'listing', newer, byKey, versions, outcome);
  return { newer, changed, known: byKey };
}

/** The estate ids of the changed listings and their units (by keyOf), their rows, their stored estates, and the ids claimed now. */
interface Claimed {
  ids: Map<string, MapRow>;
  rows: MapRow[];
  stored: Map<number, StoredEstate>;
  /** The ids given to records that had none: given back if their listing is not written. */
  fresh: number[];
}

/** Step 3, claim ids: a changed listing and each of its units keep their estate ids, or get new ones; their stored estates read. */
async function claimIds({ db, siteId, now }: Batch, changed: Checked<NormalizedListing>[], known: ReadonlyMap<string, MapRow>): Promise<Claimed> {
  const wanted = changed.flatMap(({ record: listing }) => [
    { source: listing.source, externalId: listing.externalId, parent: null },
    ...listing.units.map((unit) => ({ source: unit.source, externalId: unit.externalId, parent: listing.externalId })),
  ]);
  const missing = wanted.filter((key) => !known.has(keyOf(key.source, key.externalId)));
  await allocateIds(db, siteId, missing, now);
  const rows = await mapRows(
    db,
    siteId,
    changed.map(({ record }) => [record.source, record.externalId]),
  );
  const ids = new Map(rows.map((row) => [keyOf(row.source, row.external_id), row]));
  const estates = await storedEstates(
    db,
    rows.map((row) => row.estate_id),
  );
  const stored = new Map(estates.map((row) => [row.id, row]));
  const fresh = missing.flatMap((key) => ids.get(keyOf(key.source, key.externalId))?.estate_id ?? []);
  return { ids, rows, stored, fresh };
}

/**
 * Step 4, prepare each listing (upsert-listing.ts): judged for magnitudes, mapped onto estates,
 * checked, its statements. Answers the listings to write and the holds to store; a listing sent
 * again as it is online (unchanged) is no longer held.
 */
async function prepareEach(
  { db, siteId, now, outcome, refuse }: Batch,
  newer: Checked<NormalizedListing>[],
  changed: Checked<NormalizedListing>[],
  { ids, rows, stored }: Claimed,
  options: UpsertOptions,
): Promise<{ prepared: Prepared[]; holds: D1PreparedStatement[] }> {
  const holding = newer.length > 0 ? await heldKeys(db, siteId) : new Set<string>();
  const holds = newer
    .filter((checked) => !changed.includes(checked) && holding.has(keyOf(checked.record.source, checked.record.externalId)))
    .map(({ record }) => releaseStatement(db, siteId, record.source, record.externalId));
  const isAccepted = acceptedBy(options.accepted ?? []);
  const context: PrepareContext = {
    db,
    siteId,
    now,
    ids,
    rows,
    stored,
    holding,
    isAccepted,
    leftOut: options.leftOut,
    display: options.display,
    connectionId: options.connectionId,
    outcome,
    refuse,
  };
  const prepared: Prepared[] = [];
  for (const listing of changed) {
    const one = prepareListing(context, listing);
    if (one && 'hold' in one) holds.push(one.hold);
    else if (one) prepared.push(one.prepared);
  }
  return { prepared, holds };
}

/**
 * Step 5, write: all listings in one transaction; if that fails, each in its own, so one bad
 * write refuses only its listing (which keeps its previous version); then the holds.
 */
async function write({ db, outcome, refuse }: Batch, prepared: Prepared[], holds: D1PreparedStatement[]): Promise<Prepared[]> {
  const written = await writeAll(db, prepared, outcome, refuse);
  if (holds.length > 0) await db.batch(holds);
  return written;
}

/** Step 6, give back ids: those claimed for listings refused before they ever had an estate. */
async function giveBackIds({ db, siteId }: Batch, fresh: number[]): Promise<void> {
  if (fresh.length === 0) return;
  await db
    .prepare(
      `DELETE FROM external_ids WHERE site_id = ?1 AND estate_id IN (SELECT value FROM json_each(?2))
       AND NOT EXISTS (SELECT 1 FROM estates WHERE estates.id = external_ids.estate_id)`,
    )
    .bind(siteId, JSON.stringify(fresh))
    .run();
}

/** The addresses of a listing's pictures and their thumbnails, its units' too. */
const picturesOf = (listing: NormalizedListing): string[] =>
  [listing, ...listing.units].flatMap((record) => record.pictures.flatMap((picture) => [picture.url, ...(picture.thumbnailUrl ? [picture.thumbnailUrl] : [])]));

/** Step 7, answer: what the written listings changed, their warnings, the ad's findings and the pictures they name. */
function answer(outcome: UpsertOutcome, written: Prepared[]): UpsertOutcome {
  for (const item of written) {
    outcome.deleted += item.removedUnits;
    outcome.changedEstateIds.push(...item.estateIds);
    outcome.warnings.push(...item.warnings);
    outcome.findings.push(...item.findings);
    outcome.pictures.push(...picturesOf(item.record));
    outcome.translate.push(...item.estateIds);
  }
  return outcome;
}

/**
 * Deletes one listing (a project with its units) by the source's id, held to the order of
 * versions (source-version.ts versionedDelete). Answers the estate ids it removed (none when
 * the site has no such listing).
 */
export const deleteListing = versionedDelete('listing', async (db, siteId, source, externalId, version) => {
  const rows = (await mapRows(db, siteId, [[source, externalId]])).filter((row) => row.source === source);
  const found = rows.some((row) => row.external_id === externalId);
  await db.batch([version, ...(found ? deleteStatements(db, siteId, rows) : [])]);
  return found ? rows.map((row) => row.estate_id) : [];
});
