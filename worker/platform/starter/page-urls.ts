import type { Locale } from '../../../shared/i18n/locales';
import pageUrls from './page-urls.json';

/** The localized URLs (after the language) of a starter site's pages, in menu order (page-urls.json); '' is the home page. */
export const STARTER_PAGE_URLS = pageUrls satisfies Record<string, Record<Locale, string>>;

export type StarterPageKey = keyof typeof STARTER_PAGE_URLS;

/** '/nl/te-koop' style paths of a starter page in every language. */
export function starterPaths(key: StarterPageKey): Record<Locale, string> {
  const urls = STARTER_PAGE_URLS[key];
  return { nl: `/nl/${urls.nl}`, fr: `/fr/${urls.fr}`, en: `/en/${urls.en}`, de: `/de/${urls.de}` };
}
