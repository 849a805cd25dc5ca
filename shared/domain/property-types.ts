/**
 * Main property types (head types) and their subtypes.
 * Display labels live in locales/enums.json under "Type" and "SubType", keyed by code.
 */

export const HEAD_TYPES = { HOUSE: 1, APARTMENT: 2, PLOT: 3, COMMERCIAL: 4, GARAGE: 5, PROJECT: 6 } as const;

export type HeadTypeCode = keyof typeof HEAD_TYPES;

export interface SubTypeDefinition {
  id: number;
  code: string;
  headType: HeadTypeCode;
}

export const SUB_TYPES: readonly SubTypeDefinition[] = [
  // apartment
  { id: 1, code: 'APARTMENT', headType: 'APARTMENT' },
  { id: 2, code: 'DUPLEX', headType: 'APARTMENT' },
  { id: 3, code: 'TRIPLEX', headType: 'APARTMENT' },
  { id: 4, code: 'LOFT', headType: 'APARTMENT' },
  { id: 5, code: 'PENTHOUSE', headType: 'APARTMENT' },
  { id: 6, code: 'STUDIO', headType: 'APARTMENT' },
  { id: 7, code: 'STUDENT_ROOM', headType: 'APARTMENT' },
  { id: 8, code: 'GROUND_FLOOR', headType: 'APARTMENT' },
  { id: 9, code: 'SERVICE_FLAT', headType: 'APARTMENT' },
  // garage
  { id: 10, code: 'GARAGE_BOX', headType: 'GARAGE' },
  { id: 11, code: 'CARPORT', headType: 'GARAGE' },
  { id: 12, code: 'PARKING', headType: 'GARAGE' },
  { id: 13, code: 'INDOOR_PARKING', headType: 'GARAGE' },
  // house
  { id: 14, code: 'HOUSE', headType: 'HOUSE' },
  { id: 15, code: 'VILLA', headType: 'HOUSE' },
  { id: 16, code: 'BUNGALOW', headType: 'HOUSE' },
  { id: 17, code: 'CASTLE', headType: 'HOUSE' },
  { id: 18, code: 'FARMHOUSE', headType: 'HOUSE' },
  { id: 19, code: 'COTTAGE', headType: 'HOUSE' },
  { id: 20, code: 'TOWNHOUSE', headType: 'HOUSE' },
  { id: 21, code: 'MANSION', headType: 'HOUSE' },
  { id: 22, code: 'TERRACED_HOUSE', headType: 'HOUSE' },
  { id: 23, code: 'SEMI_DETACHED_HOUSE', headType: 'HOUSE' },
  { id: 24, code: 'DETACHED_HOUSE', headType: 'HOUSE' },
  { id: 25, code: 'COUNTRY_HOUSE', headType: 'HOUSE' },
  { id: 26, code: 'CHALET', headType: 'HOUSE' },
  { id: 27, code: 'MIXED_USE_BUILDING', headType: 'HOUSE' },
  // plot
  { id: 28, code: 'BUILDING_PLOT', headType: 'PLOT' },
  { id: 29, code: 'AGRICULTURAL_LAND', headType: 'PLOT' },
  { id: 30, code: 'FOREST', headType: 'PLOT' },
  { id: 31, code: 'MEADOW', headType: 'PLOT' },
  { id: 32, code: 'RECREATIONAL_PLOT', headType: 'PLOT' },
  // commercial
  { id: 33, code: 'OFFICE', headType: 'COMMERCIAL' },
  { id: 34, code: 'RETAIL', headType: 'COMMERCIAL' },
  { id: 35, code: 'WAREHOUSE', headType: 'COMMERCIAL' },
  { id: 36, code: 'INDUSTRIAL_BUILDING', headType: 'COMMERCIAL' },
  { id: 37, code: 'HORECA', headType: 'COMMERCIAL' },
  { id: 38, code: 'PRACTICE', headType: 'COMMERCIAL' },
  { id: 39, code: 'COMMERCIAL_BUILDING', headType: 'COMMERCIAL' },
  // project
  { id: 40, code: 'NEW_BUILD_PROJECT', headType: 'PROJECT' },
  { id: 41, code: 'RENOVATION_PROJECT', headType: 'PROJECT' },
];

const SUB_TYPES_BY_ID: ReadonlyMap<number, SubTypeDefinition> = new Map(SUB_TYPES.map((subType) => [subType.id, subType]));

/** The subtype with this id, or undefined when the id is unknown. */
export function subTypeById(id: number): SubTypeDefinition | undefined {
  return SUB_TYPES_BY_ID.get(id);
}

const HEAD_TYPE_CODES: ReadonlyMap<number, HeadTypeCode> = new Map((Object.entries(HEAD_TYPES) as [HeadTypeCode, number][]).map(([code, id]) => [id, code]));

/** The code of a head (main) type id, e.g. 3 → 'PLOT'; undefined when the id is unknown. */
export function headTypeCode(headTypeId: number): HeadTypeCode | undefined {
  return HEAD_TYPE_CODES.get(headTypeId);
}
