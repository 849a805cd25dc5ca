import { Hono } from 'hono';
import type { PlatformEnv } from '../types';
import { fail, idParam } from '../http';

/** GET /sites/{siteId} and GET /sites/by-hostname/{hostname} (SPEC §7). */
export const sites = new Hono<PlatformEnv>();

sites.get('/by-hostname/:hostname', async (c) => {
  const hostname = c.req.param('hostname').toLowerCase();
  const row = await c.env.DB.prepare(
    'SELECT s.document FROM site_hostnames h JOIN sites s ON s.id = h.site_id WHERE h.hostname = ?1',
  )
    .bind(hostname)
    .first<{ document: string }>();
  if (!row) fail(404, `No site answers on ${hostname}`);
  return c.body(row.document, 200, { 'Content-Type': 'application/json' });
});

sites.get('/:siteId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const row = await c.env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} does not exist`);
  return c.body(row.document, 200, { 'Content-Type': 'application/json' });
});
