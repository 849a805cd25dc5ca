import type { Locale } from '../../../shared/i18n/locales';
import {
  formatExceptions,
  formatRanges,
  parseExceptions,
  parseRanges,
  VIEWING_LIMITS,
  VIEWING_STATUSES,
  type ViewingHours,
} from '../../../shared/domain/viewing-hours';
import type { StatusCode } from '../../../shared/contract/enums';
import { t } from '../kit/i18n';

/*
 * The viewing hours form (docs/viewings.md) in the owner's words: a day's hours as
 * `09:00-12:00, 13:30-17:00`, exceptions one a line, numbers as typed. Read into hours, or
 * every field at fault marked with what was typed kept.
 */

/** What the form shows: every field as text, the statuses ticked. */
export interface ViewingHoursFields {
  days: string[];
  slotMinutes: string;
  noticeHours: string;
  daysAhead: string;
  exceptions: string;
  statuses: string[];
  references: string;
}

export function fieldsOf(hours: ViewingHours): ViewingHoursFields {
  return {
    days: hours.week.map(formatRanges),
    slotMinutes: String(hours.slotMinutes),
    noticeHours: String(hours.noticeHours),
    daysAhead: String(hours.daysAhead),
    exceptions: formatExceptions(hours),
    statuses: [...hours.statuses],
    references: hours.references.join(', '),
  };
}

/** The posted form's fields (`day.0` … `day.6`, the statuses as repeated `status`). */
export function postedFields(form: Record<string, string>, statuses: unknown[]): ViewingHoursFields {
  const text = (name: string) => (form[name] ?? '').slice(0, 4000);
  return {
    days: Array.from({ length: 7 }, (_, day) => text(`day.${day}`)),
    slotMinutes: text('slotMinutes').trim(),
    noticeHours: text('noticeHours').trim(),
    daysAhead: text('daysAhead').trim(),
    exceptions: text('exceptions'),
    statuses: statuses.filter((value): value is string => typeof value === 'string' && (VIEWING_STATUSES as readonly string[]).includes(value)),
    references: text('references'),
  };
}

/** The hours of the fields, or the message of each field at fault by its control's id (`vh-day-2`, `vh-slotMinutes`…). */
export function hoursOf(fields: ViewingHoursFields, locale: Locale): { hours: ViewingHours } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const week = fields.days.map((text, day) => {
    const ranges = parseRanges(text);
    if (!ranges) errors[`vh-day-${day}`] = t(locale, 'viewingHours.error.day');
    return ranges ?? [];
  });
  const number = (name: 'slotMinutes' | 'noticeHours' | 'daysAhead') => {
    const [min, max] = VIEWING_LIMITS[name];
    const value = /^\d{1,4}$/.test(fields[name]) ? Number(fields[name]) : NaN;
    if (!(value >= min && value <= max)) errors[`vh-${name}`] = t(locale, 'viewingHours.error.number', { min: String(min), max: String(max) });
    return value;
  };
  const slotMinutes = number('slotMinutes');
  const noticeHours = number('noticeHours');
  const daysAhead = number('daysAhead');
  const { closed, special, bad } = parseExceptions(fields.exceptions);
  if (bad.length > 0) errors['vh-exceptions'] = t(locale, 'viewingHours.error.exceptions', { lines: bad.join(', ') });
  else if (closed.length > VIEWING_LIMITS.closed || special.length > VIEWING_LIMITS.special) errors['vh-exceptions'] = t(locale, 'viewingHours.error.tooMany');
  if (fields.statuses.length === 0) errors['vh-statuses'] = t(locale, 'viewingHours.error.statuses');
  const references = [
    ...new Set(
      fields.references
        .split(/[,;\n]/)
        .map((ref) => ref.trim())
        .filter(Boolean),
    ),
  ];
  if (references.length > VIEWING_LIMITS.references || references.some((ref) => ref.length > 60))
    errors['vh-references'] = t(locale, 'viewingHours.error.references');
  if (Object.keys(errors).length > 0) return { errors };
  return { hours: { week, slotMinutes, noticeHours, daysAhead, closed, special, statuses: fields.statuses as StatusCode[], references } };
}

/** The control a platform's refusal names (`week.2`, `closed.0`…), as the form's id. */
export function controlOf(path: string): string {
  if (path.startsWith('week.')) return `vh-day-${path.slice(5)}`;
  if (path.startsWith('closed') || path.startsWith('special')) return 'vh-exceptions';
  return `vh-${path.split('.')[0]}`;
}
