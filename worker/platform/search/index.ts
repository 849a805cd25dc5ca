import type { D1Database } from '@cloudflare/workers-types';
import { pointInPolygon } from '../../../shared/domain/map-area';
import type { RawEstate } from '../../upstream/raw/estate';
import type { SearchBody } from './schema';
import { buildSearchSql, type SearchSql } from './to-sql';

export { searchBodySchema, type SearchBody } from './schema';
export { buildSearchSql, type SearchSql } from './to-sql';

/** The answer of POST /sites/{siteId}/estates: the shape of the search engine the real platform uses. */
export interface SearchAnswer {
  total: { value: number };
  results: RawEstate[];
}

export interface SearchRows {
  total: number;
  /** The stored JSON documents of the page, unparsed: the answer is assembled as text. */
  documents: string[];
  /** Milliseconds D1 spent on the two queries (reported as Server-Timing). */
  durationMs: number;
}

/**
 * The search's SQL with a drawn polygon applied: its bounding box already narrowed the WHERE
 * clause; the candidates' coordinates are read and tested with pointInPolygon, and the ids
 * inside become one more bound condition. Every query built on the search's WHERE (count,
 * page, filter options, markers) then counts the same estates. Without a polygon: unchanged.
 */
export async function resolveSearchSql(db: D1Database, sql: SearchSql): Promise<SearchSql & { durationMs: number }> {
  const { polygon, ...rest } = sql;
  if (!polygon) return { ...rest, durationMs: 0 };
  const candidates = await db
    .prepare(`SELECT e.id, e.lat, e.lon FROM estates e WHERE ${sql.where}`)
    .bind(...sql.params)
    .all<{ id: number; lat: number; lon: number }>();
  const inside = candidates.results.filter((row) => pointInPolygon({ lat: row.lat, lng: row.lon }, polygon)).map((row) => row.id);
  const params = [...sql.params, JSON.stringify(inside)];
  return {
    ...rest,
    where: `${sql.where} AND e.id IN (SELECT value FROM json_each(?${params.length}))`,
    params,
    durationMs: candidates.meta.duration ?? 0,
  };
}

/** Runs a validated search: one count and one page query, both with bound parameters. */
export async function searchEstates(db: D1Database, siteId: number, body: SearchBody): Promise<SearchRows> {
  const sql = await resolveSearchSql(db, buildSearchSql(siteId, body));
  const count = db.prepare(`SELECT count(*) AS n FROM estates e WHERE ${sql.where}`).bind(...sql.params);
  const page = db
    .prepare(
      `SELECT e.document FROM estates e WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?${sql.params.length + 1} OFFSET ?${sql.params.length + 2}`,
    )
    .bind(...sql.params, sql.limit, sql.offset);
  const [counted, rows] = await db.batch<{ n?: number; document?: string }>([count, page]);
  return {
    total: Number(counted?.results[0]?.n ?? 0),
    documents: (rows?.results ?? []).map((row) => row.document as string),
    durationMs: sql.durationMs + (counted?.meta.duration ?? 0) + (rows?.meta.duration ?? 0),
  };
}

/** `{ total: { value }, results: [...] }` from stored documents, without parsing them again. */
export function searchAnswerJson(rows: SearchRows): string {
  return `{"total":{"value":${rows.total}},"results":[${rows.documents.join(',')}]}`;
}
