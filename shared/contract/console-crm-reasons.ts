import type { ListingReason } from './console-listing-reasons';

/**
 * Why a CRM's sync refused a listing or took it with a change, as a key and its values, never a
 * sentence: the platform keeps it beside the log's English (worker/platform/connections/sync-log.ts)
 * and the console words it in the reader's language and notation (`crm.reason.*`). The field at
 * fault stays the CRM's path, beside it; ids and codes are values as sent, counts are numbers.
 */

/** The CRM codes a listing cannot be read without: its transaction, its state on the market, its category, status or type. */
export const CRM_CODE_FIELDS = ['transaction', 'marketStatus', 'category', 'status', 'type'] as const;
export type CrmCodeField = (typeof CRM_CODE_FIELDS)[number];

/** The problems of a copy that carry no value. */
export const PLAIN_COPY_PROBLEMS = ['noBucket', 'unreachable', 'forbidden', 'notShowable', 'noAddress'] as const;

/**
 * Why a CRM's file was not copied to the site: no bucket, its address expired or refused (403),
 * no answer or another status, a type that is no picture nor PDF, over `bytes`, no picture that
 * can be shown, no address that is a URL.
 */
export type CopyProblem =
  | { problem: (typeof PLAIN_COPY_PROBLEMS)[number] }
  | { problem: 'expired'; at: string }
  | { problem: 'status'; status: number }
  | { problem: 'type'; type: string | null }
  | { problem: 'tooLarge'; bytes: number };

/**
 * The reasons: `unknownCode`, a code of `field` the CRM's lists we read do not have (null: none
 * sent); `unknownSubcategory`, a Whise subcategory shown as its category's type; `notBelgium`, a
 * country id; `unreadable`, a value of an unexpected shape (a schema's message), `sent` when short;
 * `missingGoal`, `missingType` (the public type names sent, when any), Omnicasa's facts asked
 * for and not found; `coordinateMissing`, `coordinateUnreadable`, GoogleX or GoogleY (a position needs both);
 * `fileNotCopied`, a picture (`picture`) or another file; `urlRefused`, the public address a
 * CRM would not take, with its answer's status; `listEntry`, an entry of a list of ids that does
 * not read, at its place (from 1), the others used; and the shared listings layer's, whatever
 * the source (console-listing-reasons.ts).
 */
export type CrmReason =
  | { key: 'unknownCode'; field: CrmCodeField; code: string | null }
  | { key: 'unknownSubcategory'; code: string; type: string; subtype: string | null }
  | { key: 'notBelgium'; country: string }
  | { key: 'unreadable'; sent: string | null }
  | { key: 'missingGoal' }
  | { key: 'missingType'; names: string | null }
  | { key: 'coordinateMissing' }
  | { key: 'coordinateUnreadable'; sent: string | null }
  | { key: 'fileNotCopied'; file: string; picture: boolean; copy: CopyProblem }
  | { key: 'urlRefused'; url: string; status: number | null }
  | { key: 'listEntry'; position: number; sent: string | null }
  | ListingReason;

/** What became of the rest when a part was refused: a project's unit left out (the rest written), an estate refused (the others written). */
export const CRM_REASON_THEN = ['unitLeftOut', 'estateRefused'] as const;

/** A reason with what became of the rest, when that is said. */
export interface CrmReasonWords {
  reason: CrmReason;
  then?: (typeof CRM_REASON_THEN)[number];
}

/** Longest value sent shown beside a reason: a longer one is left out (the path names the field). */
export const SHOWN_SENT_CHARS = 40;

/**
 * A value as sent, for a reason to show: its JSON when short, else null.
 * @example shortSent('abc') // '"abc"'
 */
export function shortSent(value: unknown): string | null {
  if (value === undefined) return null;
  const json = JSON.stringify(value);
  return json !== undefined && json.length <= SHOWN_SENT_CHARS ? json : null;
}
