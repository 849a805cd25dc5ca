import { readWrittenNumber } from '../../../shared/domain/written-number';
import type { Locale } from '../../../shared/i18n/locales';
import type { EntityList } from '../../../shared/contract/console-drafts';
import { ENTITY_FIELDS } from '../../../shared/contract/console-people';

/*
 * The forms of the employees, offices, reviews and quotes editor turned into the
 * list the platform saves: each form changes one item (its fields as ENTITY_FIELDS names them),
 * its place, its removal, or adds one at the end. An input is named by its field (`email`,
 * `function.nl`) and its id is the item's prefix and that name (`e2-function-nl`, `new-email`).
 */

type Form = Record<string, string>;
type Item = Record<string, unknown>;

/** Texts a nullable localized field may be null when empty: an employee's story, a quote's role. */
const NULLABLE = new Set(['description', 'role', 'hoursNote']);

/** The languages an employee's form offers as boxes to tick; others are typed as ISO codes. */
export const SPOKEN = ['nl', 'fr', 'en', 'de'] as const;

/** A typed time as `HH:MM` (`9:00`, `9.00`, `9h00`, `900` too); anything else as typed, for the schema to refuse. */
function timeOf(typed: string): string {
  const match = /^(\d{1,2})[:.hH]?(\d{2})$/.exec(typed.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : typed.trim();
}

/** The week's form (`week.{day}.{range}.{0 opens|1 closes}`) as ranges per day; no day with hours: none set (undefined). */
function weekOf(form: Form): [string, string][][] | undefined {
  const week = Array.from({ length: 7 }, (_, day) => {
    const ranges = [0, 1].map((range) => [0, 1].map((end) => timeOf(form[`week.${day}.${range}.${end}`] ?? '')) as [string, string]);
    // An empty second range is no range; an empty first one before a second stays, to be refused beside its field.
    return ranges[1]!.join('') ? ranges : ranges[0]!.join('') ? [ranges[0]!] : [];
  });
  return week.some((ranges) => ranges.length > 0) ? week : undefined;
}

/** An item with the form's fields over what it held (a new item when `current` is undefined). */
export function itemOf(list: EntityList, current: Item | undefined, form: Form, languages: Locale[], id: number): Item {
  const item: Item = current
    ? { ...current }
    : { id, ...(list === 'employees' ? { picture: null } : {}), ...(list === 'offices' ? { openingHours: [], geo: { lat: 0, lon: 0 } } : {}) };
  for (const field of ENTITY_FIELDS[list]) {
    const raw = form[field.name];
    switch (field.kind) {
      case 'localized':
      case 'localizedLong': {
        const value: Record<string, string> = { ...((item[field.name] as Record<string, string> | null) ?? {}) };
        for (const language of languages) if (form[`${field.name}.${language}`] !== undefined) value[language] = form[`${field.name}.${language}`]!.trim();
        item[field.name] = NULLABLE.has(field.name) && !Object.values(value).some(Boolean) ? null : value;
        break;
      }
      case 'tel':
        if (raw !== undefined) item[field.name] = raw.trim() === '' && list === 'employees' ? null : raw.trim();
        break;
      case 'rating':
        if (raw !== undefined) item[field.name] = Number(raw);
        break;
      case 'office':
        if (raw !== undefined) item[field.name] = raw === '' ? null : Number(raw);
        break;
      case 'photo':
        // Its address as the form holds it (the one it had, or one just uploaded: people-routes.tsx); none when "remove" is ticked.
        if (form[`${field.name}.remove`] === '1') item[field.name] = null;
        else if (form[`${field.name}.url`] !== undefined) item[field.name] = form[`${field.name}.url`] || null;
        break;
      case 'hours':
        // The form's marker `week` says its inputs are there (a form without them leaves the hours).
        if (raw !== undefined) {
          const week = weekOf(form);
          if (week) Object.assign(item, { week, openingHours: [] });
          else delete item.week;
        }
        break;
      case 'languages':
        if (raw !== undefined) {
          const typed = (form['languages.other'] ?? '')
            .toLowerCase()
            .split(/[\s,;]+/)
            .filter(Boolean);
          item.languages = [...new Set([...SPOKEN.filter((code) => form[`languages.${code}`] === '1'), ...typed])];
        }
        break;
      case 'flag':
        // A hidden `0` before the box's `1`: the last one posted counts.
        if (raw !== undefined) item[field.name] = raw === '1';
        break;
      case 'latitude':
      case 'longitude':
        if (raw !== undefined) item.geo = { ...(item.geo as object), [field.name]: readWrittenNumber(raw, 'degrees') ?? Number.NaN };
        break;
      default:
        if (raw !== undefined) item[field.name] = raw.trim();
    }
  }
  // Both coordinates left empty: none is sent, and the platform takes the postal code's town centre.
  const geo = item.geo as { lat?: number; lon?: number } | undefined;
  if (geo && Number.isNaN(geo.lat) && Number.isNaN(geo.lon)) delete item.geo;
  return item;
}

/** The list after the form's operation; null for an operation on no item. */
export function applyPeopleForm(list: EntityList, items: Item[], form: Form, languages: Locale[]): Item[] | null {
  if (form.op === 'add') return [...items, itemOf(list, undefined, form, languages, Math.max(0, ...items.map((item) => Number(item.id) || 0)) + 1)];
  const index = Number(form.at);
  if (!Number.isInteger(index) || !items[index]) return null;
  const next = [...items];
  switch (form.op) {
    case 'item':
      next[index] = itemOf(list, items[index], form, languages, 0);
      return next;
    case 'up':
    case 'down': {
      const to = index + (form.op === 'up' ? -1 : 1);
      if (next[to]) [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    }
    case 'remove':
      next.splice(index, 1);
      return next;
    case 'hide':
    case 'show':
      next[index] = { ...items[index], hidden: form.op === 'hide' };
      return next;
    default:
      return null;
  }
}

/**
 * The input a refusal names: `items.2.function.nl` → `e2-function-nl`, `items.0.geo.lat` →
 * `e0-lat`, `items.1.languages.3` → `e1-languages`; the item being added is `new-…`.
 */
export function peopleFieldId(path: string, added: number | null): string {
  const match = /^items\.(\d+)\.(?:geo\.)?(.+)$/.exec(path.replace(/^(items\.\d+\.languages)\.\d+$/, '$1'));
  if (!match) return 'new';
  const prefix = added !== null && Number(match[1]) === added ? 'new' : `e${match[1]}`;
  return `${prefix}-${match[2]!.replace(/\./g, '-')}`;
}
