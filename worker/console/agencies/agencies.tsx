import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { Field, FormAlert, PostButton } from '../kit/fields';
import type { DatabaseFills } from '../../../shared/contract/console-agencies';
import { DatabaseFillSection } from './databases';

export type AgencyField = 'name' | 'locales' | 'defaultLocale' | 'ownerEmail';

export interface AgencyForm {
  name: string;
  locales: string[];
  defaultLocale: string;
  ownerEmail: string;
  errors: Partial<Record<AgencyField, string>>;
  alert?: string;
  /** The agency just made: the page says so, with its address and who was invited. */
  created?: { name: string; address: string; owner: string };
}

export const EMPTY_AGENCY: AgencyForm = { name: '', locales: ['nl', 'fr'], defaultLocale: 'nl', ownerEmail: '', errors: {} };

const languageName = (locale: Locale, lang: Locale) => t(locale, `agencies.language.${lang}`);

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

/** A new agency (operators only): name, languages, the owner's address; after it, what was made; then sign-up and the databases' fill. */
export function NewAgencyPage({
  locale,
  session,
  form,
  signUpOpen,
  databases,
}: {
  locale: Locale;
  session: ConsoleSession;
  form: AgencyForm;
  signUpOpen: boolean;
  databases: DatabaseFills | null;
}) {
  return (
    <Shell locale={locale} title={t(locale, 'title.newAgency')} path="/agencies/new" session={session}>
      {form.created && (
        <div className="notice" role="status">
          <p>{t(locale, 'agencies.created', { site: form.created.name })}</p>
          <p>{t(locale, 'agencies.invited', { email: form.created.owner })}</p>
          <p>
            {t(locale, 'agencies.address')} <a href={form.created.address}>{form.created.address}</a>
          </p>
          <p>{t(locale, 'agencies.comingSoon')}</p>
        </div>
      )}
      <p>{t(locale, 'agencies.intro')}</p>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={`/${locale}/agencies/new`} aria-label={t(locale, 'title.newAgency')} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <AgencyFields
          locale={locale}
          form={form}
          emailLabel={t(locale, 'agencies.ownerEmail')}
          emailHint={t(locale, 'agencies.ownerHint')}
          autoComplete="off"
        />
        <button type="submit">{t(locale, 'agencies.submit')}</button>
      </form>
      <SignUpSwitch locale={locale} session={session} open={signUpOpen} />
      <DatabaseFillSection locale={locale} report={databases} />
    </Shell>
  );
}

/** The operators' switch of self-service sign-up: its state in words, and one button to change it. */
function SignUpSwitch({ locale, session, open }: { locale: Locale; session: ConsoleSession; open: boolean }) {
  return (
    <section aria-labelledby="sign-up-switch">
      <h2 id="sign-up-switch">{t(locale, 'signUp.switchTitle')}</h2>
      <p>{t(locale, open ? 'signUp.isOpen' : 'signUp.isClosed')}</p>
      {open && (
        <p>
          {t(locale, 'signUp.address')} <a href={`/${locale}/sign-up`}>{`/${locale}/sign-up`}</a>
        </p>
      )}
      <PostButton
        action={`/${locale}/agencies/sign-up`}
        csrf={session.csrf}
        fields={{ open: open ? '0' : '1' }}
        label={t(locale, open ? 'signUp.close' : 'signUp.open')}
      />
    </section>
  );
}

/** What someone who is not an operator sees at /agencies/new. */
export function OperatorsOnlyPage({ locale, session }: { locale: Locale; session: ConsoleSession }) {
  return (
    <Shell locale={locale} title={t(locale, 'title.forbidden')} path="/agencies/new" session={session}>
      <p>{t(locale, 'agencies.operatorsOnly')}</p>
      <p>
        <a href={`/${locale}/`}>{t(locale, 'nav.home')}</a>
      </p>
    </Shell>
  );
}
