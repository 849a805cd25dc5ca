import type { Locale } from '../../../shared/i18n/locales';
import { EDITABLE_SECTIONS, type EditableSection, newSection } from '../../../shared/contract/console-pages';
import type { SectionChoices } from '../../../shared/contract/console-sections';
import type { RawImage, RawLocalized } from '../../../shared/contract/raw/common';
import type { RawPage, RawSection } from '../../../shared/contract/raw/page';
import { listingSectionOf, withCounters } from './listing-form';

/*
 * The pages editor's forms turned into the page the platform saves: each form
 * changes one part of the page the editor opened (its own fields, one section, the sections'
 * order), so what the other forms hold stays as it is. Field names: `title.nl`,
 * `button.label.fr`, `subjects.de` (one per line); an input's id is its form's prefix (`p` for
 * the page's fields, `s{index}` for a section) and its name with hyphens (`s2-title-nl`), so a
 * platform refusal (`sections.2.data.title.nl`) finds its field (`fieldIdOf`). A picture's
 * fields: `image.url` (the address it has, or the one just uploaded: pages-routes.tsx puts it
 * there), `image.remove` and `image.alt.nl`; the file input's id is `{prefix}-image`.
 */

type Form = Record<string, string>;

/** The texts of a localized field as typed, over what the other languages hold. */
function localizedOf(form: Form, name: string, languages: Locale[], current: RawLocalized | null | undefined): RawLocalized {
  const value: RawLocalized = { ...(current ?? {}) };
  for (const locale of languages) if (form[`${name}.${locale}`] !== undefined) value[locale] = form[`${name}.${locale}`]!.trim();
  return value;
}

/** The same, null when every language is empty (a title a section may go without). */
function optionalOf(form: Form, name: string, languages: Locale[], current: RawLocalized | null | undefined): RawLocalized | null {
  const value = localizedOf(form, name, languages, current);
  return Object.values(value).some((text) => text) ? value : null;
}

/** A picture from its fields ('' as its address: none); the platform checks the address and fills in its size. */
function imageOf(form: Form, languages: Locale[], current: RawImage | null | undefined): RawImage {
  const url = form['image.remove'] === '1' ? '' : (form['image.url'] ?? current?.url ?? '');
  return { ...(current && url === current.url ? current : {}), url, alt: localizedOf(form, 'image.alt', languages, current?.alt) };
}

/** The page's own fields from their form, its hero picture among them. */
export function withFields(page: RawPage, form: Form, languages: Locale[]): RawPage {
  const url = { ...page.url };
  for (const locale of languages) if (form[`url.${locale}`] !== undefined) url[locale] = form[`url.${locale}`]!.trim().toLowerCase();
  const image = imageOf(form, languages, page.image);
  return {
    ...page,
    title: localizedOf(form, 'title', languages, page.title),
    description: localizedOf(form, 'description', languages, page.description),
    url,
    image: image.url ? image : null,
  };
}

