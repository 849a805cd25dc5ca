import { Hono } from 'hono';
import { PREVIEW_TOKEN_PATTERN } from '../../../shared/contract/preview';
import { draftOf } from '../listings/estate-store';
import { consumePreviewLink, previewGrantExpiry } from '../sites/golive';
import { previewEstate } from '../listings/versions';
import { isPreviewing } from '../drafts/view';
import type { NormalizedListing } from '../listings/normalized';
import { siteDb } from '../databases/site-db';
import { fail, idParam } from '../kit/http';
import type { PlatformEnv } from '../types';
import { readJson } from '../kit/validate';
import { serve, site, type SiteContext } from './serve';

/**
 * The site worker's side of a preview (shared/contract/preview.ts), bound by the
 * site id of the path (and of X-SITE when sent): a link or grant of another site is no link.
 * POST /sites/{id}/previews/consume `{ token, section? }`: 201 `{ grant, expiresAt }`, or 410 (used,
 * expired, unknown); POST /sites/{id}/previews/check `{ grant }`: 200 `{ expiresAt }`, or 404.
 */
export const previews = new Hono<PlatformEnv>();

async function input(c: SiteContext, key: 'token' | 'grant'): Promise<{ siteId: number; value: string; body: Record<string, unknown> | null }> {
  const siteId = c.var.site;
  const body = (await readJson(c)) as Record<string, unknown> | null;
  const value = body?.[key];
  if (typeof value !== 'string' || !PREVIEW_TOKEN_PATTERN.test(value)) fail(400, `${key} must be 43 characters of URL-safe base64`);
  return { siteId, value, body };
}

serve(previews, 'POST /sites/:siteId/previews/consume', site, async (c) => {
  const { siteId, value, body } = await input(c, 'token');
  const grant = await consumePreviewLink(c.env.DB, siteId, value, new Date(), body?.section === true);
  if (!grant) return c.json({ error: 'This preview link was used already, has expired or is not valid' }, 410);
  return c.json(grant, 201);
});

serve(previews, 'POST /sites/:siteId/previews/check', site, async (c) => {
  const { siteId, value } = await input(c, 'grant');
  const expiresAt = await previewGrantExpiry(c.env.DB, siteId, value, new Date());
  if (!expiresAt) return c.json({ error: 'No such preview grant' }, 404);
  return c.json({ expiresAt }, 200);
});

/**
 * GET /sites/{id}/listing-previews/{draftId}: a console listing's draft as the site's detail
 * page shows it (docs/console-listings.md "Preview"), the raw estate the upsert would write.
 * Only to a request that previews this site (a valid grant in PREVIEW_GRANT_HEADER); else, and
 * for another site's draft, 404. Never cached (the site skips its cache while previewing).
 */
serve(previews, 'GET /sites/:siteId/listing-previews/:draftId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const draftId = idParam(c.req.param('draftId'), 'draftId');
  const scoped = c.get('siteId');
  if ((scoped !== undefined && scoped !== siteId) || !(await isPreviewing(c, siteId))) fail(404, `No listing draft ${draftId}`);
  const row = await draftOf(await siteDb(c.env, siteId), siteId, draftId);
  const estate = row && previewEstate(JSON.parse(row.record) as NormalizedListing, row.estate_id, new Date().toISOString());
  if (!estate) fail(404, `No listing draft ${draftId}`);
  return c.json(estate, 200);
});
