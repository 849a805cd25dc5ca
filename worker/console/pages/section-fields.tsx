import type { Locale } from '../../../shared/i18n/locales';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RawSection } from '../../../shared/contract/raw/page';
import { t } from '../kit/i18n';
import { ChoiceSelect, choicesOf, Field } from '../kit/fields';
import { languageName } from '../kit/names';
import { PictureField } from '../kit/picture-field';
import { RichTextField } from '../kit/rich-text';

interface Props {
  locale: Locale;
  siteId: number;
  languages: Locale[];
  section: RawSection;
  /** The input ids' prefix: `s{index}`. */
  prefix: string;
  errors: Record<string, string>;
  /** Fields still as a language's addition filled them: `sections.#{id}.data.{name}.{language}`. */
  untranslated?: string[] | undefined;
}

/** The mark beside a field a language's addition filled in and nobody has translated yet. */
export function Untranslated({ locale }: { locale: Locale }) {
  return <strong className="untranslated">{t(locale, 'siteSettings.untranslated')}</strong>;
}

/** One localized text: an input (or a text area) per site language, named `{name}.{language}`. */
export function Texts({
  locale,
  languages,
  prefix,
  errors,
  name,
  label,
  value,
  long = false,
  marked,
}: Omit<Props, 'section' | 'siteId'> & {
  name: string;
  label: string;
  value: RawLocalized | null | undefined;
  long?: boolean;
  marked?: (name: string, language: Locale) => boolean;
}) {
  return (
    <>
      {languages.map((language) => {
        const id = `${prefix}-${name.replace(/\./g, '-')}-${language}`;
        const text = value?.[language] ?? '';
        const caption = t(locale, label, { language: languageName(locale, language) });
        return (
          <Field key={language} id={id} label={caption} error={errors[id]} hint={marked?.(name, language) ? <Untranslated locale={locale} /> : undefined}>
            {(described) =>
              long ? (
                <textarea id={id} name={`${name}.${language}`} rows={4} defaultValue={text} lang={language} {...described} />
              ) : (
                <input id={id} name={`${name}.${language}`} defaultValue={text} lang={language} {...described} />
              )
            }
          </Field>
        );
      })}
    </>
  );
}

/** The fields of one section of a kind the editor edits (page-form.ts reads them back); null for the others (the listing kinds: listing-fields.tsx). */
export function SectionFields(props: Props) {
  const { locale, languages, section, prefix, errors, untranslated } = props;
  const marked = (name: string, language: Locale) => untranslated?.includes(`sections.#${section.id}.data.${name}.${language}`) === true;
  const common = { locale, languages, prefix, errors, marked };
  const title = (value: RawLocalized | null | undefined) => <Texts {...common} name="title" label="pages.f.title" value={value} />;
  const richText = (value: RawLocalized) =>
    languages.map((language) => {
      const id = `${prefix}-html-${language}`;
      return (
        <RichTextField
          key={language}
          locale={locale}
          lang={language}
          id={id}
          name={`html.${language}`}
          label={t(locale, 'pages.f.html', { language: languageName(locale, language) })}
          value={value[language] ?? ''}
          error={errors[id]}
        />
      );
    });
  /** A choice among a few `values`, each labelled by its words (`{words}.{value}`). */
  const choose = (name: string, label: string, value: string, values: readonly string[], words: string) => (
    <ChoiceSelect
      id={`${prefix}-${name}`}
      name={name}
      label={t(locale, label)}
      value={value}
      choices={choicesOf(values, (one) => t(locale, `${words}.${one}`))}
    />
  );
  switch (section.type) {
    case 'sectionTitle':
      return (
        <>
          {title(section.data.title)}
          <Texts {...common} name="subtitle" label="pages.f.subtitle" value={section.data.subtitle} />
        </>
      );
    case 'htmlText':
      return <>{richText(section.data.html)}</>;
    case 'imageWithText':
      return (
        <>
          <PictureField
            locale={locale}
            siteId={props.siteId}
            prefix={prefix}
            name="image"
            use="section"
            url={section.data.image.url}
            errors={errors}
            alt={{ languages, value: section.data.image.alt }}
          />
          {choose('imagePosition', 'media.position', section.data.imagePosition, ['left', 'right'], 'media')}
          {title(section.data.title)}
          {richText(section.data.html)}
          <Texts {...common} name="link.label" label="pages.f.buttonLabel" value={section.data.link?.label} />
          <Texts {...common} name="link.url" label="pages.f.buttonUrl" value={section.data.link?.url} />
        </>
      );
    case 'callToAction':
      return (
        <>
          {title(section.data.title)}
          <Texts {...common} name="text" label="pages.f.text" value={section.data.text} long />
          <Texts {...common} name="button.label" label="pages.f.buttonLabel" value={section.data.button.label} />
          <Texts {...common} name="button.url" label="pages.f.buttonUrl" value={section.data.button.url} />
          {choose('variant', 'pages.f.variant', section.data.variant, ['primary', 'accent'], 'pages.variant')}
        </>
      );
    case 'contactForm': {
      const subjects = Object.fromEntries(languages.map((language) => [language, section.data.subjects.map((subject) => subject[language] ?? '').join('\n')]));
      return (
        <>
          {title(section.data.title)}
          <Texts {...common} name="intro" label="pages.f.intro" value={section.data.intro} long />
          <Texts {...common} name="subjects" label="pages.f.subjects" value={subjects} long />
        </>
      );
    }
    case 'reviews':
      return (
        <>
          {title(section.data.title)}
          <Field id={`${prefix}-limit`} label={t(locale, 'pages.f.limit')} error={errors[`${prefix}-limit`]}>
            {(described) => (
              <input id={`${prefix}-limit`} name="limit" type="number" min={1} max={50} defaultValue={String(section.data.limit)} {...described} />
            )}
          </Field>
        </>
      );
    case 'employees':
    case 'offices':
    case 'quotes':
    case 'bivCib':
    case 'valuationWizard':
      return title(section.data.title);
    default:
      return null;
  }
}
