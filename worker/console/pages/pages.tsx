import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { PageList } from '../../../shared/contract/console-pages';
import { t } from '../kit/i18n';
import { languageName } from '../kit/names';
import { SiteShell } from '../kit/render';
import { Field, FormAlert } from '../kit/fields';

export interface NewPageForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  alert?: string;
}

/** The site's pages as the draft has them, each to its editor, and the form of a new page. */
export function PagesPage({
  locale,
  session,
  site,
  list,
  form,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: ConsoleSite;
  list: PageList;
  form: NewPageForm;
}) {
  const [main = 'nl'] = list.languages;
  return (
    <SiteShell locale={locale} session={session} site={site} title="pages.title" screen="pages">
      <p>
        {t(locale, 'changes.intro')} {t(locale, 'pages.intro')} <a href={`/${locale}/sites/${site.id}/changes`}>{t(locale, 'home.changes')}</a>
      </p>
      <ul className="pages">
        {list.pages.map((page) => (
          <li key={page.id}>
            <a href={`/${locale}/sites/${site.id}/pages/${page.id}`}>{page.title[main] || page.title[locale] || page.key}</a>{' '}
            <span className="hint">
              /{main}/{page.url[main] ?? ''}
            </span>
            {page.pending && <em> ({t(locale, 'pages.pendingMark')})</em>}
            {page.hidden && <em> ({t(locale, 'sections.hiddenMark')})</em>}
          </li>
        ))}
      </ul>
      <h2 id="new-page">{t(locale, 'pages.new')}</h2>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={`/${locale}/sites/${site.id}/pages`} aria-labelledby="new-page" noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        {list.languages.map((language) => (
          <fieldset key={language} className="group">
            <legend>{languageName(locale, language)}</legend>
            {(['title', 'url'] as const).map((name) => {
              const id = `p-${name}-${language}`;
              const label = t(locale, name === 'title' ? 'pages.pageTitle' : 'pages.address', { language: languageName(locale, language) });
              return (
                <Field key={name} id={id} label={label} error={form.errors[id]} hint={name === 'url' ? t(locale, 'pages.addressHint') : undefined}>
                  {(described) => (
                    <input id={id} name={`${name}.${language}`} defaultValue={form.values[`${name}.${language}`] ?? ''} lang={language} {...described} />
                  )}
                </Field>
              );
            })}
          </fieldset>
        ))}
        <button type="submit">{t(locale, 'pages.create')}</button>
      </form>
    </SiteShell>
  );
}
