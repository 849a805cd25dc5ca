import type { D1Database } from '@cloudflare/workers-types';
import type { SeedStatement } from './index';

/** Statements one batch (one transaction) carries, counted as built (before `joinRows`). */
const BATCH_SIZE = 200;
/** D1 binds at most 100 parameters a statement. */
const MAX_PARAMS = 100;
/** `INSERT … VALUES (?1, ?2, … ?n)` and nothing after: rows of such statements can share one. */
const ONE_ROW = /^([\s\S]*\bVALUES\s*)\((\?\d+(?:\s*,\s*\?\d+)*)\)\s*$/;

/** The statement's row placeholders when it inserts one row numbered ?1…?n in order, else null. */
function rowPlaceholders(sql: string): number | null {
  const match = ONE_ROW.exec(sql);
  if (!match) return null;
  const numbers = match[2]!.split(',').map((part) => Number(part.trim().slice(1)));
  return numbers.every((number, index) => number === index + 1) ? numbers.length : null;
}

/**
 * Consecutive one-row INSERTs of the same SQL as multi-row INSERTs (as many rows as fit in
 * D1's 100 parameters): the same rows in the same order, a tenth of the statements (the demo
 * data's 9,108 become about 900; each statement costs its own round in D1, and the worker tests
 * write the demo data again before most files).
 */
export function joinRows(statements: readonly SeedStatement[]): SeedStatement[] {
  const joined: SeedStatement[] = [];
  let index = 0;
  while (index < statements.length) {
    const first = statements[index]!;
    const width = rowPlaceholders(first.sql);
    const perStatement = width ? Math.floor(MAX_PARAMS / width) : 1;
    let end = index + 1;
    while (width && end < statements.length && end - index < perStatement && statements[end]!.sql === first.sql && statements[end]!.params.length === width)
      end += 1;
    if (end - index === 1) {
      joined.push(first);
    } else {
      const rows = statements.slice(index, end);
      const head = ONE_ROW.exec(first.sql)![1];
      const values = rows.map((_, row) => `(${Array.from({ length: width! }, (_, column) => `?${row * width! + column + 1}`).join(', ')})`).join(', ');
      joined.push({ sql: `${head}${values}`, params: rows.flatMap((row) => row.params) });
    }
    index = end;
  }
  return joined;
}

/**
 * Writes the demo data (`buildSeed()`) into a D1 database with bound parameters. Each batch
 * is one transaction; the first batch empties the seeded tables. It imports no generator, so
 * a runtime that receives ready statements does not load one. Progress counts the statements
 * as built.
 */
export async function applySeed(
  db: D1Database,
  statements: SeedStatement[],
  onProgress?: (written: number, total: number) => void | Promise<void>,
): Promise<number> {
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    const batch = joinRows(statements.slice(start, start + BATCH_SIZE));
    await db.batch(batch.map(({ sql, params }) => db.prepare(sql).bind(...params)));
    await onProgress?.(Math.min(start + BATCH_SIZE, statements.length), statements.length);
  }
  return statements.length;
}
