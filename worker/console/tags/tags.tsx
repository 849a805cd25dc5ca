import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleTags } from '../../../shared/contract/console-tags';
import { TAG_NAMES } from '../../../shared/domain/site-tags';
import { t } from '../kit/i18n';
import { Field, type FormResult, SiteFormScreen } from '../kit/fields';

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
    <SiteFormScreen locale={locale} session={session} site={site} screen="tags" words="tags" form={form} more={<p>{t(locale, 'tags.consent')}</p>}>
      {TAG_NAMES.map((name) => (
        <Field key={name} id={`tags-${name}`} label={t(locale, `tags.${name}`)} error={errors[name]} hint={t(locale, `tags.${name}Hint`)}>
          {(described) => (
            <input id={`tags-${name}`} name={name} type="text" spellCheck={false} autoComplete="off" defaultValue={values.tags[name] ?? ''} {...described} />
          )}
        </Field>
      ))}
    </SiteFormScreen>
  );
}
