import { TTL } from './cache';
import { cachedRequest, forgetRequest } from './cached-request';
import { writeAnswered } from './forms';
import type { Attribution } from '../../../shared/contract/attribution';
import type { SiteApi } from './index';

export interface AgendaSlot {
  id: number;
  start: string;
  end: string;
  capacity: number;
  available: number;
}

export interface Appointment {
  id: string;
  slotId: number;
  estateId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: string;
  start: string;
  end: string;
  createdAt: string;
  /** Set once the appointment was cancelled (GET answers it still, so the site can say so). */
  cancelledAt?: string | null;
}

const agendaCall = (api: SiteApi, estateId: number) => ({ call: 'agenda', request: { path: `/live-agenda/${estateId}`, siteId: api.siteId } });

/** GET /live-agenda/{estateId}: future viewing slots with the places left. */
export async function getAgendaSlots(api: SiteApi, estateId: number): Promise<AgendaSlot[]> {
  const raw = await cachedRequest<{ slots: AgendaSlot[] }>(api, { ...agendaCall(api, estateId), ttl: TTL.agenda });
  return raw.slots;
}

/** Drops the cached slots of an estate after a booking or a cancellation changed them. */
export function forgetAgendaSlots(api: SiteApi, estateId: number): Promise<void> {
  return forgetRequest(api, agendaCall(api, estateId));
}

/** GET /live-agenda/reservation/{id} (never cached: it changes when cancelled). */
export function getAppointment(api: SiteApi, id: string): Promise<Appointment> {
  return api.client.request({ path: `/live-agenda/reservation/${encodeURIComponent(id)}`, siteId: api.siteId, locale: api.locale });
}

/** POST /live-agenda/reservation, under the form's key (`writeAnswered`). */
export function createAppointment(
  api: SiteApi,
  body: {
    locale: string;
    slotId: number;
    estateId: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    message?: string;
    attribution?: Attribution | undefined;
  },
  key: string,
): Promise<Appointment> {
  return writeAnswered(api, '/live-agenda/reservation', body, key);
}

/** DELETE /live-agenda/reservation/{id} */
export function cancelAppointment(api: SiteApi, id: string): Promise<null> {
  return api.client.request({ method: 'DELETE', path: `/live-agenda/reservation/${encodeURIComponent(id)}`, siteId: api.siteId });
}
