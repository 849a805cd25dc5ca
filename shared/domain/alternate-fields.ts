import { SHARED_ENERGY_PREFIX } from './estate-fields';

/**
 * Catalogue of the alternate data source's flat dotted keys: the
 * entries are alternate-fields-source.ts's, installed (ALTERNATE_FIELDS below).
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

/**
 * The catalogue (alternate-fields-source.ts), in its order: empty until installed. The site reads
 * it from its words file (worker/site/middleware/words.ts), tests and scripts from the source.
 */
export const ALTERNATE_FIELDS: readonly AlternateFieldDefinition[] = [];

export { SHARED_ENERGY_PREFIX };

/**
 * Whether a key belongs to the shared-energy set of an apartment building.
 * @example isSharedEnergyField('certification.shared_epc_value') // true
 */
export function isSharedEnergyField(key: string): boolean {
  return key.startsWith(SHARED_ENERGY_PREFIX);
}

const BY_KEY = new Map<string, AlternateFieldDefinition>();
/** How many times the catalogue was installed: what is made from it is made again after each (fromCatalogue). */
let installs = 0;

/** Makes `fields` the catalogue, in place: ALTERNATE_FIELDS and fieldDefinition read it. */
export function installAlternateFields(fields: readonly AlternateFieldDefinition[]): void {
  (ALTERNATE_FIELDS as AlternateFieldDefinition[]).splice(0, ALTERNATE_FIELDS.length, ...fields);
  BY_KEY.clear();
  for (const field of fields) BY_KEY.set(field.key, field);
  installs += 1;
}

/**
 * What `make` makes of the catalogue, made on first use and again after each install (a module
 * is loaded before the site's words file is read).
 * @example const keys = fromCatalogue((fields) => fields.map((field) => field.key)); keys()
 */
export function fromCatalogue<T>(make: (fields: readonly AlternateFieldDefinition[]) => T): () => T {
  let madeAt = -1;
  let made: T;
  return () => {
    if (madeAt !== installs) {
      made = make(ALTERNATE_FIELDS);
      madeAt = installs;
    }
    return made;
  };
}

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
