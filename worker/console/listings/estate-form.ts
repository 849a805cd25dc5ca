import type { ConsoleEstateAgent } from '../../../shared/contract/console-listings';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import { CHOICES, DATES, DOCUMENT_TYPES, LINKS, NEW_OPEN_HOUSES, NUMBERS, TEXTS, YES_NO } from './estate-form-fields';
import { brusselsInstant, coordinateOf, dateOf, floorOf, linkOf, numberOf, textOf } from './estate-form-values';

export * from './estate-form-fields';
export { numberOf } from './estate-form-values';

/*
 * The console listing's form (estate-editor.tsx) read into the ingest API's normalized
 * listing, and back. Each field is named by its path in the record (`price.amount`) and its
 * control's id is `field-` and that path with dashes, which the list of missing facts links to.
 * A number is sent as typed when it is not one, so the platform refuses it beside its field and
 * the form shows it again as it was. The fields' tables are estate-form-fields.ts's (exported
 * from here too), the reading of a value as typed estate-form-values.ts's.
 */

type Form = Record<string, string>;
type Record_ = Record<string, unknown>;

/**
 * The position the form gives: none when both are empty or still the town centre it was
 * prefilled with (`location.centre`: the listing then follows its postal code). One of the two
 * alone is sent as it is, for the platform to refuse beside its field.
 */
function locationOf(form: Form): Record_ | null {
  const lat = coordinateOf(form['location.lat']);
  const lon = coordinateOf(form['location.lon']);
  if (lat === null && lon === null) return null;
  if (form['location.centre'] && form['location.centre'] === `${lat},${lon}`) return null;
  return { lat: lat ?? '', lon: lon ?? '' };
}

/** The indexes of the open-house rows a form holds (`openHomes.{i}.date`), in order. */
function openHouseIndexes(form: Form): number[] {
  return Object.keys(form)
    .map((name) => /^openHomes\.(\d{1,2})\.date$/.exec(name)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The open houses the form gives: each row with a day, from and to; an empty row is none. */
function openHomesOf(form: Form): { start: string; end: string }[] {
  return openHouseIndexes(form)
    .map(
      (index) =>
        [dateOf(form[`openHomes.${index}.date`]) ?? '', form[`openHomes.${index}.from`]?.trim() ?? '', form[`openHomes.${index}.to`]?.trim() ?? ''] as const,
    )
    .filter((row) => row.some(Boolean))
    .map(([date, from, to]) => ({ start: brusselsInstant(date, from), end: brusselsInstant(date, to) }));
}

/** The agent the form names (`salesRep`: a person's e-mail address): one of the site's people, else the one it had. */
function salesRepOf(form: Form, people: readonly ConsoleEstateAgent[]): ConsoleEstateAgent | null {
  const chosen = form.salesRep?.trim();
  if (!chosen) return null;
  const person = people.find((candidate) => candidate.email === chosen);
  if (person) return { name: person.name, email: person.email, phone: person.phone, photoUrl: person.photoUrl };
  if (chosen !== form['salesRep.email'] || !form['salesRep.name']) return null;
  return { name: form['salesRep.name'], email: chosen, phone: form['salesRep.phone'] || null, photoUrl: form['salesRep.photoUrl'] || null };
}

function setPath(record: Record_, path: string, value: unknown): void {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) record[head] = value;
  else record[head] = { ...((record[head] as Record_ | undefined) ?? {}), [tail]: value };
}

/** A value of the record by its path, as the form shows it. */
export function valueAt(record: Record_, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record_)[key] : undefined), record);
}

