import type { Context, Hono } from 'hono';
import type { ConsoleSession } from '../../shared/contract/console';
import type { AgreementList } from '../../shared/contract/console-agreements';
import type { DraftConflict } from '../../shared/contract/console-drafts';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { AgreementsPage, type AgreementsState } from './screens/agreements';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const TEXT = ':type{privacy|terms}/:textLocale{nl|fr|en|de}';

/** The privacy statement and terms of use editor (issue 32): one form per text and language, saved into the draft. */
export function agreementsRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, state: Omit<AgreementsState, 'list'>, status = 200) => {
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'));
    const answer = await callPlatform<AgreementList>(c, tools.platform, `/sites/${c.req.param('siteId')}/agreements`);
    if (answer.status !== 200 || !answer.body || !site) return refusal(c, tools, answer.status === 200 ? 404 : answer.status, session);
    return renderPage(c, <AgreementsPage locale={c.get('locale')} session={session} site={site} state={{ ...state, list: answer.body }} />, status);
  };
  const back = (c: Context<ConsoleEnv>) => c.redirect(`/${c.get('locale')}/sites/${c.req.param('siteId')}/agreements?saved=1`, 303);

  app.get(`/${LANG}/sites/${SITE}/agreements`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return show(c, session, { errors: {}, saved: c.req.query('saved') === '1' });
  });

  const conflict = (c: Context<ConsoleEnv>, body: Partial<DraftConflict> | null) =>
    t(c.get('locale'), 'pages.conflict', { email: body?.current?.updatedBy ?? '—', at: (body?.current?.updatedAt ?? '').slice(0, 16).replace('T', ' ') });

  // Before the text's own route: the console's router takes the first route that fits.
  app.post(`/${LANG}/sites/${SITE}/agreements/${TEXT}/generated`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const key = `${c.req.param('type')}/${c.req.param('textLocale')}`;
    const answer = await callPlatform<Partial<DraftConflict>>(c, tools.platform, `/sites/${c.req.param('siteId')}/agreements/${key}/generated`, { method: 'POST', json: { version: Number(form.version) }, csrf });
    if (answer.status === 204) return back(c);
    if (answer.status === 409) return show(c, session, { errors: {}, alert: conflict(c, answer.body) }, 409);
    return refusal(c, tools, answer.status, session);
  });

  app.post(`/${LANG}/sites/${SITE}/agreements/${TEXT}`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const key = `${c.req.param('type')}/${c.req.param('textLocale')}`;
    const answer = await callPlatform<{ field?: string; error?: string } & Partial<DraftConflict>>(c, tools.platform, `/sites/${c.req.param('siteId')}/agreements/${key}`, {
      method: 'PUT',
      json: { version: Number(form.version), title: form.title ?? '', html: form.html ?? '' },
      csrf,
    });
    if (answer.status === 204) return back(c);
    const typed = { key, values: form };
    if (answer.status === 400) {
      const id = `${key.replace('/', '-')}-${answer.body?.field === 'html' ? 'html' : 'title'}`;
      return show(c, session, { errors: { [id]: t(c.get('locale'), `pages.error.${answer.body?.error === 'tooLong' ? 'tooLong' : 'required'}`) }, typed, alert: t(c.get('locale'), 'errors.summary') }, 400);
    }
    if (answer.status === 409) return show(c, session, { errors: {}, typed, alert: conflict(c, answer.body) }, 409);
    return refusal(c, tools, answer.status, session);
  });
}
