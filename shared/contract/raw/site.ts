import type { AddressDisplay } from '../../domain/site-settings';

/** The platform's site record as it arrives (GET /sites/{id}, /sites/by-hostname/{host}). */
export interface RawSite {
  id: number;
  name: string;
  primaryHostname?: string | null;
  hostnames?: string[];
  logo?: { url: string } | null;
  theme?: Partial<{ primary: string; primaryText: string; accent: string; background: string }>;
  languages?: string[];
  defaultLanguage?: string;
  tagline?: Record<string, string>;
  contact?: {
    email?: string;
    phone?: string;
    street?: string;
    zip?: string;
    city?: Record<string, string>;
  };
  biv?: { number: string; authority: Record<string, string>; vat: string } | null;
  /** What Belgian law asks the site to show besides the BIV registration (shared/domain/legal.ts). */
  legal?: RawLegal | null;
  /**
   * Coming-soon mode: every page of the site is the one "soon online" page (`noindex`)
   * until the owner publishes it; absent or false: the site is live.
   */
  comingSoon?: boolean;
  settings?: {
    hiddenStatus?: number[] | null;
    showEstateAddress?: boolean;
    whatsapp?: string | null;
    cardAgent?: boolean;
    addressDisplay?: AddressDisplay;
    avmWidgetUrl?: string | null;
    assistants?: { facts?: boolean; requests?: boolean } | null;
  } | null;
  /**
   * The agency's own captcha keys: its provider (else the deploy's) and site key.
   * The secret is stored encrypted apart (site_secrets) and never answered: `secretSet` says
   * there is one. `secret` is only ever in a document written before migration 0020.
   */
  captcha?: { provider?: 'recaptcha' | 'turnstile'; siteKey: string; secret?: string; secretSet?: boolean } | null;
  /** The secret the agency's CRM signs its publish webhook with; server only, never in a page. */
  publish?: { secret: string } | null;
  /** Where the platform delivers the site's outbox. Its answers carry `secretSet`, never the secret. */
  delivery?: RawDelivery | null;
  /** The agency's own tags: GA4, Tag Manager, Meta pixel ids, loaded only with the visitor's consent. */
  tags?: { ga4?: string; gtm?: string; meta?: string } | null;
}

/** The agency's legal identity, as the console collects it and the site's legal block shows it. */
export interface RawLegal {
  /** The legal name with its form, e.g. `Immo Noord BV`. */
  company?: string;
  /** KBO/BCE, as `0123.456.749`. */
  enterpriseNumber?: string;
  /** The professional title per language, e.g. `erkend vastgoedmakelaar-bemiddelaar (BIV)`. */
  title?: Record<string, string>;
  vatRegime?: 'subject' | 'exempt';
  /** The professional liability insurer and policy number (WER XII.6, BIV deontology). */
  insurer?: { name: string; policy: string };
  /** The deontology code the agency is bound by (an https address). */
  deontologyUrl?: string;
  /** The privacy statement's controller, its contact address and how long leads are kept (months). */
  privacy?: { controller: string; email: string; retentionMonths?: number };
}

export interface RawDelivery {
  webhook?: { url: string; secret?: string; secretSet?: boolean } | null;
  /** `crmCopies`: lead kinds mailed to the agency as well when its CRM takes them (site-input.ts DEFAULT_CRM_COPIES). */
  email?: { to: string; from?: string; crmCopies?: string[]; recipients?: Partial<Record<string, string>> } | null;
  /** The lead origin table (site-delivery.ts crmOriginSchema): utm_source (and medium) → the CRM's origin id. */
  crmOrigins?: { source: string; medium?: string; origin: number }[];
}

/** A navigation menu (GET /sites/{siteId}/navigation/{name}). */
export interface RawNavigation {
  name: string;
  items: RawNavigationItem[];
}

export interface RawNavigationItem {
  id: number;
  label: Record<string, string>;
  url: Record<string, string>;
  children?: RawNavigationItem[];
}
