import { SHARED_ENERGY_PREFIX } from './estate-fields';

/**
 * Catalogue of the alternate data source's flat dotted keys.
 * The group is the part before the first dot; top-level keys (title, status, …) are their own group.
 * Labels live in locales/fields.json (keys as-is, groups under "group.<code>").
 */

export type FieldGroupCode =
  | 'certification'
  | 'comfort'
  | 'construction'
  | 'financial'
  | 'flood_information'
  | 'general'
  | 'layout'
  | 'media'
  | 'notary'
  | 'notary_cost'
  | 'other'
  | 'planning'
  | 'project'
  | 'description'
  | 'short_description'
  | 'status'
  | 'subType'
  | 'title'
  | 'type'
  | 'external_id';

/** How a value is formatted; `enum:<Name>` names an enumeration of locales/enums.json. */
export type AlternateFieldKind =
  | 'text'
  | 'localized'
  | 'number'
  | 'boolean'
  | 'date'
  | 'year'
  | 'price'
  | 'pricePerArea'
  | 'area'
  | 'size'
  | 'epc'
  | 'epcYear'
  | 'co2'
  | 'percentage'
  | 'url'
  | `enum:${string}`;

export interface AlternateFieldDefinition {
  key: string;
  group: FieldGroupCode;
  kind: AlternateFieldKind;
  /** display order within the group */
  order: number;
}

