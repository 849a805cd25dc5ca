import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { EditedList } from '../../../shared/contract/console-people';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { uploadPicture } from '../kit/uploads';
import { LIST } from '../kit/params';
import { applyPeopleForm, peopleFieldId } from './people-form';
import { conflictNotice, refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { PeoplePage, type PeopleState } from './people';

/** The errors of the offices' hours and the employees' languages, in the `staff` block; the others in `people`. */
const STAFF_ERRORS = ['time', 'timeOrder', 'overlap', 'language', 'tooMany'];
const PEOPLE_ERRORS = ['required', 'tooLong', 'email', 'phone', 'zip', 'date', 'latitude', 'longitude'];

/** The employees, offices, reviews and quotes editor: one screen per list, one form per change, each saving the whole list into the draft. */
export function peopleRoutes({ member }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id, list: c.req.param('list')! } });
  const show = (c: Context<ConsoleEnv>, state: PeopleState, status = 200) =>
    renderPage(c, <PeoplePage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} state={state} />, status);

  member.get(`/content/${LIST}`, async (c) => {
    const answer = await call(c, routes.peopleList, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return show(c, { edited: answer.body, errors: {}, saved: c.req.query('saved') === '1' });
  });

  member.post(`/content/${LIST}`, async (c) => {
    const { fields: form, files } = c.get('form');
    const locale = c.get('locale');
    const stored = await call(c, routes.peopleList, params(c));
    if (!stored.ok) return refusal(c, stored.status);
    const edited: EditedList = stored.body;
    const current = edited.items as unknown as Record<string, unknown>[];
    const typed = { at: form.op === 'add' ? 'new' : (form.at ?? ''), values: form };
    // A photo chosen in an employee's or office's form: stored first (kit/uploads.ts), then named by the save.
    const file = files.picture;
    if (file && (form.op === 'add' || form.op === 'item')) {
      const uploaded = await uploadPicture(c, file, edited.list === 'offices' ? 'office' : 'photo');
      if ('refused' in uploaded) return refusal(c, uploaded.refused);
      if ('message' in uploaded)
        return show(
          c,
          { edited, errors: { [`${form.op === 'add' ? 'new' : `e${form.at}`}-picture`]: uploaded.message }, typed, alert: t(locale, 'errors.summary') },
          uploaded.status,
        );
      form['picture.url'] = uploaded.url;
      delete form['picture.remove'];
    }
    const items = applyPeopleForm(edited.list, current, form, edited.languages);
    if (!items) return show(c, { edited, errors: {}, alert: t(locale, 'pages.error.invalid') }, 400);
    const answer = await call(c, routes.peopleSave, { ...params(c), json: { version: Number(form.version), items } });
    if (answer.ok) return c.redirect(`/${locale}/sites/${c.get('site').id}/content/${edited.list}?saved=1`, 303);
    if (answer.status === 400) {
      const id = peopleFieldId(answer.body?.field ?? '', form.op === 'add' ? current.length : null);
      const error = answer.body?.error ?? 'invalid';
      const message = STAFF_ERRORS.includes(error) ? `staff.error.${error}` : `people.error.${PEOPLE_ERRORS.includes(error) ? error : 'invalid'}`;
      return show(c, { edited, errors: { [id]: t(locale, message) }, typed, alert: t(locale, 'errors.summary') }, 400);
    }
    if (answer.status === 409 && answer.body?.current) return show(c, { edited, errors: {}, typed, alert: conflictNotice(c, answer.body.current) }, 409);
    return refusal(c, answer.status);
  });
}
