import { alternatePaths } from '../../shared/routes';
import { appointmentCalendar as appointmentIcs } from '../formats/ical';
import { estateOf, findAppointment } from './cancel-appointment';
import { screenContext } from './render-screen';
import type { RoutedHandler } from './screen';

/**
 * GET /nl/afspraak/{id}/agenda.ics: the booked visit for the visitor's calendar, at Brussels
 * time, with the cancel link. Unknown: 404; cancelled: 410.
 */
export const appointmentCalendar: RoutedHandler = {
  route: 'appointmentCalendar',
  async get(c, params) {
    const ctx = screenContext(c, params);
    const appointment = await findAppointment(ctx);
    if (!appointment) return c.text('Not found', 404);
    if (appointment.cancelledAt) return c.text('Gone: this visit was cancelled', 410);
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
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${ctx.t('viewing.calendarFile')}.ics"`, 'Cache-Control': 'private, no-store' });
  },
};
