import type { Context, Hono } from 'hono';
import type { ConsoleLeads } from '../../shared/contract/console';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { answerOf, callPlatformRaw } from './platform';
import { renderPage } from './render';
import { LeadsPage } from './screens/leads';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** The filters of the leads screen as the platform takes them: only the known ones, only when set. */
export function leadsQuery(c: Context<ConsoleEnv>, withCursor: boolean): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['kind', 'status', 'needsAttention', ...(withCursor ? ['before'] : [])]) {
    const value = c.req.query(name);
    if (value) query.set(name, value);
  }
  return query;
}

/** The leads of an agency (owners; the platform refuses anyone else): the screen and its CSV download. */
export function leadsRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  app.get(`/${LANG}/sites/${SITE}/leads`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const query = leadsQuery(c, true);
    const path = `/sites/${c.req.param('siteId')}/leads${query.size ? `?${query}` : ''}`;
    const answer = await answerOf<ConsoleLeads & { error?: string }>(c, path, await callPlatformRaw(c, tools.platform, path));
    const filters = Object.fromEntries(leadsQuery(c, false));
    if (answer.status === 400) {
      // A filter typed into the address that the platform does not know: the form again, with the reason.
      const site = session.sites.find((one) => String(one.id) === c.req.param('siteId'));
      if (!site) return refusal(c, tools, 404, session);
      return renderPage(c, <LeadsPage locale={locale} session={session} leads={{ site, leads: [], next: null }} filters={filters} alert={t(locale, 'leads.badFilter', { reason: answer.body?.error ?? '' })} />, 400);
    }
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <LeadsPage locale={locale} session={session} leads={answer.body} filters={filters} />);
  });

  app.get(`/${LANG}/sites/${SITE}/leads.csv`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const query = leadsQuery(c, false);
    const path = `/sites/${c.req.param('siteId')}/leads.csv${query.size ? `?${query}` : ''}`;
    const response = await callPlatformRaw(c, tools.platform, path);
    if (response.status !== 200) {
      const answer = await answerOf<{ error?: string }>(c, path, response);
      if (answer.status === 400) return c.text(answer.body?.error ?? 'Bad filter', 400);
      return refusal(c, tools, answer.status, session);
    }
    return new Response(response.body, {
      headers: {
        'Content-Type': response.headers.get('Content-Type') ?? 'text/csv; charset=utf-8',
        'Content-Disposition': response.headers.get('Content-Disposition') ?? 'attachment; filename="leads.csv"',
      },
    });
  });
}
