import type { StatusCode } from '../contract/enums';
import { brusselsClock } from '../format/brussels-time';

/*
 * Viewing hours (docs/viewings.md): when an agency's viewings can be booked, set by an owner in
 * the console for the whole agency, an office or an agent, and the live agenda's slots made
 * from them for one listing. Pure: the platform stores the hours and keeps the slots as rows;
 * the console reads the owner's words into hours and back.
 */

/** A range of the Brussels wall clock, `['09:00', '12:00']`. */
export type HourRange = [string, string];

export interface ViewingHours {
  /** Monday first, seven days: each day's ranges in order ([] closed). */
  week: HourRange[][];
  /** Minutes per viewing. */
  slotMinutes: number;
  /** How long before a viewing it can no longer be booked, in hours. */
  noticeHours: number;
  /** How many days ahead the agenda offers, today included. */
  daysAhead: number;
  /** Days or periods without viewings (holidays), dates `YYYY-MM-DD`, both ends included. */
  closed: { from: string; to: string }[];
  /** Days with other hours than the week's (a Saturday open house, a shorter day). */
  special: { day: string; ranges: HourRange[] }[];
  /** The statuses of the listings that offer viewings. */
  statuses: StatusCode[];
  /** Only these listings, by the agency's reference; empty: every listing of those statuses. */
  references: string[];
}

/** The statuses a listing can be visited in (sold, rented and taken-over ones are not). */
export const VIEWING_STATUSES = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'] as const satisfies readonly StatusCode[];
export const VIEWING_LIMITS = { slotMinutes: [10, 240], noticeHours: [0, 720], daysAhead: [1, 90], closed: 100, special: 100, references: 200 } as const;
export const DEFAULT_VIEWING_HOURS: ViewingHours = {
  week: [
    [
      ['09:00', '12:00'],
      ['13:30', '17:00'],
    ],
    [
      ['09:00', '12:00'],
      ['13:30', '17:00'],
    ],
    [
      ['09:00', '12:00'],
      ['13:30', '17:00'],
    ],
    [
      ['09:00', '12:00'],
      ['13:30', '17:00'],
    ],
    [
      ['09:00', '12:00'],
      ['13:30', '17:00'],
    ],
    [['10:00', '12:00']],
    [],
  ],
  slotMinutes: 30,
  noticeHours: 24,
  daysAhead: 21,
  closed: [],
  special: [],
  statuses: ['FOR_SALE', 'TO_RENT'],
  references: [],
};

/** Who a schedule is for: the whole agency, one office or one agent (ids of the site's offices and employees). */
export type ViewingScope = 'site' | `office:${number}` | `agent:${number}`;
export const SCOPE_PATTERN = /^(site|office:[1-9][0-9]{0,9}|agent:[1-9][0-9]{0,9})$/;
export const isViewingScope = (value: unknown): value is ViewingScope => typeof value === 'string' && SCOPE_PATTERN.test(value);

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** What is wrong with one day's ranges, or null: each `HH:MM`, opening before closing, in order without overlap. */
export function rangesProblem(ranges: readonly HourRange[]): 'time' | 'order' | null {
  let last = -1;
  for (const range of ranges) {
    if (!Array.isArray(range) || range.length !== 2) return 'time';
    const [from, to] = range as unknown[];
    if (typeof from !== 'string' || typeof to !== 'string' || !TIME.test(from) || !TIME.test(to)) return 'time';
    if (minutes(from) >= minutes(to) || minutes(from) < last) return 'order';
    last = minutes(to);
  }
  return null;
}

/**
 * The first field of some hours that is wrong, as its path (`week.2`, `slotMinutes`,
 * `closed.0`, `special.1`, `statuses`, `references`), or null.
 */
