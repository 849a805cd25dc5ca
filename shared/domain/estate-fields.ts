import type { AlternateValue, EnergyFacts, Estate } from '../types/estate';
import { headTypeCode } from './property-types';
import { underVatRegime } from './price';
import { roomCounts } from './layout';
import { featureFacts } from './listing-features';
import type { RegionCode, StatusCode } from '../contract/enums';

/**
 * Every fact of an estate under one name, whatever its source: the alternate source's dotted
 * keys, with the main source's structured fields mapped onto the same keys. One
 * set of visibility rules and one renderer then serve both sources.
 */
export type EstateFields = Record<string, AlternateValue>;

/**
 * The keys of the shared-energy set start with this: the detail page shows them as a group of
 * their own (section energyShared), apart from the estate's own EPC. Here rather than in
 * the catalogue (alternate-fields.ts), so what reads an estate's facts (the platform's listing
 * features) does not carry the catalogue.
 */
export const SHARED_ENERGY_PREFIX = 'certification.shared_';

const CRITERIA_KEYS: Record<string, string> = {
  Heating: 'comfort.heating',
  KitchenType: 'comfort.kitchen',
  WindowGlazing: 'comfort.glazing',
  Garden: 'comfort.garden_information',
  RoofType: 'construction.roof',
  Carpentry: 'construction.carpentry',
};

function present(value: AlternateValue | undefined): value is Exclude<AlternateValue, null> {
  if (value === null || value === undefined || value === '' || value === -1) return false;
  if (typeof value === 'object') return Object.values(value).some((text) => typeof text === 'string' && text.trim() !== '');
  return true;
}

/** An energy set's facts by the catalogue's key suffix; customEpcLabel is the badge's, not a row. */
const ENERGY_KEYS: Record<Exclude<keyof EnergyFacts, 'customEpcLabel'>, string> = {
  epcValue: 'epc_value',
  epcValueTotal: 'epc_total',
  energyLabel: 'epc_label',
  epcReference: 'epc_unique_code',
  epbReference: 'epb_reference',
  eLevel: 'e_level',
  kLevel: 'k_level',
  co2: 'co2',
  epcDate: 'epc_date',
  epcScheme: 'epc_scheme',
};

/**
 * One energy set under the catalogue's keys: the estate's own under 'certification.', the
 * building's shared set under 'certification.shared_' (same facts, shown as its own group).
 */
function energyFields(energy: EnergyFacts | null, prefix: string): EstateFields {
  const fields: EstateFields = {};
  for (const [fact, suffix] of Object.entries(ENERGY_KEYS) as [keyof typeof ENERGY_KEYS, string][]) {
    fields[prefix + suffix] = energy?.[fact] ?? null;
  }
  return fields;
}

