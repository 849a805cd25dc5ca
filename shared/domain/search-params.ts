import { type BoundingBox, encodePolygon, formatBoundingBox, type LatLng, readMapArea } from './map-area';
import { PLAIN_ENERGY_LABELS, PLAIN_FEATURES, type PlainEnergyLabel, type PlainFeature } from './plain-search/types';

/** The longest `q` a listing reads (a visitor's sentence); the rest is left out. */
export const MAX_Q_LENGTH = 200;

/** A bedroom count of 6 or more is one option, 'large'. */
export const LARGE_BEDROOMS = 6;
export const MAX_BEDROOMS = 20;
const MAX_VALUES = 50;

export type SortType = 'price' | 'city' | 'date' | 'type';
export type SortOrder = 'ASC' | 'DESC';
export type ListedStatus = 'FOR_SALE' | 'TO_RENT';

/**
 * The visitor's filter as it travels in the address bar (the search
 * query parameters). Absent keys filter nothing.
 */
export interface EstateFilter {
  country?: string[];
  city?: number[];
  type?: number[];
  status?: ListedStatus[];
  transaction?: number[];
  subType?: number[];
  bedrooms?: number[];
  bedMin?: number;
  priceMin?: number;
  priceMax?: number;
  /** geo_range={n}km;{lat};{lon}: replaces any city filter. */
  geo?: { km: number; lat: number; lon: number };
  /** bbox=west,south,east,north: the map's visible area, "search this area" (map-area.ts). */
  bbox?: BoundingBox;
  /** polygon=…: a shape drawn on the map, encoded (map-area.ts). */
  polygon?: LatLng[];
  /** open-house=week: only listings with an open house in the next seven days. */
  openHouse?: boolean;
  /** feature=garden,terrace: listings with every one of these (search in plain words). */
  feature?: PlainFeature[];
  /** epc=A,B: listings with one of these EPC labels (search in plain words). */
  epc?: PlainEnergyLabel[];
  /**
   * q=…: a sentence in plain words. On an address, the sentence as typed; once read
   * (worker/site/plain-search/understand.ts readSentence), the words it did not understand:
   * never a filter, they put the listings whose titles or descriptions (in the page's language)
   * hold them first.
   */
  q?: string;
  /** words=…: words every listing must hold in its title or description in the page's language (a place without listings, or leftover words required). */
  words?: string;
  /** charges=included: the price bounds count a monthly rent with its charges ("1.200 € warm", "charges comprises"). */
  withCharges?: boolean;
  /** Absent: the list's default order, newest first. */
  sortType?: SortType;
  sortOrder?: SortOrder;
}

const SORT_TYPES: readonly SortType[] = ['price', 'city', 'date', 'type'];

/** A listing with a filter bar sorts by price, ascending, unless told otherwise. */
export const FILTER_DEFAULTS: Readonly<Pick<Required<EstateFilter>, 'sortType' | 'sortOrder'>> = { sortType: 'price', sortOrder: 'ASC' };

/** The filter of a listing with a filter bar: the address's parameters over the defaults. */
export function filterWithDefaults(params: URLSearchParams): EstateFilter {
  const filter = parseSearchParams(params);
  return { ...FILTER_DEFAULTS, ...filter, ...(filter.sortType && !filter.sortOrder ? { sortOrder: 'ASC' } : {}) };
}
/**
 * geo_range: '{number}km;{lat};{lon}' with decimal lat and lon: each written with
 * a fractional part ('51.05'); whole degrees ('51', '51.0') are no position and ignored.
 */
const GEO_RANGE = /^(\d+(?:\.\d+)?)km;(-?\d+\.\d+);(-?\d+\.\d+)$/;
const TRANS: Record<string, ListedStatus> = { kopen: 'FOR_SALE', huren: 'TO_RENT' };

/** The values of a parameter, empty ones dropped; a single value becomes a one-item list. */
function values(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .slice(0, MAX_VALUES);
}

function ids(params: URLSearchParams, name: string, max = Number.MAX_SAFE_INTEGER): number[] | undefined {
  const list = [
    ...new Set(
      values(params, name)
        .filter((v) => /^\d{1,15}$/.test(v))
        .map(Number)
        .filter((n) => n > 0 && n <= max),
    ),
  ];
  return list.length > 0 ? list : undefined;
}

