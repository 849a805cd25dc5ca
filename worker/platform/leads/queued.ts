import type { Message, MessageBatch } from '@cloudflare/workers-types';
import { IDEMPOTENCY_HEADER, keyFromText, type LeadPath, type LeadQueueMessage, leadMessageOf } from '../../../shared/contract/queue-message';
import { retryBaseSeconds, retryDelaySeconds } from '../delivery/backoff';
import { DEAD_LETTER_SUFFIX } from '../delivery/consumer';
import { errorText } from '../delivery/outbox-message';
import { REQUEST_NOT_TAKEN } from '../delivery/mail-texts';
import { enqueueOutbox } from '../delivery/queue-message';
import { outboxInsert } from '../delivery/outbox-insert';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { logFailure, logWarning } from '../log';

// Visitors' writes the site could not see through (a lead while the platform was down
// or slow; a booking or subscription whose answer did not come within the form budget): the site
// put the exact write on the lead queue (worker/site/upstream/forms.ts `keyedWrite`); here the
// platform makes it, through its own route and under its key, once it can.

/** The lead queue (wrangler.toml, wrangler.production.toml's producer, wrangler.platform.toml's consumer); its dead letters: `agency-leads-dlq`. */
export const LEAD_QUEUE_NAME = 'agency-leads';

/** The platform's API, called in-process: the same validation and write as the site's own call. */
export interface PlatformApp {
  fetch(request: Request, env: PlatformBindings): Response | Promise<Response>;
}

/**
 * Writes one queued lead through the platform's route, under the lead's id (its Idempotency-Key):
 * a second copy writes nothing. An assistant's request is written this way once confirmed
 * (site-api/assistant-requests.ts).
 */
export async function writeQueued(platform: PlatformApp, env: PlatformBindings, lead: LeadQueueMessage): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json', 'X-SITE': String(lead.siteId), [IDEMPOTENCY_HEADER]: lead.leadId });
  if (env.PLATFORM_TOKEN) headers.set('Authorization', `Bearer ${env.PLATFORM_TOKEN}`);
  return platform.fetch(new Request(`https://platform.internal${lead.path}`, { method: 'POST', headers, body: JSON.stringify(lead.body) }), env);
}

/** Which write a queued one was, as the refusal's mail document names it. */
const REQUEST_OF: Record<LeadPath, string> = {
  '/contact-requests': 'contact',
  '/send-to-a-friend': 'share',
  '/live-agenda/reservation': 'viewing',
  '/rental-units/reservation': 'reservation',
  '/subscriptions': 'subscription',
};

/**
 * Tells the visitor that a write of theirs was refused for good (a slot taken meanwhile, a
 * listing gone): they were told it was received or being confirmed, never that it failed, so
 * this mail is how they learn it. Its outbox id comes from the write's key: a redelivered copy,
 * or the site's own write refused after the site stopped waiting for it (site-api/write-keys.ts),
 * mails nothing more. Nothing without an address or a site to send from.
 */
export async function mailNotTaken(env: PlatformBindings, lead: LeadQueueMessage): Promise<void> {
  const { body } = lead;
  const to = typeof body.email === 'string' ? body.email : body.senderEmail;
  if (typeof to !== 'string' || !(await env.DB.prepare('SELECT 1 AS ok FROM sites WHERE id = ?1').bind(lead.siteId).first())) return;
  const document = { to, locale: body.locale, firstName: body.firstName ?? body.senderName, request: REQUEST_OF[lead.path] };
  const id = await keyFromText(`${REQUEST_NOT_TAKEN}:${lead.leadId}`);
  const written = await outboxInsert(await siteDb(env, lead.siteId), lead.siteId, REQUEST_NOT_TAKEN, document, id).run();
  if (written.meta.changes) await enqueueOutbox(env.OUTBOX_QUEUE, [id], lead.siteId);
}

/**
 * The lead queue's consumer: each message is written (201, or 200 when that lead is already
 * there) and acknowledged; a platform that fails (5xx, or its database throws) is retried with
 * the outbox's backoff (OUTBOX_RETRY_BASE_SECONDS), and after max_retries the queue moves the
 * message to the dead-letter queue, whose consumer tries once more per delivery and says so in
 * the log while it stays there. A refusal (4xx: the site or listing is gone) no retry can change
 * is logged, mailed to the visitor (`mailNotTaken`) and acknowledged.
 */
export async function consumeLeads(batch: MessageBatch<unknown>, env: PlatformBindings, platform: PlatformApp): Promise<void> {
  const deadLetters = batch.queue.endsWith(DEAD_LETTER_SUFFIX);
  const base = retryBaseSeconds(env.OUTBOX_RETRY_BASE_SECONDS);
  await Promise.all(batch.messages.map((message) => consumeOne(message, deadLetters, base, env, platform)));
}

async function consumeOne(message: Message<unknown>, deadLetters: boolean, base: number, env: PlatformBindings, platform: PlatformApp): Promise<void> {
  const lead = leadMessageOf(message.body);
  if (!lead) {
    logFailure('leads', 'a queue message that is no lead', message.id);
    message.ack();
    return;
  }
  let failure: string;
  try {
    const response = await writeQueued(platform, env, lead);
    if (response.ok) {
      message.ack();
      return;
    }
    failure = `platform answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
    if (response.status < 500) {
      logFailure('leads: the platform refused a queued lead for good', failure, `${lead.leadId} ${lead.path}`);
      await mailNotTaken(env, lead);
      message.ack();
      return;
    }
  } catch (error) {
    failure = errorText(error);
  }
  if (deadLetters) logFailure('leads: a dead-lettered lead is still not written', failure, `${lead.leadId} ${lead.path}`);
  else logWarning('leads: a queued lead not written yet, retrying', failure, `${lead.leadId} ${lead.path}`);
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts, base) });
}
