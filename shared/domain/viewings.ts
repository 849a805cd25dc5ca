import type { Locale } from '../i18n/locales';

/**
 * Viewing appointments on the live agenda: the free slots of an estate grouped
 * by day, in Belgian time whatever the server's or the visitor's clock says.
 */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

export interface ViewingSlot {
  id: number;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  /** Places left. */
  available: number;
}

export interface ViewingDay {
  /** The calendar day in Brussels, YYYY-MM-DD. */
  day: string;
  /** 'woensdag 25/11/2026' */
  label: string;
  slots: { id: number; start: string; end: string; time: string; endTime: string }[];
}

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

/** The parts of an instant on the Brussels wall clock. */
function brussels(instant: string, locale: Locale) {
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

/** The Brussels day and time of an instant: { date: '25/11/2026', weekday: 'woensdag', time: '10:30' }. */
export function brusselsTime(instant: string, locale: Locale): { date: string; weekday: string; time: string } {
  const { date, weekday, time } = brussels(instant, locale);
  return { date, weekday, time };
}

/**
 * The slots with a place left, by Brussels day in date order; each day labelled with its
 * weekday in the visitor's language and its date as dd/mm/yyyy, each slot with its
 * Brussels time (a slot at 09:00 UTC is 10:00 in winter and 11:00 in summer).
 * @example groupSlotsByDay(slots, 'nl')[0].label // 'woensdag 25/11/2026'
 */
export function groupSlotsByDay(slots: readonly ViewingSlot[], locale: Locale): ViewingDay[] {
  const days = new Map<string, ViewingDay>();
  for (const slot of [...slots].filter((s) => s.available > 0).sort((a, b) => a.start.localeCompare(b.start))) {
    const start = brussels(slot.start, locale);
    const day = days.get(start.day) ?? { day: start.day, label: `${start.weekday} ${start.date}`, slots: [] };
    day.slots.push({ id: slot.id, start: slot.start, end: slot.end, time: start.time, endTime: brussels(slot.end, locale).time });
    days.set(start.day, day);
  }
  return [...days.values()];
}
