import * as z from 'zod/mini';
import { type ConsoleSite, ROLES } from './console';
import { CRM_FORMS } from './crm-forms.generated';
import type { SyncPace, ConsoleImport, ConsoleSyncEvents } from './console-crm-sync';
import type { CrmReasonWords } from './console-crm-reasons';

/**
 * The console's CRM screen and team changes, as the console worker asks the
 * platform's /console-api for them (worker/platform/console-api/crm.ts, team.ts). Credentials go
 * one way only: the platform stores them encrypted and never answers them.
 */

/**
 * The CRMs the console connects: the folders of worker/platform/crm/ with a credentials.json,
 * read by scripts/crm-forms.mjs (CRM_FORMS). Nothing here names one: a new CRM is its folder.
 */
export type CrmKind = keyof typeof CRM_FORMS;
export const CRM_KINDS = Object.keys(CRM_FORMS) as CrmKind[];
/** The connections the console makes: a CRM or the ingest API ("none" is no connection). */
export const consoleConnectionKinds = (): readonly ConsoleConnectionKind[] => [...CRM_KINDS, 'ingest'];
export type ConsoleConnectionKind = CrmKind | 'ingest';

export const isCrmKind = (kind: string | undefined): kind is CrmKind => CRM_KINDS.includes(kind as CrmKind);

/**
 * A field of a CRM's credentials form (its folder's credentials.json): `name` in the contract;
 * `form`, its name in the console's forms when another CRM's field has the same name (the
 * connect form holds every CRM's); a text of at most 200 characters, a `secret` (typed as a
 * password) of at most 4,000, or a `number` (an id); an `optional` one may be left empty.
 */
export interface CredentialField {
  readonly name: string;
  readonly form?: string;
  readonly secret?: boolean;
  readonly number?: boolean;
  readonly optional?: boolean;
}

/** A CRM's credential fields, in the order its form shows them. */
export const credentialFields = (kind: CrmKind): readonly CredentialField[] => CRM_FORMS[kind];

/** A field's name in the console's forms (its words: `crm.field.{form name}`). */
export const formName = (field: CredentialField): string => field.form ?? field.name;

type FieldOf<K extends CrmKind> = (typeof CRM_FORMS)[K][number];
/** A CRM's credentials as its form gives them: each field's text (an optional one may be absent or empty). */
export type CrmCredentials<K extends CrmKind> = { [F in FieldOf<K> as F extends { optional: true } ? never : F['name']]: string } & {
  [F in FieldOf<K> as F extends { optional: true } ? F['name'] : never]?: string;
};

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
const digits = z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^[1-9]\d{0,9}$/, 'number'));
const fieldSchema = (field: CredentialField) => {
  const one = field.number ? digits : text(field.secret ? 4000 : 200);
  return field.optional ? z.optional(z.union([z.literal(''), one])) : one;
};

/** The schema of a credentials form with these fields (its errors: required, tooLong, number). */
export const credentialsSchema = (fields: readonly CredentialField[]) => z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));

/** Each CRM's credentials, as its connect and replace forms give them. */
export const CRM_CREDENTIALS = Object.fromEntries(CRM_KINDS.map((kind) => [kind, credentialsSchema(CRM_FORMS[kind])])) as unknown as {
  [K in CrmKind]: z.ZodMiniType<CrmCredentials<K>>;
};

/** POST /console-api/sites/{id}/crm/connections: a new connection, a CRM's with its credentials. */
export type ConnectRequest = { [K in CrmKind]: { kind: K } & CrmCredentials<K> }[CrmKind] | { kind: 'ingest' };
export const connectRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ingest') }),
  ...CRM_KINDS.map((kind) => z.extend(CRM_CREDENTIALS[kind] as unknown as z.ZodMiniObject, { kind: z.literal(kind) })),
]) as unknown as z.ZodMiniType<ConnectRequest>;

/**
 * PUT /console-api/sites/{id}/crm/connections/{connectionId}/credentials: the connection kind's
 * credentials, all of them again, as texts: the platform checks them with its CRM's schema.
 */
