import type { Context, Hono } from 'hono';
import { isLocale } from '../../../shared/i18n/locales';
import { LEAD_EVENT_KINDS, type ConsoleStats, type StatsCounts } from '../../../shared/contract/stats';
import { brusselsDay } from '../../../shared/domain/stats-aggregate';
import { statsPeriod } from '../../../shared/domain/stats-period';
import { leadsOf, statsReport } from '../stats/report';
import { siteDb } from '../databases/site-db';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { csvCell } from './leads-csv';

/*
 * The console's statistics: counts only, no person in them, so owners and editors
 * alike (the tenant boundary of routes.ts applies). GET …/stats answers the period's report,
 * …/stats.csv the same as CSV. The period: ?days=7|30|90 or ?from=&to= (Brussels days).
 */

const CSV_KINDS = ['visit', 'view', 'search', 'favorite', 'share', ...LEAD_EVENT_KINDS] as const;

/** The report as CSV: one line per section and value, its counts, leads and conversion (leads per visit). */
export function statsCsv(stats: ConsoleStats): string {
  const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');
  const counts = (section: string, row: StatsCounts) => {
    const leads = leadsOf(row.counts);
    const visits = row.counts.visit ?? 0;
    return line([section, row.value, ...CSV_KINDS.map((kind) => row.counts[kind] ?? 0), leads, visits ? (leads / visits).toFixed(4) : '']);
  };
  return `\uFEFF${[
    line(['section', 'value', ...CSV_KINDS, 'leads', 'conversion']),
    ...stats.bySourceClass.map((row) => counts('source_class', row)),
    ...stats.bySource.map((row) => counts('source', row)),
    // Per day: visits, views and leads (the kinds of leads are not kept apart per day here).
    ...stats.byDay.map((day) =>
      line(['day', day.day, day.visits, day.views, ...CSV_KINDS.slice(2).map(() => ''), day.leads, day.visits ? (day.leads / day.visits).toFixed(4) : '']),
    ),
    ...stats.listings.map((row) => counts('listing', { ...row, value: row.reference ? `${row.value} ${row.reference}` : row.value })),
    ...stats.byDevice.map((row) => counts('device', row)),
    ...stats.byLang.map((row) => counts('language', row)),
    ...stats.zeroResults.map((row) => line(['search_without_results', row.filter, '', '', row.count])),
  ].join('\r\n')}\r\n`;
}

async function report(c: Context<ConsoleApiEnv>) {
  const period = statsPeriod({ days: c.req.query('days'), from: c.req.query('from'), to: c.req.query('to') }, brusselsDay(new Date()));
  if ('error' in period) return c.json({ error: period.error, field: period.field }, 400);
  const lang = c.req.query('lang');
  return statsReport(await siteDb(c.env, c.var.site.id), c.var.site, period.from, period.to, isLocale(lang) ? lang : 'nl');
}

export function statsApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/stats', async (c) => {
    const stats = await report(c);
    return stats instanceof Response ? stats : c.json(stats);
  });

  on(api, 'GET /sites/:siteId/stats.csv', async (c) => {
    const stats = await report(c);
    if (stats instanceof Response) return stats;
    return c.body(statsCsv(stats), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistics-${stats.site.id}-${stats.from}-${stats.to}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
}
