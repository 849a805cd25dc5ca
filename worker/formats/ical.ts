import ical, { type ICalDayJsStub } from 'ical-generator';
import { AGENCY_TIME_ZONE } from '../../shared/domain/viewings';
/** VTIMEZONE blocks by zone, written by build.mjs with timezones-ical-library. */
import vtimezones from './vtimezones.generated.json';

function vtimezoneOf(zone: string): string {
  const block = (vtimezones as Record<string, string | undefined>)[zone];
  if (!block) throw new Error(`No VTIMEZONE for ${zone}: build.mjs writes only the zones it names`);
  return block;
}

/** How dayjs.utc() read a date string: fields without a trailing Z as UTC, anything else with Date. */
const FIELDS = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parseUtc(value: string): Date {
  const fields = /Z$/i.test(value) ? null : FIELDS.exec(value);
  if (!fields) return new Date(value);
  const [, year, month, day, hour, minute, second, fraction] = fields;
  return new Date(Date.UTC(Number(year), Number(month) - 1 || 0, Number(day || 1), Number(hour || 0), Number(minute || 0), Number(second || 0), Number((fraction || '0').substring(0, 3))));
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone, as dayjs's timezone plugin reads it (with Intl). */
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    clocks.set(zone, clock);
  }
  return clock;
}

/**
 * An instant in a zone as ical-generator reads a dayjs value (this was dayjs.utc(…).tz(…),
 * with dayjs's utc and timezone plugins 4.5 KB gzipped of the worker): valid or not, its
 * Date, another zone's, and its wall clock there, which ical-generator asks for as YYYYMMDD
 * and HHmmss.
 */
function zonedInstant(date: Date, zone = 'UTC'): ICalDayJsStub {
  return {
    isValid: () => !Number.isNaN(date.getTime()),
    toDate: () => new Date(date),
    toJSON: () => date.toISOString(),
    tz: (other = zone) => zonedInstant(date, other),
    utc: () => zonedInstant(date),
    format: (pattern = 'YYYY-MM-DDTHH:mm:ss') => {
      const parts = Object.fromEntries(clockOf(zone).formatToParts(date).map((part) => [part.type, part.value]));
      const fields: Record<string, string | undefined> = { YYYY: parts.year?.padStart(4, '0'), MM: parts.month, DD: parts.day, HH: parts.hour, mm: parts.minute, ss: parts.second };
      return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (field) => fields[field] ?? field);
    },
  };
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
    start: zonedInstant(parseUtc(appointment.start), AGENCY_TIME_ZONE),
    end: zonedInstant(parseUtc(appointment.end), AGENCY_TIME_ZONE),
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
