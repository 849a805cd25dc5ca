import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import type { AddressDisplay } from '../../../shared/domain/site-settings';
import type { CrmReasonWords } from '../../../shared/contract/console-crm-reasons';
import { createCityLookup } from '../postal-codes';
import type { Refusal } from '../connections/sync-log';
import { adFindings } from './ad-findings';
import { cityStatement } from './city-row';
import { estateIssues } from './estate-schema';
import { issueReason } from './issue-words';
import { estateUpsert, priceChangeOver, type StoredEstate } from './estates-table';
import { deleteStatements, type MapRow } from './external-ids';
import { type HeldFinding, heldLine, holdStatement, judgeListing, releaseStatement } from './held';
import type { MagnitudeFinding } from './plausibility';
import type { NormalizedListing } from './normalized';
import { foreignFiles } from './normalized-files';
import { type AdFindingRow, type BatchOutcome, type Checked, keyOf, type ReasonLine, type Refuse, versionStatements } from './record-batch';
import { toRawEstate } from './to-raw-estate';

/*
 * The upsert's step "prepare each listing" (upsert.ts): one changed listing judged for its
 * magnitudes (held whole, or its held units left out), mapped onto estates, each estate checked,
 * and the statements that write it in the batch.
 */

/** A project's unit a CRM's mapping left out (one it could not read): its version online stays, its line says why. */
export interface LeftOutUnit {
  externalId: string;
  path: string;
  reason: string;
  /** Why, as a key and its values (the sync log's words: connections/sync-log.ts). */
  words?: CrmReasonWords;
  /** Its place among the project's units as the source orders them, when it had one: the others' lines keep theirs. */
  at?: number;
}

/** One listing, mapped and checked, ready to be written in one batch. */
export interface Prepared {
  record: NormalizedListing;
  statements: D1PreparedStatement[];
  created: boolean;
  estateIds: number[];
  removedUnits: number;
  warnings: Refusal[];
  findings: AdFindingRow[];
}

/** What preparing a listing reads: the site and the moment, the ids and estates the batch holds, what is held, and where it answers. */
export interface PrepareContext {
  db: D1Database;
  siteId: number;
  now: string;
  /** The estate id of every record and unit of the batch, by keyOf. */
  ids: ReadonlyMap<string, MapRow>;
  /** The rows of the changed listings and their units (a unit gone from its project among them). */
  rows: readonly MapRow[];
  /** The stored estates of those rows, by estate id. */
  stored: ReadonlyMap<number, StoredEstate>;
  /** The site's held writes, by keyOf. */
  holding: ReadonlySet<string>;
  isAccepted: (externalId: string, finding: MagnitudeFinding) => boolean;
  leftOut: ReadonlyMap<string, readonly LeftOutUnit[]> | undefined;
  display: AddressDisplay | undefined;
  /** The connection that writes, if any: a listing another connection wrote last gets a line saying so, and becomes this one's. */
  connectionId: number | undefined;
  outcome: BatchOutcome;
  refuse: Refuse;
}

const lookupCity = createCityLookup();

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

/** What keeps a mapped listing's estates from being written: another site's estate, a file not the site's own, a failed check. */
function estateProblems(context: PrepareContext, listing: NormalizedListing, estates: RawEstate[]): ReasonLine[] {
  return estates.flatMap((estate, index) => {
    const where = index === 0 ? '' : `units.${index - 1}.`;
    const foreign = context.stored.get(estate.general.id);
    const id = estate.general.id;
    const owner =
      foreign && foreign.site_id !== context.siteId
        ? [{ path: `${where}externalId`, reason: `estate ${id} belongs to another site`, words: { reason: { key: 'otherSite' as const, estate: id } } }]
        : [];
    // A picture or document uploaded in the console is one of this site's own.
    return [
      ...owner,
      ...foreignFiles(index === 0 ? listing : listing.units[index - 1]!, context.siteId, where),
      ...estateIssues(estate).map((issue) => ({
        path: `${where}(estate) ${issue.path.map(String).join('.') || '(body)'}`,
        reason: issue.message,
        words: { reason: issueReason(issue) },
      })),
    ];
  });
}

/**
 * The line of a listing another connection wrote last, written over now by this one under the
 * same source (two connections of one CRM on a site, or an ingest key writing a CRM's source):
 * written all the same, as the source's newer version, but never without a word.
 */
function overwrittenLine({ ids, connectionId }: PrepareContext, listing: NormalizedListing): Refusal[] {
  const before = ids.get(keyOf(listing.source, listing.externalId))?.connection_id ?? null;
  if (connectionId === undefined || before === null || before === connectionId) return [];
  const reason =
    `written over the version connection ${before} wrote: connections ${before} and ${connectionId} of this site both write ` +
    `under the source "${listing.source}", so each writes over the other's listings of the same id; the listing is connection ${connectionId}'s now`;
  const words = { reason: { key: 'overwritten' as const, before, connection: connectionId, source: listing.source } };
  return [{ source: listing.source, externalId: listing.externalId, path: 'externalId', reason, warning: true, words }];
}

