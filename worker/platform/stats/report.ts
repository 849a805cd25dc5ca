import type { D1Database } from '@cloudflare/workers-types';
import type { ConsoleSite } from '../../../shared/contract/console';
import { type ConsoleStats, LEAD_EVENT_KINDS, type StatsCounts, type StatsKind } from '../../../shared/contract/stats';
import { addDays } from '../../../shared/domain/stats-period';

// The console's statistics of a period: each question is one dimension's rows of
// site_stats between two days (migration 0023, index site_stats_period).

/** Most viewed listings and searches that found nothing shown. */
const TOP = 10;
const ZERO_TOP = 20;

type Row = { value: string; kind: StatsKind; n: number };

/** Rows of `value, kind, n` as one StatsCounts per value, in the order first seen. */
function countsByValue(rows: readonly Row[]): StatsCounts[] {
  const byValue = new Map<string, StatsCounts>();
  for (const row of rows) {
    const entry = byValue.get(row.value) ?? { value: row.value, counts: {} };
    entry.counts[row.kind] = (entry.counts[row.kind] ?? 0) + row.n;
    byValue.set(row.value, entry);
  }
  return [...byValue.values()];
}

/** The leads of a row: contact requests, viewings, reservations and subscriptions. */
export const leadsOf = (counts: StatsCounts['counts']): number => LEAD_EVENT_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);

const byMost = (kind: StatsKind) => (a: StatsCounts, b: StatsCounts) =>
  (b.counts[kind] ?? 0) - (a.counts[kind] ?? 0) || leadsOf(b.counts) - leadsOf(a.counts) || a.value.localeCompare(b.value);

/** A filter key (`city=12&priceMax=300000`) in words, the cities by name in `locale`: `city: 9000 Gent · priceMax: 300000`. */
async function filtersInWords(db: D1Database, keys: readonly string[], locale: string): Promise<Map<string, string>> {
  const ids = [...new Set(keys.flatMap((key) => new URLSearchParams(key).getAll('city').flatMap((value) => value.split(','))))].filter((id) =>
    /^\d{1,15}$/.test(id),
  );
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const { results } = await db
      .prepare(
        `SELECT id, zip || ' ' || coalesce(json_extract(name, '$.' || ?2), json_extract(name, '$.nl'), json_extract(name, '$.fr')) AS label
         FROM cities WHERE id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(ids.slice(0, 100).map(Number)), locale)
      .all<{ id: number; label: string }>();
    for (const row of results) names.set(String(row.id), row.label);
  }
  return new Map(
    keys.map((key) => [
      key,
      [...new URLSearchParams(key)]
        .map(
          ([name, value]) =>
            `${name}: ${
              name === 'city'
                ? value
                    .split(',')
                    .map((id) => names.get(id) ?? id)
                    .join(', ')
                : value.replaceAll(',', ', ')
            }`,
        )
        .join(' · '),
    ]),
  );
}

/**
 * The statistics of `site` from `from` to `to` (Brussels days, both included): visits, views
 * and leads by source class and by source, per day, by device and language; the most viewed
 * listings; the searches that found nothing; the MCP server's tool calls per tool. `locale`
 * names the cities of those searches.
 */
export async function statsReport(db: D1Database, site: ConsoleSite, from: string, to: string, locale: string): Promise<ConsoleStats> {
  const period = 'site_id = ?1 AND day BETWEEN ?2 AND ?3';
  const [sources, days, listings, zero, others, tools] = await db.batch<Row & { day: string; dim: string }>([
    db.prepare(`SELECT value, kind, SUM(count) AS n FROM site_stats WHERE ${period} AND dim = 'source' GROUP BY value, kind`).bind(site.id, from, to),
    db.prepare(`SELECT day, kind, SUM(count) AS n FROM site_stats WHERE ${period} AND dim = 'source' GROUP BY day, kind`).bind(site.id, from, to),
    db.prepare(`SELECT value, kind, SUM(count) AS n FROM site_stats WHERE ${period} AND dim = 'listing' GROUP BY value, kind`).bind(site.id, from, to),
    db
      .prepare(
        `SELECT value, SUM(count) AS n FROM site_stats WHERE ${period} AND dim = 'filter' AND kind = 'zero' GROUP BY value ORDER BY n DESC, value
         LIMIT ${ZERO_TOP}`,
      )
      .bind(site.id, from, to),
    db
      .prepare(`SELECT dim, value, kind, SUM(count) AS n FROM site_stats WHERE ${period} AND dim IN ('device', 'lang') GROUP BY dim, value, kind`)
      .bind(site.id, from, to),
    db.prepare(`SELECT value, SUM(count) AS n FROM site_stats WHERE ${period} AND dim = 'tool' GROUP BY value ORDER BY n DESC, value`).bind(site.id, from, to),
  ]);
  const bySource = countsByValue(sources!.results).sort(byMost('visit'));
  const bySourceClass = countsByValue(
    bySource.flatMap((source) =>
      Object.entries(source.counts).map(([kind, n]) => ({ value: source.value.split(':')[0]!, kind: kind as StatsKind, n: n ?? 0 })),
    ),
  ).sort(byMost('visit'));

  const perDay = new Map<string, { day: string; visits: number; views: number; leads: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) perDay.set(day, { day, visits: 0, views: 0, leads: 0 });
  for (const row of days!.results) {
    const entry = perDay.get(row.day);
    if (!entry) continue;
    if (row.kind === 'visit') entry.visits += row.n;
    else if (row.kind === 'view') entry.views += row.n;
    else if ((LEAD_EVENT_KINDS as readonly string[]).includes(row.kind)) entry.leads += row.n;
  }

  const top = countsByValue(listings!.results).sort(byMost('view')).slice(0, TOP);
  const references = new Map<string, string>();
  const idsOf = (prefix: string) => JSON.stringify(top.filter((row) => row.value.startsWith(prefix)).map((row) => Number(row.value.slice(1))));
  if (top.length > 0) {
    const [estates, units] = await db.batch<{ id: number; reference: string | null }>([
      db
        .prepare(
          `SELECT id, json_extract(document, '$.general.reference') AS reference FROM estates WHERE site_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
        )
        .bind(site.id, idsOf('e')),
      db
        .prepare(
          `SELECT id, json_extract(document, '$.general.building.rentalName') AS reference FROM rental_units
           WHERE site_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
        )
        .bind(site.id, idsOf('r')),
    ]);
    for (const row of estates!.results) if (row.reference) references.set(`e${row.id}`, row.reference);
    for (const row of units!.results) if (row.reference) references.set(`r${row.id}`, row.reference);
  }
  const words = await filtersInWords(
    db,
    zero!.results.map((row) => row.value),
    locale,
  );
  const other = others!.results;
  return {
    site,
    from,
    to,
    bySourceClass,
    bySource,
    byDay: [...perDay.values()],
    listings: top.map((row) => ({ ...row, reference: references.get(row.value) ?? null })),
    zeroResults: zero!.results.map((row) => ({ filter: words.get(row.value) ?? row.value, count: row.n })),
    byDevice: countsByValue(other.filter((row) => row.dim === 'device')).sort(byMost('view')),
    byLang: countsByValue(other.filter((row) => row.dim === 'lang')).sort(byMost('view')),
    tools: tools!.results.map((row) => ({ tool: row.value, count: row.n })),
  };
}
