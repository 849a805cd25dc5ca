import type { Estate } from '../../types/estate';
import { headTypeCode } from '../property-types';
import { isForRent } from '../transactions';
import type { AdFacts, AdPropertyKind } from './rules';

/** The parts of an estate the rules read. */
export type AdEstate = Pick<Estate, 'transaction' | 'source' | 'headTypeId' | 'address' | 'technical' | 'energy' | 'flooding' | 'planning'>;

function kindOf(headTypeId: number): AdPropertyKind {
  const head = headTypeCode(headTypeId);
  if (head === 'PLOT') return 'land';
  if (head === 'GARAGE') return 'parking';
  return 'building';
}

/**
 * The facts of an estate as its ad would show them. The upstream answer for enforcement
 * measures is null when none were imposed, so null reads "none" there; a listing
 * written on the platform says UNKNOWN when its source did not say (to-raw-estate.ts), which the
 * guard reads as missing. Every other null is a fact not given.
 */
export function adFactsOf(estate: AdEstate): AdFacts {
  const kind = kindOf(estate.headTypeId);
  const year = estate.technical.constructionYear;
  const { energy, flooding, planning } = estate;
  return {
    region: estate.address.region,
    transaction: isForRent(estate.transaction.id, estate.source) ? 'rent' : 'sale',
    kind,
    coOwned: headTypeCode(estate.headTypeId) === 'APARTMENT',
    built: kind !== 'land',
    // The full address: shown (the agency's and the site's choice, applied by the reshape), with its
    // street and house number, and an apartment's box (without it the address names the building, not the unit).
    addressShown:
      estate.address.visible !== false &&
      Object.values(estate.address.street ?? {}).some((street) => Boolean(street?.trim())) &&
      Boolean(estate.address.number?.trim()) &&
      (headTypeCode(estate.headTypeId) !== 'APARTMENT' || Boolean(estate.address.box?.trim())),
    constructionYear: typeof year === 'number' && year > 0 ? year : null,
    epcDate: energy.epcDate,
    values: {
      epcLabel: energy.customEpcLabel?.trim() || energy.energyLabel,
      epcScore: energy.epcValue,
      epcCode: energy.epcReference,
      epcTotal: energy.epcValueTotal,
      epcCo2: energy.co2,
      floodParcel: flooding.parcelScore,
      floodBuilding: flooding.buildingScore,
      planningPermit: planning.buildingLicense ?? null,
      planningDestination: planning.townPlanningValue ?? null,
      planningEnforcement: planning.townPlanningViolation ?? 'NO',
      planningPreemption: planning.presaleRight ?? null,
      planningSubdivision: planning.allocationLicense ?? null,
      planningInformation: planning.planningInformation ?? null,
    },
  };
}
