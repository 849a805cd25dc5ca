import type { Locale } from '../i18n/locales';
import { brusselsTime } from './viewings';

/**
 * Open houses of an estate (issue 29: the CRM's open-house dates, shown on the detail page
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
      const from = brusselsTime(open.start, locale);
      const to = brusselsTime(open.end, locale);
      const until = to.date === from.date ? to.time : `${to.weekday} ${to.date} ${to.time}`;
      return { key: openHouseKey(open.start), start: open.start, end: open.end, label: `${from.weekday} ${from.date}, ${from.time}–${until}` };
    });
}
