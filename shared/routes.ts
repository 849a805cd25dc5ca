import { LOCALES, type Locale } from './i18n/locales';
import { TOKEN_PATTERN } from './contract/limits';

/**
 * The localized route table: one path pattern per language, without the
 * language prefix. `:name` is a parameter; its accepted form is in PARAM_PATTERNS.
 * Listing pages, home and other CMS pages have platform-defined URLs and are matched
 * after these routes.
 */
export const ROUTES = {
  home: { nl: '', fr: '', en: '', de: '' },
  privacy: { nl: 'privacy-verklaring', fr: 'declaration-de-confidentialite', en: 'privacy-statement', de: 'datenschutzerklaerung' },
  terms: { nl: 'gebruiksvoorwaarden', fr: 'conditions-d-utilisation', en: 'terms-of-use', de: 'nutzungsbedingungen' },
  favorites: { nl: 'favorieten', fr: 'favoris', en: 'favorites', de: 'favoriten' },
  /** Up to four listings side by side, chosen in the browser. */
  compare: { nl: 'vergelijken', fr: 'comparer', en: 'compare', de: 'vergleichen' },
  subscribe: { nl: 'hou-me-op-de-hoogte', fr: 'tenez-moi-informe', en: 'keep-me-informed', de: 'auf-dem-laufenden-halten' },
  subscribeSuccess: { nl: 'hou-me-op-de-hoogte/succes', fr: 'tenez-moi-informe/succes', en: 'keep-me-informed/success', de: 'auf-dem-laufenden-halten/erfolg' },
  unsubscribe: {
    nl: 'hou-me-op-de-hoogte/uitschrijven/:token',
    fr: 'tenez-moi-informe/desinscription/:token',
    en: 'keep-me-informed/unsubscribe/:token',
    de: 'auf-dem-laufenden-halten/abmelden/:token',
  },
  confirmSubscription: {
    nl: 'hou-me-op-de-hoogte/bevestigen/:token',
    fr: 'tenez-moi-informe/confirmer/:token',
    en: 'keep-me-informed/confirm/:token',
    de: 'auf-dem-laufenden-halten/bestaetigen/:token',
  },
  editSubscription: { nl: 'hou-me-op-de-hoogte/:token', fr: 'tenez-moi-informe/:token', en: 'keep-me-informed/:token', de: 'auf-dem-laufenden-halten/:token' },
  estate: { nl: 'aanbod/:estateId', fr: 'offre/:estateId', en: 'offer/:estateId', de: 'angebot/:estateId' },
  estateSlug: { nl: 'aanbod/:estateId/:slug', fr: 'offre/:estateId/:slug', en: 'offer/:estateId/:slug', de: 'angebot/:estateId/:slug' },
  projectEntity: {
    nl: 'aanbod/:estateId/:slug/:entityId',
    fr: 'offre/:estateId/:slug/:entityId',
    en: 'offer/:estateId/:slug/:entityId',
    de: 'angebot/:estateId/:slug/:entityId',
  },
  cancelAppointment: {
    nl: 'afspraak-annuleren/:appointmentId',
    fr: 'annuler-rendez-vous/:appointmentId',
    en: 'cancel-appointment/:appointmentId',
    de: 'termin-absagen/:appointmentId',
  },
  /** The booked viewing as an iCalendar file ("add to my calendar"). */
  appointmentCalendar: {
    nl: 'afspraak/:appointmentId/agenda.ics',
    fr: 'rendez-vous/:appointmentId/agenda.ics',
    en: 'appointment/:appointmentId/calendar.ics',
    de: 'termin/:appointmentId/kalender.ics',
  },
  /** An open house of an estate as an iCalendar file. */
  openHouseCalendar: {
    nl: 'aanbod/:estateId/opendeur/:openHouse/agenda.ics',
    fr: 'offre/:estateId/portes-ouvertes/:openHouse/agenda.ics',
    en: 'offer/:estateId/open-house/:openHouse/calendar.ics',
    de: 'angebot/:estateId/tag-der-offenen-tuer/:openHouse/kalender.ics',
  },
  /** A listing's printable A4 window card, for the agency's shop window (noindex). */
  windowCard: { nl: 'raamaffiche/:estateId', fr: 'affiche-vitrine/:estateId', en: 'window-card/:estateId', de: 'schaufensterplakat/:estateId' },
  /** The window card's QR code alone, an SVG: the listing's page with utm_source=window. */
  windowCardQr: {
    nl: 'raamaffiche/:estateId/qr-code.svg',
    fr: 'affiche-vitrine/:estateId/code-qr.svg',
    en: 'window-card/:estateId/qr-code.svg',
    de: 'schaufensterplakat/:estateId/qr-code.svg',
  },
  holidayRental: { nl: 'vakantie/:rentalUnitId', fr: 'vacances/:rentalUnitId', en: 'holiday/:rentalUnitId', de: 'feiertage/:rentalUnitId' },
  detail: { nl: 'detail', fr: 'detail', en: 'detail', de: 'detail' },
  /** An agent's page: photo, languages, contact, their listings and a form that goes to them. */
  agent: { nl: 'makelaar/:agentId', fr: 'agent/:agentId', en: 'agent/:agentId', de: 'makler/:agentId' },
  /** A request an AI assistant made for a person (docs/assistants.md "Requests"): what will be sent, and the button that sends it. */
  confirmRequest: { nl: 'aanvraag/bevestigen/:token', fr: 'demande/confirmer/:token', en: 'request/confirm/:token', de: 'anfrage/bestaetigen/:token' },
  /** A followed listing's mail link: a button that stops following that listing alone. */
  stopFollowing: {
    nl: 'hou-me-op-de-hoogte/:token/niet-meer-volgen/:estateId',
    fr: 'tenez-moi-informe/:token/ne-plus-suivre/:estateId',
    en: 'keep-me-informed/:token/stop-following/:estateId',
    de: 'auf-dem-laufenden-halten/:token/nicht-mehr-folgen/:estateId',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route needs, e.g. `{ estateId: string; slug: string }`. */
export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof ROUTES)[N]['nl']>, string | number>;

/** The accepted form of each parameter; anything else does not match (a 404, not a 500). */
export const PARAM_PATTERNS: Record<string, RegExp> = {
  estateId: /^[1-9]\d{0,14}$/,
  entityId: /^[1-9]\d{0,14}$/,
  rentalUnitId: /^[1-9]\d{0,14}$/,
  agentId: /^[1-9]\d{0,14}$/,
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  token: TOKEN_PATTERN,
  // Any one segment: the cancel page itself says that a malformed or unknown appointment does not exist.
  appointmentId: /^[^/]{1,200}$/,
  // An open house's start in UTC to the minute (shared/domain/open-houses.ts).
  openHouse: /^\d{8}T\d{4}Z$/,
};

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/**
 * Builds the path of a named route in a language; an unknown name gives '/'.
 * @example buildPath('estate', { estateId: 42 }, 'fr') // '/fr/offre/42'
 */
export function buildPath<N extends RouteName>(name: N, params: RouteParams<N>, locale: Locale): string;
export function buildPath(name: string, params: Record<string, string | number>, locale: Locale): string;
export function buildPath(name: string, params: Record<string, string | number>, locale: Locale): string {
  if (!isRouteName(name)) return '/';
  const pattern: string = ROUTES[name][locale];
  const path = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') {
        throw new TypeError(`Route ${name} needs parameter ${segment.slice(1)}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
  return `/${locale}/${path}`;
}

/** The same route in every language, for hreflang alternates and the language switcher. */
export function alternatePaths<N extends RouteName>(name: N, params: RouteParams<N>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, buildPath(name, params, locale)])) as Record<Locale, string>;
}
