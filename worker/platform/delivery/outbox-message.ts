/**
 * One outbox row as it is delivered: the JSON body of the webhook (docs/leads.md)
 * and what the mails are made of. `kind` says what it is; `document` is what was written.
 */
export interface OutboxMessage {
  id: string;
  siteId: number;
  kind: string;
  createdAt: string;
  document: Record<string, unknown>;
}

/** A row of the outbox table (migrations 0002 and 0004) as D1 answers it; the queries pick their columns. */
export interface OutboxRow {
  id: string;
  /** Null for the console's own mail (migration 0014). */
  site_id: number | null;
  /** What the message is, e.g. 'send-to-a-friend'. */
  kind: string;
  /** JSON: what was written (OutboxMessage.document). */
  document: string;
  created_at: string;
  /** When the row was delivered (it has no destination left). */
  sent_at: string | null;
  status: 'pending' | 'delivered' | 'failed' | 'stored';
  attempts: number;
  last_error: string | null;
  /** JSON: the destinations (DestinationName) that took the message. */
  delivered_to: string;
  /** Until when a delivery holds the row. */
  claimed_until: string | null;
  updated_at: string | null;
  /** JSON LeadCrmState (migration 0013): what the CRM already took of this lead. */
  crm_state: string | null;
  /** Why the CRM refused the lead for good; it went to the agency by e-mail instead. */
  needs_attention: string | null;
  /** Times the Cron Trigger re-drove this row after it failed. */
  redrives: number;
  /** JSON LeadFailure (migration 0033): why the last try failed, in the console's terms; null when it did not. */
  failure: string | null;
}

/**
 * Where an outbox message goes; each is recorded on the row once it took the message. `crm`:
 * the site's CRM connection (worker/platform/leads/).
 */
/** `email-agent`: the agency's mail to the agent a lead names. */
export type DestinationName = 'webhook' | 'email' | 'email-agent' | 'crm';

/**
 * One place an outbox message goes; `send` throws when that place did not take it, and answers
 * 'skipped' when the message need not go there after all (nothing is recorded).
 */
export interface Destination {
  name: DestinationName;
  send(): Promise<void | 'skipped'>;
}

/** The text of a caught error, for the row's last_error. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
