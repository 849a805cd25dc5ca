import type { Locale } from '../i18n/locales';
import type { LocaleTranslate } from '../i18n/lookup';
import { brusselsClock } from '../format/brussels-time';

/**
 * Open houses of an estate (the CRM's open-house dates, shown on the detail page
 * with an .ics each), at Brussels time in the visitor's language. Pure.
 */

export interface OpenHome {
  /** ISO instants. */
  start: string;
  end: string;
}

export interface OpenHouseLine {
  /** The open house in the address of its .ics: its start in UTC to the minute, '20261205T1400Z'. */
  key: string;
  start: string;
  end: string;
  /** 'zaterdag 05/12/2026, 14:00–17:00' (the end's day too when it ends on another day). */
  label: string;
}

/**
 * The key of an open house: its start in UTC to the minute.
 * @example openHouseKey('2026-12-05T15:00:00+01:00') // '20261205T1400Z'
 */
export function openHouseKey(start: string): string {
  return `${new Date(start).toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`;
}

/**
 * The open houses still to come or under way at `now` (past ones are not shown), in date
 * order, each labelled in the visitor's language at Brussels time.
 * @example upcomingOpenHouses([{ start: '2026-12-05T13:00:00Z', end: '2026-12-05T16:00:00Z' }], 'nl', now)[0].label // 'zaterdag 05/12/2026, 14:00–17:00'
 */
export function upcomingOpenHouses(openHomes: readonly OpenHome[] | undefined, locale: Locale, now: Date = new Date()): OpenHouseLine[] {
  return (openHomes ?? [])
    .filter((open) => Date.parse(open.end) > now.getTime() && Date.parse(open.start) < Date.parse(open.end))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((open) => {
      const from = brusselsClock(open.start, locale);
      const to = brusselsClock(open.end, locale);
      const until = to.date === from.date ? to.time : `${to.weekday} ${to.date} ${to.time}`;
      return { key: openHouseKey(open.start), start: open.start, end: open.end, label: `${from.weekday} ${from.date}, ${from.time}–${until}` };
    });
}

/** Up to this far ahead a card names an open house by its weekday alone (no two days of it share one). */
const BY_WEEKDAY_MS = 6 * 24 * 60 * 60_000;

/**
 * A card's open-house badge: the next open house still to come or under way, at
 * Brussels time in the page's language, its date too when it is more than six days ahead;
 * null when there is none. Made on the server: the browser gets the words.
 * @example openHouseBadge([{ start: '2026-11-28T09:00:00Z', end: '2026-11-28T11:00:00Z' }], 'en', new Date('2026-11-25T12:00:00Z'), translate)
 * // 'Open house Saturday 10:00–12:00'
 */
export function openHouseBadge(openHomes: readonly OpenHome[] | undefined, locale: Locale, now: Date, t: LocaleTranslate): string | null {
  const [next] = upcomingOpenHouses(openHomes, locale, now);
  if (!next) return null;
  const from = brusselsClock(next.start, locale);
  const day = Date.parse(next.start) - now.getTime() > BY_WEEKDAY_MS ? `${from.weekday} ${from.date.slice(0, 5)}` : from.weekday;
  return t(locale, 'card.openHouse', { day, from: from.time, to: brusselsClock(next.end, locale).time });
}

/** The filter "with an open house this week": the open houses that overlap the next seven days. */
export const OPEN_HOUSE_WINDOW_MS = 7 * 24 * 60 * 60_000;

/**
 * The period the filter searches, from the start of the current hour (so a search's cache key
 * holds for an hour) to seven days later, as ISO instants.
 * @example openHouseWindow(new Date('2026-11-25T12:34:00Z')) // { from: '2026-11-25T12:00:00.000Z', to: '2026-12-02T12:00:00.000Z' }
 */
export function openHouseWindow(now: Date): { from: string; to: string } {
  const from = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return { from: new Date(from).toISOString(), to: new Date(from + OPEN_HOUSE_WINDOW_MS).toISOString() };
}
