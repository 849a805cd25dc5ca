import type { D1Database } from '@cloudflare/workers-types';
import type { LeadFailure } from '../../../shared/contract/console';
import type { RawSite } from '../../../shared/contract/raw/site';
import { consoleDestinations } from './console-mail';
import { isLeadKind, leadOf } from '../leads/from-outbox';
import type { LeadListing } from '../leads/lead';
import type { PlatformBindings } from '../types';
import { CrmError } from '../crm/crm-error';
import { crmRouteOf } from './crm';
import { type Destination, destinationsFor } from './destinations';
import { failureOf, keptFailure } from './failure';
import { type DestinationName, errorText, type OutboxMessage, type OutboxRow } from './outbox-message';

/** How long one delivery holds a row; a second delivery of the same row waits until then. */
export const CLAIM_MS = 2 * 60_000;

/**
 * What became of one try: done (ack the queue message), or try again later: after `waitSeconds`
 * (another delivery holds the row), or after the backoff but not before `retryAfterSeconds`
 * (a CRM's Retry-After).
 */
export type DeliveryOutcome = { done: true } | { done: false; error?: string; waitSeconds?: number; retryAfterSeconds?: number };

type ClaimedRow = Pick<OutboxRow, 'id' | 'site_id' | 'kind' | 'document' | 'created_at' | 'delivered_to' | 'crm_state' | 'needs_attention'>;

/**
 * Claims a pending row for one delivery (attempts + 1). Answers nothing when the row is not
 * pending (delivered, failed, stored, gone) or another delivery holds it.
 */