export const ALTERNATE_FIELDS: readonly AlternateFieldDefinition[] = [
  { key: 'certification.epc_value', group: 'certification', kind: 'epc', order: 1 },
  { key: 'certification.epc_total', group: 'certification', kind: 'epcYear', order: 2 },
  { key: 'certification.epc_label', group: 'certification', kind: 'enum:EnergyLabel', order: 3 },
  { key: 'certification.epc_unique_code', group: 'certification', kind: 'text', order: 4 },
  { key: 'certification.epc_date', group: 'certification', kind: 'date', order: 5 },
  { key: 'certification.epb_reference', group: 'certification', kind: 'text', order: 6 },
  { key: 'certification.e_level', group: 'certification', kind: 'number', order: 7 },
  { key: 'certification.k_level', group: 'certification', kind: 'number', order: 8 },
  { key: 'certification.co2', group: 'certification', kind: 'co2', order: 9 },
  { key: 'certification.epc_scheme', group: 'certification', kind: 'enum:EpcScheme', order: 22 },
  { key: 'certification.electrical_certificate', group: 'certification', kind: 'enum:ElectricityCertification', order: 10 },
  { key: 'certification.electrical_certificate_conformity', group: 'certification', kind: 'enum:Conformity', order: 11 },
  { key: 'certification.electrical_certificate_description', group: 'certification', kind: 'localized', order: 12 },
  { key: 'certification.asbestos_certificate', group: 'certification', kind: 'boolean', order: 13 },
  // The shared installation of an apartment building (in Flanders
  // the EPC of the common parts): shown as a group of its own, see SHARED_ENERGY_PREFIX.
  { key: 'certification.shared_epc_value', group: 'certification', kind: 'epc', order: 14 },
  { key: 'certification.shared_epc_total', group: 'certification', kind: 'epcYear', order: 15 },
  { key: 'certification.shared_epc_label', group: 'certification', kind: 'enum:EnergyLabel', order: 16 },
  { key: 'certification.shared_epc_unique_code', group: 'certification', kind: 'text', order: 17 },
  { key: 'certification.shared_epb_reference', group: 'certification', kind: 'text', order: 18 },
  { key: 'certification.shared_e_level', group: 'certification', kind: 'number', order: 19 },
  { key: 'certification.shared_k_level', group: 'certification', kind: 'number', order: 20 },
  { key: 'certification.shared_co2', group: 'certification', kind: 'co2', order: 21 },
  { key: 'comfort.heating', group: 'comfort', kind: 'enum:Heating', order: 1 },
  { key: 'comfort.kitchen', group: 'comfort', kind: 'enum:KitchenType', order: 2 },
  { key: 'comfort.glazing', group: 'comfort', kind: 'enum:WindowGlazing', order: 3 },
  { key: 'comfort.garden', group: 'comfort', kind: 'boolean', order: 4 },
  { key: 'comfort.garden_information', group: 'comfort', kind: 'enum:Garden', order: 5 },
  { key: 'comfort.garden_orientation', group: 'comfort', kind: 'enum:Orientation', order: 6 },
  { key: 'comfort.terrace', group: 'comfort', kind: 'boolean', order: 7 },
  { key: 'comfort.elevator', group: 'comfort', kind: 'boolean', order: 8 },
  { key: 'comfort.furnished', group: 'comfort', kind: 'boolean', order: 9 },
  { key: 'comfort.solar_panels', group: 'comfort', kind: 'boolean', order: 10 },
  { key: 'comfort.swimming_pool', group: 'comfort', kind: 'boolean', order: 11 },
  { key: 'construction.year', group: 'construction', kind: 'year', order: 1 },
  { key: 'construction.renovation_year', group: 'construction', kind: 'year', order: 2 },
  { key: 'construction.type', group: 'construction', kind: 'enum:ConstructionType', order: 3 },
  { key: 'construction.condition', group: 'construction', kind: 'enum:Condition', order: 4 },
  { key: 'construction.roof', group: 'construction', kind: 'enum:RoofType', order: 5 },
  { key: 'construction.carpentry', group: 'construction', kind: 'enum:Carpentry', order: 6 },
  { key: 'construction.facade_width', group: 'construction', kind: 'size', order: 7 },
  { key: 'construction.depth', group: 'construction', kind: 'size', order: 8 },
  { key: 'construction.ground_floor_depth', group: 'construction', kind: 'size', order: 9 },
  { key: 'construction.upper_floor_depth', group: 'construction', kind: 'size', order: 10 },
  { key: 'construction.floors', group: 'construction', kind: 'number', order: 11 },
  { key: 'financial.price', group: 'financial', kind: 'price', order: 1 },
  { key: 'financial.price_per_m2', group: 'financial', kind: 'pricePerArea', order: 2 },
  { key: 'financial.land_price', group: 'financial', kind: 'price', order: 3 },
  { key: 'financial.infrastructure_price', group: 'financial', kind: 'price', order: 4 },
  { key: 'financial.vat_regime', group: 'financial', kind: 'boolean', order: 5 },
  { key: 'financial.cadastral_income', group: 'financial', kind: 'price', order: 6 },
  { key: 'financial.cadastral_income_non_indexed', group: 'financial', kind: 'price', order: 7 },
  { key: 'financial.property_tax', group: 'financial', kind: 'price', order: 8 },
  { key: 'financial.provision', group: 'financial', kind: 'price', order: 9 },
  { key: 'financial.provision_information', group: 'financial', kind: 'localized', order: 10 },
  { key: 'financial.warranty', group: 'financial', kind: 'price', order: 11 },
  { key: 'financial.monthly_charges', group: 'financial', kind: 'price', order: 12 },
  { key: 'flood_information.parcel_score', group: 'flood_information', kind: 'text', order: 1 },
  { key: 'flood_information.building_score', group: 'flood_information', kind: 'text', order: 2 },
  { key: 'flood_information.flood_prone_area', group: 'flood_information', kind: 'enum:Flooding', order: 3 },
  { key: 'general.availability', group: 'general', kind: 'enum:FreeOn', order: 1 },
  { key: 'general.available_date', group: 'general', kind: 'date', order: 2 },
  { key: 'general.destination', group: 'general', kind: 'enum:Destination', order: 3 },
  { key: 'general.environment', group: 'general', kind: 'enum:Environment', order: 4 },
  { key: 'general.luxury_level', group: 'general', kind: 'enum:LuxuryLevel', order: 5 },
  { key: 'layout.bedrooms', group: 'layout', kind: 'number', order: 1 },
  { key: 'layout.bathrooms', group: 'layout', kind: 'number', order: 2 },
  { key: 'layout.toilets', group: 'layout', kind: 'number', order: 3 },
  { key: 'layout.living_area', group: 'layout', kind: 'area', order: 4 },
  { key: 'layout.ground_area', group: 'layout', kind: 'area', order: 5 },
  { key: 'layout.built_area', group: 'layout', kind: 'area', order: 6 },
  { key: 'layout.buildable_area', group: 'layout', kind: 'area', order: 7 },
  { key: 'layout.ground_width', group: 'layout', kind: 'size', order: 8 },
  { key: 'layout.ground_depth', group: 'layout', kind: 'size', order: 9 },
  { key: 'layout.area_comment', group: 'layout', kind: 'localized', order: 10 },
  { key: 'layout.garages', group: 'layout', kind: 'number', order: 11 },
  { key: 'layout.parking_spaces', group: 'layout', kind: 'number', order: 12 },
  { key: 'layout.terrace_area', group: 'layout', kind: 'area', order: 13 },
  { key: 'layout.floor', group: 'layout', kind: 'number', order: 14 },
  { key: 'notary.notary_name', group: 'notary', kind: 'text', order: 1 },
  { key: 'notary.notary_city', group: 'notary', kind: 'text', order: 2 },
  { key: 'notary.deed_date', group: 'notary', kind: 'date', order: 3 },
  { key: 'notary_cost.registration_rights', group: 'notary_cost', kind: 'price', order: 1 },
  { key: 'notary_cost.notary_fee', group: 'notary_cost', kind: 'price', order: 2 },
  { key: 'notary_cost.other_costs', group: 'notary_cost', kind: 'price', order: 3 },
  { key: 'notary_cost.total', group: 'notary_cost', kind: 'price', order: 4 },
  { key: 'other.comments', group: 'other', kind: 'localized', order: 1 },
  { key: 'other.reference', group: 'other', kind: 'text', order: 2 },
  { key: 'planning.permission', group: 'planning', kind: 'enum:Planning', order: 1 },
  { key: 'planning.subdivision_permit', group: 'planning', kind: 'enum:Planning', order: 2 },
  { key: 'planning.pre_emption_right', group: 'planning', kind: 'enum:Planning', order: 3 },
  { key: 'planning.as_built_certificate', group: 'planning', kind: 'enum:Planning', order: 4 },
  { key: 'planning.heritage_protected', group: 'planning', kind: 'enum:Planning', order: 5 },
  { key: 'planning.heritage_inventoried', group: 'planning', kind: 'enum:Planning', order: 6 },
  { key: 'planning.renovation_obligation', group: 'planning', kind: 'enum:Planning', order: 7 },
  { key: 'planning.most_recent_destination', group: 'planning', kind: 'enum:RecentDestination', order: 8 },
  { key: 'planning.proceeding', group: 'planning', kind: 'text', order: 9 },
  { key: 'project.project_phase', group: 'project', kind: 'localized', order: 1 },
  { key: 'media.virtual_visit', group: 'media', kind: 'url', order: 1 },
  { key: 'external_id', group: 'external_id', kind: 'text', order: 1 },
  { key: 'status', group: 'status', kind: 'enum:Status', order: 1 },
  { key: 'subType', group: 'subType', kind: 'enum:SubType', order: 1 },
  { key: 'title', group: 'title', kind: 'localized', order: 1 },
  { key: 'type', group: 'type', kind: 'enum:Type', order: 1 },
  { key: 'description', group: 'description', kind: 'localized', order: 1 },
  { key: 'short_description', group: 'short_description', kind: 'localized', order: 1 },
];

export { SHARED_ENERGY_PREFIX };

/**
 * Whether a key belongs to the shared-energy set of an apartment building.
 * @example isSharedEnergyField('certification.shared_epc_value') // true
 */
export function isSharedEnergyField(key: string): boolean {
  return key.startsWith(SHARED_ENERGY_PREFIX);
}

const BY_KEY: ReadonlyMap<string, AlternateFieldDefinition> = new Map(ALTERNATE_FIELDS.map((field) => [field.key, field]));

/** The catalogue entry for a dotted key, or undefined for an unknown key. */
export function fieldDefinition(key: string): AlternateFieldDefinition | undefined {
  return BY_KEY.get(key);
}

/** Order in which the grouped sections appear on the detail page. */
export const FIELD_GROUP_ORDER: readonly FieldGroupCode[] = [
  'general',
  'financial',
  'layout',
  'construction',
  'comfort',
  'certification',
  'flood_information',
  'planning',
  'notary',
  'notary_cost',
  'project',
  'media',
  'other',
];

/** Top-level keys that form a group of their own (shown outside the grouped sections: title, description, …). */
export const SINGLE_FIELD_GROUPS: readonly FieldGroupCode[] = ['title', 'description', 'short_description', 'status', 'type', 'subType', 'external_id'];
