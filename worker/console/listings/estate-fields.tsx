import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { CHOICES, fieldId, type YES_NO } from './estate-form';
import { FACT_FIELDS } from './estate-form-fields';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import { regionFromPostalCode } from '../../../shared/domain/purchase-costs';
import { LawSources, sinceOf, sourcesOf } from './ad-law';
import { t } from '../kit/i18n';
import { ChoiceSelect, choicesOf, Field } from '../kit/fields';
import { destinationOptions } from './estate-destination';
import { unitLabelOf } from './estate-units-fields';

/*
 * The console listing editor's controls (estate-editor.tsx, estate-sections.tsx): each field's
 * label in the console's words, and a text, a choice, a yes/no and a group of them, each shown
 * with the value typed and its error beside it.
 */

const LABELS: Record<string, string> = {
  transaction: 'transaction',
  status: 'status',
  type: 'type',
  subtype: 'subtype',
  reference: 'reference',
  'price.amount': 'priceAmount',
  'price.charges': 'charges',
  'address.street': 'street',
  'address.number': 'number',
  'address.box': 'box',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'address.display': 'display',
  'rooms.bedrooms': 'bedrooms',
  'rooms.bathrooms': 'bathrooms',
  'areas.living': 'living',
  'areas.plot': 'plot',
  constructionYear: 'constructionYear',
  'energy.label': 'epcLabel',
  'energy.value': 'epcScore',
  'energy.reference': 'epcCode',
  'energy.total': 'epcTotal',
  'energy.co2': 'epcCo2',
  'legal.floodScoreParcel': 'floodParcel',
  'legal.floodScoreBuilding': 'floodBuilding',
  'legal.buildingPermit': 'buildingPermit',
  'legal.urbanDestination': 'destination',
  'legal.preemptionRight': 'preemption',
  'legal.subdivisionPermit': 'subdivision',
  'legal.planningInformation': 'planningInformation',
  'legal.asbestosCertificate': 'asbestos',
  'legal.asbestosCertificateCommonParts': 'asbestosCommon',
  'price.vatRegime': 'estateFields.f.vatRegime',
  'price.landValue': 'estateFields.f.landValue',
  cadastralIncome: 'estateFields.f.cadastralIncome',
  'location.lat': 'estateFields.f.lat',
  'location.lon': 'estateFields.f.lon',
  floor: 'estateFields.f.floor',
  'rooms.toilets': 'estateFields.f.toilets',
  'rooms.garages': 'estateFields.f.garages',
  'rooms.parkingSpaces': 'estateFields.f.parkingSpaces',
  'areas.buildable': 'estateFields.f.buildable',
  'areas.terrace': 'estateFields.f.terraceArea',
  availableFrom: 'estateFields.f.availableFrom',
  'features.garden': 'estateFields.f.garden',
  'features.terrace': 'estateFields.f.terrace',
  'features.lift': 'estateFields.f.lift',
  'features.furnished': 'estateFields.f.furnished',
  'features.swimmingPool': 'estateFields.f.swimmingPool',
  videoUrl: 'estateFields.f.videoUrl',
  virtualTourUrl: 'estateFields.f.virtualTourUrl',
  salesRep: 'estateFields.f.salesRep',
  'legal.heritageProtected': 'estateFields.f.heritage',
  'legal.asBuiltCertificate': 'estateFields.f.asBuilt',
  'legal.heritageInventoried': 'estateFields.f.heritageInventoried',
  'legal.floodRisk': 'estateFields.f.floodRisk',
  'legal.planningViolation': 'estateFields.f.planningViolation',
  'legal.planningMeasure': 'estateFields.f.planningMeasure',
  'energy.date': 'estateFields.f.epcDate',
  'energy.scheme': 'estateFields.f.epcScheme',
  'picture.new': 'newPictures',
  'document.new': 'newDocument',
};

/** A field's label in the console's words (an open house's fields with its number). */
export function labelOf(locale: Locale, path: string): string {
  const open = /^openHomes\.(\d+)\.(date|from|to)$/.exec(path);
  if (open) return t(locale, `estateFields.f.open.${open[2]}`, { n: String(Number(open[1]) + 1) });
  const unit = unitLabelOf(locale, path, labelOf);
  if (unit) return unit;
  const key = LABELS[path] ?? path;
  return t(locale, key.includes('.') ? key : `estates.f.${key}`);
}

function optionLabel(locale: Locale, path: string, value: string): string {
  if (path === 'energy.label') return value.replace('_PLUS', '+').replace('_PLUS', '+');
  if (path === 'legal.urbanDestination') return t(locale, `estates.destination.${value}`);
  if (path === 'energy.scheme' || path === 'legal.floodRisk') return t(locale, `estateFields.o.${value}`);
  return value;
}

