import * as z from 'zod/mini';
import { linkTarget } from '../domain/link-target';
import { LOCALES, type Locale } from '../i18n/locales';
import type { DraftVersion, MenuName } from './console-drafts';
import type { RawNavigationItem } from './raw/site';

/*
 * The console's menus editor, over the draft (kind 'navigation', key 'main' or 'footer'):
 *   GET /console-api/sites/{id}/menus          MenuList
 *   PUT /console-api/sites/{id}/menus/{name}   MenuSaveRequest → 200 EditedMenu (409 DraftConflict; 400 `{ error, field }`)
 * An item links, per language, to a page of the site (`/nl/te-koop`) or to another website
 * (`https://…`); items nest one level deep.
 */

export { MENU_NAMES, type MenuName } from './console-drafts';

export interface EditedMenu extends DraftVersion {
  name: MenuName;
  items: RawNavigationItem[];
  pending: boolean;
}

/** GET …/menus: the site's languages, both menus as the draft has them, and the draft's pages to link to. */
export interface MenuList {
  languages: Locale[];
  menus: EditedMenu[];
  pages: { id: number; title: Partial<Record<Locale, string>>; url: Partial<Record<Locale, string | null>> }[];
}

export interface MenuSaveRequest {
  version: number;
  items: RawNavigationItem[];
}

/**
 * An item's address in one language: a path of the site in that language, or what every link
 * field takes otherwise (shared/domain/link-target.ts: https, mailto:, tel:).
 */
export function linkProblem(url: string, language: Locale): 'internal' | 'external' | null {
  if (url.startsWith('/')) return url.startsWith(`/${language}/`) && /^\/(?:nl|fr|en|de)\/(?:[a-z0-9][a-z0-9/-]*)?$/.test(url) ? null : 'internal';
  const target = linkTarget(url);
  return target && target !== 'page' ? null : 'external';
}

const texts = (max: number) =>
  z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(z.string().check(z.maxLength(max, 'tooLong')))])) as Record<
      Locale,
      z.ZodMiniOptional<z.ZodMiniString>
    >,
  );
const leaf = z.object({ id: z.number().check(z.int(), z.positive()), label: texts(80), url: texts(500) });
/** Items one level deep at most: a child has no children. */
export const menuItems = z.array(z.extend(leaf, { children: z.optional(z.array(leaf).check(z.maxLength(30))) })).check(z.maxLength(30));
