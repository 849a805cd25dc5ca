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
  /** Issue 35: an agent has a page of their own (agent-page.tsx) and is named on the listings they handle. */
  agent?: boolean;
  /** The languages they speak, ISO 639-1 codes ('nl', 'fr', 'es'). */
  languages?: string[];
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
  /** e.g. [{ days: { nl: 'Maandag – vrijdag', … }, hours: '09:00–12:30, 13:30–18:00' }] */
  openingHours: { days: RawLocalized; hours: string }[];
  geo: { lat: number; lon: number };
  /** A photo of the office (uploaded in the console, issue 32), shown atop its card; absent or null: none. */
  picture?: string | null;
}

export interface RawReview {
  id: number;
  author: string;
  /** 1–5 */
  rating: number;
  text: RawLocalized;
  /** ISO date */
  date: string;
  source: string;
}

export interface RawQuote {
  id: number;
  text: RawLocalized;
  author: string;
  role: RawLocalized | null;
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
