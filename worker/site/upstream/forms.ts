import type { LeadPath } from '../../../shared/contract/queue-message';
import type { SiteApi } from './index';
import type { BodyOf, SuccessOf } from '../../../shared/contract/site-api/route';
import type { RouteOf } from './site-api';
import { isBreakerOpen, UpstreamError } from './client';
import { isOutage } from './outage';
import { logFailure } from '../log';
import { siteRequest, visitorRead } from './site-api';
import type { Subscription, SubscriptionRequest } from '../../../shared/contract/site-api/answers';

export type { Subscription, SubscriptionFrequency } from '../../../shared/contract/site-api/answers';

/** POST /subscriptions, under the form's key (`writeAnswered`). */
export function createSubscription(api: SiteApi, body: SubscriptionRequest, key: string): Promise<Subscription> {
  return writeAnswered(api, '/subscriptions', body, key);
}

/** GET /subscriptions/{token} */
export function getSubscription(api: SiteApi, token: string): Promise<Subscription> {
  return api.client.request(siteRequest('GET /subscriptions/:token', { token }, visitorRead(api)));
}

/** POST /subscriptions/confirm/{confirmToken}: the confirmation mail's link followed; answers the subscription. */
export function confirmSubscription(api: SiteApi, confirmToken: string): Promise<Subscription> {
  return api.client.request(siteRequest('POST /subscriptions/confirm/:confirmToken', { confirmToken }, { siteId: api.siteId }));
}

/** PUT /subscriptions/{token} */
export function updateSubscription(api: SiteApi, token: string, body: SubscriptionRequest): Promise<Subscription> {
  return api.client.request(siteRequest('PUT /subscriptions/:token', { token }, { siteId: api.siteId, body }));
}

/** DELETE /subscriptions/{token} */
export function deleteSubscription(api: SiteApi, token: string): Promise<null> {
  return api.client.request(siteRequest('DELETE /subscriptions/:token', { token }, { siteId: api.siteId }));
}

/** A lead as the visitor's form is told of it: its id, and whether it waits on the lead queue for the platform. */
export interface LeadReceipt {
  id: string;
  queued?: true;
}

/**
 * A write sent whose outcome the site cannot know: no whole answer came within the form budget
 * (or the connection dropped), so the platform may still make it. Not a failure: the visitor is
 * told it is being confirmed (forms/result.ts `pending`).
 */
export class WritePending extends Error {
  constructor(readonly path: LeadPath) {
    super(`write pending: ${path}`);
  }
}

/** Whether a failed write may have been made all the same: sent, and no whole answer (a timeout, a dropped connection, a gateway's 502/504). */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof UpstreamError && !isBreakerOpen(error) && (error.status === 502 || error.status === 504);
}

/** Puts a write on the lead queue (LEAD_QUEUE) under its key: the platform's consumer makes it once it can. */
async function queueWrite(api: SiteApi, path: LeadPath, body: Record<string, unknown>, key: string): Promise<boolean> {
  if (!api.leads) return false;
  try {
    await api.leads.send({ leadId: key, siteId: api.siteId, path, body });
    return true;
  } catch (refused) {
    logFailure('write not queued', String(refused), path);
    return false;
  }
}

/** A visitor's write (each one's route described: shared/contract/site-api/routes.ts), its answer the route's. */
const sendKeyed = <P extends LeadPath>(api: SiteApi, path: P, body: Record<string, unknown>, key: string) =>
  api.client.request<SuccessOf<RouteOf<`POST ${P}`>>>({ method: 'POST', path, siteId: api.siteId, body, idempotencyKey: key });

/**
 * A lead's platform write (a lead is never lost): sent with its key as its
 * Idempotency-Key; when the platform is down, too slow for the form budget or behind its open
 * breaker, the same write goes on the lead queue (LEAD_QUEUE) under that key, and the platform's
 * consumer writes it once it is back: one row whichever copies arrive. Without a queue, or when
 * the queue refuses too, the outage is thrown (the form's 503), or WritePending when the write
 * went out unanswered.
 */
async function writeLead(api: SiteApi, path: '/contact-requests' | '/send-to-a-friend', body: Record<string, unknown>, key: string): Promise<LeadReceipt> {
  try {
    const { id } = await sendKeyed(api, path, body, key);
    return { id };
  } catch (error) {
    if (!isOutage(error)) throw error;
    if (await queueWrite(api, path, body, key)) {
      logFailure('lead queued', key, path);
      return { id: key, queued: true };
    }
    throw outcomeUnknown(error) ? new WritePending(path) : error;
  }
}

/**
 * A write whose answer the visitor waits for (a viewing, a reservation request, a
 * subscription), sent with its key as its Idempotency-Key (the platform makes it once and
 * answers the same again). An outage that never reached the platform, or its own failure, is
 * thrown (nothing was written: the form's 503). One sent and left unanswered within the form
 * budget may still be made: it is queued under the same key as well, so the platform makes it
 * (or refuses it and mails the visitor) whichever copy arrives first, and WritePending is thrown.
 */
export async function writeAnswered<P extends LeadPath>(api: SiteApi, path: P, body: BodyOf<RouteOf<`POST ${P}`>>, key: string) {
  try {
    return await sendKeyed(api, path, body as Record<string, unknown>, key);
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    if (await queueWrite(api, path, body as Record<string, unknown>, key)) logFailure('write pending, queued', key, path);
    throw new WritePending(path);
  }
}

/**
 * POST /contact-requests: stored in the platform's outbox, or queued for it (writeLead), under
 * the form's key: the same request posted again writes nothing twice.
 */
export function createContactRequest(api: SiteApi, body: Record<string, unknown>, key: string): Promise<LeadReceipt> {
  return writeLead(api, '/contact-requests', body, key);
}

/** POST /send-to-a-friend: stored in the platform's outbox, or queued for it (writeLead). */
export function sendToFriend(api: SiteApi, body: Record<string, unknown>, key: string): Promise<LeadReceipt> {
  return writeLead(api, '/send-to-a-friend', body, key);
}
