import type { D1Database } from '@cloudflare/workers-types';
import * as z from 'zod';
import { decryptSecret } from '../../connections/secrets';
import type { ConnectionOf, PulledConnectionRow, PullState } from '../crm';
import { CrmError } from '../crm-error';
import type { WhiseConnection } from './client';
import { WHISE_SOURCE } from './mapping';

// A Whise connection as the cron reads it (connections row, kind 'whise'): its settings, its
// password (the connection's encrypted secret), and its state in the `cursor` column.

/**
 * A Whise connection's source: `whise` or `whise-…`, never another kind's (sweepbright, import,
 * an ingest source), whose listings the daily delete diff would otherwise remove.
 */
export const WHISE_SOURCE_PATTERN = /^whise(?:-[a-z0-9-]{1,26})?$/;

/**
 * The settings an agency's Whise connection is made with (POST /admin/sites/{id}/connections
 * { kind: 'whise', settings, secret: <marketplace password> }).
 */
export const whiseSettingsSchema = z.object({
  /** The integrator's marketplace username (the password is the connection's secret). */
  username: z.string().min(1).max(200),
  /** The agency's Whise client, and its office when it has several. */
  clientId: z.coerce.number().int().positive(),
  officeId: z.coerce.number().int().positive().optional(),
  /** The source its listings are kept under: a second Whise connection of a site needs its own (e.g. `whise-office2`). */
  source: z.string().regex(WHISE_SOURCE_PATTERN, 'must be whise or whise-… (lower-case letters, digits and dashes)').default(WHISE_SOURCE),
  /** Asked of Whise with each list (texts and detail labels); every language Whise sends is read. */
  languageId: z.string().max(10).optional(),
  /** Leads: the agency's contact origin for website leads (`v1/contacts/origins/list`), sent as ContactOriginId. */
  originId: z.coerce.number().int().positive().optional(),
  /** Viewings become calendar events only with the agency's action (`v1/calendars/actions/list`) and the users they are for. */
  calendarActionId: z.coerce.number().int().positive().optional(),
  calendarUserIds: z.array(z.coerce.number().int().positive()).max(20).optional(),
});

export type WhiseSettings = z.output<typeof whiseSettingsSchema>;

/**
 * What the cron keeps between runs: a pulled CRM's state (crm.ts PullState), and
 *   diffAt      the last complete delete diff
 *   sourceRefusedFor  the settings under which the connection was refused for writing under
 *               another connection's source: not logged again until they change
 */
export interface WhiseState extends PullState {
  diffAt?: string;
  sourceRefusedFor?: string;
}

export type WhiseConnectionRow = PulledConnectionRow;

/** The state kept in `cursor`; an unreadable one starts afresh (a full pull: writes nothing unchanged). */
export function readState(cursor: string | null): WhiseState {
  if (!cursor) return {};
  try {
    const state = JSON.parse(cursor) as unknown;
    return state && typeof state === 'object' ? (state as WhiseState) : {};
  } catch {
    return {};
  }
}

export async function saveState(db: D1Database, connectionId: number, state: WhiseState): Promise<void> {
  await db.prepare('UPDATE connections SET cursor = ?2 WHERE id = ?1').bind(connectionId, JSON.stringify(state)).run();
}

/** A hash of what the credentials are made of: a change of password or ids gives another. */
export async function credentialsFingerprint(row: WhiseConnectionRow): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${row.secret ?? ''}\u0000${row.settings}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The site's Whise connections, the one run longest ago first (so a cut-short cron run rotates). */
export async function whiseConnections(db: D1Database): Promise<WhiseConnectionRow[]> {
  const rows = await db
    .prepare("SELECT id, site_id, settings, secret, cursor FROM connections WHERE kind = 'whise' ORDER BY last_run_at IS NOT NULL, last_run_at, id")
    .all<WhiseConnectionRow>();
  return rows.results;
}

/**
 * The client's connection of a row: its settings read and its password decrypted. Settings that
 * do not read, or no secret, are a `credentials-rejected` error the log shows as such.
 */
export const connectionOf: ConnectionOf<WhiseConnection, WhiseSettings> = async (row, keyBase64, baseUrl) => {
  const settings = whiseSettingsSchema.safeParse(JSON.parse(row.settings));
  if (!settings.success)
    throw new CrmError(
      'whise',
      'credentials-rejected',
      `the connection's settings need a username and a clientId (${settings.error.issues[0]?.path.join('.')}: ${settings.error.issues[0]?.message})`,
    );
  if (!row.secret) throw new CrmError('whise', 'credentials-rejected', 'the connection has no password (its secret)');
  const password = await decryptSecret(row.secret, keyBase64);
  const { username, clientId, officeId } = settings.data;
  return { connection: { username, password, clientId, ...(officeId ? { officeId } : {}), baseUrl }, settings: settings.data };
};
