import type { D1Database } from '@cloudflare/workers-types';
import type { RawEstate } from '../../../shared/platform-api/raw/estate';
import { estateInsert, listedPrice, nextPriceChange } from '../estates-table';
import { issuesOf } from '../validate';
import { importEstateSchema, importFileSchema } from './estate-schema';

export interface ImportProblem {
  /** Position of the record in the file (0-based), or -1 for the file itself. */
  record: number;
  estateId: number | null;
  path: string;
  message: string;
}

export type ImportResult = { ok: true; imported: number; replaced: number } | { ok: false; problems: ImportProblem[] };

/**
 * Loads estates for a site from an import file `{ siteId, estates: RawEstate[] }`. Every
 * record is validated first and every problem reported per record; only a clean file is
 * written, in one transaction (all or nothing). Existing estates with the same id on the
 * same site are replaced (a lower price keeps the previous one and the moment it changed); an
 * id that belongs to another site is refused.
 */
export async function importEstates(db: D1Database, file: unknown): Promise<ImportResult> {
  const parsedFile = importFileSchema.safeParse(file);
  if (!parsedFile.success) {
    return { ok: false, problems: issuesOf(parsedFile.error).map((issue) => ({ record: -1, estateId: null, ...issue })) };
  }
  const { siteId, estates } = parsedFile.data;
  const problems: ImportProblem[] = [];
  const valid: RawEstate[] = [];
  estates.forEach((record, index) => {
    const parsed = importEstateSchema.safeParse(record);
    const id = (record as { general?: { id?: unknown } })?.general?.id;
    const estateId = typeof id === 'number' ? id : null;
    if (!parsed.success) {
      problems.push(...issuesOf(parsed.error).map((issue) => ({ record: index, estateId, ...issue })));
      return;
    }
    valid.push(parsed.data as unknown as RawEstate);
  });
  const seen = new Map<number, number>();
  valid.forEach((estate, index) => {
    const previous = seen.get(estate.general.id);
    if (previous !== undefined) {
      problems.push({ record: index, estateId: estate.general.id, path: 'general.id', message: `duplicate of record ${previous}` });
    }
    seen.set(estate.general.id, index);
  });
  const site = await db.prepare('SELECT 1 AS ok FROM sites WHERE id = ?1').bind(siteId).first();
  if (!site) problems.push({ record: -1, estateId: null, path: 'siteId', message: `site ${siteId} does not exist` });
  if (problems.length === 0 && valid.length > 0) {
    const ids = valid.map((estate) => estate.general.id);
    const owners = await db
      .prepare(`SELECT id, site_id, price, previous_price, price_changed_at FROM estates WHERE id IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(ids))
      .all<{ id: number; site_id: number; price: number | null; previous_price: number | null; price_changed_at: string | null }>();
    for (const owner of owners.results) {
      if (owner.site_id !== siteId) {
        problems.push({ record: ids.indexOf(owner.id), estateId: owner.id, path: 'general.id', message: `estate ${owner.id} belongs to another site` });
      }
    }
    if (problems.length > 0) return { ok: false, problems };
    const stored = new Map(owners.results.map((row) => [row.id, { price: row.price, previousPrice: row.previous_price, changedAt: row.price_changed_at }]));
    const now = new Date().toISOString();
    const statements = valid.flatMap((estate) => {
      // A lower price keeps the one it replaces (the "price lowered" badge, the alerts).
      const insert = estateInsert(siteId, estate, nextPriceChange(stored.get(estate.general.id) ?? null, listedPrice(estate), now));
      return [
        db.prepare('DELETE FROM estate_collection_members WHERE estate_id = ?1').bind(estate.general.id),
        db.prepare('DELETE FROM estates WHERE id = ?1 AND site_id = ?2').bind(estate.general.id, siteId),
        db.prepare(insert.sql).bind(...insert.params),
      ];
    });
    // One batch is one transaction: every record is written, or none is.
    await db.batch(statements);
    return { ok: true, imported: valid.length, replaced: owners.results.length };
  }
  return { ok: false, problems };
}
