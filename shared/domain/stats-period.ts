/**
 * The period the console's statistics show: the last 7, 30 or 90 days up to today,
 * or the days from–to (YYYY-MM-DD, Brussels days, both included, at most MAX_PERIOD_DAYS).
 */
export const PERIOD_DAYS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const realDay = (day: string) => ISO_DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && addDays(day, 0) === day;

/** Why a period was refused, and the field that says so. */
export interface PeriodError {
  error: string;
  field: 'days' | 'from' | 'to';
  code: 'days' | 'day' | 'order' | 'long';
}

export type StatsPeriod = { from: string; to: string } | PeriodError;

/**
 * The period of a request's `days`, `from` and `to`, with `today` the Brussels day: `days`
 * (7, 30 or 90) wins; else from–to; else the last 30 days.
 * @example statsPeriod({ days: '7' }, '2026-03-10') // { from: '2026-03-04', to: '2026-03-10' }
 */
export function statsPeriod(query: { days?: string | undefined; from?: string | undefined; to?: string | undefined }, today: string): StatsPeriod {
  if (query.days) {
    const days = Number(query.days);
    if (!(PERIOD_DAYS as readonly number[]).includes(days)) return { error: `days must be one of ${PERIOD_DAYS.join(', ')}`, field: 'days', code: 'days' };
    return { from: addDays(today, 1 - days), to: today };
  }
  if (!query.from && !query.to) return { from: addDays(today, -29), to: today };
  const from = query.from ?? '';
  const to = query.to || today;
  if (!realDay(from)) return { error: 'from must be a day as YYYY-MM-DD', field: 'from', code: 'day' };
  if (!realDay(to)) return { error: 'to must be a day as YYYY-MM-DD', field: 'to', code: 'day' };
  if (from > to) return { error: 'from must not be after to', field: 'to', code: 'order' };
  if (Date.parse(to) - Date.parse(from) >= MAX_PERIOD_DAYS * DAY_MS) return { error: `at most ${MAX_PERIOD_DAYS} days`, field: 'from', code: 'long' };
  return { from, to };
}
