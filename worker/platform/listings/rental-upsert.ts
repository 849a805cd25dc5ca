import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { createCityLookup } from '../postal-codes';
import { type NormalizedRentalUnit, normalizedRentalUnitSchema } from './normalized-rental';
import { toRawRentalUnit, type UnnumberedPeriod } from './to-raw-rental';
import { cityStatement } from './city-row';
import { takeIds } from '../databases/id-ranges';
import { type BatchOutcome, checkRecords, keyOf, newerOnly, startOutcome, versionStatements } from './record-batch';
import { changedOnly, writeAll } from './batch-writes';
import { versionedDelete } from './source-version';

/** The outcome of one batch of units: the counts, each refusal, and the units whose answers changed. */
export interface RentalOutcome extends BatchOutcome {
  changedUnitIds: number[];
}

interface MapRow {
  external_id: string;
  source: string;
  unit_id: number;
  content_hash: string | null;
}

const lookupCity = createCityLookup();

async function mapRows(db: D1Database, siteId: number, keys: [string, string][]): Promise<MapRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT m.source, m.external_id, m.unit_id, m.content_hash FROM json_each(?2) AS k
       CROSS JOIN rental_external_ids m ON m.site_id = ?1 AND m.source = k.value ->> '$[0]' AND m.external_id = k.value ->> '$[1]'`,
    )
    .bind(siteId, JSON.stringify(keys))
    .all<MapRow>();
  return rows.results;
}

/** Claims unit ids for new keys: new ids of the database's range (id-ranges.ts), one each in the keys' order. */
async function allocateIds(db: D1Database, siteId: number, keys: [string, string][], now: string): Promise<void> {
  if (keys.length === 0) return;
  const first = await takeIds(db, 'rental_units', keys.length);
  await db
    .prepare(
      `INSERT INTO rental_external_ids (site_id, source, external_id, unit_id, content_hash, updated_at)
       SELECT ?1, k.value ->> '$[0]', k.value ->> '$[1]', ?4 + k.key, NULL, ?3
       FROM json_each(?2) AS k
       WHERE true
       ON CONFLICT (site_id, source, external_id) DO NOTHING`,
    )
    .bind(siteId, JSON.stringify(keys), now, first)
    .run();
}

/** A period of the unit that matches `p` (a row of the bound periods) by type and dates. */
const SAME_PERIOD = "r.type_id = p.value ->> '$.type.id' AND r.start_date = p.value ->> '$.start' AND r.end_date = p.value ->> '$.end'";
const RESERVED = 'EXISTS (SELECT 1 FROM rental_reservations x WHERE x.period_id = rental_periods.id)';

/**
 * The statements that make a unit's periods these: a period sent again (same type and dates)
 * keeps its id and takes the new price and availability; a new one gets the id taken for its
 * place in the list (`firstId` + its index: ids taken for every period sent, id-ranges.ts); one
 * left out is deleted, or closed (kept, not available) when a reservation request names it.
 */
function periodStatements(db: D1Database, unitId: number, periods: UnnumberedPeriod[], firstId: number): D1PreparedStatement[] {
  const given = JSON.stringify(periods);
  const sent = `EXISTS (SELECT 1 FROM json_each(?2) AS p, rental_periods AS r WHERE r.id = rental_periods.id AND ${SAME_PERIOD})`;
  return [
    db
      .prepare(
        `UPDATE rental_periods AS r SET price = p.value ->> '$.price', available = p.value ->> '$.available',
         document = json_set(p.value, '$.id', r.id) FROM json_each(?2) AS p WHERE r.unit_id = ?1 AND ${SAME_PERIOD}`,
      )
      .bind(unitId, given),
    db.prepare(`DELETE FROM rental_periods WHERE unit_id = ?1 AND NOT ${sent} AND NOT ${RESERVED}`).bind(unitId, given),
    db
      .prepare(`UPDATE rental_periods SET available = 0, document = json_set(document, '$.available', json('false')) WHERE unit_id = ?1 AND NOT ${sent}`)
      .bind(unitId, given),
    db
      .prepare(
        `INSERT INTO rental_periods (id, unit_id, type_id, start_date, end_date, price, available, document)
         SELECT ?3 + p.key, ?1, p.value ->> '$.type.id', p.value ->> '$.start', p.value ->> '$.end', p.value ->> '$.price',
                p.value ->> '$.available', json_set(p.value, '$.id', ?3 + p.key)
         FROM json_each(?2) AS p
         WHERE NOT EXISTS (SELECT 1 FROM rental_periods AS r WHERE r.unit_id = ?1 AND ${SAME_PERIOD})`,
      )
      .bind(unitId, given, firstId),
  ];
}

interface Prepared {
  record: NormalizedRentalUnit;
  unitId: number;
  created: boolean;
  statements: D1PreparedStatement[];
}

/**
 * Creates or replaces holiday units of one site, with their periods, by the source's ids
 *. Each record is checked alone: a valid one is written with its periods in one
 * D1 batch (never half), an invalid one is refused with its id, field path and reason and its
 * previous version stays. A unit identical to what was last written writes nothing.
 * @example await upsertRentalUnits(env.DB, 1, [{ source: 'import', externalId: 'KH-0402', … }])
 */
export async function upsertRentalUnits(db: D1Database, siteId: number, records: readonly unknown[], now = new Date().toISOString()): Promise<RentalOutcome> {
  const { outcome, refuse } = startOutcome({ changedUnitIds: [] as number[] });
  const valid = await checkRecords(records, normalizedRentalUnitSchema, 'units', outcome, refuse);
  // A unit older than the version the site has is stale (source-version.ts).
  const { newer, stored: versions } = await newerOnly(db, siteId, 'rental', valid, outcome);

  const known = new Map(
    (
      await mapRows(
        db,
        siteId,
        newer.map(({ record }) => [record.source, record.externalId]),
      )
    ).map((row) => [keyOf(row.source, row.external_id), row]),
  );
  const changed = await changedOnly(db, siteId, 'rental', newer, known, versions, outcome);
  const fresh = changed
    .filter(({ record }) => !known.has(keyOf(record.source, record.externalId)))
    .map(({ record }): [string, string] => [record.source, record.externalId]);
  await allocateIds(db, siteId, fresh, now);
  const ids = new Map(
    (
      await mapRows(
        db,
        siteId,
        changed.map(({ record }) => [record.source, record.externalId]),
      )
    ).map((row) => [keyOf(row.source, row.external_id), row.unit_id]),
  );

  const units = changed.map(({ record: unit, hash }) => {
    const unitId = ids.get(keyOf(unit.source, unit.externalId))!;
    return { unit, hash, unitId, mapped: toRawRentalUnit(unit, unitId, lookupCity) };
  });
  // One id taken for every period sent (a period already there keeps its own; its id stays unused).
  const periods = units.reduce((sum, { mapped }) => sum + (mapped.ok ? mapped.periods.length : 0), 0);
  let periodId = periods > 0 ? await takeIds(db, 'rental_periods', periods) : 0;
  const prepared: Prepared[] = [];
  for (const { unit, hash, unitId, mapped } of units) {
    if (!mapped.ok) {
      refuse(unit.source, unit.externalId, mapped.refusals);
      continue;
    }
    const { general } = mapped.unit;
    const statements = [
      // First: it fails the batch when a newer version was written meanwhile.
      ...versionStatements(db, siteId, 'rental', unit),
      db
        .prepare(
          `INSERT INTO rental_units (id, site_id, location_id, city_id, sub_kind_id, max_occupation, price_from, document, published)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
           ON CONFLICT (id) DO UPDATE SET location_id = excluded.location_id, city_id = excluded.city_id, sub_kind_id = excluded.sub_kind_id,
             max_occupation = excluded.max_occupation, price_from = excluded.price_from, document = excluded.document, published = excluded.published
           WHERE rental_units.site_id = excluded.site_id`,
        )
        .bind(
          unitId,
          siteId,
          general.location.id,
          general.city.id,
          general.subKind?.id ?? null,
          general.maxOccupation,
          mapped.unit.priceFrom,
          JSON.stringify(mapped.unit),
          unit.published ? 1 : 0,
        ),
      ...periodStatements(db, unitId, mapped.periods, periodId),
      cityStatement(db, mapped.city),
      db
        .prepare('UPDATE rental_external_ids SET content_hash = ?4, updated_at = ?5 WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
        .bind(siteId, unit.source, unit.externalId, hash, now),
    ];
    periodId += mapped.periods.length;
    prepared.push({ record: unit, unitId, created: !known.has(keyOf(unit.source, unit.externalId)), statements });
  }

  const written = await writeAll(db, prepared, outcome, refuse);
  // The map rows of units refused before they were ever written go (their ids stay unused).
  if (fresh.length > 0 && written.length < changed.length) {
    await db
      .prepare(
        `DELETE FROM rental_external_ids WHERE site_id = ?1 AND unit_id IN (SELECT value FROM json_each(?2)) AND NOT EXISTS (SELECT 1
         FROM rental_units u WHERE u.id = rental_external_ids.unit_id)`,
      )
      .bind(siteId, JSON.stringify(fresh.map((key) => ids.get(keyOf(...key)))))
      .run();
  }
  outcome.changedUnitIds.push(...written.map((item) => item.unitId));
  return outcome;
}

/**
 * Deletes a holiday unit by the source's id: off the site at once. A unit some reservation
 * request names is kept unpublished with the periods those requests name (closed), so the
 * agency's requests keep what they refer to; any other is deleted with its periods. With the
 * source's version of the delete, refused as stale when older than the one the site has (as
 * deleteListing). Answers the unit's id (none when the site has no such unit).
 */
export const deleteRentalUnit = versionedDelete('rental', async (db, siteId, source, externalId, version) => {
  const [row] = await mapRows(db, siteId, [[source, externalId]]);
  if (!row) {
    await version.run();
    return [];
  }
  await deleteUnit(db, siteId, source, externalId, row.unit_id, version);
  return [row.unit_id];
});

async function deleteUnit(db: D1Database, siteId: number, source: string, externalId: string, unitId: number, version: D1PreparedStatement): Promise<void> {
  await db.batch([
    version,
    db.prepare(`DELETE FROM rental_periods WHERE unit_id = ?1 AND NOT ${RESERVED}`).bind(unitId),
    db.prepare("UPDATE rental_periods SET available = 0, document = json_set(document, '$.available', json('false')) WHERE unit_id = ?1").bind(unitId),
    db.prepare('UPDATE rental_units SET published = 0 WHERE id = ?1 AND site_id = ?2').bind(unitId, siteId),
    db
      .prepare('DELETE FROM rental_units WHERE id = ?1 AND site_id = ?2 AND NOT EXISTS (SELECT 1 FROM rental_reservations x WHERE x.unit_id = ?1)')
      .bind(unitId, siteId),
    db.prepare('DELETE FROM rental_external_ids WHERE site_id = ?1 AND source = ?2 AND external_id = ?3').bind(siteId, source, externalId),
  ]);
}
