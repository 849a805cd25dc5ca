import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { ConsoleViewingHours } from '../../../shared/contract/console-viewing-hours';
import { DEFAULT_VIEWING_HOURS, isViewingScope, type ViewingScope } from '../../../shared/domain/viewing-hours';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type ViewingHoursForm, ViewingHoursPage } from './viewing-hours';
import { controlOf, fieldsOf, hoursOf, postedFields } from './viewing-hours-form';

/** The "Viewing hours" screen (docs/viewings.md, owners): the agency's, an office's or an agent's hours, saved live. */
export function viewingHoursRoutes({ owner }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });
  const path = (c: Context<ConsoleEnv>, scope: ViewingScope, notice: string) =>
    `/${c.get('locale')}/sites/${c.get('site').id}/viewing-hours?scope=${encodeURIComponent(scope)}&${notice}=1`;

  /** The chosen scope's form: its hours, else the agency's as a start, else the usual office hours. */
  const shown = (answer: ConsoleViewingHours, wanted: string | undefined): Pick<ViewingHoursForm, 'scope' | 'fields'> => {
    const scope = answer.scopes.find((choice) => choice.scope === wanted)?.scope ?? 'site';
    return { scope, fields: fieldsOf(answer.hours[scope] ?? answer.hours.site ?? DEFAULT_VIEWING_HOURS) };
  };

  owner.get('/viewing-hours', async (c) => {
    const answer = await call(c, routes.viewingHoursGet, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    const notice = c.req.query('saved') === '1' ? 'saved' : c.req.query('removed') === '1' ? 'removed' : undefined;
    const form: ViewingHoursForm = { ...shown(answer.body, c.req.query('scope')), errors: {}, ...(notice ? { notice } : {}) };
    return renderPage(c, <ViewingHoursPage locale={c.get('locale')} session={c.get('session')} answer={answer.body} form={form} />);
  });

  owner.post('/viewing-hours', async (c) => {
    const locale = c.get('locale');
    const form = c.get('form').fields;
    const raw = await c.req.parseBody({ all: true });
    const scope = form.scope;
    const fields = postedFields(form, ([] as unknown[]).concat(raw.status ?? []));
    const read = hoursOf(fields, locale);
    const again = async (errors: Record<string, string>) => {
      const current = await call(c, routes.viewingHoursGet, params(c));
      if (!current.ok) return refusal(c, current.status);
      const page: ViewingHoursForm = { scope: shown(current.body, scope).scope, fields, errors, alert: t(locale, 'errors.summary') };
      return renderPage(c, <ViewingHoursPage locale={locale} session={c.get('session')} answer={current.body} form={page} />, 400);
    };
    if (!isViewingScope(scope)) return refusal(c, 404);
    if ('errors' in read) return again(read.errors);
    const answer = await call(c, routes.viewingHoursSave, { ...params(c), json: { scope, hours: read.hours } });
    if (answer.ok) return c.redirect(path(c, scope, 'saved'), 303);
    if (answer.status !== 400) return refusal(c, answer.status);
    // An office or agent gone meanwhile, or a rule the platform holds the hours to.
    const issue = answer.body?.issues[0]?.path ?? 'scope';
    if (issue === 'scope') return refusal(c, 404);
    return again({ [controlOf(issue)]: t(locale, 'viewingHours.error.refused') });
  });

  owner.post('/viewing-hours/remove', async (c) => {
    const scope = c.get('form').fields.scope;
    // No scope named: nothing to remove, the screen again.
    if (!isViewingScope(scope)) return c.redirect(`/${c.get('locale')}/sites/${c.get('site').id}/viewing-hours`, 303);
    const answer = await call(c, routes.viewingHoursSave, { ...params(c), json: { scope, hours: null } });
    if (answer.ok) return c.redirect(path(c, scope, 'removed'), 303);
    return refusal(c, answer.status === 400 ? 404 : answer.status);
  });
}
