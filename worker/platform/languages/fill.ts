import { isLocale, type Locale } from '../../../shared/i18n/locales';

/*
 * A language added to a site: every text of an item (a page, a menu) that has no
 * value in the new language is filled, from the starter's text in that language where the
 * starter has one at the same place, else from the default language's, and each filled field
 * is remembered (translation_marks) so the editors say "not translated yet" until it changes.
 */

/** A filled field: where (see `pathOf`) and what was put there. */
export interface Mark {
  path: string;
  filled: string;
}

/** A text of the content: an object whose keys are languages and whose values are strings. */
export function isText(value: unknown): value is Partial<Record<Locale, string>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => isLocale(key) && typeof text === 'string');
}

/** An array element's step in a path: `#id` when it has a numeric id (sections, menu items move), else its index. */
const step = (element: unknown, index: number) => {
  const id = element !== null && typeof element === 'object' ? (element as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? `#${id}` : String(index);
};

/** The starter's element at the same place: same index and, for a section, the same type. */
function starterAt(starter: unknown, element: unknown, index: number): unknown {
  if (!Array.isArray(starter)) return undefined;
  const candidate = starter[index] as unknown;
  const type = (value: unknown) => (value !== null && typeof value === 'object' ? (value as { type?: unknown }).type : undefined);
  return type(candidate) === type(element) ? candidate : undefined;
}

/**
 * The item with every text given a value in `locale` (texts that have one stay as they are);
 * `marks` gets each field filled. Pure: the item is copied.
 * @example fillLanguage({ title: { nl: 'Over ons' } }, { title: { fr: 'À propos' } }, 'fr', 'nl', marks) // { title: { nl: 'Over ons', fr: 'À propos' } }
 */
export function fillLanguage<T>(value: T, starter: unknown, locale: Locale, fallback: Locale, marks: Mark[], path = ''): T {
  if (Array.isArray(value))
    return value.map((element: unknown, index) =>
      fillLanguage(element, starterAt(starter, element, index), locale, fallback, marks, join(path, step(element, index))),
    ) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isText(value)) {
    if (typeof value[locale] === 'string') return value;
    const fromStarter = isText(starter) ? starter[locale] : undefined;
    const filled = fromStarter ?? value[fallback] ?? Object.values(value)[0] ?? '';
    marks.push({ path, filled });
    return { ...value, [locale]: filled } as T;
  }
  const source = starter !== null && typeof starter === 'object' && !Array.isArray(starter) ? (starter as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillLanguage(item, source[key], locale, fallback, marks, join(path, key))])) as T;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The text at a path of an item (`#id` finds an array element by its id), or undefined. */
export function textAt(value: unknown, path: string): unknown {
  let here: unknown = value;
  for (const key of path.split('.')) {
    if (Array.isArray(here)) here = key.startsWith('#') ? here.find((element: { id?: unknown }) => String(element?.id) === key.slice(1)) : here[Number(key)];
    else if (here !== null && typeof here === 'object') here = (here as Record<string, unknown>)[key];
    else return undefined;
  }
  return here;
}
