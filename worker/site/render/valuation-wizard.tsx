import { usePage } from '../../../shared/components/page-context';
import { formatPrice } from '../../../shared/format';
import { enumLabel, localizedValue } from '../../../shared/i18n';
import { buildPath } from '../../../shared/routes';
import { CARRIED_NAMES, countLabel, fieldsOf, type StepId, stepsFor, type WizardField } from '../../../shared/domain/valuation-wizard';
import { CaptchaWidget } from './captcha-widget';
import type { SectionData, SectionProps } from './section-data';
import type { ValuationView } from './valuation-view';
import { AvmWidgetIsland } from './islands';

/*
 * The valuation wizard: one step per form, posted to the page itself, no script.
 * The answers of the other steps ride along as hidden fields (the server checks them again on
 * every POST: worker/site/forms/valuation.ts); after a POST the step's heading, or the summary of
 * its problems, takes the focus (autofocus), so a screen reader starts where the step does.
 */

const OPTION_LABELS: Record<string, (locale: Parameters<typeof enumLabel>[0], code: string, t: (key: string) => string) => string> = {
  kind: (locale, code) => enumLabel(locale, 'Type', code),
  condition: (locale, code) => enumLabel(locale, 'Condition', code),
  epc: (locale, code, t) => (code === 'UNKNOWN' ? t('valuation.epcUnknown') : enumLabel(locale, 'EnergyLabel', code)),
  timing: (_, code, t) => t(`valuation.timing.${code}`),
};

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'];

/** A field's label; the contact step's words are the contact form's. */
function labelOf(name: string, t: (key: string) => string): string {
  if (name === 'privacy') return t('contact.privacyLink');
  return CONTACT_FIELDS.includes(name) ? t(`contact.${name}`) : t(`valuation.f.${name}`);
}