/** Where each unit of a listing was as sent: the places of the `count` units kept, those of the units left out skipped. */
function placesOf(count: number, skipped: ReadonlySet<number>): number[] {
  const places: number[] = [];
  for (let place = 0; places.length < count; place += 1) if (!skipped.has(place)) places.push(place);
  return places;
}

/**
 * One changed listing prepared: `prepared`, its statements and what it answers; `hold`, the
 * statement that holds it whole for the owner (its values not believable); null when refused.
 * Its lines (units left out or held, refusals) are in the outcome.
 */
export function prepareListing(
  context: PrepareContext,
  { record: sent, hash, index: at, keep: faulty = [], skipped = [] }: Checked<NormalizedListing>,
): { prepared: Prepared } | { hold: D1PreparedStatement } | null {
  const { db, siteId, now, ids, stored, outcome } = context;
  const leftOut = context.leftOut?.get(keyOf(sent.source, sent.externalId)) ?? [];
  const keep = [...faulty, ...leftOut.map(({ externalId }) => externalId)];
  outcome.refusals.push(...leftOut.map(({ at: _, ...unit }) => ({ source: sent.source, ...unit, held: true as const })));

  // Judged for magnitudes (plausibility.ts): the listing held whole, or a project's unit alone.
  const idMap = (source: string, externalId: string) => ids.get(keyOf(source, externalId))!.estate_id;
  const judged = judgeListing(sent, (record) => stored.get(idMap(record.source, record.externalId)), context.isAccepted);
  const where = `listings.${at}.`;
  // A unit's line names its place as sent, whatever units before it were left out.
  const places = placesOf(sent.units.length, new Set([...skipped, ...leftOut.flatMap((unit) => unit.at ?? [])]));
  const lines = (finding: HeldFinding, index: number | null) => heldLine(sent.source, finding, index === null ? where : `${where}units.${places[index]}.`);
  if (judged.listing.length > 0) {
    // The listing itself is not believable: nothing of it is written, its version online stays.
    outcome.refused += 1;
    outcome.refusals.push(...judged.listing.map((finding) => lines(finding, null)));
    return { hold: holdStatement(db, siteId, sent, [...judged.listing, ...judged.units.flatMap(({ findings }) => findings)], now) };
  }
  const heldUnits = new Set(judged.units.map(({ index }) => index));
  const listing = heldUnits.size > 0 ? { ...sent, units: sent.units.filter((_, index) => !heldUnits.has(index)) } : sent;
  outcome.refusals.push(...judged.units.flatMap(({ index, findings }) => findings.map((finding) => lines(finding, index))));

  // Mapped onto estates and each checked as the import checks them.
  const mapped = toRawEstate(listing, lookupCity, idMap, { now, publishedBefore: (id) => stored.get(id)?.publication_date });
  if (!mapped.ok) {
    context.refuse(listing.source, listing.externalId, mapped.refusals);
    return null;
  }
  const problems = estateProblems(context, listing, mapped.estates);
  if (problems.length > 0) {
    context.refuse(listing.source, listing.externalId, problems);
    return null;
  }

  // Units held or left out keep their version online: they are not gone from the project.
  const unitKeys = new Set([...sent.units.map((unit) => unit.externalId), ...keep].map((externalId) => keyOf(listing.source, externalId)));
  const gone = context.rows.filter(
    (row) => row.parent_external_id === listing.externalId && row.source === listing.source && !unitKeys.has(keyOf(row.source, row.external_id)),
  );
  const unitFindings = judged.units.flatMap(({ findings }) => findings);
  const overwritten = overwrittenLine(context, listing);
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
      .prepare(
        `UPDATE external_ids SET content_hash = ?4, updated_at = ?5, connection_id = coalesce(?6, connection_id)
         WHERE site_id = ?1 AND source = ?2 AND external_id = ?3`,
      )
      .bind(siteId, listing.source, listing.externalId, heldUnits.size > 0 || keep.length > 0 ? null : hash, now, context.connectionId ?? null),
    ...(unitFindings.length > 0
      ? [holdStatement(db, siteId, sent, unitFindings, now)]
      : context.holding.has(keyOf(listing.source, listing.externalId))
        ? [releaseStatement(db, siteId, listing.source, listing.externalId)]
        : []),
  ];
  return {
    prepared: {
      record: listing,
      statements,
      created: !stored.has(mapped.estates[0]!.general.id),
      estateIds: [...mapped.estates.map((estate) => estate.general.id), ...gone.map((row) => row.estate_id)],
      removedUnits: gone.length,
      warnings: [
        ...overwritten,
        ...mapped.warnings.map((warning) => ({ source: listing.source, externalId: listing.externalId, ...warning, warning: true as const })),
      ],
      findings: adFindings(
        mapped.estates.map((estate, index) => ({ record: index === 0 ? listing : listing.units[index - 1]!, estate })),
        now,
        context.display,
      ),
    },
  };
}
