import { MAIN_TRANSACTION_IDS } from '../contract/enums';
import { openHouseWindow } from './open-houses';
import { visibleStatusIds } from './visibility';
import type { SearchBody, TextLanguage } from './search-body';
import { LARGE_BEDROOMS, MAX_BEDROOMS, type SortType, type EstateFilter } from './search-params';

/* A listing's search as the platform's search body: the visitor's filter (search-params.ts) on the listing's fixed part, sorted and paged. */

/** Estates a listing shows a page, unless its section sets its own. */
export const ESTATE_PAGE_SIZE = 15;

/** Estates a collection section shows: one grid of six cards, never paged (worker/site/render/estate-sections.tsx). */
export const COLLECTION_SIZE = 6;

/** The fixed part of a listing (node query), e.g. the sold list's transaction 5. */
export interface ListingNode {
  /** Status ids the site never shows (settings.hiddenStatus). */
  hiddenStatus?: readonly number[];
  query?: {
    terms?: Record<string, (number | string)[]>;
    range?: Record<string, { gte?: number; lte?: number }>;
    match?: Record<string, number | string | boolean>;
  };
  grouping?: 'TYPE' | 'SUBTYPE' | 'CITY' | 'STATUS' | 'PRICE' | null;
  collections?: number[];
}

const SORT_FIELDS: Record<SortType, string> = {
  price: 'price.value',
  city: 'address.city.name',
  date: 'publicationDate',
  type: 'subType.id',
};

/** Intersection of the node's fixed terms with the visitor's, so a filter never widens a list. */
function mergeTerms(fixed: (number | string)[] | undefined, chosen: (number | string)[] | undefined): (number | string)[] | undefined {
  if (!fixed) return chosen;
  if (!chosen) return fixed;
  return fixed.filter((value) => chosen.includes(value));
}

/**
 * The platform search body for a listing node and the visitor's filter ("Filter to
 * search field mapping"): terms, ranges only for bounds that are present, distance from
 * geo_range, sort, paging.
 */
export function buildSearchBody(
  filter: EstateFilter,
  node: ListingNode = {},
  page: { limit: number; offset: number } = { limit: ESTATE_PAGE_SIZE, offset: 0 },
  now = new Date(),
  lang: TextLanguage = 'nl',
): SearchBody {
  const terms: Record<string, (number | string)[]> = { ...(node.query?.terms ?? {}) };
  const choose = (field: string, chosen?: (number | string)[]) => {
    const merged = mergeTerms(terms[field], chosen);
    if (merged) terms[field] = merged;
  };
  choose('address.country.id', filter.country);
  if (!filter.geo) choose('address.city.id', filter.city);
  choose('headType.id', filter.type);
  choose('subType.id', filter.subType);
  const statusIds = filter.status?.map((status) => MAIN_TRANSACTION_IDS[status]);
  choose('transaction.id', filter.transaction || statusIds ? [...(filter.transaction ?? []), ...(statusIds ?? [])] : undefined);
  const visible = visibleStatusIds(node.hiddenStatus);
  if (visible) choose('transaction.id', visible);
  if (filter.bedrooms) {
    // 'large' (6) stands for 6 and more.
    const counts = filter.bedrooms.flatMap((n) =>
      n >= LARGE_BEDROOMS ? Array.from({ length: MAX_BEDROOMS - LARGE_BEDROOMS + 1 }, (_, i) => LARGE_BEDROOMS + i) : [n],
    );
    choose('bedroomCount', counts);
  }
  const range: Record<string, { gte?: number; lte?: number }> = { ...(node.query?.range ?? {}) };
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    // A rent with its charges is its own field (migration 0058); the listing's own bounds stay on the price.
    const field = filter.withCharges ? 'price.withCharges' : 'price.value';
    range[field] = {
      ...range[field],
      ...(filter.priceMin !== undefined ? { gte: filter.priceMin } : {}),
      ...(filter.priceMax !== undefined ? { lte: filter.priceMax } : {}),
    };
  }
  if (filter.bedMin !== undefined) range.bedroomCount = { ...range.bedroomCount, gte: filter.bedMin };
  const match: Record<string, number | string | boolean> = { ...(node.query?.match ?? {}) };
  const collection = node.collections?.[0];
  if (collection !== undefined) match['children.estate_collections.estate_collection_id'] = collection;

  const body: SearchBody = { query: {}, limit: page.limit, offset: page.offset };
  if (Object.keys(terms).length > 0) body.query.terms = terms;
  if (Object.keys(range).length > 0) body.query.range = range;
  if (Object.keys(match).length > 0) body.query.match = match;
  if (filter.geo) body.query.distance = { geoLocation: { lat: filter.geo.lat, lon: filter.geo.lon, distance: `${filter.geo.km}km` } };
  if (filter.bbox)
    body.query.geoBoundingBox = { geoLocation: { top: filter.bbox.north, left: filter.bbox.west, bottom: filter.bbox.south, right: filter.bbox.east } };
  if (filter.polygon) body.query.geoPolygon = { geoLocation: { points: filter.polygon.map((point) => ({ lat: point.lat, lon: point.lng })) } };
  if (filter.openHouse) body.query.openHouse = openHouseWindow(now);
  if (filter.feature) body.query.features = filter.feature;
  if (filter.epc) body.query.energyLabels = filter.epc.map((label) => label.replace('+', '_PLUS'));
  if (filter.words) body.query.text = { words: filter.words, lang };
  if (filter.q) body.prefer = { words: filter.q, lang };
  if (filter.sortType) {
    // A sort order without a value means ascending.
    body.sort = { field: SORT_FIELDS[filter.sortType], order: filter.sortOrder === 'DESC' ? 'desc' : 'asc' };
  } else if (filter.sortOrder) {
    body.sort = { field: SORT_FIELDS.date, order: filter.sortOrder === 'ASC' ? 'asc' : 'desc' };
  }
  if (node.grouping) body.grouping = node.grouping;
  return body;
}
