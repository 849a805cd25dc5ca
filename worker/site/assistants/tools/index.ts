import type { Site } from '../../../../shared/types/site';
import type { AssistantTool, ToolGroup } from '../tool';
import { agencyInfo } from './agency-info';
import { getListing } from './get-listing';
import { getViewingSlots } from './viewing-slots';
import { contactAgency, requestViewing } from './requests';
import { searchListings } from './search-listings';

/**
 * The tools of the agency's MCP server, in the order `tools/list` names them. Each one's name,
 * description and input schema for the assistant are in the tools document
 * (worker/site/assistants/mcp-tools.json); a tool missing there is not listed.
 */
// biome-ignore lint/suspicious/noExplicitAny: each tool checks its own arguments (its `args`).
export const TOOLS: readonly AssistantTool<any>[] = [searchListings, getListing, getViewingSlots, agencyInfo, requestViewing, contactAgency];

/**
 * Which groups of tools the agency has switched on for its site: the console's switches ("AI
 * assistants"), kept in the site's settings and reaching the site with them (a change retires
 * the site's cache); each group on unless switched off.
 */
export function toolsAllowed(site: Site): Record<ToolGroup, boolean> {
  return { facts: site.settings.assistants?.facts !== false, requests: site.settings.assistants?.requests !== false };
}

/** The tools this site offers now: the registry less the groups its agency switched off. */
// biome-ignore lint/suspicious/noExplicitAny: see TOOLS.
export function siteTools(site: Site): AssistantTool<any>[] {
  const allowed = toolsAllowed(site);
  return TOOLS.filter((tool) => allowed[tool.group]);
}
