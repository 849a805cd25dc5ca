import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { LEAD_OUTBOX_KINDS } from '../../../shared/contract/site-input';
import { withListingSql } from '../leads/listing-kept';

/**
 * An outbox row: the hand-off point for every mail (see migrations/0002_platform.sql and
 * 0004_outbox_delivery.sql). Once written, its id goes to the delivery queue (enqueueOutbox).
 * With `when`, the row is written only when that SQL condition holds (its parameters are
 * bound from ?6 on): one statement, so a D1 batch decides and writes at once. A row whose id
 * is already written (a lead's Idempotency-Key seen before) is not written again. A lead's
 * document gets its listing as the listing's source knows it (leads/listing-kept.ts).
 */
export function outboxInsert(
  db: D1Database,
  siteId: number,
  kind: string,
  document: unknown,
  id = crypto.randomUUID(),
  when?: { sql: string; bind: unknown[] },
): D1PreparedStatement {
  // A lead keeps its listing as its source knows it (leads/listing-kept.ts).
  const stored = (LEAD_OUTBOX_KINDS as readonly string[]).includes(kind) ? withListingSql('?4', '?2') : '?4';
  const row = when ? `SELECT ?1, ?2, ?3, ${stored}, ?5 WHERE ${when.sql}` : `VALUES (?1, ?2, ?3, ${stored}, ?5)`;
  return db
    .prepare(`INSERT INTO outbox (id, site_id, kind, document, created_at) ${row} ON CONFLICT(id) DO NOTHING`)
    .bind(id, siteId, kind, JSON.stringify(document), new Date().toISOString(), ...(when?.bind ?? []));
}

/**
 * How long a repeated reservation request or send-to-a-friend (the same visitor, listing and
 * recipient or period) is taken as the same one: answered as the first was, nothing written
 * or mailed again. A repeat whose first copy failed was never written, so it goes through.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** The moment a duplicate must be newer than, as stored in created_at. */
export const duplicateSince = () => new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString();
