import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleTags } from '../../../shared/contract/console-tags';
import { TAG_NAMES } from '../../../shared/domain/site-tags';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { Field, FormOutcome, PostForm, type FormResult } from '../kit/fields';

/** The form's result (its errors by tag name: ga4, gtm, meta). */
export interface TagsForm extends FormResult {
  /** What the form shows: the stored ids, or what was posted when refused. */
  values: ConsoleTags;
}

/** The agency's own tags (owners): GA4, Tag Manager, Meta pixel; the site asks consent before loading any. Live at once. */
export function TagsPage({ locale, session, form }: { locale: Locale; session: ConsoleSession; form: TagsForm }) {
  const { values, errors } = form;
  const site = values.site;
  return (
    <SiteShell locale={locale} session={session} site={site} title="tags.title" screen="tags">
      <FormOutcome saved={form.saved && t(locale, 'tags.saved')} alert={form.alert} />
      <p>{t(locale, 'tags.intro')}</p>
      <p>{t(locale, 'tags.consent')}</p>
      <PostForm action={`/${locale}/sites/${site.id}/tags`} csrf={session.csrf} noValidate>
        {TAG_NAMES.map((name) => (
          <Field key={name} id={`tags-${name}`} label={t(locale, `tags.${name}`)} error={errors[name]} hint={t(locale, `tags.${name}Hint`)}>
            {(described) => (
              <input id={`tags-${name}`} name={name} type="text" spellCheck={false} autoComplete="off" defaultValue={values.tags[name] ?? ''} {...described} />
            )}
          </Field>
        ))}
        <button type="submit">{t(locale, 'pages.save')}</button>
      </PostForm>
    </SiteShell>
  );
}
