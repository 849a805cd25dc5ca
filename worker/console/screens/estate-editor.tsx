import type { ReactNode } from 'react';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleEstateDraft } from '../../../shared/contract/console-listings';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import { ADDRESS_DISPLAYS, CHOICES, FEATURES, fieldId, FORM_STATUSES, openHouseRows, TAX_REGIMES, TRANSACTIONS, TYPES, YES_NO } from '../estate-form';
import { t } from '../i18n';
import { Shell } from '../render';
import { Field } from './fields';
import { RichTextField } from './rich-text';
import { EstateDocuments, EstatePictures } from './estate-media';
import { MissingFacts } from './estates';
import { ListingPreviewButton } from './estate-versions';
import { EstateUnits, KindChoice, SubtypeOptions, unitLabelOf } from './estate-units';
import { factField, factUnit, isProject } from '../estate-units';
import { languageName } from './pages';

/*
 * A listing entered in the console (docs/console-listings.md): one form, saved as a draft or
 * published. A publish the legal guard refuses answers the form again with the facts the ad
 * lacks, each a link to its field; a field the platform refuses is marked with its message;
 * nothing typed is lost either way.
 */

/** What the editor says besides the draft: the form as typed, the field at fault, the facts the guard asked for, a notice. */
export interface EstateEditorView {
  form: Record<string, string>;
  error?: { field: string; message: string } | undefined;
  refused?: AdFact[] | undefined;
  notice?: string | undefined;
  alert?: string | undefined;
}

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

