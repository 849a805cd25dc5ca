import type { AdFact } from '../../shared/domain/ad-rules/rules';
import type { Locale } from '../../shared/i18n/locales';

/*
 * The console listing's form (screens/estate-editor.tsx) read into the ingest API's normalized
 * listing, and back. Each field is named by its path in the record (`price.amount`) and its
 * control's id is `field-` and that path with dashes, which the list of missing facts links to.
 * A number is sent as typed when it is not one, so the platform refuses it beside its field and
 * the form shows it again as it was.
 */

type Form = Record<string, string>;
type Record_ = Record<string, unknown>;

/** The transactions, statuses (as the form names them) and types the form offers. "Under option" is not one: the normalized listing has no such status. */
export const TRANSACTIONS = ['sale', 'let'] as const;
export const FORM_STATUSES = ['available', 'sold', 'rented'] as const;
export const TYPES = ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'GARAGE'] as const;
/** The subtypes of each type (shared/domain/property-types.ts SUB_TYPES), the form's choice grouped by type; none: the type's first. */
export const SUBTYPES: Record<(typeof TYPES)[number], readonly string[]> = {
  HOUSE: ['HOUSE', 'VILLA', 'BUNGALOW', 'CASTLE', 'FARMHOUSE', 'COTTAGE', 'TOWNHOUSE', 'MANSION', 'TERRACED_HOUSE', 'SEMI_DETACHED_HOUSE', 'DETACHED_HOUSE', 'COUNTRY_HOUSE', 'CHALET', 'MIXED_USE_BUILDING'],
  APARTMENT: ['APARTMENT', 'DUPLEX', 'TRIPLEX', 'LOFT', 'PENTHOUSE', 'STUDIO', 'STUDENT_ROOM', 'GROUND_FLOOR', 'SERVICE_FLAT'],
  PLOT: ['BUILDING_PLOT', 'AGRICULTURAL_LAND', 'FOREST', 'MEADOW', 'RECREATIONAL_PLOT'],
  COMMERCIAL: ['OFFICE', 'RETAIL', 'WAREHOUSE', 'INDUSTRIAL_BUILDING', 'HORECA', 'PRACTICE', 'COMMERCIAL_BUILDING'],
  GARAGE: ['GARAGE_BOX', 'CARPORT', 'PARKING', 'INDOOR_PARKING'],
};
export const ENERGY_LABELS = ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const FLOOD_SCORES = ['A', 'B', 'C', 'D'] as const;
export const DESTINATIONS = ['WG', 'WGL', 'WGR', 'WUG', 'WCHE', 'WP', 'AG', 'LWAG', 'BG', 'NG', 'NR', 'PG', 'RG', 'GG', 'GWG', 'EG', 'IGB', 'IAB', 'WIG', 'GDR', 'GVR', 'GVON', 'DVG', 'NI'] as const;
/** The yes/no facts (null: not given). */
export const YES_NO = ['legal.buildingPermit', 'legal.subdivisionPermit', 'legal.preemptionRight', 'legal.asbestosCertificate', 'legal.asbestosCertificateCommonParts'] as const;
/** The number fields, by path. */
export const NUMBERS = ['price.amount', 'price.charges', 'rooms.bedrooms', 'rooms.bathrooms', 'areas.living', 'areas.plot', 'constructionYear', 'energy.value', 'energy.total', 'energy.co2'] as const;
/** The plain text fields, by path. */
export const TEXTS = ['reference', 'address.street', 'address.number', 'address.box', 'address.postalCode', 'address.city', 'energy.reference'] as const;
/** The choices, by path. */
export const CHOICES = { 'energy.label': ENERGY_LABELS, 'legal.floodScoreParcel': FLOOD_SCORES, 'legal.floodScoreBuilding': FLOOD_SCORES, 'legal.urbanDestination': DESTINATIONS } as const;

/** The field each fact of the guard is entered in. */
export const FACT_FIELDS: Record<AdFact, string> = {
  epcLabel: 'energy.label',
  epcScore: 'energy.value',
  epcCode: 'energy.reference',
  epcTotal: 'energy.total',
  epcCo2: 'energy.co2',
  floodParcel: 'legal.floodScoreParcel',
  floodBuilding: 'legal.floodScoreBuilding',
  planningPermit: 'legal.buildingPermit',
  planningDestination: 'legal.urbanDestination',
  planningEnforcement: 'legal.buildingPermit',
  planningPreemption: 'legal.preemptionRight',
  planningSubdivision: 'legal.subdivisionPermit',
  asbestosCertificate: 'legal.asbestosCertificate',
  asbestosCommonParts: 'legal.asbestosCertificateCommonParts',
};

