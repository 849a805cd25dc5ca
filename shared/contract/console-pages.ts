import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import { ROUTES } from '../routes';
import type { DraftVersion } from './console-drafts';
import { LISTING_SECTIONS, listingSectionSchemas, localized, newListingSection, nullableLocalized, text, type ListingSection, type SectionChoices } from './console-sections';
import { ALT_MAX } from './console-media';
import type { RawPage, RawSection } from './raw/page';

/*
 * The console's pages and sections editor (issue 32), over the draft (console-drafts.ts):
 *   GET    /console-api/sites/{id}/pages              PageList (the draft's pages)
 *   POST   /console-api/sites/{id}/pages              NewPageRequest → 201 PageSummary
 *   GET    /console-api/sites/{id}/pages/{pageId}     EditedPage
 *   PUT    /console-api/sites/{id}/pages/{pageId}     PageSaveRequest → 200 EditedPage (409 DraftConflict)
 *   DELETE /console-api/sites/{id}/pages/{pageId}?version=N   204 (409: a page the site needs)
 *   GET    /console-api/sites/{id}/pages/choices      SectionChoices (console-sections.ts)
 * A 400 names the field at fault: `{ error, field }` (`title.nl`, `url.fr`, `sections.2.data.html.nl`).
 * A picture (the page's hero `image`, an imageWithText section's) is one the item had or one
 * uploaded for the site (console-media.ts), with an alt text in each of the site's languages
 * (`altRequired`, `sections.2.data.image.alt.fr`).
 */

/** The pages every site's routes lead to: they can be edited, never deleted. */
export const KEY_PAGES = ['home', 'forSale', 'forRent', 'projects', 'sold', 'holiday', 'about', 'valuation', 'contact'] as const;

/** The key pages a page may not be hidden from visitors: the home page is the site's own address (`/{lang}/`). */
export const NEVER_HIDDEN = ['home'] as const;

/** The section kinds the editor adds and edits field by field; the others keep their data as it is. */
export const EDITABLE_SECTIONS = ['sectionTitle', 'htmlText', 'imageWithText', 'callToAction', 'contactForm', 'reviews', 'employees', 'offices', 'quotes', 'bivCib', 'valuationWizard', ...LISTING_SECTIONS] as const;
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
  /** Fields still as a language's addition filled them (issue 32): `title.fr`, `sections.#301.data.title.fr`. */
  untranslated?: string[];
}

/** A page address in one language: lowercase words of a–z and 0–9 joined by hyphens, in up to three parts; '' only for the home page. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;

/**
 * The first parts of an address the site's own routes use (favorites, estate pages, the
 * privacy statement … in every language) and its files: no page may start with one.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES).flatMap((route) => Object.values(route).map((path) => path.split('/')[0] ?? '')),
  'ajax',
  'assets',
  'admin',
  '_preview',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'console-api',
].filter(Boolean));

/** Why an address cannot be used, or null. `others`: the addresses of the site's other pages in that language. */
export function slugProblem(slug: string, others: readonly string[]): 'format' | 'reserved' | 'taken' | null {
  if (!SLUG.test(slug)) return 'format';
  if (RESERVED_SLUGS.has(slug.split('/')[0]!)) return 'reserved';
  if (others.includes(slug)) return 'taken';
  return null;
}

const link = z.object({ label: localized(80), url: localized(500) });
/** A picture as the editor sends it: its address ('' for none) and alt texts; the platform says its size (console-media.ts). */
const image = z.object({ url: text(500), alt: z.optional(localized(ALT_MAX)), width: z.optional(z.number()), height: z.optional(z.number()) });

/** What the editor writes into each kind of section it edits (shared/contract/raw/page.ts). */
export const editableSection = z.discriminatedUnion('type', [
  z.object({ id: z.number(), type: z.literal('sectionTitle'), data: z.object({ title: localized(200), subtitle: nullableLocalized(300) }) }),
  z.object({ id: z.number(), type: z.literal('htmlText'), data: z.object({ html: localized(50_000) }) }),
  z.object({
    id: z.number(),
    type: z.literal('imageWithText'),
    data: z.object({ image, title: localized(200), html: localized(50_000), imagePosition: z.enum(['left', 'right']), link: z.nullable(link) }),
  }),
  z.object({
    id: z.number(),
    type: z.literal('callToAction'),
    data: z.object({ title: localized(200), text: localized(1_000), button: link, variant: z.enum(['primary', 'accent']) }),
  }),
  z.object({ id: z.number(), type: z.literal('contactForm'), data: z.object({ title: nullableLocalized(200), intro: nullableLocalized(1_000), subjects: z.array(localized(120)) }) }),
  z.object({ id: z.number(), type: z.literal('reviews'), data: z.object({ title: nullableLocalized(200), limit: z.number().check(z.int(), z.minimum(1), z.maximum(50)) }) }),
  z.object({ id: z.number(), type: z.literal('employees'), data: z.object({ title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('offices'), data: z.object({ title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('quotes'), data: z.object({ title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('bivCib'), data: z.object({ title: nullableLocalized(200) }) }),
  ...listingSectionSchemas,
  z.object({ id: z.number(), type: z.literal('valuationWizard'), data: z.object({ title: nullableLocalized(200) }) }),
]);

/** The page's own fields the editor writes. */
const urls = <T extends z.ZodMiniType>(value: T) => z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(value)])) as Record<Locale, z.ZodMiniOptional<T>>);
export const pageFields = z.object({ title: localized(200), description: localized(400), url: urls(z.nullable(z.string())), hidden: z.optional(z.boolean()), image: z.optional(z.nullable(image)) });

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