/** The controls of one editor's form: each shows the value typed and the error of its field. */
export interface EstateFieldKit {
  locale: Locale;
  form: Record<string, string>;
  errorOf: (path: string) => string | undefined;
  text: (path: string, type?: 'text' | 'number' | 'date' | 'time' | 'url', hint?: string, value?: string) => ReactNode;
  /** Number fields, one a path, in order. */
  numbers: (...paths: string[]) => ReactNode;
  /** A text of several lines. */
  lines: (path: string, hint?: string) => ReactNode;
  choice: (path: string, options: readonly string[], label: (value: string) => string, empty?: boolean, hint?: string) => ReactNode;
  group: (legend: string, children: ReactNode) => ReactNode;
  choices: (path: keyof typeof CHOICES) => ReactNode;
  yesNo: (path: (typeof YES_NO)[number], hint?: string) => ReactNode;
}

/** The guard's fact each legal field gives (the measure's text too). */
const FIELD_FACTS: Record<string, AdFact> = {
  ...Object.fromEntries(Object.entries(FACT_FIELDS).map(([fact, path]) => [path, fact as AdFact])),
  'legal.planningViolation': 'planningEnforcement',
};

export function estateFieldKit(locale: Locale, form: Record<string, string>, error: { field: string; message: string } | undefined): EstateFieldKit {
  const errorOf = (path: string) => (error?.field === path ? error.message : undefined);
  // Beside each legal field, the legal text asking for it in the listing's region (every region's before a postal code is typed).
  const region = regionFromPostalCode(form['address.postalCode']);
  const lawOf = (path: string): ReactNode => {
    const fact = FIELD_FACTS[path];
    const sources = fact ? sourcesOf(fact, region) : [];
    return sources.length > 0 ? <LawSources locale={locale} sources={sources} since={sinceOf(fact!, region)} /> : undefined;
  };
  const withLaw = (path: string, hint: ReactNode) => {
    const law = lawOf(path);
    return hint && law ? (
      <>
        {hint} {law}
      </>
    ) : (
      (hint ?? law)
    );
  };
  const text = (path: string, type: 'text' | 'number' | 'date' | 'time' | 'url' = 'text', hint?: string, value = form[path] ?? ''): ReactNode => (
    <Field key={path} id={fieldId(path)} label={labelOf(locale, path)} error={errorOf(path)} hint={withLaw(path, hint)}>
      {(described) => (
        <input
          type={type === 'number' ? 'text' : type}
          id={fieldId(path)}
          name={path}
          defaultValue={value}
          {...(type === 'number' ? { inputMode: 'decimal' as const } : {})}
          {...(type === 'url' ? { inputMode: 'url' as const } : {})}
          {...described}
        />
      )}
    </Field>
  );
  const numbers = (...paths: string[]) => paths.map((path) => text(path, 'number'));
  const lines = (path: string, hint?: string): ReactNode => (
    <Field key={path} id={fieldId(path)} label={labelOf(locale, path)} error={errorOf(path)} hint={withLaw(path, hint)}>
      {(described) => <textarea id={fieldId(path)} name={path} rows={3} defaultValue={form[path] ?? ''} {...described} />}
    </Field>
  );
  const choice = (path: string, options: readonly string[], label: (value: string) => string, empty = true, hint?: string): ReactNode => (
    <ChoiceSelect
      key={path}
      id={fieldId(path)}
      name={path}
      label={labelOf(locale, path)}
      error={errorOf(path)}
      hint={withLaw(path, hint)}
      value={form[path] ?? ''}
      choices={path === 'legal.urbanDestination' ? [] : choicesOf(options, label)}
    >
      {empty && <option value="">{t(locale, 'estates.o.unknown')}</option>}
      {path === 'legal.urbanDestination' && destinationOptions(locale, region, form[path] ?? '')}
    </ChoiceSelect>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="group">
      <legend>{t(locale, legend.includes('.') ? legend : `estates.${legend}`)}</legend>
      {children}
    </fieldset>
  );
  const choices = (path: keyof typeof CHOICES) => choice(path, CHOICES[path], (value) => optionLabel(locale, path, value));
  const yesNo = (path: (typeof YES_NO)[number], hint?: string) => choice(path, ['yes', 'no'], (value) => t(locale, `estates.o.${value}`), true, hint);
  return { locale, form, errorOf, text, numbers, lines, choice, group, choices, yesNo };
}