/** A field's control id: `field-` and its path with dashes. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;

/**
 * A number as typed, the text itself when it is not one, null when empty. Thousands may be
 * grouped with dots (385.000, as Belgians write a price) or commas (385,000); a lone comma or
 * dot before at most two digits is the decimals' (12,5).
 */
export function numberOf(value: string | undefined): number | string | null {
  const typed = value?.trim().replace(/[\s\u00a0\u202f]/g, '') ?? '';
  if (!typed) return null;
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(typed)) return Number(typed.replaceAll('.', '').replace(',', '.'));
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(typed)) return Number(typed.replaceAll(',', ''));
  return /^\d{1,12}(?:[.,]\d{1,2})?$/.test(typed) ? Number(typed.replace(',', '.')) : value!.trim();
}

const textOf = (value: string | undefined) => value?.trim() || null;

function setPath(record: Record_, path: string, value: unknown): void {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) record[head] = value;
  else record[head] = { ...((record[head] as Record_ | undefined) ?? {}), [tail]: value };
}

/** A value of the record by its path, as the form shows it. */
export function valueAt(record: Record_, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record_)[key] : undefined), record);
}

/**
 * The most pictures a listing holds (the normalized listing's limit): the form's one file input
 * takes any number at once up to it (`picture.new[]`, read as `picture.new.0` … by guards.ts).
 */
export const MAX_PICTURES = 200;

/** The most documents a listing holds (the normalized listing's limit); one new a save. */
export const MAX_DOCUMENTS = 50;

/** The documents' types the form offers (the site names each: locales' `detail.file_…`). */
export const DOCUMENT_TYPES = ['FLOOR_PLAN', 'BROCHURE', 'EPC', 'SOIL_CERTIFICATE'] as const;

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

/** The form's fields as a normalized listing (without source and id: the platform's). */
export function recordOf(form: Form, languages: readonly Locale[]): Record_ {
  const record: Record_ = {};
  const status = form.status;
  record.transaction = form.transaction || 'sale';
  record.status = status === 'sold' || status === 'rented' ? 'closed' : 'available';
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
  for (const path of NUMBERS) setPath(record, path, numberOf(form[path]));
  setPath(record, 'price.hidden', form['price.hidden'] === '1');
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
  form.status = record.status === 'closed' ? (record.transaction === 'let' ? 'rented' : 'sold') : 'available';
  form.type = text(record.type) || 'HOUSE';
  form.subtype = text(record.subtype);
  for (const path of [...TEXTS, ...NUMBERS, ...Object.keys(CHOICES)]) form[path] = text(valueAt(record, path));
  for (const path of YES_NO) {
    const value = valueAt(record, path);
    form[path] = value === true ? 'yes' : value === false ? 'no' : '';
  }
  form['price.hidden'] = valueAt(record, 'price.hidden') === true ? '1' : '';
  form['address.display'] = valueAt(record, 'address.hidden') === true ? 'municipality' : 'full';
  for (const [index, picture] of ((record.pictures as { url: string; description: Record<string, string> | null }[] | undefined) ?? []).entries()) {
    form[`pictures.${index}.url`] = picture.url;
    form[`pictures.${index}.order`] = String(index + 1);
    for (const [lang, alt] of Object.entries(picture.description ?? {})) form[`pictures.${index}.alt.${lang}`] = alt;
  }
  for (const [index, document] of ((record.documents as { url: string; type: string; description: Record<string, string> | null }[] | undefined) ?? []).entries()) {
    form[`documents.${index}.url`] = document.url;
    form[`documents.${index}.type`] = document.type;
    for (const [lang, title] of Object.entries(document.description ?? {})) form[`documents.${index}.title.${lang}`] = title;
  }
  for (const kind of ['title', 'description']) {
    for (const [lang, value] of Object.entries((record[kind] as Record<string, string> | undefined) ?? {})) form[`${kind}.${lang}`] = value;
  }
  return form;
}
