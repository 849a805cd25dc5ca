import type { D1Database } from '@cloudflare/workers-types';
import type { RawSite } from '../../../shared/contract/raw/site';
import type { ConnectionRow } from '../connections/row';
import { listingSourceOf } from '../connections/listings';
import { isLeadKind, leadOf } from '../leads/from-outbox';
import type { LeadCrmState } from '../leads/lead';
import type { LeadSender } from '../crm/crm';
import { CrmError } from '../crm/crm-error';
import { CRM_KINDS, crmOf } from '../crm/crms';
import type { PlatformBindings } from '../types';
import { failureOf } from './failure';
import type { Destination, OutboxMessage } from './outbox-message';
import { siteDb } from '../databases/site-db';
import { logWarning } from '../log';

// The `crm` destination (docs/leads.md "Into the agency's CRM"): a lead of a site with a CRM
// connection goes to the connection that owns its listing (or, without a listing, to the one the
// agency chose) in its own call (the CRM's `leads`: crm/*/leads.ts). What the CRM
// cannot take ('not-supported') or refuses for good (a 4xx no retry can fix) goes to the
// agency by e-mail instead, the refusal with its reason and the row marked needs_attention;
// the CRM being down, slow or rate limited is retried by the queue (Retry-After honoured),
// dead-lettered, and re-driven by the Cron Trigger (redrive.ts).

export type CrmConnectionRow = Pick<ConnectionRow, 'id' | 'site_id' | 'kind' | 'settings' | 'secret'>;

/** The CRM a row's lead goes to, and what the row already holds of it. */
export interface CrmRoute {
  connection: CrmConnectionRow;
  state: LeadCrmState;
  needsAttention: string | null;
  /**
   * The CRM did not take the lead through the whole retry window (the dead letter), and why:
   * the agency is mailed it now, saying so (deliver.ts mailUntakenLead); the re-drive still
   * tries the CRM.
   */
  unreachable?: string;
}

/** Why the agency's mail of a lead comes from the CRM's side; `down` when the CRM failed on this try and is retried. */
export interface CrmNotice {
  reason: string;
  retrying: boolean;
  down?: { crm: string; kind: string };
}

/** Marks, in crm_state.done, that the CRM has no call for this lead: it goes by e-mail. */
const NOT_SUPPORTED = 'not-supported';

/** A CRM connection of a site, and whether the agency chose it for the leads without a listing (migration 0047). */
export type SiteCrmConnection = CrmConnectionRow & Pick<ConnectionRow, 'general_leads'>;

/** The site's CRM connections (a CRM of registry.ts), oldest first, with or without credentials. */
export async function crmConnectionsOf(db: D1Database, siteId: number): Promise<SiteCrmConnection[]> {
  const { results } = await db
    .prepare(
      'SELECT id, site_id, kind, settings, secret, general_leads FROM connections WHERE site_id = ?1 AND kind IN (SELECT value FROM json_each(?2)) ORDER BY id',
    )
    .bind(siteId, JSON.stringify(CRM_KINDS))
    .all<SiteCrmConnection>();
  return results;
}

/** A connection that can take a lead: one with credentials. */
const withCredentials = <T extends CrmConnectionRow>(connection: T | undefined | null): T | null => (connection?.secret ? connection : null);

/**
 * The connection that takes the site's leads without a listing (a general contact, a valuation
 * request, a subscription): the one the agency chose on the console's CRM screen, else the
 * site's only CRM connection with credentials; several and none chosen, none (the mailbox).
 * `chosen`: the agency chose it.
 */
export function generalLeadsOf(connections: readonly SiteCrmConnection[]): { connection: SiteCrmConnection | null; chosen: boolean } {
  const chosen = connections.find((connection) => connection.general_leads === 1);
  if (chosen) return { connection: withCredentials(chosen), chosen: true };
  const usable = connections.filter((connection) => connection.secret);
  return { connection: usable.length === 1 ? usable[0]! : null, chosen: false };
}

/**
 * The agency's choice of the connection that takes its leads without a listing (generalLeadsOf),
 * or none (null); the caller checked that it is one of the site's CRM connections.
 */
export async function chooseGeneralLeads(db: D1Database, siteId: number, connectionId: number | null): Promise<void> {
  await db.batch([
    db.prepare('UPDATE connections SET general_leads = 0 WHERE site_id = ?1 AND general_leads = 1').bind(siteId),
    ...(connectionId === null ? [] : [db.prepare('UPDATE connections SET general_leads = 1 WHERE id = ?2 AND site_id = ?1').bind(siteId, connectionId)]),
  ]);
}

/**
 * The CRM connection the console names as taking the site's leads (the go-live screen, the
 * origin table): the one for leads without a listing, else the first with credentials; null:
 * none takes leads.
 */
export async function leadsCrmOf(db: D1Database, siteId: number): Promise<CrmConnectionRow | null> {
  const connections = await crmConnectionsOf(db, siteId);
  return generalLeadsOf(connections).connection ?? connections.find((connection) => connection.secret) ?? null;
}

/**
 * Which of the site's CRM connections takes a lead (docs/leads.md "Into the agency's CRM"):
 * a lead about a listing (`listing`: what the lead knows of it, its source) goes to the
 * connection the listing came from, the oldest when two write under one source; none (the
 * agency's own listing, an integrator's, or its connection is gone) or one without
 * credentials: null, the mailbox. A lead without a listing goes to generalLeadsOf's.
 */
export function leadConnectionOf(connections: readonly SiteCrmConnection[], listing: { source?: string | null } | null | undefined): CrmConnectionRow | null {
  if (!listing) return generalLeadsOf(connections).connection;
  const source = listing.source;
  return source ? withCredentials(connections.find((connection) => listingSourceOf(connection) === source)) : null;
}

