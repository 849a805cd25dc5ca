/**
 * The body of a message on the platform's delivery queue (agency-outbox): the id of the outbox
 * row to deliver and its site, whose data database holds the row (issue 33; none: the
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
 * The body of a message on the lead queue (agency-leads, issue 33): a lead the site could not
 * write because the platform was down, slow or behind its open breaker, as the exact platform
 * write (its path and JSON body) for the site `siteId`. `leadId` is the site's id for it, sent
 * as the write's Idempotency-Key and kept as the outbox row's id, so the site's own write that
 * got through after all and any redelivered copy make one row.
 */
export interface LeadQueueMessage {
  leadId: string;
  siteId: number;
  path: LeadPath;
  body: Record<string, unknown>;
}

/** The platform writes a lead may wait for on the lead queue. */
export const LEAD_PATHS = ['/contact-requests', '/send-to-a-friend'] as const;
export type LeadPath = (typeof LEAD_PATHS)[number];

/** The header a lead's write carries its id in (a lowercase UUID the site made). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const LEAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A lead queue message's body as it must be, or undefined for anything else. */
export function leadMessageOf(body: unknown): LeadQueueMessage | undefined {
  const message = body as Partial<LeadQueueMessage> | null;
  if (!message || typeof message !== 'object') return undefined;
  const { leadId, siteId, path, body: write } = message;
  const valid = typeof leadId === 'string' && LEAD_ID_PATTERN.test(leadId) && Number.isSafeInteger(siteId) && (siteId as number) > 0;
  return valid && LEAD_PATHS.includes(path as LeadPath) && write && typeof write === 'object' && !Array.isArray(write) ? (message as LeadQueueMessage) : undefined;
}
