import type { Context, Hono } from 'hono';
import { buildPath } from '../../../shared/routes';
import {
  type ConnectAnswer,
  connectRequest,
  type ConsoleConnection,
  type ConsoleCrm,
  type ConsoleGeneralLeads,
  type ConsoleRefusal,
  type ConsoleSyncEntry,
  credentialsRequest,
  type Disconnected,
  DISCONNECT_LISTINGS,
  type DisconnectListings,
  type FetchedAgain,
  generalLeadsRequest,
} from '../../../shared/contract/console-crm';
import type { ConsoleImport, RetriedEvents } from '../../../shared/contract/console-crm-sync';
import { chooseGeneralLeads, crmConnectionsOf, generalLeadsOf, type SiteCrmConnection } from '../delivery/crm';
import {
  answerOf,
  type AnsweredConnection,
  type ConnectionInput,
  connectionRow,
  createConnection,
  deleteConnection,
  listConnections,
  updateConnection,
} from '../connections/store';
import { jsonError } from '../kit/http';
import { type SyncEntry, syncLog } from '../connections/sync-log';
import { testConnection } from '../crm/check';
import { crmOf } from '../crm/crms';
import { siteLinkBase } from '../sites/link';
import { siteDb } from '../databases/site-db';
import { keepListings, listingSourceOf, listingsBySource, takeListingsOffline } from '../connections/listings';
import { fetchAgain, retryAllNow, retryEventNow, syncEventsOf } from '../sync/event-list';
import { syncPace } from '../sync/pace';
import { type ImportRow, latestImports, startImport } from '../sync/imports';
import type { ConsoleApiEnv } from './access';
import { on, refusedBody } from './door';
import { crmHeldApi, heldShown } from './crm-held';

/** Sync log entries a page of the console shows, and refusals it lists per entry (the count says how many in all). */
const SYNC_PAGE = 50;
const REFUSALS_SHOWN = 20;

type Base = Awaited<ReturnType<typeof siteLinkBase>>;

/** A connection as the console shows it: no settings (the credentials' ids are write-only too), the whole webhook address of a CRM that calls one. */
function shown(connection: AnsweredConnection, base: Base): ConsoleConnection {
  const path = connection.webhookPath;
  return {
    id: connection.id,
    kind: connection.kind,
    createdAt: connection.createdAt,
    hasSecret: connection.hasSecret,
    hasToken: connection.hasToken,
    lastRunAt: connection.lastRunAt,
    lastSuccessAt: connection.lastSuccessAt,
    lastError: connection.lastError,
    lastTest: connection.lastTest,
    ...(path !== undefined && { webhookUrl: path ? `${base?.origin ?? ''}${path}` : null }),
  };
}

/** The sync log's refusals with the page of each listing the site holds (an earlier version of it), in one query. */
async function withPages(c: Context<ConsoleApiEnv>, entries: SyncEntry[], base: Base): Promise<ConsoleSyncEntry[]> {
  const keys = new Set<string>();
  for (const entry of entries) {
    for (const refusal of [...entry.refusals.slice(0, REFUSALS_SHOWN), ...entry.warnings.slice(0, REFUSALS_SHOWN)])
      if (refusal.source && refusal.externalId) keys.add(`${refusal.source}\u0000${refusal.externalId}`);
  }
  const pages = new Map<string, number>();
  if (keys.size > 0 && base) {
    const rows = await (await siteDb(c.env, c.var.site.id))
      .prepare(
        `SELECT source, external_id, estate_id FROM external_ids WHERE site_id = ?1 AND (source || char(0) || external_id) IN (SELECT value
         FROM json_each(?2))`,
      )
      .bind(c.var.site.id, JSON.stringify([...keys]))
      .all<{ source: string; external_id: string; estate_id: number }>();
    for (const row of rows.results) pages.set(`${row.source}\u0000${row.external_id}`, row.estate_id);
  }
  const withPage = ({ warning: _, ...refusal }: SyncEntry['refusals'][number]): ConsoleRefusal => {
    const estateId = pages.get(`${refusal.source}\u0000${refusal.externalId}`);
    return { ...refusal, url: estateId !== undefined && base ? base.origin + buildPath('estate', { estateId }, base.locale) : null };
  };
  return entries.map(({ siteId: _site, refusals, warnings, ...entry }) => ({
    ...entry,
    refusals: refusals.slice(0, REFUSALS_SHOWN).map(withPage),
    warnings: warnings.slice(0, REFUSALS_SHOWN).map(withPage),
  }));
}

/** An import as the console shows it. */
const importShown = (row: ImportRow): ConsoleImport => {
  const { id, reason, mode, state, total, imported, created, updated, unchanged, refused, error } = row;
  return {
    id,
    reason,
    mode,
    state,
    total,
    imported,
    created,
    updated,
    unchanged,
    refused,
    keptOff: row.kept_off,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    error,
  };
};

/** Where the site's leads without a listing go, as the console shows it. */
function generalLeadsShown(connections: SiteCrmConnection[]): ConsoleGeneralLeads {
  const { connection, chosen } = generalLeadsOf(connections);
  return { connectionId: connection?.id ?? null, chosen };
}

