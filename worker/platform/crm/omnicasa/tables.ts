import type { NormalizedListingInput } from '../../listings/normalized';

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

/**
 * A type's name (`TypeDescription`, `WebIDName` or `MainTypeName`, in any of our languages) → the
 * id of our subtype, for an item without `MainTypeID`. The names are the agency's own (its
 * `GetTypeOfPropertyList`, [O2] `SyncService::syncPropertyTypes`), so they are read by words, the
 * most specific first ("Appartementsgebouw" is a building, "Bosgrond" a forest, "Herenhuis" a
 * mansion); a name none of them fits is no type (the item is refused with the name quoted).
 */
const TYPE_WORDS: readonly [RegExp, number][] = [
  [/(?<!land)bouwgrond|bouwkavel|terrain a batir|building ?(lot|plot)|bauland|baugrund/, 28], // BUILDING_PLOT
  [/gemengd|mixte|mixed|wohn- und gesch/, 27], // MIXED_USE_BUILDING
  [/appartementsgebouw|opbrengst|immeuble (de rapport|a appartements)|apartment ?building|investment|investering|mehrfamilienhaus/, 39], // COMMERCIAL_BUILDING
  [/kantoor|bureau|office|buro/, 33], // OFFICE
  [/industri|werkplaats|atelier|workshop/, 36], // INDUSTRIAL_BUILDING
  [/magazijn|opslag|entrepot|warehouse|storage|lagerhalle/, 35], // WAREHOUSE
  [/horeca|restaurant|hotel(?! de maitre)|cafe\b/, 37], // HORECA
  [/praktijk|cabinet|practice|praxis/, 38], // PRACTICE
  [/handel|winkel|commerc|shop|retail|laden|geschaft|showroom/, 34], // RETAIL
  [/gebouw|immeuble|building|gebaude/, 39], // COMMERCIAL_BUILDING
  [/penthouse/, 5],
  [/duplex/, 2],
  [/triplex/, 3],
  [/loft/, 4],
  [/studentenkamer|\bkot\b|etudiant|student|room\b|\bkamer\b|chambre/, 7], // STUDENT_ROOM
  [/service ?flat|residence-services|assistentiewoning|betreutes/, 9], // SERVICE_FLAT
  [/gelijkvloers|rez-de-chaussee|ground ?floor|erdgeschoss/, 8], // GROUND_FLOOR
  [/studio|einzimmer/, 6],
  [/appartement|apartment|wohnung|\bflat\b/, 1],
  [/carport/, 11],
  [/binnenstaanplaats|parking interieur|indoor parking|tiefgarage/, 13], // INDOOR_PARKING
  [/staanplaats|parkeerplaats|parking|stellplatz/, 12], // PARKING
  [/garage/, 10], // GARAGE_BOX
  [/landbouw|agricole|agricultural|farmland|ackerland/, 29], // AGRICULTURAL_LAND
  [/\bbos|bois|forest|woodland|\bwald/, 30], // FOREST
  [/weiland|weide|prairie|meadow|groene zone|zone verte|green ?zone|wiese/, 31], // MEADOW
  [/herenhuis|maison de maitre|hotel de maitre|mansion|herrenhaus/, 21], // MANSION
  [/villa/, 15],
  [/bungalow/, 16],
  [/kasteel|chateau|castle|schloss/, 17], // CASTLE
  [/fermette|cottage/, 19], // COTTAGE
  [/hoeve|boerderij|\bferme\b|farm|bauernhaus/, 18], // FARMHOUSE
  [/stadswoning|maison de ville|town ?house|stadthaus/, 20], // TOWNHOUSE
  [/rijwoning|gesloten bebouwing|mitoyenne|terraced|reihenhaus/, 22], // TERRACED_HOUSE
  [/halfopen|3 facades|semi-detached|doppelhaus/, 23], // SEMI_DETACHED_HOUSE
  [/vrijstaand|open bebouwing|4 facades|detached|freistehend/, 24], // DETACHED_HOUSE
  [/landhuis|maison de campagne|country ?house|landhaus/, 25], // COUNTRY_HOUSE
  [/chalet/, 26],
  [/woning|huis|maison|house|haus|propriete|property/, 14], // HOUSE
  [/perceel|grond|terrain|\bland\b|\blot\b|plot|grundstuck/, 28], // BUILDING_PLOT (any other plot)
];

/**
 * The subtype id a type's name names, or undefined.
 * @example omnicasaTypeByName('Halfopen woning') // 23 (SEMI_DETACHED_HOUSE)
 */
export function omnicasaTypeByName(name: string | null | undefined): number | undefined {
  const words = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  if (!words) return undefined;
  return TYPE_WORDS.find(([pattern]) => pattern.test(words))?.[1];
}
