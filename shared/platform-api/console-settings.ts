import type { ConsoleSite } from './console';

/*
 * The console's site settings (issue 32), owners only: GET and PUT /console-api/sites/{id}/settings.
 * Settings are the site's record, not its content: they take effect at once (no draft), through
 * the admin API's own site update (worker/platform/routes/sites.ts), whose schema judges them.
 */

export interface ConsoleSettings {
  site: ConsoleSite;
  /** Status ids (MAIN_TRANSACTION_IDS) whose listings the site never shows. */
  hiddenStatus: number[];
  /** Whether a property card links to the property's page. */
  showEstateAddress: boolean;
  /** The agency's mailbox for leads, and the sender on its own mail domain (none: the deploy's). */
  email: { to: string; from?: string } | null;
}

/** PUT …/settings: every key replaces the stored one; `email: null` stops mailing leads. */
export interface SettingsUpdate {
  hiddenStatus: number[];
  showEstateAddress: boolean;
  email: { to: string; from?: string } | null;
}