/** The main source's structured fields under the catalogue's keys. */
function mainSourceFields(estate: Estate): EstateFields {
  const t = estate.technical;
  const rooms = roomCounts(estate.layout);
  const fields: EstateFields = {
    status: estate.status,
    // The agency's reference, under the label a buyer reads ('Referentie'), not 'Externe ID'.
    'other.reference': estate.reference,
    'general.availability': (t.available as string) ?? null,
    'general.available_date': (t.availableDate as string) ?? null,
    'construction.year': (t.constructionYear as number) ?? null,
    'construction.renovation_year': (t.renovationYear as number) ?? null,
    'construction.type': (t.buildingType as string) ?? null,
    'construction.facade_width': estate.dimensions.widthHouse,
    'construction.depth': estate.dimensions.depthHouse,
    'construction.ground_floor_depth': estate.dimensions.depthGroundFloor,
    'construction.upper_floor_depth': estate.dimensions.depthFloor,
    'comfort.garden_orientation': (t.directionGarden as string) ?? null,
    ...energyFields(estate.energy, 'certification.'),
    ...energyFields(estate.energyShared, SHARED_ENERGY_PREFIX),
    'certification.electrical_certificate': (t.certificateElectricity as string) ?? null,
    'certification.electrical_certificate_conformity': (t.certificateConformity as string) ?? null,
    'certification.asbestos_certificate': estate.general.asbestosInventory,
    'financial.price': estate.price.value,
    'financial.price_per_m2':
      estate.price.value && estate.dimensions.areaBuild && estate.price.period !== 'MONTH'
        ? Math.round(estate.price.value / estate.dimensions.areaBuild)
        : null,
    'financial.land_price': estate.price.ground,
    'financial.infrastructure_price': estate.price.infrastructure,
    'financial.cadastral_income': estate.ki.indexed,
    'financial.cadastral_income_non_indexed': estate.ki.nonIndexed,
    'financial.property_tax': estate.ki.communityTax,
    'financial.warranty': estate.price.deposit,
    'flood_information.parcel_score': estate.flooding.parcelScore,
    'flood_information.building_score': estate.flooding.buildingScore,
    'flood_information.flood_prone_area': estate.flooding.floodProneArea ?? null,
    'layout.bedrooms': estate.bedrooms,
    'layout.bathrooms': estate.bathrooms ?? (rooms.bathrooms || null),
    'layout.toilets': rooms.toilets || null,
    'layout.ground_area': estate.dimensions.areaGround,
    'layout.built_area': estate.dimensions.areaBuild,
    'layout.buildable_area': estate.dimensions.areaBuildable,
    'layout.ground_width': estate.dimensions.widthGround,
    'layout.ground_depth': estate.dimensions.depthGround,
    'layout.area_comment': estate.dimensions.commentArea,
    // The floor of a listing of its own (a project's unit shows it in the project's table).
    'layout.floor': estate.parentId === null ? estate.floor : null,
    'notary_cost.registration_rights': estate.general.registrationCost,
    'notary_cost.notary_fee': estate.general.notarySalary,
    'notary_cost.other_costs': estate.general.tax,
    'planning.permission': estate.planning.buildingLicense ?? null,
    'planning.most_recent_destination': estate.planning.townPlanningValue ?? null,
    'planning.proceeding': estate.planning.townPlanningViolation ?? null,
    'planning.subdivision_permit': estate.planning.allocationLicense ?? null,
    'planning.pre_emption_right': estate.planning.presaleRight ?? null,
    'planning.as_built_certificate': estate.planning.certificateAsBuilt ?? null,
    'planning.heritage_protected': estate.planning.heritageProtected ?? null,
    'planning.heritage_inventoried': estate.planning.heritageInventoried ?? null,
    'planning.renovation_obligation': estate.planning.renovationObligation ?? null,
    'media.virtual_visit': estate.videos.find((video) => video.typeId === 2)?.link ?? null,
  };
  for (const technical of estate.buildTechnicals) {
    const key = CRITERIA_KEYS[technical.criteria];
    if (key) fields[key] = technical.value;
  }
  // What a search's features rest on (a garden, a terrace, a lift…): one function for the page and the search.
  return { ...fields, ...featureFacts({ ...estate, source: 'main' }) };
}

/** The estate's fields by catalogue key; the alternate source's own values win. */
export function estateFields(estate: Estate): EstateFields {
  const mapped = mainSourceFields(estate);
  if (estate.source !== 'alternate') return mapped;
  return { ...mapped, ...estate.fields };
}

export interface FieldContext {
  status: StatusCode;
  headTypeCode: string | undefined;
  region: RegionCode;
  vatRegime: boolean;
}

const ELECTRICAL = [
  'certification.electrical_certificate',
  'certification.electrical_certificate_conformity',
  'certification.electrical_certificate_description',
];
const HIDDEN_FOR_RENT = [
  ...ELECTRICAL,
  'planning.permission',
  'planning.most_recent_destination',
  'planning.proceeding',
  'planning.subdivision_permit',
  'planning.as_built_certificate',
];
const HIDDEN_UNDER_VAT = ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total'];
const HIDDEN_IN_WALLONIA = [
  'planning.as_built_certificate',
  'planning.heritage_inventoried',
  'flood_information.parcel_score',
  'flood_information.building_score',
];

/** The context the visibility rules look at. */
export function fieldContext(estate: Estate, fields: EstateFields = estateFields(estate)): FieldContext {
  return {
    status: estate.status,
    headTypeCode: headTypeCode(estate.headTypeId),
    region: estate.address.region,
    vatRegime: underVatRegime(estate.price, fields),
  };
}

/**
 * Whether a field may be shown (visibility): for rent, no electrical certificate nor
 * permit, zoning, enforcement, subdivision or as-built; a plot has no electrical certificate;
 * under the VAT regime no price, land price, infrastructure price or total notary cost; in
 * Wallonia no empty planning field, no as-built, heritage inventory or flooding scores.
 */
