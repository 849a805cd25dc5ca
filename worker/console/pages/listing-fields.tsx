import type { Locale } from '../../../shared/i18n/locales';
import {
  FILTER_STATUSES,
  LIST_GROUPINGS,
  LIST_STATUSES,
  LIST_TYPE_IDS,
  LIST_TYPES,
  listStatuses,
  MAX_COUNTER_VALUE,
  MAX_PRICE,
  PAGE_SIZE,
  type SectionChoices,
} from '../../../shared/contract/console-sections';
import type { RawSection } from '../../../shared/contract/raw/page';
import { t } from '../kit/i18n';
import { ChoiceSelect, choicesOf, Field, FieldError, InputField } from '../kit/fields';
import { languageName } from '../kit/names';
import { Texts } from './section-fields';

interface Props {
  locale: Locale;
  languages: Locale[];
  section: RawSection;
  prefix: string;
  errors: Record<string, string>;
  choices: SectionChoices;
}

/** Checkboxes of one group (`{name}.{value}`), its error beside its legend's group. */
function Checks({
  locale,
  prefix,
  errors,
  group,
  name,
  label,
  options,
  checked,
}: Pick<Props, 'locale' | 'prefix' | 'errors'> & {
  group: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
}) {
  const id = `${prefix}-${group}`;
  const error = errors[id];
  return (
    <fieldset className={error ? 'field field--error' : 'field'} id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t(locale, label)}</legend>
      {options.map((option) => (
        <div className="choice" key={option.value}>
          <input type="checkbox" id={`${id}-${option.value}`} name={`${name}.${option.value}`} value="1" defaultChecked={checked.includes(option.value)} />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** What a section's small field takes: the editor's language, the form's prefix and errors, its name and its label (a words key). */
type SmallField = Pick<Props, 'locale' | 'prefix' | 'errors'> & { name: string; label: string };

/** A small field's id (`{prefix}-{name}`), name, label in words and error, as the kit's fields take them. */
function labelled({ locale, prefix, errors, name, label }: SmallField) {
  const id = `${prefix}-${name}`;
  return { id, name, label: t(locale, label), error: errors[id] };
}

/** What makes an input a whole number's: digits on a phone's keyboard, steps of one. */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/** A whole number's input; what was typed, even when it is not a number, comes back as it was. */
function NumberField(props: SmallField & { value: unknown; min: number; max: number; hint?: string; inputName?: string }) {
  const { name, value, min, max, hint, inputName = name } = props;
  return (
    <InputField
      {...labelled(props)}
      name={inputName}
      hint={hint}
      {...WHOLE_NUMBER}
      min={min}
      max={max}
      defaultValue={value === undefined || value === null ? '' : String(value)}
    />
  );
}

/** A choice among the site's own collections or estates (from the platform: nothing of another agency). */
function Pick(props: SmallField & { value: number | undefined; options: { id: number; label: string }[]; none?: string | undefined }) {
  const { value, options, none } = props;
  return (
    <ChoiceSelect {...labelled(props)} value={value === undefined ? '' : String(value)} choices={options.map((option) => [String(option.id), option.label])}>
      {none !== undefined && <option value="">{none}</option>}
    </ChoiceSelect>
  );
}

/** The fields of a listing or calculator section (listing-form.ts reads them back); null for the other kinds. */
export function ListingFields({ locale, languages, section, prefix, errors, choices }: Props) {
  const common = { locale, languages, prefix, errors };
  const small = { locale, prefix, errors };
  const title = (value: Parameters<typeof Texts>[0]['value']) => <Texts {...common} name="title" label="pages.f.title" value={value} />;
  const collections = choices.collections.map((collection) => ({
    id: collection.id,
    label: collection.name[locale] || collection.name[languages[0] ?? 'nl'] || Object.values(collection.name).find(Boolean) || `#${collection.id}`,
  }));
  /** The statuses a section shows (a list's, a filter's), each a checkbox. */
  const statusChecks = (label: string, statuses: readonly string[], checked: readonly string[]) => (
    <Checks
      {...small}
      group="statuses"
      name="status"
      label={label}
      options={statuses.map((value) => ({ value, label: t(locale, `settings.status.${value}`) }))}
      checked={checked}
    />
  );
  const pageSizeHint = t(locale, 'sections.hint.pageSize', { min: PAGE_SIZE.min, max: PAGE_SIZE.max });
  const pageSize = (value: Parameters<typeof NumberField>[0]['value']) => (
    <NumberField {...small} name="pageSize" label="sections.f.pageSize" value={value} min={PAGE_SIZE.min} max={PAGE_SIZE.max} hint={pageSizeHint} />
  );
  /** One of the site's collections or estates, and the section's title. */
  const picked = (name: string, value: number | null, heading: Parameters<typeof title>[0], options: { id: number; label: string }[], none: string) => (
    <>
      <Pick
        {...small}
        name={name}
        label={`sections.f.${name}`}
        value={value || undefined}
        options={options}
        none={options.length === 0 ? t(locale, none) : undefined}
      />
      {title(heading)}
    </>
  );
  switch (section.type) {
    case 'estateList': {
      const { query } = section.data;
      const types = (query.terms?.['headType.id'] ?? []) as number[];
      return (
        <>
          {title(section.data.title)}
          {statusChecks('sections.f.statuses', LIST_STATUSES, listStatuses(query))}
          <Checks
            {...small}
            group="types"
            name="type"
            label="sections.f.types"
            options={LIST_TYPES.map((value) => ({ value, label: t(locale, `sections.type.${value}`) }))}
            checked={LIST_TYPES.filter((type) => types.includes(LIST_TYPE_IDS[type]))}
          />
          <div className="field choice">
            <input type="checkbox" id={`${prefix}-projects`} name="projects" value="1" defaultChecked={query.match?.project === true} />
            <label htmlFor={`${prefix}-projects`}>{t(locale, 'sections.f.projectsOnly')}</label>
          </div>
          <NumberField {...small} name="priceMin" label="sections.f.priceMin" value={query.range?.['price.value']?.gte} min={0} max={MAX_PRICE} />
          <NumberField {...small} name="priceMax" label="sections.f.priceMax" value={query.range?.['price.value']?.lte} min={0} max={MAX_PRICE} />
          <NumberField {...small} name="bedrooms" label="sections.f.bedrooms" value={query.range?.bedroomCount?.gte} min={0} max={20} />
          <Pick
            {...small}
            name="collection"
            label="sections.f.collectionFilter"
            value={section.data.collections[0]?.id}
            options={collections}
            none={t(locale, 'sections.anyCollection')}
          />
          <ChoiceSelect
            {...labelled({ ...small, name: 'grouping', label: 'sections.f.grouping' })}
            value={section.data.groupOptions?.grouping ?? ''}
            choices={choicesOf(LIST_GROUPINGS, (grouping) => t(locale, `sections.grouping.${grouping}`), t(locale, 'sections.grouping.none'))}
          />
          {pageSize(section.data.pageSize)}
        </>
      );
    }
    case 'estateFilter':
      return statusChecks('sections.f.filterStatuses', FILTER_STATUSES, section.data.statuses);
    case 'estateCollection':
      return picked('collection', section.data.collectionId, section.data.title, collections, 'sections.noCollections');
    case 'estateItem':
      return picked('estate', section.data.estateId, section.data.title, choices.estates, 'sections.noEstates');
    case 'rentalList':
      return (
        <>
          {title(section.data.title)}
          {pageSize(section.data.pageSize)}
        </>
      );
    case 'purchaseCosts':
      return (
        <>
          {title(section.data.title)}
          <Texts {...common} name="intro" label="pages.f.intro" value={section.data.intro} long />
          <NumberField {...small} name="price" label="sections.f.examplePrice" value={section.data.price} min={1} max={MAX_PRICE} />
        </>
      );
    case 'vat-regime-costs':
      return (
        <>
          {title(section.data.title)}
          <Texts {...common} name="intro" label="pages.f.intro" value={section.data.intro} long />
        </>
      );
    default:
      return null;
  }
}

/** The page's counters (its `ctaNumbers` element): a row per counter and an empty one to add one (listing-form.ts `withCounters`). */
export function CounterFields({
  locale,
  languages,
  items,
  errors,
  max,
}: {
  locale: Locale;
  languages: Locale[];
  items: { value: number; label: Partial<Record<Locale, string>>; suffix: string | null }[];
  errors: Record<string, string>;
  max: number;
}) {
  const rows = items.length < max ? [...items, null] : items;
  return (
    <>
      <FieldError id="counters" error={errors.counters} />
      {rows.map((item, row) => (
        <fieldset className="group" key={row}>
          <legend>{item ? t(locale, 'sections.counter', { number: row + 1 }) : t(locale, 'sections.newCounter')}</legend>
          <NumberField
            locale={locale}
            prefix={`c${row}`}
            errors={errors}
            name="value"
            inputName={`counter.${row}.value`}
            label="sections.f.counterValue"
            value={item?.value}
            min={0}
            max={MAX_COUNTER_VALUE}
          />
          <Field id={`c${row}-suffix`} label={t(locale, 'sections.f.suffix')} error={errors[`c${row}-suffix`]}>
            {(described) => <input id={`c${row}-suffix`} name={`counter.${row}.suffix`} defaultValue={item?.suffix ?? ''} maxLength={4} {...described} />}
          </Field>
          {languages.map((language) => {
            const id = `c${row}-label-${language}`;
            return (
              <Field key={language} id={id} label={t(locale, 'menus.label', { language: languageName(locale, language) })} error={errors[id]}>
                {(described) => (
                  <input id={id} name={`counter.${row}.label.${language}`} defaultValue={item?.label[language] ?? ''} lang={language} {...described} />
                )}
              </Field>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
