import type { HeadTypeCode } from '../property-types';

/**
 * Search in plain words (filters from one sentence in nl, fr, en or de): what the
 * deterministic parser (`parse.ts`, no model, no network) understood in a visitor's sentence,
 * and the shape `GET /{lang}/ajax/parse-search?q=…` answers (with `url` added by the site: the
 * listing page with that filter applied).
 */

/**
 * The features a sentence can ask for, by their filter names: what a listing has (a balcony is
 * where the data keeps it, a terrace; an outdoor space, a garden or a terrace) and the state its
 * condition field gives (to renovate, to freshen up, move-in ready; new is newBuild). Their order
 * is their bits' in `estates.features` (shared/domain/listing-features.ts): new ones go last.
 */
export const PLAIN_FEATURES = [
  'garden',
  'terrace',
  'garage',
  'elevator',
  'newBuild',
  'furnished',
  'pool',
  'balcony',
  'outdoor',
  'toRenovate',
  'toFreshenUp',
  'moveInReady',
] as const;
export type PlainFeature = (typeof PLAIN_FEATURES)[number];

/** EPC labels a sentence can name. */
export const PLAIN_ENERGY_LABELS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type PlainEnergyLabel = (typeof PLAIN_ENERGY_LABELS)[number];

/**
 * A place as the answer names it: its postal code and its name in the visitor's language; an
 * area of several municipalities (Brussels: the Region's 19) also has all their postal codes.
 */
export interface PlainPlace {
  zip: string;
  name: string;
  postalCodes?: string[];
  /** A province's postal codes as ranges (PlaceName's). */
  postalRanges?: [number, number][];
}

/** What a sentence asked for; `null` and `[]` where it said nothing about it. */
export interface ParsedSearch {
  transaction: 'sale' | 'rent' | null;
  /** The main type codes (HOUSE, APARTMENT, PLOT, COMMERCIAL, GARAGE, PROJECT). */
  types: HeadTypeCode[];
  /** Subtype ids of shared/domain/property-types.ts SUB_TYPES where a word named one (villa, studio…). */
  subTypes: number[];
  places: PlainPlace[];
  radiusKm: number | null;
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  features: PlainFeature[];
  energyLabels: PlainEnergyLabel[];
  /** "1.200 € warm", "charges comprises", "kosten inbegrepen": the price bounds count the rent with its monthly charges. */
  withCharges: boolean;
  /** The words it did not understand, in their order: searched in titles and descriptions. */
  text: string;
}

/**
 * One place the parser may recognise: a municipality (or a section) under every name it has
 * (Dutch, French, German, English and common short forms), with the name to show per language.
 */
export interface PlaceName {
  zip: string;
  /** Every name a visitor may type for it ("Bergen", "Mons"; "Sankt Vith", "Saint-Vith"). */
  names: readonly string[];
  /** The name to show, per language; `nl` at least. */
  display: Readonly<Partial<Record<'nl' | 'fr' | 'en' | 'de', string>>> & { nl: string };
  /** An area of several municipalities: all their postal codes (`zip` is its centre's). Never found by a postal code. */
  postalCodes?: readonly string[];
  /** A province: its postal codes as bpost's ranges (`zip` names it, no postal code: no centre for a radius). */
  postalRanges?: readonly (readonly [number, number])[];
}

/** The lists of words that change what the word after them means (context-words.ts), by name. */
export const CONTEXT_LISTS = ['near', 'negation', 'list', 'year', 'with', 'forWords', 'articles', 'room', 'monthlyAfter', 'monthLeads', 'rentBefore'] as const;
export type ContextWords = { readonly [list in (typeof CONTEXT_LISTS)[number]]: readonly string[] };