export function EstateEditorPage({ locale, session, draft, view }: { locale: Locale; session: ConsoleSession; draft: ConsoleEstateDraft; view: EstateEditorView }) {
  const { form, error } = view;
  const base = `/${locale}/sites/${draft.site.id}/estates`;
  const action = draft.id === null ? `${base}/new` : `${base}/drafts/${draft.id}`;
  const name = [form.reference, form[`title.${draft.languages[0] ?? 'nl'}`]].filter(Boolean).join(' · ');
  const project = isProject(form);
  const title = draft.id === null ? t(locale, project ? 'estateUnits.newProjectTitle' : 'estates.newTitle') : t(locale, 'estates.editTitle', { name: name || t(locale, 'estates.untitled') });
  const errorOf = (path: string) => (error?.field === path ? error.message : undefined);
  const text = (path: string, type: 'text' | 'number' | 'date' | 'time' | 'url' = 'text', hint?: string, value = form[path] ?? ''): ReactNode => (
    <Field key={path} id={fieldId(path)} label={labelOf(locale, path)} error={errorOf(path)} hint={hint}>
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
  const choice = (path: string, options: readonly string[], label: (value: string) => string, empty = true): ReactNode => (
    <Field key={path} id={fieldId(path)} label={labelOf(locale, path)} error={errorOf(path)}>
      {(described) => (
        <select id={fieldId(path)} name={path} defaultValue={form[path] ?? ''} {...described}>
          {empty && <option value="">{t(locale, 'estates.o.unknown')}</option>}
          {options.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="group">
      <legend>{t(locale, legend.includes('.') ? legend : `estates.${legend}`)}</legend>
      {children}
    </fieldset>
  );
  // The position shown: the one given, else the town centre of the postal code (kept in `location.centre`, so a position left as prefilled follows the postal code).
  const centre = form['location.centre'] ?? (draft.centre && !form['location.lat'] && !form['location.lon'] ? `${draft.centre.lat},${draft.centre.lon}` : '');
  const [centreLat = '', centreLon = ''] = centre ? centre.split(',') : [];
  const people = draft.people;
  const formerRep = form['salesRep.email'] && !people.some((person) => person.email === form['salesRep.email']) ? form['salesRep.email'] : '';
  const choices = (path: keyof typeof CHOICES) => choice(path, CHOICES[path], (value) => optionLabel(locale, path, value));
  const yesNo = (path: (typeof YES_NO)[number]) => choice(path, ['yes', 'no'], (value) => t(locale, `estates.o.${value}`));
  return (
    <Shell locale={locale} title={title} path={draft.id === null ? `/sites/${draft.site.id}/estates/new` : `/sites/${draft.site.id}/estates/drafts/${draft.id}`} session={session}>
      <p>
        <a href={base}>{t(locale, 'estates.back')}</a>
      </p>
      {view.notice && (
        <p className="notice" role="status">
          {view.notice}
        </p>
      )}
      {(view.alert || error || view.refused) && (
        <div className="alert" role="alert">
          {view.alert && <p>{view.alert}</p>}
          {error && (
            <p>
              {t(locale, 'estates.invalidTitle')} <a href={`#${fieldId(error.field)}`}>{labelOf(locale, error.field)}</a>
            </p>
          )}
          {view.refused && (
            <>
              <p>{t(locale, 'estates.refused')}</p>
              <MissingFacts locale={locale} missing={view.refused} link={(fact) => `#${fieldId(factField(fact, form))}`} unit={(fact) => factUnit(fact, form)} />
            </>
          )}
        </div>
      )}
      {!view.refused && draft.missing.length > 0 && (
        <div className="hint">
          <p>{t(locale, 'estates.stillMissing')}</p>
          <MissingFacts locale={locale} missing={draft.missing} link={(fact) => `#${fieldId(factField(fact, form))}`} unit={(fact) => factUnit(fact, form)} />
        </div>
      )}
      {draft.publishedAt && <p className="hint">{t(locale, 'estates.publishedAt', { at: brusselsTime(draft.publishedAt) })}</p>}
      {draft.id !== null && <ListingPreviewButton locale={locale} session={session} draft={draft} draftId={draft.id} />}
      {draft.id === null && <KindChoice locale={locale} base={base} project={project} />}
      <form method="post" action={action} encType="multipart/form-data" noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="version" value={String(draft.version)} />
        {project && <input type="hidden" name="kind" value="project" />}
        {group(
          'gGeneral',
          <>
            {choice('transaction', TRANSACTIONS, (value) => t(locale, `estates.o.${value}`), false)}
            {!project && choice('status', FORM_STATUSES, (value) => t(locale, `estates.o.${value}`), false)}
            {!project && choice('type', TYPES, (value) => t(locale, `estates.type.${value}`), false)}
            {!project && <Field id={fieldId('subtype')} label={labelOf(locale, 'subtype')} error={errorOf('subtype')}>
              {(described) => (
                <select id={fieldId('subtype')} name="subtype" defaultValue={form.subtype ?? ''} {...described}>
                  <option value="">{t(locale, 'estates.o.typeDefault')}</option>
                  <SubtypeOptions locale={locale} />
                </select>
              )}
            </Field>}
            {text('reference')}
            {project && text('constructionYear', 'number')}
          </>,
        )}
        {project && group('estateUnits.gUnits', <EstateUnits locale={locale} form={form} errorOf={errorOf} labelOf={labelOf} />)}
        {!project && group(
          'gPrice',
          <>
            {text('price.amount', 'number')}
            <div className="field">
              <input type="checkbox" id={fieldId('price.hidden')} name="price.hidden" value="1" defaultChecked={form['price.hidden'] === '1'} />{' '}
              <label htmlFor={fieldId('price.hidden')}>{t(locale, 'estates.f.priceHidden')}</label>
            </div>
            {text('price.charges', 'number')}
          </>,
        )}
        {group(
          'gAddress',
          <>
            {text('address.street')}
            {text('address.number')}
            {text('address.box')}
            {text('address.postalCode')}
            {text('address.city')}
            {choice('address.display', ADDRESS_DISPLAYS, (value) => t(locale, value === 'street' ? 'estateFields.o.street' : `estates.o.${value}`), false)}
          </>,
        )}
        {!project && group(
          'gRooms',
          <>
            {text('rooms.bedrooms', 'number')}
            {text('rooms.bathrooms', 'number')}
            {text('areas.living', 'number')}
            {text('areas.plot', 'number')}
            {text('constructionYear', 'number')}
          </>,
        )}
        {group(
          'gTexts',
          <>
            <p className="hint">{t(locale, 'estates.textsHint')}</p>
            {draft.languages.map((lang) => (
              <div key={lang}>
                <Field id={fieldId(`title.${lang}`)} label={t(locale, 'estates.f.title', { language: languageName(locale, lang) })} error={errorOf(`title.${lang}`)}>
                  {(described) => <input type="text" id={fieldId(`title.${lang}`)} name={`title.${lang}`} lang={lang} defaultValue={form[`title.${lang}`] ?? ''} {...described} />}
                </Field>
                <RichTextField locale={locale} id={fieldId(`description.${lang}`)} name={`description.${lang}`} label={t(locale, 'estates.f.description', { language: languageName(locale, lang) })} value={form[`description.${lang}`] ?? ''} error={errorOf(`description.${lang}`)} rows={6} lang={lang} />
              </div>
            ))}
          </>,
        )}
        {group('gPictures', <EstatePictures locale={locale} siteId={draft.site.id} languages={draft.languages} form={form} error={errorOf('picture.new')} />)}
        {group('gDocuments', <EstateDocuments locale={locale} siteId={draft.site.id} languages={draft.languages} form={form} error={errorOf('document.new')} />)}
        {!project && group(
          'gEnergy',
          <>
            {choices('energy.label')}
            {text('energy.value', 'number')}
            {text('energy.reference')}
            {text('energy.total', 'number')}
            {text('energy.co2', 'number')}
          </>,
        )}
        {group(
          'gFlood',
          <>
            {choices('legal.floodScoreParcel')}
            {choices('legal.floodScoreBuilding')}
          </>,
        )}
        {group(
          'gPlanning',
          <>
            {yesNo('legal.buildingPermit')}
            {choices('legal.urbanDestination')}
            {yesNo('legal.preemptionRight')}
            {yesNo('legal.subdivisionPermit')}
          </>,
        )}
        {group(
          'gAsbestos',
          <>
            {yesNo('legal.asbestosCertificate')}
            {yesNo('legal.asbestosCertificateCommonParts')}
          </>,
        )}
        {group(
          'estateFields.gTaxes',
          <>
            {choice('price.vatRegime', TAX_REGIMES, (value) => t(locale, `estateFields.o.${value}`), false)}
            {text('price.landValue', 'number', t(locale, 'estateFields.landValueHint'))}
            {text('cadastralIncome', 'number')}
          </>,
        )}
        {group(
          'estateFields.gPosition',
          <>
            <p className="hint">{t(locale, centre ? 'estateFields.positionCentre' : 'estateFields.positionHint')}</p>
            {centre && <input type="hidden" name="location.centre" value={centre} />}
            {text('location.lat', 'number', undefined, form['location.lat'] || centreLat)}
            {text('location.lon', 'number', undefined, form['location.lon'] || centreLon)}
          </>,
        )}
        {!project && group(
          'estateFields.gRooms',
          <>
            {text('floor', 'number', t(locale, 'estateFields.floorHint'))}
            {text('rooms.toilets', 'number')}
            {text('rooms.garages', 'number')}
            {text('rooms.parkingSpaces', 'number')}
            {text('areas.buildable', 'number')}
            {text('areas.terrace', 'number')}
            {text('availableFrom', 'date')}
          </>,
        )}
        {!project && group('estateFields.gFeatures', <>{FEATURES.map((path) => yesNo(path))}</>)}
        {group(
          'estateFields.gMedia',
          <>
            {text('videoUrl', 'url')}
            {text('virtualTourUrl', 'url')}
          </>,
        )}
        {group(
          'estateFields.gAgent',
          <>
            {formerRep && (['name', 'email', 'phone', 'photoUrl'] as const).map((key) => <input key={key} type="hidden" name={`salesRep.${key}`} value={form[`salesRep.${key}`] ?? ''} />)}
            <Field id={fieldId('salesRep')} label={labelOf(locale, 'salesRep')} error={errorOf('salesRep')} hint={people.length === 0 ? t(locale, 'estateFields.noPeople') : undefined}>
              {(described) => (
                <select id={fieldId('salesRep')} name="salesRep" defaultValue={form.salesRep ?? ''} {...described}>
                  <option value="">{t(locale, 'estateFields.o.noAgent')}</option>
                  {formerRep && <option value={formerRep}>{form['salesRep.name'] || formerRep}</option>}
                  {people.map((person) => (
                    <option key={person.email} value={person.email}>
                      {person.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <p>
              <a href={`/${locale}/sites/${draft.site.id}/content/employees`}>{t(locale, 'estateFields.peopleLink')}</a>
            </p>
          </>,
        )}
        {group(
          'estateFields.gOpenHouses',
          <>
            <p className="hint">{t(locale, 'estateFields.openHint')}</p>
            {openHouseRows(form).map((index) => (
              <div key={index} className="group">
                {text(`openHomes.${index}.date`, 'date')}
                {text(`openHomes.${index}.from`, 'time')}
                {text(`openHomes.${index}.to`, 'time')}
              </div>
            ))}
          </>,
        )}
        {group(
          'estateFields.gLegal',
          <>
            {text('energy.date', 'date')}
            {choices('energy.scheme')}
            {choices('legal.floodRisk')}
            {yesNo('legal.heritageProtected')}
            {yesNo('legal.heritageInventoried')}
            {yesNo('legal.asBuiltCertificate')}
            <Field id={fieldId('legal.planningViolation')} label={labelOf(locale, 'legal.planningViolation')} error={errorOf('legal.planningViolation')} hint={t(locale, 'estateFields.violationHint')}>
              {(described) => <textarea id={fieldId('legal.planningViolation')} name="legal.planningViolation" rows={3} defaultValue={form['legal.planningViolation'] ?? ''} {...described} />}
            </Field>
          </>,
        )}
        <p>
          <button type="submit" name="action" value="save">
            {t(locale, 'estates.save')}
          </button>{' '}
          <button type="submit" name="action" value="publish">
            {t(locale, 'estates.publish')}
          </button>
        </p>
      </form>
    </Shell>
  );
}

