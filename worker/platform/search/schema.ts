import * as z from 'zod';
import { checkPolygon, MAX_POLYGON_VERTICES } from '../../../shared/domain/map-area';
import { PLAIN_FEATURES } from '../../../shared/domain/plain-search/types';

/** The search fields, by the name the site sends. */
export const TERM_FIELDS = ['id', 'address.country.id', 'address.city.id', 'headType.id', 'transaction.id', 'subType.id', 'bedroomCount', 'status'] as const;
/** `price.withCharges`: a monthly rent with its monthly charges (migration 0058), any other price as it is. */
export const RANGE_FIELDS = ['price.value', 'price.withCharges', 'bedroomCount'] as const;
export const MATCH_FIELDS = ['children.estate_collections.estate_collection_id', 'parentId', 'project', 'guid', 'salesRep.email'] as const;
export const SORT_FIELDS = ['price.value', 'address.city.name', 'publicationDate', 'subType.id'] as const;
export const GROUPINGS = ['TYPE', 'SUBTYPE', 'CITY', 'STATUS', 'PRICE'] as const;

/** EPC labels a search may ask for, as EnergyLabel codes. */
export const ENERGY_LABEL_CODES = ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const DEFAULT_LIMIT = 15;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 10_000;
const MAX_TERMS = 500;
/** The longest text a search may carry (a visitor's sentence is at most 200 characters). */
export const MAX_TEXT_LENGTH = 200;

const termValue = z.union([z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(64)]);
const bound = z.number().finite().min(-1e12).max(1e12);

/** '10km', '2.5km' or a number of kilometres; at most 500 km. */
const distance = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?\s?km$/, 'distance must look like "10km"')])
  .transform((value) => (typeof value === 'number' ? value : Number.parseFloat(value)))
  .pipe(z.number().positive().max(500));

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** The search engine's geo_bounding_box: a box, top above bottom, left west of right. */
const geoBoundingBox = z
  .object({ geoLocation: z.object({ top: latitude, left: longitude, bottom: latitude, right: longitude }).strict() })
  .strict()
  .refine(({ geoLocation: box }) => box.top > box.bottom && box.right > box.left, { message: 'geoBoundingBox needs top > bottom and right > left' });

/** The search engine's geo_polygon: 3 to 50 vertices enclosing an area (map-area.ts checkPolygon). */
const geoPolygon = z
  .object({
    geoLocation: z
      .object({
        points: z
          .array(z.object({ lat: latitude, lon: longitude }).strict())
          .min(3)
          .max(MAX_POLYGON_VERTICES + 1),
      })
      .strict(),
  })
  .strict()
  .transform((value, ctx) => {
    const checked = checkPolygon(value.geoLocation.points.map((point) => ({ lat: point.lat, lng: point.lon })));
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  });

export const searchQuerySchema = z
  .object({
    terms: z.partialRecord(z.enum(TERM_FIELDS), z.array(termValue).max(MAX_TERMS)).optional(),
    range: z
      .partialRecord(z.enum(RANGE_FIELDS), z.object({ gte: bound.optional(), lte: bound.optional(), gt: bound.optional(), lt: bound.optional() }).strict())
      .optional(),
    match: z
      .object({
        'children.estate_collections.estate_collection_id': z.number().int().positive().optional(),
        parentId: z.number().int().positive().optional(),
        project: z.boolean().optional(),
        guid: z.string().min(1).max(64).optional(),
        /** The estates an agent handles: the sales representative's address, any case. */
        'salesRep.email': z.string().min(3).max(254).optional(),
      })
      .strict()
      .optional(),
    distance: z
      .object({
        geoLocation: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180), distance }).strict(),
      })
      .strict()
      .optional(),
    geoBoundingBox: geoBoundingBox.optional(),
    geoPolygon: geoPolygon.optional(),
    /**
     * Words searched in the listings' titles and descriptions in one language only (search in
     * plain words: what a sentence left over), every word found (a word's start: 'terras'
     * finds 'terrassen'), accents aside (migration 0042).
     */
    /** Listings that have every one of these (search in plain words: "met tuin", "avec ascenseur"). */
    features: z.array(z.enum(PLAIN_FEATURES)).min(1).max(PLAIN_FEATURES.length).optional(),
    /** Listings whose EPC label is one of these (EnergyLabel codes: A_PLUS, A … G). */
    energyLabels: z.array(z.enum(ENERGY_LABEL_CODES)).min(1).max(ENERGY_LABEL_CODES.length).optional(),
    text: z
      .object({ words: z.string().trim().min(1).max(MAX_TEXT_LENGTH), lang: z.enum(['nl', 'fr', 'en', 'de']) })
      .strict()
      .optional(),
    /** Estates with an open house overlapping this period ("with an open house this week"). */
    openHouse: z
      .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
      .strict()
      .refine((period) => Date.parse(period.from) < Date.parse(period.to), { message: 'openHouse needs from before to' })
      .optional(),
  })
  .strict();

/** Words of one language: never a filter, they rank the listings whose title or description holds them first. */
const preferSchema = z.object({ words: z.string().trim().min(1).max(MAX_TEXT_LENGTH), lang: z.enum(['nl', 'fr', 'en', 'de']) }).strict();

const sortSchema = z.object({ field: z.enum(SORT_FIELDS), order: z.enum(['asc', 'desc']).optional() }).strict();

/** What every estate search says: which estates, in what order. */
const searchFields = {
  query: searchQuerySchema.optional(),
  sort: z.union([sortSchema, z.array(sortSchema).max(3)]).optional(),
  /**
   * Words that find no listing by themselves (search in plain words: what a sentence left over):
   * the listings holding more of them first (after the groups, before the sort), and the answer
   * says how many of the search's listings hold each (`preferred`). A search engine's `should`.
   */
  prefer: preferSchema.optional(),
  grouping: z.enum(GROUPINGS).optional(),
  /** Project child units are left out unless asked for (or a parentId is matched). */
  includeChildren: z.boolean().optional(),
  /** Language for sorting by city name. */
  locale: z.enum(['nl', 'fr', 'en', 'de']).optional(),
};

/** The body of POST /sites/{siteId}/estates. Unknown fields are refused. */
export const searchBodySchema = z
  .object({
    ...searchFields,
    limit: z.number().int().min(0).max(MAX_LIMIT).optional(),
    offset: z.number().int().min(0).max(MAX_OFFSET).optional(),
    pagination: z
      .object({ from: z.number().int().min(0).max(MAX_OFFSET), size: z.number().int().min(0).max(MAX_LIMIT) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => !(body.pagination && (body.limit !== undefined || body.offset !== undefined)), {
    message: 'use either limit/offset or pagination, not both',
  });

/** At most this many estates in one light answer (markers, sitemap links). */
export const MAX_LIGHT_LIMIT = 20_000;

/**
 * The body of the light calls (POST /sites/{siteId}/estate-markers and /estate-links): a
 * search's filters and order, with room for every estate of a map or a sitemap file.
 */
export const lightBodySchema = z
  .object({
    ...searchFields,
    limit: z.number().int().min(0).max(MAX_LIGHT_LIMIT).optional(),
    offset: z.number().int().min(0).max(10_000_000).optional(),
  })
  .strict();

export type SearchBody = z.infer<typeof searchBodySchema>;
export type LightBody = z.infer<typeof lightBodySchema>;
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type Grouping = (typeof GROUPINGS)[number];
