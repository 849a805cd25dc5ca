import * as z from 'zod';
import type { ConnectionRow } from '../../connections/row';
import { decryptSecret } from '../../connections/secrets';
import { sha256 } from '../../kit/tokens';
import type { ConnectionOf, PulledConnectionRow, PullState } from '../crm';
import { CrmError } from '../crm-error';
import type { OmnicasaConnection } from './client';

// An Omnicasa connection as the cron reads it (connections row, kind 'omnicasa'): its
// settings, its password (the connection's encrypted secret), its state in `cursor`.

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

/** The settings an agency's Omnicasa connection is made with (the password is its secret). */
export const omnicasaSettingsSchema = z.object({
  /** The customer name Omnicasa gives the agency for its API (`CustomerName`). */
  customerName: z.string().min(1).max(200),
  /** The agency's office, when its account has several (`OfficeID`). */
  officeId: z.coerce.number().int().positive().optional(),
  /** The languages whose texts are read, the first the list's own (one more call per page for each other). */
  languages: z.array(z.enum(LANGUAGES)).min(1).max(4).default(['nl', 'fr']),
  /** The history type of the weekly signals' entry (`TypeId`, an id of the agency's `GetHistoriesType`); none: left to Omnicasa. */
  historyTypeId: z.coerce.number().int().positive().optional(),
});

export type OmnicasaSettings = z.output<typeof omnicasaSettingsSchema>;

/** What the cron keeps between runs: a pulled CRM's state, nothing of Omnicasa's own. */
export type OmnicasaState = PullState;

export type OmnicasaConnectionRow = PulledConnectionRow;

/** The kept state; an unreadable one starts afresh (a full pull writes nothing unchanged). */
export function omnicasaState(row: Pick<ConnectionRow, 'cursor' | 'settings'>): OmnicasaState {
  let kept: OmnicasaState = {};
  try {
    const parsed = row.cursor ? (JSON.parse(row.cursor) as unknown) : {};
    if (parsed && typeof parsed === 'object') kept = parsed as OmnicasaState;
  } catch {
    // unreadable: afresh
  }
  if (kept.settings !== undefined && kept.settings !== row.settings) return { settings: row.settings, rejectedFor: kept.rejectedFor };
  return { ...kept, settings: row.settings };
}

/** A hash of the credentials (secret and settings): another password or name gives another. */
export const fingerprintOf = (row: Pick<ConnectionRow, 'secret' | 'settings'>): Promise<string> => sha256(`${row.secret}\u0000${row.settings}`);

/** The client's connection of a row, its password decrypted; settings that do not read or no secret are `credentials-rejected`. */
export const omnicasaConnectionOf: ConnectionOf<OmnicasaConnection, OmnicasaSettings> = async (row, keyBase64, baseUrl) => {
  const settings = omnicasaSettingsSchema.safeParse(JSON.parse(row.settings));
  if (!settings.success || !row.secret) throw new CrmError('omnicasa', 'credentials-rejected', 'the connection needs a customerName and a password');
  const password = await decryptSecret(row.secret, keyBase64);
  const { customerName, officeId } = settings.data;
  return { connection: { customerName, password, baseUrl, ...(officeId ? { officeId } : {}) }, settings: settings.data };
};
