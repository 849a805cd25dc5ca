import type { NormalizedListingInput } from '../../listings/normalized';
import { WHISE_PURPOSE_STATUS as PS } from './schema';

// Whise's enumerations as our fields (docs/crm-apis.md, "Whise"): ids from fw4-bvba/whise-api
// src/Enums/* (https://github.com/fw4-bvba/whise-api/tree/f96aa42/src/Enums) and
// tombroucke/immo-sync-whise src/Lookup/* (https://github.com/tombroucke/immo-sync-whise/tree/a19d029/src/Lookup);
// the tables and choices are ours. An id no table lists is refused with its path and value.

type HeadType = NormalizedListingInput['type'];

/** `category.id` → our type ([W2] src/Lookup/Category.php, 1–7); without a subcategory, this subtype (else the type's default). */
export const WHISE_CATEGORY: Readonly<Record<number, { type: HeadType; subtype?: string }>> = {
  1: { type: 'HOUSE' },
  2: { type: 'APARTMENT' },
  3: { type: 'PLOT' },
  4: { type: 'COMMERCIAL', subtype: 'OFFICE' },
  5: { type: 'COMMERCIAL', subtype: 'RETAIL' },
  6: { type: 'COMMERCIAL', subtype: 'INDUSTRIAL_BUILDING' },
  7: { type: 'GARAGE' },
};

/**
 * `subCategory.id` → our subtype code: every id of [W2]'s list
 * (https://github.com/tombroucke/immo-sync-whise/blob/a19d029/src/Lookup/SubCategory.php), each
 * under its category; one our subtypes do not name more closely takes its type's plain subtype
 * (a house HOUSE, a flat APARTMENT, …). An id the list does not have is refused, never shown as another.
 */
