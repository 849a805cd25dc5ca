import type { PlainFeature } from './plain-search/types';

/** The platform search body a listing sends, built by listing-search.ts buildSearchBody. */

/** A box as the search body carries it (the search engine's geo_bounding_box). */
export interface GeoBox {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The languages a listing's texts are searched in. */
export type TextLanguage = 'nl' | 'fr' | 'en' | 'de';

export interface SearchBody {
  query: {
    terms?: Record<string, (number | string)[]>;
    range?: Record<string, { gte?: number; lte?: number }>;
    match?: Record<string, number | string | boolean>;
    distance?: { geoLocation: { lat: number; lon: number; distance: string } };
    geoBoundingBox?: { geoLocation: GeoBox };
    geoPolygon?: { geoLocation: { points: { lat: number; lon: number }[] } };
    /** Listings with an open house overlapping this period (ISO instants). */
    openHouse?: { from: string; to: string };
    features?: PlainFeature[];
    /** EnergyLabel codes (A_PLUS, A … G). */
    energyLabels?: string[];
    /** Words searched in the titles and descriptions of one language. */
    text?: { words: string; lang: TextLanguage };
  };
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Words that find nothing by themselves: the listings whose titles or descriptions hold them come first (search in plain words). */
  prefer?: { words: string; lang: TextLanguage };
  grouping?: 'TYPE' | 'SUBTYPE' | 'CITY' | 'STATUS' | 'PRICE';
  /** Project units are left out of a search unless asked for. */
  includeChildren?: boolean;
  limit: number;
  offset: number;
}
