import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import type { DraftVersion } from './console-drafts';
import { LISTING_SECTIONS, newListingSection, type ListingSection, type SectionChoices } from './console-sections';
import type { RawPage, RawSection } from './raw/page';

/*
 * The console's pages and sections editor, over the draft (console-drafts.ts):
 *   GET    /console-api/sites/{id}/pages              PageList (the draft's pages)
 *   POST   /console-api/sites/{id}/pages              NewPageRequest → 201 PageSummary
 *   GET    /console-api/sites/{id}/pages/{pageId}     EditedPage
 *   PUT    /console-api/sites/{id}/pages/{pageId}     PageSaveRequest → 200 EditedPage (409 DraftConflict)
 *   DELETE /console-api/sites/{id}/pages/{pageId}?version=N   204 (409: a page the site needs)
 *   GET    /console-api/sites/{id}/pages/choices      SectionChoices (console-sections.ts)
 * A 400 names the field at fault: `{ error, field }` (`title.nl`, `url.fr`, `sections.2.data.html.nl`);
 * the schemas a save is checked against are console-page-schemas.ts's (out of the console's bundle).
 * A picture (the page's hero `image`, an imageWithText section's) is one the item had or one
 * uploaded for the site (console-media.ts), with an alt text in each of the site's languages
 * (`altRequired`, `sections.2.data.image.alt.fr`).
 */

/** The pages every site's routes lead to: they can be edited, never deleted. */
export const KEY_PAGES = ['home', 'forSale', 'forRent', 'projects', 'sold', 'holiday', 'about', 'valuation', 'contact'] as const;

/** The key pages a page may not be hidden from visitors: the home page is the site's own address (`/{lang}/`). */
export const NEVER_HIDDEN = ['home'] as const;

/** The section kinds the editor adds and edits field by field; the others keep their data as it is. */
export const EDITABLE_SECTIONS = [
  'sectionTitle',
  'htmlText',
  'imageWithText',
  'callToAction',
  'contactForm',
  'reviews',
  'employees',
  'offices',
  'quotes',
  'bivCib',
  'valuationWizard',
  ...LISTING_SECTIONS,
] as const;
export type EditableSection = (typeof EDITABLE_SECTIONS)[number];

/** One page in the list. */
export interface PageSummary {
  id: number;
  key: string;
  title: RawPage['title'];
  url: RawPage['url'];
  /** Changed in the draft, not yet published. */
  pending: boolean;
  /** The site's routes need it: it cannot be deleted. */
  keyPage: boolean;
  /** Hidden from visitors (in the draft). */
  hidden: boolean;
}

/** GET …/pages: the site's languages (one input each) and the draft's pages. */
export interface PageList {
  languages: Locale[];
  pages: PageSummary[];
}

/** A page as the editor opens it: the draft's document and the version to save against. */
export interface EditedPage extends DraftVersion {
  languages: Locale[];
  page: RawPage;
  pending: boolean;
  keyPage: boolean;
  /** Fields still as a language's addition filled them: `title.fr`, `sections.#301.data.title.fr`. */
  untranslated?: string[];
  /** The site's own origin (its primary hostname's), where the rich text's relative links lead; absent without a hostname. */
  siteOrigin?: string;
}

/** A text of at most `max` characters, and one per language (each optional), as the editor's saves write them. */
export const text = (max: number) => z.string().check(z.maxLength(max, 'tooLong'));
export const localized = (max: number) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(text(max))])) as Record<Locale, z.ZodMiniOptional<z.ZodMiniString>>);
export const nullableLocalized = (max: number) => z.nullable(localized(max));
/** An address per language (each optional). */
export const urls = <T extends z.ZodMiniType>(value: T) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(value)])) as Record<Locale, z.ZodMiniOptional<T>>);

/** POST …/pages: a new page's title and address in the site's languages. */
export const newPageRequest = z.object({ title: localized(200), url: urls(z.string()) });
export type NewPageRequest = z.infer<typeof newPageRequest>;

/** PUT …/pages/{pageId}: the whole page as the editor made it, and the version it started from. */
export interface PageSaveRequest {
  version: number;
  page: RawPage;
}

/** A new section of a kind the editor adds, with empty texts (a collection or an estate: the site's first, from `choices`). */
export function newSection(type: EditableSection, id: number, choices: SectionChoices | null = null): RawSection {
  const none = null;
  switch (type) {
    case 'sectionTitle':
      return { id, type, data: { title: {}, subtitle: none } };
    case 'htmlText':
      return { id, type, data: { html: {} } };
    case 'imageWithText':
      return { id, type, data: { image: { url: '', alt: {} }, title: {}, html: {}, imagePosition: 'left', link: null } };
    case 'callToAction':
      return { id, type, data: { title: {}, text: {}, button: { label: {}, url: {} }, variant: 'primary' } };
    case 'contactForm':
      return { id, type, data: { title: none, intro: none, subjects: [] } };
    case 'reviews':
      return { id, type, data: { title: none, limit: 6 } };
    case 'employees':
    case 'offices':
    case 'quotes':
    case 'bivCib':
    case 'valuationWizard':
      return { id, type, data: { title: none } };
    default:
      return newListingSection(type as ListingSection, id, choices);
  }
}
