import type { RawLocalized } from './common';

export interface RawEmployee {
  id: number;
  firstname: string;
  lastname: string;
  function: RawLocalized;
  picture: string | null;
  phone: string | null;
  mobile: string | null;
  email: string;
  description: RawLocalized | null;
  officeId: number | null;
  /** Languages spoken, ISO 639 codes (`nl`, `fr`, `tr` …), shown on the team. */
  languages?: string[];
  /** Shown as the sales representative on the listings whose CRM negotiator has this e-mail address. */
  salesRep?: boolean;
  /** Kept but left off the site. */
  hidden?: boolean;
}

export interface RawOffice {
  id: number;
  name: string;
  street: string;
  number: string;
  zip: string;
  city: RawLocalized;
  phone: string;
  email: string;
  /**
   * Free-text hours (from before hours per weekday existed), shown only while `week` is not set,
   * e.g. [{ days: { nl: 'Maandag – vrijdag', … }, hours: '09:00–12:30, 13:30–18:00' }]
   */
  openingHours: { days: RawLocalized; hours: string }[];
  /** Opening hours per weekday, Monday first (7 days): [] closed, or one or two `['HH:MM', 'HH:MM']` ranges in order. */
  week?: WeekHours;
  /** A note beside the hours per language, e.g. "by appointment". */
  hoursNote?: RawLocalized | null;
  /** Where the office is (WGS84); absent or null: not known (a postal code without a centre in worker/platform/postal-codes/), no map link. */
  geo?: { lat: number; lon: number } | null;
  /** A photo of the office (uploaded in the console), shown atop its card; absent or null: none. */
  picture?: string | null;
  hidden?: boolean;
}

/** Opening hours per weekday, Monday first: each day's ranges `[opens, closes]` as `HH:MM`. */
export type WeekHours = [string, string][][];

export interface RawReview {
  id: number;
  author: string;
  /** 1–5 */
  rating: number;
  text: RawLocalized;
  /** ISO date */
  date: string;
  source: string;
  hidden?: boolean;
}

export interface RawQuote {
  id: number;
  text: RawLocalized;
  author: string;
  role: RawLocalized | null;
  hidden?: boolean;
}

/** GET /entities/{name}/items */
export interface RawEntityItems<T> {
  name: string;
  items: T[];
}

export interface RawEntityMap {
  employees: RawEmployee;
  offices: RawOffice;
  reviews: RawReview;
  quotes: RawQuote;
}

export type EntityName = keyof RawEntityMap;
