import type { Localized } from '../../../../shared/i18n/locales';
import { STARTER_PAGE_URLS as STARTER } from '../../starter/page-urls';

/** The localized URLs of the demo CMS pages (listing pages, contact, ...), shared by both sites: a starter site's and the holiday rentals. */
export const PAGE_URLS = {
  home: STARTER.home,
  forSale: STARTER.forSale,
  forRent: STARTER.forRent,
  projects: STARTER.projects,
  sold: STARTER.sold,
  holiday: { nl: 'vakantieverhuur', fr: 'locations-de-vacances', en: 'holiday-rentals', de: 'ferienvermietung' },
  about: STARTER.about,
  valuation: STARTER.valuation,
  contact: STARTER.contact,
} as const satisfies Record<string, Required<Localized>>;

export type PageKey = keyof typeof PAGE_URLS;

/** '/nl/te-koop' style paths of a page in every language. */
export function pagePaths(key: PageKey): Required<Localized> {
  const urls = PAGE_URLS[key];
  return { nl: `/nl/${urls.nl}`, fr: `/fr/${urls.fr}`, en: `/en/${urls.en}`, de: `/de/${urls.de}` };
}
