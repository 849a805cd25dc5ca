import type { D1Database } from '@cloudflare/workers-types';
import { bindingOf } from './site-db';

/*
 * Ids unique over every data database (decision 037): a move keeps a site's ids (estate ids are
 * in the listings' addresses), so no two databases may hand out the same one. Each database
 * hands out its ids from a range of its own, by its binding's number: `DB` from 1, `DB_2` from
 * 2 × ID_RANGE + 1, `DB_3` from 3 × ID_RANGE + 1 … (at most 15 digits for DB_9999, below 2^53).
 * Its next id of each table is a row of its `id_sequences` (name: the table), only ever
 * raised: an id once handed out is never handed out again, also after its rows moved away. A
 * database's first id of a table claims the rows (at the start of its range) and takes the
 * first id above every id of its range already there; rows written before keep their ids.
 * Rows moved in from another database keep theirs, in that database's range, outside this one's.
 * Site ids and page ids are one sequence each in the directory already (sites/store.ts, takePageId).
 */

/** How many ids each database's range holds. */
export const ID_RANGE = 100_000_000_000;

/**
 * Every table of a site's rows whose ids its data database hands out, with each column that
 * holds such an id (a map row claims an estate's id before the estate is written).
 */
export const SEQUENCED_IDS = {
  estates: [
    ['estates', 'id'],
    ['external_ids', 'estate_id'],
  ],
  estate_collections: [['estate_collections', 'id']],
  content_publications: [['content_publications', 'id']],
  listing_drafts: [['listing_drafts', 'id']],
  listing_versions: [['listing_versions', 'id']],
  rental_units: [
    ['rental_units', 'id'],
    ['rental_external_ids', 'unit_id'],
  ],
  rental_periods: [['rental_periods', 'id']],
  agenda_slots: [['agenda_slots', 'id']],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

export type SequencedTable = keyof typeof SEQUENCED_IDS;

/** The number of a binding's range: DB 0, DB_2 2 … */
export function rangeOf(binding: string): number {
  return binding === 'DB' ? 0 : Number(binding.slice(3));
}

/** The first id of the range the sequence's value is in. */
const LOW = `(id_sequences.value / ${ID_RANGE}) * ${ID_RANGE}`;

/** Raises a table's sequence by ?2 (name ?1) past every id of its range already written; answers the last id taken. */
const takeSql = (table: SequencedTable) => {
  const highest = SEQUENCED_IDS[table].map(
    ([name, column]) => `(SELECT COALESCE(MAX(${column}), 0) FROM ${name} WHERE ${column} > ${LOW} AND ${column} < ${LOW} + ${ID_RANGE})`,
  );
  return `UPDATE id_sequences SET value = MAX(id_sequences.value, ${highest.join(', ')}) + ?2 WHERE name = ?1 RETURNING value`;
};

/**
 * Writes the sequences of every table of SEQUENCED_IDS a database does not have yet, at the
 * start of its binding's range (the first ids taken then go past the rows already there).
 */
export async function claimIdRange(db: D1Database, binding: string): Promise<void> {
  await db
    .prepare('INSERT INTO id_sequences (name, value) SELECT value, ?2 FROM json_each(?1) WHERE true ON CONFLICT (name) DO NOTHING')
    .bind(JSON.stringify(Object.keys(SEQUENCED_IDS)), rangeOf(binding) * ID_RANGE)
    .run();
}

/**
 * Raises every sequence of a database past the ids of its range there (claimed first if need
 * be): a move does so before a site's rows leave it, so that none of their ids is handed out there again.
 */
export async function raiseIdSequences(db: D1Database, binding: string): Promise<void> {
  await claimIdRange(db, binding);
  const tables = Object.keys(SEQUENCED_IDS) as SequencedTable[];
  await db.batch(tables.map((table) => db.prepare(takeSql(table)).bind(table, 0)));
}

/**
 * Takes `count` new ids of a table in a site's data database (from siteDb): the first of them,
 * the others following it. Never one another database hands out, nor one handed out before.
 * @example const id = await takeIds(db, 'listing_drafts');
 */
export async function takeIds(db: D1Database, table: SequencedTable, count = 1): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await db.prepare(takeSql(table)).bind(table, count).first<{ value: number }>();
    if (row) {
      const first = row.value - count + 1;
      // The last id of a range stays unused (DB_9999's is the preview's id of an unpublished listing).
      if (row.value >= (Math.floor((first - 1) / ID_RANGE) + 1) * ID_RANGE - 1) throw new Error(`The ids of ${table} in this database's range are all used`);
      return first;
    }
    const binding = bindingOf(db);
    if (!binding) throw new Error(`No id range for this database: take ${table} ids in one reached through siteDb or allDatabases`);
    await claimIdRange(db, binding);
  }
  throw new Error(`id_sequences has no ${table} row after its claim`);
}
