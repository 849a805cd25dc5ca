import { HEAD_TYPES, SUB_TYPES, type SubTypeDefinition } from '../../../../shared/domain/property-types';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { NO_PRICE, rawDimensions } from '../../listings/estate-parts';
import { addDays } from './context';
import { type BuildDeps, buildEstate, type BuiltEstate, cityOf } from './estates-build';
import { planningKeys } from './estates-alternate';
import { FACILITIES } from './estates-catalog';
import { buildFiles, buildPictures, buildVideos } from './estates-media';
import { zoneOfRegion } from './estates-sections';
import { enumLabel, type EstatePlan, pad, type SiteProfile, type Text, uuidFrom } from './estates-model';
import { MUNICIPALITIES } from './municipalities';
import type { Random } from './random';
import projectsData from './projects.json';
import { type Prose, proseText } from './prose';
import { ALTERNATE_TRANSACTION_IDS, MAIN_TRANSACTION_IDS, type StatusCode } from '../../../../shared/contract/enums';

/** The six demo projects (three per site) and their 10–30 child units each. */

interface ProjectDefinition {
  siteId: 1 | 2;
  municipalityId: number;
  subType: 'NEW_BUILD_PROJECT' | 'RENOVATION_PROJECT';
  /** Alternate data source; its units are sold under the VAT regime. */
  alternate: boolean;
  title: Text;
  street: Text;
  number: string;
  topFloor: number;
  units: number;
  architect: string;
  description: Text;
  deliveryDays: number;
  phase: Text;
  /** Renovation projects reuse an existing building without an underground car park. */
  outdoorParking?: boolean;
}

/** The projects' data: demo content, four languages each (projects.json, a long description in lines). */
const PROJECTS: readonly ProjectDefinition[] = (
  projectsData as readonly (Omit<ProjectDefinition, 'description'> & { description: Record<keyof Text, Prose> })[]
).map((project) => ({ ...project, description: proseText(project.description) }));

export function projectsOf(siteId: number): readonly ProjectDefinition[] {
  return PROJECTS.filter((project) => project.siteId === siteId);
}

function subType(code: string): SubTypeDefinition {
  return SUB_TYPES.find((entry) => entry.code === code)!;
}

interface UnitSlot {
  floor: number;
  code: string;
}

/** Parking on the ground floor, ground-floor flats, apartments and duplexes above, penthouses on top. */
function unitSlots(project: ProjectDefinition, random: Random): UnitSlot[] {
  const parking = Math.round(project.units * 0.22);
  const residential = project.units - parking;
  const penthouses = residential >= 12 ? 2 : 1;
  const ground = residential >= 10 ? 2 : 1;
  const slots: UnitSlot[] = [];
  for (let i = 0; i < parking; i += 1) {
    slots.push({ floor: 0, code: project.outdoorParking ? 'PARKING' : random.pick(['GARAGE_BOX', 'INDOOR_PARKING', 'INDOOR_PARKING', 'PARKING']) });
  }
  for (let i = 0; i < ground; i += 1) slots.push({ floor: 0, code: 'GROUND_FLOOR' });
  const middle = residential - penthouses - ground;
  for (let i = 0; i < middle; i += 1) {
    const floor = 1 + (i % (project.topFloor - 1));
    slots.push({
      floor,
      code: floor === project.topFloor - 1 && i % 3 === 0 ? 'DUPLEX' : project.subType === 'RENOVATION_PROJECT' && i % 4 === 1 ? 'LOFT' : 'APARTMENT',
    });
  }
  for (let i = 0; i < penthouses; i += 1) slots.push({ floor: project.topFloor, code: 'PENTHOUSE' });
  return slots.sort((a, b) => a.floor - b.floor);
}

function unitStatuses(count: number, random: Random): StatusCode[] {
  const statuses = Array.from({ length: count }, (): StatusCode => (random.chance(0.35) ? 'SOLD' : random.chance(0.08) ? 'TAKE_OVER' : 'FOR_SALE'));
  // Every project shows the three unit statuses, on units drawn at random.
  const [a, b, c] = random.sample(
    statuses.map((_, index) => index),
    3,
  );
  statuses[a!] = 'FOR_SALE';
  statuses[b!] = 'SOLD';
  statuses[c!] = 'TAKE_OVER';
  return statuses;
}

export interface BuiltProject {
  project: RawEstate;
  units: BuiltEstate[];
}

