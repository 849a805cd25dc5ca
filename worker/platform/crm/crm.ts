import type * as z from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { ConnectionRow } from '../connections/row';
import type { Refusal, SyncCounts } from '../connections/sync-log';
import type { Lead, LeadSendContext, LeadSendResult } from '../leads/lead';
import type { PlatformBindings } from '../types';
import type { ListingSignals } from '../signals/listing-signals';

/*
 * What every CRM the platform connects to implements: one folder per CRM beside this file, one
 * line of registry.ts. Code outside crm/ finds a connection's CRM in the registry and uses only
 * this interface; it never asks which CRM it is (test/unit/platform/crm/crm-registry.test.ts looks).
 */

/** A connection as a CRM's calls read it: its settings (JSON) and its encrypted secret. */
export type CrmConnection = Pick<ConnectionRow, 'id' | 'site_id' | 'kind' | 'settings' | 'secret'>;

/** A CRM client's connection of a row: its settings read and its secret decrypted (with the platform's key), at `baseUrl`. */
export type ConnectionOf<Connection, Settings> = (
  row: Pick<ConnectionRow, 'settings' | 'secret'>,
  keyBase64: string | undefined,
  baseUrl: string,
) => Promise<{ connection: Connection; settings: Settings }>;

/** A connection as a pulled CRM's cron reads it: its credentials and its state (`cursor`). */
export type PulledConnectionRow = Pick<ConnectionRow, 'id' | 'site_id' | 'settings' | 'secret' | 'cursor'>;

/**
 * What a pulled CRM's cron keeps between runs (JSON in `connections.cursor`):
 *   since       the last complete pull's start (ISO, UTC): the next pull asks what changed since (less an overlap)
 *   pull        a pull under way: when it started and the offset of its next page
 *   retryAt     the CRM said 429: nothing is asked before then
 *   rejectedFor the fingerprint of the credentials the CRM rejected: skipped until they change
 *   settings    the settings the cursor belongs to: other settings (another client or office) start afresh with a full pull
 */
export interface PullState {
  settings?: string;
  since?: string;
  pull?: { startedAt: string; offset: number };
  retryAt?: string;
  rejectedFor?: string;
}

/** Sends one lead with the connection's client, through the CRM's lead mapping (failures: CrmError). */
export type LeadSender = (lead: Lead, ctx: LeadSendContext) => Promise<LeadSendResult>;

export type { ListingSignals };

/** Pushes one listing's signals with the connection's client: 'sent', or 'not-supported' when the listing is not one the CRM holds (failures: CrmError). */
export type SignalsSender = (signals: ListingSignals) => Promise<'sent' | 'not-supported'>;

/** The console's credentials form of a CRM, and the connection's settings and secret it makes. */
export interface CrmCredentials<Input = unknown> {
  /** The contract's schema of the form (shared/contract/console-crm.ts). */
  schema: ZodMiniType<Input>;
  /** The settings and secret of a connection given `input`; `settings`: the connection's until now ({} for a new one). */
  connection(input: Input, settings: Record<string, unknown>): { settings: Record<string, unknown>; secret: string };
}

/** A webhook call's body read: the CRM's id of the estate it names, or why it is not taken (an unknown event is answered 202 and ignored). */
export type WebhookCall = { ok: true; event: string; estateId: string } | { ok: false; reason: 'not-json' | 'invalid' | 'unknown-event'; detail: string };

/** One try of a queued webhook event (sync/consumer.ts). */
export interface EventTry {
  /** Tries of this queue message so far, this one included. */
  attempts: number;
  /** This is the message's last try before its dead-letter queue. */
  last: boolean;
  /** The event was tried before (by this message or an earlier one). */
  again: boolean;
  /** The backoff before the next try, should the event be tried again. */
  backoffSeconds: number;
}

/** What one webhook event did: the sync log's counts and refusals, and whether to try it again. */
export interface EventOutcome {
  counts: SyncCounts;
  refusals: Refusal[];
  /** Logged with the run and kept on the event: what went wrong without keeping the listing from being written. */
  error: string | null;
  /** The event is tried again after `delaySeconds` (something may still work on a later try). */
  retry?: { reason: string; delaySeconds: number };
}

