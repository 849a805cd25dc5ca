import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  type CalendarPeriod,
  calendarDays,
  calendarRange,
  initialMonth,
  isoMonth,
  monthWeeks,
  moveDay,
  periodText,
  viewFor,
  weekday,
} from '../../../../shared/domain/rental-calendar';

// The holiday unit's month calendar: its months, its days and its keyboard.

const TODAY = '2026-11-23';
// A week from Saturday 28/11 (free), a weekend from Friday 27/11 (taken), a midweek from
// Monday 30/11 (free), a week from Saturday 5/12 (taken), a weekend from Friday 4/12 (free,
// its nights overlap the taken week), a week long gone, and a week in June 2027.
const PERIODS: CalendarPeriod[] = [
  [1, '2026-11-28', 7, 0, 900, 1],
  [2, '2026-11-27', 3, 1, 450, 0],
  [3, '2026-11-30', 4, 2, 500, 1],
  [4, '2026-12-05', 7, 0, 950, 0],
  [5, '2026-12-04', 3, 1, 480, 1],
  [6, '2026-10-03', 7, 0, 700, 1],
  [7, '2027-06-05', 7, 0, 1200, 1],
];

describe('the months and days of the calendar', () => {
  it('lays a month out as six weeks from Monday, the other months’ days empty', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(6);
    for (const week of weeks) expect(week).toHaveLength(7);
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks[4]!.slice(0, 4)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(weeks[5]).toEqual([null, null, null, null, null, null, null]);
    // February 2027 starts on a Monday and has 28 days.
    expect(monthWeeks('2027-02')[0]![0]).toBe('2027-02-01');
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('holds every day of any month exactly once, each in its weekday column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const weeks = monthWeeks(key);
        const all = weeks.flat().filter((day): day is string => day !== null);
        expect(all).toHaveLength(days);
        weeks.forEach((week) => week.forEach((day, column) => day && expect(weekday(day)).toBe(column)));
      }),
    );
  });

  it('marks nights of free periods free, nights only taken periods have taken, and lists a day’s free arrivals cheapest first', () => {
    const days = calendarDays(PERIODS, TODAY);
    expect(days.get('2026-11-28')).toMatchObject({ free: true, taken: false });
    expect(days.get('2026-11-28')!.arrivals.map((period) => period[0])).toEqual([1]);
    // Friday 27/11: only the taken weekend spends the night there.
    expect(days.get('2026-11-27')).toEqual({ free: false, taken: true, arrivals: [] });
    // Saturday 5/12: the taken week, but also a night of the free weekend.
    expect(days.get('2026-12-05')).toMatchObject({ free: true, taken: false, arrivals: [] });
    // Monday 7/12: only the taken week.
    expect(days.get('2026-12-07')).toMatchObject({ free: false, taken: true });
    // A departure day is not a night.
    expect(days.get('2026-12-12')).toBeUndefined();
    // Nothing before today.
    expect([...days.keys()].every((day) => day >= TODAY)).toBe(true);
    const both = calendarDays(
      [
        [8, '2026-12-18', 3, 1, 600, 1],
        [9, '2026-12-18', 4, 3, 550, 1],
      ],
      TODAY,
    );
    expect(both.get('2026-12-18')!.arrivals.map((period) => period[0])).toEqual([9, 8]);
  });

  it('reads any periods as their nights one by one: free, taken and arrivals day by day', () => {
    // The definition, night by night (calendarDays writes each day once, for a hundred periods).
    const byNight = (periods: readonly CalendarPeriod[]) => {
      const days = new Map<string, { free: boolean; taken: boolean; arrivals: number[] }>();
      const at = (day: string) => days.get(day) ?? days.set(day, { free: false, taken: false, arrivals: [] }).get(day)!;
      for (const period of periods) {
        const free = period[5] === 1 && period[1] >= TODAY;
        for (let night = 0; night < period[2]; night += 1) if (addDays(period[1], night) >= TODAY && free) at(addDays(period[1], night)).free = true;
        for (let night = 0; night < period[2]; night += 1) if (addDays(period[1], night) >= TODAY) at(addDays(period[1], night));
        if (free) at(period[1]).arrivals.push(period[0]);
      }
      for (const entry of days.values()) entry.taken = !entry.free;
      return days;
    };
    const period = fc.tuple(
      fc.nat(999),
      fc.integer({ min: -40, max: 120 }),
      fc.integer({ min: 1, max: 21 }),
      fc.nat(3),
      fc.integer({ min: 100, max: 2000 }),
      fc.constantFrom(0 as const, 1 as const),
    );
    fc.assert(
      fc.property(fc.array(period, { maxLength: 40 }), (drawn) => {
        const periods: CalendarPeriod[] = drawn.map(([id, offset, nights, type, price, free]) => [id, addDays(TODAY, offset), nights, type, price, free]);
        const days = calendarDays(periods, TODAY);
        const expected = byNight(periods);
        expect([...days.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [day, entry] of days) {
          expect({ free: entry.free, taken: entry.taken }).toEqual({ free: expected.get(day)!.free, taken: expected.get(day)!.taken });
          expect(entry.arrivals.map((arrival) => arrival[0]).sort()).toEqual(expected.get(day)!.arrivals.sort());
        }
      }),
    );
  });

  it('spans the months from this one to the last one a period starts in, and opens on the asked month, the chosen period’s or the first arrival’s', () => {
    expect(calendarRange(PERIODS, TODAY)).toEqual({ first: '2026-11', last: '2027-06' });
    expect(calendarRange([], TODAY)).toEqual({ first: '2026-11', last: '2026-11' });
    expect(initialMonth(PERIODS, TODAY, '2027-02')).toBe('2027-02');
    expect(initialMonth(PERIODS, TODAY, '2027-07')).toBe('2026-11');
    expect(initialMonth(PERIODS, TODAY, '2026-10')).toBe('2026-11');
    expect(initialMonth(PERIODS, TODAY, undefined, 7)).toBe('2027-06');
    expect(initialMonth(PERIODS, '2026-12-01')).toBe('2026-12');
    expect(isoMonth('2026-13')).toBeUndefined();
    expect(isoMonth('2026-1')).toBeUndefined();
    expect(isoMonth('2026-01')).toBe('2026-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('says a period in the page’s words', () => {
    expect(periodText('{{type}} van {{start}} tot {{end}}, {{price}}', PERIODS[0]!, ['Week', 'Weekend'])).toBe(
      'Week van 28/11/2026 tot 05/12/2026, €\u00a0900',
    );
  });
});

