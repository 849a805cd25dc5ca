import { DRAFT_TONES } from '../../../shared/contract/console-translations';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { BuyerPoolCount } from '../../../shared/contract/buyer-pool';
import { BuyerPoolLine } from './buyer-pool-line';
import type { ConsoleEstateDraft } from '../../../shared/contract/console-listings';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import type { RefusedAdFinding } from '../../../shared/contract/console-api/answers/common';
import { ADDRESS_DISPLAYS, fieldId, FORM_STATUSES, TRANSACTIONS, TYPES } from './estate-form';
import { factField, factUnit, isProject } from './estate-units';
import { t } from '../kit/i18n';
import { Shell, type ScreenProps } from '../kit/render';
import { ChoiceSelect, Field, FormAlert, Notice } from '../kit/fields';
import { RichTextField } from '../kit/rich-text';
import { estateFieldKit, labelOf } from './estate-fields';
import { EstateDocuments, EstatePictures } from './estate-media-fields';
import { EstateDetailSections, EstateFactSections } from './estate-sections';
import { MissingFacts } from './estates';
import { CompromisChecklist } from './compromis-checklist';
import { ListingPreviewButton } from './estate-versions';
import { EstateUnits, KindChoice, SubtypeOptions } from './estate-units-fields';
import { languageName } from '../kit/names';

/*
 * A listing entered in the console (docs/console-listings.md): one form, saved as a draft or
 * published. A publish the legal guard refuses answers the form again with the facts the ad
 * lacks, each a link to its field; a field the platform refuses is marked with its message;
 * nothing typed is lost either way. Its controls are estate-fields.tsx's; the sections after
 * the pictures and documents are estate-sections.tsx's.
 */

/** What the editor says besides the draft: the form as typed, the field at fault, the facts the guard asked for, a notice. */
export interface EstateEditorView {
  form: Record<string, string>;
  error?: { field: string; message: string } | undefined;
  refused?: AdFact[] | undefined;
  /** The guard's findings behind `refused`: each fact's legal source and what is wrong with its value. */
  findings?: RefusedAdFinding[] | undefined;
  /** The refusal came with the save (a value out of its range): nothing was saved, the form holds what was typed. */
  notSaved?: boolean | undefined;
  notice?: string | undefined;
  alert?: string | undefined;
  /** A published listing's buyer pool (one line under the links). */
  pool?: BuyerPoolCount | null | undefined;
}

