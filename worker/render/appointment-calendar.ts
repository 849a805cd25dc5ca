import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical from 'ical-generator';
import { AGENCY_TIME_ZONE } from '../../shared/domain/viewings';
/** VTIMEZONE blocks by zone, written by build.mjs with timezones-ical-library. */
import vtimezones from './vtimezones.generated.json';

dayjs.extend(utc);
dayjs.extend(timezone);

function vtimezoneOf(zone: string): string {
  const block = (vtimezones as Record<string, string | undefined>)[zone];
  if (!block) throw new Error(`No VTIMEZONE for ${zone}: build.mjs writes only the zones it names`);
  return block;
}

export interface CalendarAppointment {
  /** The appointment's id: the event's UID, so a calendar updates rather than duplicates it. */
  id: string;
  /** When it was booked: the event's DTSTAMP. */
  created: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  /** The estate's address, when the agency shows it. */
  location: string | null;
  url: string;
  organizer: { name: string; email: string } | null;
}

/**
 * A viewing as an iCalendar file (RFC 5545, "add to my calendar"): one event at the agency's
 * Brussels time (TZID with its VTIMEZONE, so a calendar abroad shows the right hour), built
 * with ical-generator.
 */
export function appointmentCalendar(appointment: CalendarAppointment): string {
  // ical-generator writes the calendar's name (NAME, X-WR-CALNAME) as given: escaped here as
  // TEXT (RFC 5545 §3.3.11), or a title with a new line would break the file.
  const calendarName = appointment.summary.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
  const calendar = ical({ prodId: { company: 'agency-sites', product: 'viewings', language: 'NL' }, name: calendarName });
  // The zone goes on the event (DTSTART;TZID=…) with its VTIMEZONE from the generator; a
  // calendar-wide zone would also write DTSTAMP in local time, which must be UTC (RFC 5545).
  calendar.timezone({ name: null, generator: (name) => vtimezoneOf(name) });
  calendar.createEvent({
    id: `${appointment.id}@agency-sites`,
    start: dayjs.utc(appointment.start).tz(AGENCY_TIME_ZONE),
    end: dayjs.utc(appointment.end).tz(AGENCY_TIME_ZONE),
    timezone: AGENCY_TIME_ZONE,
    stamp: new Date(appointment.created),
    summary: appointment.summary,
    description: appointment.description,
    ...(appointment.location ? { location: appointment.location } : {}),
    url: appointment.url,
    ...(appointment.organizer ? { organizer: appointment.organizer } : {}),
  });
  return calendar.toString();
}
