import type { D1Database } from '@cloudflare/workers-types';
import type { RawSite } from '../../../shared/contract/raw/site';
import type { ConnectionRow } from '../connection-row';
import { isLeadKind, leadOf } from '../leads/from-outbox';
import type { LeadCrmState } from '../leads/lead';
import type { LeadSender } from '../crm/crm';
import { CrmError } from '../crm/crm-error';
import { CRM_KINDS, crmOf } from '../crm/registry';
import type { PlatformBindings } from '../types';
import { failureOf } from './failure';
import type { Destination, OutboxMessage } from './outbox-message';
import { siteDb } from '../site-db';

// The `crm` destination (issue 30, docs/leads.md "Into the agency's CRM"): a lead of a site with a CRM
// connection goes to that CRM in its own call (the CRM's `leads`: crm/*/leads.ts). What the CRM
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

/** The site's CRM connection that takes leads: its first connection of a CRM (registry.ts) with credentials. */
export async function crmConnectionOf(db: D1Database, siteId: number): Promise<CrmConnectionRow | null> {
  return db
    .prepare(
      'SELECT id, site_id, kind, settings, secret FROM connections WHERE site_id = ?1 AND kind IN (SELECT value FROM json_each(?2)) AND secret IS NOT NULL ORDER BY id LIMIT 1',
    )
    .bind(siteId, JSON.stringify(CRM_KINDS))
    .first<CrmConnectionRow>();
}

/** The route of a lead row on its site, or null (not a lead, or no CRM connection). */
export async function crmRouteOf(
  db: D1Database,
  row: { site_id: number; kind: string; crm_state: string | null; needs_attention: string | null },
): Promise<CrmRoute | null> {
  if (!isLeadKind(row.kind)) return null;
  const connection = await crmConnectionOf(db, row.site_id);
  if (!connection) return null;
  return { connection, state: row.crm_state ? (JSON.parse(row.crm_state) as LeadCrmState) : {}, needsAttention: row.needs_attention };
}

/** The CRM's lead mapping with a client of the connection (its secret decrypted). */
async function senderOf(env: PlatformBindings, connection: CrmConnectionRow): Promise<LeadSender> {
  try {
    // crmConnectionOf answers a CRM's connections only.
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
