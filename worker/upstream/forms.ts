import type { Attribution } from '../../shared/platform-api/attribution';
import type { SiteApi } from './index';

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

/** POST /contact-requests: stored in the platform's outbox. */
export function createContactRequest(api: SiteApi, body: Record<string, unknown>): Promise<{ id: string }> {
  return api.client.request({ method: 'POST', path: '/contact-requests', siteId: api.siteId, body });
}

/** POST /send-to-a-friend: stored in the platform's outbox. */
export function sendToFriend(api: SiteApi, body: Record<string, unknown>): Promise<{ id: string }> {
  return api.client.request({ method: 'POST', path: '/send-to-a-friend', siteId: api.siteId, body });
}
