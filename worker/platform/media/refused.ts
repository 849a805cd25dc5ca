import type { PictureJob } from '../../../shared/contract/sized-pictures';
import { retireEstates } from '../cache/retire';
import { siteDb } from '../databases/site-db';
import { logWarning } from '../log';
import type { PlatformBindings } from '../types';

/*
 * A picture the platform cannot show (not a picture by its bytes, a decompression bomb, an address
 * that answers 404: media/sizes.ts) is taken out of the listings of its site that name it, so a
 * listing is shown without it rather than with a grey box. A source that sends the listing again
 * unchanged writes nothing (listings/upsert.ts: its content hash), so it stays out; one that sends it
 * changed queues it again, and it is taken out again, its note kept.
 */

/** The pictures of an estate's document without `url` (as a thumbnail, only the thumbnail goes). */
const WITHOUT = `(SELECT json_group_array(json(CASE WHEN p.value ->> '$.thumbnail' = ?2 THEN json_set(p.value, '$.thumbnail', NULL) ELSE p.value END))
  FROM json_each(document, '$.pictures') AS p WHERE coalesce(p.value ->> '$.file', '') != ?2)`;

/** Takes a refused picture out of its site's listings; answers the estates it changed. */
export async function dropRefusedPicture(env: PlatformBindings, job: PictureJob, reason: string): Promise<number[]> {
  const db = await siteDb(env, job.siteId);
  const { results } = await db
    .prepare(
      `SELECT id FROM estates WHERE site_id = ?1 AND EXISTS (SELECT 1 FROM json_each(document, '$.pictures') AS p
       WHERE p.value ->> '$.file' = ?2 OR p.value ->> '$.thumbnail' = ?2)`,
    )
    .bind(job.siteId, job.url)
    .all<{ id: number }>();
  const ids = results.map((row) => row.id);
  if (ids.length === 0) return ids;
  await db.batch(
    ids.map((id) => db.prepare(`UPDATE estates SET document = json_set(document, '$.pictures', json(${WITHOUT})) WHERE id = ?1`).bind(id, job.url)),
  );
  await retireEstates(env.CACHE, job.siteId, ids);
  logWarning('a picture that cannot be shown was taken out of its listings', reason, `site ${job.siteId}: ${job.url}, estates ${ids.join(', ')}`);
  return ids;
}
