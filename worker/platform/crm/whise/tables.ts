import type { NormalizedListingInput } from '../../ingest/normalized';
import { WHISE_PURPOSE_STATUS as PS } from './schema';

// Whise's enumerations as our fields (docs/crm-apis.md, "Whise"): ids from fw4-bvba/whise-api
// src/Enums/* and tombroucke/immo-sync-whise src/Lookup/*; the tables and choices are ours.

type HeadType = NormalizedListingInput['type'];

/** `category.id` → our type; a subcategory we do not know takes the type's default subtype. */
export const WHISE_CATEGORY: Readonly<Record<number, { type: HeadType; subtype?: string }>> = {
  1: { type: 'HOUSE' },
  2: { type: 'APARTMENT' },
  3: { type: 'PLOT' },
  4: { type: 'COMMERCIAL', subtype: 'OFFICE' },
  5: { type: 'COMMERCIAL', subtype: 'RETAIL' },
  6: { type: 'COMMERCIAL', subtype: 'INDUSTRIAL_BUILDING' },
  7: { type: 'GARAGE' },
};

/** `subCategory.id` → our subtype code (of the category's type). */
export const WHISE_SUBCATEGORY: Readonly<Record<number, string>> = {
  // houses (category 1)
  4: 'FARMHOUSE',
  5: 'BUNGALOW',
  8: 'MIXED_USE_BUILDING',
  9: 'FARMHOUSE',
  10: 'CHALET',
  12: 'MANSION',
  13: 'VILLA',
  14: 'CASTLE',
  70: 'COUNTRY_HOUSE',
  87: 'COTTAGE',
  90: 'SEMI_DETACHED_HOUSE',
  // apartments (2)
  17: 'APARTMENT',
  18: 'DUPLEX',
  19: 'PENTHOUSE',
  20: 'APARTMENT',
  21: 'STUDIO',
  22: 'TRIPLEX',
  23: 'LOFT',
  25: 'GROUND_FLOOR',
  73: 'GROUND_FLOOR',
  93: 'STUDENT_ROOM',
  95: 'SERVICE_FLAT',
  // plots (3)
  26: 'BUILDING_PLOT',
  27: 'MEADOW',
  29: 'RECREATIONAL_PLOT',
  30: 'MEADOW',
  31: 'AGRICULTURAL_LAND',
  32: 'FOREST',
  // offices (4), shops and horeca (5), industry (6)
  35: 'OFFICE',
  40: 'OFFICE',
  42: 'RETAIL',
  43: 'HORECA',
  46: 'INDUSTRIAL_BUILDING',
  53: 'WAREHOUSE',
  54: 'HORECA',
  65: 'RETAIL',
  // parking (7)
  48: 'PARKING',
  49: 'INDOOR_PARKING',
  50: 'CARPORT',
  51: 'GARAGE_BOX',
  52: 'CARPORT',
  86: 'GARAGE_BOX',
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
