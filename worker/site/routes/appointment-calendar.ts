import { alternatePaths } from '../../../shared/routes';
import { appointmentCalendar as appointmentIcs } from '../formats/ical';
import { estateOf, findAppointment } from './cancel-appointment';
import { requestContext } from '../request-context';
import type { RoutedHandler } from './screen';

/**
 * GET /nl/afspraak/{id}/agenda.ics: the booked visit for the visitor's calendar, at Brussels
 * time, with the cancel link. Unknown: 404; cancelled: 410, each said in the page's language.
 */
export const appointmentCalendar: RoutedHandler = {
  route: 'appointmentCalendar',
  async get(c, params) {
    const ctx = requestContext(c, params);
    const appointment = await findAppointment(ctx);
    // In the page's language, like the cancel page says it: not English on /nl/ and /fr/.
    const refusal = (title: string, text: string, status: 404 | 410) =>
      c.text(`${ctx.t(title)}\n\n${ctx.t(text)}\n`, status, { 'Content-Language': ctx.locale, 'Cache-Control': 'private, no-store' });
    if (!appointment) return refusal('cancel.unknownTitle', 'cancel.unknownText', 404);
    if (appointment.cancelledAt) return refusal('cancel.alreadyTitle', 'cancel.alreadyText', 410);
    const estate = await estateOf(ctx, appointment.estateId);
    const cancel = ctx.origin + alternatePaths('cancelAppointment', { appointmentId: appointment.id })[ctx.locale];
    const body = appointmentIcs({
      id: appointment.id,
      created: appointment.createdAt,
      start: appointment.start,
      end: appointment.end,
      summary: ctx.t('viewing.calendarSummary', { title: estate?.title ?? ctx.site.name }),
      description: ctx.t('viewing.calendarDescription', { agency: ctx.site.name, cancel }),
      location: estate?.address || null,
      url: estate ? ctx.origin + estate.href : ctx.origin,
      organizer: ctx.site.contact.email ? { name: ctx.site.name, email: ctx.site.contact.email } : null,
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ctx.t('viewing.calendarFile')}.ics"`,
      'Cache-Control': 'private, no-store',
    });
  },
};
