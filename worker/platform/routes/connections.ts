import { Hono } from 'hono';
import * as z from 'zod';
import { fail, idParam } from '../http';
import { WHISE_SOURCE_PATTERN } from '../providers/whise/connection';
import { encryptSecret, MissingSecretKeyError, tokenHash } from '../ingest/secrets';
import { syncLog, syncSummary } from '../ingest/sync-log';
import { requeueRejectedEvents } from '../sync/events';
import { webhookPath } from '../sync/webhook-token';
import type { PlatformEnv } from '../types';
import { jsonBody, newToken, requireExistingSite } from '../validate';
import type { ConnectionRow } from '../connection-row';

/*
 * Where a site's listings come from, and what came (issue 29), for the admin API and the
 * console (behind the platform's token, like every call but the ingest API's):
 *   GET    /sites/{siteId}/connections        the site's connections (never a secret or token; a
 *          SweepBright connection's webhookPath, to be given to SweepBright on the site's hostname)
 *   POST   /sites/{siteId}/connections        { kind, settings?, secret? }: an ingest
 *          connection answers its bearer token, once; a CRM's secret is stored encrypted
 *   PUT    /sites/{siteId}/connections/{id}   { settings?, secret? }: new settings or credentials
 *          (a new SweepBright secret sends the events that waited for it to the queue again),
 *          used from the connection's next run (a connector waiting on rejected credentials runs
 *          again; a SweepBright connection keeps its webhook address)
 *   DELETE /sites/{siteId}/connections/{id}   the connection goes, its token stops working
 *   GET    /sites/{siteId}/sync?limit&before  the sync log, newest first, paged
 *   GET    /sync/summary                      connections, failing ones, refusals (health)
 */
export const connections = new Hono<PlatformEnv>();

const connectionInput = z.strictObject({
  kind: z.enum(['sweepbright', 'whise', 'ingest', 'import']),
  settings: z.record(z.string(), z.unknown()).default({}),
  /** The CRM's credentials (client secret, password): stored encrypted, never answered. */
  secret: z.string().min(1).max(4000).optional(),
});

const connectionUpdate = z
  .strictObject({
    settings: z.record(z.string(), z.unknown()).optional(),
    /** New credentials (the agency changed its client secret or password): stored encrypted, never answered. */
    secret: z.string().min(1).max(4000).optional(),
  })
  .refine((input) => input.settings !== undefined || input.secret !== undefined, { message: 'give settings, a secret or both' });

/** The secret encrypted for storage; a platform without CONNECTION_SECRET_KEY refuses it (409) rather than store it in the clear. */
async function sealed(secret: string | undefined, key: string | undefined): Promise<string | null> {
  if (secret === undefined) return null;
  try {
    return await encryptSecret(secret, key);
  } catch (error) {
    // The message never holds the secret.
    if (error instanceof MissingSecretKeyError) fail(409, error.message);
    throw error;
  }
}

/** A connection as answered: its secret and token only as "there is one". */
const connectionOf = (row: ConnectionRow) => ({
  id: row.id,
  siteId: row.site_id,
  kind: row.kind,
  settings: JSON.parse(row.settings) as Record<string, unknown>,
  hasSecret: row.secret !== null,
  hasToken: row.token_hash !== null,
  createdAt: row.created_at,
  lastRunAt: row.last_run_at,
  lastSuccessAt: row.last_success_at,
  lastError: row.last_error,
  cursor: row.cursor,
});

/** A connection as answered, with the webhook address a CRM that calls us is given (sync/webhook-token.ts). */
async function answerOf(row: ConnectionRow, secretKey: string | undefined) {
  const answer = connectionOf(row);
  return row.kind === 'sweepbright' ? { ...answer, webhookPath: await webhookPath(row.kind, row, secretKey) } : answer;
}

connections.get('/sites/:siteId/connections', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  await requireExistingSite(c, siteId);
  const rows = await c.env.DB.prepare('SELECT * FROM connections WHERE site_id = ?1 ORDER BY id').bind(siteId).all<ConnectionRow>();
  return c.json({ connections: await Promise.all(rows.results.map((row) => answerOf(row, c.env.CONNECTION_SECRET_KEY))) });
});

