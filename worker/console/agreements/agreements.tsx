import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { AgreementList } from '../../../shared/contract/console-agreements';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { Field, FormAlert, Notice, PostButton, type EditorResult } from '../kit/fields';
import { languageName } from '../kit/names';
import { RichTextField } from '../kit/rich-text';

/** The texts, and the last form's result (a refused form's typing: which text, `privacy/nl`). */
export interface AgreementsState extends EditorResult<{ key: string }> {
  list: AgreementList;
}

/** The privacy statement and terms of use in each of the site's languages: title and text, or the text written from the legal data again. */
export function AgreementsPage({ locale, session, site, state }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: AgreementsState }) {
  return (
    <Shell
      locale={locale}
      title={t(locale, 'agreements.title', { site: site.name })}
      path={`/sites/${site.id}/agreements`}
      session={session}
      siteOrigin={state.list.siteOrigin}
    >
      {state.saved && (
        <Notice>
          {t(locale, 'pages.saved')} <a href={`/${locale}/sites/${site.id}/changes`}>{t(locale, 'home.changes')}</a>
        </Notice>
      )}
      {state.alert && <FormAlert>{state.alert}</FormAlert>}
      <p>{t(locale, 'agreements.intro')}</p>
      {state.list.agreements.map((agreement) => {
        const key = `${agreement.type}/${agreement.locale}`;
        const prefix = `${agreement.type}-${agreement.locale}`;
        const typed = state.typed?.key === key ? state.typed.values : undefined;
        const heading = `${t(locale, `agreements.kind.${agreement.type}`)} (${languageName(locale, agreement.locale)})`;
        const action = `/${locale}/sites/${site.id}/agreements/${key}`;
        return (
          <section key={key} aria-labelledby={`${prefix}-heading`}>
            <h2 id={`${prefix}-heading`}>{heading}</h2>
            <p className="hint">{t(locale, agreement.generated ? 'agreements.generated' : 'agreements.own')}</p>
            {agreement.type === 'privacy' && <p className="hint">{t(locale, 'agreements.retentionHint')}</p>}
            <details open={typed !== undefined}>
              <summary>{t(locale, 'people.edit')}</summary>
              <form method="post" action={action} aria-label={heading} noValidate>
                <input type="hidden" name="_csrf" value={session.csrf} />
                <input type="hidden" name="version" value={String(agreement.version)} />
                <Field id={`${prefix}-title`} label={t(locale, 'agreements.heading')} error={state.errors[`${prefix}-title`]}>
                  {(described) => (
                    <input id={`${prefix}-title`} name="title" defaultValue={typed?.title ?? agreement.title} lang={agreement.locale} {...described} />
                  )}
                </Field>
                <RichTextField
                  locale={locale}
                  lang={agreement.locale}
                  id={`${prefix}-html`}
                  name="html"
                  label={t(locale, 'agreements.text')}
                  value={typed?.html ?? agreement.html}
                  error={state.errors[`${prefix}-html`]}
                  rows={16}
                />
                <button type="submit">{t(locale, 'pages.save')}</button>
              </form>
            </details>
            {!agreement.generated && (
              <PostButton
                action={`${action}/generated`}
                csrf={session.csrf}
                fields={{ version: agreement.version }}
                label={t(locale, 'agreements.regenerate')}
                of={heading}
              />
            )}
          </section>
        );
      })}
    </Shell>
  );
}