function sectionOf(section: RawSection, form: Form, languages: Locale[]): RawSection {
  const L = (name: string, current: RawLocalized | null | undefined) => localizedOf(form, name, languages, current);
  const O = (name: string, current: RawLocalized | null | undefined) => optionalOf(form, name, languages, current);
  switch (section.type) {
    case 'sectionTitle':
      return { ...section, data: { title: L('title', section.data.title), subtitle: O('subtitle', section.data.subtitle) } };
    case 'htmlText':
      return { ...section, data: { html: L('html', section.data.html) } };
    case 'imageWithText': {
      const label = O('link.label', section.data.link?.label);
      const target = O('link.url', section.data.link?.url);
      const position = form.imagePosition === 'left' || form.imagePosition === 'right' ? form.imagePosition : section.data.imagePosition;
      return {
        ...section,
        data: {
          image: imageOf(form, languages, section.data.image),
          title: L('title', section.data.title),
          html: L('html', section.data.html),
          imagePosition: position,
          link: label || target ? { label: label ?? {}, url: target ?? {} } : null,
        },
      };
    }
    case 'callToAction':
      return {
        ...section,
        data: {
          title: L('title', section.data.title),
          text: L('text', section.data.text),
          button: { label: L('button.label', section.data.button.label), url: L('button.url', section.data.button.url) },
          variant: form.variant === 'accent' ? 'accent' : 'primary',
        },
      };
    case 'contactForm': {
      const lines = Object.fromEntries(
        languages.map((locale) => [
          locale,
          (form[`subjects.${locale}`] ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        ]),
      );
      const count = Math.max(0, ...Object.values(lines).map((list) => list.length));
      const subjects = Array.from({ length: count }, (_, index) => ({
        ...(section.data.subjects[index] ?? {}),
        ...Object.fromEntries(languages.map((locale) => [locale, lines[locale]?.[index] ?? ''])),
      }));
      return { ...section, data: { title: O('title', section.data.title), intro: O('intro', section.data.intro), subjects } };
    }
    case 'reviews':
      return { ...section, data: { title: O('title', section.data.title), limit: Number(form.limit) || section.data.limit } };
    case 'employees':
    case 'offices':
    case 'quotes':
    case 'bivCib':
    case 'valuationWizard':
      return { ...section, data: { title: O('title', section.data.title) } } as RawSection;
    default:
      return listingSectionOf(section, form, L, O) ?? section;
  }
}

/** One section's fields from its form. */
export function withSection(page: RawPage, index: number, form: Form, languages: Locale[]): RawPage {
  const section = page.sections[index];
  if (!section) return page;
  return { ...page, sections: page.sections.map((other, at) => (at === index ? sectionOf(section, form, languages) : other)) };
}

/** The sections with one moved up (-1) or down (+1); at an end nothing moves. */
export function moved(page: RawPage, index: number, delta: -1 | 1): RawPage {
  const to = index + delta;
  if (!page.sections[index] || !page.sections[to]) return page;
  const sections = [...page.sections];
  [sections[index], sections[to]] = [sections[to]!, sections[index]!];
  return { ...page, sections };
}

export const withoutSection = (page: RawPage, index: number): RawPage => ({ ...page, sections: page.sections.filter((_, at) => at !== index) });

/** A new empty section of a kind the editor edits, at the end (a collection or an estate: the site's first, from `choices`). */
export function withNewSection(page: RawPage, type: string, choices: SectionChoices | null = null): RawPage {
  if (!(EDITABLE_SECTIONS as readonly string[]).includes(type)) return page;
  const id = Math.max(0, ...page.sections.map((section) => section.id)) + 1;
  return { ...page, sections: [...page.sections, newSection(type as EditableSection, id, choices)] };
}

/** The page hidden from visitors (`hidden` = '1') or shown again. */
export function withPageHidden(page: RawPage, hidden: boolean): RawPage {
  const { hidden: _was, ...rest } = page;
  return hidden ? { ...rest, hidden: true } : rest;
}

/** One section hidden from visitors or shown again. */
export function withSectionHidden(page: RawPage, index: number, hidden: boolean): RawPage {
  return {
    ...page,
    sections: page.sections.map((section, at) => {
      if (at !== index) return section;
      const { hidden: _was, ...rest } = section;
      return (hidden ? { ...rest, hidden: true } : rest) as RawSection;
    }),
  };
}

/** The input a platform refusal's field path names (`title.nl` → `p-title-nl`, `sections.2.data.button.url.fr` → `s2-button-url-fr`). */
export function fieldIdOf(path: string): string {
  const section = /^sections\.(\d+)(?:\.data)?\.?(.*)$/.exec(path);
  if (section) return `s${section[1]}${section[2] ? `-${section[2].replace(/\./g, '-')}` : ''}`;
  const counter = /^counters\.(\d+)\.(.+)$/.exec(path);
  if (counter) return `c${counter[1]}-${counter[2]!.replace(/\./g, '-')}`;
  if (path === 'counters') return 'counters';
  return `p-${path.replace(/\./g, '-')}`;
}

/** What a form of the editor posted: its fields, the section it names (`index`), the page's languages, the site's choices for a new section. */
export interface PagePost {
  form: Form;
  index: number;
  languages: Locale[];
  choices: () => Promise<SectionChoices>;
}

/** The part of the editor an operation acted on (where the editor lands, what stays open): a section by id, the page's fields, its visibility, the counters. */
export type EditorPart = number | 'fields' | 'counters' | 'visibility' | null;

/** One operation of the editor's forms (`op`): the page it makes, the part it acted on, the picture it may carry. */
export interface PageOperation {
  apply: (page: RawPage, post: PagePost) => RawPage | Promise<RawPage>;
  part: (before: RawPage, after: RawPage, index: number) => EditorPart;
  picture?: 'hero' | 'section';
}

const sectionAt = (before: RawPage, _after: RawPage, index: number) => before.sections[index]?.id ?? null;

/** The editor's operations by the `op` its form posts (deleting the page is its own: pages-routes.tsx). */
export const PAGE_OPERATIONS: Readonly<Record<string, PageOperation>> = {
  fields: { apply: (page, { form, languages }) => withFields(page, form, languages), part: () => 'fields', picture: 'hero' },
  section: { apply: (page, { form, index, languages }) => withSection(page, index, form, languages), part: sectionAt, picture: 'section' },
  up: { apply: (page, { index }) => moved(page, index, -1), part: sectionAt },
  down: { apply: (page, { index }) => moved(page, index, 1), part: sectionAt },
  remove: {
    apply: (page, { index }) => withoutSection(page, index),
    part: (before, _, index) => (before.sections[index + 1] ?? before.sections[index - 1])?.id ?? null,
  },
  add: {
    apply: async (page, { form, choices }) => withNewSection(page, form.type ?? '', await choices()),
    part: (_, after) => after.sections.at(-1)?.id ?? null,
  },
  visibility: { apply: (page, { form }) => withPageHidden(page, form.hidden === '1'), part: () => 'visibility' },
  sectionVisibility: { apply: (page, { form, index }) => withSectionHidden(page, index, form.hidden === '1'), part: sectionAt },
  counters: { apply: (page, { form, languages }) => withCounters(page, form, languages), part: () => 'counters' },
};
