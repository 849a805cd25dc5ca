import { memoized } from '../memo';
import { toNumber } from './number';

/**
 * dd/mm/yyyy from an ISO date or date-time; '' for a missing or invalid date.
 * The calendar date is read as written (no time-zone shift of a plain date).
 * @example formatDate('2026-03-01T10:00:00Z') // '01/03/2026'
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return value instanceof Date ? formatIso(value.toISOString()) : dates(value);
}

function formatIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const [, year, month, day] = match;
  const check = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.getUTCDate() !== Number(day)) return '';
  return `${day}/${month}/${year}`;
}

/** Kept per isolate by text: a holiday unit's page writes each of its periods' days (some hundreds), the same ones render after render. */
const dates = memoized(formatIso, 5_000);

/**
 * A calendar year as written, without a thousands separator; '' when unset (-1, missing) or
 * not a whole year.
 * @example formatYear(1963) // '1963', never '1.963'
 */
export function formatYear(value: number | string | null | undefined): string {
  const year = toNumber(value);
  return year !== null && Number.isInteger(year) && year > 0 ? String(year) : '';
}
