import * as z from 'zod/mini';
import { linkTarget } from '../domain/link-target';
import { ROUTES } from '../routes';
import { ALT_MAX } from './console-media';
import { localized, nullableLocalized, text, urls } from './console-pages';
import { FILTER_STATUSES, LIST_GROUPINGS, MAX_BEDROOMS, MAX_COUNTER_VALUE, MAX_COUNTERS, MAX_PRICE, PAGE_SIZE } from './console-sections';

/*
 * The schemas the platform checks a page's save against (worker/platform/console-api/pages.ts,
 * page-sections.ts): its own fields, each kind of section the editor writes (console-pages.ts,
 * console-sections.ts) and its counters, and the addresses a page may take. Apart from those
 * modules so that the console's bundle, which imports their kinds and limits, does not carry
 * them (nor the site's route table). A check's message is the code of its error
 * (`pages.error.{code}` in locales/console.json).
 */

const whole = (code: string, min: number, max: number) => z.number({ error: code }).check(z.int(code), z.minimum(min, code), z.maximum(max, code));
const pageSize = whole('pageSize', PAGE_SIZE.min, PAGE_SIZE.max);
const price = whole('price', 0, MAX_PRICE);
const id = z.number({ error: 'invalid' }).check(z.int('invalid'), z.positive('invalid'));
const TERM_FIELDS = ['id', 'address.country.id', 'address.city.id', 'headType.id', 'transaction.id', 'subType.id', 'bedroomCount', 'status'] as const;

/** An estate list's fixed search (node): the terms, ranges and matches the site's search takes. */
const listQuery = z.object({
  terms: z.optional(z.partialRecord(z.enum(TERM_FIELDS), z.array(z.union([z.number(), text(64)])).check(z.maxLength(500, 'invalid')))),
  range: z.optional(
    z.object({
      'price.value': z.optional(z.object({ gte: z.optional(price), lte: z.optional(price) })),
      bedroomCount: z.optional(z.object({ gte: z.optional(whole('bedrooms', 0, MAX_BEDROOMS)), lte: z.optional(whole('bedrooms', 0, MAX_BEDROOMS)) })),
    }),
  ),
  match: z.optional(
    z.object({
      'children.estate_collections.estate_collection_id': z.optional(id),
      project: z.optional(z.boolean()),
      parentId: z.optional(id),
      guid: z.optional(text(64)),
    }),
  ),
});

/** What the editor writes into each kind of this file. */
export const listingSectionSchemas = [
  z.object({
    id: z.number(),
    type: z.literal('estateList'),
    data: z.object({
      title: nullableLocalized(200),
      query: listQuery,
      groupOptions: z.nullable(z.object({ grouping: z.enum(LIST_GROUPINGS, 'invalid') })),
      collections: z.array(z.object({ id })).check(z.maxLength(1, 'invalid')),
      pageSize,
    }),
  }),
  z.object({
    id: z.number(),
    type: z.literal('estateFilter'),
    data: z.object({ statuses: z.array(z.enum(FILTER_STATUSES, 'invalid')).check(z.minLength(1, 'statuses'), z.maxLength(2, 'invalid')) }),
  }),
  z.object({
    id: z.number(),
    type: z.literal('estateCollection'),
    data: z.object({ collectionId: z.number({ error: 'collection' }), title: nullableLocalized(200) }),
  }),
  z.object({ id: z.number(), type: z.literal('estateItem'), data: z.object({ estateId: z.number({ error: 'estate' }), title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('rentalList'), data: z.object({ title: nullableLocalized(200), pageSize: z.nullable(pageSize) }) }),
  z.object({
    id: z.number(),
    type: z.literal('purchaseCosts'),
    data: z.object({ title: nullableLocalized(200), intro: nullableLocalized(1_000), price: z.nullable(whole('price', 1, MAX_PRICE)) }),
  }),
  z.object({ id: z.number(), type: z.literal('vat-regime-costs'), data: z.object({ title: localized(200), intro: localized(1_000) }) }),
] as const;

/** The page's counters (its `ctaNumbers` element): a number, an optional suffix (`+`, `%`) and a label per language. */
export const countersSchema = z
  .array(z.object({ value: whole('counterValue', 0, MAX_COUNTER_VALUE), label: localized(80), suffix: z.nullable(text(4)) }))
  .check(z.maxLength(MAX_COUNTERS, 'counters'));

/** A page address in one language: lowercase words of a–z and 0–9 joined by hyphens, in up to three parts; '' only for the home page. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;

/**
 * The first parts of an address the site's own routes use (favorites, estate pages, the
 * privacy statement … in every language) and its files: no page may start with one.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  [
    ...Object.values(ROUTES).flatMap((route) => Object.values(route).map((path) => path.split('/')[0] ?? '')),
    'ajax',
    'assets',
    'admin',
    '_preview',
    'robots.txt',
    'sitemap.xml',
    'favicon.ico',
    'console-api',
  ].filter(Boolean),
);

/** Why an address cannot be used, or null. `others`: the addresses of the site's other pages in that language. */
export function slugProblem(slug: string, others: readonly string[]): 'format' | 'reserved' | 'taken' | null {
  if (!SLUG.test(slug)) return 'format';
  if (RESERVED_SLUGS.has(slug.split('/')[0]!)) return 'reserved';
  if (others.includes(slug)) return 'taken';
  return null;
}

/** A link's address per language: empty (no link yet) or what every link field takes (shared/domain/link-target.ts). */
const linkUrl = z.string().check(
  z.maxLength(500, 'tooLong'),
  z.refine((url) => url === '' || linkTarget(url.trim()) !== null, 'link'),
);
const link = z.object({ label: localized(80), url: urls(linkUrl) });
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
  z.object({
    id: z.number(),
    type: z.literal('contactForm'),
    data: z.object({ title: nullableLocalized(200), intro: nullableLocalized(1_000), subjects: z.array(localized(120)) }),
  }),
  z.object({
    id: z.number(),
    type: z.literal('reviews'),
    data: z.object({ title: nullableLocalized(200), limit: z.number().check(z.int(), z.minimum(1), z.maximum(50)) }),
  }),
  z.object({ id: z.number(), type: z.literal('employees'), data: z.object({ title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('offices'), data: z.object({ title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('quotes'), data: z.object({ title: nullableLocalized(200) }) }),
  z.object({ id: z.number(), type: z.literal('bivCib'), data: z.object({ title: nullableLocalized(200) }) }),
  ...listingSectionSchemas,
  z.object({ id: z.number(), type: z.literal('valuationWizard'), data: z.object({ title: nullableLocalized(200) }) }),
]);

/** The page's own fields the editor writes. */
export const pageFields = z.object({
  title: localized(200),
  description: localized(400),
  url: urls(z.nullable(z.string())),
  hidden: z.optional(z.boolean()),
  image: z.optional(z.nullable(image)),
});
