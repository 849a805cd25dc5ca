import { brusselsClock } from '../../../shared/format/brussels-time';
import { groupSlotsByDay } from '../../../shared/domain/viewings';
import type { Translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { APPOINTMENT_ID_PATTERN } from '../../../shared/contract/limits';
import { buildPath } from '../../../shared/routes';
import type { ViewingConfirmation } from '../../../client/islands/viewing-booking';
import { submitContact } from '../forms/contact';
import { readPayload } from '../forms/payload';
import { type FormResult, unavailableRead } from '../forms/result';
import { submitShare } from '../forms/send-to-a-friend';
import { sharedListing } from '../forms/shared-listing';
import { submitViewing } from '../forms/viewing';
import { type Appointment, getAgendaSlots, getAppointment } from '../upstream/agenda';
import { answerForm } from '../forms/answer';
import { requestContext } from '../request-context';
import type { Action } from './screen';
import { type FormReturn, NotFoundError, type RequestContext } from '../request-context';
import { logFailure } from '../log';
import type { ViewingData } from '../render/listing-blocks';

/** '{weekday} {dd/mm/yyyy} om {hh:mm}' with the addresses of the .ics file and the cancel page. */
export function viewingConfirmation(appointment: Pick<Appointment, 'id' | 'start'>, locale: Locale, t: Translate): ViewingConfirmation {
  const start = brusselsClock(appointment.start, locale);
  return {
    when: t('viewing.slotLabel', { day: `${start.weekday} ${start.date}`, time: start.time }),
    icsHref: buildPath('appointmentCalendar', { appointmentId: appointment.id }, locale),
    cancelHref: buildPath('cancelAppointment', { appointmentId: appointment.id }, locale),
  };
}

/**
 * The viewing block's data, streamed (the page never waits for the agenda): the free slots,
 * and the confirmation of a visit booked without JavaScript when the address names one of this
 * estate's appointments. A failing agenda leaves the block to its contact form.
 */
export async function loadViewing(ctx: RequestContext, estateId: number): Promise<ViewingData> {
  const booked = new URL(ctx.c.req.url).searchParams.get('appointment');
  const [slots, appointment] = await Promise.all([
    getAgendaSlots(ctx.api, estateId).catch((error: unknown) => {
      logFailure('viewing slots unavailable', error);
      return [];
    }),
    booked && APPOINTMENT_ID_PATTERN.test(booked) ? getAppointment(ctx.api, booked).catch(() => null) : Promise.resolve(null),
  ]);
  const confirmation =
    appointment && appointment.estateId === estateId && !appointment.cancelledAt ? viewingConfirmation(appointment, ctx.locale, ctx.t) : null;
  return { days: groupSlotsByDay(slots, ctx.locale), confirmation };
}

/** A form of this page that came back with problems, if it is the one named. */
export function returnedForm(ctx: RequestContext, form: string): FormReturn | null {
  return ctx.form?.form === form ? ctx.form : null;
}

/**
 * The action of a listing page with its forms (estate, project unit): the contact form, the
 * viewing booking and send-to-a-friend, told apart by their `form` field.
 */
export const listingPageAction: Action = async (c, params, again) => {
  const payload = await readPayload(c);
  const form = typeof payload?.form === 'string' ? payload.form : '';
  const { pathname } = new URL(c.req.url);
  const ctx = requestContext(c, params);
  const estateId = Number(params.entityId ?? params.estateId);
  // The platform failing for the listing: the form's one failure shape (503), JSON for an island.
  const shared = await sharedListing(ctx.api, { estateId }, { origin: ctx.origin }).catch(unavailableRead(c, ctx.t));
  // An unknown or hidden listing is the 404 page, as its GET would be.
  if (!shared) throw new NotFoundError('No such listing');
  const listing = 'ok' in shared ? null : shared;
  if (form === 'viewing') {
    return answerForm(c, listing ? await submitViewing(c, payload, listing.id) : (shared as FormResult<never>), {
      form,
      payload,
      redirect: ({ appointment }) => `${pathname}?appointment=${encodeURIComponent(appointment.id)}#viewing`,
      again,
      json: ({ appointment }) => ({ confirmation: viewingConfirmation(appointment, ctx.locale, ctx.t) }),
      // A slot taken meanwhile: the island shows the slots as they are now.
      refusedJson: async () => ({ days: groupSlotsByDay(await getAgendaSlots(ctx.api, estateId).catch(() => []), ctx.locale) }),
    });
  }
  if (form === 'send-to-a-friend') {
    return answerForm(c, listing ? await submitShare(c, payload, listing) : (shared as FormResult<never>), {
      form,
      payload,
      redirect: () => `${pathname}?shared=1#send-to-a-friend`,
      again,
    });
  }
  // A contact request needs no answer about the listing: with the platform down it is queued.
  const contactForm = /^contact-form-[\w-]+$/.test(form) ? form : 'contact-form';
  return answerForm(c, await submitContact(c, payload), { form: contactForm, payload, redirect: () => `${pathname}?contact=sent#${contactForm}`, again });
};
