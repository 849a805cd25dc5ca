import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { EditedMenu, MenuList } from '../../../shared/contract/console-menus';
import type { RawNavigationItem } from '../../../shared/contract/raw/site';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { DraftNotices } from '../kit/draft-notices';
import { FoldedItem } from '../kit/lists';
import { ChoiceSelect, Field, OpForm, type OpFormProps, SubmitButton, type EditorResult } from '../kit/fields';
import { languageName } from '../kit/names';

/** The menus, and the last form's result (a refused form's typing: the menu and the item's place). */
export interface MenusState extends EditorResult<{ menu: string; at: string }> {
  list: MenuList;
}

type Ctx = { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: MenusState; menu: EditedMenu };

/** A form of a menu's operation (`at`: the item's place). */
function MenuForm({ ctx, at, ...form }: { ctx: Ctx; at?: string } & Omit<OpFormProps, 'action' | 'csrf' | 'version'>) {
  const { locale, session, site, menu } = ctx;
  return <OpForm {...form} action={`/${locale}/sites/${site.id}/menus/${menu.name}`} csrf={session.csrf} version={menu.version} item={{ at }} />;
}

/** Labels and addresses per language: inputs `label.{language}` and `url.{language}` with ids `{prefix}-label-{language}`. */
function ItemFields({ ctx, prefix, item, at }: { ctx: Ctx; prefix: string; item?: RawNavigationItem; at: string }) {
  const { locale, state, menu } = ctx;
  const typed = state.typed?.menu === menu.name && state.typed.at === at ? state.typed.values : undefined;
  return (
    <>
      {state.list.languages.map((language) =>
        (['label', 'url'] as const).map((field) => {
          const id = `${prefix}-${field}-${language}`;
          const value = typed?.[`${field}.${language}`] ?? item?.[field][language] ?? '';
          return (
            <Field
              key={id}
              id={id}
              label={t(locale, `menus.${field}`, { language: languageName(locale, language) })}
              error={state.errors[id]}
              hint={field === 'url' ? t(locale, 'menus.urlHint', { language }) : undefined}
            >
              {(described) => (
                <input id={id} name={`${field}.${language}`} defaultValue={value} {...(field === 'label' ? { lang: language } : {})} {...described} />
              )}
            </Field>
          );
        }),
      )}
    </>
  );
}

function Items({ ctx, items, parent }: { ctx: Ctx; items: RawNavigationItem[]; parent?: string }) {
  const { locale, state, menu } = ctx;
  const main = state.list.languages[0] ?? 'nl';
  return (
    <ol className="sections">
      {items.map((item, index) => {
        const at = parent === undefined ? String(index) : `${parent}.${index}`;
        const name = `${t(locale, `menus.name.${menu.name}`)}: ${item.label[main] || item.url[main] || item.id}`;
        const button = (op: string, label: string) => (
          <MenuForm ctx={ctx} op={op} at={at} className="inline">
            <SubmitButton label={label} of={name} />
          </MenuForm>
        );
        return (
          <li key={item.id}>
            <h3>{item.label[main] || item.url[main] || item.id}</h3>
            <FoldedItem
              summary={t(locale, 'menus.edit')}
              open={state.typed?.menu === menu.name && state.typed.at === at}
              actions={
                <>
                  {index > 0 && button('up', t(locale, 'pages.up'))}
                  {index < items.length - 1 && button('down', t(locale, 'pages.down'))}
                  {parent === undefined && index > 0 && !(item.children?.length ?? 0) && button('nest', t(locale, 'menus.nest'))}
                  {parent !== undefined && button('outdent', t(locale, 'menus.outdent'))}
                  {button('remove', t(locale, 'pages.remove'))}
                </>
              }
            >
              <MenuForm ctx={ctx} op="item" at={at} label={name}>
                <ItemFields ctx={ctx} prefix={`${menu.name}-${at.replace('.', '-')}`} item={item} at={at} />
                <button type="submit">{t(locale, 'pages.save')}</button>
              </MenuForm>
            </FoldedItem>
            {(item.children?.length ?? 0) > 0 && <Items ctx={ctx} items={item.children!} parent={at} />}
          </li>
        );
      })}
    </ol>
  );
}

/** The main and footer menus: each item's labels and addresses, its place, and new items to a page or another website. */
export function MenusPage({ locale, session, site, state }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: MenusState }) {
  const main = state.list.languages[0] ?? 'nl';
  return (
    <SiteShell locale={locale} session={session} site={site} title="menus.title" screen="menus">
      <DraftNotices locale={locale} siteId={site.id} saved={state.saved} alert={state.alert} />
      {state.list.menus.map((menu) => {
        const ctx: Ctx = { locale, session, site, state, menu };
        const added = String(menu.items.length);
        return (
          <section key={menu.name} aria-labelledby={`menu-${menu.name}`}>
            <h2 id={`menu-${menu.name}`}>{t(locale, `menus.name.${menu.name}`)}</h2>
            <Items ctx={ctx} items={menu.items} />
            <MenuForm ctx={ctx} op="add" label={t(locale, 'menus.addPage', { menu: t(locale, `menus.name.${menu.name}`) })}>
              <input type="hidden" name="kind" value="page" />
              <ChoiceSelect
                id={`${menu.name}-page`}
                name="page"
                label={t(locale, 'menus.page')}
                choices={state.list.pages.map((page) => [String(page.id), page.title[main] || `/${main}/${page.url[main] ?? ''}`])}
              />
              <button type="submit">{t(locale, 'menus.addPage', { menu: t(locale, `menus.name.${menu.name}`) })}</button>
            </MenuForm>
            <MenuForm ctx={ctx} op="add" label={t(locale, 'menus.addLink', { menu: t(locale, `menus.name.${menu.name}`) })}>
              <input type="hidden" name="kind" value="link" />
              <h3>{t(locale, 'menus.addLink', { menu: t(locale, `menus.name.${menu.name}`) })}</h3>
              <ItemFields ctx={ctx} prefix={`${menu.name}-new`} at={added} />
              <button type="submit">{t(locale, 'menus.addLink', { menu: t(locale, `menus.name.${menu.name}`) })}</button>
            </MenuForm>
          </section>
        );
      })}
    </SiteShell>
  );
}
