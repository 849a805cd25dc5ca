import type { Hono } from 'hono';
import type { ConsoleViewingHours, ViewingScopeChoice } from '../../../shared/contract/console-viewing-hours';
import { isViewingScope, type ViewingHours, viewingHoursProblem, type ViewingScope } from '../../../shared/domain/viewing-hours';
import { viewingHoursUpdate } from '../../../shared/contract/console-api/requests';
import { siteDb } from '../databases/site-db';
import { removeViewingHours, saveViewingHours, siteViewingHours, viewingPeople } from '../viewings/hours-store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { fieldError } from './site-write';
import { retireSite } from '../cache/retire';

/*
 * Viewing hours (docs/viewings.md), owners only: when viewings can be booked, for the agency, one
 * of its live offices or one of its agents. Saved live: the site's cached answers are retired,
 * so its pages and agendas follow at once (as the tags do).
 */
export function viewingHoursApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (db: D1Database, site: ConsoleViewingHours['site']): Promise<ConsoleViewingHours> => {
    const [set, people] = await Promise.all([siteViewingHours(db, site.id), viewingPeople(db, site.id)]);
    const scopes: ViewingScopeChoice[] = [
      { scope: 'site', name: '', officeId: null, set: set.has('site') },
      ...people.offices.map((office) => ({
        scope: `office:${office.id}` as const,
        name: office.name,
        officeId: office.id,
        set: set.has(`office:${office.id}`),
      })),
      ...people.agents.map((agent) => ({ scope: `agent:${agent.id}` as const, name: agent.name, officeId: agent.officeId, set: set.has(`agent:${agent.id}`) })),
    ];
    return { site, scopes, hours: Object.fromEntries(set) };
  };
  /** A scope of this site: the agency, or one of its live offices or agents. */
  const known = (value: unknown, choices: ViewingScopeChoice[]): value is ViewingScope =>
    isViewingScope(value) && choices.some((choice) => choice.scope === value);

  on(api, 'GET /sites/:siteId/viewing-hours', { role: 'owner' }, async (c) => c.json(await answer(await siteDb(c.env, c.var.site.id), c.var.site)));

  on(api, 'PUT /sites/:siteId/viewing-hours', { body: viewingHoursUpdate, role: 'owner' }, async (c, { json: body }) => {
    const db = await siteDb(c.env, c.var.site.id);
    const before = await answer(db, c.var.site);
    if (!known(body.scope, before.scopes)) return fieldError(c, 'No such office or agent on this site', [{ path: 'scope', message: 'unknown' }]);
    if (body.hours === null) {
      await removeViewingHours(db, c.var.site.id, body.scope);
      await retireSite(c.env, c.var.site.id);
      return c.json(await answer(db, c.var.site));
    }
    const hours = body.hours as ViewingHours | undefined;
    const problem = hours && typeof hours === 'object' ? viewingHoursProblem(hours) : 'hours';
    if (problem) return fieldError(c, `These viewing hours are not valid: ${problem}`, [{ path: problem, message: 'invalid' }]);
    const { week, slotMinutes, noticeHours, daysAhead, closed, special, statuses, references } = hours!;
    await saveViewingHours(
      db,
      c.var.site.id,
      body.scope,
      { week, slotMinutes, noticeHours, daysAhead, closed, special, statuses, references },
      c.var.user.email,
    );
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(db, c.var.site));
  });
}
