import type { ConsoleSite } from '../../../shared/contract/console';
import type { ConsoleRoute } from '../../../shared/contract/console-api/route';

/** Who the user is on a site, as far as a route's role asks: their role there, whether they are an operator, whether its owners publish editors' changes. */
export interface Standing {
  site: ConsoleSite;
  operator: boolean;
  /** The site's owners publish editors' changes (Settings): editors submit them instead. */
  approval: boolean;
}

/**
 * Whether a route of the contract is the user's to call: any member's, every member of the site;
 * an owner's, owners; an operator's, operators; a publisher's (publish, discard, rollback),
 * owners, and editors unless the site's owners publish editors' changes. The rule the platform
 * keeps on every call (its console API's access.ts), known to the console before the platform
 * answers: a screen offers only what the user may do, and refuses the rest without asking.
 */
export function mayCall(route: ConsoleRoute, { site, operator, approval }: Standing): boolean {
  if (route.role === 'owner') return site.role === 'owner';
  if (route.role === 'operator') return operator;
  if (route.role === 'publisher') return site.role === 'owner' || !approval;
  return true;
}
