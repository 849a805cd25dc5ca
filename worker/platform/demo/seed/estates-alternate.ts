import { vatSplitOf } from '../../../../shared/domain/purchase-costs';
import type { RawLocalized } from '../../../../shared/contract/raw/common';
import type { RawEnergy, RawEstate, RawPlanning } from '../../../../shared/contract/raw/estate';
import { NOTARIES_FR, NOTARIES_NL } from './estates-catalog';
import { addDays } from './context';
import { agencyCostFigures } from './estates-costs';
import { type EstatePlan, type EstateTraits, pad, roundTo, t } from './estates-model';
import type { Random } from './random';

/**
 * The dotted-key `fields` of an alternate-source estate (shared/domain/alternate-fields.ts),
 * derived from the same traits as its general data so both views agree.
 */

type FieldValue = string | number | boolean | RawLocalized | null;

function floodProne(parcel: string | null): string {
  if (parcel === null) return 'UNKNOWN';
  return parcel === 'C' || parcel === 'D' ? 'YES' : 'NO';
}

function destination(plan: EstatePlan): string {
  if (plan.subType.code === 'STUDENT_ROOM') return 'STUDENT_RESIDENCE';
  if (plan.subType.code === 'CHALET' || (plan.municipality.coast && plan.head === 'APARTMENT')) return 'VACATION_RESIDENCE';
  return 'MAIN_RESIDENCE';
}

/** An energy set under its dotted keys ('certification.' for the estate's own, 'certification.shared_' for the building's). */
function energyKeys(energy: RawEnergy, prefix: string): Record<string, FieldValue> {
  return {
    [`${prefix}epc_value`]: energy.epcValue,
    [`${prefix}epc_total`]: energy.epcValueTotal,
    [`${prefix}epc_label`]: energy.energyLabel,
    [`${prefix}epc_unique_code`]: energy.epcReference,
    [`${prefix}epb_reference`]: energy.epbReference,
    [`${prefix}e_level`]: energy.eLevel,
    [`${prefix}k_level`]: energy.kLevel,
    [`${prefix}co2`]: energy.co2,
  };
}

/** The planning section as the alternate source's fields (its proceedings apart: each caller says them). */
export function planningKeys(planning: RawPlanning): Record<string, FieldValue> {
  return {
    'planning.permission': planning.buildingLicense,
    'planning.subdivision_permit': planning.allocationLicense,
    'planning.pre_emption_right': planning.presaleRight,
    'planning.as_built_certificate': planning.certificateAsBuilt,
    'planning.heritage_protected': planning.heritageProtected,
    'planning.heritage_inventoried': planning.heritageInventoried,
    'planning.renovation_obligation': planning.renovationObligation,
    'planning.most_recent_destination': planning.townPlanningValue,
  };
}

