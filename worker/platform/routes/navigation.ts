import { Hono } from 'hono';
import { fail, idParam } from '../http';
import type { PlatformEnv } from '../types';

/**
 * GET /sites/{siteId}/navigation/{name} and /navigation/{name}/{id} (SPEC §7): a menu, or
 * one item of it with its children.
 */
export const navigation = new Hono<PlatformEnv>();

interface Item {
  id: number;
  children?: Item[];
}

function findItem(items: Item[], id: number): Item | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const child = findItem(item.children ?? [], id);
    if (child) return child;
  }
  return undefined;
}

async function loadMenu(db: PlatformEnv['Bindings']['DB'], siteId: number, name: string) {
  const row = await db
    .prepare('SELECT document FROM navigations WHERE site_id = ?1 AND name = ?2')
    .bind(siteId, name)
    .first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} has no navigation ${name}`);
  return JSON.parse(row.document) as { name: string; items: Item[] };
}

navigation.get('/:siteId/navigation/:name', async (c) => {
  const menu = await loadMenu(c.env.DB, idParam(c.req.param('siteId'), 'siteId'), c.req.param('name'));
  return c.json(menu);
});

navigation.get('/:siteId/navigation/:name/:id', async (c) => {
  const menu = await loadMenu(c.env.DB, idParam(c.req.param('siteId'), 'siteId'), c.req.param('name'));
  const item = findItem(menu.items, idParam(c.req.param('id')));
  if (!item) fail(404, `Navigation ${menu.name} has no item ${c.req.param('id')}`);
  return c.json({ name: menu.name, items: [item] });
});
