import { agencyLines, type HeadAgency } from '../../../shared/domain/listing-head';
import { clip, fitDescription, fitTitle, TITLE_MAX } from '../../../shared/domain/page-head';
import { LANGUAGE_NAMES, localizedValue, translate } from '../../../shared/i18n';
import type { Locale, Localized } from '../../../shared/i18n/locales';
import type { Site } from '../../../shared/types/site';
import type { RequestContext } from '../request-context';

// The title and description of the screens whose words come from the agency or the locale
// files (CMS pages, legal pages, subscribe).

export function headAgency(site: Site, locale: Locale): HeadAgency {
  return { name: site.name, street: site.contact.street, zip: site.contact.zip, city: localizedValue(site.contact.city, locale), phone: site.contact.phone };
}

/** A page's own title with the agency's name after it when it fits (before it on the home page). */
function namedTitle(title: string, site: Site, home: boolean): string {
  if (title.includes(site.name)) return clip(title, TITLE_MAX);
  if (home && title.length + site.name.length + 3 <= TITLE_MAX) return `${site.name} | ${title}`;
  return fitTitle([title], [], site.name);
}

/**
 * The title of a page whose title is the agency's text in each language (`titles`): where it
 * reads the same in another of the site's languages ('Contact – Immo'), the page's language
 * is named in it, so no two pages of a site share a title.
 */
export function pageTitle(titles: Localized, { site, locale }: Pick<RequestContext, 'site' | 'locale'>, home = false): string {
  const own = namedTitle(localizedValue(titles, locale), site, home);
  const shared = site.locales.some((other) => other !== locale && namedTitle(localizedValue(titles, other), site, home) === own);
  return shared ? `${clip(own, TITLE_MAX - LANGUAGE_NAMES[locale].length - 3)} – ${LANGUAGE_NAMES[locale]}` : own;
}

/** A description of 120–160 characters from a page's own text, the agency's line after a short one. */
export function pageDescription(text: string, { site, locale }: Pick<RequestContext, 'site' | 'locale'>): string {
  return fitDescription([text], agencyLines(headAgency(site, locale), locale, translate));
}
