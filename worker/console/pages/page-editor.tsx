import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import { EDITABLE_SECTIONS, type EditedPage, NEVER_HIDDEN } from '../../../shared/contract/console-pages';
import { MAX_COUNTERS, type SectionChoices } from '../../../shared/contract/console-sections';
import { PAGE_EDITOR_SCRIPT_PATH } from '../kit/editor-script';
import { t } from '../kit/i18n';
import { Shell, type ScreenProps } from '../kit/render';
import { ChoiceSelect, choicesOf, Field, FormAlert, Notice, OpForm, type OpFormProps, FieldError, SubmitButton, PostButton } from '../kit/fields';
import { languageName } from '../kit/names';
import { CounterFields, ListingFields } from './listing-fields';
import { PictureField } from '../kit/picture-field';
import { SectionFields, Untranslated } from './section-fields';
import { summaryOf, missingWords, addable, filterAlone, SectionPreview } from './section-parts';

export interface PageEditorState {
  /** The page as the forms show it: the draft's, or what was typed when a save was refused. */
  edited: EditedPage;
  errors: Record<string, string>;
  alert?: string;
  saved?: boolean;
  /** The site's collections and estates the listing sections pick from. */
  choices: SectionChoices;
  /** The section shown in the site's preview beside its form: its id, the framed address and its language; null: no address to preview on. */
  preview?: { sectionId: number; address: string | null; language: string };
  /** What is shown open: a section (its id; the one just acted on), the page's own fields, or the counters; the rest is collapsed to a line each. */
  open?: number | 'fields' | 'counters';
  /** A section was just removed (after its confirmation). */
  removed?: boolean;
  /**
   * The id of the element an action lands on (`?focus=`: a section's summary, the page's fields,
   * the counters, the visibility or the sections' heading): focused as the page loads.
   */
  focus?: string;
}

/** A form of the editor: posts to the page with its operation, the CSRF token and the version the page was opened at. */
function EditForm({
  locale,
  site,
  session,
  edited,
  index,
  ...form
}: ScreenProps<{ site: ConsoleSite; edited: EditedPage; index?: number }> & Omit<OpFormProps, 'action' | 'csrf' | 'version'>) {
  const action = `/${locale}/sites/${site.id}/pages/${edited.page.id}`;
  return <OpForm {...form} action={action} csrf={session.csrf} version={edited.version} item={{ index }} />;
}

/**
 * One page's editor: its title, description and address per language, then its
 * sections in order, each with its own form. Each part is a <details>: the sections collapse to
 * a line (kind, title, hidden, incomplete) with one open at a time, the one last acted on
 * (`state.open`, the redirect's `?open=`), its summary focused as the page loads (`?focus=`,
 * autofocus); the console's page-editor script (client/console/page-editor.ts) shows a section's
 * languages as tabs. Without it every language's field stays on the page.
 */
