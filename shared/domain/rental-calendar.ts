/**
 * The month calendar of a holiday unit: which months it shows, the days of a month
 * as weeks from Monday, what each day is (free, taken, an arrival day and its periods), and
 * how the keyboard moves over the days (the WAI-ARIA date grid). Pure: the unit page's server
 * render, the calendar and the unit tests share it. Days are 'YYYY-MM-DD', months 'YYYY-MM', all
 * in UTC; their arithmetic, and a period's text, are in rental-periods.ts (with the booking form).
 */
import { addDays, addMonths, type CalendarPeriod, DAY_MS, monthOf, toDate, toDay, toTime } from './rental-periods';

export { addDays, addMonths, type CalendarPeriod, departure, fill, isoMonth, monthOf, periodText } from './rental-periods';

/** Monday 0 … Sunday 6. */
export const weekday = (day: string) => (toDate(day).getUTCDay() + 6) % 7;

/**
 * The month as six weeks of seven days from Monday (always six, so the calendar keeps its
 * height from month to month); days of the months around it are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, index) => {
      const day = addDays(start, week * 7 + index);
      return monthOf(day) === month ? day : null;
    }),
  );
}

export interface CalendarDay {
  /** Some free period has this night. */
  free: boolean;
  /** Periods have this night, and none of them is free. */
  taken: boolean;
  /** The free periods that start this day, cheapest first. */
  arrivals: CalendarPeriod[];
}

/**
 * What each day with a period is: free when a free period (from today on) spends its night
 * there, taken when only taken ones do, and the free periods arriving that day.
 */
export function calendarDays(periods: readonly CalendarPeriod[], today: string): Map<string, CalendarDay> {
  // By day number (days since 1970) while the nights are walked: a unit has a hundred periods
  // that overlap, and a number is compared and looked up for less than a day's text; each day
  // is written as text once, at the end, in the order it was first met.
  const byNumber = new Map<number, CalendarDay>();
  const at = (day: number) => {
    let found = byNumber.get(day);
    if (!found) byNumber.set(day, (found = { free: false, taken: false, arrivals: [] }));
    return found;
  };
  const first = toTime(today) / DAY_MS;
  const starts = periods.map((period) => toTime(period[1]) / DAY_MS);
  periods.forEach((period, index) => {
    const free = period[5] === 1 && period[1] >= today;
    const start = starts[index]!;
    for (let day = Math.max(start, first); day < start + period[2]; day += 1) {
      const entry = at(day);
      if (free) entry.free = true;
    }
    if (free) at(start).arrivals.push(period);
  });
  periods.forEach((period, index) => {
    const start = starts[index]!;
    for (let day = Math.max(start, first); day < start + period[2]; day += 1) {
      const entry = byNumber.get(day)!;
      if (!entry.free) entry.taken = true;
    }
  });
  const days = new Map<string, CalendarDay>();
  for (const [day, entry] of byNumber) {
    entry.arrivals.sort((a, b) => a[4] - b[4] || a[2] - b[2]);
    days.set(toDay(new Date(day * DAY_MS)), entry);
  }
  return days;
}

/** The months the calendar can show: from this month to the last one a period starts in. */
export function calendarRange(periods: readonly CalendarPeriod[], today: string): { first: string; last: string } {
  const first = monthOf(today);
  let last = first;
  for (const period of periods) if (monthOf(period[1]) > last) last = monthOf(period[1]);
  return { first, last };
}

/** The month shown first: the one asked for if it is in range, else the chosen period's, else the first with an arrival day. */
export function initialMonth(periods: readonly CalendarPeriod[], today: string, asked?: string, chosen?: number | null): string {
  const { first, last } = calendarRange(periods, today);
  if (asked && asked >= first && asked <= last) return asked;
  const period = periods.find((candidate) => candidate[0] === chosen) ?? periods.find((candidate) => candidate[5] === 1 && candidate[1] >= today);
  return period && monthOf(period[1]) >= first ? monthOf(period[1]) : first;
}

/** The keys of the date grid and how far each moves, in days or months. */
const MOVES: Record<string, (day: string, shift: boolean) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekday(day)),
  End: (day) => addDays(day, 6 - weekday(day)),
  PageUp: (day, shift) => sameDayInMonth(day, shift ? -12 : -1),
  PageDown: (day, shift) => sameDayInMonth(day, shift ? 12 : 1),
};

/** The same day of the month `months` away, or that month's last day. */
function sameDayInMonth(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

/**
 * Where a key moves the focus from a day, kept within the months of the calendar; undefined
 * for a key the grid does not use.
 * @example moveDay('2026-12-31', 'ArrowRight', { first: '2026-11', last: '2027-06' }) // '2027-01-01'
 */
export function moveDay(day: string, key: string, range: { first: string; last: string }, shift = false): string | undefined {
  const move = MOVES[key];
  if (!move) return undefined;
  const next = move(day, shift);
  const min = `${range.first}-01`;
  const max = addDays(`${addMonths(range.last, 1)}-01`, -1);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates, compared as strings
  return next < min ? min : next > max ? max : next;
}

/**
 * The first month shown once the focus is on `day`: unchanged when the day is among the
 * `count` months shown, else the view moves just far enough to show it.
 */
export function viewFor(day: string, view: string, count: number): string {
  const month = monthOf(day);
  if (month < view) return month;
  const lastShown = addMonths(view, count - 1);
  return month > lastShown ? addMonths(month, 1 - count) : view;
}