/** The connection named in the path, of this site only (another site's id is a 404, as a missing one). */
async function connectionOf(c: Context<ConsoleApiEnv>) {
  const id = c.req.param('connectionId') ?? '';
  return /^[1-9]\d{0,14}$/.test(id) ? connectionRow(c.env, c.var.site.id, Number(id)) : null;
}

type Row = NonNullable<Awaited<ReturnType<typeof connectionOf>>>;

/** What `act` answers for the connection named in the path, or a 404 when this site has no such connection. */
async function withConnection<T extends Response>(c: Context<ConsoleApiEnv>, act: (row: Row) => Promise<T> | T) {
  const row = await connectionOf(c);
  return row ? act(row) : jsonError(c, 404, 'No such connection of this agency');
}

/** Why one event was not retried or fetched again: it was not waiting for that. */
const NOT_THIS_EVENT = {
  notWaiting: 'No such event of this connection waiting for a retry',
  notTaken: 'No such event of this connection that the platform could not take',
} as const;

/** One event retried or fetched again: its answer, or (null: it was not waiting for that) 409 with why. */
const oneEvent = <T extends object>(c: Context<ConsoleApiEnv>, code: keyof typeof NOT_THIS_EVENT, done: number | null, answer: (count: number) => T) =>
  done === null ? c.json({ error: NOT_THIS_EVENT[code], code }, 409) : c.json(answer(done), 200);

/** A connection of this site tested now (its answer kept on it), as answered. */
async function testedConnection(c: Context<ConsoleApiEnv>, id: number): Promise<AnsweredConnection> {
  const row = (await connectionRow(c.env, c.var.site.id, id))!;
  await testConnection(c.env, row);
  return answerOf((await connectionRow(c.env, c.var.site.id, id))!, c.env.CONNECTION_SECRET_KEY);
}

/**
 * The CRM screen's API, owners only: the connections and sync log of the agency,
 * connect and replace the credentials (each tested at once, each starting an import),
 * disconnect and test; each CRM connection's latest import and its sync events, "import
 * everything again", "retry now" of one event or of all; which connection takes the leads
 * without a listing. Every change goes through
 * connections/store.ts, the admin API's own code path; credentials are never answered.
 */
