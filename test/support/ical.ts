import ICAL from 'ical.js';

/** A date-time property as a calendar reads it: its zone, its wall-clock time there, and the instant. */
export interface CalendarTime {
  /** The TZID parameter, or null (UTC or floating). */
  tzid: string | null;
  /** The wall-clock time as written, 'YYYY-MM-DDTHH:MM:SS'. */
  wall: string;
  /** The instant, resolved through the file's own VTIMEZONE (ISO, UTC). */
  utc: string;
  /** The value exactly as it stands in the file ('20260701T100000', '20260301T100000Z'). */
  raw: string;
}

export interface CalendarEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  start: CalendarTime;
  end: CalendarTime;
  stamp: CalendarTime;
}

/** The raw line of a property in a block of the file, unfolded (RFC 5545 §3.1), e.g. 'DTSTART;TZID=Europe/Brussels:20260701T100000'. */
function rawLine(block: string, name: string): string {
  const line = block.split(/\r?\n/).find((candidate) => candidate.startsWith(`${name};`) || candidate.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} line`);
  return line;
}

function timeOf(event: ICAL.Component, name: string, block: string): CalendarTime {
  const property = event.getFirstProperty(name);
  if (!property) throw new Error(`no ${name}`);
  const value = property.getFirstValue() as ICAL.Time;
  const line = rawLine(block, name.toUpperCase());
  return {
    tzid: (property.getParameter('tzid') as string | undefined) ?? null,
    wall: value.toString().slice(0, 19),
    utc: value.toJSDate().toISOString(),
    raw: line.slice(line.lastIndexOf(':') + 1),
  };
}

/**
 * Parses an iCalendar file with ical.js (which throws on a malformed line), registers its
 * VTIMEZONEs so that zoned times resolve to instants through the file's own rules, and gives
 * the zones and the events.
 */
export function parseCalendar(text: string): { zones: string[]; events: CalendarEvent[]; root: ICAL.Component } {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = root.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  // Each event's own lines, unfolded, to read the values exactly as written.
  const blocks = text.replace(/\r?\n[ \t]/g, '').match(/BEGIN:VEVENT[\s\S]*?END:VEVENT/g) ?? [];
  const events = root.getAllSubcomponents('vevent').map((event, index) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    location: (event.getFirstPropertyValue('location') as string | null) ?? null,
    description: (event.getFirstPropertyValue('description') as string | null) ?? null,
    url: (event.getFirstPropertyValue('url') as string | null) ?? null,
    start: timeOf(event, 'dtstart', blocks[index] ?? ''),
    end: timeOf(event, 'dtend', blocks[index] ?? ''),
    stamp: timeOf(event, 'dtstamp', blocks[index] ?? ''),
  }));
  return { zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))), events, root };
}
