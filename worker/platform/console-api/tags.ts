import type { Hono } from 'hono';
import type { ConsoleTags } from '../../../shared/contract/console-tags';
import { siteTagsOf } from '../../../shared/domain/site-tags';
import { retireSite } from '../cache/retire';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { tagsUpdate } from '../../../shared/contract/console-api/requests';
import { refusedUpdate } from './site-write';

/*
 * The agency's own tags, owners only: GA4, Tag Manager and Meta pixel ids. Written
 * through `updateSite` (its schema's refusals come back as field errors: `tags.ga4`…) and live
 * at once: the site's cache is retired, so its pages, kept ones too, and its CSP follow.
 */
export function tagsApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (db: D1Database, site: ConsoleTags['site']): Promise<ConsoleTags> => ({
    site,
    tags: siteTagsOf((await storedSite(db, site.id)).tags) ?? {},
  });

  on(api, 'GET /sites/:siteId/tags', { role: 'owner' }, async (c) => c.json(await answer(c.env.DB, c.var.site)));

  on(api, 'PUT /sites/:siteId/tags', { body: tagsUpdate, role: 'owner' }, async (c, { json: body }) => {
    // Only the given ids, as given: the schema judges them (an empty or unknown key is refused there).
    const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null));
    try {
      await updateSite(c.env, c.var.site.id, { tags: Object.keys(given).length > 0 ? given : null });
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });
}
