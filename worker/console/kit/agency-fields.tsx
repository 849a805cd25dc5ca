import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { AgencyForm } from './agency-form';
import { Field } from './fields';
import { t } from './i18n';
import { languageName } from './names';

function Choices({ locale, form, field, type }: { locale: Locale; form: AgencyForm; field: 'locales' | 'defaultLocale'; type: 'checkbox' | 'radio' }) {
  const error = form.errors[field];
  const errorId = `agency-${field}-error`;
  return (
    <fieldset className={error ? 'field field--error' : 'field'} aria-describedby={error ? errorId : undefined}>
      <legend>{t(locale, `agencies.${field}`)}</legend>
      {LOCALES.map((lang) => (
        <div key={lang} className="choice">
          <input
            type={type}
            id={`agency-${field}-${lang}`}
            name={field}
            value={lang}
            defaultChecked={field === 'locales' ? form.locales.includes(lang) : form.defaultLocale === lang}
            {...(error ? { 'aria-invalid': true as const } : {})}
          />
          <label htmlFor={`agency-${field}-${lang}`} lang={lang}>
            {languageName(locale, lang)}
          </label>
        </div>
      ))}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The agency's name, languages and owner's address: the operator's form and the sign-up's. */
export function AgencyFields(props: { locale: Locale; form: AgencyForm; emailLabel: string; emailHint: string; autoComplete: 'off' | 'email' }) {
  const { locale, form, emailLabel, emailHint, autoComplete } = props;
  return (
    <>
      <Field id="agency-name" label={t(locale, 'agencies.name')} error={form.errors.name} hint={t(locale, 'agencies.nameHint')}>
        {(described) => (
          <input id="agency-name" name="name" type="text" autoComplete="organization" required maxLength={200} defaultValue={form.name} {...described} />
        )}
      </Field>
      <Choices locale={locale} form={form} field="locales" type="checkbox" />
      <Choices locale={locale} form={form} field="defaultLocale" type="radio" />
      <Field id="agency-owner" label={emailLabel} error={form.errors.ownerEmail} hint={emailHint}>
        {(described) => (
          <input id="agency-owner" name="ownerEmail" type="email" autoComplete={autoComplete} required defaultValue={form.ownerEmail} {...described} />
        )}
      </Field>
    </>
  );
}
