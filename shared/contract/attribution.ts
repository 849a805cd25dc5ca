/**
 * Where a visitor came from before sending a form (first-party attribution): kept in
 * the visitor's own browser for the session (sessionStorage, no cookie) or read from the page
 * the form was posted from, and sent along with the form to the platform, which stores it on
 * the lead. Every field is optional; the parser (shared/domain/attribution.ts) drops malformed
 * values and caps lengths (ATTRIBUTION_LIMITS) before anything is sent.
 */
export interface Attribution {
  /** The site path (with its query) the visit started on, e.g. `/nl/aanbod/12?utm_source=immoweb`. */
  landingPage?: string;
  /** The origin of the page that linked to the site (another site's origin only, never a full URL). */
  referrer?: string;
  utm?: {
    source?: string;
    medium?: string;
    campaign?: string;
    term?: string;
    content?: string;
  };
  /** Ad click ids: Google Ads, Meta, Microsoft Advertising. */
  clickIds?: {
    gclid?: string;
    fbclid?: string;
    msclkid?: string;
  };
  /** When the visit that brought these started (ISO time), if known. */
  landedAt?: string;
  /**
   * The pages of the site the visitor's session viewed before sending the form, oldest first,
   * the form's own page last (kept in the browser's sessionStorage only: client/attribution.ts);
   * at most ATTRIBUTION_LIMITS.pages, site paths only.
   */
  pages?: ViewedPage[];
}

/** One page a visitor viewed: its site path (with its query) and its title as the browser showed it. */
export interface ViewedPage {
  path: string;
  title?: string;
}

/** Longest value kept per field (characters); longer values are cut, not refused. */
export const ATTRIBUTION_LIMITS = {
  landingPage: 500,
  referrer: 200,
  utm: 150,
  clickId: 200,
  /** Pages viewed kept with a lead (the newest), a page's path and its title. */
  pages: 10,
  pagePath: 300,
  pageTitle: 120,
} as const;

/**
 * What no attribution value may hold: control, format, private-use or unassigned code points,
 * lone surrogates, line and paragraph separators, and U+FFFD (what a malformed %-escape decodes to).
 */
export const ATTRIBUTION_UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}\uFFFD]/u;
