import type { Context, Hono } from 'hono';
import type { ConsoleSession } from '../../shared/contract/console';
import type { DraftConflict, EntityList } from '../../shared/contract/console-drafts';
import type { EditedList } from '../../shared/contract/console-people';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { uploadPicture } from './media-routes';
import { applyPeopleForm, peopleFieldId } from './people-form';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { PeoplePage, type PeopleState } from './screens/people';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const LIST = ':list{employees|offices|reviews|quotes}';

/** The employees, offices, reviews and quotes editor (issue 32): one screen per list, one form per change, each saving the whole list into the draft. */
export function peopleRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const path = (c: Context<ConsoleEnv>) => `/sites/${c.req.param('siteId')}/entities/${c.req.param('list')}`;
  const show = (c: Context<ConsoleEnv>, session: ConsoleSession, state: PeopleState, status = 200) => {
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'));
    if (!site) return refusal(c, tools, 404, session);
    return renderPage(c, <PeoplePage locale={c.get('locale')} session={session} site={site} state={state} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/content/${LIST}`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await callPlatform<EditedList>(c, tools.platform, path(c));
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return show(c, session, { edited: answer.body, errors: {}, saved: c.req.query('saved') === '1' });
  });

  app.post(`/${LANG}/sites/${SITE}/content/${LIST}`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const locale = c.get('locale');
    const stored = await callPlatform<EditedList>(c, tools.platform, path(c));
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, session);
    const edited = stored.body;
    const current = edited.items as unknown as Record<string, unknown>[];
    const typed = { at: form.op === 'add' ? 'new' : (form.at ?? ''), values: form };
    // A photo chosen in an employee's or office's form: stored first (media-routes.ts), then named by the save.
    const file = posted.files.picture;
    if (file && (form.op === 'add' || form.op === 'item')) {
      const uploaded = await uploadPicture(c, tools, file, c.req.param('list') === 'offices' ? 'office' : 'photo', csrf);
      if ('refused' in uploaded) return refusal(c, tools, uploaded.refused, session);
      if ('message' in uploaded) return show(c, session, { edited, errors: { [`${form.op === 'add' ? 'new' : `e${form.at}`}-picture`]: uploaded.message }, typed, alert: t(locale, 'errors.summary') }, uploaded.status);
      form['picture.url'] = uploaded.url;
      delete form['picture.remove'];
    }
    const items = applyPeopleForm(c.req.param('list') as EntityList, current, form, edited.languages);
    if (!items) return show(c, session, { edited, errors: {}, alert: t(locale, 'pages.error.invalid') }, 400);
    const answer = await callPlatform<{ field?: string; error?: string } & Partial<DraftConflict>>(c, tools.platform, path(c), { method: 'PUT', json: { version: Number(form.version), items }, csrf });
    if (answer.status === 204) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/content/${c.req.param('list')}?saved=1`, 303);
    if (answer.status === 400) {
      const id = peopleFieldId(answer.body?.field ?? '', form.op === 'add' ? current.length : null);
      const error = answer.body?.error ?? 'invalid';
      const message = ['time', 'timeOrder', 'overlap', 'language', 'tooMany'].includes(error) ? `staff.error.${error}` : `people.error.${['required', 'tooLong', 'email', 'phone', 'zip', 'date', 'latitude', 'longitude'].includes(error) ? error : 'invalid'}`;
      return show(c, session, { edited, errors: { [id]: t(locale, message) }, typed, alert: t(locale, 'errors.summary') }, 400);
    }
    if (answer.status === 409 && answer.body?.current) {
      const { updatedBy, updatedAt } = answer.body.current;
      return show(c, session, { edited, errors: {}, typed, alert: t(locale, 'pages.conflict', { email: updatedBy ?? '—', at: (updatedAt ?? '').slice(0, 16).replace('T', ' ') }) }, 409);
    }
    return refusal(c, tools, answer.status, session);
  });
}