export function isFieldShown(key: string, value: AlternateValue | undefined, context: FieldContext): boolean {
  const rental = context.status === 'TO_RENT' || context.status === 'RENTED';
  if (rental && HIDDEN_FOR_RENT.includes(key)) return false;
  if (context.headTypeCode === 'PLOT' && ELECTRICAL.includes(key)) return false;
  if (context.vatRegime && HIDDEN_UNDER_VAT.includes(key)) return false;
  if (context.region === 'WALLONIA') {
    if (HIDDEN_IN_WALLONIA.includes(key)) return false;
    if (key.startsWith('planning.') && !present(value)) return false;
  }
  return true;
}

/**
 * Fields shown on their own line always show, even unset ('Niet ingegeven'): the legal
 * information a Flemish listing must carry (EPC, flood scores, the five urban-planning items).
 * The enforcement field, unset, reads 'No judicial remedial measure…'.
 */
/**
 * Keys the detail tabs never list: the platform's raw identifiers and what the
 * page already shows in words (title, type and subtype in the header, the description below it).
 */
export const NOT_A_FACT = ['external_id', 'title', 'subType', 'type', 'description', 'short_description'] as const;

/**
 * Counts and areas where 0 means "not given" (the alternate source sends 0 for unknown): not
 * shown, never as 'Slaapkamers 0'.
 */
const ZERO_IS_UNKNOWN = new Set([
  'layout.bedrooms',
  'layout.bathrooms',
  'layout.toilets',
  'layout.garages',
  'layout.parking_spaces',
  'layout.living_area',
  'layout.ground_area',
  'layout.built_area',
  'layout.buildable_area',
  'layout.terrace_area',
  'construction.floors',
]);

/** The region whose unset enforcement field still shows (text): Flanders with every legal field, Brussels for this one. */
const UNSET_VIOLATION_SHOWN: readonly RegionCode[] = ['FLANDERS', 'BRUSSELS'];

export const LEGAL_FIELDS = [
  'certification.epc_value',
  'certification.epc_unique_code',
  'flood_information.parcel_score',
  'flood_information.building_score',
  'planning.permission',
  'planning.most_recent_destination',
  'planning.proceeding',
  'planning.pre_emption_right',
  'planning.subdivision_permit',
] as const;

/** Fields whose information rides along with a main field (combined fields). */
export const COMBINED_FIELDS: Record<string, string[]> = {
  'certification.electrical_certificate': ['certification.electrical_certificate_conformity', 'certification.electrical_certificate_description'],
  'comfort.garden': ['comfort.garden_information'],
  'financial.provision': ['financial.provision_information'],
};

const ATTACHED = new Set(Object.values(COMBINED_FIELDS).flat());

export interface ShownField {
  key: string;
  value: AlternateValue;
  /** The attached information of a combined field, by key. */
  attached: { key: string; value: AlternateValue }[];
}

/**
 * The fields to show, in catalogue order within what `keys` lists: visible by the rules,
 * present (or legal and Flemish), attached information folded into its main field.
 */
export function shownFields(fields: EstateFields, context: FieldContext, keys: readonly string[]): ShownField[] {
  const shown: ShownField[] = [];
  for (const key of keys) {
    if (ATTACHED.has(key) && COMBINED_FIELDS[combinedOwner(key)!]?.includes(key) && present(fields[combinedOwner(key)!])) continue;
    const value = fields[key];
    const legal =
      ((LEGAL_FIELDS as readonly string[]).includes(key) && context.region === 'FLANDERS') ||
      (key === 'planning.proceeding' && UNSET_VIOLATION_SHOWN.includes(context.region));
    if ((NOT_A_FACT as readonly string[]).includes(key) || (value === 0 && ZERO_IS_UNKNOWN.has(key))) continue;
    // Measures a source did not state (UNKNOWN) are said only where the law asks the ad for them.
    if (key === 'planning.proceeding' && value === 'UNKNOWN' && !legal) continue;
    if (!isFieldShown(key, value, context)) continue;
    if (!present(value) && !legal) continue;
    const attached = (COMBINED_FIELDS[key] ?? [])
      .filter((other) => present(fields[other]) && isFieldShown(other, fields[other], context))
      .map((other) => ({ key: other, value: fields[other]! }));
    shown.push({ key, value: present(value) ? value : null, attached });
  }
  return shown;
}

function combinedOwner(key: string): string | undefined {
  return Object.entries(COMBINED_FIELDS).find(([, attached]) => attached.includes(key))?.[0];
}
