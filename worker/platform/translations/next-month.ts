import { allDatabases } from '../databases/site-db';
import { logWarning } from '../log';
import type { PlatformBindings } from '../types';
import { monthOf } from './store';
import { WAITING } from './translate-listing';

/*
 * The texts an agency's monthly cap held back (translate-listing.ts `WAITING.cap`) are made when
 * the next month gives room: each scheduled run queues a page of the listings whose texts still
 * wait for a cap of an earlier month, and marks those texts as asked this month, so a later run
 * does not queue them again. The consumer then makes them, or they wait again for this month's cap.
 */

/** Listings queued per database and run. */
const PAGE = 100;

/** Queues the listings whose texts waited for an earlier month's cap; answers how many were. */
export async function queueCappedTranslations(env: PlatformBindings, at: Date): Promise<number> {
  if (!env.TRANSLATE_QUEUE || env.TRANSLATION_PROVIDER === 'off') return 0;
  const now = at.toISOString();
  const month = monthOf(now);
  let queued = 0;
  for (const { db } of allDatabases(env)) {
    const { results } = await db
      .prepare(
        `SELECT DISTINCT site_id, estate_id FROM listing_translations
         WHERE state = 'waiting' AND reason = ?1 AND substr(updated_at, 1, 7) < ?2 ORDER BY estate_id LIMIT ?3`,
      )
      .bind(WAITING.cap, month, PAGE)
      .all<{ site_id: number; estate_id: number }>();
    if (results.length === 0) continue;
    try {
      await env.TRANSLATE_QUEUE.sendBatch(results.map((row) => ({ body: { siteId: row.site_id, estateId: row.estate_id } })));
    } catch (error) {
      logWarning('capped translations could not be queued', error, `${results.length} listing(s): the next run tries again`);
      continue;
    }
    // Asked this month: not queued again by the next run, whatever the consumer answers.
    await db
      .prepare(
        `UPDATE listing_translations SET updated_at = ?1
         WHERE state = 'waiting' AND reason = ?2 AND estate_id IN (SELECT value FROM json_each(?3))`,
      )
      .bind(now, WAITING.cap, JSON.stringify(results.map((row) => row.estate_id)))
      .run();
    queued += results.length;
  }
  return queued;
}
