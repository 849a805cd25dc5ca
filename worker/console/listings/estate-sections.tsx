import type { ConsoleEstateDraft } from '../../../shared/contract/console-listings';
import { FEATURES, fieldId, openHouseRows, TAX_REGIMES } from './estate-form';
import { t } from '../kit/i18n';
import { ChoiceSelect } from '../kit/fields';
import { type EstateFieldKit, labelOf } from './estate-fields';

/*
 * The console listing editor's sections after its pictures and documents (estate-editor.tsx):
 * the facts the ad must state (EPC, flood scores, planning, asbestos), then taxes, position,
 * more rooms, features, media, the agent, open houses and the other legal facts.
 */

/** The facts the legal guard asks for: EPC, flood scores, planning, asbestos. */
/** `project`: a new-build project, whose units carry their own EPC (estate-units-fields.tsx). */
export function EstateFactSections({ kit, project }: { kit: EstateFieldKit; project: boolean }) {
  const { locale, text, lines, group, choices, yesNo } = kit;
  return (
    <>
      {!project &&
        group(
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
          {yesNo('legal.planningMeasure', t(locale, 'estateFields.measureHint'))}
          {lines('legal.planningViolation', t(locale, 'estateFields.violationHint'))}
          {yesNo('legal.preemptionRight')}
          {yesNo('legal.subdivisionPermit')}
          {lines('legal.planningInformation', t(locale, 'estateFields.planningInformationHint'))}
        </>,
      )}
      {group(
        'gAsbestos',
        <>
          {yesNo('legal.asbestosCertificate')}
          {yesNo('legal.asbestosCertificateCommonParts')}
        </>,
      )}
    </>
  );
}

/** Taxes, position, more rooms, features, media, the agent, open houses and the other legal facts. */
/** `project`: a new-build project, which has no rooms, areas or features of its own (its units have). */
export function EstateDetailSections({ kit, draft, project }: { kit: EstateFieldKit; draft: ConsoleEstateDraft; project: boolean }) {
  const { locale, form, errorOf, text, numbers, choice, group, choices, yesNo } = kit;
  // The position shown: the one given, else the town centre of the postal code (kept in
  // `location.centre`, so a position left as prefilled follows the postal code).
  const centre = form['location.centre'] ?? (draft.centre && !form['location.lat'] && !form['location.lon'] ? `${draft.centre.lat},${draft.centre.lon}` : '');
  const [centreLat = '', centreLon = ''] = centre ? centre.split(',') : [];
  const people = draft.people;
  const formerRep = form['salesRep.email'] && !people.some((person) => person.email === form['salesRep.email']) ? form['salesRep.email'] : '';
  return (
    <>
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
      {!project &&
        group(
          'estateFields.gRooms',
          <>
            {text('floor', 'number', t(locale, 'estateFields.floorHint'))}
            {numbers('rooms.toilets', 'rooms.garages', 'rooms.parkingSpaces', 'areas.buildable', 'areas.terrace')}
            {text('availableFrom', 'date')}
          </>,
        )}
      {!project &&
        group(
          'estateFields.gFeatures',
          FEATURES.map((path) => yesNo(path)),
        )}
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
          {formerRep &&
            (['name', 'email', 'phone', 'photoUrl'] as const).map((key) => (
              <input key={key} type="hidden" name={`salesRep.${key}`} value={form[`salesRep.${key}`] ?? ''} />
            ))}
          <ChoiceSelect
            id={fieldId('salesRep')}
            name="salesRep"
            label={labelOf(locale, 'salesRep')}
            error={errorOf('salesRep')}
            hint={people.length === 0 ? t(locale, 'estateFields.noPeople') : undefined}
            value={form.salesRep ?? ''}
            choices={people.map((person) => [person.email, person.name])}
          >
            <option value="">{t(locale, 'estateFields.o.noAgent')}</option>
            {formerRep && <option value={formerRep}>{form['salesRep.name'] || formerRep}</option>}
          </ChoiceSelect>
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
        </>,
      )}
    </>
  );
}
