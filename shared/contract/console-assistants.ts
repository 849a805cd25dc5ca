import * as z from 'zod/mini';
import type { ConsoleSite } from './console';
import type { AssistantToolGroup } from '../domain/site-settings';

/*
 * The console's "AI assistants" screen, owners only: GET and PUT /console-api/sites/{id}/assistants.
 * The agency's MCP server (docs/assistants.md) offers two groups of tools, each switched on or off
 * here: `facts` (search and every fact of a listing, the agency's details) and `requests`
 * (viewing and contact requests, each confirmed by mail before it becomes a lead). Written into
 * the site document's settings through the admin API's own site update, live at once.
 */

export interface ConsoleAssistants {
  site: ConsoleSite;
  /** The server's address, `https://{primary hostname, else the first}/mcp` (a local hostname: http); null: the site has no hostname yet. */
  url: string | null;
  groups: Record<AssistantToolGroup, boolean>;
}

/** PUT …/assistants: both switches, as the form posts them (a box left unticked: off). */
export const assistantsUpdate = z.object({ facts: z.boolean(), requests: z.boolean() });
export type AssistantsUpdate = z.input<typeof assistantsUpdate>;
