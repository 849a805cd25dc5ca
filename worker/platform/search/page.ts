import type { D1Database } from '@cloudflare/workers-types';
import { pointInPolygon } from '../../../shared/domain/map-area';
import type { SearchSql } from './to-sql';

/** A search's count and one page of one value per estate (a document, or a light projection). */
export interface SearchPage {
  total: number;
  /** How many of the listings found hold each preferred word (the body's `prefer`), in its order. */
  preferred?: { word: string; found: number }[];
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
  const words = sql.preferred;
  // Whether the listing holds each preferred word (1 or 0), its query bound after the WHERE's parameters.
  const holds = (words?.matches ?? []).map(
    (_, at) => `(e.id IN (SELECT rowid FROM ${words!.index} WHERE ${words!.index} MATCH ?${sql.params.length + at + 1}))`,
  );
  const params = [...sql.params, ...(words?.matches ?? [])];
  const orderBy = [...sql.order.groups, ...(holds.length > 0 ? [`${holds.join(' + ')} DESC`] : []), ...sql.order.sort].join(', ');
  const count = db
    .prepare(`SELECT count(*) AS n${holds.map((held, at) => `, coalesce(sum(${held}), 0) AS w${at}`).join('')} FROM estates e WHERE ${sql.where}`)
    .bind(...params);
  const page = db
    .prepare(
      `SELECT ${value} AS value FROM (SELECT e.id FROM estates e WHERE ${sql.where} ORDER BY ${orderBy}
       LIMIT ?${params.length + 1} OFFSET ?${params.length + 2}) AS p CROSS JOIN estates e ON e.id = p.id ORDER BY ${orderBy}`,
    )
    .bind(...params, sql.limit, sql.offset);
  const [counted, rows] = await db.batch<Record<string, number | string | undefined>>([count, page]);
  const totals = counted?.results[0];
  return {
    total: Number(totals?.n ?? 0),
    ...(words ? { preferred: words.words.map((word, at) => ({ word, found: Number(totals?.[`w${at}`] ?? 0) })) } : {}),
    values: (rows?.results ?? []).map((row) => row.value as string),
    durationMs: sql.durationMs + (counted?.meta.duration ?? 0) + (rows?.meta.duration ?? 0),
  };
}

/** `{ total: { value }, results: [...] }` (and `preferred` when the body had words to prefer) from stored JSON values, without parsing them again. */
export function searchAnswerJson({ total, values, preferred }: Pick<SearchPage, 'total' | 'values' | 'preferred'>): string {
  const words = preferred ? `,"preferred":${JSON.stringify(preferred)}` : '';
  return `{"total":{"value":${total}},"results":[${values.join(',')}]${words}}`;
}
