import { type BoundingBox, type LatLng, polygonBounds } from '../../../shared/domain/map-area';
import type { SearchBody, SearchQuery } from './schema';
import { featureMask } from '../../../shared/domain/listing-features';
import { DEFAULT_LIMIT } from './schema';
import { groupRankSql } from './grouping';

export type SqlValue = string | number | null;

export interface SearchSql {
  /** WHERE clause over table alias e. */
  where: string;
  params: SqlValue[];
  /** The order over alias e: a grouped listing's groups, then its sort (ending in the id); preferred words rank between them (page.ts). */
  order: { groups: string[]; sort: string[] };
  /** Words that rank the listings holding them first, each one word's FTS5 query in `index` (the answer counts each). */
  preferred?: { index: string; words: string[]; matches: string[] };
  limit: number;
  offset: number;
  /**
   * A drawn shape the WHERE clause only prefilters by its bounding box: the exact test is
   * pointInPolygon (shared/domain/map-area.ts) on the candidates, see resolveSearchSql.
   */
  polygon?: LatLng[];
}

const TERM_COLUMNS = {
  id: 'e.id',
  'address.country.id': 'e.country_id',
  'address.city.id': 'e.city_id',
  'headType.id': 'e.head_type_id',
  'transaction.id': 'e.main_transaction_id',
  'subType.id': 'e.sub_type_id',
  bedroomCount: 'e.bedroom_count',
  status: 'e.status',
} as const;

const RANGE_COLUMNS = { 'price.value': 'e.price', 'price.withCharges': 'e.price_with_charges', bedroomCount: 'e.bedroom_count' } as const;

const EARTH_RADIUS_KM = 6371.0088;

/** Builds SQL with numbered placeholders; values only ever travel as bound parameters. */
class SqlBuilder {
  readonly conditions: string[] = [];
  readonly params: SqlValue[] = [];

  param(value: SqlValue): string {
    this.params.push(value);
    return `?${this.params.length}`;
  }

  add(condition: string): void {
    this.conditions.push(condition);
  }
}

function addTerms(sql: SqlBuilder, terms: NonNullable<SearchQuery['terms']>): void {
  for (const [field, values] of Object.entries(terms) as [keyof typeof TERM_COLUMNS, (string | number)[]][]) {
    if (!values) continue;
    // Like the search engine's terms query: an empty list matches nothing.
    if (values.length === 0) {
      sql.add('0 = 1');
      continue;
    }
    // One bound JSON array per list: D1 allows at most 100 bound parameters per statement.
    sql.add(`${TERM_COLUMNS[field]} IN (SELECT value FROM json_each(${sql.param(JSON.stringify(values))}))`);
  }
}

