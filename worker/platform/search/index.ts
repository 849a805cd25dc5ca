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

export interface SearchRows {
  total: number;
  /** The stored JSON documents of the page, unparsed: the answer is assembled as text. */
  documents: string[];
  /** Milliseconds D1 spent on the two queries (reported as Server-Timing). */
  durationMs: number;
}

/** Runs a validated search: one count and one page query, both with bound parameters. */
export async function searchEstates(db: D1Database, siteId: number, body: SearchBody): Promise<SearchRows> {
  const sql = buildSearchSql(siteId, body);
  const count = db.prepare(`SELECT count(*) AS n FROM estates e WHERE ${sql.where}`).bind(...sql.params);
  // The page's ids first, ordered and skipped over the search index alone (no estate row is
  // read for the rows before the offset), then the documents of those rows only: a page deep
  // in the list costs what the first one does (migration 0008). The outer ORDER BY repeats
  // the order (a total one: it ends in the id) for the page's rows.
  const page = db
    .prepare(
      `SELECT e.document FROM (SELECT e.id FROM estates e WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?${sql.params.length + 1} OFFSET ?${sql.params.length + 2}) AS p CROSS JOIN estates e ON e.id = p.id ORDER BY ${sql.orderBy}`,
    )
    .bind(...sql.params, sql.limit, sql.offset);
  const [counted, rows] = await db.batch<{ n?: number; document?: string }>([count, page]);
  return {
    total: Number(counted?.results[0]?.n ?? 0),
    documents: (rows?.results ?? []).map((row) => row.document as string),
    durationMs: (counted?.meta.duration ?? 0) + (rows?.meta.duration ?? 0),
  };
}

/** `{ total: { value }, results: [...] }` from stored documents, without parsing them again. */
export function searchAnswerJson(rows: SearchRows): string {
  return `{"total":{"value":${rows.total}},"results":[${rows.documents.join(',')}]}`;
}