/** Builds the units (ids projectId+1…) first, then the project estate that lists them. */
export function buildProject(def: ProjectDefinition, site: SiteProfile, projectId: number, deps: BuildDeps, random: Random): BuiltProject {
  const municipality = MUNICIPALITIES.find((entry) => entry.id === def.municipalityId)!;
  const geo = { lat: +(municipality.lat + (random.next() - 0.5) * 0.02).toFixed(6), lon: +(municipality.lon + (random.next() - 0.5) * 0.02).toFixed(6) };
  const slots = unitSlots(def, random.fork('slots'));
  const statuses = unitStatuses(slots.length, random.fork('statuses'));
  const perFloor = new Map<number, number>();
  const units = slots.map((slot, index): BuiltEstate => {
    const parking = ['GARAGE_BOX', 'INDOOR_PARKING', 'PARKING'].includes(slot.code);
    const k = (perFloor.get(slot.floor + (parking ? 100 : 0)) ?? 0) + 1;
    perFloor.set(slot.floor + (parking ? 100 : 0), k);
    const sub = subType(slot.code);
    const plan: EstatePlan = {
      id: projectId + 1 + index,
      site,
      head: sub.headType,
      subType: sub,
      status: statuses[index]!,
      municipality,
      alternate: def.alternate,
      violation: null,
      sticker: null,
      unit: {
        projectId,
        floor: slot.floor,
        floorId: projectId * 100 + slot.floor,
        entityNumber: parking ? `P.${slot.floor}.${pad(k, 2)}` : `A.${slot.floor}.${pad(k, 2)}`,
        box: parking ? `P${k}` : `${pad(slot.floor, 2)}${pad(k, 2)}`,
        vatRegime: def.alternate,
        renovation: def.subType === 'RENOVATION_PROJECT',
        buildingName: def.title.nl,
        projectTitle: def.title,
        street: def.street,
        number: def.number,
        geo,
        phase: def.phase,
        topFloor: def.topFloor,
        deliveryDays: def.deliveryDays,
      },
    };
    return buildEstate(plan, deps, random.fork(`unit-${plan.id}`));
  });
  return { project: projectEstate(def, site, projectId, municipality, geo, units, deps, random), units };
}

