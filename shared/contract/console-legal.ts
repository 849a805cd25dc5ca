import type { Locale } from '../i18n/locales';
import type { LegalField } from '../domain/legal';
import type { ConsoleSite } from './console';
import type { RawLegal, RawSite } from './raw/site';

/**
 * The console's legal data screen: GET and PUT /console-api/sites/{siteId}/legal,
 * owners only. The PUT writes the site's `legal`, `contact` and `biv` through the admin API's
 * own site update (worker/platform/site-api/sites.ts `updateSite`), so its schema
 * (shared/contract/site-input.ts) is the one that judges the form.
 */

/** The parts of the site the legal screen writes: a PUT body holds these keys only. */
export const LEGAL_UPDATE_KEYS = ['legal', 'contact', 'biv'] as const;

/** PUT /console-api/sites/{siteId}/legal: each given part replaces the stored one. */
export interface LegalUpdate {
  legal?: RawLegal | null;
  contact?: NonNullable<RawSite['contact']>;
  biv?: RawSite['biv'];
}

/** GET /console-api/sites/{siteId}/legal (and the PUT's answer): what is stored and what is still missing. */
export interface ConsoleLegal {
  site: ConsoleSite;
  /** The site's languages: the per-language fields (city, title, authority) have one input each. */
  locales: Locale[];
  legal: RawLegal | null;
  contact: NonNullable<RawSite['contact']>;
  biv: RawSite['biv'] | null;
  missing: LegalField[];
}

/** A field the schema refused: its path in the body (`legal.enterpriseNumber`, `contact.city.nl`) and why. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A 400 of the legal or brand routes: the first field at fault (`field`) and every one of them (`issues`). */
export interface ConsoleFieldError {
  error: string;
  field?: string;
  issues: FieldIssue[];
}
