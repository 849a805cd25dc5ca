import type { D1Database } from '@cloudflare/workers-types';
import { brusselsDay } from '../../../shared/domain/stats-aggregate';
import { addDays } from '../../../shared/domain/stats-period';
import { weekStart } from '../../../shared/domain/seller-report';
import type { Locale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import type { ListingSignals } from './listing-signals';
import { buyerPoolOf, type PoolListing } from './pool';

// A site's listings and their figures of one Brussels week, from the counts the
// statistics keep without cookies (site_stats, docs/statistics.md: one row per listing, kind and
// day) and the buyer pool (one count per listing, alerts/buyer-pool.ts).

/** Hours into Monday (Brussels) before last week counts as complete: the stats queue's late events are in by then. */
const SETTLE_HOURS = 6;

/**
 * The week whose signals are pushed at `at`: the complete Brussels week before the week of
 * (`at` − 6 h), as its Monday and Sunday.
 * @example signalsWeek(new Date('2026-11-30T08:00:00Z')) // { week: '2026-11-23', weekEnd: '2026-11-29' }
 */
export function signalsWeek(at: Date): { week: string; weekEnd: string } {
  const week = addDays(weekStart(brusselsDay(new Date(at.getTime() - SETTLE_HOURS * 3_600_000))), -7);
  return { week, weekEnd: addDays(week, 6) };
}

interface ListingRow extends PoolListing {
  id: number;
  reference: string | null;
  title: string | null;
  source: string | null;
  externalId: string | null;
}

/** The estates a site shows on the market (not units: their project is the listing), with the CRM's id of each. */
const LISTINGS = `SELECT e.id, json_extract(e.document, '$.general.reference') AS reference,
  coalesce(json_extract(e.document, '$.general.title.' || ?2), json_extract(e.document, '$.general.title.nl'),
     json_extract(e.document, '$.general.title.fr')) AS title,
  x.source, x.external_id AS externalId, e.status, e.head_type_id, e.city_id, e.zip, e.lat, e.lon, e.price, e.bedroom_count
  FROM estates e LEFT JOIN external_ids x ON x.site_id = e.site_id AND x.estate_id = e.id
  WHERE e.site_id = ?1 AND e.parent_id IS NULL AND e.status IN ('FOR_SALE', 'TO_RENT') ORDER BY e.id`;

/** What site_stats counts of each listing in the week: views, favourites, contact requests and viewings. */
const COUNTS = `SELECT value, kind, SUM(count) AS n FROM site_stats
  WHERE site_id = ?1 AND dim = 'listing' AND day BETWEEN ?2 AND ?3 AND kind IN ('view', 'favorite', 'contact', 'viewing') GROUP BY value, kind`;

/**
 * Every listing of the site on the market with its week's figures, in the agency's language;
 * `origin` makes their pages' addresses. The buyer pool (a query each) is counted only for the
 * listings not in `settled` (those already pushed or put in the mail: their figures are kept).
 */
export async function weekSignals(
  db: D1Database,
  siteId: number,
  week: { week: string; weekEnd: string },
  locale: Locale,
  origin: string | null,
  settled: ReadonlySet<number>,
): Promise<ListingSignals[]> {
  const [listings, counts] = await db.batch<ListingRow & { value: string; kind: string; n: number }>([
    db.prepare(LISTINGS).bind(siteId, locale),
    db.prepare(COUNTS).bind(siteId, week.week, week.weekEnd),
  ]);
  const byListing = new Map<string, Record<string, number>>();
  for (const row of counts!.results) byListing.set(row.value, { ...byListing.get(row.value), [row.kind]: row.n });
  const seen = new Set<number>();
  const signals: ListingSignals[] = [];
  for (const row of listings!.results) {
    // An estate known under two sources is one listing: the first source's id names it.
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const of = byListing.get(`e${row.id}`) ?? {};
    signals.push({
      ...week,
      estateId: row.id,
      source: row.source,
      externalId: row.externalId,
      reference: row.reference,
      title: row.title,
      url: origin ? origin + buildPath('estate', { estateId: row.id }, locale) : null,
      views: of.view ?? 0,
      favorites: of.favorite ?? 0,
      enquiries: (of.contact ?? 0) + (of.viewing ?? 0),
      buyerPool: settled.has(row.id) ? null : await buyerPoolOf(db, siteId, row),
      locale,
    });
  }
  return signals;
}
