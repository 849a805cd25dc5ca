import { brusselsTime } from '../../../shared/format/brussels-time';
import { readWrittenNumber } from '../../../shared/domain/written-number';

/*
 * The console listing form's values as typed, read (estate-form.ts): numbers, texts, dates,
 * web addresses, a floor, a coordinate, a day and time in Brussels. Each gives the text itself
 * when it is not one, so the platform refuses it beside its field and the form shows it again.
 */

/**
 * A number as typed, the text itself when it is not one, null when empty: read as Belgians write
 * it (shared/domain/written-number.ts), thousands grouped with dots (385.000), commas (385,000) or
 * spaces, a lone comma or dot before at most two digits the decimals' (12,5).
 */
export function numberOf(value: string | undefined): number | string | null {
  const typed = value?.trim() ?? '';
  if (!typed) return null;
  return readWrittenNumber(typed) ?? typed;
}

/** A text as typed, trimmed; null when empty. */
export const textOf = (value: string | undefined) => value?.trim() || null;

/** A date as typed: 2026-12-31, or 31/12/2026 (31-12-2026, 31.12.2026) as Belgians write it; the text itself when neither, null when empty. */
export function dateOf(value: string | undefined): string | null {
  const typed = value?.trim() ?? '';
  if (!typed) return null;
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  return belgian ? `${belgian[3]}-${belgian[2]!.padStart(2, '0')}-${belgian[1]!.padStart(2, '0')}` : typed;
}

/** A web address as typed, https:// added to one that has no scheme (www.youtube.com/…); null when empty. */
export function linkOf(value: string | undefined): string | null {
  const typed = value?.trim() ?? '';
  if (!typed) return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(typed) || !/^[\w-]+(\.[\w-]+)+(\/|$)/.test(typed) ? typed : `https://${typed}`;
}

/** A floor (0: ground floor, -1: the first basement), or the text itself when it is no whole number. */
export function floorOf(value: string | undefined): number | string | null {
  const typed = value?.trim() ?? '';
  if (!typed) return null;
  return /^-?\d{1,3}$/.test(typed) ? Number(typed) : typed;
}

/** A coordinate in degrees (a comma for the decimals taken), or the text itself. */
export function coordinateOf(value: string | undefined): number | string | null {
  const typed = value?.trim() ?? '';
  if (!typed) return null;
  return readWrittenNumber(typed, 'degrees') ?? typed;
}

/**
 * An instant of a day and time in Brussels, as an ISO date-time with its offset
 * (2026-12-05T14:00:00+01:00); the text typed when it is not one (the platform refuses it).
 */
export function brusselsInstant(date: string, time: string): string {
  const typedTime = /^\d{1,2}[:.h]\d{2}$/.test(time.trim()) ? time.trim().replace(/[.h]/, ':').padStart(5, '0') : time.trim();
  const at = `${date}T${typedTime}:00`;
  for (const hours of [1, 2]) {
    const instant = Date.parse(`${at}Z`) - hours * 3_600_000;
    if (Number.isFinite(instant) && brusselsTime(new Date(instant)) === `${date} ${typedTime}`) return `${at}+0${hours}:00`;
  }
  return `${date} ${time}`.trim();
}