export const WHISE_SUBCATEGORY: Readonly<Record<number, string>> = {
  // houses (category 1)
  2: 'HOUSE', // exceptional house
  3: 'HOUSE', // apartment block
  4: 'FARMHOUSE',
  5: 'BUNGALOW',
  6: 'HOUSE', // garage
  7: 'HOUSE', // bel-etage
  8: 'MIXED_USE_BUILDING',
  9: 'FARMHOUSE', // villa farmtype
  10: 'CHALET',
  12: 'MANSION', // maison de maître
  13: 'VILLA',
  14: 'CASTLE',
  16: 'HOUSE', // other
  70: 'COUNTRY_HOUSE',
  71: 'COUNTRY_HOUSE', // charming house
  87: 'COTTAGE',
  89: 'HOUSE', // family house
  90: 'SEMI_DETACHED_HOUSE',
  96: 'HOUSE', // house (new projects)
  154: 'HOUSE', // rest home
  158: 'CHALET', // cabin
  173: 'HOUSE', // on a canal (NL)
  174: 'CHALET', // chalet / static caravan (NL)
  175: 'HOUSE', // a car one can live in (NL)
  // apartments (2)
  17: 'APARTMENT',
  18: 'DUPLEX',
  19: 'PENTHOUSE',
  20: 'APARTMENT',
  21: 'STUDIO',
  22: 'TRIPLEX',
  23: 'LOFT',
  25: 'GROUND_FLOOR',
  62: 'APARTMENT', // others
  69: 'APARTMENT', // multi-purpose building
  72: 'APARTMENT', // flat in a charming house
  73: 'GROUND_FLOOR', // with garden
  74: 'APARTMENT', // with garden
  93: 'STUDENT_ROOM',
  94: 'PENTHOUSE', // rooftop apartment
  95: 'SERVICE_FLAT',
  97: 'APARTMENT', // flats (new projects)
  156: 'APARTMENT', // exceptional apartment
  160: 'STUDENT_ROOM', // bedroom
  165: 'SERVICE_FLAT', // residences-services
  176: 'APARTMENT', // bovenwoning (NL)
  177: 'GROUND_FLOOR', // benedenwoning (NL)
  178: 'DUPLEX', // maisonnette (NL)
  179: 'APARTMENT', // galerijflat (NL)
  180: 'APARTMENT', // portiekflat (NL)
  181: 'APARTMENT', // portiekwoning (NL)
  182: 'GROUND_FLOOR', // dubbel benedenhuis (NL)
  183: 'APARTMENT', // tussenverdieping (NL)
  // plots (3)
  26: 'BUILDING_PLOT',
  27: 'MEADOW', // field
  28: 'MEADOW', // green zone
  29: 'RECREATIONAL_PLOT', // playing ground
  30: 'MEADOW',
  31: 'AGRICULTURAL_LAND',
  32: 'FOREST',
  33: 'AGRICULTURAL_LAND', // orchard
  34: 'BUILDING_PLOT', // ground
  63: 'BUILDING_PLOT', // others
  78: 'BUILDING_PLOT', // industrial
  88: 'BUILDING_PLOT', // ground for SMEs
  159: 'BUILDING_PLOT', // ground for enterprises
  161: 'BUILDING_PLOT', // building ground (new projects)
  // offices (4)
  35: 'OFFICE',
  36: 'OFFICE', // villa
  37: 'OFFICE', // multi-purpose building
  38: 'OFFICE', // house
  40: 'OFFICE',
  41: 'COMMERCIAL_BUILDING', // building
  64: 'OFFICE', // others
  76: 'OFFICE', // miscellaneous use
  77: 'WAREHOUSE', // archives
  155: 'OFFICE', // exclusive villa
  171: 'COMMERCIAL_BUILDING', // mixed building offices + residence
  172: 'COMMERCIAL_BUILDING', // mixed building residence + offices
  // shops and horeca (5)
  42: 'RETAIL', // individual shop
  43: 'HORECA', // bar
  44: 'RETAIL', // shopping centre
  45: 'COMMERCIAL_BUILDING', // multi-purpose building
  54: 'HORECA',
  55: 'RETAIL', // food
  56: 'RETAIL', // bookshop / tobacco / flowers
  57: 'RETAIL', // clothes / textiles
  58: 'RETAIL', // cars / cycles
  59: 'RETAIL', // hairdresser / beautician
  60: 'RETAIL', // others
  65: 'RETAIL', // street shop
  98: 'RETAIL', // delivery point
  ...Object.fromEntries(
    // horeca: bed & breakfast, bakery … wok restaurant
    [
      99, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 116, 117, 118, 119, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 133, 134,
      135, 136, 137, 138, 139, 140, 141, 142, 143, 145, 146, 147, 149, 150, 152, 163,
    ].map((id) => [id, 'HORECA']),
  ),
  114: 'COMMERCIAL_BUILDING', // day care centre
  115: 'COMMERCIAL_BUILDING', // dance studio
  120: 'COMMERCIAL_BUILDING', // game centre
  144: 'COMMERCIAL_BUILDING', // sauna
  148: 'COMMERCIAL_BUILDING', // wellness
  151: 'RETAIL', // shop
  162: 'RETAIL', // commercial ground floor
  164: 'COMMERCIAL_BUILDING',
  // industry (6)
  46: 'INDUSTRIAL_BUILDING',
  47: 'INDUSTRIAL_BUILDING', // multi-purpose building
  53: 'WAREHOUSE',
  61: 'INDUSTRIAL_BUILDING', // others
  79: 'INDUSTRIAL_BUILDING', // production facility
  80: 'INDUSTRIAL_BUILDING', // workshop
  81: 'WAREHOUSE', // cooling
  82: 'WAREHOUSE', // offices & warehouse
  83: 'OFFICE',
  168: 'INDUSTRIAL_BUILDING', // polyvalent building
  169: 'INDUSTRIAL_BUILDING', // SME unit
  // parking (7)
  48: 'PARKING', // outside
  49: 'INDOOR_PARKING',
  50: 'CARPORT', // open garage
  51: 'GARAGE_BOX', // closed garage
  52: 'CARPORT',
  66: 'GARAGE_BOX', // others
  84: 'GARAGE_BOX', // storage
  85: 'GARAGE_BOX', // garage + storage
  86: 'GARAGE_BOX', // double garage
  157: 'GARAGE_BOX', // cellar
  167: 'GARAGE_BOX', // bicycle shed
  170: 'PARKING',
};

