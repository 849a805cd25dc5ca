import { type Context, Hono } from 'hono';
import { fail, idParam } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { draftOverlay } from '../drafts/view';
import { hiddenPageAddresses, withoutHidden } from './hidden-pages';
import { serve } from './serve';
import type { RawNavigation, RawNavigationItem } from '../../../shared/contract/raw/site';

/**
 * GET /sites/{siteId}/navigation/{name} and /navigation/{name}/{id}: a menu, or
 * one item of it with its children.
 */
export const navigation = new Hono<PlatformEnv>();

type Item = RawNavigationItem;

function findItem(items: Item[], id: number): Item | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const child = findItem(item.children ?? [], id);
    if (child) return child;
  }
  return undefined;
}

/** A menu as visitors (or a preview) see it: without its items that lead to a hidden page. */
async function loadMenu(c: Context<PlatformEnv>, siteId: number, name: string) {
  const menu = await storedMenu(c, siteId, name);
  return { ...menu, items: withoutHidden(menu.items, await hiddenPageAddresses(c, siteId)) };
}

async function storedMenu(c: Context<PlatformEnv>, siteId: number, name: string) {
  // A preview sees the draft's menu (drafts/view.ts).
  const draft = await draftOverlay(c, siteId, 'navigation');
  if (draft?.has(name)) {
    const menu = draft.get(name);
    if (!menu) fail(404, `Site ${siteId} has no navigation ${name}`);
    return menu as RawNavigation;
  }
  const row = await (await siteDb(c.env, siteId))
    .prepare('SELECT document FROM navigations WHERE site_id = ?1 AND name = ?2')
    .bind(siteId, name)
    .first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} has no navigation ${name}`);
  return JSON.parse(row.document) as RawNavigation;
}

serve(navigation, 'GET /sites/:siteId/navigation/:name', async (c) => {
  const menu = await loadMenu(c, idParam(c.req.param('siteId'), 'siteId'), c.req.param('name'));
  return c.json(menu, 200);
});

serve(navigation, 'GET /sites/:siteId/navigation/:name/:id', async (c) => {
  const menu = await loadMenu(c, idParam(c.req.param('siteId'), 'siteId'), c.req.param('name'));
  const item = findItem(menu.items, idParam(c.req.param('id')));
  if (!item) fail(404, `Navigation ${menu.name} has no item ${c.req.param('id')}`);
  return c.json({ name: menu.name, items: [item] }, 200);
});
