import type { D1Database } from '@cloudflare/workers-types';
import type { RawEstate } from '../../upstream/raw/estate';
import type { SearchBody } from './schema';
import { buildSearchSql } from './to-sql';

export { searchBodySchema, type SearchBody } from './schema';
export { buildSearchSql } from './to-sql';

/** The answer of POST /sites/{siteId}/estates: the shape of the search engine the real platform uses. */
export interface SearchAnswer {
  total: { value: number };
  results: RawEstate[];
}

/** Runs a validated search: one count and one page query, both with bound parameters. */
export async function searchEstates(db: D1Database, siteId: number, body: SearchBody): Promise<SearchAnswer> {
  const sql = buildSearchSql(siteId, body);
  const count = db.prepare(`SELECT count(*) AS n FROM estates e WHERE ${sql.where}`).bind(...sql.params);
  const page = db
    .prepare(
      `SELECT e.document FROM estates e WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?${sql.params.length + 1} OFFSET ?${sql.params.length + 2}`,
    )
    .bind(...sql.params, sql.limit, sql.offset);
  const [counted, rows] = await db.batch<{ n?: number; document?: string }>([count, page]);
  return {
    total: { value: Number(counted?.results[0]?.n ?? 0) },
    results: (rows?.results ?? []).map((row) => JSON.parse(row.document as string) as RawEstate),
  };
}
