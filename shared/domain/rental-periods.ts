/**
 * A holiday unit's periods as days: the day arithmetic (days 'YYYY-MM-DD', months 'YYYY-MM',
 * all in UTC), a period's departure and its text. Apart from the month calendar
 * (rental-calendar.ts), since the booking form needs only these before the calendar's code loads.
 */
import { formatDate } from '../format/date';
import { formatPrice } from '../format/measures';
import { memoized } from '../memo';

/** A period as the calendar gets it: [id, first day, nights, type (index), price, free]. */
export type CalendarPeriod = [id: number, start: string, nights: number, type: number, price: number, free: 0 | 1];

export const DAY_MS = 86_400_000;
// By arithmetic rather than through date strings: a holiday unit's page computes some
// thousands of days (profiled: parsing and printing ISO strings was a tenth of its render).
export const toTime = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
export const toDate = (day: string) => new Date(toTime(day));
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
export const toDay = (date: Date) => {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
};

export function addDays(day: string, days: number): string {
  return toDay(new Date(toTime(day) + days * DAY_MS));
}

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return toDay(new Date(Date.UTC(year, index - 1 + months, 1))).slice(0, 7);
}

export const monthOf = (day: string) => day.slice(0, 7);

/** A month 'YYYY-MM' that exists, or undefined. */
export function isoMonth(value: string | null | undefined): string | undefined {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}

/** The day after a period's last night: its departure. */
export const departure = (period: CalendarPeriod) => addDays(period[1], period[2]);

/**
 * A template cut at its {{placeholders}} ([text, name, text, …, text]), once per isolate: a unit's
 * page fills one for each day of its calendar and each period of its form (the profile showed a
 * regular expression's replace each time). The templates are the page's words.
 */
const cut = memoized((template: string) => template.split(/\{\{(\w+)\}\}/), 200);

/** A template's {{placeholders}} filled in. */
export function fill(template: string, values: Record<string, string>): string {
  const parts = cut(template);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) text += (values[parts[i]!] ?? '') + parts[i + 1]!;
  return text;
}

/** 'Weekend from 12/12/2026 to 15/12/2026, € 450' in the page's words. */
export function periodText(template: string, period: CalendarPeriod, types: readonly string[]): string {
  return fill(template, { type: types[period[3]] ?? '', start: formatDate(period[1]), end: formatDate(departure(period)), price: formatPrice(period[4]) });
}
