import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import { ENTITY_LISTS } from '../../../shared/contract/console-drafts';
import { type EditedList, type EntityField, ENTITY_FIELDS } from '../../../shared/contract/console-people';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { DraftNotices } from '../kit/draft-notices';
import { FoldedItem } from '../kit/lists';
import { type Choice, ChoiceSelect, Field, OpForm, type OpFormProps, SubmitButton, type EditorResult } from '../kit/fields';
import { languageName } from '../kit/names';
import { PictureField } from '../kit/picture-field';
import { FlagField, HoursField, LanguagesField, repStatus, Unmatched } from './people-extra';

/** The list edited, and the last form's result (a refused form's typing: which item, `new` or its index). */
export interface PeopleState extends EditorResult<{ at: string }> {
  edited: EditedList;
}

type Item = Record<string, unknown>;
type Ctx = { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: PeopleState };

/** A form of the list's operation (`at`: the item's index); with files where the list has a photo. */
function ListForm({ ctx, at, ...form }: { ctx: Ctx; at?: number } & Omit<OpFormProps, 'action' | 'csrf' | 'version'>) {
  const { locale, session, site, state } = ctx;
  const files = ENTITY_FIELDS[state.edited.list].some((field) => field.kind === 'photo');
  const action = `/${locale}/sites/${site.id}/content/${state.edited.list}`;
  return <OpForm {...form} action={action} csrf={session.csrf} version={state.edited.version} item={{ at }} files={files} />;
}

/** One field of an item: its input(s) with label and error, prefilled with what was typed or what it holds. */
function ItemField({
  ctx,
  field,
  item,
  prefix,
  typed,
}: {
  ctx: Ctx;
  field: EntityField;
  item: Item | undefined;
  prefix: string;
  typed?: Record<string, string>;
}) {
  const { locale, state } = ctx;
  const extra = { locale, field, item, prefix, typed, errors: state.errors };
  if (field.kind === 'hours') return <HoursField {...extra} />;
  if (field.kind === 'languages') return <LanguagesField {...extra} />;
  if (field.kind === 'flag') return <FlagField {...extra} />;
  const label = t(locale, field.kind === 'photo' ? 'media.photo' : `${field.name === 'hoursNote' ? 'staff' : 'people'}.f.${field.name}`);
  if (field.kind === 'photo') {
    const url = typed?.[`${field.name}.url`] ?? (item?.[field.name] as string | null | undefined);
    return (
      <fieldset className="group">
        <legend>{label}</legend>
        <PictureField
          locale={locale}
          siteId={ctx.site.id}
          prefix={prefix}
          name={field.name}
          use={state.edited.list === 'offices' ? 'office' : 'photo'}
          url={url}
          errors={state.errors}
        />
      </fieldset>
    );
  }
  if (field.kind === 'localized' || field.kind === 'localizedLong') {
    const value = (item?.[field.name] as Record<string, string> | null) ?? {};
    return (
      <>
        {state.edited.languages.map((language) => {
          const id = `${prefix}-${field.name}-${language}`;
          const text = typed?.[`${field.name}.${language}`] ?? value[language] ?? '';
          const props = { id, name: `${field.name}.${language}`, defaultValue: text, lang: language };
          return (
            <Field key={id} id={id} label={`${label} (${languageName(locale, language)})`} error={state.errors[id]}>
              {(described) => (field.kind === 'localizedLong' ? <textarea rows={3} {...props} {...described} /> : <input {...props} {...described} />)}
            </Field>
          );
        })}
      </>
    );
  }
  const id = `${prefix}-${field.name}`;
  const stored = field.kind === 'latitude' || field.kind === 'longitude' ? (item?.geo as Record<string, number> | undefined)?.[field.name] : item?.[field.name];
  const value = typed?.[field.name] ?? (stored === null || stored === undefined ? '' : String(stored));
  // The coordinates are optional: left empty, the office is put at its postal code's town centre.
  const hint = field.kind === 'latitude' ? t(locale, 'people.f.geoHint') : undefined;
  const select = { id, name: field.name, label, error: state.errors[id], hint };
  if (field.kind === 'rating')
    return (
      <ChoiceSelect {...select} value={value || '5'} choices={[5, 4, 3, 2, 1].map((stars) => [String(stars), t(locale, 'people.stars', { count: stars })])} />
    );
  if (field.kind === 'office')
    return (
      <ChoiceSelect
        {...select}
        value={value}
        choices={[['', t(locale, 'people.noOffice')], ...state.edited.offices.map((office): Choice => [String(office.id), office.name])]}
      />
    );
  return (
    <Field id={id} label={label} error={state.errors[id]} hint={hint}>
      {(described) => {
        const type = field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : field.kind === 'date' ? 'date' : 'text';
        const mode = field.kind === 'latitude' || field.kind === 'longitude' ? { inputMode: 'decimal' as const } : {};
        return <input id={id} name={field.name} type={type} defaultValue={value} required={field.required} {...mode} {...described} />;
      }}
    </Field>
  );
}

