import type { D1Database } from '@cloudflare/workers-types';
import { estateBuyerPool } from '../alerts/buyer-pool';
import type { Locale } from '../../../shared/i18n/locales';
import type { SellerReport, SellerReportWeek } from '../../../shared/contract/seller-report';
import { BUYER_POOL_FLOOR } from '../../../shared/contract/buyer-pool';
import { brusselsDay } from '../../../shared/domain/stats-aggregate';
import {
  brusselsWeek,
  type ComparedListing,
  isSimilar,
  reportWeeks,
  SIMILAR_PRICE_BAND,
  similarMedians,
  weekStart,
} from '../../../shared/domain/seller-report';

/*
 * A seller report's numbers (docs/statistics.md "Seller reports"), from site_stats
 * (migration 0023: one listing's rows are one range of its primary key) and the estate's price
 * changes (migration 0029). Weeks are Brussels weeks: site_stats' days are Brussels days, and
 * SQLite's `date(day, '-6 days', 'weekday 1')` is the Monday of a day's week (weekStart).
 */

const WEEK = `date(day, '-6 days', 'weekday 1')`;

type EstateRow = ComparedListing & {
  published: string;
  reference: string | null;
  title: string | null;
  city: string | null;
  previousPrice: number | null;
  changedAt: string | null;
};

const ESTATE = `SELECT id, head_type_id AS headTypeId, main_transaction_id AS transactionId, price, publication_date AS published,
  json_extract(document, '$.general.address.region') AS region`;

/** The report of a site's estate in `locale`, or null when the estate is gone. */
export async function sellerReport(db: D1Database, siteId: number, estateId: number, locale: Locale, now: Date): Promise<SellerReport | null> {
  const estate = await db
    .prepare(
      `${ESTATE}, json_extract(document, '$.general.reference') AS reference, previous_price AS previousPrice, price_changed_at AS changedAt,
       coalesce(json_extract(document, '$.general.title.' || ?3), json_extract(document, '$.general.title.nl'),
         json_extract(document, '$.general.title.fr')) AS title,
       CASE WHEN ?3 = 'fr' THEN coalesce(json_extract(document, '$.general.address.city.name.fr'), city_name_fr)
         ELSE coalesce(json_extract(document, '$.general.address.city.name.nl'), city_name_nl) END AS city
       FROM estates WHERE site_id = ?1 AND id = ?2`,
    )
    .bind(siteId, estateId, locale)
    .first<EstateRow>();
  if (!estate) return null;
  const weeks = reportWeeks(new Date(estate.published), now);
  if (weeks.length === 0) weeks.push(brusselsWeek(now));
  const from = weeks[0]!;
  const listing = `e${estateId}`;
  const low = (estate.price ?? 0) * (1 - SIMILAR_PRICE_BAND);
  const high = (estate.price ?? 0) * (1 + SIMILAR_PRICE_BAND);
  const pool = estateBuyerPool(db, siteId, estateId);
  const [own, candidates, changes] = await db.batch<
    { week: string; kind: string; n: number } & EstateRow & { at: string; oldPrice: number | null; newPrice: number | null }
  >([
    db
      .prepare(
        `SELECT ${WEEK} AS week, kind, SUM(count) AS n FROM site_stats WHERE site_id = ?1 AND dim = 'listing' AND value = ?2 AND day >= ?3 GROUP BY 1, 2`,
      )
      .bind(siteId, listing, from),
    db
      .prepare(
        `${ESTATE} FROM estates WHERE site_id = ?1 AND head_type_id = ?2 AND main_transaction_id = ?3 AND price BETWEEN ?4 AND ?5 AND id != ?6 AND ` +
          `parent_id IS NULL`,
      )
      .bind(siteId, estate.headTypeId, estate.transactionId, low, high, estateId),
    db
      .prepare('SELECT at, old_price AS oldPrice, new_price AS newPrice FROM estate_price_changes WHERE site_id = ?1 AND estate_id = ?2 ORDER BY at')
      .bind(siteId, estateId),
  ]);
  const similar = candidates!.results.filter((other) => isSimilar(estate, other));
  const views = new Map(
    similar.map((other) => [`e${other.id}`, { publishedWeek: brusselsWeek(new Date(other.published)), views: {} as Record<string, number> }]),
  );
  if (similar.length > 0) {
    const { results } = await db
      .prepare(
        `SELECT value, ${WEEK} AS week, SUM(count) AS n FROM site_stats
         WHERE site_id = ?1 AND dim = 'listing' AND kind = 'view' AND value IN (SELECT value FROM json_each(?2)) AND day >= ?3 GROUP BY 1, 2`,
      )
      .bind(siteId, JSON.stringify([...views.keys()]), from)
      .all<{ value: string; week: string; n: number }>();
    for (const row of results) views.get(row.value)!.views[row.week] = row.n;
  }
  const medians = similarMedians(weeks, [...views.values()]);

  const counts = new Map<string, Record<string, number>>();
  for (const row of own!.results) counts.set(row.week, { ...counts.get(row.week), [row.kind]: row.n });
  // The price changes recorded since migration 0029, and the estate's last one when it is older than them (seeded, imported before).
  const priced = changes!.results.map((change) => ({ at: change.at, from: change.oldPrice, to: change.newPrice }));
  if (estate.changedAt && estate.previousPrice !== null && !priced.some((change) => change.at === estate.changedAt))
    priced.push({ at: estate.changedAt, from: estate.previousPrice, to: estate.price });
  const priceOf = new Map(
    priced
      .filter((change) => change.from !== null && change.to !== null)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((change) => [weekStart(brusselsDay(new Date(change.at))), { from: change.from, to: change.to }]),
  );

  const totals = { views: 0, favorites: 0, contacts: 0, viewings: 0 };
  const rows: SellerReportWeek[] = weeks.map((week, index) => {
    const of = counts.get(week) ?? {};
    totals.views += of.view ?? 0;
    totals.favorites += of.favorite ?? 0;
    totals.contacts += of.contact ?? 0;
    totals.viewings += of.viewing ?? 0;
    const price = priceOf.get(week);
    return { week, views: of.view ?? 0, similar: medians[index]!, ...(price ? { price } : {}) };
  });
  return {
    locale,
    listing: {
      reference: estate.reference,
      title: estate.title,
      city: estate.city,
      headTypeId: estate.headTypeId,
      price: estate.price,
      published: brusselsDay(new Date(estate.published)),
    },
    weeks: rows,
    totals,
    similarCount: similar.length,
    buyerPool: (await pool) ?? { fewerThan: BUYER_POOL_FLOOR },
    today: brusselsDay(now),
  };
}
