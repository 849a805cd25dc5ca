import { formatArea, formatPrice } from '../format';
import { enumLabel, localizedValue, translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { Estate } from '../types/estate';
import { type AgencyCostComparison, type CostCheck, compareAgencyCosts } from './agency-costs';
import { fromCatalogue, isSharedEnergyField } from './alternate-fields';
import { type ImagePolicy, imageSource } from './images';
import { estateFields } from './estate-fields';
import { roomsByFloor } from './layout';
import { type FieldRow, fieldRows, floorName, numberRepeatedLabels } from './field-rows';

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