/** A whole non-negative number written in plain digits: no sign, fraction or exponent. */
function wholeNumber(params: URLSearchParams, name: string): number | undefined {
  const [value] = values(params, name);
  if (value === undefined || !/^\d{1,16}$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/**
 * Whether a value may be a price bound (price inputs: numeric, minimum 0, strict): a
 * whole, safe number of euros. 0 bounds nothing and is left out, like an empty bound (each
 * cleared when falsy); negatives, fractions, exponents and NaN never reach a search.
 */
export function isPriceBound(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Reads a filter from the address's query parameters. Garbage is ignored, never an error:
 * a listing address always answers.
 * @example parseSearchParams(new URLSearchParams('city=12&trans=huren')) // { city: [12], status: ['TO_RENT'] }
 */
export function parseSearchParams(params: URLSearchParams): EstateFilter {
  const filter: EstateFilter = {};
  const country = values(params, 'country')
    .filter((v) => /^[A-Za-z]{2}$/.test(v))
    .map((v) => v.toUpperCase());
  if (country.length > 0) filter.country = [...new Set(country)];
  const city = ids(params, 'city');
  if (city) filter.city = city;
  const type = ids(params, 'type', 100);
  if (type) filter.type = type;
  const subType = ids(params, 'subType', 1000);
  if (subType) filter.subType = subType;
  const transaction = ids(params, 'transaction', 100);
  if (transaction) filter.transaction = transaction;
  const statuses = [
    ...values(params, 'status').filter((v): v is ListedStatus => v === 'FOR_SALE' || v === 'TO_RENT'),
    ...values(params, 'trans').flatMap((v) => (TRANS[v] ? [TRANS[v]] : [])),
  ];
  if (statuses.length > 0) filter.status = [...new Set(statuses)];
  const bedrooms = ids(params, 'bedrooms', MAX_BEDROOMS)?.map((n) => Math.min(n, LARGE_BEDROOMS));
  if (bedrooms) filter.bedrooms = [...new Set(bedrooms)].sort((a, b) => a - b);
  const bedMin = wholeNumber(params, 'bed-min');
  if (bedMin !== undefined && bedMin <= MAX_BEDROOMS) filter.bedMin = bedMin;
  const priceMin = wholeNumber(params, 'price-min');
  if (isPriceBound(priceMin)) filter.priceMin = priceMin;
  const priceMax = wholeNumber(params, 'price-max');
  if (isPriceBound(priceMax)) filter.priceMax = priceMax;
  const [geoRange] = values(params, 'geo_range');
  const geo = geoRange ? GEO_RANGE.exec(geoRange) : null;
  if (geo) {
    const [km, lat, lon] = [Number(geo[1]), Number(geo[2]), Number(geo[3])];
    if (km > 0 && km <= 500 && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !Number.isInteger(lat) && !Number.isInteger(lon)) {
      filter.geo = { km, lat, lon };
      delete filter.city;
    }
  }
  // A malformed area is left out here; callers that must say so use readMapArea's errors.
  const { area } = readMapArea(params);
  if (area.bbox) filter.bbox = area.bbox;
  if (area.polygon) filter.polygon = area.polygon;
  if (values(params, 'open-house')[0] === 'week') filter.openHouse = true;
  const feature = values(params, 'feature').filter((v): v is PlainFeature => (PLAIN_FEATURES as readonly string[]).includes(v));
  if (feature.length > 0) filter.feature = [...new Set(feature)];
  const epc = values(params, 'epc')
    .map((v) => v.toUpperCase())
    .filter((v): v is PlainEnergyLabel => (PLAIN_ENERGY_LABELS as readonly string[]).includes(v));
  if (epc.length > 0) filter.epc = [...new Set(epc)];
  const text = (name: string) => (params.get(name) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_Q_LENGTH).trim();
  const q = text('q');
  if (q) filter.q = q;
  const words = text('words');
  if (words) filter.words = words;
  if (values(params, 'charges')[0] === 'included') filter.withCharges = true;
  // The filter bar's sort select posts 'sort=price-ASC' when JavaScript is off.
  const [shorthand = ''] = values(params, 'sort');
  const [shortType, shortOrder] = shorthand.split('-');
  if (shortType && !params.has('sortType'))
    params = new URLSearchParams([...params, ['sortType', shortType], ...(shortOrder ? [['sortOrder', shortOrder]] : [])]);
  const [sortType] = values(params, 'sortType');
  if (sortType && (SORT_TYPES as readonly string[]).includes(sortType)) filter.sortType = sortType as SortType;
  const [sortOrder] = values(params, 'sortOrder').map((v) => v.toUpperCase());
  if (sortOrder === 'ASC' || sortOrder === 'DESC') filter.sortOrder = sortOrder;
  return filter;
}

/**
 * Writes a filter as query parameters (type and city repeated), the inverse of
 * parseSearchParams: parse(toSearchParams(f)) equals f for any filter parse can produce.
 */
export function toSearchParams(filter: EstateFilter): URLSearchParams {
  const params = new URLSearchParams();
  const list = (name: string, items?: (string | number)[]) => items?.forEach((item) => params.append(name, String(item)));
  list('country', filter.country);
  list('city', filter.city);
  list('type', filter.type);
  list('subType', filter.subType);
  list('transaction', filter.transaction);
  list('status', filter.status);
  list('bedrooms', filter.bedrooms);
  if (filter.bedMin !== undefined) params.set('bed-min', String(filter.bedMin));
  // Only what parseSearchParams reads back: a stray -500 or 1e24 never reaches the address.
  if (isPriceBound(filter.priceMin)) params.set('price-min', String(filter.priceMin));
  if (isPriceBound(filter.priceMax)) params.set('price-max', String(filter.priceMax));
  if (filter.geo) params.set('geo_range', `${filter.geo.km}km;${filter.geo.lat};${filter.geo.lon}`);
  if (filter.bbox) params.set('bbox', formatBoundingBox(filter.bbox));
  if (filter.polygon) params.set('polygon', encodePolygon(filter.polygon));
  if (filter.openHouse) params.set('open-house', 'week');
  list('feature', filter.feature);
  list('epc', filter.epc);
  if (filter.q) params.set('q', filter.q);
  if (filter.words) params.set('words', filter.words);
  if (filter.withCharges) params.set('charges', 'included');
  if (filter.sortType) params.set('sortType', filter.sortType);
  if (filter.sortOrder) params.set('sortOrder', filter.sortOrder);
  return params;
}

export type { GeoBox, SearchBody, TextLanguage } from './search-body';
