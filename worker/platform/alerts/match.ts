import { NEW_FOR_MS } from '../../../shared/domain/estate-news';

/** How often a subscriber is mailed (migrations/0006_alerts.sql). */
export type AlertFrequency = 'instant' | 'daily' | 'weekly';

/** What a subscription searches (worker/platform/site-api/forms-schemas.ts subscriptionCriteriaSchema). */
export interface AlertCriteria {
  statuses: ('FOR_SALE' | 'TO_RENT')[];
  cityIds?: number[];
  headTypeIds?: number[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
}

/** What the matching reads of an estate (columns of the estates table). */
export interface AlertCandidate {
  id: number;
  status: string;
  cityId: number | null;
  headTypeId: number;
  price: number | null;
  bedrooms: number | null;
  publicationDate: string;
  previousPrice: number | null;
  priceChangedAt: string | null;
}

/** A change an estate alerts of: new on the market, or a price drop (named by its moment). */
export type AlertChange = 'new' | `price:${string}`;

/** Daily and weekly alerts go out from this hour, Brussels time (before the working day). */
export const ALERT_HOUR = 7;

/** The estate is what the subscription searches: status, place, type, price range, bedrooms. */
export function matchesCriteria(criteria: AlertCriteria, estate: AlertCandidate): boolean {
  if (!criteria.statuses.includes(estate.status as 'FOR_SALE')) return false;
  if (criteria.cityIds?.length && (estate.cityId === null || !criteria.cityIds.includes(estate.cityId))) return false;
  if (criteria.headTypeIds?.length && !criteria.headTypeIds.includes(estate.headTypeId)) return false;
  if (criteria.priceMin !== undefined && (estate.price === null || estate.price < criteria.priceMin)) return false;
  if (criteria.priceMax !== undefined && (estate.price === null || estate.price > criteria.priceMax)) return false;
  if (criteria.bedroomsMin !== undefined && criteria.bedroomsMin > 0 && (estate.bedrooms === null || estate.bedrooms < criteria.bedroomsMin)) return false;
  return true;
}

const within = (moment: string | null, now: number): boolean => {
  const at = moment ? Date.parse(moment) : Number.NaN;
  return Number.isFinite(at) && at <= now && now - at < NEW_FOR_MS;
};

/**
 * The changes of an estate worth an alert at `now`: published within the "new" days, and a
 * price lowered within as many days (the drop named by its moment, so a later drop is another
 * change). What was already sent is left out by the caller.
 */
export function changesOf(estate: AlertCandidate, now: number): AlertChange[] {
  const changes: AlertChange[] = [];
  if (within(estate.publicationDate, now)) changes.push('new');
  if (estate.previousPrice !== null && estate.price !== null && estate.price < estate.previousPrice && within(estate.priceChangedAt, now)) {
    changes.push(`price:${estate.priceChangedAt}`);
  }
  return changes;
}

/** For each estate the subscription searches, the changes it was not alerted of yet; estates without any left out. */
export function pickAlerts(
  criteria: AlertCriteria,
  candidates: readonly AlertCandidate[],
  sent: ReadonlySet<string>,
  now: number,
): { estate: AlertCandidate; changes: AlertChange[] }[] {
  return candidates
    .filter((estate) => matchesCriteria(criteria, estate))
    .map((estate) => ({ estate, changes: changesOf(estate, now).filter((change) => !sent.has(sentKey(estate.id, change))) }))
    .filter((pick) => pick.changes.length > 0);
}

/** How a sent change is remembered (subscription_alerts estate_id and change). */
export const sentKey = (estateId: number, change: string): string => `${estateId}/${change}`;

const BRUSSELS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
});

/** Brussels wall-clock parts of a moment. */
function brussels(at: number): { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number } {
  const parts = Object.fromEntries(BRUSSELS.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday,
  };
}

/**
 * The moment a Brussels wall-clock time (the day may overflow) is: the wall time read as UTC,
 * less Brussels' offset then. Exact for ALERT_HOUR: summer time starts and ends at 01:00 UTC,
 * so the offset at that hour in UTC is the offset at that hour in Brussels.
 */
function brusselsMoment(year: number, month: number, day: number, hour: number): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const seen = brussels(wall);
  return wall - (Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - wall);
}

/**
 * When the current period of a frequency began: every run is a period of its own for
 * `instant`; a day begins at ALERT_HOUR Brussels time, a week on Monday at that hour.
 */
export function periodStart(frequency: AlertFrequency, now: number): number {
  if (frequency === 'instant') return now;
  const today = brussels(now);
  const back = frequency === 'weekly' ? (today.weekday + 6) % 7 : 0;
  let start = brusselsMoment(today.year, today.month, today.day - back, ALERT_HOUR);
  if (start > now) start = brusselsMoment(today.year, today.month, today.day - back - (frequency === 'weekly' ? 7 : 1), ALERT_HOUR);
  return start;
}

/** A confirmed subscription is due when its last run lies before the current period's start. */
export function isDue(frequency: AlertFrequency, checkedUntil: string | null, now: number): boolean {
  return checkedUntil === null || Date.parse(checkedUntil) < periodStart(frequency, now);
}
