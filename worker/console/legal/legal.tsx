import type { Locale } from '../../../shared/i18n/locales';
import { type LegalField, VAT_REGIMES } from '../../../shared/domain/legal';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleLegal } from '../../../shared/contract/console-legal';
import { t } from '../kit/i18n';
import type { LegalValues } from './legal-form';
import { SiteShell } from '../kit/render';
import { Field, FormAlert, Notice, FieldError } from '../kit/fields';

export interface LegalForm {
  values: LegalValues;
  errors: Record<string, string>;
  alert?: string;
  saved?: boolean;
}

/** The form label that names each missing legal field (shared/domain/legal.ts LEGAL_FIELDS). */
const MISSING_LABELS: Record<LegalField, string> = {
  company: 'company',
  address: 'street',
  enterpriseNumber: 'enterpriseNumber',
  biv: 'bivNumber',
  authority: 'authority',
  title: 'title',
  vatRegime: 'vatRegime',
  insurer: 'insurerName',
  policy: 'insurerPolicy',
  deontology: 'deontologyUrl',
  privacyController: 'privacyController',
  privacyEmail: 'privacyEmail',
};

type Props = { locale: Locale; values: LegalValues; errors: Record<string, string> };

/** One text field of the legal form with its label and its hint in plain words (legal.<name> and legal.<name>Hint). */
function Text({
  locale,
  values,
  errors,
  name,
  lang,
  first = true,
  type = 'text',
  autoComplete = 'off',
}: Props & { name: string; lang?: Locale; first?: boolean; type?: string; autoComplete?: string }) {
  const field = lang ? `${name}.${lang}` : name;
  const id = `legal-${field.replace('.', '-')}`;
  const label = lang ? `${t(locale, `legal.${name}`)} (${lang.toUpperCase()})` : t(locale, `legal.${name}`);
  const hint = first ? t(locale, `legal.${name}Hint`) : undefined;
  return (
    <Field id={id} label={label} error={errors[field]} hint={hint}>
      {(described) => <input id={id} name={field} type={type} autoComplete={autoComplete} defaultValue={values[field] ?? ''} lang={lang} {...described} />}
    </Field>
  );
}

/** The legal data of an agency (owners only): what Belgian law asks its site to show, in four groups. */
export function LegalPage({ locale, session, legal, form }: { locale: Locale; session: ConsoleSession; legal: ConsoleLegal; form: LegalForm }) {
  const { values, errors } = form;
  const p = { locale, values, errors };
  const per = (name: string) => legal.locales.map((lang, i) => <Text key={lang} {...p} name={name} lang={lang} first={i === 0} />);
  return (
    <SiteShell locale={locale} session={session} site={legal.site} title="legal.heading" screen="legal">
      {form.saved && <Notice>{t(locale, 'legal.saved')}</Notice>}
      <p>{t(locale, 'legal.intro')}</p>
      {legal.missing.length > 0 && (
        <p className="hint">{t(locale, 'legal.missing', { fields: legal.missing.map((field) => t(locale, `legal.${MISSING_LABELS[field]}`)).join(', ') })}</p>
      )}
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={`/${locale}/sites/${legal.site.id}/legal`} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <fieldset className="group">
          <legend>{t(locale, 'legal.companyGroup')}</legend>
          <Text {...p} name="company" autoComplete="organization" />
          <Text {...p} name="enterpriseNumber" />
          <fieldset
            className={errors.vatRegime ? 'field field--error' : 'field'}
            aria-describedby={errors.vatRegime ? 'legal-vatRegime-error' : 'legal-vatRegime-hint'}
          >
            <legend>{t(locale, 'legal.vatRegime')}</legend>
            <p className="hint" id="legal-vatRegime-hint">
              {t(locale, 'legal.vatRegimeHint')}
            </p>
            {VAT_REGIMES.map((regime) => (
              <div key={regime} className="choice">
                <input type="radio" id={`legal-vat-${regime}`} name="vatRegime" value={regime} defaultChecked={values.vatRegime === regime} />
                <label htmlFor={`legal-vat-${regime}`}>{t(locale, `legal.regime.${regime}`)}</label>
              </div>
            ))}
            <FieldError id="legal-vatRegime" error={errors.vatRegime} />
          </fieldset>
          <Text {...p} name="vat" />
        </fieldset>
        <fieldset className="group">
          <legend>{t(locale, 'legal.addressGroup')}</legend>
          <Text {...p} name="street" autoComplete="address-line1" />
          <Text {...p} name="zip" autoComplete="postal-code" />
          {per('city')}
          <Text {...p} name="phone" type="tel" autoComplete="tel" />
          <Text {...p} name="email" type="email" autoComplete="email" />
        </fieldset>
        <fieldset className="group">
          <legend>{t(locale, 'legal.professionGroup')}</legend>
          <Text {...p} name="bivNumber" />
          {per('authority')}
          {per('title')}
          <Text {...p} name="insurerName" />
          <Text {...p} name="insurerPolicy" />
          <Text {...p} name="deontologyUrl" type="url" />
        </fieldset>
        <fieldset className="group">
          <legend>{t(locale, 'legal.privacyGroup')}</legend>
          <Text {...p} name="privacyController" />
          <Text {...p} name="privacyEmail" type="email" />
          <Text {...p} name="retentionMonths" type="number" />
        </fieldset>
        <button type="submit">{t(locale, 'legal.submit')}</button>
      </form>
    </SiteShell>
  );
}
