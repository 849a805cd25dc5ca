import type { Context } from 'hono';
import { localOrigin } from '../kit/site-origin';
import * as routes from '../../../shared/contract/console-api/routes';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { TEXT } from '../kit/params';
import { conflictNotice, refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { AgreementsPage, type AgreementsState } from './agreements';

/** What a refused text's field says: a privacy statement without its retention marks, too long, or empty. */
const refusedText = (error: string | undefined) =>
  error === 'retentionMarks' ? 'agreements.retentionMarks' : `pages.error.${error === 'tooLong' ? 'tooLong' : 'required'}`;

/** The privacy statement and terms of use editor: one form per text and language, saved into the draft. */
export function agreementsRoutes({ member }: ConsoleGroups): void {
  const show = async (c: Context<ConsoleEnv>, state: Omit<AgreementsState, 'list'>, status = 200) => {
    const answer = await call(c, routes.agreementsList, { params: { siteId: c.get('site').id } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(
      c,
      <AgreementsPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} state={{ ...state, list: localOrigin(c, answer.body) }} />,
      status,
    );
  };
  const back = (c: Context<ConsoleEnv>) => c.redirect(`/${c.get('locale')}/sites/${c.get('site').id}/agreements?saved=1`, 303);
  const text = (c: Context<ConsoleEnv>) => ({ siteId: c.get('site').id, type: c.req.param('type')!, locale: c.req.param('textLocale')! });

  member.get('/agreements', (c) => show(c, { errors: {}, saved: c.req.query('saved') === '1' }));

  // Before the text's own route: the console's router takes the first route that fits.
  member.post(`/agreements/${TEXT}/generated`, async (c) => {
    const answer = await call(c, routes.agreementsGenerate, { params: text(c), json: { version: Number(c.get('form').fields.version) } });
    if (answer.ok) return back(c);
    if (answer.status === 409) return show(c, { errors: {}, alert: conflictNotice(c, answer.body?.current) }, 409);
    return refusal(c, answer.status);
  });

  member.post(`/agreements/${TEXT}`, async (c) => {
    const form = c.get('form').fields;
    const key = `${c.req.param('type')}/${c.req.param('textLocale')}`;
    const answer = await call(c, routes.agreementsSave, {
      params: text(c),
      json: { version: Number(form.version), title: form.title ?? '', html: form.html ?? '' },
    });
    if (answer.ok) return back(c);
    const typed = { key, values: form };
    if (answer.status === 400) {
      const id = `${key.replace('/', '-')}-${answer.body?.field === 'html' ? 'html' : 'title'}`;
      return show(
        c,
        {
          errors: { [id]: t(c.get('locale'), refusedText(answer.body?.error)) },
          typed,
          alert: t(c.get('locale'), 'errors.summary'),
        },
        400,
      );
    }
    if (answer.status === 409) return show(c, { errors: {}, typed, alert: conflictNotice(c, answer.body?.current) }, 409);
    return refusal(c, answer.status);
  });
}
