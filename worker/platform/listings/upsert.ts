import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { CONSOLE_SOURCE } from '../../../shared/contract/console-listings';
import { estateUpsert } from './estates-table';
import { priceChangeOver, type StoredEstate, storedEstates } from './estates-table';
import { validateEstate } from './estate-schema';
import { createCityLookup } from '../postal-codes';
import { type NormalizedListing, normalizedListingSchema } from './normalized';
import { foreignFiles } from './normalized-files';
import { toRawEstate } from './to-raw-estate';
import { cityStatement } from './city-row';
import type { Refusal } from '../connections/sync-log';
import { type AdFindingRow, type BatchOutcome, checkRecords, keyOf, newerOnly, startOutcome, versionStatements } from './record-batch';
import { changedOnly, writeAll } from './batch-writes';
import { versionedDelete } from './source-version';
import { acceptedBy, type HeldFinding, heldKeys, heldLine, holdStatement, judgeListing, releaseStatement } from './held';
import { withoutFaultyUnits } from './faulty-units';
import type { AddressDisplay } from '../../../shared/domain/site-settings';
import { mapRows, allocateIds, deleteStatements } from './external-ids';
import { adFindings } from './ad-findings';

/** A project's unit a CRM's mapping left out (one it could not read): its version online stays, its line says why. */
export interface LeftOutUnit {
  externalId: string;
  path: string;
  reason: string;
}

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
}

/** The outcome of one batch: the counts, each refusal, and the estates whose answers changed. */
export interface UpsertOutcome extends BatchOutcome {
  changedEstateIds: number[];
}

const lookupCity = createCityLookup();

/** One listing, mapped and checked, ready to be written in one batch. */
interface Prepared {
  record: NormalizedListing;
  statements: D1PreparedStatement[];
  created: boolean;
  estateIds: number[];
  removedUnits: number;
  warnings: Refusal[];
  findings: AdFindingRow[];
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

/** The estate's city row: its centre from the postal-code table, none for a place outside it. */
function cityOf(db: D1Database, estate: RawEstate): D1PreparedStatement {
  const { city, region } = estate.general.address;
  const centre = lookupCity(city.zip, city.name.nl);
  return cityStatement(db, {
    id: city.id,
    zip: city.zip,
    name: city.name,
    region,
    lat: centre.ok ? centre.city.lat : null,
    lon: centre.ok ? centre.city.lon : null,
  });
}

/** The addresses of a listing's pictures and their thumbnails, its units' too. */
const picturesOf = (listing: NormalizedListing): string[] =>
  [listing, ...listing.units].flatMap((record) => record.pictures.flatMap((picture) => [picture.url, ...(picture.thumbnailUrl ? [picture.thumbnailUrl] : [])]));

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
  const { outcome, refuse } = startOutcome({ changedEstateIds: [] as number[] });

  // 1. Every record against the schema; a source id twice in one batch is refused the second time;
  // a listing the agency made its own when its connection was deleted is not the source's any more.
  const checked = await checkRecords(records, normalizedListingSchema, 'listings', outcome, refuse, withoutFaultyUnits);
  const own = await madeOwn(db, siteId, checked);
  const valid = checked.filter(({ record }) => {
    const estateId = own.get(keyOf(record.source, record.externalId));
    if (estateId !== undefined) refuse(record.source, record.externalId, [{ path: 'externalId', reason: madeOwnReason(estateId) }]);
    return estateId === undefined;
  });

  // 2. A listing older than the version the site has is stale (source-version.ts); unchanged
  // listings write nothing but a newer version; the others get (or keep) their estate ids.
  const { newer, stored: versions } = await newerOnly(db, siteId, 'listing', valid, outcome);
  const known = await mapRows(
    db,
    siteId,
    newer.map(({ record }) => [record.source, record.externalId]),
  );
  const byKey = new Map(known.map((row) => [keyOf(row.source, row.external_id), row]));
  const changed = await changedOnly(db, siteId, 'listing', newer, byKey, versions, outcome);
  const wanted = changed.flatMap(({ record: listing }) => [
    { source: listing.source, externalId: listing.externalId, parent: null },
    ...listing.units.map((unit) => ({ source: unit.source, externalId: unit.externalId, parent: listing.externalId })),
  ]);
  await allocateIds(
    db,
    siteId,
    wanted.filter((key) => !byKey.has(keyOf(key.source, key.externalId))),
    now,
  );
  const rows = await mapRows(
    db,
    siteId,
    changed.map(({ record }) => [record.source, record.externalId]),
  );
  const ids = new Map(rows.map((row) => [keyOf(row.source, row.external_id), row]));
  const stored = new Map(
    (
      await storedEstates(
        db,
        rows.map((row) => row.estate_id),
      )
    ).map((row): [number, StoredEstate] => [row.id, row]),
  );

