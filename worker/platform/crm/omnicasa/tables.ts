import type { NormalizedListingInput } from '../../ingest/normalized';
import { OMNICASA_GOAL, OMNICASA_STATUS } from './schema';

// Omnicasa's enumerations as our fields (docs/crm-apis.md, "Omnicasa"): ids from
// fw4-bvba/omnicasa-api src/Models/*; the tables and choices are ours.

type HeadType = NormalizedListingInput['type'];

/** `Goal` → our transaction. */
export const OMNICASA_TRANSACTION: Readonly<Record<number, NormalizedListingInput['transaction']>> = {
  [OMNICASA_GOAL.sale]: 'sale',
  [OMNICASA_GOAL.rent]: 'let',
  [OMNICASA_GOAL.takeOver]: 'takeover',
};

/** What a `Status` means for the site: shown as available, shown as closed, or kept off. */
export const OMNICASA_STATUS_MEANING: Readonly<Record<number, 'available' | 'closed' | 'off'>> = {
  [OMNICASA_STATUS.active]: 'available',
  [OMNICASA_STATUS.sold]: 'closed',
  [OMNICASA_STATUS.rented]: 'closed',
  [OMNICASA_STATUS.prospective]: 'off',
  [OMNICASA_STATUS.cancelled]: 'off',
  [OMNICASA_STATUS.inactive]: 'off',
  [OMNICASA_STATUS.reference]: 'off',
};

/**
 * The substatus names an agency gives an active property under option (its substatuses are its
 * own list, `GetSubstatusList`, so they are read by name). Shown as available until the ingest
 * knows an "under option" status.
 */
export const OMNICASA_OPTION_NAME = /\b(optie|option|en option|unter option|reserv)/i;

/** `MainTypeID` ([O1] `src/Models/MainType.php`) → our type and subtype. */
export const OMNICASA_MAIN_TYPE: Readonly<Record<number, { type: HeadType; subtype: string }>> = {
  1: { type: 'APARTMENT', subtype: 'APARTMENT' },
  3: { type: 'PLOT', subtype: 'BUILDING_PLOT' },
  7: { type: 'APARTMENT', subtype: 'APARTMENT' },
  10: { type: 'APARTMENT', subtype: 'DUPLEX' },
  11: { type: 'APARTMENT', subtype: 'STUDIO' },
  12: { type: 'APARTMENT', subtype: 'GROUND_FLOOR' },
  14: { type: 'APARTMENT', subtype: 'LOFT' },
  15: { type: 'APARTMENT', subtype: 'PENTHOUSE' },
  17: { type: 'APARTMENT', subtype: 'STUDIO' },
  27: { type: 'PLOT', subtype: 'BUILDING_PLOT' },
  30: { type: 'PLOT', subtype: 'AGRICULTURAL_LAND' },
  42: { type: 'COMMERCIAL', subtype: 'OFFICE' },
  125: { type: 'COMMERCIAL', subtype: 'COMMERCIAL_BUILDING' },
  127: { type: 'COMMERCIAL', subtype: 'OFFICE' },
  128: { type: 'APARTMENT', subtype: 'STUDENT_ROOM' },
  129: { type: 'HOUSE', subtype: 'MIXED_USE_BUILDING' },
  131: { type: 'APARTMENT', subtype: 'PENTHOUSE' },
  132: { type: 'COMMERCIAL', subtype: 'COMMERCIAL_BUILDING' },
  133: { type: 'COMMERCIAL', subtype: 'COMMERCIAL_BUILDING' },
  134: { type: 'COMMERCIAL', subtype: 'OFFICE' },
  135: { type: 'HOUSE', subtype: 'MIXED_USE_BUILDING' },
  136: { type: 'COMMERCIAL', subtype: 'INDUSTRIAL_BUILDING' },
  137: { type: 'PLOT', subtype: 'MEADOW' },
  138: { type: 'PLOT', subtype: 'BUILDING_PLOT' },
  139: { type: 'HOUSE', subtype: 'HOUSE' },
  140: { type: 'HOUSE', subtype: 'HOUSE' },
  141: { type: 'HOUSE', subtype: 'FARMHOUSE' },
  142: { type: 'HOUSE', subtype: 'FARMHOUSE' },
  143: { type: 'HOUSE', subtype: 'BUNGALOW' },
  144: { type: 'HOUSE', subtype: 'CHALET' },
  145: { type: 'HOUSE', subtype: 'HOUSE' },
  146: { type: 'HOUSE', subtype: 'COUNTRY_HOUSE' },
  147: { type: 'HOUSE', subtype: 'FARMHOUSE' },
  148: { type: 'HOUSE', subtype: 'HOUSE' },
  149: { type: 'HOUSE', subtype: 'VILLA' },
  150: { type: 'HOUSE', subtype: 'MANSION' },
  151: { type: 'HOUSE', subtype: 'HOUSE' },
  152: { type: 'HOUSE', subtype: 'CASTLE' },
  153: { type: 'HOUSE', subtype: 'COUNTRY_HOUSE' },
  154: { type: 'HOUSE', subtype: 'VILLA' },
  155: { type: 'HOUSE', subtype: 'TOWNHOUSE' },
  156: { type: 'HOUSE', subtype: 'VILLA' },
  157: { type: 'COMMERCIAL', subtype: 'WAREHOUSE' },
  158: { type: 'GARAGE', subtype: 'GARAGE_BOX' },
  159: { type: 'COMMERCIAL', subtype: 'RETAIL' },
  162: { type: 'COMMERCIAL', subtype: 'COMMERCIAL_BUILDING' },
  163: { type: 'HOUSE', subtype: 'HOUSE' },
  164: { type: 'HOUSE', subtype: 'HOUSE' },
  165: { type: 'COMMERCIAL', subtype: 'RETAIL' },
};

type EnergyCode = NonNullable<NonNullable<NormalizedListingInput['energy']>['label']>;
const ENERGY_LETTERS: Readonly<Record<string, EnergyCode>> = { 'A++': 'A_PLUS_PLUS', 'A+': 'A_PLUS', A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', F: 'F', G: 'G' };

/**
 * An EPC label as written (`A+`, `b`, `C-D`, `C/D`) as our code; null when it is none.
 * @example omnicasaEnergyLabel('C-D') // 'C_D'
 */
export function omnicasaEnergyLabel(value: string | null | undefined): EnergyCode | null {
  const label = (value ?? '').trim().toUpperCase().replace(/\s+/g, '');
  if (ENERGY_LETTERS[label]) return ENERGY_LETTERS[label]!;
  const pair = /^([A-G])[-/]([A-G])$/.exec(label);
  if (!pair || pair[2]!.charCodeAt(0) - pair[1]!.charCodeAt(0) !== 1) return null;
  return `${pair[1]}_${pair[2]}` as EnergyCode;
}
