import type { ConsoleSite } from './console';
import type { ViewingHours, ViewingScope } from '../domain/viewing-hours';

/*
 * The console's "Viewing hours" screen (docs/viewings.md), owners only: GET and PUT
 * /console-api/sites/{id}/viewing-hours. When viewings can be booked, for the whole agency, an
 * office or an agent (the site's live offices and employees); live at once, on every listing of
 * the statuses and references they name, whatever its source.
 */

/** One scope hours can be set for, and whether they are. */
export interface ViewingScopeChoice {
  scope: ViewingScope;
  /** The office's or the agent's name; empty for the agency. */
  name: string;
  /** For an agent: the office they belong to, if any. */
  officeId: number | null;
  set: boolean;
}

export interface ConsoleViewingHours {
  site: ConsoleSite;
  scopes: ViewingScopeChoice[];
  /** The hours set, by scope. */
  hours: Partial<Record<ViewingScope, ViewingHours>>;
}

/** PUT …/viewing-hours: a scope's hours from now on; null: none of its own (an office's or agent's: the next ones apply). */
export interface ViewingHoursUpdate {
  scope: ViewingScope;
  hours: ViewingHours | null;
}
