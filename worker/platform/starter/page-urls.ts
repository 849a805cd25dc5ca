import type { Locale } from '../../../shared/i18n/locales';

/** The localized URLs (after the language) of a starter site's pages, in menu order; '' is the home page. */
export const STARTER_PAGE_URLS = {
  home: { nl: '', fr: '', en: '', de: '' },
  forSale: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  forRent: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
  projects: { nl: 'nieuwbouwprojecten', fr: 'projets-neufs', en: 'new-build-projects', de: 'neubauprojekte' },
  sold: { nl: 'verkocht', fr: 'vendu', en: 'sold', de: 'verkauft' },
  about: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'ueber-uns' },
  valuation: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation', de: 'kostenlose-bewertung' },
  contact: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
} as const satisfies Record<string, Record<Locale, string>>;

export type StarterPageKey = keyof typeof STARTER_PAGE_URLS;

/** '/nl/te-koop' style paths of a starter page in every language. */
export function starterPaths(key: StarterPageKey): Record<Locale, string> {
  const urls = STARTER_PAGE_URLS[key];
  return { nl: `/nl/${urls.nl}`, fr: `/fr/${urls.fr}`, en: `/en/${urls.en}`, de: `/de/${urls.de}` };
}
