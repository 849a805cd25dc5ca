import type { Localized } from '../../../../shared/i18n/locales';

/** The localized URLs of the demo CMS pages (listing pages, contact, ...), shared by both sites. */
export const PAGE_URLS = {
  home: { nl: '', fr: '', en: '', de: '' },
  forSale: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  forRent: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
  projects: { nl: 'nieuwbouwprojecten', fr: 'projets-neufs', en: 'new-build-projects', de: 'neubauprojekte' },
  sold: { nl: 'verkocht', fr: 'vendu', en: 'sold', de: 'verkauft' },
  holiday: { nl: 'vakantieverhuur', fr: 'locations-de-vacances', en: 'holiday-rentals', de: 'ferienvermietung' },
  about: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'ueber-uns' },
  valuation: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation', de: 'kostenlose-bewertung' },
  contact: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
} as const satisfies Record<string, Required<Localized>>;

export type PageKey = keyof typeof PAGE_URLS;

/** '/nl/te-koop' style paths of a page in every language. */
export function pagePaths(key: PageKey): Required<Localized> {
  const urls = PAGE_URLS[key];
  return { nl: `/nl/${urls.nl}`, fr: `/fr/${urls.fr}`, en: `/en/${urls.en}`, de: `/de/${urls.de}` };
}
