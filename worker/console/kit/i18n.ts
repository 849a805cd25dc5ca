import { createLookup, type Lookup, tablesIn, type TranslationParams } from '../../../shared/i18n/lookup';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';

const NO_WORDS = { nl: {}, fr: {}, en: {}, de: {} };
/** Until the words are installed every key reads `_key_`: the console installs them before any screen (words.ts). */
let lookup: Lookup = createLookup(NO_WORDS);
let installed = false;

/**
 * Makes `texts` (locales/console.json: each leaf in the four languages) the console's words for
 * the whole isolate. Not bundled: a static file the console reads once per isolate (words.ts).
 */
export function installConsoleWords(texts: object): void {
  lookup = createLookup(tablesIn(texts));
  installed = true;
}

/** Whether installConsoleWords has run. */
export function consoleWordsInstalled(): boolean {
  return installed;
}

/** Forgets the words (a test of what happens before they are installed). */
export function uninstallConsoleWords(): void {
  lookup = createLookup(NO_WORDS);
  installed = false;
}

/** The console's words (locales/console.json, in the four languages). */
export const t = (locale: Locale, key: string, params?: TranslationParams): string => lookup(locale, key, params);

/** The language the browser prefers among the four (Accept-Language), else Dutch. */
export function preferredLocale(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) || 0 };
    })
    .sort((a, b) => b.q - a.q);
  return ranked.map(({ lang }) => lang).find(isLocale) ?? LOCALES[0];
}
