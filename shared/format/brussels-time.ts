import type { Locale } from '../i18n/locales';

/**
 * Times as a Belgian agency reads them, on the Brussels wall clock whatever the server's or the
 * visitor's clock says (a slot at 09:00 UTC is 10:00 in winter and 11:00 in summer).
 */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

/** A time zone's wall clock, 24-hour, every part two digits (the year four): a formatter costs more than many formats, keep it. */
export const wallClockOf = (zone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** A moment's parts on a wall clock (wallClockOf): year, month, day, hour, minute and second. */
export const wallClockParts = (clock: Intl.DateTimeFormat, moment: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> =>
  Object.fromEntries(clock.formatToParts(moment).map(({ type, value }) => [type, value]));

const tag = (locale: Locale) => (locale === 'en' ? 'en-GB' : `${locale}-BE`);

/** The Brussels wall clock's formatter of a language, made once per isolate (a formatter costs more than many formats). */
const clocks = new Map<Locale, Intl.DateTimeFormat>();
function clockOf(locale: Locale): Intl.DateTimeFormat {
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(tag(locale), {
      timeZone: AGENCY_TIME_ZONE,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(locale, clock);
  }
  return clock;
}

/** An instant on the Brussels wall clock, in a language: { day: '2026-11-25', date: '25/11/2026', weekday: 'woensdag', time: '10:30' }. */
export function brusselsClock(instant: string, locale: Locale) {
  const parts = Object.fromEntries(
    clockOf(locale)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    date: `${parts.day}/${parts.month}/${parts.year}`,
    weekday: parts.weekday ?? '',
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** A date and time as the console shows them: `2026-11-23 22:05` (the leads and their CSV, listing versions). */
export const brusselsTime = (when: string | Date): string => {
  const { day, time } = brusselsClock(typeof when === 'string' ? when : when.toISOString(), 'nl');
  return `${day} ${time}`;
};
export const brusselsDate = (when: string | Date): string => brusselsTime(when).slice(0, 10);