export function viewingHoursProblem(hours: ViewingHours): string | null {
  if (!hours || typeof hours !== 'object') return 'hours';
  if (!Array.isArray(hours.week) || hours.week.length !== 7) return 'week';
  for (const [day, ranges] of hours.week.entries()) if (!Array.isArray(ranges) || ranges.length > 6 || rangesProblem(ranges)) return `week.${day}`;
  for (const name of ['slotMinutes', 'noticeHours', 'daysAhead'] as const) {
    const [min, max] = VIEWING_LIMITS[name];
    if (!Number.isInteger(hours[name]) || hours[name] < min || hours[name] > max) return name;
  }
  if (!Array.isArray(hours.closed) || hours.closed.length > VIEWING_LIMITS.closed) return 'closed';
  for (const [index, period] of hours.closed.entries())
    if (!period || !isDate(period.from) || !isDate(period.to) || period.from > period.to) return `closed.${index}`;
  if (!Array.isArray(hours.special) || hours.special.length > VIEWING_LIMITS.special) return 'special';
  for (const [index, day] of hours.special.entries())
    if (!day || !isDate(day.day) || !Array.isArray(day.ranges) || day.ranges.length > 6 || rangesProblem(day.ranges)) return `special.${index}`;
  if (!Array.isArray(hours.statuses) || hours.statuses.some((status) => !(VIEWING_STATUSES as readonly string[]).includes(status))) return 'statuses';
  if (
    !Array.isArray(hours.references) ||
    hours.references.length > VIEWING_LIMITS.references ||
    hours.references.some((ref) => typeof ref !== 'string' || !ref.trim() || ref.length > 60)
  )
    return 'references';
  return null;
}