/** The indexes of the rows named `{list}.{i}.url` a form holds, in index order. */
function rowIndexes(form: Form, list: string): number[] {
  const pattern = new RegExp(`^${list}\\.(\\d{1,3})\\.url$`);
  return Object.keys(form)
    .map((name) => pattern.exec(name)?.[1])
    .filter((index): index is string => index !== undefined && Boolean(form[`${list}.${index}.url`]))
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The indexes of the pictures a form holds (`pictures.{i}.url`), in the order the form gives
 * them: by their position field (`pictures.{i}.order`, typed without JavaScript, rewritten by
 * the reorder script), those without one after, each tie in index order.
 */
export function pictureIndexes(form: Form): number[] {
  const position = (index: number) => {
    const typed = Number(form[`pictures.${index}.order`]?.trim() || NaN);
    return Number.isFinite(typed) ? typed : Number.MAX_SAFE_INTEGER;
  };
  return rowIndexes(form, 'pictures').sort((a, b) => position(a) - position(b) || a - b);
}

/** The indexes of the documents a form holds (`documents.{i}.url`). */
export const documentIndexes = (form: Form): number[] => rowIndexes(form, 'documents');

/** A text per language from `{prefix}.{lang}` fields; null when none is given. */
function textsOf(form: Form, prefix: string, languages: readonly Locale[]): Record<string, string> | null {
  const texts = Object.fromEntries(languages.map((lang) => [lang, form[`${prefix}.${lang}`]?.trim() ?? '']).filter(([, text]) => text));
  return Object.keys(texts).length > 0 ? texts : null;
}

/** The form's fields as a normalized listing (without source and id: the platform's); `people`: the site's, one of whom may be its agent. */
export function recordOf(form: Form, languages: readonly Locale[], people: readonly ConsoleEstateAgent[] = []): Record_ {
  const record: Record_ = {};
  const status = form.status;
  record.transaction = form.transaction || 'sale';
  record.status = status === 'sold' || status === 'rented' ? 'closed' : status === 'option' ? 'option' : 'available';
  record.type = form.type || 'HOUSE';
  if (form.subtype) record.subtype = form.subtype;
  for (const path of TEXTS) {
    const value = textOf(form[path]);
    if (path === 'reference') {
      if (value) record.reference = value;
    } else setPath(record, path, value);
  }
  if (!(valueAt(record, 'address.postalCode') as string | null)) setPath(record, 'address.postalCode', '');
  setPath(record, 'address.hidden', form['address.display'] === 'municipality');
  setPath(record, 'address.numberHidden', form['address.display'] === 'street');
  for (const path of NUMBERS) setPath(record, path, numberOf(form[path]));
  for (const path of DATES) setPath(record, path, dateOf(form[path]));
  for (const path of LINKS) setPath(record, path, linkOf(form[path]));
  record.floor = floorOf(form.floor);
  record.location = locationOf(form);
  record.salesRep = salesRepOf(form, people);
  record.openHomes = openHomesOf(form);
  setPath(record, 'price.hidden', form['price.hidden'] === '1');
  setPath(record, 'price.vatRegime', form['price.vatRegime'] === 'vat');
  if (record.transaction === 'let') setPath(record, 'price.period', 'MONTH');
  for (const [path, options] of Object.entries(CHOICES)) setPath(record, path, (options as readonly string[]).includes(form[path] ?? '') ? form[path] : null);
  for (const path of YES_NO) setPath(record, path, form[path] === 'yes' ? true : form[path] === 'no' ? false : null);
  record.pictures = pictureIndexes(form)
    .filter((index) => form[`pictures.${index}.remove`] !== '1')
    .map((index, order) => ({ url: form[`pictures.${index}.url`], order, description: textsOf(form, `pictures.${index}.alt`, languages) }));
  record.documents = documentIndexes(form)
    .filter((index) => form[`documents.${index}.remove`] !== '1')
    .map((index) => ({
      url: form[`documents.${index}.url`],
      type: (DOCUMENT_TYPES as readonly string[]).includes(form[`documents.${index}.type`] ?? '') ? form[`documents.${index}.type`] : 'FLOOR_PLAN',
      description: textsOf(form, `documents.${index}.title`, languages),
    }));
  record.title = Object.fromEntries(languages.map((lang) => [lang, form[`title.${lang}`]?.trim() ?? '']).filter(([, text]) => text));
  record.description = Object.fromEntries(languages.map((lang) => [lang, form[`description.${lang}`]?.trim() ?? '']).filter(([, text]) => text));
  return record;
}

/** The form's fields of a saved record (what the form shows again). */
export function formOf(record: Record_): Form {
  const form: Form = {};
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  form.transaction = text(record.transaction) || 'sale';
  form.status = record.status === 'closed' ? (record.transaction === 'let' ? 'rented' : 'sold') : record.status === 'option' ? 'option' : 'available';
  form.type = text(record.type) || 'HOUSE';
  form.subtype = text(record.subtype);
  for (const path of [...TEXTS, ...NUMBERS, ...Object.keys(CHOICES)]) form[path] = text(valueAt(record, path));
  for (const path of YES_NO) {
    const value = valueAt(record, path);
    form[path] = value === true ? 'yes' : value === false ? 'no' : '';
  }
  form['price.hidden'] = valueAt(record, 'price.hidden') === true ? '1' : '';
  form['address.display'] = valueAt(record, 'address.hidden') === true ? 'municipality' : valueAt(record, 'address.numberHidden') === true ? 'street' : 'full';
  form['price.vatRegime'] = valueAt(record, 'price.vatRegime') === true ? 'vat' : 'duties';
  for (const path of [...DATES, ...LINKS, 'floor', 'location.lat', 'location.lon']) form[path] = text(valueAt(record, path));
  const rep = record.salesRep as ConsoleEstateAgent | null | undefined;
  if (rep) {
    form.salesRep = rep.email ?? '';
    for (const key of ['name', 'email', 'phone', 'photoUrl'] as const) form[`salesRep.${key}`] = rep[key] ?? '';
  }
  for (const [index, open] of ((record.openHomes as { start: string; end: string }[] | undefined) ?? []).entries()) {
    const [date = '', from = ''] = brusselsTime(open.start).split(' ');
    form[`openHomes.${index}.date`] = date;
    form[`openHomes.${index}.from`] = from;
    form[`openHomes.${index}.to`] = brusselsTime(open.end).split(' ')[1] ?? '';
  }
  for (const [index, picture] of ((record.pictures as { url: string; description: Record<string, string> | null }[] | undefined) ?? []).entries()) {
    form[`pictures.${index}.url`] = picture.url;
    form[`pictures.${index}.order`] = String(index + 1);
    for (const [lang, alt] of Object.entries(picture.description ?? {})) form[`pictures.${index}.alt.${lang}`] = alt;
  }
  for (const [index, document] of (
    (record.documents as { url: string; type: string; description: Record<string, string> | null }[] | undefined) ?? []
  ).entries()) {
    form[`documents.${index}.url`] = document.url;
    form[`documents.${index}.type`] = document.type;
    for (const [lang, title] of Object.entries(document.description ?? {})) form[`documents.${index}.title.${lang}`] = title;
  }
  for (const kind of ['title', 'description']) {
    for (const [lang, value] of Object.entries((record[kind] as Record<string, string> | undefined) ?? {})) form[`${kind}.${lang}`] = value;
  }
  return form;
}

/** The open-house rows the editor shows: those the form holds, then NEW_OPEN_HOUSES empty ones. */
export function openHouseRows(form: Form): number[] {
  const held = openHouseIndexes(form);
  const next = Math.max(-1, ...held) + 1;
  return [...held, ...Array.from({ length: NEW_OPEN_HOUSES }, (_, n) => next + n)];
}

/** The form's field a path of the record the platform refused is typed in (an open house's start: its day). */
export function formFieldOf(path: string): string {
  const open = /^openHomes\.(\d+)(?:\.(start|end))?/.exec(path);
  if (open) return `openHomes.${open[1]}.${open[2] === 'end' ? 'to' : 'date'}`;
  if (path.startsWith('location')) return path === 'location.lon' ? 'location.lon' : 'location.lat';
  if (path.startsWith('salesRep')) return 'salesRep';
  if (path === 'address.hidden' || path === 'address.numberHidden') return 'address.display';
  if (path === 'price') return 'price.landValue';
  // A picture or document the platform refuses (another site's upload) is marked at its file input.
  if (/^(pictures|documents)\.\d+\./.test(path)) return path.startsWith('p') ? 'picture.new' : 'document.new';
  return path;
}

/** What the console says of a value the platform refused, by the kind of its field (console.json `estateFields.bad.*`). */
export function problemOf(field: string): string {
  if (field === 'address.postalCode') return 'estates.postalCode';
  if (field === 'legal.urbanDestination') return 'estateFields.bad.destination';
  if (field === 'picture.new' || field === 'document.new') return 'estateFields.bad.foreignFile';
  if ((DATES as readonly string[]).includes(field)) return 'estateFields.bad.date';
  if ((LINKS as readonly string[]).includes(field)) return 'estateFields.bad.link';
  if (field.startsWith('openHomes.')) return 'estateFields.bad.openHouse';
  if (field.startsWith('location.')) return 'estateFields.bad.position';
  if (field === 'price.landValue') return 'estateFields.bad.landValue';
  if (field === 'floor') return 'estateFields.bad.floor';
  if (field === 'constructionYear') return 'estateFields.bad.year';
  if (field.startsWith('rooms.')) return 'estateFields.bad.count';
  if ((NUMBERS as readonly string[]).includes(field)) return 'estateFields.bad.number';
  if (field === 'legal.planningViolation' || (TEXTS as readonly string[]).includes(field)) return 'estateFields.bad.tooLong';
  return 'estates.invalid';
}