/** A Whise connection's settings.source, when given: `whise` or `whise-…` (the delete diff removes what its source holds). */
function requireWhiseSource(settings: Record<string, unknown>): void {
  if (settings.source !== undefined && (typeof settings.source !== 'string' || !WHISE_SOURCE_PATTERN.test(settings.source))) {
    fail(400, 'settings.source of a Whise connection must be whise or whise-… (lower-case letters, digits and dashes)');
  }
}

connections.post('/sites/:siteId/connections', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const input = await jsonBody(c, connectionInput, 'connection');
  await requireExistingSite(c, siteId);
  if (input.kind === 'sweepbright' && (typeof input.settings.clientId !== 'string' || input.settings.clientId === '' || input.secret === undefined)) {
    fail(400, 'A SweepBright connection needs settings.clientId and secret (the client id and secret SweepBright gave the agency)');
  }
  if (input.kind === 'whise') requireWhiseSource(input.settings);
  const secret = await sealed(input.secret, c.env.CONNECTION_SECRET_KEY);
  const token = input.kind === 'ingest' ? `ingest_${newToken()}` : null;
  const row = await c.env.DB.prepare(
    'INSERT INTO connections (site_id, kind, settings, secret, token_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING *',
  )
    .bind(siteId, input.kind, JSON.stringify(input.settings), secret, token ? await tokenHash(token) : null, new Date().toISOString())
    .first<ConnectionRow>();
  const answer = { connection: await answerOf(row!, c.env.CONNECTION_SECRET_KEY), ...(token ? { token, note: 'The token is shown only now: the platform keeps only its hash.' } : {}) };
  return c.json(answer, 201);
});

/** New settings or secret for a connection; its id, token and webhook address stay (the next run uses them). */
connections.put('/sites/:siteId/connections/:id', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const id = idParam(c.req.param('id'));
  const change = await jsonBody(c, connectionUpdate, 'connection change');
  const row = await c.env.DB.prepare('SELECT * FROM connections WHERE id = ?1 AND site_id = ?2').bind(id, siteId).first<ConnectionRow>();
  if (!row) fail(404, `Site ${siteId} has no connection ${id}`);
  const settings = change.settings ?? (JSON.parse(row.settings) as Record<string, unknown>);
  if (row.kind === 'sweepbright' && (typeof settings.clientId !== 'string' || settings.clientId === '')) fail(400, 'A SweepBright connection needs settings.clientId');
  if (row.kind === 'whise') requireWhiseSource(settings);
  const secret = (await sealed(change.secret, c.env.CONNECTION_SECRET_KEY)) ?? row.secret;
  const updated = await c.env.DB.prepare('UPDATE connections SET settings = ?3, secret = ?4, last_error = NULL WHERE id = ?1 AND site_id = ?2 RETURNING *')
    .bind(id, siteId, JSON.stringify(settings), secret)
    .first<ConnectionRow>();
  // SweepBright events that waited for the new secret are synced now (README "Connect your CRM").
  if (row.kind === 'sweepbright' && change.secret !== undefined) await requeueRejectedEvents(c.env, id);
  return c.json({ connection: await answerOf(updated!, c.env.CONNECTION_SECRET_KEY) });
});

connections.delete('/sites/:siteId/connections/:id', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const id = idParam(c.req.param('id'));
  const removed = await c.env.DB.prepare('DELETE FROM connections WHERE id = ?1 AND site_id = ?2').bind(id, siteId).run();
  if (!removed.meta.changes) fail(404, `Site ${siteId} has no connection ${id}`);
  return c.json({ deleted: id });
});

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().optional(),
});

connections.get('/sites/:siteId/sync', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const query = pageQuery.safeParse(c.req.query());
  if (!query.success) fail(400, 'limit must be 1 to 200 and before an entry id');
  await requireExistingSite(c, siteId);
  return c.json(await syncLog(c.env.DB, siteId, query.data));
});

connections.get('/sync/summary', async (c) => c.json(await syncSummary(c.env.DB)));
