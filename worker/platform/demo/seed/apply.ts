import type { D1Database } from '@cloudflare/workers-types';
import type { SeedStatement } from './index';

const BATCH_SIZE = 200;

/**
 * Writes the demo data (`buildSeed()`) into a D1 database with bound parameters. Each batch
 * is one transaction; the first batch empties the seeded tables. It imports no generator, so
 * a runtime that receives ready statements does not load one.
 */
export async function applySeed(
  db: D1Database,
  statements: SeedStatement[],
  onProgress?: (written: number, total: number) => void | Promise<void>,
): Promise<number> {
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    const batch = statements.slice(start, start + BATCH_SIZE);
    await db.batch(batch.map(({ sql, params }) => db.prepare(sql).bind(...params)));
    await onProgress?.(start + batch.length, statements.length);
  }
  return statements.length;
}