/** Milliseconds Brussels is ahead of UTC at `instant` (to the minute, as its wall clock reads). */
function brusselsOffset(instant: number): number {
  const { day, time } = brusselsClock(new Date(instant).toISOString(), 'en');
  return Date.parse(`${day}T${time}Z`) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant of a Brussels wall time, or null for one the clock skips (02:30 on the last Sunday of March). */
export function brusselsInstant(day: string, time: string): number | null {
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  // The offset at the wall time read as UTC, then at the instant it gives: right on both sides of a change.
  const first = wall - brusselsOffset(wall);
  const instant = wall - brusselsOffset(first);
  return instant + brusselsOffset(instant) === wall ? instant : null;
}

/** The Brussels calendar day of an instant, `YYYY-MM-DD`. */
export function brusselsDay(instant: number): string {
  return new Date(instant + brusselsOffset(instant)).toISOString().slice(0, 10);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** 0 Monday … 6 Sunday */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The viewings some hours offer from `now`: every slot of `slotMinutes` that fits in a day's
 * ranges (a special day's instead of the week's; none on a closed day), on the days from
 * today to `daysAhead - 1` days on (Brussels days), starting at least `noticeHours` after
 * `now`. Instants in UTC, so a 10:00 viewing is 09:00Z in winter and 08:00Z in summer.
 * @example viewingSlots(hours, new Date('2026-11-25T08:00:00Z'))[0] // { start: '2026-11-26T08:00:00.000Z', end: '2026-11-26T08:30:00.000Z' }
 */
export function viewingSlots(hours: ViewingHours, now: Date): { start: string; end: string }[] {
  const earliest = now.getTime() + hours.noticeHours * 3_600_000;
  const step = hours.slotMinutes * 60_000;
  const special = new Map(hours.special.map((entry) => [entry.day, entry.ranges]));
  const slots: { start: string; end: string }[] = [];
  let day = brusselsDay(now.getTime());
  for (let index = 0; index < hours.daysAhead; index += 1, day = nextDay(day)) {
    if (hours.closed.some((period) => period.from <= day && day <= period.to)) continue;
    for (const [from, to] of special.get(day) ?? hours.week[weekdayOf(day)] ?? []) {
      const open = brusselsInstant(day, from);
      const close = brusselsInstant(day, to);
      if (open === null || close === null) continue;
      for (let start = open; start + step <= close; start += step) {
        if (start >= earliest) slots.push({ start: new Date(start).toISOString(), end: new Date(start + step).toISOString() });
      }
    }
  }
  return slots;
}

/** What the agenda knows of a listing to find its hours. */
export interface ViewingListing {
  status: string;
  reference: string | null;
  /** The e-mail address of the listing's agent (its sales representative), as the listing has it. */
  agentEmail: string | null;
}

export interface ViewingPerson {
  id: number;
  email: string;
  officeId: number | null;
  name: string;
}

/**
 * The hours that decide a listing's viewings, and the agent it is booked with: those of the
 * listing's agent (the site's employee with its representative's e-mail address), else of that
 * agent's office, else the agency's. The nearest hours set decide alone: when they do not offer
 * the listing's status, or name other listings, the listing has no viewings.
 */
export function hoursForListing(
  listing: ViewingListing,
  schedules: ReadonlyMap<string, ViewingHours>,
  people: readonly ViewingPerson[],
): { scope: ViewingScope; hours: ViewingHours; agent: ViewingPerson | null } | null {
  const email = listing.agentEmail?.trim().toLowerCase();
  const agent = email ? (people.find((person) => person.email.trim().toLowerCase() === email) ?? null) : null;
  const scopes: ViewingScope[] = [...(agent ? [`agent:${agent.id}` as const] : []), ...(agent?.officeId ? [`office:${agent.officeId}` as const] : []), 'site'];
  const scope = scopes.find((candidate) => schedules.has(candidate));
  if (!scope) return null;
  const hours = schedules.get(scope)!;
  if (!(hours.statuses as readonly string[]).includes(listing.status)) return null;
  const wanted = hours.references.map((ref) => ref.trim().toLowerCase());
  if (wanted.length > 0 && !wanted.includes((listing.reference ?? '').trim().toLowerCase())) return null;
  return { scope, hours, agent };
}

// The console's words for hours: a day as `09:00-12:00, 13:30-17:00`, an exception per line as
// `24/12/2026` or `24/12/2026 - 02/01/2027` (closed) or `20/12/2026 10:00-12:00` (other hours).

const RANGE = /^(\d{1,2})[:.h](\d{2})\s*[-–]\s*(\d{1,2})[:.h](\d{2})$/;
const pad = (value: string) => value.padStart(2, '0');

/** A day's ranges from the owner's words; blank: closed; null: not readable. */
export function parseRanges(text: string): HourRange[] | null {
  const trimmed = text.trim();
  if (!trimmed || /^(-|–|closed|gesloten|fermé|ferme|geschlossen)$/i.test(trimmed)) return [];
  const ranges: HourRange[] = [];
  for (const part of trimmed.split(/[,;]/)) {
    const match = RANGE.exec(part.trim());
    if (!match) return null;
    ranges.push([`${pad(match[1]!)}:${match[2]}`, `${pad(match[3]!)}:${match[4]}`]);
  }
  return rangesProblem(ranges) ? null : ranges;
}

export const formatRanges = (ranges: readonly HourRange[]) => ranges.map(([from, to]) => `${from}-${to}`).join(', ');

/** `24/12/2026`, `24-12-2026` or `2026-12-24` as `2026-12-24`, or null. */
function parseDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const day = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : belgian ? `${belgian[3]}-${pad(belgian[2]!)}-${pad(belgian[1]!)}` : null;
  return day && isDate(day) ? day : null;
}
const belgianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The exceptions from the owner's lines; `bad` the 1-based numbers of the lines not readable. */
export function parseExceptions(text: string): { closed: ViewingHours['closed']; special: ViewingHours['special']; bad: number[] } {
  const closed: ViewingHours['closed'] = [];
  const special: ViewingHours['special'] = [];
  const bad: number[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const period = /^(\S+)\s*(?:-|–|to|tot|au|bis)\s*(\S+)$/i.exec(line);
    const withHours = /^(\S+)\s+(.+)$/.exec(line);
    const single = parseDate(line);
    if (single) closed.push({ from: single, to: single });
    else if (period && parseDate(period[1]!) && parseDate(period[2]!) && parseDate(period[1]!)! <= parseDate(period[2]!)!)
      closed.push({ from: parseDate(period[1]!)!, to: parseDate(period[2]!)! });
    else if (withHours && parseDate(withHours[1]!) && parseRanges(withHours[2]!)?.length)
      special.push({ day: parseDate(withHours[1]!)!, ranges: parseRanges(withHours[2]!)! });
    else bad.push(index + 1);
  }
  return { closed, special, bad };
}

/** The exceptions as the owner's lines again. */
export function formatExceptions(hours: Pick<ViewingHours, 'closed' | 'special'>): string {
  return [
    ...hours.closed.map(({ from, to }) => (from === to ? belgianDate(from) : `${belgianDate(from)} - ${belgianDate(to)}`)),
    ...hours.special.map(({ day, ranges }) => `${belgianDate(day)} ${formatRanges(ranges)}`),
  ].join('\n');
}
