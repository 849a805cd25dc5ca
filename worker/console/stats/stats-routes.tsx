import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { ConsoleStats } from '../../../shared/contract/stats';
import { brusselsDay } from '../../../shared/domain/stats-aggregate';
import { statsPeriod } from '../../../shared/domain/stats-period';
import { call, download } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { queryOf } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type StatsQuery, StatsPage } from './stats';

/** The period as the address asks it: days, from, to, only those set. */
const periodOf = (c: Context<ConsoleEnv>): StatsQuery => queryOf(c, ['days', 'from', 'to'], 20);

/**
 * The statistics of an agency: counts only, so owners and editors. The period is
 * judged here first, so a wrong one comes back as the form with its field marked, in the
 * console's language; then the platform answers the report (the screen) or its CSV, for the
 * same days.
 */
export function statsRoutes({ member }: ConsoleGroups): void {
  member.get('/stats', async (c) => {
    const locale = c.get('locale');
    const session = c.get('session');
    const query = periodOf(c);
    const period = statsPeriod(query, brusselsDay(new Date()));
    if ('error' in period) {
      const empty: ConsoleStats = {
        site: c.get('site'),
        from: '',
        to: '',
        bySourceClass: [],
        bySource: [],
        byDay: [],
        listings: [],
        zeroResults: [],
        byDevice: [],
        byLang: [],
        tools: [],
      };
      const error = { field: period.field, message: t(locale, `stats.errors.${period.code}`) };
      return renderPage(c, <StatsPage locale={locale} session={session} stats={empty} query={query} error={error} />, 400);
    }
    const answer = await call(c, routes.statsReport, { params: { siteId: c.get('site').id }, query: { from: period.from, to: period.to, lang: locale } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <StatsPage locale={locale} session={session} stats={answer.body} query={query} />);
  });

  member.get('/stats.csv', async (c) => {
    const file = await download(c, routes.statsCsv, { params: { siteId: c.get('site').id }, query: { ...periodOf(c), lang: c.get('locale') } });
    if (!(file instanceof Response)) return file.status === 400 ? c.text(file.body?.error ?? 'Bad period', 400) : refusal(c, file.status);
    return new Response(file.body, {
      headers: {
        'Content-Type': file.headers.get('Content-Type') ?? 'text/csv; charset=utf-8',
        'Content-Disposition': file.headers.get('Content-Disposition') ?? 'attachment; filename="statistics.csv"',
      },
    });
  });
}
