import * as z from 'zod';
import { issueOf, validation } from './schema';

// The id list of Whise's daily delete diff (deletions.ts): `v1/estates/list` asked for each
// estate's `id` and `purposeStatus` only. Each entry is read on its own: one of an unexpected
// shape is named (its place in the list and the value sent) and the others are used.

/** An estate of the delete diff's list: its id and purpose status only. */
export interface WhiseEstateId {
  id: number;
  purposeStatusId?: number;
}

/** A page of the delete diff's list: the estates whose ids read, and the entries that do not (each named alone: readEstateId). */
export interface WhiseIdPage {
  ids: WhiseEstateId[];
  unreadable: UnreadableEntry[];
}

/** A page of raw entries of the id list, starting at `offset`, each read on its own. */
export function readIds(items: readonly unknown[], offset: number): WhiseIdPage {
  const page: WhiseIdPage = { ids: [], unreadable: [] };
  items.forEach((item, index) => {
    const read = readEstateId(item, offset + index + 1);
    if (read.id !== undefined) page.ids.push({ id: read.id, ...(read.purposeStatusId === undefined ? {} : { purposeStatusId: read.purposeStatusId }) });
    if (read.unreadable) page.unreadable.push(read.unreadable);
  });
  return page;
}

/**
 * The id-only list of the daily delete diff: only `id` and `purposeStatus` are read of each
 * estate, each entry on its own (readEstateId): one of an unexpected shape is named, not the page refused.
 */
export const whiseEstateIdListSchema = z.looseObject({
  ...validation,
  estates: z.array(z.unknown()).nullish(),
  totalCount: z.number().nullish(),
});

const estateIdSchema = z.looseObject({ id: z.number().int() });
const purposeStatusSchema = z.looseObject({ purposeStatus: z.looseObject({ id: z.number() }).nullish() });

/** An entry of the id list that does not read: its place in the list (from 1), the field, why, and the value sent when short. */
export interface UnreadableEntry {
  position: number;
  path: string;
  reason: string;
  sent: string | null;
}

/**
 * One entry of the id list at `position`: its id and purpose status, and what does not read. An
 * id that reads with a purpose status that does not is kept (as online: nothing is removed for
 * it); an entry without an id that reads is named alone.
 */
export function readEstateId(raw: unknown, position: number): { id?: number; purposeStatusId?: number; unreadable?: UnreadableEntry } {
  const fault = (error: z.ZodError): UnreadableEntry => {
    const { path, why, sent } = issueOf(error, raw, '(entry)');
    return { position, path, reason: `entry ${position} of the list of estates online: ${why}; the others are used`, sent };
  };
  const id = estateIdSchema.safeParse(raw);
  if (!id.success) return { unreadable: fault(id.error) };
  const status = purposeStatusSchema.safeParse(raw);
  if (!status.success) return { id: id.data.id, unreadable: fault(status.error) };
  return { id: id.data.id, ...(status.data.purposeStatus?.id === undefined ? {} : { purposeStatusId: status.data.purposeStatus.id }) };
}
