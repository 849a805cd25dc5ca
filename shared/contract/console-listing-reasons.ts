/**
 * Why the platform's shared listings layer (worker/platform/listings/) refused a listing or took
 * it with a change, as a key and its values: what any source's write may be told, a CRM's sync or
 * an ingest call, beside a CRM's own reasons (console-crm-reasons.ts, which names these among its
 * reasons). Ids, codes and values are as sent or stored; limits and counts are numbers.
 */

/** The kinds of value a field of the listing's schema expects. */
export const FIELD_TYPES = ['number', 'int', 'string', 'boolean', 'object', 'array'] as const;

/** The forms a text field of the listing's schema must have: a web address, an e-mail address, a date, a date and time, a pattern of its own. */
export const FIELD_FORMATS = ['url', 'email', 'date', 'datetime', 'pattern'] as const;

/** What a limit counts: a number's value, a text's characters, a list's items. */
export const FIELD_MEASURES = ['number', 'text', 'list'] as const;

/** The problems of a field that carry no value: missing, a land value not below the price, an end not after the start. */
export const PLAIN_FIELD_PROBLEMS = ['missing', 'belowPrice', 'endAfterStart'] as const;

/**
 * What the listing's schema refuses in a field: missing; not of its `type`; under or over its
 * `limit` (`inclusive`: the limit itself is allowed); not of its `format`; a `value` none of
 * `values` (null: too many to list); `keys` the object does not know; `twice`, a `value` given twice.
 */
export type FieldProblem =
  | { problem: (typeof PLAIN_FIELD_PROBLEMS)[number] }
  | { problem: 'type'; expected: (typeof FIELD_TYPES)[number] }
  | { problem: 'tooSmall' | 'tooBig'; measure: (typeof FIELD_MEASURES)[number]; limit: number; inclusive: boolean }
  | { problem: 'format'; format: (typeof FIELD_FORMATS)[number] }
  | { problem: 'value'; values: string[] | null }
  | { problem: 'keys'; keys: string[] }
  | { problem: 'twice'; value: string };

/** A version a source gave a record: its time of change as stored (UTC) and/or its number. */
export interface VersionWords {
  updatedAt: string | null;
  version: number | null;
}

/**
 * The reasons: `invalidField`, a field the listing's schema refuses (`sent` when short);
 * `sentTwice`, an id sent twice in one batch; `madeOwn`, a listing the agency made its own
 * (`listing`, its id in the console) when its connection was deleted; `stale`, a write or a
 * `removal` older than the version stored (null: a newer one written meanwhile); `otherSite`, an
 * estate id of another site; `otherSiteFile`, a picture or document uploaded for another site;
 * `unknownPostalCode`, `sharedPostalCode` (the places it covers); `unitSource`, a unit not of its
 * project's source; `unitTwice`, a unit id twice in a listing; `otherSubtype`, a subtype of
 * another type shown as its type's `shown`; `otherRegionZone`, a zone of another region's plan;
 * `notWritten`, the database's error; `overwritten`, a listing connection `before` wrote, written
 * over by `connection` of the same source; `acceptedHeld`, a held write the owner published as
 * sent (`by`, their e-mail address: worker/platform/console-api/crm-held.ts).
 */
export type ListingReason =
  | { key: 'invalidField'; problem: FieldProblem; sent: string | null }
  | { key: 'sentTwice' }
  | { key: 'madeOwn'; listing: number }
  | { key: 'stale'; removal: boolean; given: VersionWords; stored: VersionWords | null }
  | { key: 'otherSite'; estate: number }
  | { key: 'otherSiteFile'; picture: boolean }
  | { key: 'unknownPostalCode'; code: string }
  | { key: 'sharedPostalCode'; code: string; places: string }
  | { key: 'unitSource'; source: string }
  | { key: 'unitTwice'; id: string }
  | { key: 'otherSubtype'; subtype: string; type: string; shown: string }
  | { key: 'otherRegionZone'; zone: string; region: string }
  | { key: 'notWritten'; error: string }
  | { key: 'overwritten'; before: number; connection: number; source: string }
  | { key: 'acceptedHeld'; by: string };
