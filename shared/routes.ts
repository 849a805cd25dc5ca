import { LOCALES, type Locale } from './i18n/locales';
import { TOKEN_PATTERN } from './contract/limits';

/** A path in each language. */
type Localized = Readonly<Record<Locale, string>>;

/**
 * A path below another in each language: the same tail in every language, or each its own.
 * @example below(OFFER, ':slug') // { nl: 'aanbod/:estateId/:slug', fr: 'offre/:estateId/:slug', … }
 */
function below<const P extends Localized, const T extends string | Localized>(
  parent: P,
  tail: T,
): { [L in Locale]: `${P[L]}/${T extends Localized ? T[L] : T}` } {
  return Object.fromEntries(LOCALES.map((locale) => [locale, `${parent[locale]}/${typeof tail === 'string' ? tail : (tail as Localized)[locale]}`])) as never;
}

/** The pages of a keep-me-informed subscription are below this one. */
const SUBSCRIPTION = { nl: 'hou-me-op-de-hoogte', fr: 'tenez-moi-informe', en: 'keep-me-informed', de: 'auf-dem-laufenden-halten' } as const;
/** A listing's page; its other pages and files are below it. */
const OFFER = { nl: 'aanbod/:estateId', fr: 'offre/:estateId', en: 'offer/:estateId', de: 'angebot/:estateId' } as const;
/** A listing's printable A4 window card, for the agency's shop window (noindex). */
const WINDOW_CARD = { nl: 'raamaffiche/:estateId', fr: 'affiche-vitrine/:estateId', en: 'window-card/:estateId', de: 'schaufensterplakat/:estateId' } as const;

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
  subscribe: SUBSCRIPTION,
  subscribeSuccess: below(SUBSCRIPTION, { nl: 'succes', fr: 'succes', en: 'success', de: 'erfolg' }),
  unsubscribe: below(SUBSCRIPTION, { nl: 'uitschrijven/:token', fr: 'desinscription/:token', en: 'unsubscribe/:token', de: 'abmelden/:token' }),
  confirmSubscription: below(SUBSCRIPTION, { nl: 'bevestigen/:token', fr: 'confirmer/:token', en: 'confirm/:token', de: 'bestaetigen/:token' }),
  editSubscription: below(SUBSCRIPTION, ':token'),
  estate: OFFER,
  estateSlug: below(OFFER, ':slug'),
  projectEntity: below(OFFER, ':slug/:entityId'),
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
  openHouseCalendar: below(OFFER, {
    nl: 'opendeur/:openHouse/agenda.ics',
    fr: 'portes-ouvertes/:openHouse/agenda.ics',
    en: 'open-house/:openHouse/calendar.ics',
    de: 'tag-der-offenen-tuer/:openHouse/kalender.ics',
  }),
  windowCard: WINDOW_CARD,
  /** The window card's QR code alone, an SVG: the listing's page with utm_source=window. */
  windowCardQr: below(WINDOW_CARD, { nl: 'qr-code.svg', fr: 'code-qr.svg', en: 'qr-code.svg', de: 'qr-code.svg' }),
  holidayRental: { nl: 'vakantie/:rentalUnitId', fr: 'vacances/:rentalUnitId', en: 'holiday/:rentalUnitId', de: 'feiertage/:rentalUnitId' },
  detail: { nl: 'detail', fr: 'detail', en: 'detail', de: 'detail' },
  /** An agent's page: photo, languages, contact, their listings and a form that goes to them. */
  agent: { nl: 'makelaar/:agentId', fr: 'agent/:agentId', en: 'agent/:agentId', de: 'makler/:agentId' },
  /** A request an AI assistant made for a person (docs/assistants.md "Requests"): what will be sent, and the button that sends it. */
  confirmRequest: { nl: 'aanvraag/bevestigen/:token', fr: 'demande/confirmer/:token', en: 'request/confirm/:token', de: 'anfrage/bestaetigen/:token' },
  /** A followed listing's mail link: a button that stops following that listing alone. */
  stopFollowing: below(SUBSCRIPTION, {
    nl: ':token/niet-meer-volgen/:estateId',
    fr: ':token/ne-plus-suivre/:estateId',
    en: ':token/stop-following/:estateId',
    de: ':token/nicht-mehr-folgen/:estateId',
  }),
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