export function crmApi(api: Hono<ConsoleApiEnv>): void {
  crmHeldApi(api);
  on(api, 'GET /sites/:siteId/crm', { role: 'owner' }, async (c) => {
    const before = c.req.query('before');
    if (before !== undefined && !/^[1-9]\d{0,14}$/.test(before)) return jsonError(c, 400, 'before must be an entry id');
    const siteId = c.var.site.id;
    const [base, connections, log] = await Promise.all([
      siteLinkBase(c.env.DB, siteId),
      listConnections(c.env, siteId),
      syncLog(c.env.DB, siteId, { limit: SYNC_PAGE, before: before ? Number(before) : undefined }),
    ]);
    const crmIds = connections.filter((connection) => crmOf(connection.kind)).map((connection) => connection.id);
    const rows = await Promise.all(crmIds.map((id) => connectionRow(c.env, siteId, id)));
    const sources = new Map(rows.flatMap((row) => (row ? [[row.id, listingSourceOf(row)!] as const] : [])));
    const [imports, events, counted] = await Promise.all([
      latestImports(c.env, crmIds),
      syncEventsOf(c.env, crmIds),
      listingsBySource(c.env, siteId, [...sources.values()]),
    ]);
    const pace = syncPace(c.env.SYNC_LISTINGS_PER_MINUTE);
    const crm: ConsoleCrm = {
      site: c.var.site,
      connections: connections.map((connection) => {
        const kind = crmOf(connection.kind);
        if (!kind) return shown(connection, base);
        const run = imports.get(connection.id);
        return {
          ...shown(connection, base),
          import: run ? importShown(run) : null,
          events: events.get(connection.id)!,
          listings: counted.get(sources.get(connection.id) ?? '') ?? 0,
          ...(kind.webhook ? { pace } : {}),
        };
      }),
      ingestEndpoint: `${c.env.INGEST_ORIGIN?.replace(/\/+$/, '') ?? ''}/ingest/sites/${siteId}/listings`,
      sync: await withPages(c, log.entries, base),
      next: log.next,
      generalLeads: generalLeadsShown(await crmConnectionsOf(c.env.DB, siteId)),
      held: await heldShown(await siteDb(c.env, siteId), siteId, base),
    };
    return c.json(crm);
  });

  // Where the leads without a listing go: one of the site's CRM connections with credentials, or no choice (null).
  on(api, 'PUT /sites/:siteId/crm/general-leads', { body: generalLeadsRequest, role: 'owner' }, async (c, { json }) => {
    const siteId = c.var.site.id;
    const id = json.connectionId;
    if (id !== null) {
      const chosen = (await crmConnectionsOf(c.env.DB, siteId)).find((connection) => connection.id === id);
      if (!chosen && !(await connectionRow(c.env, siteId, id))) return jsonError(c, 404, 'No such connection of this agency');
      if (!chosen) return c.json({ error: 'Only a CRM connection takes leads', code: 'notCrm' }, 409);
      if (!chosen.secret) return c.json({ error: 'This connection has no credentials: it cannot take leads', code: 'noCredentials' }, 409);
    }
    await chooseGeneralLeads(c.env.DB, siteId, id);
    return c.body(null, 204);
  });

  on(api, 'POST /sites/:siteId/crm/connections', { body: connectRequest, role: 'owner' }, async (c, { json: request }) => {
    const siteId = c.var.site.id;
    // One connection of each CRM through the console (a second Whise source is the operator's, admin API).
    const crm = crmOf(request.kind);
    if (crm) {
      const existing = await c.env.DB.prepare('SELECT 1 AS found FROM connections WHERE site_id = ?1 AND kind = ?2').bind(siteId, request.kind).first();
      if (existing) return c.json({ error: 'This CRM is connected already: replace its credentials or disconnect it first', code: 'alreadyConnected' }, 409);
    }
    const made: ConnectionInput = crm ? { kind: crm.kind, ...crm.credentials.connection(request, {}) } : { kind: 'ingest', settings: {} };
    const { connection, token } = await createConnection(c.env, siteId, made);
    // Tested at once, so the agency and the checklist know whether the credentials work.
    const tested = await testedConnection(c, connection.id);
    const answer: ConnectAnswer = { connection: shown(tested, await siteLinkBase(c.env.DB, siteId)), ...(token ? { token } : {}) };
    return c.json(answer, 201);
  });

  on(api, 'PUT /sites/:siteId/crm/connections/:connectionId/credentials', { body: credentialsRequest, role: 'owner' }, (c, { json }) =>
    withConnection(c, async (row) => {
      const crm = crmOf(row.kind);
      if (!crm) return c.json({ error: 'An ingest key cannot be replaced: make a new connection, then disconnect this one', code: 'noCredentials' }, 409);
      const input = crm.credentials.schema.safeParse(json);
      if (!input.success) return refusedBody(c, input.error);
      await updateConnection(c.env, c.var.site.id, row.id, crm.credentials.connection(input.data, JSON.parse(row.settings)));
      return c.json({ connection: shown(await testedConnection(c, row.id), await siteLinkBase(c.env.DB, c.var.site.id)) });
    }),
  );

  // A CRM connection's listings are kept online as the agency's own, or taken off the site: the owner says which.
  on(api, 'DELETE /sites/:siteId/crm/connections/:connectionId', { role: 'owner' }, (c) =>
    withConnection(c, async (row) => {
      const source = listingSourceOf(row);
      const choice = c.req.query('listings');
      if (source !== null && !DISCONNECT_LISTINGS.includes(choice as DisconnectListings)) {
        return c.json(
          { error: 'Say what becomes of the connection’s listings: listings=keep or listings=offline', field: 'listings', code: 'listingsChoice' },
          400,
        );
      }
      const kept = choice === 'keep' ? await keepListings(c.env, c.var.site.id, row) : 0;
      await deleteConnection(c.env, c.var.site.id, row.id);
      const removed = source !== null && choice === 'offline' ? await takeListingsOffline(c.env, c.var.site.id, source) : 0;
      return c.json({ removed, kept } satisfies Disconnected);
    }),
  );

  on(api, 'POST /sites/:siteId/crm/connections/:connectionId/import', { role: 'owner' }, (c) =>
    withConnection(c, async (row) => {
      if (await startImport(c.env, row, 'again')) return c.body(null, 201);
      return c.json({ error: 'This connection imports nothing: only a CRM connection with a sync queue does', code: 'noImport' }, 409);
    }),
  );

  // "Retry now" and "fetch again", of every event of the connection or of one.
  on(api, 'POST /sites/:siteId/crm/connections/:connectionId/events/retry', { role: 'owner' }, (c) =>
    withConnection(c, async (row) => c.json({ retried: await retryAllNow(c.env, row.id) } satisfies RetriedEvents)),
  );
  on(api, 'POST /sites/:siteId/crm/connections/:connectionId/events/:eventId/retry', { role: 'owner' }, (c, { params }) =>
    withConnection(c, async (row) =>
      oneEvent(c, 'notWaiting', await retryEventNow(c.env, row.id, Number(params.eventId)), (retried): RetriedEvents => ({ retried })),
    ),
  );
  on(api, 'POST /sites/:siteId/crm/connections/:connectionId/events/fetch', { role: 'owner' }, (c) =>
    withConnection(c, async (row) => c.json({ fetched: (await fetchAgain(c.env, row.id, null)) ?? 0 } satisfies FetchedAgain)),
  );
  on(api, 'POST /sites/:siteId/crm/connections/:connectionId/events/:eventId/fetch', { role: 'owner' }, (c, { params }) =>
    withConnection(c, async (row) =>
      oneEvent(c, 'notTaken', await fetchAgain(c.env, row.id, Number(params.eventId)), (fetched): FetchedAgain => ({ fetched })),
    ),
  );

  on(api, 'POST /sites/:siteId/crm/connections/:connectionId/test', { role: 'owner' }, (c) =>
    withConnection(c, async (row) => c.json((await testConnection(c.env, row)).result)),
  );
}
