import { installedWords, tablesIn, type TranslationParams } from '../../../shared/i18n/lookup';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';

/** The console's words: until installed every key reads `_key_`; the console installs them before any screen (words.ts). */
const words = installedWords();

/**
 * Makes `texts` (locales/console.json: each leaf in the four languages) the console's words for
 * the whole isolate. Not bundled: a static file the console reads once per isolate (words.ts).
 */
export const installConsoleWords = (texts: object): void => words.install(tablesIn(texts));

/** Whether installConsoleWords has run. */
export const consoleWordsInstalled = (): boolean => words.installed();

/** Forgets the words (a test of what happens before they are installed). */
export const uninstallConsoleWords = (): void => words.uninstall();

/** The console's words (locales/console.json, in the four languages). */
export const t = (locale: Locale, key: string, params?: TranslationParams): string => words.lookup(locale, key, params);

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