  // 3. Each listing judged for magnitudes (plausibility.ts: a listing held whole, a project's unit
  // alone), mapped onto estates, checked as the import checks them, and its statements.
  const isAccepted = acceptedBy(options.accepted ?? []);
  const holding = newer.length > 0 ? await heldKeys(db, siteId) : new Set<string>();
  // A listing sent again as it is online (unchanged) is no longer held.
  const holds = newer
    .filter((checked) => !changed.includes(checked) && holding.has(keyOf(checked.record.source, checked.record.externalId)))
    .map(({ record }) => releaseStatement(db, siteId, record.source, record.externalId));
  const prepared: Prepared[] = [];
  for (const { record: sent, hash, index: at, keep: faulty = [] } of changed) {
    const leftOut = options.leftOut?.get(keyOf(sent.source, sent.externalId)) ?? [];
    const keep = [...faulty, ...leftOut.map(({ externalId }) => externalId)];
    outcome.refusals.push(...leftOut.map((unit) => ({ source: sent.source, ...unit, held: true as const })));
    const idMap = (source: string, externalId: string) => ids.get(keyOf(source, externalId))!.estate_id;
    const judged = judgeListing(sent, (record) => stored.get(idMap(record.source, record.externalId)), isAccepted);
    const where = `listings.${at}.`;
    const lines = (finding: HeldFinding, index: number | null) => heldLine(sent.source, finding, index === null ? where : `${where}units.${index}.`);
    if (judged.listing.length > 0) {
      // The listing itself is not believable: nothing of it is written, its version online stays.
      holds.push(holdStatement(db, siteId, sent, [...judged.listing, ...judged.units.flatMap(({ findings }) => findings)], now));
      outcome.refused += 1;
      outcome.refusals.push(...judged.listing.map((finding) => lines(finding, null)));
      continue;
    }
    const heldUnits = new Set(judged.units.map(({ index }) => index));
    const listing = heldUnits.size > 0 ? { ...sent, units: sent.units.filter((_, index) => !heldUnits.has(index)) } : sent;
    outcome.refusals.push(...judged.units.flatMap(({ index, findings }) => findings.map((finding) => lines(finding, index))));
    const mapped = toRawEstate(listing, lookupCity, idMap, { now, publishedBefore: (id) => stored.get(id)?.publication_date });
    if (!mapped.ok) {
      refuse(listing.source, listing.externalId, mapped.refusals);
      continue;
    }
    const problems = mapped.estates.flatMap((estate, index) => {
      const checked = validateEstate(estate);
      const where = index === 0 ? '' : `units.${index - 1}.`;
      const foreign = stored.get(estate.general.id);
      const owner =
        foreign && foreign.site_id !== siteId ? [{ path: `${where}externalId`, reason: `estate ${estate.general.id} belongs to another site` }] : [];
      // A picture or document uploaded in the console is one of this site's own.
      return [
        ...owner,
        ...foreignFiles(index === 0 ? listing : listing.units[index - 1]!, siteId, where),
        ...(checked.ok ? [] : checked.issues.map((issue) => ({ path: `${where}(estate) ${issue.path}`, reason: issue.message }))),
      ];
    });
    if (problems.length > 0) {
      refuse(listing.source, listing.externalId, problems);
      continue;
    }
    // Units held or left out keep their version online: they are not gone from the project.
    const unitKeys = new Set([...sent.units.map((unit) => unit.externalId), ...keep].map((externalId) => keyOf(listing.source, externalId)));
    const gone = rows.filter(
      (row) => row.parent_external_id === listing.externalId && row.source === listing.source && !unitKeys.has(keyOf(row.source, row.external_id)),
    );
    const created = !stored.has(mapped.estates[0]!.general.id);
    const unitFindings = judged.units.flatMap(({ findings }) => findings);
    const key = keyOf(listing.source, listing.externalId);
    const statements = [
      // First: it fails the batch when a newer version was written meanwhile.
      ...versionStatements(db, siteId, 'listing', listing),
      ...deleteStatements(db, siteId, gone),
      ...mapped.estates.map((estate) => {
        const { sql, params } = estateUpsert(siteId, estate, priceChangeOver(stored.get(estate.general.id), estate, now));
        return db.prepare(sql).bind(...params);
      }),
      cityOf(db, mapped.estates[0]!),
      ...mapped.estates.slice(1).map((unit) => cityOf(db, unit)),
      // No hash while a unit is held or left out: the same write again is judged again, and the owner's acceptance writes it.
      db
        .prepare('UPDATE external_ids SET content_hash = ?4, updated_at = ?5 WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
        .bind(siteId, listing.source, listing.externalId, heldUnits.size > 0 || keep.length > 0 ? null : hash, now),
      ...(unitFindings.length > 0
        ? [holdStatement(db, siteId, sent, unitFindings, now)]
        : holding.has(key)
          ? [releaseStatement(db, siteId, listing.source, listing.externalId)]
          : []),
    ];
    prepared.push({
      record: listing,
      statements,
      created,
      estateIds: [...mapped.estates.map((estate) => estate.general.id), ...gone.map((row) => row.estate_id)],
      removedUnits: gone.length,
      warnings: mapped.warnings.map((warning) => ({ source: listing.source, externalId: listing.externalId, ...warning, warning: true as const })),
      findings: adFindings(
        mapped.estates.map((estate, index) => ({ record: index === 0 ? listing : listing.units[index - 1]!, estate })),
        now,
        options.display,
      ),
    });
  }

  // 4. All listings in one transaction; if that fails, each in its own, so one bad write
  // refuses only its listing (which keeps its previous version).
  const written = await writeAll(db, prepared, outcome, refuse);
  if (holds.length > 0) await db.batch(holds);
  // Ids claimed for listings that were refused before they ever had an estate are given back.
  const claimed = wanted.filter((key) => !byKey.has(keyOf(key.source, key.externalId))).map((key) => ids.get(keyOf(key.source, key.externalId))?.estate_id);
  if (written.length < changed.length && claimed.length > 0) {
    await db
      .prepare(
        `DELETE FROM external_ids WHERE site_id = ?1 AND estate_id IN (SELECT value FROM json_each(?2))
         AND NOT EXISTS (SELECT 1 FROM estates WHERE estates.id = external_ids.estate_id)`,
      )
      .bind(siteId, JSON.stringify(claimed))
      .run();
  }
  for (const item of written) {
    outcome.deleted += item.removedUnits;
    outcome.changedEstateIds.push(...item.estateIds);
    outcome.warnings.push(...item.warnings);
    outcome.findings.push(...item.findings);
    outcome.pictures.push(...picturesOf(item.record));
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
