/**
 * The body of a message on the platform's delivery queue (agency-outbox): the id of the outbox
 * row to deliver. The site worker's environment names the queue's type for the embedded platform.
 */
export interface OutboxQueueMessage {
  outboxId: string;
}

/**
 * The body of a message on the platform's sync queue (agency-sync): the id of the CRM event
 * to fetch and write (worker/platform/sync/events.ts). The local default binds the queue too.
 */
export interface SyncQueueMessage {
  syncEventId: number;
}