async function claim(db: D1Database, id: string, now: Date): Promise<ClaimedRow | null> {
  return db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, claimed_until = ?2, updated_at = ?3
       WHERE id = ?1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?3)
       RETURNING id, site_id, kind, document, created_at, delivered_to, crm_state, needs_attention`,
    )
    .bind(id, new Date(now.getTime() + CLAIM_MS).toISOString(), now.toISOString())
    .first<ClaimedRow>();
}

type SiteRow = ClaimedRow & { site_id: number };

/**
 * A site's row as it is delivered: every lead names its listing as the CRM knows it (external
 * id, reference, page), for the webhook, the agency's mail and the CRM alike.
 */
async function siteMessage(env: PlatformBindings, row: SiteRow, site: RawSite): Promise<OutboxMessage> {
  const message: OutboxMessage = {
    id: row.id,
    siteId: row.site_id,
    kind: row.kind,
    createdAt: row.created_at,
    document: JSON.parse(row.document) as Record<string, unknown>,
  };
  const listing = isLeadKind(row.kind) ? (await leadOf(env, message, site))?.listing : undefined;
  if (listing) message.document = { ...message.document, listing };
  return message;
}

/** The listing siteMessage put on a lead's message (the CRM that owns it takes the lead), or undefined: none. */
const listingOf = (message: OutboxMessage): LeadListing | undefined =>
  isLeadKind(message.kind) && message.document.listing && typeof message.document.listing === 'object' ? (message.document.listing as LeadListing) : undefined;

async function siteOf(db: D1Database, siteId: number): Promise<RawSite | null> {
  const row = await db.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  return row ? (JSON.parse(row.document) as RawSite) : null;
}

/** Records that a destination took the row, at once: a later try never sends there again. */
function recordDelivered(db: D1Database, id: string, destination: DestinationName) {
  return db.prepare(`UPDATE outbox SET delivered_to = json_insert(delivered_to, '$[#]', ?2) WHERE id = ?1`).bind(id, destination).run();
}

async function sendAll(
  db: D1Database,
  id: string,
  destinations: Destination[],
  delivered: Set<string>,
): Promise<{ errors: string[]; failure: LeadFailure | null; retryAfterSeconds?: number }> {
  const errors: string[] = [];
  const failures: LeadFailure[] = [];
  let retryAfterSeconds: number | undefined;
  for (const destination of destinations) {
    if (delivered.has(destination.name)) continue;
    let outcome: void | 'skipped';
    try {
      outcome = await destination.send();
    } catch (error) {
      errors.push(`${destination.name}: ${errorText(error)}`);
      failures.push(failureOf(destination.name, error));
      if (error instanceof CrmError && error.retryAfterSeconds !== undefined) retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, error.retryAfterSeconds);
      continue;
    }
    if (outcome !== 'skipped') await recordDelivered(db, id, destination.name);
  }
  return { errors, failure: keptFailure(failures), retryAfterSeconds };
}

/**
 * One delivery try of an outbox row: claims it, sends it to each of its site's
 * destinations that has not taken it yet, and records the outcome on the row: `delivered`
 * when all took it, `stored` when the site has none, else the errors in last_error and a
 * retry. The row's lease keeps two tries of the same row (a retry and a re-send by the Cron
 * Trigger) from sending at once. `db` holds the row: its site's data database (site-db.ts),
 * DB for the console's own mail; the site's document is read from the directory (DB).
 */
export async function deliverOutboxRow(env: PlatformBindings, id: string, now = new Date(), db = env.DB): Promise<DeliveryOutcome> {
  const row = await claim(db, id, now);
  if (!row) {
    const current = await db
      .prepare('SELECT status, claimed_until FROM outbox WHERE id = ?1')
      .bind(id)
      .first<{ status: string; claimed_until: string | null }>();
    if (current?.status !== 'pending' || !current.claimed_until) return { done: true };
    return { done: false, waitSeconds: Math.max(1, Math.ceil((Date.parse(current.claimed_until) - now.getTime()) / 1000)) };
  }
  // No site: the console's own mail (a sign-in link to a user, worker/platform/delivery/console-mail.ts).
  const site = row.site_id === null ? null : await siteOf(env.DB, row.site_id);
  let destinations: Destination[] = [];
  if (row.site_id === null)
    destinations = consoleDestinations({ id: row.id, kind: row.kind, document: JSON.parse(row.document) as Record<string, unknown> }, env);
  else if (site) {
    const message = await siteMessage(env, row as SiteRow, site);
    destinations = destinationsFor(message, site, env, await crmRouteOf(env.DB, row as SiteRow, listingOf(message)));
  }
  const finished = new Date().toISOString();
  if (destinations.length === 0) {
    await db.prepare(`UPDATE outbox SET status = 'stored', claimed_until = NULL, updated_at = ?2 WHERE id = ?1`).bind(id, finished).run();
    return { done: true };
  }
  const { errors, failure, retryAfterSeconds } = await sendAll(db, id, destinations, new Set(JSON.parse(row.delivered_to) as string[]));
  const at = new Date().toISOString();
  if (errors.length === 0) {
    // A lead the CRM refused keeps why (it needs attention); any other failure is over.
    await db
      .prepare(
        `UPDATE outbox SET status = 'delivered', sent_at = ?2, last_error = NULL, claimed_until = NULL, updated_at = ?2,
           failure = CASE WHEN needs_attention IS NULL THEN NULL ELSE failure END WHERE id = ?1`,
      )
      .bind(id, at)
      .run();
    return { done: true };
  }
  const error = errors.join('; ');
  await db
    .prepare('UPDATE outbox SET last_error = ?2, failure = ?4, claimed_until = NULL, updated_at = ?3 WHERE id = ?1')
    .bind(id, error, at, JSON.stringify(failure))
    .run();
  return retryAfterSeconds === undefined ? { done: false, error } : { done: false, error, retryAfterSeconds };
}

/**
 * After the last retry (the dead-letter queue): the row is failed, with the last error. A
 * row another delivery holds or one already delivered stays as it is. A lead its CRM did not
 * take is mailed to the agency first (mailUntakenLead), so a lead never shows failed with
 * nobody told.
 */
export async function markUndeliverable(env: PlatformBindings, db: D1Database, id: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await mailUntakenLead(env, db, id, at);
  await db
    .prepare(
      `UPDATE outbox SET status = 'failed', claimed_until = NULL, updated_at = ?2,
         last_error = COALESCE(last_error, 'not delivered after ' || attempts || ' attempts')
       WHERE id = ?1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?2)`,
    )
    .bind(id, at)
    .run();
}

/**
 * A lead whose CRM did not take it through the whole retry window (the CRM down, too slow or
 * rate limited: the row dead-lettered without `crm` in delivered_to) goes to the agency's
 * mailbox now, once, its mail saying the CRM is still being tried: the Cron Trigger keeps
 * re-driving it to the CRM (redrive.ts), and the mail is not sent again. A lead already
 * mailed, a site without a CRM or without a mailbox: nothing to do (the console's leads show
 * the row).
 */
async function mailUntakenLead(env: PlatformBindings, db: D1Database, id: string, at: string): Promise<void> {
  const row = await db
    .prepare(
      `SELECT id, site_id, kind, document, created_at, delivered_to, crm_state, needs_attention, last_error FROM outbox
       WHERE id = ?1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?2)`,
    )
    .bind(id, at)
    .first<ClaimedRow & Pick<OutboxRow, 'last_error'>>();
  if (!row || row.site_id === null || !isLeadKind(row.kind)) return;
  const delivered = new Set(JSON.parse(row.delivered_to) as string[]);
  if (delivered.has('crm') || delivered.has('email')) return;
  const site = await siteOf(env.DB, row.site_id);
  const message = site ? await siteMessage(env, row as SiteRow, site) : null;
  const route = message ? await crmRouteOf(env.DB, row as SiteRow, listingOf(message)) : null;
  if (!site || !message || !route) return;
  const unreachable = untakenReason(row.last_error);
  const mails = destinationsFor(message, site, env, { ...route, unreachable }).filter((destination) => destination.name.startsWith('email'));
  const { errors } = await sendAll(db, id, mails, delivered);
  if (errors.length > 0)
    await db.prepare(`UPDATE outbox SET last_error = coalesce(last_error || '; ', '') || ?2 WHERE id = ?1`).bind(id, errors.join('; ')).run();
}

/** What the CRM answered last, as the agency's mail says it (the row's last error holds each destination's, `crm: …` the CRM's). */
function untakenReason(lastError: string | null): string {
  const crm = lastError?.split('; ').find((part) => part.startsWith('crm: '));
  return (crm ? crm.slice('crm: '.length) : (lastError ?? 'no answer')).slice(0, 300);
}
