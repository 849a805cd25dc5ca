import type { Locale } from '../../../shared/i18n/locales';
import { ROUTES, type RouteName } from '../../../shared/routes';
import { scriptSafeJson } from './json-ld';

/**
 * The site's routes whose pages a link must never open before the click: each a
 * form that acts, a token that confirms or cancels, the browser's own favorites and comparison,
 * or a file. A route here covers every path under it.
 */
const NEVER_OPENED: readonly RouteName[] = ['favorites', 'compare', 'subscribe', 'cancelAppointment', 'appointmentCalendar', 'openHouseCalendar', 'windowCard'];

/** A URLPattern for the path alone; the origin is the page's, the query and fragment any. */
const path = (pathname: string) => ({ pathname });

/** The state-changing and non-page addresses, in the site's languages. */
function exclusions(locales: readonly Locale[]): object[] {
  const routes = NEVER_OPENED.flatMap((name) => locales.map((locale) => `/${locale}/${ROUTES[name][locale].replace(/\/:[^/]+/g, '/*')}`));
  return [
    ...routes.flatMap((route) => [{ href_matches: path(route) }, { href_matches: path(`${route}/*`) }]),
    // A holiday rental's period chosen by link (the reservation form without JavaScript).
    { href_matches: { pathname: '/*', search: '*period=*' } },
    { href_matches: path('/*/ajax/*') },
    { href_matches: path('/*/_listing/*') },
    { href_matches: path('/admin/*') },
    { href_matches: path('/console/*') },
    { href_matches: path('/assets/*') },
    { href_matches: path('/*.(ics|svg|pdf|xml|txt)') },
    { selector_matches: 'a[download], a[rel~="nofollow"], a[target="_blank"], [data-no-prerender], [data-no-prerender] a, form a' },
  ].map((rule) => ({ not: rule }));
}

/**
 * The Speculation Rules of a page (docs/caching.md): a link to another of the site's
 * pages in its languages (a listing, a listing's detail, the other pages the menus lead to) is
 * prerendered when the pointer rests on it or goes down on it (eagerness "moderate"), so the page
 * is there at the click; never one that changes something or is not a page.
 */
export function speculationRules(locales: readonly Locale[]): object {
  return {
    prerender: [
      {
        source: 'document',
        where: { and: [{ href_matches: path(`/(${locales.join('|')})/*`) }, ...exclusions(locales)] },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The rules' text by the site's languages: the same for every page of a site, made once per isolate. */
const rulesText = new Map<string, string>();

function rulesTextOf(locales: readonly Locale[]): string {
  const key = locales.join(' ');
  let text = rulesText.get(key);
  if (text === undefined) rulesText.set(key, (text = scriptSafeJson(speculationRules(locales))));
  return text;
}

/** The rules as the inline script the browser reads, with the page's CSP nonce. */
export function SpeculationRules({ locales, nonce }: { locales: readonly Locale[]; nonce: string }) {
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: rulesTextOf(locales) }} />;
}