export const credentialsRequest = z.record(z.string(), z.string()) as unknown as z.ZodMiniType<{ [K in CrmKind]: CrmCredentials<K> }[CrmKind]>;

/** PUT /console-api/sites/{id}/members/{userId}: a member's new role. */
export const memberRoleRequest = z.object({ role: z.enum(ROLES) });

/** A connection as the console shows it: never a credential, only that there is one. */
export interface ConsoleConnection {
  id: number;
  kind: string;
  createdAt: string;
  hasSecret: boolean;
  hasToken: boolean;
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** The last "test the connection" with its credentials (run when they were given, and on request), or null: never tested. */
  lastTest: ConnectionTestRecord | null;
  /**
   * A CRM that calls a webhook (SweepBright): the whole address to paste into the CRM (the site's
   * hostname and the webhook path), or null when the platform cannot make one (no
   * CONNECTION_SECRET_KEY); absent for the others.
   */
  webhookUrl?: string | null;
  /** A CRM connection's latest initial import (on connect, new credentials, "import everything again"), or null: none yet. */
  import?: ConsoleImport | null;
  /** A CRM connection's events on their way through the sync queue (webhook events, import pages). */
  events?: ConsoleSyncEvents;
  /** A CRM that calls a webhook: the pace its events are synced at (how long a bulk publish takes). */
  pace?: SyncPace;
  /** A CRM connection: the site's listings it wrote (projects count once), asked about when it is deleted. */
  listings?: number;
}

/** DELETE …/crm/connections/{connectionId}?listings=keep|offline: how many listings were taken off the site, or kept as the agency's own. */
export interface Disconnected {
  removed: number;
  kept: number;
}

/** What becomes of a CRM connection's listings when it is deleted: kept online as the agency's own console listings, or taken off the site. */
export const DISCONNECT_LISTINGS = ['keep', 'offline'] as const;
export type DisconnectListings = (typeof DISCONNECT_LISTINGS)[number];

/** POST …/crm/connections/{connectionId}/events/{eventId}/fetch and …/events/fetch: how many listings are fetched again (queued anew). */
export interface FetchedAgain {
  fetched: number;
}

/** A listing the sync refused, named as its CRM names it, with its page on the site when it is there. */
export interface ConsoleRefusal {
  source: string | null;
  externalId: string | null;
  path: string;
  reason: string;
  /** The listing's page on the site (an earlier version of it is online), else null. */
  url: string | null;
  /** Not taken, its version online kept: held for the owner, or a project's unit left out while the rest was written. */
  held?: boolean;
  /** A value held for the owner: its numbers and reason as keys, worded in the reader's language (`reason` is the log's English). */
  value?: HeldValueWords;
  /** Why, as a key and its values, worded in the reader's language; an entry logged before reasons had keys has only `reason`. */
  words?: CrmReasonWords;
}

/** One entry of the sync log: a run, a webhook's event or an ingest call. */
export interface ConsoleSyncEntry {
  id: number;
  connectionId: number | null;
  kind: string;
  startedAt: string;
  finishedAt: string | null;
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  refused: number;
  refusals: ConsoleRefusal[];
  /** Listings taken with a field read otherwise than sent (a subtype of another type shown as its type's default). */
  warnings: ConsoleRefusal[];
  error: string | null;
}

/** GET /console-api/sites/{id}/crm?before=: the connections, where integrators send listings, and the sync log, 50 a page. */
export interface ConsoleCrm {
  site: ConsoleSite;
  connections: ConsoleConnection[];
  /** The ingest API's address for this site (the platform's INGEST_ORIGIN), or only its path when unknown. */
  ingestEndpoint: string;
  sync: ConsoleSyncEntry[];
  /** The id to pass as `before` for older entries, or null. */
  next: number | null;
  /** Where the site's leads without a listing go. */
  generalLeads: ConsoleGeneralLeads;
  /** Writes held for the owner: values not believable, the version online kept until the owner accepts them. */
  held: ConsoleHeldListing[];
}

/** What a held number counts: euros (a let's price a month's or a year's), square metres, or things (bedrooms). */
export const HELD_UNITS = ['euro', 'euroMonth', 'euroYear', 'squareMetre', 'count'] as const;
export type HeldUnit = (typeof HELD_UNITS)[number];