/**
 * The route of a lead row on its site, or null (not a lead, or no CRM connection takes it:
 * leadConnectionOf). `listing`: the lead's listing as the delivery read it (leads/from-outbox.ts
 * leadOf: the listing now, or what the lead kept of it when it was made), none for a lead
 * without one. A lead keeps its CRM: a retry goes to the connection its first try went to
 * (`connectionId` of its state), whatever the agency chose since; that connection gone (or
 * without credentials), where a new lead would go, said in the log, its state started afresh
 * (the ids it holds are the other CRM's).
 */
export async function crmRouteOf(
  db: D1Database,
  row: { id: string; site_id: number; kind: string; crm_state: string | null; needs_attention: string | null },
  listing: { source?: string | null } | null | undefined,
): Promise<CrmRoute | null> {
  if (!isLeadKind(row.kind)) return null;
  const connections = await crmConnectionsOf(db, row.site_id);
  let state: LeadCrmState = row.crm_state ? (JSON.parse(row.crm_state) as LeadCrmState) : {};
  const first = state.connectionId;
  const kept = first === undefined ? null : withCredentials(connections.find((connection) => connection.id === first));
  const connection = kept ?? leadConnectionOf(connections, listing);
  if (first !== undefined && !kept) {
    logWarning('outbox: the CRM connection of a lead is gone', `connection ${first} takes no leads now: the lead goes where a new one would`, row.id);
    state = {};
  }
  if (!connection) return null;
  return { connection, state, needsAttention: row.needs_attention };
}

/** The CRM's lead mapping with a client of the connection (its secret decrypted). */
async function senderOf(env: PlatformBindings, connection: CrmConnectionRow): Promise<LeadSender> {
  try {
    // crmConnectionsOf answers a CRM's connections only.
    return await crmOf(connection.kind)!.leads(env, connection);
  } catch (error) {
    if (error instanceof CrmError) throw error;
    throw new CrmError(
      connection.kind,
      'credentials-rejected',
      `the connection's credentials cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * Why a refused lead needs attention, in the agency's words (the e-mail's notice and the row's
 * needs_attention).
 * @example leadRefusal(new CrmError('whise', 'refused', 'POST /v1/contacts/upsert answered 400', { detail: 'PrivateEmail: invalid' }))
 * // 'whise refused the lead: whise: POST /v1/contacts/upsert answered 400 (PrivateEmail: invalid)'
 */
export function leadRefusal(error: CrmError): string {
  const detail = error.detail ? ` (${error.detail.slice(0, 300)})` : '';
  const what: Record<string, string> = {
    'credentials-rejected': 'rejected the connection’s credentials',
    'not-found': 'does not know the listing or record',
    'bad-answer': 'gave an answer we could not read (the lead may be there: check before adding it)',
  };
  return `${error.crm} ${what[error.kind] ?? 'refused the lead'}: ${error.message}${detail}`;
}

/**
 * The `crm` destination of a lead and what it means for the agency's e-mail, which the site
 * gets as a copy (shared/contract/lead-routing.ts) or when the CRM did not take the lead (not
 * supported, refused, unreachable through the retry window: with the notice). Failures the
 * queue should retry are thrown; a refusal counts as done.
 */
export function crmDestination(env: PlatformBindings, message: OutboxMessage, site: RawSite, route: CrmRoute) {
  const db = () => siteDb(env, message.siteId);
  let state: LeadCrmState = route.state;
  let notice = route.needsAttention ?? undefined;
  let instead = notice !== undefined || Boolean(state.done?.includes(NOT_SUPPORTED));
  const unreachable = route.unreachable;
  /** The CRM is down, slow or rate limited on this try: the agency is mailed the lead now, and the CRM retried. */
  let down: CrmError | undefined;
  const save = async (next: LeadCrmState) => {
    state = next;
    await (await db()).prepare('UPDATE outbox SET crm_state = ?2 WHERE id = ?1').bind(message.id, JSON.stringify(next)).run();
  };
  const destination: Destination = {
    name: 'crm',
    async send() {
      const lead = await leadOf(env, message, site);
      if (!lead) return;
      try {
        // The connection is kept before the CRM is called: a retry goes to the same one (crmRouteOf).
        if (state.connectionId !== route.connection.id) await save({ ...state, connectionId: route.connection.id });
        const send = await senderOf(env, route.connection);
        const result = await send(lead, { state, save });
        if (result === 'not-supported') {
          await save({ ...state, done: [...(state.done ?? []), NOT_SUPPORTED] });
          instead = true;
        }
      } catch (error) {
        if (error instanceof CrmError && error.retryable) down = error;
        if (!(error instanceof CrmError) || error.retryable) throw error;
        notice = leadRefusal(error);
        instead = true;
        await (await db())
          .prepare('UPDATE outbox SET needs_attention = ?2, failure = ?3 WHERE id = ?1')
          .bind(message.id, notice, JSON.stringify(failureOf('crm', error)))
          .run();
      }
    },
  };
  return {
    destination,
    /** The CRM did not take the lead: the agency's e-mail goes even where it would be only a fallback. */
    notTaken: () => instead || unreachable !== undefined || down !== undefined,
    /** What the agency's mail opens with: why the CRM did not take it (down: on this very try, in plain words). */
    notice: (): CrmNotice | undefined =>
      notice !== undefined
        ? { reason: notice, retrying: false }
        : down !== undefined
          ? { reason: down.message, retrying: true, down: { crm: crmOf(down.crm)?.name ?? down.crm, kind: down.kind } }
          : unreachable !== undefined
            ? { reason: unreachable, retrying: true }
            : undefined,
  };
}
