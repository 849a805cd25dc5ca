import type { Locale } from '../../../shared/i18n/locales';
import { EDITABLE_SECTIONS } from '../../../shared/contract/console-pages';
import type { SectionChoices } from '../../../shared/contract/console-sections';
import type { RawPage, RawSection } from '../../../shared/contract/raw/page';
import { missingContent } from '../../../shared/contract/section-content';
import { t } from '../kit/i18n';
import { languageName } from '../kit/names';

/*
 * The parts of a page's sections in the page editor (page-editor.tsx): a section's one-line
 * summary and missing words, the kinds a new one may be, its framed preview.
 */

/** A section's title in the site's first language (or any), or the start of its text: its one-line summary. */
export function summaryOf(section: RawSection, languages: Locale[]): string {
  const data = section.data as { title?: Record<string, string | undefined> | null; html?: Record<string, string | undefined> };
  const pick = (value: Record<string, string | undefined> | null | undefined) =>
    [...languages.map((language) => value?.[language]), ...Object.values(value ?? {})].find((text) => typeof text === 'string' && text.trim() !== '')?.trim() ??
    '';
  const title = pick(data.title);
  if (title) return title;
  const text = pick(data.html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The missing fields of a section, named for its editor ("title, button text"). */
export const missingWords = (locale: Locale, section: RawSection) =>
  missingContent(section)
    .map((field) => t(locale, `sections.missing.${field.replace(/\.(\w)/, (_, letter: string) => letter.toUpperCase())}`))
    .join(', ');

/** The kinds a new section may be: a collection or an estate only when the site has one. */
export function addable(choices: SectionChoices) {
  return EDITABLE_SECTIONS.filter(
    (type) => (type !== 'estateCollection' || choices.collections.length > 0) && (type !== 'estateItem' || choices.estates.length > 0),
  );
}

/** Whether a filter bar at `index` has no estate list below it to drive (the site then shows nothing). */
export const filterAlone = (page: RawPage, index: number) =>
  page.sections[index]?.type === 'estateFilter' && !page.sections.slice(index + 1).some((next) => next.type === 'estateList');

/** The site's draft of one section, framed beside its form (the site's `/_preview/{token}/section`): labelled for screen readers. */
export function SectionPreview({
  locale,
  heading,
  preview,
  languages,
  editor,
  sectionId,
}: {
  locale: Locale;
  heading: string;
  preview: { sectionId: number; address: string | null; language: string };
  languages: Locale[];
  editor: string;
  sectionId: number;
}) {
  const language = languageName(locale, preview.language as Locale);
  if (!preview.address) return <p className="hint">{t(locale, 'sections.previewUnavailable')}</p>;
  return (
    <figure className="section-preview">
      <iframe src={preview.address} title={t(locale, 'sections.previewFrame', { section: heading })} loading="lazy" sandbox="allow-scripts allow-same-origin" />
      <figcaption>
        {t(locale, 'sections.previewCaption', { language })}{' '}
        {languages
          .filter((other) => other !== preview.language)
          .map((other) => (
            <a key={other} href={`${editor}?preview=${sectionId}&in=${other}&focus=summary-${sectionId}`}>
              {t(locale, 'sections.previewIn', { language: languageName(locale, other) })}
            </a>
          ))}
      </figcaption>
    </figure>
  );
}