function addRanges(sql: SqlBuilder, range: NonNullable<SearchQuery['range']>): void {
  for (const [field, bounds] of Object.entries(range) as [keyof typeof RANGE_COLUMNS, Record<string, number | undefined>][]) {
    const column = RANGE_COLUMNS[field];
    const operators = { gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;
    for (const [key, operator] of Object.entries(operators)) {
      const value = bounds?.[key];
      if (value !== undefined) sql.add(`${column} ${operator} ${sql.param(value)}`);
    }
  }
}

function addMatch(sql: SqlBuilder, match: NonNullable<SearchQuery['match']>): void {
  const collection = match['children.estate_collections.estate_collection_id'];
  if (collection !== undefined) {
    sql.add(`EXISTS (SELECT 1 FROM estate_collection_members m WHERE m.estate_id = e.id AND m.collection_id = ${sql.param(collection)})`);
  }
  if (match.parentId !== undefined) sql.add(`e.parent_id = ${sql.param(match.parentId)}`);
  if (match.project !== undefined) sql.add(`e.is_project = ${sql.param(match.project ? 1 : 0)}`);
  if (match.guid !== undefined) sql.add(`e.guid = ${sql.param(match.guid)}`);
  const rep = match['salesRep.email'];
  if (rep !== undefined) sql.add(`lower(json_extract(e.document, '$.salesRep.email')) = lower(${sql.param(rep)})`);
}

/**
 * True great-circle distance (spherical law of cosines on a sphere of the mean Earth
 * radius), after a bounding box the location index can use.
 */
function addDistance(sql: SqlBuilder, point: { lat: number; lon: number; distance: number }): void {
  const latDelta = point.distance / 111.2;
  const lonDelta = point.distance / (111.32 * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
  sql.add(`e.lat BETWEEN ${sql.param(point.lat - latDelta)} AND ${sql.param(point.lat + latDelta)}`);
  sql.add(`e.lon BETWEEN ${sql.param(point.lon - lonDelta)} AND ${sql.param(point.lon + lonDelta)}`);
  const lat = sql.param(point.lat);
  const lon = sql.param(point.lon);
  sql.add(
    `${EARTH_RADIUS_KM} * acos(min(1.0, max(-1.0, sin(radians(${lat})) * sin(radians(e.lat)) + cos(radians(${lat})) * cos(radians(e.lat)) * ` +
      `cos(radians(e.lon) - radians(${lon}))))) <= ${sql.param(point.distance)}`,
  );
}

/**
 * Estates inside a box (edges included), with a location the agency shows: an estate whose
 * address is hidden has no pin on the map, so a search on the map does not find it either
 * (nor could anyone narrow its place down by searching smaller and smaller boxes).
 */
function addBoundingBox(sql: SqlBuilder, box: BoundingBox): void {
  sql.add(`e.lat BETWEEN ${sql.param(box.south)} AND ${sql.param(box.north)}`);
  sql.add(`e.lon BETWEEN ${sql.param(box.west)} AND ${sql.param(box.east)}`);
  sql.add(`json_extract(e.document, '$.general.address.visible') IS NOT 0`);
}

/**
 * Estates with an open house overlapping a period: one that ends after it starts and starts
 * before it ends (instants compared as Julian days, whatever offset each was written with).
 */
function addOpenHouse(sql: SqlBuilder, period: { from: string; to: string }): void {
  sql.add(
    `EXISTS (SELECT 1 FROM json_each(e.document, '$.openHomes') o WHERE julianday(json_extract(o.value, '$.end')) > ` +
      `julianday(${sql.param(period.from)}) AND julianday(json_extract(o.value, '$.start')) < julianday(${sql.param(period.to)}))`,
  );
}

/** At most this many words of a text search: the rest of a long sentence is left out. */
const MAX_TEXT_WORDS = 8;

/**
 * The FTS5 query of a visitor's words: each word a quoted prefix ("terras"*), all of them
 * required. Only letters and digits travel: FTS5's own syntax (quotes, NEAR, column filters)
 * can never be typed. Empty when no word is left.
 */
export function textMatch(words: string): string {
  return textWords(words)
    .map((word) => `"${word}"*`)
    .join(' ');
}

/** A visitor's words as the text search reads them: letters and digits, at most MAX_TEXT_WORDS. */
function textWords(words: string): string[] {
  return words
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_TEXT_WORDS);
}

/**
 * Estates whose title or description in one language holds every word (migration 0042: one
 * index per language, so a Dutch word never finds a French description). Words with no
 * letter or digit match nothing.
 */
function addText(sql: SqlBuilder, text: { words: string; lang: 'nl' | 'fr' | 'en' | 'de' }): void {
  const match = textMatch(text.words);
  if (match === '') {
    sql.add('0 = 1');
    return;
  }
  const index = `estate_text_${text.lang}`;
  sql.add(`e.id IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${sql.param(match)})`);
}

const SORT_COLUMNS = {
  'price.value': 'e.price',
  'address.city.name': 'CITY',
  publicationDate: 'e.publication_date',
  'subType.id': 'e.sub_type_id',
} as const;

/** Translates a validated search body into parameterised SQL over the estates table (alias e). */
export function buildSearchSql(siteId: number, body: SearchBody): SearchSql {
  const sql = new SqlBuilder();
  sql.add(`e.site_id = ${sql.param(siteId)}`);
  const query = body.query ?? {};
  if (query.terms) addTerms(sql, query.terms);
  if (query.range) addRanges(sql, query.range);
  if (query.match) addMatch(sql, query.match);
  if (query.distance) addDistance(sql, query.distance.geoLocation);
  if (query.geoBoundingBox) {
    const { top, left, bottom, right } = query.geoBoundingBox.geoLocation;
    addBoundingBox(sql, { north: top, west: left, south: bottom, east: right });
  }
  if (query.geoPolygon) addBoundingBox(sql, polygonBounds(query.geoPolygon));
  if (query.openHouse) addOpenHouse(sql, query.openHouse);
  // The features written with the listing (shared/domain/listing-features.ts), as bits of one column of the search index.
  if (query.features) {
    const mask = sql.param(featureMask(query.features));
    sql.add(`(e.features & ${mask}) = ${mask}`);
  }
  if (query.energyLabels)
    sql.add(`json_extract(e.document, '$.energy.energyLabel') IN (SELECT value FROM json_each(${sql.param(JSON.stringify(query.energyLabels))}))`);
  if (query.text) addText(sql, query.text);
  if (!body.includeChildren && query.match?.parentId === undefined) sql.add('e.parent_id IS NULL');

  const cityColumn = body.locale === 'fr' ? 'e.city_name_fr' : 'e.city_name_nl';
  const sorts = body.sort === undefined ? [] : Array.isArray(body.sort) ? body.sort : [body.sort];
  const order = sorts.map(({ field, order: direction }) => {
    const column = SORT_COLUMNS[field] === 'CITY' ? cityColumn : SORT_COLUMNS[field];
    // Sort order without a value means ascending; missing values go last.
    const descending = direction === 'desc';
    return `${column} IS NULL, ${column} ${descending ? 'DESC' : 'ASC'}`;
  });
  // Default sort: date, descending.
  if (order.length === 0) order.push('e.publication_date DESC');
  const groups = body.grouping ? groupRankSql(body.grouping, cityColumn) : [];
  const preferred = body.prefer ? [...new Set(textWords(body.prefer.words))] : [];

  const limit = body.pagination?.size ?? body.limit ?? DEFAULT_LIMIT;
  const offset = body.pagination?.from ?? body.offset ?? 0;
  return {
    where: sql.conditions.join(' AND '),
    params: sql.params,
    order: { groups, sort: [...order, 'e.id ASC'] },
    ...(preferred.length > 0
      ? { preferred: { index: `estate_text_${body.prefer!.lang}`, words: preferred, matches: preferred.map((word) => `"${word}"*`) } }
      : {}),
    limit,
    offset,
    ...(query.geoPolygon ? { polygon: query.geoPolygon } : {}),
  };
}
