import {
  formatArea,
  formatCo2,
  formatDate,
  formatEpc,
  formatEpcPerYear,
  formatNumber,
  formatPercentage,
  formatPrice,
  formatPricePerArea,
  formatSize,
  formatYear,
} from '../format';
import { enumLabel, fieldLabel, localizedValue, notEntered, translate } from '../i18n';
import type { Locale, Localized } from '../i18n/locales';
import type { AlternateValue, Estate } from '../types/estate';
import { type AlternateFieldKind, fieldDefinition } from './alternate-fields';
import { floodingWarning } from './energy';
import type { ImageSource } from './images';
import { estateFields, type EstateFields, fieldContext, shownFields } from './estate-fields';

/*
 * A listing's fields as the rows a page shows (the detail tabs, the window card, the compare
 * page): each labelled and its value formatted in the visitor's language, by the catalogue's kind.
 */

/** One row of fields: a label, its value as text and what goes with it. */
export interface FieldRow {
  key: string;
  label: string;
  value: string;
  /** Information attached to the field (combined fields), or a room's comment. */
  note: string | null;
  href: string | null;
  /** A flooding score past 'C'. */
  warning: boolean;
  /** A floor plan's picture, shown in its link to the full size. */
  image?: ImageSource | null;
}

/** The figures shown under the VAT regime that rest on the price before VAT: they say so, as the price does ('excl. btw'). */
const BEFORE_VAT = ['financial.price_per_m2'];

/** How a number of each kind of the catalogue reads (formats); other kinds read as they are. */
const NUMBER_FORMATS: Partial<Record<AlternateFieldKind, (value: number, locale: Locale) => string>> = {
  year: formatYear,
  number: (value) => formatNumber(value),
  price: formatPrice,
  pricePerArea: formatPricePerArea,
  area: formatArea,
  size: formatSize,
  epc: formatEpc,
  epcYear: formatEpcPerYear,
  co2: formatCo2,
  percentage: formatPercentage,
};

/** A field's value as text in the visitor's language, by the catalogue's kind (formats). */
export function formatFieldValue(kind: AlternateFieldKind, value: AlternateValue, locale: Locale): string {
  if (value === null || value === undefined) return notEntered(locale);
  if (typeof value === 'object') return localizedValue(value as Localized, locale) || notEntered(locale);
  if (kind.startsWith('enum:')) {
    // A value no enumeration names (a CRM's own text for a zoning) reads as it was given, never as a missing word's `_key_`.
    const label = enumLabel(locale, kind.slice(5), String(value));
    return /^_.+_$/.test(label) ? String(value) : label;
  }
  const number = typeof value === 'number' ? value : Number(value);
  const text =
    kind === 'boolean'
      ? translate(locale, value === true || value === 'true' ? 'common.yes' : 'common.no')
      : kind === 'date'
        ? formatDate(String(value))
        : (NUMBER_FORMATS[kind]?.(number, locale) ?? String(value));
  return text === '' ? notEntered(locale) : text;
}

export function fieldRows(fields: EstateFields, estate: Estate, locale: Locale, keys: readonly string[]): FieldRow[] {
  const context = fieldContext(estate, fields);
  return shownFields(fields, context, keys).map(({ key, value, attached }) => {
    const kind = fieldDefinition(key)?.kind ?? 'text';
    // Enforcement measures: none when the upstream's null or a source's NO says so; a platform listing's UNKNOWN is not known.
    const violation = key === 'planning.proceeding' && (value === null || value === 'NO' || value === 'UNKNOWN');
    const flood = key.startsWith('flood_information.') && key.endsWith('_score');
    return {
      key,
      label: fieldLabel(locale, key),
      value: violation
        ? value === 'UNKNOWN'
          ? formatFieldValue('enum:Planning', value, locale)
          : translate(locale, ['field', 'violation.none'])
        : key === 'layout.floor' && typeof value === 'number'
          ? floorName(value, locale)
          : formatFieldValue(kind, value, locale) + (context.vatRegime && BEFORE_VAT.includes(key) && value !== null ? translate(locale, 'card.exclVat') : ''),
      note: attached.length > 0 ? attached.map((item) => formatFieldValue(fieldDefinition(item.key)?.kind ?? 'text', item.value, locale)).join(' – ') : null,
      href: kind === 'url' && typeof value === 'string' && /^https:\/\//.test(value) ? value : null,
      warning: flood && typeof value === 'string' && floodingWarning(value),
    };
  });
}

/**
 * The rows of the given fields an estate shows, in that order, by the detail tabs' own rules:
 * the window card's key facts and the compare page's rows.
 * @example factRows(estate, 'nl', ['layout.bedrooms']) // [{ key: 'layout.bedrooms', label: 'Slaapkamers', value: '3', … }]
 */
export function factRows(estate: Estate, locale: Locale, keys: readonly string[]): FieldRow[] {
  return fieldRows(estateFields(estate), estate, locale, keys);
}

export function floorName(floor: number, locale: Locale): string {
  if (floor === 0) return translate(locale, 'detail.floorGround');
  if (floor < 0) return translate(locale, 'detail.floorBasement');
  return translate(locale, 'detail.floorUpper', { n: floor });
}

/**
 * Each label once per list (a description list names each term once): a label that several
 * rows share is numbered, 'Slaapkamer 1', 'Slaapkamer 2', in the order of the rows.
 */
export function numberRepeatedLabels(rows: FieldRow[]): FieldRow[] {
  const total = new Map<string, number>();
  for (const row of rows) total.set(row.label, (total.get(row.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (total.get(row.label)! < 2) return row;
    const n = (seen.get(row.label) ?? 0) + 1;
    seen.set(row.label, n);
    return { ...row, label: `${row.label} ${n}` };
  });
}
