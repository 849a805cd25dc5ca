import type { Locale, Localized } from '../i18n/locales';
import type { RawLegal } from '../contract/raw/site';
import type { SiteTags } from '../domain/site-tags';
import type { AddressDisplay, AssistantToolGroup } from '../domain/site-settings';

/** The agency's colours; they become CSS custom properties on every page. */
export interface SiteTheme {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
}

export interface SiteContact {
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: Localized;
}

export interface SiteSettings {
  /** Status ids never shown in lists, markers or details (the site's settings). */
  hiddenStatus: number[];
  /** Whether property cards may link to the property's address page. */
  linkToDetail: boolean;
  /** The agency's WhatsApp number, E.164; null: none. */
  whatsapp: string | null;
  /** Cards show the agent's name and photo. */
  cardAgent: boolean;
  /** How listings' addresses show: full, street without number, or municipality only (shared/domain/address.ts shownAddress). */
  addressDisplay: AddressDisplay;
  /** An external valuation widget the wizard's result offers instead of our range; its origin alone joins this site's frame-src. */
  avmWidgetUrl?: string;
  /** Which tool groups the agency's MCP server offers (docs/assistants.md): search and facts, requests; absent: both. */
  assistants?: Record<AssistantToolGroup, boolean>;
}

/** An agency site, as the UI uses it (reshaped from the platform's answer). */
export interface Site {
  id: number;
  name: string;
  /** The canonical origin, e.g. https://www.immo-scheldeland.be; null: the request's hostname's (shared/domain/site-origin.ts). */
  origin: string | null;
  /** The hostname every other hostname of the site redirects to (301); null: each answers for itself. */
  primaryHostname: string | null;
  logo: string | null;
  theme: SiteTheme;
  locales: Locale[];
  defaultLocale: Locale;
  tagline: Localized;
  contact: SiteContact;
  /** BIV/CIB registration: number and supervising body (Belgian agency obligation). */
  biv: { number: string; authority: Localized; vat: string } | null;
  /** What Belgian law asks the site to show besides the BIV registration (shared/domain/legal.ts); null: none given. */
  legal: RawLegal | null;
  settings: SiteSettings;
  /** Coming-soon mode: every page is the one "soon online" page until the owner publishes the site. */
  comingSoon?: boolean;
  /**
   * The agency's own captcha keys, replacing CAPTCHA_PROVIDER (when it names one)
   * and CAPTCHA_SITE_KEY on this site; null: the deploy's keys. Its secret never reaches the
   * site worker: the platform verifies this site's tokens (worker/site/forms/admit.ts).
   */
  captcha: { provider: 'recaptcha' | 'turnstile' | null; siteKey: string } | null;
  /** The agency's own tags, each id checked against its pattern; absent or null: none, no banner, today's CSP. */
  tags?: SiteTags | null;
}
