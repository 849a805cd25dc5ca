import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { takeIds } from '../databases/id-ranges';

/*
 * The map of the sources' ids to the platform's estates (`external_ids`): the rows of a batch's
 * keys, new estate ids claimed for new keys, and the statements that delete an estate and its row.
 */

/** One source's id and its estate, with its project's id, the content last written and the connection that wrote it (null: none known). */
export interface MapRow {
  source: string;
  external_id: string;
  estate_id: number;
  parent_external_id: string | null;
  content_hash: string | null;
  connection_id: number | null;
}

/** The map rows of these keys on a site, and of the units their projects had (both by index). */
export async function mapRows(db: D1Database, siteId: number, keys: [string, string][]): Promise<MapRow[]> {
  if (keys.length === 0) return [];
  const columns = 'm.source, m.external_id, m.estate_id, m.parent_external_id, m.content_hash, m.connection_id';
  const rows = await db
    .prepare(
      `SELECT ${columns} FROM json_each(?2) AS k
       CROSS JOIN external_ids m ON m.site_id = ?1 AND m.source = k.value ->> '$[0]' AND m.external_id = k.value ->> '$[1]'
       UNION
       SELECT ${columns} FROM json_each(?2) AS k
       CROSS JOIN external_ids m ON m.site_id = ?1 AND m.source = k.value ->> '$[0]' AND m.parent_external_id = k.value ->> '$[1]'`,
    )
    .bind(siteId, JSON.stringify(keys))
    .all<MapRow>();
  return rows.results;
}

/**
 * Claims estate ids for keys that have none: new ids of the database's range (id-ranges.ts),
 * one each in the keys' order, so ids never collide across sources, sites or databases. A key
 * claimed meanwhile keeps its id (the one taken for it stays unused).
 */
export async function allocateIds(
  db: D1Database,
  siteId: number,
  wanted: { source: string; externalId: string; parent: string | null }[],
  now: string,
): Promise<void> {
  if (wanted.length === 0) return;
  const first = await takeIds(db, 'estates', wanted.length);
  await db
    .prepare(
      `INSERT INTO external_ids (site_id, source, external_id, estate_id, parent_external_id, content_hash, updated_at)
       SELECT ?1, k.value ->> '$[0]', k.value ->> '$[1]', ?4 + k.key, k.value ->> '$[2]', NULL, ?3
       FROM json_each(?2) AS k
       WHERE true
       ON CONFLICT (site_id, source, external_id) DO NOTHING`,
    )
    .bind(siteId, JSON.stringify(wanted.map(({ source, externalId, parent }) => [source, externalId, parent])), now, first)
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
