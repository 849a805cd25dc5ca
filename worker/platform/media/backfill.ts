import type { D1Database } from '@cloudflare/workers-types';
import { allDatabases } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { queuePictures } from './sizes';

/*
 * The pictures no write has queued (sizes.ts): those listings named before pictures were made in
 * sizes, and those `npm run import` writes past upsertListings. Each scheduled run reads a page
 * of every database's estates, in id order from where it stopped (kept in the directory's
 * platform_settings), and queues their pictures; the consumer makes only those without a note.
 * A pass that reached the end of every database leaves `done`, and later runs read nothing more
 * until something starts it again (`restartPictureBackfill`).
 */

const STATE = 'picture-backfill';
const DONE = 'done';
/** Estates read per database and run: a few hundred pictures, queued in batches of 100. */
const PAGE = 100;

interface Cursor {
  /** The last estate id read, per database binding. */
  [binding: string]: number;
}

/** One page of every database's estates, their pictures queued; answers how many were. */
export async function queueUnmadePictures(env: PlatformBindings, at: Date): Promise<number> {
  if (!env.PICTURE_QUEUE || !env.MEDIA) return 0;
  const stored = await env.DB.prepare('SELECT value FROM platform_settings WHERE key = ?1').bind(STATE).first<string>('value');
  if (stored === DONE) return 0;
  const cursor = (stored ? JSON.parse(stored) : {}) as Cursor;
  let queued = 0;
  let finished = true;
  for (const { binding, db } of allDatabases(env)) {
    const after = cursor[binding] ?? 0;
    if (after < 0) continue;
    const { results } = await db
      .prepare(
        `SELECT id, site_id, json_extract(document, '$.pictures') AS pictures FROM estates
         WHERE id > ?1 ORDER BY id LIMIT ?2`,
      )
      .bind(after, PAGE)
      .all<{ id: number; site_id: number; pictures: string | null }>();
    const bySite = new Map<number, string[]>();
    for (const row of results) {
      const pictures = JSON.parse(row.pictures ?? '[]') as { file?: string | null; thumbnail?: string | null }[];
      const urls = pictures.flatMap((picture) => [picture.file, picture.thumbnail].filter((url): url is string => Boolean(url)));
      bySite.set(row.site_id, [...(bySite.get(row.site_id) ?? []), ...urls]);
    }
    for (const [siteId, urls] of bySite) {
      queued += await queuePictures(env, siteId, urls);
    }
    // -1: this database is read to its end.
    cursor[binding] = results.length < PAGE ? -1 : results[results.length - 1]!.id;
    if (results.length === PAGE) finished = false;
  }
  await env.DB.prepare(
    `INSERT INTO platform_settings (key, value, updated_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  )
    .bind(STATE, finished ? DONE : JSON.stringify(cursor), at.toISOString())
    .run();
  return queued;
}

/** Starts the pass again from the first estate: after pictures were written past the queue (`npm run import`). */
export async function restartPictureBackfill(directory: D1Database): Promise<void> {
  await directory.prepare('DELETE FROM platform_settings WHERE key = ?1').bind(STATE).run();
}
