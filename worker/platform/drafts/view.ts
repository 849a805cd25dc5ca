import type { Context } from 'hono';
import type { DraftKind } from '../../../shared/contract/console-drafts';
import { PREVIEW_GRANT_HEADER, PREVIEW_TOKEN_PATTERN } from '../../../shared/contract/preview';
import { previewGrantExpiry } from '../sites/golive';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { pendingDocuments } from './store';

/*
 * The draft as a preview sees it. The site worker sends a previewing request's
 * grant (PREVIEW_GRANT_HEADER, checked here against the site's grants, as
 * POST /sites/{id}/previews/check does); the read routes of pages, menus, entities and
 * agreements then answer the site's pending draft over its live content. Without a valid
 * grant they answer the live content, whatever the header says.
 */

const checked = new WeakMap<Request, Promise<boolean>>();

function previewing(c: Context<PlatformEnv>, siteId: number): Promise<boolean> {
  const grant = c.req.header(PREVIEW_GRANT_HEADER);
  if (!grant || !PREVIEW_TOKEN_PATTERN.test(grant)) return Promise.resolve(false);
  let check = checked.get(c.req.raw);
  if (!check) {
    check = previewGrantExpiry(c.env.DB, siteId, grant, new Date()).then((expiresAt) => expiresAt !== null);
    checked.set(c.req.raw, check);
  }
  return check;
}

/** Whether the request previews this site (a valid grant): a hidden page is then still answered. */
export const isPreviewing = (c: Context<PlatformEnv>, siteId: number): Promise<boolean> => previewing(c, siteId);

/** The pending draft documents of a kind by key (null: deleted), when the request previews this site; else null (the live content alone). */
export async function draftOverlay(c: Context<PlatformEnv>, siteId: number, kind: DraftKind): Promise<Map<string, unknown> | null> {
  if (!(await previewing(c, siteId))) return null;
  return pendingDocuments(await siteDb(c.env, siteId), siteId, kind);
}
