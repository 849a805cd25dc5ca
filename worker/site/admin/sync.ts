import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import type { AppEnv } from '../env';
import { platformCall, RELAYED_STATUSES } from './sites';

/*
 * A site's listing connections and its sync log, mounted under /admin/sites behind
 * the admin token and relayed to the platform as they are (worker/platform/routes/connections.ts):
 *   GET    /admin/sites/{id}/sync?limit=50&before=<entry id>   newest first, paged by `next`
 *   GET    /admin/sites/{id}/connections
 *   POST   /admin/sites/{id}/connections   { "kind": "ingest" } answers the ingest token, once;
 *          { "kind": "sweepbright", "settings": {…}, "secret": "…" } stores the secret encrypted
 *   PUT    /admin/sites/{id}/connections/{connectionId}   { "settings"?, "secret"? }: new
 *          settings or credentials, used from the connection's next run (same webhook address)
 *   DELETE /admin/sites/{id}/connections/{connectionId}
 *   GET    /admin/sites/{id}/leads?kind&status&needsAttention&limit&before   the site's leads
 *          (worker/platform/routes/leads.ts), newest first, paged by `next`
 */
export const adminSync = new Hono<AppEnv>();

const SITE_ID = ':id{[1-9][0-9]{0,14}}';

async function relay(
  c: Context<AppEnv>,
  request: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; query?: Record<string, string | undefined> },
  status: 200 | 201 = 200,
): Promise<Response> {
  const siteId = Number(c.req.param('id'));
  const answer = await platformCall(c, () => c.get('upstream').client.request<object>({ ...request, siteId, relayed: RELAYED_STATUSES }));
  return answer.ok ? c.json(answer.value, status) : answer.response;
}

adminSync.get(`/${SITE_ID}/sync`, (c) =>
  relay(c, { path: `/sites/${c.req.param('id')}/sync`, query: { limit: c.req.query('limit'), before: c.req.query('before') } }),
);

// Its query is the platform's to check (kind, status, needsAttention, limit, before).
adminSync.get(`/${SITE_ID}/leads`, (c) => relay(c, { path: `/sites/${c.req.param('id')}/leads`, query: c.req.query() }));

adminSync.get(`/${SITE_ID}/connections`, (c) => relay(c, { path: `/sites/${c.req.param('id')}/connections` }));

adminSync.post(`/${SITE_ID}/connections`, async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'The body must be JSON: { "kind": "ingest" }' }, 400);
  }
  return relay(c, { method: 'POST', path: `/sites/${c.req.param('id')}/connections`, body }, 201);
});

adminSync.put(`/${SITE_ID}/connections/:connection{[1-9][0-9]{0,14}}`, async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'The body must be JSON: { "settings": {…}, "secret": "…" } (either or both)' }, 400);
  }
  return relay(c, { method: 'PUT', path: `/sites/${c.req.param('id')}/connections/${c.req.param('connection')}`, body });
});

adminSync.delete(`/${SITE_ID}/connections/:connection{[1-9][0-9]{0,14}}`, (c) =>
  relay(c, { method: 'DELETE', path: `/sites/${c.req.param('id')}/connections/${c.req.param('connection')}` }),
);
