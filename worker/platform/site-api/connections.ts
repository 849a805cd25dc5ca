import { Hono } from 'hono';
import * as z from 'zod';
import { connectionInput, connectionUpdate, createConnection, deleteConnection, listConnections, updateConnection } from '../connections/store';
import { keepListings, listingSourceOf, takeListingsOffline } from '../connections/listings';
import { fail, idParam } from '../kit/http';
import { syncLog, syncSummary } from '../connections/sync-log';
import type { PlatformEnv } from '../types';
import { existingSiteOf, jsonBody, requireExistingSite } from '../kit/validate';
import { serve } from './serve';

/*
 * Where a site's listings come from, and what came, for the admin API and the
 * console (behind the platform's token, like every call but the ingest API's):
 *   GET    /sites/{siteId}/connections        the site's connections (never a secret or token; a
 *          SweepBright connection's webhookPath, to be given to SweepBright on the site's hostname)
 *   POST   /sites/{siteId}/connections        { kind, settings?, secret? }: an ingest
 *          connection answers its bearer token, once; a CRM's secret is stored encrypted
 *   PUT    /sites/{siteId}/connections/{id}   { settings?, secret? }: new settings or credentials
 *          (a new SweepBright secret sends the events that waited for it to the queue again),
 *          used from the connection's next run (a connector waiting on rejected credentials runs
 *          again; a SweepBright connection keeps its webhook address)
 *   DELETE /sites/{siteId}/connections/{id}   the connection goes, its token stops working; its listings
 *          become the agency's own console listings (?listings=keep, the default) or go offline
 *   GET    /sites/{siteId}/sync?limit&before  the sync log, newest first, paged
 *   GET    /sync/summary                      connections, failing ones, refusals (health)
 * What a connection change does is connections/store.ts's, shared with the console (console-api/crm.ts).
 */
export const connections = new Hono<PlatformEnv>();

serve(connections, 'GET /sites/:siteId/connections', async (c) => {
  const siteId = await existingSiteOf(c);
  return c.json({ connections: await listConnections(c.env, siteId) }, 200);
});

serve(connections, 'POST /sites/:siteId/connections', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const input = await jsonBody(c, connectionInput, 'connection');
  await requireExistingSite(c, siteId);
  const { connection, token } = await createConnection(c.env, siteId, input);
  const answer = { connection, ...(token ? { token, note: 'The token is shown only now: the platform keeps only its hash.' } : {}) };
  return c.json(answer, 201);
});

/** New settings or secret for a connection; its id, token and webhook address stay (the next run uses them). */
serve(connections, 'PUT /sites/:siteId/connections/:id', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const id = idParam(c.req.param('id'));
  const change = await jsonBody(c, connectionUpdate, 'connection change');
  return c.json({ connection: await updateConnection(c.env, siteId, id, change) }, 200);
});

/**
 * `?listings=offline` takes the CRM connection's listings off the site too; without it (or
 * `keep`) they stay online as the agency's own console listings.
 */
serve(connections, 'DELETE /sites/:siteId/connections/:id', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const id = idParam(c.req.param('id'));
  const listings = c.req.query('listings');
  if (listings !== undefined && listings !== 'keep' && listings !== 'offline') fail(400, 'listings is keep or offline');
  const row = await c.env.DB.prepare('SELECT id, kind, settings FROM connections WHERE id = ?1 AND site_id = ?2')
    .bind(id, siteId)
    .first<{ id: number; kind: string; settings: string }>();
  const keptListings = row && listings !== 'offline' ? await keepListings(c.env, siteId, row) : 0;
  await deleteConnection(c.env, siteId, id);
  const source = row && listings === 'offline' ? listingSourceOf(row) : null;
  return c.json({ deleted: id, removedListings: source ? await takeListingsOffline(c.env, siteId, source) : 0, keptListings }, 200);
});

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().optional(),
});

serve(connections, 'GET /sites/:siteId/sync', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const query = pageQuery.safeParse(c.req.query());
  if (!query.success) fail(400, 'limit must be 1 to 200 and before an entry id');
  await requireExistingSite(c, siteId);
  return c.json(await syncLog(c.env.DB, siteId, query.data), 200);
});

serve(connections, 'GET /sync/summary', async (c) => c.json(await syncSummary(c.env.DB), 200));