/** One list of the site's content (employees, offices, reviews or quotes): each item folded in its own form, its place, and a new one. */
export function PeoplePage({ locale, session, site, state }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: PeopleState }) {
  const ctx: Ctx = { locale, session, site, state };
  const { edited } = state;
  const fields = ENTITY_FIELDS[edited.list];
  const items = edited.items as unknown as Item[];
  const nameOf = (item: Item) =>
    String(item.firstname ? `${String(item.firstname)} ${String(item.lastname ?? '')}` : (item.name ?? item.author ?? item.id)).trim();
  return (
    <Shell
      locale={locale}
      title={t(locale, `people.title.${edited.list}`, { site: site.name })}
      path={`/sites/${site.id}/content/${edited.list}`}
      session={session}
    >
      <nav aria-label={t(locale, 'people.lists')}>
        <ul className="site-links">
          {ENTITY_LISTS.map((list) => (
            <li key={list}>
              <a href={`/${locale}/sites/${site.id}/content/${list}`} aria-current={list === edited.list ? 'page' : undefined}>
                {t(locale, `people.list.${list}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <DraftNotices locale={locale} siteId={site.id} saved={state.saved} alert={state.alert} />
      {items.length === 0 && <p>{t(locale, 'people.empty')}</p>}
      <ol className="sections">
        {items.map((item, index) => {
          const name = nameOf(item);
          const typed = state.typed?.at === String(index) ? state.typed.values : undefined;
          const button = (op: string, label: string) => (
            <ListForm ctx={ctx} op={op} at={index} className="inline">
              <SubmitButton label={label} of={name} />
            </ListForm>
          );
          const status = edited.list === 'employees' ? repStatus(locale, item, edited) : null;
          return (
            <li key={String(item.id)}>
              <h2>
                {name}
                {item.hidden === true && <span className="tag"> {t(locale, 'staff.hidden')}</span>}
              </h2>
              {status && <p className="hint">{status}</p>}
              <FoldedItem
                summary={t(locale, 'people.edit')}
                open={typed !== undefined}
                actions={
                  <>
                    {index > 0 && button('up', t(locale, 'pages.up'))}
                    {index < items.length - 1 && button('down', t(locale, 'pages.down'))}
                    {item.hidden === true ? button('show', t(locale, 'staff.show')) : button('hide', t(locale, 'staff.hide'))}
                    {button('remove', t(locale, 'pages.remove'))}
                  </>
                }
              >
                <ListForm ctx={ctx} op="item" at={index} label={name}>
                  {fields.map((field) => (
                    <ItemField key={field.name} ctx={ctx} field={field} item={item} prefix={`e${index}`} typed={typed} />
                  ))}
                  <button type="submit">{t(locale, 'pages.save')}</button>
                </ListForm>
              </FoldedItem>
            </li>
          );
        })}
      </ol>
      <Unmatched locale={locale} edited={edited} />
      <h2 id="add-item">{t(locale, `people.add.${edited.list}`)}</h2>
      <ListForm ctx={ctx} op="add" label={t(locale, `people.add.${edited.list}`)}>
        {fields.map((field) => (
          <ItemField
            key={field.name}
            ctx={ctx}
            field={field}
            item={undefined}
            prefix="new"
            typed={state.typed?.at === 'new' ? state.typed.values : undefined}
          />
        ))}
        <button type="submit">{t(locale, `people.add.${edited.list}`)}</button>
      </ListForm>
    </Shell>
  );
}