/** What a purpose status means for the site: shown as available, as under option, as closed, or kept off. */
export type PurposeMeaning = 'available' | 'option' | 'closed' | 'off';

const OFF_SITE = [
  PS.forSaleWithdrawn,
  PS.forRentWithdrawn,
  PS.forSaleSuspended,
  PS.forRentSuspended,
  PS.prospectionSale,
  PS.preparation,
  PS.prospectionRent,
  PS.estimateForSale,
  PS.estimateForRent,
  26, // estimate (life annuity)
  27, // preparation (rent)
  28, // preparation (life annuity)
];
const CLOSED = [PS.sold, PS.rented, PS.soldConditionally, PS.compromise, 17 /* life annuity: sold */];
const AVAILABLE = [PS.forSale, PS.forRent, 15 /* life annuity: for sale */];
/** Under option, by a buyer or the owner, or reserved: still on the market, labelled "under option". */
const OPTION = [PS.forSaleOption, PS.forRentOption, PS.forSaleOptionByOwner, PS.forRentOptionByOwner, PS.reserved, 16 /* life annuity: option */];

/**
 * `purposeStatus.id` → what the site does with it; undefined for an id no source lists (the
 * listing is refused, and the log names the id). Withdrawn, suspended, prospects, estimates and
 * listings in preparation stay off the site.
 */
export function purposeMeaning(id: number | undefined): PurposeMeaning | undefined {
  if (id === undefined) return undefined;
  if ((OFF_SITE as number[]).includes(id)) return 'off';
  if ((CLOSED as number[]).includes(id)) return 'closed';
  if ((AVAILABLE as number[]).includes(id)) return 'available';
  if ((OPTION as number[]).includes(id)) return 'option';
  return undefined;
}

/** `purpose.id` → our transaction (3, a life annuity, is a sale). */
export const WHISE_PURPOSE: Readonly<Record<number, 'sale' | 'let'>> = { 1: 'sale', 2: 'let', 3: 'sale' };

/** Detail 1736 (`enum.id`, fw4-bvba/whise-api Enums/Details/GroundDestination.php) → RecentDestination code. */
export const WHISE_GROUND_DESTINATION: Readonly<Record<number, string>> = {
  1: 'AG',
  2: 'EG',
  3: 'WIG',
  5: 'BG',
  6: 'IGB',
  7: 'GDR',
  8: 'GVR',
  9: 'GWG',
  10: 'NG',
  11: 'PG',
  12: 'WG',
  13: 'WCHE',
  14: 'WP',
  15: 'WUG',
  16: 'GG',
  17: 'NR',
  18: 'LWAG',
  19: 'IAB',
  999: 'WGL',
};

/** Detail 2222 (`enum.id`, PossibleFloodType) → our flood risk. */
export const WHISE_FLOOD_RISK: Readonly<Record<number, 'effective' | 'potential' | 'none'>> = { 1229: 'effective', 1230: 'potential', 1233: 'none' };

/** An EPC label as Whise writes it ('A+', 'C-D', 'b') → our EnergyLabel code; null when unknown. */
export function energyLabel(value: string | null | undefined): string | null {
  const label = (value ?? '').trim().toUpperCase().replace(/\s+/g, '');
  if (!label) return null;
  const pair = /^([A-G])[-/]([A-G])$/.exec(label);
  if (pair) return `${pair[1]}_${pair[2]}`;
  const known: Record<string, string> = { 'A++': 'A_PLUS_PLUS', 'A+': 'A_PLUS', A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', F: 'F', G: 'G' };
  return known[label] ?? null;
}

/** Whise's `languageId` (`nl-BE`, `fr-BE`, `en-GB`, `de-DE`, `nl`) → our language; null for another. */
export function languageOf(languageId: string): 'nl' | 'fr' | 'en' | 'de' | null {
  const code = languageId.trim().slice(0, 2).toLowerCase();
  return code === 'nl' || code === 'fr' || code === 'en' || code === 'de' ? code : null;
}
