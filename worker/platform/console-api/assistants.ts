import type { Hono } from 'hono';
import { assistantsUpdate, type ConsoleAssistants } from '../../../shared/contract/console-assistants';
import { assistantGroupsOf } from '../../../shared/domain/site-settings';
import { hostOrigin } from '../../../shared/domain/site-origin';
import { retireSite } from '../cache/retire';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';

/*
 * The agency's MCP server (docs/assistants.md "For the agency"), owners only: its two groups of
 * tools switched on or off, written into the site's settings through `updateSite` and live at
 * once (the site's cache is retired, as every other setting's change does), and its address.
 */
export function assistantsApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (db: D1Database, site: ConsoleAssistants['site']): Promise<ConsoleAssistants> => {
    const stored = await storedSite(db, site.id);
    const host = stored.primaryHostname ?? stored.hostnames?.[0];
    return { site, url: host ? `${hostOrigin(host)}/mcp` : null, groups: assistantGroupsOf(stored.settings) };
  };

  on(api, 'GET /sites/:siteId/assistants', { role: 'owner' }, async (c) => c.json(await answer(c.env.DB, c.var.site)));

  on(api, 'PUT /sites/:siteId/assistants', { body: assistantsUpdate, role: 'owner' }, async (c, { json }) => {
    await updateSite(c.env, c.var.site.id, { settings: { assistants: { facts: json.facts, requests: json.requests } } });
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });
}
