import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { ENERGY_LABELS, fieldId, SUBTYPES, TYPES } from './estate-form';
import { unitField, unitRowsShown, UNIT_STATUSES } from './estate-units';
import { t } from '../kit/i18n';
import { ChoiceSelect, Field } from '../kit/fields';

/*
 * The units of a new-build project in the listing form (estate-units.ts reads them): a row per
 * unit, then empty rows to add one (no script: a row filled in is a unit, one ticked "remove"
 * is dropped). Each field's refusal is beside it, with everything typed kept.
 */

interface Props {
  locale: Locale;
  form: Record<string, string>;
  errorOf: (path: string) => string | undefined;
  labelOf: (locale: Locale, path: string) => string;
}

/** A unit field's label: the listing field's own words (the row's legend names the unit). */
const UNIT_LABELS: Record<string, string> = { subtype: 'estateUnits.f.type', status: 'estateUnits.f.status', floor: 'estateFields.f.floor' };

/** The label of a unit's field, its unit named (what the form's summary of a refusal links to). */
export function unitLabelOf(locale: Locale, path: string, labelOf: (locale: Locale, path: string) => string): string | null {
  const unit = /^units\.(\d+)\.(.+)$/.exec(path);
  if (!unit) return null;
  const inner = unit[2]!;
  return t(locale, 'estateUnits.fieldOf', {
    n: String(Number(unit[1]) + 1),
    field: UNIT_LABELS[inner] ? t(locale, UNIT_LABELS[inner]) : labelOf(locale, inner),
  });
}

/** The subtypes as options, grouped by their type (the listing's and a unit's choice). */
export function SubtypeOptions({ locale }: { locale: Locale }) {
  return TYPES.map((type) => (
    <optgroup key={type} label={t(locale, `estates.type.${type}`)}>
      {SUBTYPES[type].map((subtype) => (
        <option key={subtype} value={subtype}>
          {t(locale, `estates.subtype.${subtype}`)}
        </option>
      ))}
    </optgroup>
  ));
}

export function EstateUnits({ locale, form, errorOf, labelOf }: Props) {
  return (
    <>
      <p className="hint">{t(locale, 'estateUnits.hint')}</p>
      {unitRowsShown(form).map((index) => (
        <UnitRow key={index} locale={locale} form={form} errorOf={errorOf} labelOf={labelOf} index={index} />
      ))}
    </>
  );
}

function UnitRow({ locale, form, errorOf, labelOf, index }: Props & { index: number }) {
  const name = (path: string) => unitField(index, path);
  const value = (path: string) => form[name(path)] ?? '';
  const label = (path: string) => (UNIT_LABELS[path] ? t(locale, UNIT_LABELS[path]) : labelOf(locale, path));
  const text = (path: string, numeric = false): ReactNode => (
    <Field id={fieldId(name(path))} label={label(path)} error={errorOf(name(path))}>
      {(described) => (
        <input
          type="text"
          id={fieldId(name(path))}
          name={name(path)}
          defaultValue={value(path)}
          {...(numeric ? { inputMode: 'decimal' as const } : {})}
          {...described}
        />
      )}
    </Field>
  );
  const select = (path: string, children: ReactNode): ReactNode => (
    <ChoiceSelect id={fieldId(name(path))} name={name(path)} label={label(path)} error={errorOf(name(path))} value={value(path)}>
      {children}
    </ChoiceSelect>
  );
  const saved = Boolean(value('id'));
  return (
    <fieldset className="group">
      <legend>{saved ? t(locale, 'estateUnits.unit', { n: String(index + 1) }) : t(locale, 'estateUnits.newUnit', { n: String(index + 1) })}</legend>
      {saved && <input type="hidden" name={name('id')} value={value('id')} />}
      {text('reference')}
      {select(
        'subtype',
        <>
          <option value="">{t(locale, 'estateUnits.o.apartment')}</option>
          <SubtypeOptions locale={locale} />
        </>,
      )}
      {text('floor')}
      {text('rooms.bedrooms', true)}
      {text('areas.living', true)}
      {text('price.amount', true)}
      <div className="field">
        <input type="checkbox" id={fieldId(name('price.hidden'))} name={name('price.hidden')} value="1" defaultChecked={value('price.hidden') === '1'} />{' '}
        <label htmlFor={fieldId(name('price.hidden'))}>{t(locale, 'estates.f.priceHidden')}</label>
      </div>
      {select(
        'status',
        UNIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(locale, `estates.o.${status}`)}
          </option>
        )),
      )}
      {select(
        'energy.label',
        <>
          <option value="">{t(locale, 'estates.o.unknown')}</option>
          {ENERGY_LABELS.map((energyLabel) => (
            <option key={energyLabel} value={energyLabel}>
              {energyLabel.replace('_PLUS', '+').replace('_PLUS', '+')}
            </option>
          ))}
        </>,
      )}
      {text('energy.value', true)}
      {text('energy.reference')}
      {text('energy.total', true)}
      {text('energy.co2', true)}
      {saved && (
        <div className="field">
          <input type="checkbox" id={fieldId(name('remove'))} name={name('remove')} value="1" defaultChecked={value('remove') === '1'} />{' '}
          <label htmlFor={fieldId(name('remove'))}>{t(locale, 'estateUnits.remove')}</label>
        </div>
      )}
    </fieldset>
  );
}

/** On a new listing, what it is: a property, or a new-build project with its units (a link each; the one shown is this form). */
export function KindChoice({ locale, base, project }: { locale: Locale; base: string; project: boolean }) {
  const link = (kind: boolean, href: string, key: string) =>
    kind === project ? (
      <strong aria-current="page">
        {t(locale, key)} {t(locale, 'estateUnits.kindCurrent')}
      </strong>
    ) : (
      <a href={href}>{t(locale, key)}</a>
    );
  return (
    <nav aria-label={t(locale, 'estateUnits.kindTitle')}>
      <p>
        {t(locale, 'estateUnits.kindTitle')} {link(false, `${base}/new`, 'estateUnits.kindProperty')} ·{' '}
        {link(true, `${base}/new?kind=project`, 'estateUnits.kindProject')}
      </p>
    </nav>
  );
}