export function PageEditorPage({ locale, session, site, state }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: PageEditorState }) {
  const { edited, errors } = state;
  const { page, languages } = edited;
  const name = page.title[languages[0] ?? 'nl'] || page.key;
  const form = { locale, site, session, edited };
  const kind = (type: string) => t(locale, `pages.kind.${type}`);
  const editor = `/${locale}/sites/${site.id}/pages/${page.id}`;
  const element = page.elements.find((candidate) => candidate.type === 'ctaNumbers');
  const counters = element?.type === 'ctaNumbers' ? element.data.items : [];
  const failed = (field: RegExp) => Object.keys(errors).some((id) => field.test(id));
  const fieldsOpen = state.open === 'fields' || failed(/^p-/);
  const countersOpen = state.open === 'counters' || failed(/^c\d+-|^counters$/);
  // The element an action landed on takes the focus as the page loads, unless the page shows errors (their summary takes it).
  const landedOn = (id: string) => (state.focus === id && Object.keys(errors).length === 0 ? { autoFocus: true } : {});
  const tabs = languages.length > 1 ? JSON.stringify(languages.map((language) => [language, languageName(locale, language)])) : undefined;
  return (
    <Shell
      locale={locale}
      title={t(locale, 'pages.editTitle', { page: name })}
      path={`/sites/${site.id}/pages/${page.id}`}
      session={session}
      siteOrigin={state.edited.siteOrigin}
    >
      {(state.saved || state.removed) && (
        <Notice>
          {t(locale, state.removed ? 'sections.removed' : 'pages.saved')} <a href={`/${locale}/sites/${site.id}/changes`}>{t(locale, 'home.changes')}</a>
        </Notice>
      )}
      {state.alert && <FormAlert>{state.alert}</FormAlert>}
      <p>
        <a href={`/${locale}/sites/${site.id}/pages`}>{t(locale, 'pages.title', { site: site.name })}</a>
      </p>
      <details className="part" id="page-fields-part" open={fieldsOpen}>
        <summary id="page-fields" {...landedOn('page-fields')}>
          <h2>{t(locale, 'pages.fields')}</h2>
        </summary>
        <EditForm {...form} op="fields" label={t(locale, 'pages.fields')} files>
          <div data-language-tabs={tabs} data-tabs-label={t(locale, 'sections.languages', { section: t(locale, 'pages.fields') })}>
            {languages.map((language) => (
              <fieldset key={language} className="group" data-lang={language}>
                <legend>{languageName(locale, language)}</legend>
                {(['title', 'description', 'url'] as const).map((field) => {
                  const id = `p-${field}-${language}`;
                  const label = t(locale, field === 'title' ? 'pages.pageTitle' : field === 'url' ? 'pages.address' : 'pages.description', {
                    language: languageName(locale, language),
                  });
                  if (field === 'url' && page.key === 'home') return null;
                  const value = (field === 'url' ? page.url[language] : page[field][language]) ?? '';
                  const untranslated = edited.untranslated?.includes(`${field}.${language}`) ? <Untranslated locale={locale} /> : null;
                  const hint =
                    field === 'url' ? (
                      <>
                        {t(locale, 'pages.addressHint')} {untranslated}
                      </>
                    ) : (
                      untranslated
                    );
                  return (
                    <Field key={field} id={id} label={label} error={errors[id]} hint={hint ?? undefined}>
                      {(described) => <input id={id} name={`${field}.${language}`} defaultValue={value} lang={language} {...described} />}
                    </Field>
                  );
                })}
              </fieldset>
            ))}
            <fieldset className="group">
              <legend>{t(locale, 'media.hero')}</legend>
              <PictureField
                locale={locale}
                siteId={site.id}
                prefix="p"
                name="image"
                use="hero"
                url={page.image?.url}
                errors={errors}
                alt={{ languages, value: page.image?.alt }}
              />
            </fieldset>
          </div>
          <button type="submit">{t(locale, 'pages.save')}</button>
        </EditForm>
      </details>
      <h2 id="visibility" tabIndex={-1} {...landedOn('visibility')}>
        {t(locale, 'sections.visibility')}
      </h2>
      <p id="p-hidden">{page.hidden ? t(locale, 'sections.pageHidden') : t(locale, 'sections.pageShown')}</p>
      <FieldError id="p-hidden" error={errors['p-hidden']} />
      <div className="actions">
        {(NEVER_HIDDEN as readonly string[]).includes(page.key) ? (
          <p className="hint">{t(locale, 'sections.homeAlwaysShown')}</p>
        ) : (
          <EditForm {...form} op="visibility" className="inline">
            <input type="hidden" name="hidden" value={page.hidden ? '0' : '1'} />
            <button type="submit">{t(locale, page.hidden ? 'sections.showPage' : 'sections.hidePage')}</button>
          </EditForm>
        )}
        <PostButton
          action={`/${locale}/sites/${site.id}/preview`}
          csrf={session.csrf}
          form="inline"
          fields={{ to: `/${languages[0] ?? 'nl'}/${page.url[languages[0] ?? 'nl'] ?? ''}` }}
          label={t(locale, 'pages.preview')}
        />
      </div>
      <h2 id="sections" tabIndex={-1} {...landedOn('sections')}>
        {t(locale, 'pages.sections')}
      </h2>
      {page.sections.length === 0 && <p>{t(locale, 'pages.noSections')}</p>}
      <ol className="sections" aria-labelledby="sections">
        {page.sections.map((section, index) => {
          const editable = (EDITABLE_SECTIONS as readonly string[]).includes(section.type);
          const heading = `${index + 1}. ${kind(section.type)}`;
          const previewed = state.preview?.sectionId === section.id ? state.preview : undefined;
          const missing = missingWords(locale, section);
          const summary = summaryOf(section, languages);
          const open = state.open === section.id || failed(new RegExp(`^s${index}(-|$)`));
          return (
            <li key={section.id} id={`section-${section.id}`} className={missing ? 'section--incomplete' : undefined}>
              <details name="sections" open={open}>
                <summary id={`summary-${section.id}`} {...landedOn(`summary-${section.id}`)}>
                  <h3>{heading}</h3>
                  <span className="section-line">
                    {summary ? <span lang={languages[0]}>“{summary}”</span> : <span className="hint">({t(locale, 'sections.untitled')})</span>}
                    {section.hidden && <em> ({t(locale, 'sections.hiddenMark')})</em>}
                    {missing && <strong className="incomplete-mark"> {t(locale, 'sections.incomplete')}</strong>}
                  </span>
                </summary>
                {missing && <p className="hint">{t(locale, 'sections.incompleteHint', { fields: missing })}</p>}
                {section.hidden && <p className="hint">{t(locale, 'sections.sectionHidden')}</p>}
                {filterAlone(page, index) && <p className="hint">{t(locale, 'sections.filterNeedsList')}</p>}
                <div className="actions">
                  {!previewed && (
                    <a href={`${editor}?preview=${section.id}&open=${section.id}&focus=summary-${section.id}`}>
                      {t(locale, 'sections.preview')}
                      <span className="visually-hidden">: {heading}</span>
                    </a>
                  )}
                  <EditForm {...form} op="sectionVisibility" index={index} className="inline">
                    <input type="hidden" name="hidden" value={section.hidden ? '0' : '1'} />
                    <SubmitButton label={t(locale, section.hidden ? 'sections.show' : 'sections.hide')} of={heading} />
                  </EditForm>
                  {index > 0 && (
                    <EditForm {...form} op="up" index={index} className="inline">
                      <SubmitButton label={t(locale, 'pages.up')} of={heading} />
                    </EditForm>
                  )}
                  {index < page.sections.length - 1 && (
                    <EditForm {...form} op="down" index={index} className="inline">
                      <SubmitButton label={t(locale, 'pages.down')} of={heading} />
                    </EditForm>
                  )}
                  <a href={`${editor}/sections/${section.id}/remove`} className="danger-link">
                    {t(locale, 'pages.remove')}
                    <span className="visually-hidden">: {heading}</span>
                  </a>
                </div>
                <div className={previewed ? 'section-edit section-edit--preview' : 'section-edit'}>
                  {editable ? (
                    <EditForm {...form} op="section" index={index} label={heading} files={section.type === 'imageWithText'}>
                      <div data-language-tabs={tabs} data-tabs-label={t(locale, 'sections.languages', { section: heading })}>
                        <SectionFields
                          locale={locale}
                          siteId={site.id}
                          languages={languages}
                          section={section}
                          prefix={`s${index}`}
                          errors={errors}
                          untranslated={edited.untranslated}
                        />
                        <ListingFields locale={locale} languages={languages} section={section} prefix={`s${index}`} errors={errors} choices={state.choices} />
                      </div>
                      <button type="submit">{t(locale, 'pages.save')}</button>
                    </EditForm>
                  ) : (
                    <p className="hint">{t(locale, 'pages.notEditable')}</p>
                  )}
                  {previewed && (
                    <SectionPreview locale={locale} heading={heading} preview={previewed} languages={languages} editor={editor} sectionId={section.id} />
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      <h2 id="add-section">{t(locale, 'pages.add')}</h2>
      <EditForm {...form} op="add" label={t(locale, 'pages.add')}>
        <ChoiceSelect id="add-kind" name="type" label={t(locale, 'pages.kindLabel')} choices={choicesOf(addable(state.choices), kind)} />
        <button type="submit">{t(locale, 'pages.add')}</button>
      </EditForm>
      <details className="part" id="counters-part" open={countersOpen}>
        <summary id="counters" {...landedOn('counters')}>
          <h2>{t(locale, 'sections.counters')}</h2>
        </summary>
        <p className="hint">{t(locale, 'sections.countersIntro')}</p>
        <EditForm {...form} op="counters" label={t(locale, 'sections.counters')}>
          <CounterFields locale={locale} languages={languages} items={counters} errors={errors} max={MAX_COUNTERS} />
          <button type="submit">{t(locale, 'sections.saveCounters')}</button>
        </EditForm>
      </details>
      <h2>{t(locale, 'pages.deletePage')}</h2>
      {edited.keyPage ? (
        <p>{t(locale, 'pages.keyPage')}</p>
      ) : (
        <EditForm {...form} op="delete">
          <button type="submit">{t(locale, 'pages.deletePage')}</button>
        </EditForm>
      )}
      <script type="module" src={PAGE_EDITOR_SCRIPT_PATH} async />
    </Shell>
  );
}
