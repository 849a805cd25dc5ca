import { TTL } from './cache';
import { cachedRequest, forgetRequest } from './cached-request';
import { writeAnswered } from './forms';
import type { SiteApi } from './index';
import { siteRequest, visitorRead } from './site-api';
import type { AgendaSlot, Appointment, AppointmentRequest } from '../../../shared/contract/site-api/answers';

export type { AgendaSlot, Appointment, AppointmentRequest } from '../../../shared/contract/site-api/answers';

const agendaCall = (api: SiteApi, estateId: number) => ({
  call: 'agenda',
  request: siteRequest('GET /live-agenda/:estateId', { estateId }, { siteId: api.siteId }),
});

/** GET /live-agenda/{estateId}: future viewing slots with the places left. */
export async function getAgendaSlots(api: SiteApi, estateId: number): Promise<AgendaSlot[]> {
  const raw = await cachedRequest(api, { ...agendaCall(api, estateId), ttl: TTL.agenda });
  return raw.slots;
}

/** Drops the cached slots of an estate after a booking or a cancellation changed them. */
export function forgetAgendaSlots(api: SiteApi, estateId: number): Promise<void> {
  return forgetRequest(api, agendaCall(api, estateId));
}

/** GET /live-agenda/reservation/{id} (never cached: it changes when cancelled). */
export function getAppointment(api: SiteApi, id: string): Promise<Appointment> {
  return api.client.request(siteRequest('GET /live-agenda/reservation/:id', { id }, visitorRead(api)));
}

/** POST /live-agenda/reservation, under the form's key (`writeAnswered`). */
export function createAppointment(api: SiteApi, body: AppointmentRequest, key: string): Promise<Appointment> {
  return writeAnswered(api, '/live-agenda/reservation', body, key);
}

/** DELETE /live-agenda/reservation/{id} */
export function cancelAppointment(api: SiteApi, id: string): Promise<null> {
  return api.client.request(siteRequest('DELETE /live-agenda/reservation/:id', { id }, { siteId: api.siteId }));
}
