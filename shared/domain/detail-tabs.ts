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
import { type AgencyCostComparison, type CostCheck, compareAgencyCosts } from './agency-costs';
import { type AlternateFieldKind, fieldDefinition, fromCatalogue, isSharedEnergyField } from './alternate-fields';
import { floodingWarning } from './energy';
import { type ImagePolicy, type ImageSource, imageSource } from './images';
import { estateFields, type EstateFields, fieldContext, shownFields } from './estate-fields';
import { roomsByFloor } from './layout';

/** The detail tabs, in the order they appear. */
export const TAB_IDS = [
  'general',
  'financialPriceDetails',
  'financial',
  'financialCosts',
  'financialNotary',
  'layout',
  'plans',
  'construction',
  'comfort',
  'epc',
  'planning',
  'notary',
  'other',
] as const;
export type TabId = (typeof TAB_IDS)[number];

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

export interface DetailGroup {
  id: string;
  title: string | null;
  rows: FieldRow[];
}

export interface DetailTab {
  /** A tab of an estate (TabId), or a holiday unit's ('general', 'rooms'). */
  id: string;
  label: string;
  groups: DetailGroup[];
}

const PRICE_DETAILS = ['financial.price', 'financial.price_per_m2', 'financial.land_price', 'financial.infrastructure_price', 'financial.vat_regime'];
const COSTS = ['notary_cost.registration_rights', 'notary_cost.other_costs'];
const NOTARY_COSTS = ['notary_cost.notary_fee', 'notary_cost.total'];
/** The figures shown under the VAT regime that rest on the price before VAT: they say so, as the price does ('excl. btw'). */
const BEFORE_VAT = ['financial.price_per_m2'];

/** Which tab a field of the catalogue belongs to. */
export function tabOf(key: string): TabId {
  if (PRICE_DETAILS.includes(key)) return 'financialPriceDetails';
  if (COSTS.includes(key)) return 'financialCosts';
  if (NOTARY_COSTS.includes(key)) return 'financialNotary';
  const group = key.split('.')[0]!;
  switch (group) {
    case 'financial':
      return 'financial';
    case 'certification':
    case 'flood_information':
      return 'epc';
    case 'planning':
      return 'planning';
    case 'construction':
      return 'construction';
    case 'comfort':
      return 'comfort';
    case 'layout':
      return 'layout';
    case 'notary':
      return 'notary';
    case 'other':
    case 'media':
      return 'other';
    default:
      return 'general';
  }
}

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

// Each tab's keys in the catalogue's order, sorted once per isolate (once the catalogue is
// installed) rather than for every page (some hundred keys, a dozen tabs); the shared-energy set
// is kept out of the estate's own EPC rows: it describes the building. A key outside the catalogue has no row.
const catalogueKeys = fromCatalogue((fields) => {
  const order = fields.map((field) => field.key);
  return {
    byTab: new Map<TabId, readonly string[]>(TAB_IDS.map((tab) => [tab, order.filter((key) => tabOf(key) === tab && !isSharedEnergyField(key))])),
    sharedEnergy: order.filter(isSharedEnergyField),
  };
});

