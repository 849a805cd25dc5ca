import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/i18n/locales';
import { AGENCY_TIME_ZONE, brusselsClock } from '../../../../shared/format/brussels-time';
import { groupSlotsByDay, type ViewingSlot } from '../../../../shared/domain/viewings';
import { appointmentCalendar } from '../../../../worker/site/formats/ical';
import { hasLinkOrMarkup } from '../../../../worker/site/forms/send-to-a-friend';
import { parseCalendar } from '../../../support/ical';
import { APPOINTMENT } from '../../fixtures/appointment';

// Viewing appointments on the live agenda (dates as dd/mm/yyyy):
// slots grouped by their day in Brussels, the "add to my calendar" file, and the rule that keeps
// send-to-a-friend from carrying a visitor's links.

const slot = (id: number, start: string, minutes = 30, available = 1): ViewingSlot => ({
  id,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  available,
});

/** The days and their slots' Brussels times, as the block shows them. */
const shape = (slots: ViewingSlot[], locale: Locale = 'nl') =>
  groupSlotsByDay(slots, locale).map((day) => ({ day: day.day, times: day.slots.map((s) => `${s.time}–${s.endTime}`) }));

describe('groupSlotsByDay: free slots by Brussels day (live agenda)', () => {
  // Clocks go forward on 2026-03-29 at 01:00 UTC (02:00 CET → 03:00 CEST) and back on
  // 2026-10-25 at 01:00 UTC (03:00 CEST → 02:00 CET).
  it.each([
    ['the evening before spring forward, 23:30Z (CET)', '2026-03-28T22:30:00.000Z', '2026-03-28', '23:30'],
    ['a slot at 23:30Z the evening before spring forward (00:30 CET)', '2026-03-28T23:30:00.000Z', '2026-03-29', '00:30'],
    ['a slot at 00:30Z on the day of spring forward (01:30 CET)', '2026-03-29T00:30:00.000Z', '2026-03-29', '01:30'],
    ['a morning after spring forward (CEST)', '2026-03-29T08:00:00.000Z', '2026-03-29', '10:00'],
    ['21:30Z on the day of spring forward (23:30 CEST)', '2026-03-29T21:30:00.000Z', '2026-03-29', '23:30'],
    ['22:30Z on the day of spring forward (00:30 CEST, the next day)', '2026-03-29T22:30:00.000Z', '2026-03-30', '00:30'],
    ['21:30Z the evening before fall back (23:30 CEST)', '2026-10-24T21:30:00.000Z', '2026-10-24', '23:30'],
    ['22:30Z the evening before fall back (00:30 CEST, the next day)', '2026-10-24T22:30:00.000Z', '2026-10-25', '00:30'],
    ['00:30Z on the day of fall back (02:30 CEST)', '2026-10-25T00:30:00.000Z', '2026-10-25', '02:30'],
    ['01:30Z on the day of fall back (02:30 CET, the hour again)', '2026-10-25T01:30:00.000Z', '2026-10-25', '02:30'],
    ['22:30Z on the day of fall back (23:30 CET)', '2026-10-25T22:30:00.000Z', '2026-10-25', '23:30'],
    ['23:30Z on the day of fall back (00:30 CET, the next day)', '2026-10-25T23:30:00.000Z', '2026-10-26', '00:30'],
  ])('puts %s on its Brussels day at its Brussels time', (_what, start, day, time) => {
    const [group] = groupSlotsByDay([slot(1, start)], 'nl');
    expect(group?.day).toBe(day);
    expect(group?.slots[0]?.time).toBe(time);
    const [y, m, d] = day.split('-');
    expect(group?.label.endsWith(` ${d}/${m}/${y}`)).toBe(true);
  });

  it('groups the slots around spring forward (2026-03-29) into the right days, times in local time', () => {
    const slots = [
      slot(6, '2026-03-29T22:30:00.000Z'),
      slot(1, '2026-03-28T22:30:00.000Z'),
      slot(3, '2026-03-29T00:30:00.000Z', 60),
      slot(2, '2026-03-28T23:30:00.000Z'),
      slot(4, '2026-03-29T08:00:00.000Z'),
      slot(5, '2026-03-29T21:30:00.000Z'),
    ];
    expect(shape(slots)).toEqual([
      { day: '2026-03-28', times: ['23:30–00:00'] },
      // 00:30Z–01:30Z is 01:30 CET until 03:30 CEST: the hour from 02:00 to 03:00 does not exist.
      { day: '2026-03-29', times: ['00:30–01:00', '01:30–03:30', '10:00–10:30', '23:30–00:00'] },
      { day: '2026-03-30', times: ['00:30–01:00'] },
    ]);
    expect(groupSlotsByDay(slots, 'nl').flatMap((day) => day.slots.map((s) => s.id))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('groups the slots around fall back (2026-10-25) into the right days, times in local time', () => {
    const slots = [
      slot(1, '2026-10-24T21:30:00.000Z'),
      slot(2, '2026-10-24T22:30:00.000Z'),
      slot(3, '2026-10-25T00:30:00.000Z', 60),
      slot(4, '2026-10-25T01:30:00.000Z'),
      slot(5, '2026-10-25T22:30:00.000Z'),
      slot(6, '2026-10-25T23:30:00.000Z'),
    ];
    expect(shape(slots)).toEqual([
      { day: '2026-10-24', times: ['23:30–00:00'] },
      // 00:30Z–01:30Z is 02:30 CEST until 02:30 CET: the hour from 02:00 to 03:00 comes twice.
      { day: '2026-10-25', times: ['00:30–01:00', '02:30–02:30', '02:30–03:00', '23:30–00:00'] },
      { day: '2026-10-26', times: ['00:30–01:00'] },
    ]);
  });

  it('shows one UTC hour as 10:00 in winter and 11:00 in summer', () => {
    expect(shape([slot(1, '2026-01-14T09:00:00.000Z'), slot(2, '2026-07-15T09:00:00.000Z')])).toEqual([
      { day: '2026-01-14', times: ['10:00–10:30'] },
      { day: '2026-07-15', times: ['11:00–11:30'] },
    ]);
  });

  it.each<[Locale, string, string]>([
    ['nl', 'zondag 29/03/2026', 'woensdag 25/11/2026'],
    ['fr', 'dimanche 29/03/2026', 'mercredi 25/11/2026'],
    ['en', 'Sunday 29/03/2026', 'Wednesday 25/11/2026'],
    ['de', 'Sonntag 29/03/2026', 'Mittwoch 25/11/2026'],
  ])('labels each day in %s with its weekday and dd/mm/yyyy', (locale, spring, november) => {
    const days = groupSlotsByDay([slot(1, '2026-03-28T23:30:00.000Z'), slot(2, '2026-11-25T09:30:00.000Z')], locale);
    expect(days.map((day) => day.label)).toEqual([spring, november]);
    // The times are the same in every language: 24-hour Brussels time.
    expect(days.map((day) => day.slots[0]?.time)).toEqual(['00:30', '10:30']);
  });

  it('leaves out full slots, and a day whose slots are all full, and sorts by start whatever the input order', () => {
    const days = groupSlotsByDay(
      [
        slot(3, '2026-05-06T12:00:00.000Z', 30, 2),
        slot(1, '2026-05-05T08:00:00.000Z', 30, 0),
        slot(2, '2026-05-06T08:00:00.000Z', 30, 1),
        slot(4, '2026-05-06T10:00:00.000Z', 30, 0),
      ],
      'nl',
    );
    expect(days.map((day) => ({ day: day.day, ids: day.slots.map((s) => s.id) }))).toEqual([{ day: '2026-05-06', ids: [2, 3] }]);
    expect(groupSlotsByDay([], 'nl')).toEqual([]);
  });

  it('does not depend on the clock zone of the server', () => {
    const before = process.env.TZ;
    const slots = [slot(1, '2026-03-28T23:30:00.000Z'), slot(2, '2026-10-25T01:30:00.000Z')];
    const expected = shape(slots);
    try {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        expect(shape(slots), zone).toEqual(expected);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it.each<[Locale, { date: string; weekday: string; time: string }]>([
    ['nl', { date: '25/10/2026', weekday: 'zondag', time: '02:30' }],
    ['fr', { date: '25/10/2026', weekday: 'dimanche', time: '02:30' }],
    ['en', { date: '25/10/2026', weekday: 'Sunday', time: '02:30' }],
    ['de', { date: '25/10/2026', weekday: 'Sonntag', time: '02:30' }],
  ])('brusselsClock gives the Brussels day, weekday and time in %s', (locale, expected) => {
    expect(brusselsClock('2026-10-25T01:30:00.000Z', locale)).toEqual({ day: '2026-10-25', ...expected });
  });
});

describe('the viewing as an .ics file: appointmentCalendar (live agenda, RFC 5545)', () => {
  const base = APPOINTMENT;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an RFC 5545 calendar: VERSION 2.0 and a PRODID, CRLF line ends, lines folded at 75 octets', () => {
    const text = appointmentCalendar(base);
    const { root } = parseCalendar(text);
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//agency-sites//viewings//NL');
    // RFC 5545 §3.1: every line ends in CRLF, the last one too, or the file's last property is cut.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    // RFC 5545 §3.1: a longer line goes on after CRLF and one space; the cancel link in the description is one.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  });

  it('holds one VEVENT with its UID, DTSTAMP, SUMMARY, LOCATION, DESCRIPTION, URL and ORGANIZER', () => {
    const [event] = parseCalendar(appointmentCalendar(base)).events;
    expect(event).toMatchObject({
      uid: `${base.id}@agency-sites`,
      summary: base.summary,
      location: base.location,
      description: base.description,
      url: base.url,
    });
    expect(event!.stamp.raw).toMatch(/^\d{8}T\d{6}Z$/);
    const vevent = parseCalendar(appointmentCalendar(base)).root.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:info@immo-scheldeland.be');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Immo Scheldeland');
  });

  it('is a booked visit, no cancellation: no METHOD (not an iTIP CANCEL) and no STATUS:CANCELLED (a cancelled visit has no file: 410)', () => {
    const { root } = parseCalendar(appointmentCalendar(base));
    expect(root.getFirstPropertyValue('method')).toBeNull();
    expect(root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).not.toBe('CANCELLED');
  });

  it('holds one VEVENT and a VTIMEZONE for Europe/Brussels with its summer and winter rules', () => {
    const text = appointmentCalendar(base);
    const { zones, events, root } = parseCalendar(text);
    expect(events).toHaveLength(1);
    expect(zones).toEqual(['Europe/Brussels']);
    const zone = root.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstSubcomponent('daylight')?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+02:00');
    expect(zone.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+01:00');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it.each([
    ['a summer date (CEST, UTC+2)', '2026-07-01T08:00:00.000Z', '2026-07-01T08:30:00.000Z', '2026-07-01T10:00:00', '2026-07-01T10:30:00'],
    ['a winter date (CET, UTC+1)', '2026-12-02T14:00:00.000Z', '2026-12-02T14:30:00.000Z', '2026-12-02T15:00:00', '2026-12-02T15:30:00'],
    [
      'the evening before spring forward, past midnight in Brussels',
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00',
      '2026-03-29T01:00:00',
    ],
  ])('writes DTSTART and DTEND for %s with TZID=Europe/Brussels at the Brussels wall time', (_what, start, end, wallStart, wallEnd) => {
    const [event] = parseCalendar(appointmentCalendar({ ...base, start, end })).events;
    expect(event!.start).toMatchObject({ tzid: 'Europe/Brussels', wall: wallStart, raw: wallStart.replace(/[-:]/g, '') });
    expect(event!.end).toMatchObject({ tzid: 'Europe/Brussels', wall: wallEnd, raw: wallEnd.replace(/[-:]/g, '') });
    // Read through the file's own VTIMEZONE, the times are the booked instants.
    expect(event!.start.utc).toBe(start);
    expect(event!.end.utc).toBe(end);
  });

  it('writes DTSTAMP in UTC (ending in Z): the moment the visit was booked', () => {
    const [event] = parseCalendar(appointmentCalendar(base)).events;
    expect(event!.stamp.tzid).toBeNull();
    expect(event!.stamp.raw).toBe('20260301T101530Z');
    expect(event!.stamp.utc).toBe('2026-03-01T10:15:30.000Z');
  });

  it('keeps the UID of an appointment stable (a calendar updates the visit instead of adding it twice)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-01T08:00:00Z'));
    const first = appointmentCalendar(base);
    vi.setSystemTime(new Date('2026-05-20T17:45:00Z'));
    const again = appointmentCalendar(base);
    const uid = (text: string) => parseCalendar(text).events[0]!.uid;
    expect(uid(first)).toBe(`${base.id}@agency-sites`);
    expect(uid(again)).toBe(uid(first));
    expect(again).toBe(first);
    expect(uid(appointmentCalendar({ ...base, id: 'Zz9yXx8wVv7uTt6sRr' }))).toBe('Zz9yXx8wVv7uTt6sRr@agency-sites');
  });

  it('escapes commas, semicolons, backslashes and new lines in the title and the address, so the file stays valid', () => {
    const summary = 'Bezoek: Huis, tuin; garage\nmet "zicht" op de Schelde \\ Gent';
    const location = 'Kerkstraat 1, bus 2; 9000 Gent\r\nBelgië';
    const text = appointmentCalendar({ ...base, summary, location, description: 'Eerste regel,\ntweede; regel' });
    // ical.js refuses a line without a property name: a new line left unescaped would throw here.
    const [event] = parseCalendar(text).events;
    expect(event!.summary).toBe(summary);
    expect(event!.location).toBe('Kerkstraat 1, bus 2; 9000 Gent\nBelgië');
    expect(event!.description).toBe('Eerste regel,\ntweede; regel');
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) {
      // Every line is a property (NAME;…: or NAME:) or the continuation of a folded one.
      expect(line, line).toMatch(/^(?:[A-Z][A-Z0-9-]*[;:]| )/);
      // RFC 5545 §3.1: lines are folded at 75 octets.
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    }
    expect(text).not.toMatch(/[^\r]\n/);
    // The calendar's name (the title too) reads back as the title.
    const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
    const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded.filter((line) => /^(NAME|X-WR-CALNAME):/.test(line)).map((line) => unescape(line.slice(line.indexOf(':') + 1)))).toEqual([
      summary,
      summary,
    ]);
  });

  /**
   * An instant's wall clock in Brussels, 'YYYY-MM-DDTHH:MM:SS' (Intl's Swedish format is ISO-like).
   * One formatter for every call: toLocaleString makes a new one each time, which was most of
   * the property's time (20 times as slow).
   */
  const brusselsClock = new Intl.DateTimeFormat('sv-SE', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const brusselsWall = (instant: Date) => brusselsClock.format(instant).replace(' ', 'T');

  it('writes any instants at their Brussels wall time with TZID, which the file’s VTIMEZONE reads back as the instants across DST changes (property)', () => {
    // The VTIMEZONE holds the rule of today (since 1996: last Sunday of March and of October).
    const instant = fc.date({ min: new Date('1996-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });
    const check = (start: Date, end: Date) => {
      const [event] = parseCalendar(appointmentCalendar({ ...base, start: start.toISOString(), end: end.toISOString() })).events;
      // An end before the start: swapped, DTSTART is always the earlier.
      const [first, last] = start <= end ? [start, end] : [end, start];
      for (const [time, at] of [
        [event!.start, first],
        [event!.end, last],
      ] as const) {
        const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
        expect(time).toMatchObject({ tzid: 'Europe/Brussels', wall: brusselsWall(second), raw: brusselsWall(second).replace(/[-:]/g, '') });
        // The hour the clocks go back is on the wall twice: its wall time names either instant.
        const repeated =
          brusselsWall(new Date(second.getTime() + 3_600_000)) === time.wall || brusselsWall(new Date(second.getTime() - 3_600_000)) === time.wall;
        if (repeated) expect([second.getTime() - 3_600_000, second.getTime(), second.getTime() + 3_600_000]).toContain(Date.parse(time.utc));
        else expect(time.utc, time.wall).toBe(second.toISOString());
      }
    };
    fc.assert(
      fc.property(instant, fc.integer({ min: -600, max: 600 }), (start, minutes) => check(start, new Date(start.getTime() + minutes * 60_000))),
      { numRuns: 500 },
    );
    // Every quarter of an hour around the 2026 changes (29 March, 25 October) and the turn of a year.
    for (const from of ['2026-03-28T22:00:00.000Z', '2026-10-24T22:00:00.000Z', '2026-12-31T21:00:00.000Z']) {
      for (let quarter = 0; quarter < 24; quarter++) {
        const start = new Date(Date.parse(from) + quarter * 15 * 60_000);
        check(start, start);
      }
    }
  });

  it.each([
    ['2026-07-01T08:00:00Z', '2026-07-01T10:00:00'],
    ['2026-07-01T08:00:00.5Z', '2026-07-01T10:00:00'],
    ['2026-07-01T10:00:00+02:00', '2026-07-01T10:00:00'],
    ['2026-07-01T08:00:00', '2026-07-01T10:00:00'],
    ['2026-07-01 08:00:00.123456', '2026-07-01T10:00:00'],
    ['2026-07-01T08:00', '2026-07-01T10:00:00'],
    ['2026-07-01', '2026-07-01T02:00:00'],
    ['2026/07/01 8:5:3', '2026-07-01T10:05:03'],
    ['20260701T080000', '2026-07-01T10:00:00'],
    ['Wed, 01 Jul 2026 08:00:00 GMT', '2026-07-01T10:00:00'],
  ])('reads the start %s as DTSTART %s in Brussels (a time without a zone is UTC)', (start, wall) => {
    const [event] = parseCalendar(appointmentCalendar({ ...base, start, end: '2026-07-01T09:00:00.000Z' })).events;
    expect(event!.start).toMatchObject({ tzid: 'Europe/Brussels', wall });
  });

  it.each(['', 'morgen', '2026-13-45T99:00:00Z'])('refuses the instant %j', (start) => {
    expect(() => appointmentCalendar({ ...base, start })).toThrow('`start` has to be a valid date!');
  });

  it('leaves LOCATION out when the agency does not show the address', () => {
    const text = appointmentCalendar({ ...base, location: null });
    expect(parseCalendar(text).events[0]!.location).toBeNull();
    expect(text).not.toMatch(/^LOCATION[;:]/m);
  });
});

describe('hasLinkOrMarkup: a visitor’s message never carries a link or markup (send to a friend)', () => {
  it.each([
    'Kijk eens op https://evil.example/huis',
    'http://example.be',
    'ftp://files.example.org/plan.pdf',
    'Zie www.immoweb',
    'WWW.EVIL.BE',
    'Meer op example.be',
    'example.be',
    'Klik x.co/abc nu',
    'bit.ly/3abcDEF',
    'Surf naar immo-elders.com.',
    'Meer op evil.com…',
    'Voir « exemple.fr »',
    'Voir «exemple.fr»',
    'Op café.be staat meer',
    'xn--caf-dma.be is ook mooi',
    '(zie evil.example)',
    'Ik vond dit via bücher.de',
    '<b>Prachtig</b> huis',
    '<a href="x">hier</a>',
    'Mooi < script>alert(1)</script>',
    '</div>',
    '<!-- verborgen -->',
    'Prijs &euro; 350.000',
    'Jan &amp; Els',
    'Jan &#38; Els',
    'Jan &#x26; Els',
  ])('finds one in %j', (text) => {
    expect(hasLinkOrMarkup(text)).toBe(true);
  });

  it.each([
    'Dag Els, dit huis is misschien iets voor jullie! Groetjes, Jan',
    'De vraagprijs is € 350.000, dat valt nog mee.',
    'Prix : 350.000 € — une belle maison avec jardin.',
    'Bezoek om 14.30 of om 14u30? Bel me op 0470.12.34.56.',
    'Mvg. Jan',
    'Mvg.\nJan',
    'Bien à vous, M. Dupont',
    'o.a. een tuin van ca. 500 m² en 2.5 km tot het station, t.e.m. zondag.',
    'Ligt in St.-Niklaas, vlak bij Sint-Niklaas centrum.',
    'Jan & Els; tot dan',
    '3 < 5 slaapkamers',
    "C'est l'appartement dont je t'ai parlé. À bientôt !",
    'Schöne Wohnung, 3 Zimmer, 85 m². Liebe Grüße, Anna',
    'Groetjes van Jan.',
    '',
  ])('finds none in %j', (text) => {
    expect(hasLinkOrMarkup(text)).toBe(false);
  });
});
