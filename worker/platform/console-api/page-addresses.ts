import type { Context } from 'hono';
import type { Locale } from '../../../shared/i18n/locales';
import { slugProblem } from '../../../shared/contract/console-page-schemas';
import type { RawPage } from '../../../shared/contract/raw/page';
import type { RawNavigation, RawNavigationItem } from '../../../shared/contract/raw/site';
import { readDraftItem, saveDraftItem } from '../drafts/store';
import type { ConsoleApiEnv } from './access';
import { siteDb } from '../databases/site-db';

/*
 * A page's addresses in the pages editor (pages.ts): its titles and addresses checked in the
 * site's languages, and, when an address changes, the menus' links that led to it following it.
 */

/** A field the editor refused, and why. */
export type Refusal = { field: string; error: string };

/** The first problem with a page's titles and addresses in the site's languages, or null. */
export function addressProblem(page: Pick<RawPage, 'id' | 'key' | 'title' | 'url'>, languages: Locale[], others: RawPage[]): Refusal | null {
  const [main] = languages;
  if (main && !page.title[main]?.trim()) return { field: `title.${main}`, error: 'required' };
  for (const locale of languages) {
    const url = page.url[locale];
    if (url === undefined || url === null) continue;
    if (page.key === 'home') {
      if (url !== '') return { field: `url.${locale}`, error: 'home' };
      continue;
    }
    const problem = slugProblem(
      url,
      others.filter((other) => other.id !== page.id).map((other) => other.url[locale] ?? '\u0000'),
    );
    if (problem) return { field: `url.${locale}`, error: problem };
  }
  return null;
}

/**
 * A page's new address in a language: the menu items that led to the old one lead to the new
 * one, in the draft beside the page (published with it), so no menu link breaks. A menu someone
 * saved at the same moment is tried once more.
 */
export async function followAddresses(c: Context<ConsoleApiEnv>, before: RawPage, after: RawPage): Promise<void> {
  const moved = new Map<string, string>();
  for (const [locale, url] of Object.entries(after.url)) {
    const old = before.url[locale as Locale];
    if (typeof url === 'string' && typeof old === 'string' && url !== old) moved.set(`/${locale}/${old}`, `/${locale}/${url}`);
  }
  if (moved.size === 0) return;
  const follow = (items: RawNavigationItem[]): RawNavigationItem[] =>
    items.map((item) => ({
      ...item,
      url: Object.fromEntries(Object.entries(item.url).map(([locale, url]) => [locale, moved.get(url) ?? url])),
      ...(item.children ? { children: follow(item.children) } : {}),
    }));
  for (const name of ['main', 'footer']) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const menu = await readDraftItem<RawNavigation>(await siteDb(c.env, c.var.site.id), c.var.site.id, 'navigation', name);
      if (!menu.document) break;
      const items = follow(menu.document.items);
      if (JSON.stringify(items) === JSON.stringify(menu.document.items)) break;
      const saved = await saveDraftItem(
        await siteDb(c.env, c.var.site.id),
        c.var.site.id,
        'navigation',
        name,
        { ...menu.document, items },
        menu.version,
        c.var.user.email,
        new Date(),
      );
      if (saved.saved) break;
    }
  }
}