export function alternateFields(plan: EstatePlan, traits: EstateTraits, estate: RawEstate, epcDate: string | null, random: Random): Record<string, FieldValue> {
  const { general, energy, technical, planning, ki, dimensions } = estate;
  const price = general.price.value;
  const vat = plan.unit?.vatRegime === true;
  const sale = !traits.rent;
  const built = plan.head !== 'PLOT' && plan.head !== 'GARAGE';
  const f: Record<string, FieldValue> = {
    external_id: `${plan.site.prefix}-EXT-${pad(plan.id * 7 + 100_000, 7)}`,
    status: plan.status,
    type: plan.head,
    subType: plan.subType.code,
    title: { ...general.title },
    description: { ...general.description },
    short_description: { ...general.shortDescription },
    'other.reference': general.reference,
    'other.comments': random.chance(0.5)
      ? t(
          'Bezoek op afspraak, ook op zaterdag.',
          'Visites sur rendez-vous, aussi le samedi.',
          'Viewings by appointment, Saturdays included.',
          'Besichtigung nach Vereinbarung, auch samstags.',
        )
      : null,
    'general.availability': technical.available,
    'general.available_date': technical.availableDate,
    'general.destination': built ? destination(plan) : null,
    'general.environment': traits.environments[0] ?? null,
    'general.luxury_level': built ? traits.luxury : null,
    'financial.price': price,
    'financial.price_per_m2':
      price !== null && sale && (traits.living ?? dimensions.areaGround) ? Math.round(price / (traits.living ?? dimensions.areaGround!)) : null,
    'financial.vat_regime': vat,
    'financial.cadastral_income': ki.indexed,
    'financial.cadastral_income_non_indexed': ki.nonIndexed,
    'financial.property_tax': ki.communityTax,
    'financial.monthly_charges': technical.monthlyCost,
    'flood_information.parcel_score': traits.floodParcel,
    'flood_information.building_score': traits.floodBuilding,
    'flood_information.flood_prone_area': floodProne(traits.floodParcel),
    'layout.ground_area': dimensions.areaGround,
    'layout.buildable_area': dimensions.areaBuildable,
    'layout.ground_width': dimensions.widthGround,
    'layout.ground_depth': dimensions.depthGround,
    'layout.area_comment': dimensions.commentArea ? { ...dimensions.commentArea } : null,
    ...planningKeys(planning),
    'planning.proceeding': planning.townPlanningViolation,
    'media.virtual_visit': estate.videos.find((video) => video.type.id === 2)?.link ?? null,
  };
  if (vat && price !== null) {
    f['financial.land_price'] = roundTo((price * random.int(18, 28)) / 100, 1000);
    f['financial.infrastructure_price'] = roundTo((price * random.int(2, 4)) / 100, 500);
  } else if (plan.head === 'PLOT' && price !== null) {
    f['financial.land_price'] = price;
  }
  if (traits.rent && price !== null) {
    f['financial.provision'] = estate.rentalOptions?.charges ?? null;
    f['financial.provision_information'] = t(
      'Voorschot gemeenschappelijke kosten en water',
      'Provision pour charges communes et eau',
      'Advance for common charges and water',
      'Vorauszahlung für Nebenkosten und Wasser',
    );
    f['financial.warranty'] = general.price.deposit;
  }
  if (built) {
    Object.assign(f, energyKeys(energy, 'certification.'), estate.energyShared ? energyKeys(estate.energyShared, 'certification.shared_') : {}, {
      'certification.epc_date': epcDate,
      'certification.asbestos_certificate': general.asbestosInventory ?? false,
      'comfort.heating': traits.heating,
      'comfort.kitchen': traits.kitchen,
      'comfort.glazing': traits.glazing,
      'comfort.garden': traits.garden !== null,
      'comfort.garden_information': traits.garden?.kind ?? null,
      'comfort.garden_orientation': traits.garden?.orientation ?? null,
      'comfort.terrace': traits.terrace !== null,
      'comfort.elevator': traits.elevator ?? false,
      'comfort.furnished': traits.furnished ?? false,
      'comfort.solar_panels': traits.facilities.includes(2),
      'construction.year': traits.constructionYear,
      'construction.renovation_year': traits.renovationYear,
      'construction.type': traits.constructionType,
      'construction.condition': traits.condition,
      'construction.roof': traits.roof,
      'construction.carpentry': traits.carpentry,
      'construction.facade_width': traits.facadeWidth,
      'construction.depth': dimensions.depthHouse,
      'construction.ground_floor_depth': dimensions.depthGroundFloor,
      'construction.upper_floor_depth': dimensions.depthFloor,
      'construction.floors': plan.head === 'APARTMENT' ? traits.buildingFloors : traits.levels,
      'layout.bedrooms': traits.bedrooms,
      'layout.bathrooms': traits.bathrooms,
      'layout.toilets': traits.toilets,
      'layout.living_area': traits.living,
      'layout.built_area': traits.living ? Math.round(traits.living / Math.max(1, traits.levels)) : null,
      'layout.garages': traits.garages,
      'layout.parking_spaces': traits.parkings,
      'layout.terrace_area': traits.terrace,
    });
  }
  // Plots and rentals keep their electrical fields: the site must hide them.
  f['certification.electrical_certificate'] = built ? technical.certificateElectricity : 'UNKNOWN';
  if (built) {
    f['certification.electrical_certificate_conformity'] = technical.certificateConformity;
    f['certification.electrical_certificate_description'] =
      technical.certificateConformity === 'INVALID'
        ? t(
            'Niet-conforme installatie: aanpassing binnen 18 maanden na de akte.',
            'Installation non conforme : mise en conformité dans les 18 mois suivant l’acte.',
            'Non-compliant installation: to be brought up to standard within 18 months of the deed.',
            'Nicht konforme Anlage: Nachbesserung binnen 18 Monaten nach der Beurkundung.',
          )
        : null;
  }
  if (sale && price !== null) {
    const figures = agencyCostFigures(price, plan.municipality.region, vatSplitOf(price, null, null, f['financial.land_price'], vat));
    const [rights, fee] = [figures.registration, figures.notary];
    const other = random.step(1100, 1800, 50);
    Object.assign(f, {
      'notary_cost.registration_rights': rights,
      'notary_cost.notary_fee': fee,
      'notary_cost.other_costs': other,
      'notary_cost.total': rights + fee + other,
    });
    const [name, city] = random.pick(plan.municipality.region === 'FLANDERS' ? NOTARIES_NL : NOTARIES_FR);
    f['notary.notary_name'] = name;
    f['notary.notary_city'] = city;
    f['notary.deed_date'] = plan.status === 'SOLD' || plan.status === 'TAKEN_OVER' ? addDays(general.publicationDate.slice(0, 10), random.int(60, 150)) : null;
  }
  if (plan.unit) f['project.project_phase'] = { ...plan.unit.phase };
  return f;
}
