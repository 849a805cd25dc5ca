import enums from '../../../../locales/enums.json';
import type { HeadTypeCode, SubTypeDefinition } from '../../../../shared/domain/property-types';
import type { Municipality } from './municipalities';
import type { Random } from './random';
import type { StatusCode } from '../../../../shared/contract/enums';
import { text } from '../../starter/draft';

/**
 * Shared vocabulary of the demo-estate generator (estates.ts): the plan of one estate, the
 * traits every section is derived from, and four-language text helpers.
 */

export type Lang = 'nl' | 'fr' | 'en' | 'de';
export type Text = Record<Lang, string>;
export const LANGS: readonly Lang[] = ['nl', 'fr', 'en', 'de'];

type EnumTable = Record<string, Record<string, Text>>;
const ENUMS = enums as unknown as EnumTable;

/** The four-language label of an enumeration code; throws for a code locales/enums.json lacks. */
export function enumLabel(name: string, code: string): Text {
  const labels = ENUMS[name]?.[code];
  if (!labels) throw new Error(`unknown enumeration code ${name}.${code}`);
  return { ...labels };
}

/** A text in the four languages, Dutch first (the starter's). */
export const t = text;

export function same(value: string): Text {
  return { nl: value, fr: value, en: value, de: value };
}

export function mapText(build: (lang: Lang) => string): Text {
  return { nl: build('nl'), fr: build('fr'), en: build('en'), de: build('de') };
}

/** Joins texts per language with a separator, skipping empty parts. */
export function joinText(parts: readonly Text[], separator = ' '): Text {
  return mapText((lang) =>
    parts
      .map((part) => part[lang])
      .filter(Boolean)
      .join(separator),
  );
}

/** The municipality's name in a language (Dutch or French name when it has none of its own). */
export function cityName(municipality: Municipality, lang: Lang): string {
  if (lang === 'nl') return municipality.nl;
  if (lang === 'fr') return municipality.fr;
  const own = lang === 'en' ? municipality.en : municipality.de;
  if (own) return own;
  return municipality.region === 'FLANDERS' ? municipality.nl : municipality.fr;
}

/** Picks from weighted entries. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** A deterministic UUID-looking string (version 4 layout) drawn from `random`. */
export function uuidFrom(random: Random): string {
  const hex = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

export interface SiteProfile {
  id: 1 | 2;
  name: string;
  /** Reference prefix: 'SCH-2025-0042'. */
  prefix: string;
  mailDomain: string;
  /** Estates outside projects. */
  standaloneCount: number;
}

/** A project unit's place in its project. */
export interface UnitPlan {
  projectId: number;
  floor: number;
  floorId: number;
  entityNumber: string;
  box: string;
  vatRegime: boolean;
  renovation: boolean;
  buildingName: string;
  projectTitle: Text;
  street: Text;
  number: string;
  geo: { lat: number; lon: number };
  phase: Text;
  /** Floors of the building (0..topFloor). */
  topFloor: number;
  deliveryDays: number;
}

export type StickerCode = 'NEW' | 'PRICE_DROP' | 'OPEN_HOUSE' | 'OPTION' | 'EXCLUSIVE' | 'UNIQUE';

/** What the orchestrator decides about an estate before its details are drawn. */
export interface EstatePlan {
  id: number;
  site: SiteProfile;
  head: HeadTypeCode;
  subType: SubTypeDefinition;
  status: StatusCode;
  municipality: Municipality;
  alternate: boolean;
  /** A town-planning violation text, for 2–3 estates. */
  violation: string | null;
  sticker: StickerCode | null;
  unit: UnitPlan | null;
}

/** The facts of one estate every section (general, layout, energy, fields…) is derived from. */
export interface EstateTraits {
  condition: string | null;
  constructionYear: number | null;
  renovationYear: number | null;
  newBuild: boolean;
  bedrooms: number | null;
  bathrooms: number | null;
  toilets: number | null;
  living: number | null;
  ground: number | null;
  /** Levels of the dwelling itself (a duplex has 2). */
  levels: number;
  /** Level of an apartment in its building. */
  floor: number | null;
  buildingFloors: number | null;
  garden: { orientation: string; kind: string } | null;
  terrace: number | null;
  garages: number;
  parkings: number;
  elevator: boolean | null;
  furnished: boolean | null;
  pets: boolean | null;
  constructionType: string | null;
  heating: string | null;
  kitchen: string | null;
  glazing: string | null;
  roof: string | null;
  carpentry: string | null;
  facilities: number[];
  /** kWh/m² per year, -1 unknown, null for plots and garages. */
  epc: number | null;
  label: string | null;
  luxury: 'MODEST' | 'AVERAGE' | 'LUXURIOUS';
  environments: string[];
  price: number | null;
  /** Rent-type status (TO_RENT, RENTED). */
  rent: boolean;
  facadeWidth: number | null;
  /** ISO date-time. */
  publication: string;
  available: string | null;
  availableDate: string | null;
  floodParcel: string | null;
  floodBuilding: string | null;
}
