import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { MenuList } from '../../../shared/contract/console-menus';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { applyMenuForm, menuFieldId } from './menu-form';
import { MENU } from '../kit/params';
import { conflictNotice, refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { MenusPage, type MenusState } from './menus';

/** The menus editor: one screen, one form per change, each saving the whole menu into the draft against the version it was opened at. */
export function menusRoutes({ member }: ConsoleGroups): void {
  const load = (c: Context<ConsoleEnv>) => call(c, routes.menusList, { params: { siteId: c.get('site').id } });
  const render = (c: Context<ConsoleEnv>, list: MenuList, state: Omit<MenusState, 'list'>, status = 200) =>
    renderPage(c, <MenusPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} state={{ ...state, list }} />, status);

  member.get('/menus', async (c) => {
    const answer = await load(c);
    if (!answer.ok) return refusal(c, answer.status);
    return render(c, answer.body, { errors: {}, saved: c.req.query('saved') === '1' });
  });

  member.post(`/menus/${MENU}`, async (c) => {
    const form = c.get('form').fields;
    const locale = c.get('locale');
    const stored = await load(c);
    if (!stored.ok) return refusal(c, stored.status);
    const list = stored.body;
    const menu = list.menus.find((candidate) => candidate.name === c.req.param('name'))!;
    const { name } = menu;
    const items = applyMenuForm(menu.items, form, list.languages, list.pages);
    if (!items) return render(c, list, { errors: {}, alert: t(locale, 'menus.cannot') }, 400);
    const answer = await call(c, routes.menusSave, { params: { siteId: c.get('site').id, name }, json: { version: Number(form.version), items } });
    if (answer.ok) return c.redirect(`/${locale}/sites/${c.get('site').id}/menus?saved=1`, 303);
    const typed = { menu: name, at: form.op === 'add' ? String(menu.items.length) : (form.at ?? ''), values: form };
    if (answer.status === 400) {
      const id = menuFieldId(name, answer.body?.field ?? '', form.op === 'add' ? menu.items.length : null);
      return render(c, list, { errors: { [id]: t(locale, `menus.error.${answer.body?.error ?? 'invalid'}`) }, typed, alert: t(locale, 'errors.summary') }, 400);
    }
    if (answer.status === 409 && answer.body?.current) return render(c, list, { errors: {}, typed, alert: conflictNotice(c, answer.body.current) }, 409);
    return refusal(c, answer.status);
  });
}
