import { MEDIA_OWNER, ownedBy, ownerWrittenUnder } from '../../../shared/contract/media-owner';
import type { PlatformBindings } from '../types';

/*
 * Files put in MEDIA before each carried its site (shared/contract/media-owner.ts) are served, until
 * they do, by the site their key was written under. Each scheduled run gives a page of them that
 * site as their stored owner (`crm/{siteId}/…`, `site/{siteId}/…`: how the writers laid keys out)
 * and keeps where it stopped in platform_settings; a pass over the whole bucket
 * that is done leaves `done`, and later runs read nothing more.
 */

const STATE = 'media-owners';
const DONE = 'done';
const PAGE = 500;

/** One page of the bucket: its files without a site given theirs; answers how many were. */
export async function giveMediaOwners(env: PlatformBindings, at: Date): Promise<number> {
  const bucket = env.MEDIA;
  if (!bucket) return 0;
  const cursor = await env.DB.prepare('SELECT value FROM platform_settings WHERE key = ?1').bind(STATE).first<string>('value');
  if (cursor === DONE) return 0;
  const page = await bucket.list({ limit: PAGE, include: ['httpMetadata', 'customMetadata'], ...(cursor ? { cursor } : {}) });
  let given = 0;
  for (const listed of page.objects) {
    const site = ownerWrittenUnder(listed.key);
    if (!site || listed.customMetadata?.[MEDIA_OWNER]) continue;
    const object = await bucket.get(listed.key);
    if (!object) continue;
    await bucket.put(listed.key, await object.arrayBuffer(), {
      httpMetadata: object.httpMetadata,
      customMetadata: ownedBy(Number(site), object.customMetadata),
    });
    given += 1;
  }
  await env.DB.prepare(
    `INSERT INTO platform_settings (key, value, updated_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  )
    .bind(STATE, page.truncated ? page.cursor : DONE, at.toISOString())
    .run();
  return given;
}
