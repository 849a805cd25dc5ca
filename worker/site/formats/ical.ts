import { AGENCY_TIME_ZONE, wallClockOf, wallClockParts } from '../../../shared/format/brussels-time';
/** VTIMEZONE blocks by zone, written by build.mjs with timezones-ical-library. */
import vtimezones from './vtimezones.generated.json';
import { BoundedMap } from '../bounded-map';

/**
 * Our own RFC 5545 writer: ical-generator put ~36 KB raw in the site worker for the
 * one event below. Same lines as it wrote, same order.
 */

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
  return new Date(
    Date.UTC(
      Number(year),
      Number(month) - 1 || 0,
      Number(day || 1),
      Number(hour || 0),
      Number(minute || 0),
      Number(second || 0),
      Number((fraction || '0').substring(0, 3)),
    ),
  );
}

function validDate(date: Date, name: string): Date {
  if (Number.isNaN(date.getTime())) throw new Error(`\`${name}\` has to be a valid date!`);
  return date;
}

/** A formatter per time zone an agenda names (the CRM's data): a few, but never unbounded. */
const clocks = new BoundedMap<string, Intl.DateTimeFormat>('ical clocks', 50);

/** The wall clock of a zone, read with Intl. */
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = wallClockOf(zone);
    clocks.set(zone, clock);
  }
  return clock;
}

/** An instant as an RFC 5545 DATE-TIME (§3.3.5): the wall clock in `zone` (for TZID=…), or UTC ending in Z. */
export function formatDateTime(date: Date, zone?: string): string {
  if (!zone) return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const parts = wallClockParts(clockOf(zone), date);
  return `${parts.year?.padStart(4, '0')}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, each new line as \n. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A quoted parameter value (§3.2 allows no DQUOTE nor new line in it): caret-encoded as RFC 6868
 * says (^^, ^' for ", ^n), which ical.js and the big calendars read back. (ical-generator wrote
 * \" here, which ends the quoted value early.)
 */
export function escapeParameter(value: string): string {
  return value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n');
}

const encoder = new TextEncoder();

/**
 * Folds one content line (§3.1) so that no line is longer than 75 octets with its leading
 * space: never inside a UTF-8 sequence nor between the halves of a surrogate pair.
 */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    octets += size;
    if (octets > 74) {
      folded += '\r\n ';
      octets = size;
    }
    folded += character;
  }
  return folded;
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
 * Brussels time (TZID with its VTIMEZONE, so a calendar abroad shows the right hour). DTSTAMP
 * is in UTC, as §3.8.7.2 wants. No METHOD: a published file, not an iTIP message.
 */
export function appointmentCalendar(appointment: CalendarAppointment): string {
  let start = validDate(parseUtc(appointment.start), 'start');
  let end = validDate(parseUtc(appointment.end), 'end');
  const stamp = validDate(new Date(appointment.created), 'stamp');
  // An end before the start: swapped, DTSTART is always the earlier (as ical-generator did).
  if (end < start) [start, end] = [end, start];
  const zone = AGENCY_TIME_ZONE;
  const name = escapeText(appointment.summary);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//agency-sites//viewings//NL',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    ...vtimezoneOf(zone)
      .replace(/\r\n|\r/g, '\n')
      .trim()
      .split('\n'),
    'BEGIN:VEVENT',
    `UID:${appointment.id}@agency-sites`,
    'SEQUENCE:0',
    `DTSTAMP:${formatDateTime(stamp)}`,
    `DTSTART;TZID=${zone}:${formatDateTime(start, zone)}`,
    `DTEND;TZID=${zone}:${formatDateTime(end, zone)}`,
    `SUMMARY:${escapeText(appointment.summary)}`,
    ...(appointment.location ? [`LOCATION:${escapeText(appointment.location)}`] : []),
    `DESCRIPTION:${escapeText(appointment.description)}`,
    ...(appointment.organizer ? [`ORGANIZER;CN="${escapeParameter(appointment.organizer.name)}":mailto:${escapeText(appointment.organizer.email)}`] : []),
    `URL;VALUE=URI:${escapeText(appointment.url)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  // §3.1: every content line ends in CRLF, the last one too.
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
