import type { Context } from 'hono';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { draftOverlay } from '../drafts/view';

/*
 * Pages hidden from visitors (`RawPage.hidden`): the site API leaves them out of the
 * list of pages (the sitemap, the links the site makes to its listing and valuation pages), out
 * of the menus and out of the estate's listing page, and answers their address 404, but to a
 * preview, which still opens them by address (site-api/pages.ts). The home page is never hidden
 * (the console refuses it).
 */

export const isHiddenPage = (page: { hidden?: unknown } | null | undefined): boolean => page?.hidden === true;

interface Item {
  url?: Record<string, string>;
  children?: Item[];
}

/** The addresses (`/nl/over-ons`) of the site's hidden pages, as a preview's draft has them when it previews. */
export async function hiddenPageAddresses(c: Context<PlatformEnv>, siteId: number): Promise<Set<string>> {
  const rows = await (await siteDb(c.env, siteId))
    .prepare(`SELECT id, document FROM pages WHERE site_id = ?1 AND json_extract(document, '$.hidden') = 1`)
    .bind(siteId)
    .all<{ id: number; document: string }>();
  const pages = new Map<string, unknown>(rows.results.map((row) => [String(row.id), JSON.parse(row.document)]));
  const draft = await draftOverlay(c, siteId, 'page');
  for (const [key, page] of draft ?? []) pages.set(key, page);
  const addresses = new Set<string>();
  for (const page of pages.values()) {
    if (!isHiddenPage(page as { hidden?: unknown })) continue;
    for (const [locale, url] of Object.entries((page as { url?: Record<string, unknown> }).url ?? {}))
      if (typeof url === 'string') addresses.add(`/${locale}/${url}`);
  }
  return addresses;
}

/** A menu's items without those that lead to a hidden page; their sub-items take their place. */
export function withoutHidden<T extends Item>(items: T[], hidden: Set<string>): T[] {
  if (hidden.size === 0) return items;
  return items.flatMap((item) => {
    const children = item.children ? withoutHidden(item.children as T[], hidden) : undefined;
    const leadsToHidden = Object.values(item.url ?? {}).some((url) => hidden.has(url.replace(/\/+$/, '')));
    if (leadsToHidden) return children ?? [];
    return [children ? { ...item, children } : item];
  });
}
