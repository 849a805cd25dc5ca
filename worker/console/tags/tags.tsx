import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleTags } from '../../../shared/contract/console-tags';
import { TAG_NAMES } from '../../../shared/domain/site-tags';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { Field, FormAlert, Notice } from '../kit/fields';

export interface TagsForm {
  /** What the form shows: the stored ids, or what was posted when refused. */
  values: ConsoleTags;
  /** Messages by tag name (ga4, gtm, meta). */
  errors: Record<string, string>;
  alert?: string;
  saved?: boolean;
}

/** The agency's own tags (owners): GA4, Tag Manager, Meta pixel; the site asks consent before loading any. Live at once. */
export function TagsPage({ locale, session, form }: { locale: Locale; session: ConsoleSession; form: TagsForm }) {
  const { values, errors } = form;
  const site = values.site;
  return (
    <Shell locale={locale} title={t(locale, 'tags.title', { site: site.name })} path={`/sites/${site.id}/tags`} session={session}>
      {form.saved && <Notice>{t(locale, 'tags.saved')}</Notice>}
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <p>{t(locale, 'tags.intro')}</p>
      <p>{t(locale, 'tags.consent')}</p>
      <form method="post" action={`/${locale}/sites/${site.id}/tags`} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        {TAG_NAMES.map((name) => (
          <Field key={name} id={`tags-${name}`} label={t(locale, `tags.${name}`)} error={errors[name]} hint={t(locale, `tags.${name}Hint`)}>
            {(described) => (
              <input id={`tags-${name}`} name={name} type="text" spellCheck={false} autoComplete="off" defaultValue={values.tags[name] ?? ''} {...described} />
            )}
          </Field>
        ))}
        <button type="submit">{t(locale, 'pages.save')}</button>
      </form>
    </Shell>
  );
}
