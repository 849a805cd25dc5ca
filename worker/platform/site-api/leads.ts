import { Hono } from 'hono';
import { idParam } from '../kit/http';
import { leadFilters, listLeads } from '../leads/list';
import type { PlatformEnv } from '../types';
import { serve } from './serve';
import { ADMIN_API, leadsDetail, logAccess } from '../privacy/access-log';

/**
 * GET /sites/{siteId}/leads (the admin's GET /admin/sites/{id}/leads, docs/leads.md):
 * the site's leads, the outbox rows of the agency kinds, newest first, each with the person,
 * the listing as we and its source know it, where the visitor came from, and its delivery:
 * where the site sends it now (`destinations`), where it went (`deliveredTo`), its state
 * (the query: leads/list.ts, which the console's leads share).
 *   ?kind=<agency kind>  ?status=pending|delivered|failed|stored  ?needsAttention=true|false
 *   ?limit=1..200 (50)   ?before=<lead id>: the page after that lead (the answer's `next`)
 * Each call is in the site's access log, as the admin API's (docs/privacy.md "Who saw what").
 */
export const leads = new Hono<PlatformEnv>();

serve(leads, 'GET /sites/:siteId/leads', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const filters = leadFilters(c);
  const listed = await listLeads(c.env, siteId, filters);
  await logAccess(c.env, siteId, ADMIN_API, 'adminLeads', listed.leads.length, leadsDetail(filters));
  return c.json({ siteId, ...listed }, 200);
});
