import type { Estate } from '../../types/estate';
import { headTypeCode } from '../property-types';
import { isForRent } from '../transactions';
import type { AdFacts, AdPropertyKind } from './rules';

/** The certificate type an estate's certificates list gives the asbestos certificate of a building's common parts. */
export const COMMON_PARTS_ASBESTOS = 'ASBESTOS_COMMON_PARTS';

/** The parts of an estate the rules read. */
export type AdEstate = Pick<
  Estate,
  'transaction' | 'source' | 'headTypeId' | 'address' | 'technical' | 'energy' | 'flooding' | 'planning' | 'general' | 'certificates'
>;

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
      // The certificate's code, or (CRMs and the ingest API) only whether there is one.
      asbestosCertificate: estate.general.certificateAsbestos || (estate.general.asbestosInventory ? 'YES' : null),
      asbestosCommonParts: estate.certificates.find((certificate) => certificate.type === COMMON_PARTS_ASBESTOS)?.value ?? null,
    },
  };
}
