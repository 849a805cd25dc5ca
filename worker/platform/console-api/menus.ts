import type { Hono } from 'hono';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { type EditedMenu, linkProblem, MENU_NAMES, type MenuList, menuItems, type MenuName } from '../../../shared/contract/console-menus';
import type { RawPage } from '../../../shared/contract/raw/page';
import type { RawNavigation, RawNavigationItem } from '../../../shared/contract/raw/site';
import { listDraftItems, readDraftItem, saveDraftItem } from '../drafts/store';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { menuSave } from '../../../shared/contract/console-api/requests';
import { conflictAnswer } from './drafts';
import { siteDb } from '../databases/site-db';

/*
 * The menus editor, owners and editors: the main and footer menus as the draft has
 * them, saved whole against the version opened. Every item has a label and an address in each
 * of the site's languages: a path of the site in that language or an https address (never
 * `javascript:` or plain http), and nests one level deep at most.
 */

/** The first problem of the items in the site's languages, as `{ field, error }` (`items.2.children.0.url.fr`). */
function itemsProblem(items: RawNavigationItem[], languages: Locale[], at = 'items'): { field: string; error: string } | null {
  for (const [index, item] of items.entries()) {
    for (const language of languages) {
      if (!item.label[language]?.trim()) return { field: `${at}.${index}.label.${language}`, error: 'required' };
      const problem = linkProblem(item.url[language] ?? '', language);
      if (problem) return { field: `${at}.${index}.url.${language}`, error: problem };
    }
    const nested = itemsProblem(item.children ?? [], languages, `${at}.${index}.children`);
    if (nested) return nested;
  }
  return null;
}

export function menusApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/menus', async (c) => {
    const siteId = c.var.site.id;
    const site = await storedSite(c.env.DB, siteId);
    const languages = (site.languages ?? []).filter(isLocale);
    const menus: EditedMenu[] = [];
    for (const name of MENU_NAMES) {
      const item = await readDraftItem<RawNavigation>(await siteDb(c.env, siteId), siteId, 'navigation', name);
      menus.push({
        name,
        items: item.document?.items ?? [],
        pending: item.pending,
        version: item.version,
        updatedBy: item.updatedBy,
        updatedAt: item.updatedAt,
      });
    }
    const pages = (await listDraftItems<RawPage>(await siteDb(c.env, siteId), siteId, 'page')).flatMap(({ document: page }) =>
      page ? [{ id: page.id, title: page.title, url: page.url }] : [],
    );
    const list: MenuList = { languages: languages.length > 0 ? languages : [...LOCALES], menus, pages };
    return c.json(list);
  });

  on(api, 'PUT /sites/:siteId/menus/:name', { body: menuSave }, async (c, { params, json: sent }) => {
    const name = params.name as MenuName;
    if (typeof sent.version !== 'number') return c.json({ error: 'invalid', field: 'version' }, 400);
    const parsed = menuItems.safeParse(sent.items);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json({ error: issue?.message === 'tooLong' ? 'tooLong' : 'invalid', field: ['items', ...(issue?.path ?? [])].join('.') }, 400);
    }
    const items = parsed.data as RawNavigationItem[];
    const site = await storedSite(c.env.DB, c.var.site.id);
    const languages = (site.languages ?? []).filter(isLocale);
    const problem = itemsProblem(items, languages.length > 0 ? languages : [...LOCALES]);
    if (problem) return c.json(problem, 400);
    const menu: RawNavigation = { name, items };
    const saved = await saveDraftItem(await siteDb(c.env, c.var.site.id), c.var.site.id, 'navigation', name, menu, sent.version, c.var.user.email, new Date());
    if (!saved.saved) return conflictAnswer(c, saved.current);
    const edited: EditedMenu = { name, items, pending: true, ...saved.version };
    return c.json(edited);
  });
}
