import texts from '../../locales/console.json';
import { createLookup, tablesIn, type TranslationParams } from '../../shared/i18n/lookup';
import { isLocale, LOCALES, type Locale } from '../../shared/i18n/locales';

const lookup = createLookup(tablesIn(texts));

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
