import type { ConsoleSite } from './console';
import type { CrmOrigin } from './site-delivery';

/*
 * The console's "Lead origins" screen, owners only: GET and PUT
 * /console-api/sites/{id}/crm-origins. The site's origin table: a lead whose utm_source (and
 * utm_medium, when a line names one) is on a line reaches the site's CRM with that line's
 * origin id (Whise ContactOriginId, Omnicasa SourceId). Written into the site document
 * (delivery.crmOrigins) through the admin API's own site update.
 */

export interface ConsoleCrmOrigins {
  site: ConsoleSite;
  /** The connection kind of the CRM that takes the site's leads, or null (the table waits for one). */
  crm: string | null;
  /** Whether that CRM takes a lead's origin in a field of its own (else the table waits for one that does). */
  originField: boolean;
  origins: CrmOrigin[];
}

/** PUT …/crm-origins: the whole table from now on (`[]` empties it). */
export interface CrmOriginsUpdate {
  origins: CrmOrigin[];
}
