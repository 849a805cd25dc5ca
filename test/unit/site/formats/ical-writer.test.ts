import { describe, expect, it } from 'vitest';
import { appointmentCalendar, escapeParameter, escapeText, foldLine, type CalendarAppointment } from '../../../../worker/site/formats/ical';
import { parseCalendar } from '../../../support/ical';
import { APPOINTMENT } from '../../fixtures/appointment';
import { itMaps } from '../../../support/maps';

/** Our own RFC 5545 writer: folding (§3.1) and TEXT escaping (§3.3.11), read back with ical.js. */
const base: CalendarAppointment = { ...APPOINTMENT, description: 'Bezoek met Immo Scheldeland.', url: 'http://localhost/nl/aanbod/1001/woning' };

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('RFC 5545 §3.1 folding of a long non-ASCII line', () => {
  // Two- (é, ë), three- (€, —) and four-octet (😀, a surrogate pair in JavaScript) characters.
  const summary = `Bezoek: één prachtige woning — € 350.000, met tuin én zicht 😀 op de Schelde in Gentbrugge ${'ééé😀€'.repeat(12)}`;

  it('folds the SUMMARY into lines of at most 75 octets, never inside a character, and ical.js reads it back whole', () => {
    const text = appointmentCalendar({ ...base, summary });
    const lines = text.split('\r\n');
    const summaryAt = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    const continuation = lines.slice(summaryAt + 1).findIndex((line) => !line.startsWith(' '));
    expect(continuation).toBeGreaterThan(2);
    for (const line of lines) {
      expect(octets(line), line).toBeLessThanOrEqual(75);
      // A split inside a UTF-8 sequence or a surrogate pair would leave U+FFFD or a lone surrogate.
      expect(line, line).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(parseCalendar(text).events[0]!.summary).toBe(summary);
  });

  it('foldLine fills each line up to its 75 octets with the leading space, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'😀é'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    expect(folded[0]!.startsWith('DESCRIPTION:')).toBe(true);
    for (const [index, part] of folded.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Not the last: the next character (2 or 4 octets) did not fit.
      if (index < folded.length - 1) expect(octets(part)).toBeGreaterThanOrEqual(75 - 4);
    }
    expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SUMMARY:kort')).toBe('SUMMARY:kort');
  });
});

describe('RFC 5545 §3.3.11 TEXT escaping (and RFC 6868 parameter values)', () => {
  it('caret-encodes a parameter value (RFC 6868): ^ as ^^, " as ^\', a new line as ^n', () => {
    expect(escapeParameter('a^b "c"\nd \\ e')).toBe("a^^b ^'c^'^nd \\ e");
  });

  itMaps('escapes %j as %j', escapeText, [
    ['a\\b', 'a\\\\b'],
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['a\rb', 'a\\nb'],
    ['a: "b"', 'a: "b"'],
  ]);

  it('writes the description, the address, the URL and the organizer so that ical.js reads back exactly what was given', () => {
    const description = 'Regel 1, met komma; puntkomma \\ backslash\nRegel 2\r\nRegel 3';
    const organizer = { name: 'Immo "De Schelde", Gent; \\ bv', email: 'info@immo-scheldeland.be' };
    const url = 'http://localhost/nl/aanbod?a=1,2;b=3';
    const text = appointmentCalendar({ ...base, description, organizer, url });
    const { events, root } = parseCalendar(text);
    expect(events[0]!.description).toBe('Regel 1, met komma; puntkomma \\ backslash\nRegel 2\nRegel 3');
    const vevent = root.getFirstSubcomponent('vevent')!;
    // RFC 6868: a DQUOTE in a parameter value as ^', read back as ".
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe(organizer.name);
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:info@immo-scheldeland.be');
    expect(text.replace(/\r\n /g, '')).toContain('URL;VALUE=URI:http://localhost/nl/aanbod?a=1\\,2\\;b=3');
  });

  it('ends every line, the last one too, with CRLF (RFC 5545 §3.1), and writes no STATUS nor METHOD for a booked visit', () => {
    const text = appointmentCalendar(base);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/^(STATUS|METHOD)[;:]/m);
    expect(text).toMatch(/^SEQUENCE:0\r$/m);
  });
});
