import type { Locale } from '../i18n/locales';
import { brusselsClock } from '../format/brussels-time';

/**
 * Viewing appointments on the live agenda: the free slots of an estate grouped
 * by day, in Belgian time whatever the server's or the visitor's clock says.
 */
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

/**
 * The slots with a place left, by Brussels day in date order; each day labelled with its
 * weekday in the visitor's language and its date as dd/mm/yyyy, each slot with its
 * Brussels time (a slot at 09:00 UTC is 10:00 in winter and 11:00 in summer).
 * @example groupSlotsByDay(slots, 'nl')[0].label // 'woensdag 25/11/2026'
 */
export function groupSlotsByDay(slots: readonly ViewingSlot[], locale: Locale): ViewingDay[] {
  const days = new Map<string, ViewingDay>();
  for (const slot of [...slots].filter((s) => s.available > 0).sort((a, b) => a.start.localeCompare(b.start))) {
    const start = brusselsClock(slot.start, locale);
    const day = days.get(start.day) ?? { day: start.day, label: `${start.weekday} ${start.date}`, slots: [] };
    day.slots.push({ id: slot.id, start: slot.start, end: slot.end, time: start.time, endTime: brusselsClock(slot.end, locale).time });
    days.set(start.day, day);
  }
  return [...days.values()];
}
