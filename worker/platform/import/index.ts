import type { D1Database } from '@cloudflare/workers-types';
import { restartPictureBackfill } from '../media/backfill';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { estateInsert, priceChangeOver, storedEstates } from '../listings/estates-table';
import { issuesOf } from '../kit/validate';
import * as z from 'zod';
import { validateEstate } from '../listings/estate-schema';

export interface ImportProblem {
  /** Position of the record in the file (0-based), or -1 for the file itself. */
  record: number;
  estateId: number | null;
  path: string;
  message: string;
}

/** The file `npm run import` reads: a site and its estates, each checked as every writer's is (listings/estate-schema.ts). */
export const importFileSchema = z.object({
  siteId: z.number().int().positive(),
  estates: z.array(z.unknown()).min(1).max(5000),
});

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
    const checked = validateEstate(record);
    const id = (record as { general?: { id?: unknown } })?.general?.id;
    const estateId = typeof id === 'number' ? id : null;
    if (!checked.ok) {
      problems.push(...checked.issues.map((issue) => ({ record: index, estateId, ...issue })));
      return;
    }
    valid.push(checked.estate);
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
    const owners = await storedEstates(db, ids);
    for (const owner of owners) {
      if (owner.site_id !== siteId) {
        problems.push({ record: ids.indexOf(owner.id), estateId: owner.id, path: 'general.id', message: `estate ${owner.id} belongs to another site` });
      }
    }
    // An id the platform gave a CRM's listing is that CRM's to change (the ingest API).
    const ingested = await db
      .prepare('SELECT estate_id, source FROM external_ids WHERE estate_id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(ids))
      .all<{ estate_id: number; source: string }>();
    for (const row of ingested.results) {
      problems.push({
        record: ids.indexOf(row.estate_id),
        estateId: row.estate_id,
        path: 'general.id',
        message: `estate ${row.estate_id} comes from ${row.source}: change it through the ingest API`,
      });
    }
    if (problems.length > 0) return { ok: false, problems };
    const stored = new Map(owners.map((row) => [row.id, row]));
    const now = new Date().toISOString();
    const statements = valid.flatMap((estate) => {
      // A lower price keeps the one it replaces (the "price lowered" badge, the alerts).
      const insert = estateInsert(siteId, estate, priceChangeOver(stored.get(estate.general.id), estate, now));
      return [
        db.prepare('DELETE FROM estate_collection_members WHERE estate_id = ?1').bind(estate.general.id),
        db.prepare('DELETE FROM estates WHERE id = ?1 AND site_id = ?2').bind(estate.general.id, siteId),
        db.prepare(insert.sql).bind(...insert.params),
      ];
    });
    // One batch is one transaction: every record is written, or none is.
    await db.batch(statements);
    // Its pictures were written past the picture queue: the next scheduled runs queue them (media/backfill.ts).
    await restartPictureBackfill(db);
    return { ok: true, imported: valid.length, replaced: owners.length };
  }
  return { ok: false, problems };
}
