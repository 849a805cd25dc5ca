import type { D1Database } from '@cloudflare/workers-types';
import { pointInPolygon } from '../../../shared/domain/map-area';
import type { SearchSql } from './to-sql';

/** A search's count and one page of one value per estate (a document, or a light projection). */
export interface SearchPage {
  total: number;
  /** The page's values as SQLite gave them (JSON text): answers are assembled as text. */
  values: string[];
  /** Milliseconds D1 spent on the two queries (reported as Server-Timing). */
  durationMs: number;
}

/**
 * The search's SQL with a drawn polygon applied: its bounding box already narrowed the WHERE
 * clause; the candidates' coordinates are read and tested with pointInPolygon, and the ids
 * inside become one more bound condition. Every query built on the search's WHERE (count,
 * page, filter options, markers, sitemap links) then counts the same estates. Without a
 * polygon: unchanged.
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

/**
 * One count and one page query, both with bound parameters (a drawn polygon resolved first). The page's ids come first,
 * ordered and skipped over the search index alone (migration 0008: no estate row is read for
 * the rows before the offset), then `value` (SQL over alias e) of those rows only: a page deep
 * in the list costs what the first one does. The outer ORDER BY repeats the order (a total
 * one: it ends in the id) for the page's rows.
 */
export async function searchPage(db: D1Database, search: SearchSql, value: string): Promise<SearchPage> {
  const sql = await resolveSearchSql(db, search);
  const count = db.prepare(`SELECT count(*) AS n FROM estates e WHERE ${sql.where}`).bind(...sql.params);
  const page = db
    .prepare(
      `SELECT ${value} AS value FROM (SELECT e.id FROM estates e WHERE ${sql.where} ORDER BY ${sql.orderBy}
       LIMIT ?${sql.params.length + 1} OFFSET ?${sql.params.length + 2}) AS p CROSS JOIN estates e ON e.id = p.id ORDER BY ${sql.orderBy}`,
    )
    .bind(...sql.params, sql.limit, sql.offset);
  const [counted, rows] = await db.batch<{ n?: number; value?: string }>([count, page]);
  return {
    total: Number(counted?.results[0]?.n ?? 0),
    values: (rows?.results ?? []).map((row) => row.value as string),
    durationMs: sql.durationMs + (counted?.meta.duration ?? 0) + (rows?.meta.duration ?? 0),
  };
}

/** `{ total: { value }, results: [...] }` from stored JSON values, without parsing them again. */
export function searchAnswerJson({ total, values }: Pick<SearchPage, 'total' | 'values'>): string {
  return `{"total":{"value":${total}},"results":[${values.join(',')}]}`;
}
