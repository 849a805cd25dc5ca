import * as z from 'zod';
import { fail } from '../kit/http';
import { encryptSecret, MissingSecretKeyError } from './secrets';
import { randomToken, sha256 } from '../kit/tokens';
import type { Crm } from '../crm/crm';
import { CRM_KINDS, crmOf } from '../crm/crms';
import { requeueRejectedEvents } from '../sync/events';
import { startImport } from '../sync/imports';
import { webhookPath } from '../sync/webhook-token';
import type { PlatformBindings } from '../types';
import type { ConnectionRow } from './row';
import { lastTestOf } from '../crm/check';
import { siteDb } from '../databases/site-db';

/*
 * A site's connections made, changed and removed: the one code path of the admin API
 * (site-api/connections.ts) and the console (console-api/crm.ts). Secrets are stored encrypted under
 * CONNECTION_SECRET_KEY and never answered; an ingest token is answered once, its hash kept.
 * Refusals are thrown with `fail` (the platform answers them as JSON 4xx).
 */

export const connectionInput = z.strictObject({
  kind: z.enum([...CRM_KINDS, 'ingest', 'import']),
  settings: z.record(z.string(), z.unknown()).default({}),
  /** The CRM's credentials (client secret, password): stored encrypted, never answered. */
  secret: z.string().min(1).max(4000).optional(),
});
export type ConnectionInput = z.infer<typeof connectionInput>;

export const connectionUpdate = z
  .strictObject({
    settings: z.record(z.string(), z.unknown()).optional(),
    /** New credentials (the agency changed its client secret or password): stored encrypted, never answered. */
    secret: z.string().min(1).max(4000).optional(),
  })
  .refine((input) => input.settings !== undefined || input.secret !== undefined, { message: 'give settings, a secret or both' });
export type ConnectionUpdate = z.infer<typeof connectionUpdate>;

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
  lastTest: lastTestOf(row),
  cursor: row.cursor,
});

export type AnsweredConnection = ReturnType<typeof connectionOf> & { webhookPath?: string | null };

/** A connection as answered, with the webhook address a CRM that calls us is given (sync/webhook-token.ts). */
export async function answerOf(row: ConnectionRow, secretKey: string | undefined): Promise<AnsweredConnection> {
  const answer = connectionOf(row);
  return crmOf(row.kind)?.webhook ? { ...answer, webhookPath: await webhookPath(row.kind, row, secretKey) } : answer;
}

/** A site's connections, oldest first. */
export async function listConnections(env: PlatformBindings, siteId: number): Promise<AnsweredConnection[]> {
  const rows = await env.DB.prepare('SELECT * FROM connections WHERE site_id = ?1 ORDER BY id').bind(siteId).all<ConnectionRow>();
  return Promise.all(rows.results.map((row) => answerOf(row, env.CONNECTION_SECRET_KEY)));
}

/** One connection of a site (null when the site has no such connection: another site's id included). */
export function connectionRow(env: PlatformBindings, siteId: number, id: number): Promise<ConnectionRow | null> {
  return env.DB.prepare('SELECT * FROM connections WHERE id = ?1 AND site_id = ?2').bind(id, siteId).first<ConnectionRow>();
}

/** A CRM connection's settings checked by its CRM's schema: the first issue is a 400. */
function requireSettings(crm: Crm | undefined, settings: Record<string, unknown>): void {
  const issue = crm?.settings.safeParse(settings).error?.issues[0];
  if (issue) fail(400, `settings.${issue.path.join('.')} of a ${crm!.name} connection: ${issue.message}`);
}

/** A new connection of an existing site; an ingest connection's token comes with it, this once. */
export async function createConnection(
  env: PlatformBindings,
  siteId: number,
  input: ConnectionInput,
): Promise<{ connection: AnsweredConnection; token?: string }> {
  const crm = crmOf(input.kind);
  requireSettings(crm, input.settings);
  if (crm?.needsSecret && input.secret === undefined) fail(400, `A ${crm.name} connection needs its secret`);
  const secret = await sealed(input.secret, env.CONNECTION_SECRET_KEY);
  const token = input.kind === 'ingest' ? `ingest_${randomToken()}` : null;
  const row = await env.DB.prepare(
    'INSERT INTO connections (site_id, kind, settings, secret, token_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING *',
  )
    .bind(siteId, input.kind, JSON.stringify(input.settings), secret, token ? await sha256(token) : null, new Date().toISOString())
    .first<ConnectionRow>();
  // A CRM's listings are imported at once (sync/imports.ts), not only those it changes from now on.
  await startImport(env, row!, 'connected');
  return { connection: await answerOf(row!, env.CONNECTION_SECRET_KEY), ...(token ? { token } : {}) };
}

/** New settings or secret for a connection; its id, token and webhook address stay (the next run uses them). */
export async function updateConnection(env: PlatformBindings, siteId: number, id: number, change: ConnectionUpdate): Promise<AnsweredConnection> {
  const row = await connectionRow(env, siteId, id);
  if (!row) fail(404, `Site ${siteId} has no connection ${id}`);
  const settings = change.settings ?? (JSON.parse(row.settings) as Record<string, unknown>);
  const crm = crmOf(row.kind);
  requireSettings(crm, settings);
  const secret = (await sealed(change.secret, env.CONNECTION_SECRET_KEY)) ?? row.secret;
  // New credentials: the last test was of the old ones (migration 0032).
  const updated = await env.DB.prepare(
    'UPDATE connections SET settings = ?3, secret = ?4, last_error = NULL, test_result = NULL, tested_at = NULL WHERE id = ?1 AND site_id = ?2 RETURNING *',
  )
    .bind(id, siteId, JSON.stringify(settings), secret)
    .first<ConnectionRow>();
  // Webhook events that waited for the new secret are synced now (docs/crm-connectors.md "When something goes wrong").
  if (crm?.webhook && change.secret !== undefined) await requeueRejectedEvents(env, id);
  // New credentials or settings (another office, another client): everything is imported again.
  await startImport(env, updated!, 'credentials');
  return answerOf(updated!, env.CONNECTION_SECRET_KEY);
}

/**
 * The connection goes: its token stops working, its webhook address answers 404. The listings it
 * wrote are no connection's any more: the next connection to write one under its source (a new
 * key, new credentials) takes it over without a line (listings/upsert-listing.ts).
 */
export async function deleteConnection(env: PlatformBindings, siteId: number, id: number): Promise<void> {
  const removed = await env.DB.prepare('DELETE FROM connections WHERE id = ?1 AND site_id = ?2').bind(id, siteId).run();
  if (!removed.meta.changes) fail(404, `Site ${siteId} has no connection ${id}`);
  await (await siteDb(env, siteId)).prepare('UPDATE external_ids SET connection_id = NULL WHERE site_id = ?1 AND connection_id = ?2').bind(siteId, id).run();
}