export function EstateEditorPage({ locale, session, draft, view }: ScreenProps<{ draft: ConsoleEstateDraft; view: EstateEditorView }>) {
  const { form, error } = view;
  const base = `/${locale}/sites/${draft.site.id}/estates`;
  const action = draft.id === null ? `${base}/new` : `${base}/drafts/${draft.id}`;
  const name = [form.reference, form[`title.${draft.languages[0] ?? 'nl'}`]].filter(Boolean).join(' · ');
  const project = isProject(form);
  const title =
    draft.id === null
      ? t(locale, project ? 'estateUnits.newProjectTitle' : 'estates.newTitle')
      : t(locale, 'estates.editTitle', { name: name || t(locale, 'estates.untitled') });
  const kit = estateFieldKit(locale, form, error);
  const { errorOf, text, numbers, choice, group } = kit;
  return (
    <Shell
      locale={locale}
      title={title}
      path={draft.id === null ? `/sites/${draft.site.id}/estates/new` : `/sites/${draft.site.id}/estates/drafts/${draft.id}`}
      session={session}
      siteOrigin={draft.siteOrigin}
    >
      <p>
        <a href={base}>{t(locale, 'estates.back')}</a>
      </p>
      <BuyerPoolLine locale={locale} pool={view.pool} />
      {view.notice && <Notice>{view.notice}</Notice>}
      {(view.alert || error || view.refused) && (
        <FormAlert block>
          {view.alert && <p>{view.alert}</p>}
          {error && (
            <p>
              {t(locale, 'estates.invalidTitle')} <a href={`#${fieldId(error.field)}`}>{labelOf(locale, error.field)}</a>
            </p>
          )}
          {view.refused && (
            <>
              <p>{t(locale, view.notSaved ? 'estates.refusedNotSaved' : 'estates.refused')}</p>
              <MissingFacts
                locale={locale}
                missing={view.refused}
                findings={view.findings}
                // A certificate dated in the future is corrected in its date.
                link={(fact, problem) => `#${fieldId(problem === 'future' && fact === 'epcLabel' ? 'energy.date' : factField(fact, form))}`}
                unit={(fact) => factUnit(fact, form)}
              />
            </>
          )}
        </FormAlert>
      )}
      {!view.refused && draft.missing.length > 0 && (
        <div className="hint">
          <p>{t(locale, 'estates.stillMissing')}</p>
          <MissingFacts locale={locale} missing={draft.missing} link={(fact) => `#${fieldId(factField(fact, form))}`} unit={(fact) => factUnit(fact, form)} />
        </div>
      )}
      {!project && <CompromisChecklist locale={locale} form={form} />}
      {draft.publishedAt && <p className="hint">{t(locale, 'estates.publishedAt', { at: brusselsTime(draft.publishedAt) })}</p>}
      {draft.id !== null && <ListingPreviewButton locale={locale} session={session} draft={draft} draftId={draft.id} />}
      {draft.id === null && <KindChoice locale={locale} base={base} project={project} />}
      <form method="post" action={action} encType="multipart/form-data" noValidate>
        {/* Enter in a field saves, as before: the form's first button is its default, and "draft" comes before "save". */}
        <button type="submit" name="action" value="save" hidden />
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="version" value={String(draft.version)} />
        {project && <input type="hidden" name="kind" value="project" />}
        {group(
          'gGeneral',
          <>
            {choice('transaction', TRANSACTIONS, (value) => t(locale, `estates.o.${value}`), false)}
            {!project && choice('status', FORM_STATUSES, (value) => t(locale, `estates.o.${value}`), false)}
            {!project && choice('type', TYPES, (value) => t(locale, `estates.type.${value}`), false)}
            {!project && (
              <ChoiceSelect id={fieldId('subtype')} name="subtype" label={labelOf(locale, 'subtype')} error={errorOf('subtype')} value={form.subtype ?? ''}>
                <option value="">{t(locale, 'estates.o.typeDefault')}</option>
                <SubtypeOptions locale={locale} />
              </ChoiceSelect>
            )}
            {text('reference')}
            {project && text('constructionYear', 'number')}
          </>,
        )}
        {project && group('estateUnits.gUnits', <EstateUnits locale={locale} form={form} errorOf={errorOf} labelOf={labelOf} />)}
        {!project &&
          group(
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
        {!project && group('gRooms', numbers('rooms.bedrooms', 'rooms.bathrooms', 'areas.living', 'areas.plot', 'constructionYear'))}
        {group(
          'gTexts',
          <>
            <p className="hint">{t(locale, 'estates.textsHint')}</p>
            <div className="field">
              <label htmlFor="estate-draft-tone">{t(locale, 'translations.draft.tone')}</label>
              <select id="estate-draft-tone" name="tone" defaultValue={form.tone ?? 'factual'}>
                {DRAFT_TONES.map((tone) => (
                  <option key={tone} value={tone}>
                    {t(locale, `translations.draft.tones.${tone}`)}
                  </option>
                ))}
              </select>
            </div>
            <p>
              <button type="submit" name="action" value="draft" aria-describedby="estate-draft-hint">
                {t(locale, 'translations.draft.button')}
              </button>
            </p>
            <p className="hint" id="estate-draft-hint">
              {t(locale, 'translations.draft.hint')}
            </p>
            {draft.languages.map((lang) => (
              <div key={lang}>
                <Field
                  id={fieldId(`title.${lang}`)}
                  label={t(locale, 'estates.f.title', { language: languageName(locale, lang) })}
                  error={errorOf(`title.${lang}`)}
                >
                  {(described) => (
                    <input
                      type="text"
                      id={fieldId(`title.${lang}`)}
                      name={`title.${lang}`}
                      lang={lang}
                      defaultValue={form[`title.${lang}`] ?? ''}
                      {...described}
                    />
                  )}
                </Field>
                <RichTextField
                  locale={locale}
                  id={fieldId(`description.${lang}`)}
                  name={`description.${lang}`}
                  label={t(locale, 'estates.f.description', { language: languageName(locale, lang) })}
                  value={form[`description.${lang}`] ?? ''}
                  error={errorOf(`description.${lang}`)}
                  rows={6}
                  lang={lang}
                />
              </div>
            ))}
          </>,
        )}
        {group('gPictures', <EstatePictures locale={locale} siteId={draft.site.id} languages={draft.languages} form={form} error={errorOf('picture.new')} />)}
        {group(
          'gDocuments',
          <EstateDocuments locale={locale} siteId={draft.site.id} languages={draft.languages} form={form} error={errorOf('document.new')} />,
        )}
        <EstateFactSections kit={kit} project={project} />
        <EstateDetailSections kit={kit} draft={draft} project={project} />
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