/**
 * Why a value is held, as a key and its values, never a sentence: the console words it in the
 * reader's language with the reader's notation (`crm.held.reason.*`). `higher`/`lower`: more than
 * ten times the value online, `times` over; `zero`: a value online turned 0; `priceTakenOff`: no
 * amount and no "price on request" on a listing on the market; `range`: outside its type's range
 * (`low`/`high`, either open), in `unit`; `unworded`: a hold recorded before reasons had keys.
 */
export type HeldReason =
  | { key: 'higher' | 'lower'; times: number }
  | { key: 'zero' }
  | { key: 'priceTakenOff' }
  | { key: 'range'; type: string; low: number | null; high: number | null; unit: HeldUnit }
  | { key: 'unworded'; text: string };

/** A held value's numbers and why, as the console words them: the value online and the one sent with their units, and the reason. */
export interface HeldValueWords {
  old: number | null;
  new: number | null;
  oldUnit: HeldUnit;
  newUnit: HeldUnit;
  reason: HeldReason;
}

/** A value of a held write: the record (a project's unit by its own id), the field, the value online and the one sent with their units, and why. */
export interface ConsoleHeldValue extends HeldValueWords {
  externalId: string;
  path: string;
}

/**
 * A listing (or a project with units) a source wrote with values not believable (more than ten
 * times more or less than online, a price taken off, outside its type's range): not written, the
 * version online stays (`url`, its page) until the owner accepts it (POST …/crm/held/accept).
 */
export interface ConsoleHeldListing {
  source: string;
  externalId: string;
  heldAt: string;
  values: ConsoleHeldValue[];
  url: string | null;
}

/** POST /console-api/sites/{id}/crm/held/accept: the held write to publish as sent. */
export const acceptHeldRequest = z.object({
  source: z.string().check(z.minLength(1), z.maxLength(32)),
  externalId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type AcceptHeldRequest = z.infer<typeof acceptHeldRequest>;

/** What accepting a held write did: `written` once published, else why (it fails another check now); `remaining`, the writes still held. */
export interface AcceptedHeld {
  written: boolean;
  reasons: string[];
  remaining: number;
}

/**
 * Where the site's leads without a listing go (a general contact, a valuation request, a
 * subscription; a lead about a listing goes to the CRM connection its listing came from):
 * `connectionId` the CRM connection that takes them, or null: the agency's mailbox. `chosen`:
 * the agency chose it (PUT …/crm/general-leads); else it is the site's only CRM connection, or
 * the mailbox when the site has several.
 */
export interface ConsoleGeneralLeads {
  connectionId: number | null;
  chosen: boolean;
}

/** PUT /console-api/sites/{id}/crm/general-leads: the CRM connection that takes the leads without a listing, or null: no choice (as `chosen: false` says). */
export const generalLeadsRequest = z.object({ connectionId: z.nullable(z.number().check(z.int(), z.positive())) });
export type GeneralLeadsRequest = z.infer<typeof generalLeadsRequest>;

/** Why a connection test failed, in the console's words (locales/console.json `crm.test.*`). */
export const CONNECTION_TEST_FAILURES = ['credentials', 'unreachable', 'rateLimited', 'crmError', 'noCredentials'] as const;

export type ConnectionTestFailure = (typeof CONNECTION_TEST_FAILURES)[number];

/** POST /console-api/sites/{id}/crm/connections/{connectionId}/test: the CRM answered, or why not. */
export type ConnectionTest = { ok: true } | { ok: false; reason: ConnectionTestFailure; retryAfter?: number };

/** A connection test as the platform keeps it on the connection: its answer and when it ran. */
export interface ConnectionTestRecord {
  result: ConnectionTest;
  at: string;
}

/** POST /console-api/sites/{id}/crm/connections: the new connection, and an ingest key, shown this once. */
export interface ConnectAnswer {
  connection: ConsoleConnection;
  token?: string;
}

/** POST /console-api/sessions/end-others: how many other sessions of the user were ended. */
export interface EndedSessions {
  ended: number;
}
