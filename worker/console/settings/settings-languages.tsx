import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleLanguages } from '../../../shared/contract/console-languages';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { ChoiceSelect, choicesOf, Notice, OpForm } from '../kit/fields';
import { languageName } from '../kit/names';

export interface LanguagesForm {
  errors: Record<string, string>;
  notice?: string;
}

/** A form of the languages' section: posts its operation with the version the screen was opened at. */
function LanguageForm({
  locale,
  session,
  languages,
  op,
  children,
  label,
}: {
  locale: Locale;
  session: ConsoleSession;
  languages: ConsoleLanguages;
  op: string;
  children: React.ReactNode;
  label?: string;
}) {
  return (
    <OpForm action={`/${locale}/sites/${languages.site.id}/settings/languages`} csrf={session.csrf} version={languages.version} op={op} label={label}>
      {children}
    </OpForm>
  );
}

/**
 * The site's languages: what is live, what the draft will make live, a language to
 * add (its pages, menus and legal texts come into the draft), one to remove (confirmed first),
 * and the default language. Nothing changes on the site before a publish.
 */
export function LanguagesSection({
  locale,
  session,
  languages,
  form,
}: {
  locale: Locale;
  session: ConsoleSession;
  languages: ConsoleLanguages;
  form?: LanguagesForm;
}) {
  const names = (list: Locale[]) => list.map((language) => languageName(locale, language)).join(', ');
  const { draft, live } = languages;
  const changed = draft.locales.join() !== live.locales.join() || draft.defaultLocale !== live.defaultLocale;
  const missing = LOCALES.filter((language) => !draft.locales.includes(language));
  const errors = form?.errors ?? {};
  const common = { locale, session, languages };
  /** A language among `languages` (the `locale` the form posts), its error beside it. */
  const languageSelect = (id: string, label: string, languages: readonly Locale[], value?: Locale) => (
    <ChoiceSelect
      id={id}
      name="locale"
      label={t(locale, label)}
      error={errors[id]}
      value={value}
      choices={choicesOf(languages, (one) => languageName(locale, one))}
    />
  );
  return (
    <section aria-labelledby="languages-title">
      <h2 id="languages-title">{t(locale, 'siteSettings.languages')}</h2>
      {form?.notice && (
        <Notice>
          {form.notice} <a href={`/${locale}/sites/${languages.site.id}/changes`}>{t(locale, 'siteSettings.publishLink')}</a>
        </Notice>
      )}
      <p>{t(locale, 'siteSettings.languagesIntro')}</p>
      <p>{t(locale, 'siteSettings.live', { languages: names(live.locales) })}</p>
      {changed && <p>{t(locale, 'siteSettings.pendingLanguages', { languages: names(draft.locales) })}</p>}
      <ul className="languages-list">
        {draft.locales.map((language) => (
          <li key={language}>
            {languageName(locale, language)}{' '}
            {draft.locales.length > 1 && (
              <LanguageForm {...common} op="remove">
                <input type="hidden" name="locale" value={language} />
                <button type="submit">{t(locale, 'siteSettings.removeLanguage', { language: languageName(locale, language) })}</button>
              </LanguageForm>
            )}
          </li>
        ))}
      </ul>
      {errors['languages-remove'] && (
        <p className="field-error" role="alert">
          {errors['languages-remove']}
        </p>
      )}
      {missing.length > 0 ? (
        <LanguageForm {...common} op="add" label={t(locale, 'siteSettings.addLanguage')}>
          {languageSelect('language-add', 'siteSettings.newLanguage', missing)}
          <button type="submit">{t(locale, 'siteSettings.addLanguage')}</button>
        </LanguageForm>
      ) : (
        <p>{t(locale, 'siteSettings.allLanguages')}</p>
      )}
      <LanguageForm {...common} op="default" label={t(locale, 'siteSettings.defaultLanguage')}>
        {languageSelect('language-default', 'siteSettings.defaultLanguage', draft.locales, draft.defaultLocale)}
        <button type="submit">{t(locale, 'siteSettings.saveDefault')}</button>
      </LanguageForm>
    </section>
  );
}

/** "Remove French?": what it does, the removal confirmed (it still waits for the publish), or back. */
export function RemoveLanguagePage({
  locale,
  session,
  languages,
  language,
}: {
  locale: Locale;
  session: ConsoleSession;
  languages: ConsoleLanguages;
  language: Locale;
}) {
  const name = languageName(locale, language);
  const path = `/sites/${languages.site.id}/settings`;
  return (
    <Shell locale={locale} title={t(locale, 'siteSettings.confirmRemove', { language: name })} path={path} session={session}>
      <p>{t(locale, 'siteSettings.confirmRemoveText', { language: name })}</p>
      <LanguageForm locale={locale} session={session} languages={languages} op="remove">
        <input type="hidden" name="locale" value={language} />
        <input type="hidden" name="confirm" value="1" />
        <div className="actions">
          <button type="submit" className="danger">
            {t(locale, 'siteSettings.confirm')}
          </button>
          <a href={`/${locale}${path}`}>{t(locale, 'siteSettings.cancel')}</a>
        </div>
      </LanguageForm>
    </Shell>
  );
}

/** The notice after a change of languages: the language added is in the draft, or the change is. */
export function languagesNotice(locale: Locale, query: { languages?: string | undefined; added?: string | undefined }): string | undefined {
  if (query.languages !== '1') return undefined;
  if (query.added && isLocale(query.added)) return t(locale, 'siteSettings.languageAdded', { language: languageName(locale, query.added) });
  return t(locale, 'siteSettings.languagesSaved');
}