describe('the keyboard in the date grid (WAI-ARIA date picker)', () => {
  const range = { first: '2026-11', last: '2027-06' };

  it.each([
    ['ArrowRight', '2026-12-31', false, '2027-01-01'],
    ['ArrowLeft', '2026-12-01', false, '2026-11-30'],
    ['ArrowDown', '2026-12-29', false, '2027-01-05'],
    ['ArrowUp', '2026-12-03', false, '2026-11-26'],
    ['Home', '2026-12-03', false, '2026-11-30'],
    ['End', '2026-12-03', false, '2026-12-06'],
    ['PageDown', '2027-01-31', false, '2027-02-28'],
    ['PageUp', '2026-12-15', false, '2026-11-15'],
    ['PageDown', '2026-12-15', true, '2027-06-30'],
    ['ArrowLeft', '2026-11-01', false, '2026-11-01'],
    ['ArrowDown', '2027-06-28', false, '2027-06-30'],
  ] as const)('%s from %s (shift %s) moves to %s, within the months shown', (key, from, shift, to) => {
    expect(moveDay(from, key, range, shift)).toBe(to);
  });

  it('ignores the keys the grid does not use', () => {
    expect(moveDay('2026-12-03', 'Tab', range)).toBeUndefined();
    expect(moveDay('2026-12-03', 'Enter', range)).toBeUndefined();
  });

  it('moves the view just far enough to show the focused day, one month on a phone or two on a desktop', () => {
    expect(viewFor('2026-12-10', '2026-12', 1)).toBe('2026-12');
    expect(viewFor('2027-01-01', '2026-12', 1)).toBe('2027-01');
    expect(viewFor('2027-01-01', '2026-12', 2)).toBe('2026-12');
    expect(viewFor('2027-02-01', '2026-12', 2)).toBe('2027-01');
    expect(viewFor('2026-11-30', '2026-12', 2)).toBe('2026-11');
  });
});
