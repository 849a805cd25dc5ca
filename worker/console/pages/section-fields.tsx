import type { Locale } from '../../../shared/i18n/locales';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RawSection } from '../../../shared/contract/raw/page';
import { t } from '../i18n';
import { Field } from './fields';
import { languageName } from './pages';
import { PictureField } from './picture-field';
import { RichTextField } from './rich-text';

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
          <Field id={`${prefix}-imagePosition`} label={t(locale, 'media.position')}>
            {(described) => (
              <select id={`${prefix}-imagePosition`} name="imagePosition" defaultValue={section.data.imagePosition} {...described}>
                <option value="left">{t(locale, 'media.left')}</option>
                <option value="right">{t(locale, 'media.right')}</option>
              </select>
            )}
          </Field>
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
          <Field id={`${prefix}-variant`} label={t(locale, 'pages.f.variant')}>
            {(described) => (
              <select id={`${prefix}-variant`} name="variant" defaultValue={section.data.variant} {...described}>
                <option value="primary">{t(locale, 'pages.variant.primary')}</option>
                <option value="accent">{t(locale, 'pages.variant.accent')}</option>
              </select>
            )}
          </Field>
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
