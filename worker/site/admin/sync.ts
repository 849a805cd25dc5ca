import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import type { AppEnv } from '../env';
import { platformCall, RELAYED_STATUSES } from './sites';
import { type Answering, siteRequest } from '../upstream/site-api';
import type { PlatformRequest } from '../upstream/client';

/*
 * A site's listing connections and its sync log, mounted under /admin/sites behind
 * the admin token and relayed to the platform as they are (worker/platform/site-api/connections.ts):
 *   GET    /admin/sites/{id}/sync?limit=50&before=<entry id>   newest first, paged by `next`
 *   GET    /admin/sites/{id}/connections
 *   POST   /admin/sites/{id}/connections   { "kind": "ingest" } answers the ingest token, once;
 *          { "kind": "sweepbright", "settings": {…}, "secret": "…" } stores the secret encrypted
 *   PUT    /admin/sites/{id}/connections/{connectionId}   { "settings"?, "secret"? }: new
 *          settings or credentials, used from the connection's next run (same webhook address)
 *   DELETE /admin/sites/{id}/connections/{connectionId}
 *   GET    /admin/sites/{id}/leads?kind&status&needsAttention&limit&before   the site's leads
 *          (worker/platform/site-api/leads.ts), newest first, paged by `next`
 */
export const adminSync = new Hono<AppEnv>();

const SITE_ID = ':id{[1-9][0-9]{0,14}}';

async function relay(c: Context<AppEnv>, request: PlatformRequest & Answering<object>, status: 200 | 201 = 200): Promise<Response> {
  const siteId = Number(c.req.param('id'));
  const answer = await platformCall(c, () => c.get('upstream').client.request({ ...request, siteId, relayed: RELAYED_STATUSES }));
  return answer.ok ? c.json(answer.value, status) : answer.response;
}

adminSync.get(`/${SITE_ID}/sync`, (c) =>
  relay(c, siteRequest('GET /sites/:siteId/sync', { siteId: c.req.param('id') }, { query: { limit: c.req.query('limit'), before: c.req.query('before') } })),
);

// Its query is the platform's to check (kind, status, needsAttention, limit, before).
adminSync.get(`/${SITE_ID}/leads`, (c) => relay(c, siteRequest('GET /sites/:siteId/leads', { siteId: c.req.param('id') }, { query: c.req.query() })));

adminSync.get(`/${SITE_ID}/connections`, (c) => relay(c, siteRequest('GET /sites/:siteId/connections', { siteId: c.req.param('id') }, {})));

adminSync.post(`/${SITE_ID}/connections`, async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'The body must be JSON: { "kind": "ingest" }' }, 400);
  }
  return relay(c, siteRequest('POST /sites/:siteId/connections', { siteId: c.req.param('id') }, { body }), 201);
});

adminSync.put(`/${SITE_ID}/connections/:connection{[1-9][0-9]{0,14}}`, async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'The body must be JSON: { "settings": {…}, "secret": "…" } (either or both)' }, 400);
  }
  return relay(c, siteRequest('PUT /sites/:siteId/connections/:id', { siteId: c.req.param('id'), id: c.req.param('connection') }, { body }));
});

adminSync.delete(`/${SITE_ID}/connections/:connection{[1-9][0-9]{0,14}}`, (c) =>
  relay(c, siteRequest('DELETE /sites/:siteId/connections/:id', { siteId: c.req.param('id'), id: c.req.param('connection') }, {})),
);
