import { Hono } from 'hono';
import { fail, idParam } from '../kit/http';
import { scopedDb, siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { existingSiteOf } from '../kit/validate';
import { ENTITY_LISTS, type EntityList } from '../../../shared/contract/console-drafts';
import { shownEntityItems } from './team-reps';
import { serve, site } from './serve';

/** Entities: the list of a site's entity types, and the items of one. */
export const entities = new Hono<PlatformEnv>();

serve(entities, 'GET /sites/:siteId/entities', async (c) => {
  const siteId = await existingSiteOf(c);
  const rows = await (await siteDb(c.env, siteId))
    .prepare('SELECT entity AS name, count(*) AS count FROM entity_items WHERE site_id = ?1 GROUP BY entity ORDER BY entity')
    .bind(siteId)
    .all<{ name: string; count: number }>();
  return c.json(rows.results, 200);
});

serve(entities, 'GET /entities/:name/items', site, async (c) => {
  const siteId = c.var.site;
  const name = c.req.param('name');
  if (!(ENTITY_LISTS as readonly string[]).includes(name)) fail(404, `No entity ${name}`);
  // A preview sees the draft's list; hidden items are nobody's (team-reps.ts).
  return c.json({ name, items: await shownEntityItems(c, siteId, name as EntityList) }, 200);
});

/** GET /estate-collections/{id}: a collection with the ids of its estates. */
serve(entities, 'GET /estate-collections/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const siteId = c.get('siteId');
  const db = await scopedDb(c.env, siteId);
  const [collection, members] = await db.batch<{ document?: string; estate_id?: number }>([
    db.prepare('SELECT document FROM estate_collections WHERE id = ?1 AND (?2 IS NULL OR site_id = ?2)').bind(id, siteId ?? null),
    db.prepare('SELECT estate_id FROM estate_collection_members WHERE collection_id = ?1 ORDER BY estate_id').bind(id),
  ]);
  const row = collection?.results[0];
  if (!row?.document) fail(404, `Estate collection ${id} does not exist`);
  return c.json({ ...(JSON.parse(row.document) as object), estateIds: (members?.results ?? []).map((m) => m.estate_id) }, 200);
});
