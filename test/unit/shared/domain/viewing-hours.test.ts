import { describe, expect, it } from 'vitest';
import {
  brusselsInstant,
  DEFAULT_VIEWING_HOURS,
  formatExceptions,
  hoursForListing,
  parseExceptions,
  parseRanges,
  type ViewingHours,
  viewingHoursProblem,
  viewingSlots,
} from '../../../../shared/domain/viewing-hours';

// Viewing hours (docs/viewings.md): the owner's words read, the hours checked, the slots they
// make on the Brussels clock, and whose hours decide a listing.

const closedWeek = (): ViewingHours['week'] => [[], [], [], [], [], [], []];
const hours = (changes: Partial<ViewingHours> = {}): ViewingHours => ({
  ...DEFAULT_VIEWING_HOURS,
  week: closedWeek(),
  noticeHours: 0,
  daysAhead: 7,
  ...changes,
});
/** Every day of the week the same ranges. */
const everyDay = (...ranges: [string, string][]) => Array.from({ length: 7 }, () => ranges);

describe('viewingSlots: the slots of the hours, in UTC (Brussels wall clock)', () => {
  it('cuts each range into slots of the slot length, the last one ending by the range’s end', () => {
    // Wednesday 25 November 2026, 07:00Z (08:00 in Brussels, winter: UTC+1).
    const week = closedWeek();
    week[3] = [['10:00', '11:40']];
    const slots = viewingSlots(hours({ week, slotMinutes: 45 }), new Date('2026-11-25T07:00:00Z'));
    expect(slots).toEqual([
      { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T09:45:00.000Z' },
      { start: '2026-11-26T09:45:00.000Z', end: '2026-11-26T10:30:00.000Z' },
    ]);
  });

  it('offers nothing starting sooner than the notice', () => {
    const slots = viewingSlots(hours({ week: everyDay(['09:00', '12:00']), slotMinutes: 60, noticeHours: 26, daysAhead: 3 }), new Date('2026-11-25T07:00:00Z'));
    // 07:00Z + 26 h = 26 Nov 09:00Z = 10:00 in Brussels: the 09:00 slot of the 26th is too soon.
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-11-26T09:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
      '2026-11-27T09:00:00.000Z',
      '2026-11-27T10:00:00.000Z',
    ]);
  });

  it('skips closed days and periods and takes a special day’s hours instead of the week’s', () => {
    const slots = viewingSlots(
      hours({
        week: everyDay(['09:00', '10:00']),
        slotMinutes: 60,
        closed: [{ from: '2026-12-24', to: '2026-12-26' }],
        special: [{ day: '2026-12-27', ranges: [['14:00', '16:00']] }],
      }),
      new Date('2026-12-22T20:00:00Z'),
    );
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-12-23T08:00:00.000Z',
      '2026-12-27T13:00:00.000Z',
      '2026-12-27T14:00:00.000Z',
      '2026-12-28T08:00:00.000Z',
    ]);
  });

  it('keeps 10:00 at 10:00 across the spring change: 09:00Z on Saturday, 08:00Z from Sunday on', () => {
    // Clocks go forward on Sunday 29 March 2026 (02:00 CET → 03:00 CEST).
    const slots = viewingSlots(hours({ week: everyDay(['10:00', '10:30']), daysAhead: 3 }), new Date('2026-03-28T05:00:00Z'));
    expect(slots.map((slot) => slot.start)).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z']);
  });

  it('keeps 10:00 at 10:00 across the autumn change, and a range over the skipped hour makes no slot', () => {
    // Clocks go back on Sunday 25 October 2026 (03:00 CEST → 02:00 CET).
    const autumn = viewingSlots(hours({ week: everyDay(['10:00', '10:30']), daysAhead: 2 }), new Date('2026-10-24T05:00:00Z'));
    expect(autumn.map((slot) => slot.start)).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z']);
    expect(brusselsInstant('2026-03-29', '02:30')).toBeNull();
    expect(brusselsInstant('2026-03-29', '03:00')).toBe(Date.parse('2026-03-29T01:00:00Z'));
  });

  it('starts on today’s Brussels day, not UTC’s: at 23:30Z on a Monday it is Tuesday in Brussels', () => {
    const week = closedWeek();
    week[0] = [['09:00', '09:30']];
    week[1] = [['09:00', '09:30']];
    const slots = viewingSlots(hours({ week, daysAhead: 1 }), new Date('2026-11-23T23:30:00Z'));
    expect(slots).toEqual([{ start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T08:30:00.000Z' }]);
  });
});

describe('hoursForListing: the nearest hours set decide', () => {
  const people = [
    { id: 7, email: 'An.Peeters@immo.be', officeId: 2, name: 'An Peeters' },
    { id: 8, email: 'bert@immo.be', officeId: null, name: 'Bert' },
  ];
  const site = hours();
  const office = hours({ slotMinutes: 45 });
  const agent = hours({ slotMinutes: 60, statuses: ['TO_RENT'] });
  const listing = { status: 'FOR_SALE', reference: 'GENT-1', agentEmail: 'an.peeters@immo.be' };

  it.each([
    [
      'the agent’s, found by the listing’s representative’s address in any case',
      { 'agent:7': agent, 'office:2': office, site },
      { ...listing, status: 'TO_RENT' },
      'agent:7',
    ],
    ['the agent’s office’s when the agent has none', { 'office:2': office, site }, listing, 'office:2'],
    ['the agency’s for a listing whose representative is no employee', { 'office:2': office, site }, { ...listing, agentEmail: 'other@elsewhere.be' }, 'site'],
    ['none when the nearest hours do not offer the status (the agency’s do not step in)', { 'agent:7': agent, site }, listing, null],
    ['none without any hours', {}, listing, null],
  ])('%s', (_name, schedules, given, scope) => {
    expect(hoursForListing(given, new Map(Object.entries(schedules)), people)?.scope ?? null).toBe(scope);
  });

  it('names the agent a listing is booked with, and keeps to the references when some are named', () => {
    expect(hoursForListing(listing, new Map([['site', site]]), people)?.agent?.id).toBe(7);
    const only = new Map([['site', hours({ references: ['gent-1 '] })]]);
    expect(hoursForListing(listing, only, people)).not.toBeNull();
    expect(hoursForListing({ ...listing, reference: 'GENT-2' }, only, people)).toBeNull();
  });
});

describe('the owner’s words', () => {
  it.each([
    [
      '09:00-12:00, 13:30-17:00',
      [
        ['09:00', '12:00'],
        ['13:30', '17:00'],
      ],
    ],
    ['9h00 – 12h00', [['09:00', '12:00']]],
    ['', []],
    ['gesloten', []],
    ['12:00-09:00', null],
    ['09:00-12:00, 11:00-13:00', null],
    ['morning', null],
  ])('a day as %j', (text, expected) => {
    expect(parseRanges(text)).toEqual(expected);
  });

  it('reads exceptions one a line, says which lines it cannot read, and writes them back', () => {
    const read = parseExceptions('24/12/2026\n2026-12-28 - 02/01/2027\n19/12/2026 10:00-12:00\n\n31/02/2026\nsoon');
    expect(read).toEqual({
      closed: [
        { from: '2026-12-24', to: '2026-12-24' },
        { from: '2026-12-28', to: '2027-01-02' },
      ],
      special: [{ day: '2026-12-19', ranges: [['10:00', '12:00']] }],
      bad: [5, 6],
    });
    expect(formatExceptions(read)).toBe('24/12/2026\n28/12/2026 - 02/01/2027\n19/12/2026 10:00-12:00');
  });

  it.each([
    ['the suggestion', {}, null],
    ['a week of six days', { week: closedWeek().slice(1) }, 'week'],
    ['a day closing before it opens', { week: [[['12:00', '09:00']], [], [], [], [], [], []] }, 'week.0'],
    ['a range that is no pair of times', { week: [[['09:00']], [], [], [], [], [], []] }, 'week.0'],
    ['a slot of 5 minutes', { slotMinutes: 5 }, 'slotMinutes'],
    ['a notice of half an hour', { noticeHours: 0.5 }, 'noticeHours'],
    ['a period ending before it starts', { closed: [{ from: '2026-12-24', to: '2026-12-20' }] }, 'closed.0'],
    ['a special day that is no date', { special: [{ day: '2026-02-30', ranges: [] }] }, 'special.0'],
    ['a sold status', { statuses: ['SOLD'] }, 'statuses'],
    ['a blank reference', { references: [' '] }, 'references'],
  ])('checks the hours: %s', (_name, changes, problem) => {
    expect(viewingHoursProblem({ ...DEFAULT_VIEWING_HOURS, ...(changes as Partial<ViewingHours>) })).toBe(problem);
  });
});
