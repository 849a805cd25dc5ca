import type { Locale } from '../i18n/locales';
import type { WeekHours } from '../contract/raw/entities';

/** A day of 2024-01 (the 1st a Monday): Monday is 0. */
const monday = (day: number, hour = 0, minute = 0) => Date.UTC(2024, 0, 1 + day, hour, minute);

/** The day and time formats of a language, made once per isolate (an office's hours are on every page's footer). */
const formats = new Map<Locale, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(locale: Locale): { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } {
  let found = formats.get(locale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(`${locale}-BE`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    };
    formats.set(locale, found);
  }
  return found;
}

/**
 * An office's week as the lines the site shows: days in a row with the same hours
 * together ("Maandag – vrijdag"), names and times in the page's language and its Belgian time
 * format; a closed day's hours are null.
 */
export function weekLines(week: WeekHours, locale: Locale): { days: string; hours: string | null }[] {
  const { day, time } = formatsOf(locale);
  const at = (hhmm: string) => time.format(monday(0, +hhmm.slice(0, 2), +hhmm.slice(3)));
  const runs: { from: number; to: number; hours: string | null }[] = [];
  week.forEach((ranges, index) => {
    const hours = ranges.map(([opens, closes]) => `${at(opens)}–${at(closes)}`).join(', ') || null;
    const last = runs[runs.length - 1];
    if (last && last.hours === hours) last.to = index;
    else runs.push({ from: index, to: index, hours });
  });
  return runs.map(({ from, to, hours }) => {
    const days = day.format(monday(from)) + (to > from ? ` – ${day.format(monday(to))}` : '');
    return { days: days[0]!.toUpperCase() + days.slice(1), hours };
  });
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org OpeningHoursSpecification of a week: one per opening of a day. */
export function openingHoursSpecification(week: WeekHours): object[] {
  return week.flatMap((ranges, index) => ranges.map(([opens, closes]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[index], opens, closes })));
}
