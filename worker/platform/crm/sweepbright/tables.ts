import type { NormalizedListingInput } from '../../listings/normalized';

/* SweepBright's values as the mapping (map.ts) reads them onto the normalized listing (docs/crm-apis.md, "SweepBright"). */

/**
 * `status` ([SB2] class-estate.php's choices and `lost` of its query; [SB1] `prospect`): shown as
 * available (`bid`: an offer made, nothing agreed), under option, closed (sold, let or signed), or
 * kept off the site (SweepBright's own site plugin hides `prospect` and `lost` too). Any other is refused.
 */
export const STATUSES = {
  available: 'available',
  bid: 'available',
  option: 'option',
  under_contract: 'closed',
  agreement: 'closed',
  sold: 'closed',
  rented: 'closed',
  prospect: 'off',
  lost: 'off',
} as const satisfies Record<string, NormalizedListingInput['status'] | 'off'>;

export type ShownStatus = Exclude<(typeof STATUSES)[keyof typeof STATUSES], 'off'>;

/** `negotiation` ([SB1], [SB2] class-features.php). */
export const NEGOTIATIONS: Record<string, NormalizedListingInput['transaction']> = { sale: 'sale', let: 'let' };

/** `rent_period` ([SB2]'s `month`; `year` ours to read); absent: monthly. Its `week` has no place in our listing: refused with the value. */
export const RENT_PERIODS: Record<string, 'MONTH' | 'YEAR'> = { month: 'MONTH', year: 'YEAR' };

/** `type` ([SB1], [SB2] class-features.php `estateType`). */
export const HEAD_TYPES: Record<string, NormalizedListingInput['type']> = {
  house: 'HOUSE',
  apartment: 'APARTMENT',
  land: 'PLOT',
  commercial: 'COMMERCIAL',
  office: 'COMMERCIAL',
  parking: 'GARAGE',
};

/**
 * `sub_type`: every choice of [SB2] class-features.php (semi_detached … covered_outdoor_space),
 * and the names our fixtures and earlier answers used (flat, studio, villa, …). A subtype of
 * another type is shown as its type's default with a warning (to-raw-estate.ts); an unknown one is refused.
 */
export const SUB_TYPES: Record<string, string> = {
  // [SB2] class-features.php
  semi_detached: 'SEMI_DETACHED_HOUSE',
  detached: 'DETACHED_HOUSE',
  terraced: 'TERRACED_HOUSE',
  bungalow: 'BUNGALOW',
  condo: 'APARTMENT',
  loft: 'LOFT',
  duplex: 'DUPLEX',
  penthouse: 'PENTHOUSE',
  student_accommodation: 'STUDENT_ROOM',
  healthcare: 'PRACTICE',
  industrial: 'INDUSTRIAL_BUILDING',
  leasure_and_sports: 'COMMERCIAL_BUILDING',
  restaurant_and_café: 'HORECA',
  retail: 'RETAIL',
  shop: 'RETAIL',
  warehouse: 'WAREHOUSE',
  townhouse: 'TOWNHOUSE',
  cottage: 'COTTAGE',
  mansion: 'MANSION',
  farm: 'FARMHOUSE',
  agricultural: 'AGRICULTURAL_LAND',
  buildable: 'BUILDING_PLOT',
  recreational: 'RECREATIONAL_PLOT',
  pasture_land: 'MEADOW',
  coworking: 'OFFICE',
  flex_office: 'OFFICE',
  open_office: 'OFFICE',
  investment_property: 'COMMERCIAL_BUILDING',
  private_garage: 'GARAGE_BOX',
  indoor_parking_space: 'INDOOR_PARKING',
  outdoor_parking_space: 'PARKING',
  covered_outdoor_space: 'CARPORT',
  // Names beyond [SB2]'s list, read as before.
  triplex: 'TRIPLEX',
  studio: 'STUDIO',
  ground_floor: 'GROUND_FLOOR',
  service_flat: 'SERVICE_FLAT',
  student_room: 'STUDENT_ROOM',
  flat: 'APARTMENT',
  villa: 'VILLA',
  castle: 'CASTLE',
  farmhouse: 'FARMHOUSE',
  town_house: 'TOWNHOUSE',
  chalet: 'CHALET',
  mixed_use_building: 'MIXED_USE_BUILDING',
  building_plot: 'BUILDING_PLOT',
  forest: 'FOREST',
  garage: 'GARAGE_BOX',
  carport: 'CARPORT',
  parking_space: 'PARKING',
  indoor_parking: 'INDOOR_PARKING',
  office: 'OFFICE',
  horeca: 'HORECA',
};

/**
 * Square metres per unit of `sizes.*.unit` ([SB1], [SB2]: `sq_m`, `are`; the others ours to
 * read: docs/crm-apis.md marks them unverified). Exact: a square foot is 0.09290304 m², an acre 4046.8564224 m².
 */
export const SQUARE_METRES: Record<string, number> = { sq_m: 1, are: 100, hectare: 10_000, sq_ft: 0.092_903_04, acre: 4046.856_422_4 };

export const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
