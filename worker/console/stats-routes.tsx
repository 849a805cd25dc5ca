import type { Context, Hono } from 'hono';
import type { ConsoleStats } from '../../shared/contract/stats';
import { brusselsDay } from '../../shared/domain/stats-aggregate';
import { statsPeriod } from '../../shared/domain/stats-period';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { answerOf, callPlatform, callPlatformRaw } from './platform';
import { renderPage } from './render';
import { type StatsQuery, StatsPage } from './screens/stats';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** The period as the address asks it: days, from, to, only those set. */
function queryOf(c: Context<ConsoleEnv>): StatsQuery {
  return Object.fromEntries((['days', 'from', 'to'] as const).map((name) => [name, c.req.query(name)?.slice(0, 20)]).filter(([, value]) => value)) as StatsQuery;
}

/**
 * The statistics of an agency (issue 34): counts only, so owners and editors (the platform
 * checks the role on the site). The period is judged here first, so a wrong one comes back as
 * the form with its field marked, in the console's language; then the platform answers the
 * report (the screen) or its CSV, for the same days.
 */
export function statsRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  app.get(`/${LANG}/sites/${SITE}/stats`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const query = queryOf(c);
    const period = statsPeriod(query, brusselsDay(new Date()));
    if ('error' in period) {
      const site = session.sites.find((one) => String(one.id) === c.req.param('siteId'));
      if (!site) return refusal(c, tools, 404, session);
      const empty: ConsoleStats = { site, from: '', to: '', bySourceClass: [], bySource: [], byDay: [], listings: [], zeroResults: [], byDevice: [], byLang: [] };
      const error = { field: period.field, message: t(locale, `stats.errors.${period.code}`) };
      return renderPage(c, <StatsPage locale={locale} session={session} stats={empty} query={query} error={error} />, 400);
    }
    const answer = await callPlatform<ConsoleStats>(c, tools.platform, `/sites/${c.req.param('siteId')}/stats?${new URLSearchParams({ ...period, lang: locale })}`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <StatsPage locale={locale} session={session} stats={answer.body} query={query} />);
  });

  app.get(`/${LANG}/sites/${SITE}/stats.csv`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const path = `/sites/${c.req.param('siteId')}/stats.csv?${new URLSearchParams({ ...queryOf(c), lang: c.get('locale') })}`;
    const response = await callPlatformRaw(c, tools.platform, path);
    if (response.status !== 200) {
      const answer = await answerOf<{ error?: string }>(c, path, response);
      if (answer.status === 400) return c.text(answer.body?.error ?? 'Bad period', 400);
      return refusal(c, tools, answer.status, session);
    }
    return new Response(response.body, {
      headers: {
        'Content-Type': response.headers.get('Content-Type') ?? 'text/csv; charset=utf-8',
        'Content-Disposition': response.headers.get('Content-Disposition') ?? 'attachment; filename="statistics.csv"',
      },
    });
  });
}
