import type { D1Database } from '@cloudflare/workers-types';

/*
 * The owners' choice that editors' changes are published by an owner (migration 0031,
 * `sites.owner_approval`, in the directory): off by default, editors publish as owners do.
 * The console API's publisher guard reads it (worker/platform/console-api/access.ts).
 */

/** Whether an owner publishes the site's editors' changes. */
export async function ownerApproval(directory: D1Database, siteId: number): Promise<boolean> {
  const value = await directory.prepare('SELECT owner_approval FROM sites WHERE id = ?1').bind(siteId).first<number>('owner_approval');
  return value === 1;
}

/** Sets the owners' choice. */
export async function setOwnerApproval(directory: D1Database, siteId: number, required: boolean): Promise<void> {
  await directory
    .prepare('UPDATE sites SET owner_approval = ?2 WHERE id = ?1')
    .bind(siteId, required ? 1 : 0)
    .run();
}