function fieldRows(fields: EstateFields, estate: Estate, locale: Locale, keys: readonly string[]): FieldRow[] {
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

function floorName(floor: number, locale: Locale): string {
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

/** A file that is a picture, by its name. */
const IMAGE_FILE = /\.(?:jpe?g|png|webp|gif|avif|svg)(?:[?#]|$)/i;

/** The tabs that show the agency's own cost figures: titled as the agency's. */
const AGENCY_COST_TABS: readonly TabId[] = ['financialCosts', 'financialNotary'];

/**
 * An agency figure that the calculator's estimate does not bear out gets the estimate beside it,
 * so the tab and the calculator never disagree silently.
 */
function withEstimates(rows: FieldRow[], comparison: AgencyCostComparison | null, locale: Locale): FieldRow[] {
  const checks: Record<string, CostCheck | null | undefined> = {
    'notary_cost.registration_rights': comparison?.registration,
    'notary_cost.notary_fee': comparison?.notary,
  };
  return rows.map((row) => {
    const check = checks[row.key];
    if (!check || check.agrees) return row;
    const { ownHome, other } = check.estimate;
    const note =
      ownHome === other
        ? translate(locale, 'costs.estimateDiffersOne', { amount: formatPrice(ownHome) })
        : translate(locale, 'costs.estimateDiffers', { ownHome: formatPrice(ownHome), other: formatPrice(other) });
    return { ...row, note };
  });
}

/**
 * The detail tabs of an estate, only those with content: every field labelled in
 * the visitor's language, formatted, filtered by the visibility rules (visibility.ts), for both
 * data sources. Plain data, so the tabs island can take it as props.
 */
export function detailTabs(estate: Estate, locale: Locale, images?: ImagePolicy): DetailTab[] {
  const fields = estateFields(estate);
  const byTab = new Map<TabId, DetailGroup[]>();
  const comparison = compareAgencyCosts(estate);
  const add = (tab: TabId, group: DetailGroup) => {
    if (group.rows.length > 0) byTab.set(tab, [...(byTab.get(tab) ?? []), { ...group, rows: numberRepeatedLabels(group.rows) }]);
  };
  for (const tab of TAB_IDS) {
    const rows = fieldRows(fields, estate, locale, catalogueKeys().byTab.get(tab)!);
    const agency = AGENCY_COST_TABS.includes(tab);
    add(tab, { id: tab, title: agency ? translate(locale, 'costs.agencyFigures') : null, rows: agency ? withEstimates(rows, comparison, locale) : rows });
  }
  add('epc', { id: 'energyShared', title: translate(locale, 'detail.energyShared'), rows: fieldRows(fields, estate, locale, catalogueKeys().sharedEnergy) });
  for (const { floor, rooms } of roomsByFloor(estate.layout)) {
    add('layout', {
      id: `floor-${floor}`,
      title: floorName(floor, locale),
      rows: rooms.map((room, index) => ({
        key: `room-${floor}-${index}`,
        label: `${localizedValue(room.name, locale) || enumLabel(locale, 'RoomType', room.typeId)}${room.count > 1 ? ` (${room.count}×)` : ''}`,
        value: room.surface ? formatArea(room.surface) : '',
        note: localizedValue(room.comment, locale) || null,
        href: null,
        warning: false,
      })),
    });
  }
  // Floor plans: the CRM's documents typed as plans, a picture shown in its link to the full size.
  add('plans', {
    id: 'plans',
    title: null,
    rows: estate.files
      .filter((file) => file.type === 'FLOOR_PLAN' && /^(https:\/\/|\/(?!\/))/.test(file.link))
      .map((file, index) => ({
        key: `plan-${index}`,
        label: localizedValue(file.comment, locale) || translate(locale, 'detail.file_FLOOR_PLAN'),
        value: translate(locale, 'detail.planOpen'),
        note: null,
        href: file.link,
        warning: false,
        image: images && IMAGE_FILE.test(file.link) ? imageSource(file.link, 'main', images) : null,
      })),
  });
  add('comfort', {
    id: 'facilities',
    title: translate(locale, 'detail.facilities'),
    rows: estate.facilities.map((facility) => ({
      key: `facility-${facility.id}`,
      label: localizedValue(facility.name, locale),
      value: '',
      note: null,
      href: null,
      warning: false,
    })),
  });
  add('other', {
    id: 'extra',
    title: null,
    rows: [
      ...(estate.environments.length > 0
        ? [
            {
              key: 'environment',
              label: translate(locale, 'detail.environment'),
              value: estate.environments.map((code) => enumLabel(locale, 'Environment', code)).join(', '),
              note: null,
              href: null,
              warning: false,
            },
          ]
        : []),
      ...estate.extraFields
        .filter((field) => (field.type === 'TEXT' || field.type === 'BIGTEXT') && (localizedValue(field.text, locale) || typeof field.value === 'string'))
        .map((field) => ({
          key: `extra-${field.id}`,
          label: translate(locale, 'detail.extra'),
          value: localizedValue(field.text, locale) || String(field.value),
          note: null,
          href: null,
          warning: false,
        })),
    ],
  });
  return TAB_IDS.filter((tab) => byTab.has(tab)).map((tab) => ({ id: tab, label: enumLabel(locale, 'Tab', tab), groups: byTab.get(tab)! }));
}
