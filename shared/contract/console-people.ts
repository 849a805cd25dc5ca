import type { Locale } from '../i18n/locales';
import type { DraftVersion, EntityList } from './console-drafts';
import type { RawEntityMap } from './raw/entities';

/*
 * The console's editor of the site's employees, offices, reviews and quotes, over
 * the draft (kind 'entities', one item per list, the whole ordered list):
 *   GET /console-api/sites/{id}/entities/{list}   EditedList
 *   PUT /console-api/sites/{id}/entities/{list}   { version, items } → 200 EditedList (409 DraftConflict; 400 `{ error, field }`)
 * Each list's fields are described once (ENTITY_FIELDS): the screen draws its inputs from them
 * and the platform checks a save against the schemas of console-people-schemas.ts (apart, so
 * that the console's bundle does not carry them); an employee's or office's `picture` is one it
 * had or one uploaded for the site (400 `invalid` on `items.{n}.picture` otherwise).
 */

export type EntityField =
  | { name: string; kind: 'text' | 'email' | 'tel' | 'date' | 'source'; required: boolean; max: number }
  | { name: string; kind: 'localized' | 'localizedLong'; required: boolean; max: number }
  | { name: string; kind: 'rating' | 'office' | 'latitude' | 'longitude'; required: boolean; max: number }
  | { name: string; kind: 'hours' | 'languages' | 'flag'; required: boolean; max: number }
  /** A photo uploaded in the form (console-media.ts, its `photo` use): its address, or null. */
  | { name: string; kind: 'photo'; required: boolean; max: number };

const f = (name: string, kind: EntityField['kind'], required: boolean, max = 200) => ({ name, kind, required, max }) as EntityField;

/** What the editor shows and changes of each list's items, in order (a field it does not name stays as it is). */
export const ENTITY_FIELDS: Record<EntityList, EntityField[]> = {
  employees: [
    f('picture', 'photo', false, 500),
    f('firstname', 'text', true, 80),
    f('lastname', 'text', true, 80),
    f('function', 'localized', false, 120),
    f('email', 'email', true),
    f('phone', 'tel', false, 40),
    f('mobile', 'tel', false, 40),
    f('officeId', 'office', false),
    f('description', 'localizedLong', false, 2_000),
    f('languages', 'languages', false),
    f('salesRep', 'flag', false),
  ],
  offices: [
    f('picture', 'photo', false, 500),
    f('name', 'text', true, 120),
    f('street', 'text', true, 120),
    f('number', 'text', true, 20),
    f('zip', 'text', true, 10),
    f('city', 'localized', true, 80),
    f('phone', 'tel', true, 40),
    f('email', 'email', true),
    f('lat', 'latitude', false),
    f('lon', 'longitude', false),
    f('week', 'hours', false),
    f('hoursNote', 'localized', false, 120),
  ],
  reviews: [
    f('author', 'text', true, 120),
    f('rating', 'rating', true),
    f('text', 'localizedLong', true, 2_000),
    f('date', 'date', true),
    f('source', 'text', false, 80),
  ],
  quotes: [f('author', 'text', true, 120), f('text', 'localizedLong', true, 1_000), f('role', 'localized', false, 120)],
};

/** GET …/entities/{list} */
export interface EditedList<L extends EntityList = EntityList> extends DraftVersion {
  list: L;
  languages: Locale[];
  items: RawEntityMap[L][];
  pending: boolean;
  /** The offices an employee can belong to (the draft's). */
  offices: { id: number; name: string }[];
  /** The CRM's negotiators on the site's listings (employees only): address (lower case), name, listings. */
  negotiators: Negotiator[];
}

export interface Negotiator {
  email: string;
  name: string;
  listings: number;
}
