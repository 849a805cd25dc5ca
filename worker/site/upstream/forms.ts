import type { Attribution } from '../../../shared/contract/attribution';
import type { LeadPath } from '../../../shared/contract/queue-message';
import type { SiteApi } from './index';
import { isOutage } from './outage';
import { logFailure } from '../log';

/** Writes are never cached. */

export interface Subscription {
  token: string;
  email: string;
  locale: string;
  firstName?: string;
  lastName?: string;
  criteria: {
    statuses: ('FOR_SALE' | 'TO_RENT')[];
    cityIds: number[];
    headTypeIds: number[];
    priceMin?: number;
    priceMax?: number;
    bedroomsMin?: number;
  };
  /** How often alerts are mailed (the platform's default: daily). */
  frequency?: SubscriptionFrequency;
  /** Where the visitor came from when subscribing (issue 30). */
  attribution?: Attribution | undefined;
  /** The confirmation mail's link was followed (double opt-in); answers only. */
  confirmed?: boolean;
  createdAt: string;
  updatedAt: string;
}

export type SubscriptionFrequency = 'instant' | 'daily' | 'weekly';

/** POST /subscriptions */
export function createSubscription(api: SiteApi, body: Omit<Subscription, 'token' | 'createdAt' | 'updatedAt' | 'confirmed'> & { consent: true }): Promise<Subscription> {
  return api.client.request({ method: 'POST', path: '/subscriptions', siteId: api.siteId, body });
}

/** GET /subscriptions/{token} */
export function getSubscription(api: SiteApi, token: string): Promise<Subscription> {
  return api.client.request({ path: `/subscriptions/${encodeURIComponent(token)}`, siteId: api.siteId, locale: api.locale });
}

/** POST /subscriptions/confirm/{confirmToken}: the confirmation mail's link followed; answers the subscription. */
export function confirmSubscription(api: SiteApi, confirmToken: string): Promise<Subscription> {
  return api.client.request({ method: 'POST', path: `/subscriptions/confirm/${encodeURIComponent(confirmToken)}`, siteId: api.siteId });
}

/** PUT /subscriptions/{token} */
export function updateSubscription(api: SiteApi, token: string, body: Omit<Subscription, 'token' | 'createdAt' | 'updatedAt' | 'confirmed'> & { consent: true }): Promise<Subscription> {
  return api.client.request({ method: 'PUT', path: `/subscriptions/${encodeURIComponent(token)}`, siteId: api.siteId, body });
}

/** DELETE /subscriptions/{token} */
export function deleteSubscription(api: SiteApi, token: string): Promise<null> {
  return api.client.request({ method: 'DELETE', path: `/subscriptions/${encodeURIComponent(token)}`, siteId: api.siteId });
}

/** A lead as the visitor's form is told of it: its id, and whether it waits on the lead queue for the platform. */
export interface LeadReceipt {
  id: string;
  queued?: true;
}

/**
 * A lead's platform write (issue 33: a lead is never lost): sent with an id of the site's own
 * as its Idempotency-Key; when the platform is down, too slow for the form budget or behind its
 * open breaker, the same write goes on the lead queue (LEAD_QUEUE) under that id, and the
 * platform's consumer writes it once it is back: one row whichever copies arrive. Without a
 * queue, or when the queue refuses too, the outage is thrown (the form's 503).
 */
async function writeLead(api: SiteApi, path: LeadPath, body: Record<string, unknown>, leadId: string = crypto.randomUUID()): Promise<LeadReceipt> {
  try {
    const { id } = await api.client.request<{ id: string }>({ method: 'POST', path, siteId: api.siteId, body, idempotencyKey: leadId });
    return { id };
  } catch (error) {
    if (!isOutage(error) || !api.leads) throw error;
    try {
      await api.leads.send({ leadId, siteId: api.siteId, path, body });
    } catch (refused) {
      logFailure('lead not queued', String(refused), path);
      throw error;
    }
    logFailure('lead queued', leadId, path);
    return { id: leadId, queued: true };
  }
}

/**
 * POST /contact-requests: stored in the platform's outbox, or queued for it (writeLead).
 * `leadId`: the form's own id for it, so the same request posted again writes nothing twice.
 */
export function createContactRequest(api: SiteApi, body: Record<string, unknown>, leadId?: string): Promise<LeadReceipt> {
  return writeLead(api, '/contact-requests', body, leadId);
}

/** POST /send-to-a-friend: stored in the platform's outbox, or queued for it (writeLead). */
export function sendToFriend(api: SiteApi, body: Record<string, unknown>): Promise<LeadReceipt> {
  return writeLead(api, '/send-to-a-friend', body);
}
