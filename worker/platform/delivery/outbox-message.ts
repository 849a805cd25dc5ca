/**
 * One outbox row as it is delivered: the JSON body of the webhook (README "Lead delivery")
 * and what the mails are made of. `kind` says what it is; `document` is what was written.
 */
export interface OutboxMessage {
  id: string;
  siteId: number;
  kind: string;
  createdAt: string;
  document: Record<string, unknown>;
}

/** Where an outbox message goes; each is recorded on the row once it took the message. */
export type DestinationName = 'webhook' | 'email';

/** The text of a caught error, for the row's last_error. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
