import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/platform-api/console';
import { EDITABLE_SECTIONS, type EditedPage } from '../../../shared/platform-api/console-pages';
import { t } from '../i18n';
import { Shell } from '../render';
import { Field, FormAlert } from './fields';
import { languageName } from './pages';
import { PictureField } from './picture-field';
import { SectionFields, Untranslated } from './section-fields';

export interface PageEditorState {
  /** The page as the forms show it: the draft's, or what was typed when a save was refused. */
  edited: EditedPage;
  errors: Record<string, string>;
  alert?: string;
  saved?: boolean;
}

/** A form of the editor: posts to the page with its operation, the CSRF token and the version the page was opened at. */
function EditForm({ locale, site, session, edited, op, index, children, className, label, files }: { locale: Locale; site: ConsoleSite; session: ConsoleSession; edited: EditedPage; op: string; index?: number; children?: ReactNode; className?: string; label?: string; files?: boolean }) {
  return (
    <form method="post" action={`/${locale}/sites/${site.id}/pages/${edited.page.id}`} className={className} aria-label={label} encType={files ? 'multipart/form-data' : undefined} noValidate>
      <input type="hidden" name="_csrf" value={session.csrf} />
      <input type="hidden" name="version" value={String(edited.version)} />
      <input type="hidden" name="op" value={op} />
      {index !== undefined && <input type="hidden" name="index" value={String(index)} />}
      {children}
    </form>
  );
}

/** One page's editor (issue 32): its title, description and address per language, then its sections in order, each with its own form. */
export function PageEditorPage({ locale, session, site, state }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: PageEditorState }) {
  const { edited, errors } = state;
  const { page, languages } = edited;
  const name = page.title[languages[0] ?? 'nl'] || page.key;
  const form = { locale, site, session, edited };
  const kind = (type: string) => t(locale, `pages.kind.${type}`);
  return (
    <Shell locale={locale} title={t(locale, 'pages.editTitle', { page: name })} path={`/sites/${site.id}/pages/${page.id}`} session={session}>
      {state.saved && (
        <p className="notice" role="status">
          {t(locale, 'pages.saved')} <a href={`/${locale}/sites/${site.id}/changes`}>{t(locale, 'home.changes')}</a>
        </p>
      )}
      {state.alert && <FormAlert>{state.alert}</FormAlert>}
      <p>
        <a href={`/${locale}/sites/${site.id}/pages`}>{t(locale, 'pages.title', { site: site.name })}</a>
      </p>
      <h2 id="page-fields">{t(locale, 'pages.fields')}</h2>
      <EditForm {...form} op="fields" label={t(locale, 'pages.fields')} files>
        {languages.map((language) => (
          <fieldset key={language} className="group">
            <legend>{languageName(locale, language)}</legend>
            {(['title', 'description', 'url'] as const).map((field) => {
              const id = `p-${field}-${language}`;
              const label = t(locale, field === 'title' ? 'pages.pageTitle' : field === 'url' ? 'pages.address' : 'pages.description', { language: languageName(locale, language) });
              if (field === 'url' && page.key === 'home') return null;
              const value = (field === 'url' ? page.url[language] : page[field][language]) ?? '';
              const untranslated = edited.untranslated?.includes(`${field}.${language}`) ? <Untranslated locale={locale} /> : null;
              const hint = field === 'url' ? <>{t(locale, 'pages.addressHint')} {untranslated}</> : untranslated;
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
          <PictureField locale={locale} siteId={site.id} prefix="p" name="image" use="hero" url={page.image?.url} errors={errors} alt={{ languages, value: page.image?.alt }} />
        </fieldset>
        <button type="submit">{t(locale, 'pages.save')}</button>
      </EditForm>
      <form method="post" action={`/${locale}/sites/${site.id}/preview`}>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="to" value={`/${languages[0] ?? 'nl'}/${page.url[languages[0] ?? 'nl'] ?? ''}`} />
        <button type="submit">{t(locale, 'pages.preview')}</button>
      </form>
      <h2 id="sections">{t(locale, 'pages.sections')}</h2>
      {page.sections.length === 0 && <p>{t(locale, 'pages.noSections')}</p>}
      <ol className="sections" aria-labelledby="sections">
        {page.sections.map((section, index) => {
          const editable = (EDITABLE_SECTIONS as readonly string[]).includes(section.type);
          const heading = `${index + 1}. ${kind(section.type)}`;
          return (
            <li key={section.id}>
              <h3>{heading}</h3>
              {editable ? (
                <EditForm {...form} op="section" index={index} label={heading} files={section.type === 'imageWithText'}>
                  <SectionFields locale={locale} siteId={site.id} languages={languages} section={section} prefix={`s${index}`} errors={errors} untranslated={edited.untranslated} />
                  <button type="submit">{t(locale, 'pages.save')}</button>
                </EditForm>
              ) : (
                <p className="hint">{t(locale, 'pages.notEditable')}</p>
              )}
              <div className="actions">
                {index > 0 && (
                  <EditForm {...form} op="up" index={index} className="inline">
                    <button type="submit" aria-label={`${t(locale, 'pages.up')}: ${heading}`}>{t(locale, 'pages.up')}</button>
                  </EditForm>
                )}
                {index < page.sections.length - 1 && (
                  <EditForm {...form} op="down" index={index} className="inline">
                    <button type="submit" aria-label={`${t(locale, 'pages.down')}: ${heading}`}>{t(locale, 'pages.down')}</button>
                  </EditForm>
                )}
                <EditForm {...form} op="remove" index={index} className="inline">
                  <button type="submit" aria-label={`${t(locale, 'pages.remove')}: ${heading}`}>{t(locale, 'pages.remove')}</button>
                </EditForm>
              </div>
            </li>
          );
        })}
      </ol>
      <h2 id="add-section">{t(locale, 'pages.add')}</h2>
      <EditForm {...form} op="add" label={t(locale, 'pages.add')}>
        <Field id="add-kind" label={t(locale, 'pages.kindLabel')}>
          {(described) => (
            <select id="add-kind" name="type" {...described}>
              {EDITABLE_SECTIONS.map((type) => (
                <option key={type} value={type}>
                  {kind(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">{t(locale, 'pages.add')}</button>
      </EditForm>
      <h2>{t(locale, 'pages.deletePage')}</h2>
      {edited.keyPage ? (
        <p>{t(locale, 'pages.keyPage')}</p>
      ) : (
        <EditForm {...form} op="delete">
          <button type="submit">{t(locale, 'pages.deletePage')}</button>
        </EditForm>
      )}
    </Shell>
  );
}
