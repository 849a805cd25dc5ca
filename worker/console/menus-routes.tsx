import type { Context, Hono } from 'hono';
import type { ConsoleSession } from '../../shared/contract/console';
import type { DraftConflict } from '../../shared/contract/console-drafts';
import type { MenuList } from '../../shared/contract/console-menus';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { applyMenuForm, menuFieldId } from './menu-form';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { MenusPage, type MenusState } from './screens/menus';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** The menus editor (issue 32): one screen, one form per change, each saving the whole menu into the draft against the version it was opened at. */
export function menusRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const load = (c: Context<ConsoleEnv>) => callPlatform<MenuList>(c, tools.platform, `/sites/${c.req.param('siteId')}/menus`);
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, state: Omit<MenusState, 'list'>, list?: MenuList, status = 200) => {
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'));
    const answer = list ? { status: 200, body: list } : await load(c);
    if (answer.status !== 200 || !answer.body || !site) return refusal(c, tools, answer.status === 200 ? 404 : answer.status, session);
    return renderPage(c, <MenusPage locale={c.get('locale')} session={session} site={site} state={{ ...state, list: answer.body }} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/menus`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return show(c, session, { errors: {}, saved: c.req.query('saved') === '1' });
  });

  app.post(`/${LANG}/sites/${SITE}/menus/:name{main|footer}`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const locale = c.get('locale');
    const stored = await load(c);
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, session);
    const list = stored.body;
    const name = c.req.param('name');
    const menu = list.menus.find((candidate) => candidate.name === name)!;
    const items = applyMenuForm(menu.items, form, list.languages, list.pages);
    if (!items) return show(c, session, { errors: {}, alert: t(locale, 'menus.cannot') }, list, 400);
    const answer = await callPlatform<{ field?: string; error?: string } & Partial<DraftConflict>>(c, tools.platform, `/sites/${c.req.param('siteId')}/menus/${name}`, {
      method: 'PUT',
      json: { version: Number(form.version), items },
      csrf,
    });
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/menus?saved=1`, 303);
    const typed = { menu: name, at: form.op === 'add' ? String(menu.items.length) : (form.at ?? ''), values: form };
    if (answer.status === 400) {
      const id = menuFieldId(name, answer.body?.field ?? '', form.op === 'add' ? menu.items.length : null);
      return show(c, session, { errors: { [id]: t(locale, `menus.error.${answer.body?.error ?? 'invalid'}`) }, typed, alert: t(locale, 'errors.summary') }, list, 400);
    }
    if (answer.status === 409 && answer.body?.current) {
      const { updatedBy, updatedAt } = answer.body.current;
      return show(c, session, { errors: {}, typed, alert: t(locale, 'pages.conflict', { email: updatedBy ?? '—', at: (updatedAt ?? '').slice(0, 16).replace('T', ' ') }) }, list, 409);
    }
    return refusal(c, tools, answer.status, session);
  });
}
