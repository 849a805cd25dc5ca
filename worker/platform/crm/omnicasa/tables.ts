import type { NormalizedListingInput } from '../../ingest/normalized';

// Omnicasa's enumerations as our fields (docs/crm-apis.md, "Omnicasa"): ids from
// fw4-bvba/omnicasa-api src/Models/*; the tables and choices are ours.

/** `Goal` (0 sale, 1 rent, 2 take-over) → our transaction. */
export const OMNICASA_TRANSACTION: readonly NormalizedListingInput['transaction'][] = ['sale', 'let', 'takeover'];

/** What a `Status` means for the site: shown as available, shown as closed, or kept off. */
export const OMNICASA_STATUS_MEANING: readonly ('available' | 'closed' | 'off')[] = [
  'off', // 0 prospective
  'available', // 1 active
  'closed', // 2 sold
  'off', // 3 cancelled
  'closed', // 4 rented
  'off', // 5 inactive
  'off', // 6 reference
];

/**
 * The substatus names an agency gives an active property under option (its substatuses are its
 * own list, `GetSubstatusList`, so they are read by name). Shown as available until the ingest
 * knows an "under option" status.
 */
export const OMNICASA_OPTION_NAME = /\b(optie|option|reserv)/i;

/**
 * `MainTypeID` ([O1] `src/Models/MainType.php`) → the id of our subtype (shared/domain/
 * property-types.ts SUB_TYPES), which names its type too.
 */
export const OMNICASA_MAIN_TYPE: Readonly<Record<number, number>> = {
  1: 1, // Apartment: APARTMENT
  3: 28, // Lot: BUILDING_PLOT
  7: 1, // ApartmentGeneral: APARTMENT
  10: 2, // DuplexTriplex: DUPLEX
  11: 6, // FlatStudio: STUDIO
  12: 8, // GroundFloor: GROUND_FLOOR
  14: 4, // Loft: LOFT
  15: 5, // Penthouse: PENTHOUSE
  17: 6, // Studio: STUDIO
  27: 28, // BuildingLot: BUILDING_PLOT
  30: 29, // Farmland: AGRICULTURAL_LAND
  42: 33, // OfficeBuilding: OFFICE
  125: 39, // Building: COMMERCIAL_BUILDING
  127: 33, // Offices: OFFICE
  128: 7, // Room: STUDENT_ROOM
  129: 27, // Mixed: MIXED_USE_BUILDING
  131: 5, // DuplexPenthouse: PENTHOUSE
  132: 39, // ApartmentBuilding: COMMERCIAL_BUILDING
  133: 39, // CommercialBuilding: COMMERCIAL_BUILDING
  134: 33, // OfficesBuilding: OFFICE
  135: 27, // ResidentialBuilding: MIXED_USE_BUILDING
  136: 36, // IndustrialBuilding: INDUSTRIAL_BUILDING
  137: 31, // GreenZone: MEADOW
  138: 28, // ResidentialExpansionArea: BUILDING_PLOT
  139: 14, // House: HOUSE
  140: 14, // FirstFloorHouse: HOUSE
  141: 18, // Farm: FARMHOUSE
  142: 18, // FarmCourtyard: FARMHOUSE
  143: 16, // Bungalow: BUNGALOW
  144: 26, // Chalet: CHALET
  145: 14, // Property: HOUSE
  146: 25, // CharmingProperty: COUNTRY_HOUSE
  147: 18, // FarmHouse: FARMHOUSE
  148: 14, // HouseFurnished: HOUSE
  149: 15, // VillaFurnished: VILLA
  150: 21, // Mansion: MANSION
  151: 14, // HouseGeneral: HOUSE
  152: 17, // Castle: CASTLE
  153: 25, // RuralProperty: COUNTRY_HOUSE
  154: 15, // PrestigeProperty: VILLA
  155: 20, // TownHouse: TOWNHOUSE
  156: 15, // Villa: VILLA
  157: 35, // Storage: WAREHOUSE
  158: 10, // ParkingGarage: GARAGE_BOX
  159: 34, // Shop: RETAIL
  162: 39, // InvestmentProperty: COMMERCIAL_BUILDING
  163: 14, // SingleFamilyHouse: HOUSE
  164: 14, // NewConstruction: HOUSE
  165: 34, // CommercialSpace: RETAIL
};

type EnergyCode = NonNullable<NonNullable<NormalizedListingInput['energy']>['label']>;

/**
 * An EPC label as written (`A+`, `b`, `C-D`, `C/D`) as our code; null when it is none.
 * @example omnicasaEnergyLabel('C-D') // 'C_D'
 */
export function omnicasaEnergyLabel(value: string | null | undefined): EnergyCode | null {
  const label = (value ?? '').trim().toUpperCase().replace(/\s+/g, '');
  if (/^(A\+{0,2}|[B-G])$/.test(label)) return label.replace('++', '_PLUS_PLUS').replace('+', '_PLUS') as EnergyCode;
  const pair = /^([A-G])[-/]([A-G])$/.exec(label);
  return pair && pair[2]!.charCodeAt(0) - pair[1]!.charCodeAt(0) === 1 ? (`${pair[1]}_${pair[2]}` as EnergyCode) : null;
}
