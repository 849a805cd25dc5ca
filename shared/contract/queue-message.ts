/**
 * The body of a message on the platform's delivery queue (agency-outbox): the id of the outbox
 * row to deliver and its site, whose data database holds the row (none: the
 * console's own mail, in DB). The site worker's environment names the queue's type for the embedded platform.
 */
export interface OutboxQueueMessage {
  outboxId: string;
  siteId?: number;
}

/**
 * The body of a message on the platform's sync queue (agency-sync): the id of the CRM event
 * to fetch and write (worker/platform/sync/events.ts). The local default binds the queue too.
 */
export interface SyncQueueMessage {
  syncEventId: number;
}

/**
 * The body of a message on the lead queue (agency-leads): a visitor's write the site
 * could not see through (the platform down, slow or behind its open breaker for a lead; no
 * answer within the form budget for a booking or a subscription), as the exact platform write
 * (its path and JSON body) for the site `siteId`. `leadId` is the write's key, sent as its
 * Idempotency-Key, so the site's own write that got through after all and any redelivered copy
 * make one write (worker/platform/site-api/write-keys.ts), and a lead's outbox row has it as id.
 */
export interface LeadQueueMessage {
  leadId: string;
  siteId: number;
  path: LeadPath;
  body: Record<string, unknown>;
}

/** The leads, written by the platform whenever it can: the site queues them on any outage. */
export const LEAD_PATHS = ['/contact-requests', '/send-to-a-friend'] as const;
/**
 * The visitors' writes that take a key: the leads, and what needs the platform's answer at once
 * (a viewing, a reservation request, a subscription), queued only when its outcome is unknown.
 */
export const WRITE_PATHS = [...LEAD_PATHS, '/live-agenda/reservation', '/rental-units/reservation', '/subscriptions'] as const;
export type LeadPath = (typeof WRITE_PATHS)[number];

/** The header a write carries its key in (a lowercase UUID the site made). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * The header a keyed write carries the time the site stops waiting for its answer in (Unix ms),
 * read by worker/platform/site-api/write-keys.ts: a refusal made past it reached nobody, so the
 * platform mails it to the visitor, who was told the write is being confirmed; a write before it
 * is the visitor's request now (not a queued or late copy), which may book anew what was undone.
 */
export const WRITE_DEADLINE_HEADER = 'X-Write-Deadline';
export const LEAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A key in the shape of LEAD_ID_PATTERN made from a text (SHA-256): the same text, the same key.
 * @example await keyFromText(JSON.stringify(['/subscriptions', formKey]))
 */
export async function keyFromText(text: string): Promise<string> {
  const hex = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A lead queue message's body as it must be, or undefined for anything else. */
export function leadMessageOf(body: unknown): LeadQueueMessage | undefined {
  const message = body as Partial<LeadQueueMessage> | null;
  if (!message || typeof message !== 'object') return undefined;
  const { leadId, siteId, path, body: write } = message;
  const valid = typeof leadId === 'string' && LEAD_ID_PATTERN.test(leadId) && Number.isSafeInteger(siteId) && (siteId as number) > 0;
  return valid && WRITE_PATHS.includes(path as LeadPath) && write && typeof write === 'object' && !Array.isArray(write)
    ? (message as LeadQueueMessage)
    : undefined;
}