/** A CRM that calls its connection's webhook address (/hooks/{kind}/{connection id}.{token}: sync/hooks.ts). */
export interface CrmWebhook {
  /** Reads a call's body. The call is a hint, never data: the event's sync fetches the listing itself. */
  read(body: string): WebhookCall;
  /** One queued event: the listing fetched as it is now, written or removed, the site's cache retired. CRM failures are thrown as CrmError. */
  sync(env: PlatformBindings, connection: CrmConnection, externalId: string, attempt: EventTry): Promise<EventOutcome>;
}

/** Where a page of an initial import starts, and the import it belongs to. */
export interface ImportPageRequest {
  /** The item the page starts at (0 for the first). */
  offset: number;
  /** When the import started (ISO): what changed since is the scheduled pull's. */
  startedAt: string;
}

/** What one page of an initial import did: the sync log's counts, how many the CRM holds, where the next page starts. */
export interface ImportPageOutcome {
  counts: SyncCounts;
  refusals: Refusal[];
  /** Listings read on this page. */
  read: number;
  /** Listings read and kept off the site (a status the site does not show, not on it before), so the summary accounts for each one read. */
  keptOff: number;
  /** Listings the CRM says it holds. */
  total: number;
  /** The next page's offset, or null: this was the last page. */
  next: number | null;
}

/**
 * How a CRM's initial import goes:
 * - `pages`: the CRM documents a list of everything it holds; the platform reads it a page at a
 *   time, each page an event of the sync queue (retried, dead-lettered and re-driven as a
 *   webhook's), the progress kept for the console. `begin` runs once when the import starts.
 * - `publish`: the CRM documents no such list; the agency publishes its listings again in the
 *   CRM (the console says how, `crm.import.howTo.{kind}` in locales/console.json) and the CRM's
 *   webhook brings them, counted as they arrive.
 */
export type CrmImport =
  | {
      mode: 'pages';
      begin?(env: PlatformBindings, connection: CrmConnection & Pick<ConnectionRow, 'cursor'>, at: Date): Promise<void>;
      /** One page: read from the CRM, written to the site, the site's cache retired. CRM failures are thrown as CrmError. */
      page(env: PlatformBindings, connection: CrmConnection, page: ImportPageRequest, attempt: EventTry): Promise<ImportPageOutcome>;
    }
  | { mode: 'publish' };

export interface Crm {
  /** The connection kind: `connections.kind`, the sync log's kind, the webhook address's segment. */
  kind: string;
  /** Whether its lead call has a structured field for a lead's origin (the site's origin table applies: docs/leads.md). */
  leadOrigins?: boolean;
  /** The CRM's name in messages. */
  name: string;
  /**
   * The source a connection's listings are kept under (`external_ids.source`; `settings`: the
   * connection's, parsed): a lead about one of them goes to this connection (delivery/crm.ts).
   */
  listingSource(settings: Record<string, unknown>): string;
  /** A connection's settings (`connections.settings`) as it is made or changed: the admin API answers 400 with the first issue. */
  settings: z.ZodType;
  /** A new connection must come with its secret. */
  needsSecret: boolean;
  /** The console's credentials form. */
  credentials: CrmCredentials;
  /** "Test the connection": a real call with the stored credentials, each call at most `timeoutMs`; throws the CrmError of what went wrong. */
  check(env: PlatformBindings, connection: CrmConnection, timeoutMs: number): Promise<void>;
  /** Lead delivery: the connection's client (its secret decrypted) with the CRM's lead mapping; throws CrmError. */
  leads(env: PlatformBindings, connection: CrmConnection): Promise<LeadSender>;
  /**
   * Weekly listing signals: present only where the CRM's documented API has a place
   * for them on the estate (a note, a history); without it they go in the agency's weekly mail.
   */
  pushListingSignals?(env: PlatformBindings, connection: CrmConnection): Promise<SignalsSender>;
  /** Everything the CRM holds for a connection brought to its site: on connect, on new credentials, on "import everything again" (sync/imports.ts). */
  initialImport: CrmImport;
  /** Its step of the Cron Trigger (every 5 minutes, scheduled.ts), over every connection of the CRM. */
  scheduled?(env: PlatformBindings, at: Date): Promise<void>;
  /** The calls the CRM makes to its connections' webhook addresses. */
  webhook?: CrmWebhook;
}
