import type { Locale } from '../../../shared/i18n/locales';
import type { MenuList } from '../../../shared/contract/console-menus';
import type { RawNavigationItem } from '../../../shared/contract/raw/site';

/*
 * The menus editor's forms turned into the menu the platform saves. An item is
 * named by its place: `2` (the third item) or `2.1` (its second child). Each form changes one
 * thing: an item's labels and addresses, its place (up, down, under the item above, back out),
 * its removal, or a new item at the end (to a page of the site, or to another website).
 */

type Form = Record<string, string>;
type Items = RawNavigationItem[];

/** The item at a place and the list it is in, or null. */
function locate(items: Items, at: string): { list: Items; index: number; parent: RawNavigationItem | null } | null {
  const [first, second, ...rest] = at.split('.').map(Number);
  if (rest.length > 0 || first === undefined || !Number.isInteger(first) || !items[first]) return null;
  if (second === undefined) return { list: items, index: first, parent: null };
  const parent = items[first]!;
  const children = parent.children ?? [];
  return Number.isInteger(second) && children[second] ? { list: children, index: second, parent } : null;
}

const copy = (items: Items): Items =>
  items.map((item) => ({ ...item, label: { ...item.label }, url: { ...item.url }, ...(item.children ? { children: copy(item.children) } : {}) }));

/** The texts the form sent per language (a language it did not send keeps its text). */
const textsOf = (form: Form, name: string, languages: Locale[]) =>
  Object.fromEntries(languages.flatMap((language) => (form[`${name}.${language}`] === undefined ? [] : [[language, form[`${name}.${language}`]!.trim()]])));

const nextId = (items: Items): number => Math.max(0, ...items.flatMap((item) => [item.id, ...(item.children ?? []).map((child) => child.id)])) + 1;

/** The menu's items after the form's operation; null when the operation names no item it can apply to (`nest` of the first item, or of one with children). */
export function applyMenuForm(current: Items, form: Form, languages: Locale[], pages: MenuList['pages']): Items | null {
  const items = copy(current);
  if (form.op === 'add') {
    const page = pages.find((candidate) => String(candidate.id) === form.page);
    if (form.kind === 'page') {
      if (!page) return null;
      const url = Object.fromEntries(languages.map((language) => [language, `/${language}/${page.url[language] ?? ''}`]));
      const label = Object.fromEntries(languages.map((language) => [language, page.title[language] ?? '']));
      return [...items, { id: nextId(items), label, url }];
    }
    return [...items, { id: nextId(items), label: textsOf(form, 'label', languages), url: textsOf(form, 'url', languages) }];
  }
  const place = locate(items, form.at ?? '');
  if (!place) return null;
  const { list, index, parent } = place;
  const item = list[index]!;
  switch (form.op) {
    case 'item':
      list[index] = { ...item, label: { ...item.label, ...textsOf(form, 'label', languages) }, url: { ...item.url, ...textsOf(form, 'url', languages) } };
      return items;
    case 'up':
    case 'down': {
      const to = index + (form.op === 'up' ? -1 : 1);
      if (!list[to]) return items;
      [list[index], list[to]] = [list[to]!, item];
      return items;
    }
    case 'remove':
      list.splice(index, 1);
      if (parent && parent.children?.length === 0) delete parent.children;
      return items;
    case 'nest': {
      // Under the item above, one level deep only: a child item or one with children stays where it is.
      const above = list[index - 1];
      if (parent || !above || (item.children?.length ?? 0) > 0) return null;
      list.splice(index, 1);
      above.children = [...(above.children ?? []), item];
      return items;
    }
    case 'outdent': {
      if (!parent) return null;
      list.splice(index, 1);
      if (list.length === 0) delete parent.children;
      items.splice(items.indexOf(parent) + 1, 0, item);
      return items;
    }
    default:
      return null;
  }
}

/** The input a refusal names (`items.2.children.0.url.fr` → `main-2-0-url-fr`); the item just added is the add form's (`main-new-url-fr`). */
export function menuFieldId(menu: string, path: string, added: number | null): string {
  const match = /^items\.(\d+)(?:\.children\.(\d+))?\.(label|url)\.(\w+)$/.exec(path);
  if (!match) return `${menu}-add`;
  const [, top, child, field, language] = match;
  if (added !== null && Number(top) === added && child === undefined) return `${menu}-new-${field}-${language}`;
  return `${menu}-${top}${child === undefined ? '' : `-${child}`}-${field}-${language}`;
}
