import { addDays } from './stats-period';
import { brusselsDay } from './stats-aggregate';

/*
 * The seller report's rules (docs/statistics.md "Seller reports"), pure: its weeks
 * (Brussels weeks, Monday to Sunday) and the comparison with the agency's similar listings.
 *
 * Similar listings: the agency's other estates of the same type (head type), the same region
 * (Flanders, Wallonia, Brussels), the same kind of transaction (sale or rent) and a listed price
 * within ±20 % of the listing's own (the band is the listing's price × 0.8 to × 1.2, both ends
 * in). A listing without a published price has no band, so no similar listings. The comparison
 * of a week is the median of the views of the similar listings online that week (published on or
 * before its Sunday): a listing online with no view counts as 0, one published later does not
 * count. No similar listing online that week: no comparison (null), never a made-up 0.
 */

/** The share of the listing's price either side of it that still counts as similar. */
export const SIMILAR_PRICE_BAND = 0.2;
/** Weeks a report shows at most (the last ones): a year of weeks would not print on two pages. */
export const REPORT_MAX_WEEKS = 26;

/**
 * The Monday of a day's week (YYYY-MM-DD).
 * @example weekStart('2026-03-29') // '2026-03-23' (a Sunday)
 */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The Monday of an instant's week in Brussels.
 * @example brusselsWeek(new Date('2026-03-29T22:30:00Z')) // '2026-03-30': already Monday in Brussels
 */
export const brusselsWeek = (at: Date): string => weekStart(brusselsDay(at));

/** The weeks (their Mondays) from the one of `published` to the one of `now`, the last REPORT_MAX_WEEKS of them; none when published later. */
export function reportWeeks(published: Date, now: Date, max = REPORT_MAX_WEEKS): string[] {
  const weeks: string[] = [];
  for (let week = brusselsWeek(now), first = brusselsWeek(published); week >= first && weeks.length < max; week = addDays(week, -7)) weeks.unshift(week);
  return weeks;
}

/** The median of some numbers: the middle one, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What the comparison knows of an estate. */
export interface ComparedListing {
  id: number;
  headTypeId: number;
  region: string | null;
  /** The main transaction (sale or rent, shared/contract/enums.ts MAIN_TRANSACTION_IDS). */
  transactionId: number;
  price: number | null;
}

/** Whether `other` is one of `listing`'s similar listings (the rule above). */
export function isSimilar(listing: ComparedListing, other: ComparedListing): boolean {
  if (other.id === listing.id || !listing.price || listing.price <= 0 || !other.price || other.price <= 0) return false;
  if (other.headTypeId !== listing.headTypeId || other.transactionId !== listing.transactionId || !listing.region || other.region !== listing.region)
    return false;
  return Math.abs(other.price - listing.price) <= listing.price * SIMILAR_PRICE_BAND;
}

/** A similar listing's views per week (by Monday) and the Monday of its publication's week. */
export interface SimilarViews {
  publishedWeek: string;
  views: Readonly<Record<string, number>>;
}

/** The median views of the similar listings online each week (null: none online that week). */
export function similarMedians(weeks: readonly string[], similar: readonly SimilarViews[]): (number | null)[] {
  return weeks.map((week) => median(similar.filter((one) => one.publishedWeek <= week).map((one) => one.views[week] ?? 0)));
}