function Field({ field, id, value, error }: { field: WizardField; id: string; value: string; error: string | undefined }) {
  const { locale, t } = usePage();
  const inputId = `${id}-${field.name}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const label = labelOf(field.name, t);
  const mark = field.required ? <span aria-hidden="true"> *</span> : null;
  const problem = error ? (
    <p className="form-field__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const invalid = error ? true : undefined;
  if (field.kind === 'consent') {
    return (
      <div className={`form-check${error ? ' form-check--invalid' : ''}`}>
        <input id={inputId} type="checkbox" name="privacy" value="yes" required aria-invalid={invalid} aria-describedby={errorId} />
        <label htmlFor={inputId} className={error ? 'has-error' : undefined}>
          {t('contact.privacy')} <a href={buildPath('privacy', {}, locale)}>{t('contact.privacyLink')}</a>
          {mark}
        </label>
        {problem}
      </div>
    );
  }
  if (field.kind === 'choice') {
    const label = OPTION_LABELS[field.name]!;
    return (
      <fieldset className={`form-field wizard-choices${error ? ' form-field--invalid' : ''}`} id={inputId} tabIndex={-1} aria-describedby={errorId}>
        <legend>
          {t(`valuation.f.${field.name}`)}
          {mark}
        </legend>
        {field.options!.map((option) => (
          <label key={option} className="form-check">
            <input type="radio" name={field.name} value={option} defaultChecked={value === option} aria-invalid={invalid} required={field.required} />
            <span>{label(locale, option, t)}</span>
          </label>
        ))}
        {problem}
      </fieldset>
    );
  }
  const common = {
    id: inputId,
    name: field.name,
    defaultValue: value,
    'aria-invalid': invalid,
    'aria-describedby': errorId,
    required: field.required,
    autoComplete: field.autocomplete,
  };
  const hint =
    field.name === 'city' ? (
      <p className="form-field__hint" id={`${inputId}-hint`}>
        {t('valuation.f.cityHint')}
      </p>
    ) : null;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={inputId}>
        {label}
        {mark}
      </label>
      {hint}
      {field.kind === 'longText' ? (
        <textarea {...common} rows={4} maxLength={field.max} />
      ) : field.kind === 'int' ? (
        <input {...common} type="text" inputMode="numeric" pattern="[0-9]*" maxLength={7} />
      ) : field.kind === 'count' ? (
        <select {...common}>
          <option value="">{t('valuation.countNone')}</option>
          {Array.from({ length: field.max! }, (_, index) => String(index + 1)).map((count) => (
            <option key={count} value={count}>
              {countLabel(count, field.max!, t)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          maxLength={field.max}
          inputMode={field.name === 'postalCode' ? 'numeric' : undefined}
          aria-describedby={[hint ? `${inputId}-hint` : '', errorId ?? ''].filter(Boolean).join(' ') || undefined}
        />
      )}
      {problem}
    </div>
  );
}

function Done({ id, view }: { id: string; view: ValuationView }) {
  const { t, site } = usePage();
  const outcome = view.outcome;
  const avm = site.settings.avmWidgetUrl;
  return (
    <div className="valuation-done">
      <h3 id={`${id}-heading`} tabIndex={-1} autoFocus>
        {t('valuation.done.title')}
      </h3>
      <h4>{t('valuation.done.next')}</h4>
      <ol>
        <li>{t('valuation.done.call')}</li>
        <li>{t('valuation.done.visit')}</li>
        <li>{t('valuation.done.report')}</li>
      </ol>
      {avm ? (
        // The agency's own valuation widget instead of our range, loaded at the click only.
        <>
          <h4>{t('valuation.done.avmTitle')}</h4>
          <AvmWidgetIsland src={avm} title={t('valuation.done.avmTitle')} label={t('valuation.done.avmOpen')} />
        </>
      ) : (
        <Range outcome={outcome} />
      )}
      <Pool pool={view.pool} />
    </div>
  );
}

/** The agency's searchers of a home like this one (docs/features.md "Buyer pool"): the number from 5, else only "fewer than 5". */
function Pool({ pool }: { pool: ValuationView['pool'] }) {
  const { t } = usePage();
  if (!pool) return null;
  return (
    <>
      <h4>{t('valuation.done.poolTitle')}</h4>
      <p className="valuation-pool">
        {'count' in pool ? t('valuation.done.pool', { count: pool.count }) : t('valuation.done.poolFew', { floor: pool.fewerThan })}
      </p>
    </>
  );
}

/** Our indicative range from the agency's own listings, or why there is none. */
function Range({ outcome }: { outcome: ValuationView['outcome'] }) {
  const { t } = usePage();
  return (
    <>
      <h4>{t('valuation.done.rangeTitle')}</h4>
      {outcome?.ok ? (
        <>
          <p className="valuation-range">{`${formatPrice(outcome.range.low)} – ${formatPrice(outcome.range.high)}`}</p>
          <p>{t('valuation.done.basis', { count: outcome.range.count, where: t(`valuation.where.${outcome.range.ring}`) })}</p>
          <p>{t('valuation.done.caveat')}</p>
        </>
      ) : (
        <p className="valuation-no-range">{t('valuation.done.noRange')}</p>
      )}
    </>
  );
}

/** The valuation wizard section: the step the visitor is at (the first on a plain GET), or what happens now. */
export function ValuationWizardSection({ section, data }: SectionProps<'valuationWizard'>) {
  const { locale, t } = usePage();
  const id = `valuation-${section.id}`;
  const view = data.valuation?.sectionId === section.id ? data.valuation : null;
  const title = localizedValue(section.title, locale) || t('valuation.subject');
  const step: StepId | 'done' = view?.step ?? 'address';
  const values = view?.values ?? {};
  const errors = view?.errors ?? {};
  return (
    <section className="section container valuation-wizard" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {view && step === 'done' ? (
        <Done id={id} view={view} />
      ) : (
        <Step id={id} step={step as StepId} values={values} errors={errors} posted={Boolean(view)} action={data.pagePath} captcha={data.captcha} />
      )}
    </section>
  );
}

function Step({
  id,
  step,
  values,
  errors,
  posted,
  action,
  captcha,
}: {
  id: string;
  step: StepId;
  values: Record<string, string>;
  errors: Record<string, string>;
  posted: boolean;
  action: string;
  captcha: SectionData['captcha'];
}) {
  const { t } = usePage();
  const steps = stepsFor(values);
  const at = steps.indexOf(step);
  const fields = fieldsOf(step, values);
  const shown = new Set(fields.map((field) => field.name));
  const problems = fields.filter((field) => errors[field.name]);
  const stepOf = t('valuation.stepOf', { current: at + 1, total: steps.length });
  return (
    // No #fragment in the action: a page opened at a fragment skips autofocus (HTML's autofocus rules).
    <form method="post" action={action} className="contact-form valuation-form" noValidate>
      <input type="hidden" name="form" value={id} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="attribution" />
      {CARRIED_NAMES.filter((name) => !shown.has(name) && values[name]).map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
      <ol className="wizard-steps" aria-label={t('valuation.progress')}>
        {steps.map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} className={index < at ? 'is-done' : undefined}>
            <span className="wizard-steps__number">{index + 1}</span> <span className="wizard-steps__name">{t(`valuation.steps.${name}`)}</span>
          </li>
        ))}
      </ol>
      <h3 id={`${id}-heading`} tabIndex={-1} autoFocus={posted && problems.length === 0 && !errors.form}>
        <span className="wizard-step-of">{stepOf}</span> {t(`valuation.steps.${step}`)}
      </h3>
      {errors.form ? (
        <p className="alert alert--danger" role="alert" tabIndex={-1} autoFocus={posted}>
          {errors.form}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div className="alert alert--danger wizard-problems" role="alert" tabIndex={-1} autoFocus={posted && !errors.form}>
          <p>{t('valuation.errors.summary')}</p>
          <ul>
            {problems.map((field) => (
              <li key={field.name}>
                <a href={`#${id}-${field.name}`}>{`${labelOf(field.name, t).replace(/[?:]$/, '')}: ${errors[field.name]}`}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {fields.map((field) => (
        <Field key={field.name} field={field} id={id} value={values[field.name] ?? ''} error={errors[field.name]} />
      ))}
      {step === 'contact' ? <CaptchaWidget captcha={captcha} action="valuation" /> : null}
      <div className="wizard-actions">
        <button className="button" type="submit" name="go" value="next">
          {step === 'contact' ? t('valuation.send') : t('valuation.next')}
        </button>
        {at > 0 ? (
          <button className="button button--ghost" type="submit" name="go" value="back" formNoValidate>
            {t('valuation.back')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
