import type { Locale } from '../i18n/locales';
import type { ConsoleSite } from './console';

/*
 * The site's languages in the console (owners). The list is drafted like the content
 * (draft item `site`/`languages`): adding a language fills the draft's pages, menus and legal
 * texts in it (marked "not translated yet" where the starter has no text), and nothing shows on
 * the site until a publish makes the list live; removing one waits for the publish as well.
 *
 *   GET /console-api/sites/{id}/languages   ConsoleLanguages
 *   PUT /console-api/sites/{id}/languages   LanguagesUpdate → ConsoleLanguages; 400 { error, field: 'languages' | 'defaultLocale' }; 409 DraftConflict
 */

export interface SiteLanguages {
  locales: Locale[];
  defaultLocale: Locale;
}

export interface ConsoleLanguages {
  site: ConsoleSite;
  /** What visitors see now. */
  live: SiteLanguages;
  /** What the next publish makes live. */
  draft: SiteLanguages;
  version: number;
}

/** The whole list and the default language, saved against the version the form was opened at. */
export interface LanguagesUpdate extends SiteLanguages {
  version: number;
}