function projectEstate(
  def: ProjectDefinition,
  site: SiteProfile,
  id: number,
  municipality: (typeof MUNICIPALITIES)[number],
  geo: { lat: number; lon: number },
  units: BuiltEstate[],
  deps: BuildDeps,
  random: Random,
): RawEstate {
  // 'Vanaf' quotes the cheapest home of the project, not a parking space in its basement.
  const homes = units.filter((unit) => unit.estate.general.headType.id !== HEAD_TYPES.GARAGE);
  const prices = (homes.length > 0 ? homes : units).map((unit) => unit.estate.general.price.value).filter((value): value is number => value !== null);
  const publication = units.map((unit) => unit.estate.general.publicationDate).sort()[0]!;
  const year = Number(deps.today.slice(0, 4));
  const availableDate = addDays(deps.today, def.deliveryDays);
  const media = random.fork('media');
  const rep = random.pick(deps.reps);
  const flemish = municipality.region === 'FLANDERS';
  const facilities = [2, 3, 4, 13, 14];
  const estate: RawEstate = {
    general: {
      id,
      parentId: null,
      project: true,
      guid: def.alternate ? uuidFrom(random.fork('guid')) : null,
      headType: { id: HEAD_TYPES.PROJECT },
      subType: { id: subType(def.subType).id, name: enumLabel('SubType', def.subType) },
      transaction: { id: (def.alternate ? ALTERNATE_TRANSACTION_IDS : MAIN_TRANSACTION_IDS).FOR_SALE, name: enumLabel('Status', 'FOR_SALE') },
      status: 'FOR_SALE',
      title: { ...def.title },
      description: { ...def.description },
      shortDescription: { ...def.phase },
      price: { ...NO_PRICE, value: Math.min(...prices), priceFrom: true },
      bedroomCount: null,
      bathroomCount: null,
      publicationDate: publication,
      floor: null,
      floorId: null,
      entityNumber: null,
      reference: deps.reference(publication),
      architect: def.architect,
      sticker: null,
      buildingName: def.title.nl,
      petsAllowed: null,
      asbestosInventory: null,
      certificateAsbestos: null,
      registrationCost: null,
      tax: null,
      notarySalery: null,
      address: {
        street: { ...def.street },
        number: def.number,
        box: null,
        visible: true,
        city: cityOf(municipality, null),
        country: { id: 'BE' },
        region: municipality.region,
        geoLocation: { ...geo },
        street_address: `${def.street.nl} ${def.number}`,
      },
    },
    technical: {
      constructionYear: def.subType === 'RENOVATION_PROJECT' ? 1905 : year + 1,
      renovationYear: def.subType === 'RENOVATION_PROJECT' ? year + 1 : null,
      buildingType: 'CLOSED',
      condition: 'NEW',
      newBuilding: true,
      available: 'DELIVERY',
      availableDate,
      furniture: null,
      petsAllowed: null,
      monthlyCost: null,
      directionGarden: null,
      oLevelSensitivity: null,
      oLevelZone: null,
      certificateConformity: 'VALID',
      certificateElectricity: 'OBTAINED',
      elevator: true,
    },
    dimensions: rawDimensions(random.step(900, 3500, 50), null, null),
    energy: {
      epcValue: null,
      epcValueTotal: null,
      epbReference: `EPB-${municipality.zip}-${pad(id, 6)}`,
      epcReference: null,
      energyLabel: null,
      customEpcLabel: null,
      eLevel: random.int(20, 30),
      kLevel: random.int(20, 30),
      co2: null,
    },
    energyShared: null,
    ki: { indexed: null, nonIndexed: null, communityTax: null },
    layout: [],
    facilities: facilities.map((facility) => ({ id: facility, name: { ...FACILITIES[facility]! } })),
    buildTechnicals: [
      { criteria: 'Heating', value: 'HEAT_PUMP', comment: null },
      { criteria: 'WindowGlazing', value: 'TRIPLE', comment: null },
      { criteria: 'Carpentry', value: 'ALUMINUM', comment: null },
      { criteria: 'RoofType', value: 'FLAT', comment: null },
    ],
    files: buildFiles(id, 'PROJECT', false, false, media),
    pictures: buildPictures(id, 'PROJECT', deps.assets, media, [5, 10]),
    videos: buildVideos('PROJECT', media),
    environments: municipality.coast ? ['SEA_BEACH_DUNE', 'TOWN'] : ['TOWN', 'RESIDENTIAL'],
    rentalOptions: null,
    extraFields: [],
    certificates: flemish ? [{ type: 'SOIL_CERTIFICATE', value: 'Blanco bodemattest OVAM', date: addDays(publication.slice(0, 10), -20) }] : [],
    flooding: { floodingParcelScore: flemish ? 'A' : null, floodingBuildingScore: flemish ? 'A' : null },
    planning: {
      townPlanningValue: zoneOfRegion(municipality.region, 'WG'),
      townPlanningViolation: null,
      buildingLicense: 'YES',
      allocationLicense: 'NO',
      presaleRight: 'NO',
      certificateAsBuilt: flemish ? 'PENDING' : null,
      heritageProtected: 'NO',
      heritageInventoried: def.subType === 'RENOVATION_PROJECT' ? 'YES' : 'NO',
      renovationObligation: 'NO',
    },
    salesRep: { ...rep, description: rep.description ? { ...rep.description } : null },
    collections: [],
    children: units.map((unit) => unit.estate.general.id),
  };
  if (def.alternate) estate.fields = projectFields(def, site, estate, units.length);
  return estate;
}

function projectFields(def: ProjectDefinition, site: SiteProfile, estate: RawEstate, unitCount: number): NonNullable<RawEstate['fields']> {
  const { general, technical, planning, flooding } = estate;
  return {
    external_id: `${site.prefix}-EXT-${pad(general.id * 7 + 100_000, 7)}`,
    status: 'FOR_SALE',
    type: 'PROJECT',
    subType: def.subType,
    title: { ...general.title },
    description: { ...general.description },
    short_description: { ...general.shortDescription },
    'other.reference': general.reference,
    'other.comments': null,
    'general.availability': 'DELIVERY',
    'general.available_date': technical.availableDate,
    'general.destination': 'MAIN_RESIDENCE',
    'general.environment': estate.environments[0] ?? null,
    'general.luxury_level': 'LUXURIOUS',
    'financial.price': general.price.value,
    'financial.vat_regime': true,
    'construction.year': technical.constructionYear,
    'construction.condition': 'NEW',
    'construction.type': 'CLOSED',
    'construction.floors': def.topFloor + 1,
    'construction.roof': 'FLAT',
    'construction.carpentry': 'ALUMINUM',
    'comfort.heating': 'HEAT_PUMP',
    'comfort.glazing': 'TRIPLE',
    'comfort.elevator': true,
    'comfort.solar_panels': true,
    'layout.ground_area': estate.dimensions.areaGround,
    'layout.parking_spaces': Math.round(unitCount * 0.22),
    ...planningKeys(planning),
    'planning.proceeding': null,
    'flood_information.parcel_score': flooding.floodingParcelScore,
    'flood_information.building_score': flooding.floodingBuildingScore,
    'flood_information.flood_prone_area': flooding.floodingParcelScore ? 'NO' : 'UNKNOWN',
    'media.virtual_visit': estate.videos.find((video) => video.type.id === 2)?.link ?? null,
  };
}
