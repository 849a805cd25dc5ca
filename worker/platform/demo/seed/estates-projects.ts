import { HEAD_TYPES, SUB_TYPES, type SubTypeDefinition } from '../../../../shared/domain/property-types';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { addDays } from './context';
import { type BuildDeps, buildEstate, type BuiltEstate, cityOf } from './estates-build';
import { FACILITIES } from './estates-catalog';
import { buildFiles, buildPictures, buildVideos } from './estates-media';
import { enumLabel, type EstatePlan, pad, type SiteProfile, t, type Text, uuidFrom } from './estates-model';
import { MUNICIPALITIES } from './municipalities';
import type { Random } from './random';
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

const PHASES = {
  shell: t('Ruwbouw voltooid', 'Gros œuvre terminé', 'Shell completed', 'Rohbau fertiggestellt'),
  finishing: t('In afwerking', 'En cours de finition', 'Finishing works', 'Im Innenausbau'),
  start: t('Start der werken voorzien', 'Début des travaux prévu', 'Works about to start', 'Baubeginn geplant'),
};

const PROJECTS: readonly ProjectDefinition[] = [
  {
    siteId: 1, municipalityId: 7, subType: 'NEW_BUILD_PROJECT', alternate: false, topFloor: 5, units: 22, deliveryDays: 420,
    title: t('Residentie "De Linde"', 'Résidence "De Linde"', '"De Linde" Residence', 'Residenz "De Linde"'),
    street: { nl: 'Kortrijksesteenweg', fr: 'Kortrijksesteenweg', en: 'Kortrijksesteenweg', de: 'Kortrijksesteenweg' }, number: '412',
    architect: 'Architectenbureau Vandeputte', phase: PHASES.shell,
    description: t(
      'Residentie "De Linde" telt 22 energiezuinige appartementen, penthouses en ondergrondse staanplaatsen aan de rand van Gent. Alle units beschikken over een ruim terras, driedubbele beglazing en een warmtepomp. Oplevering voorzien binnen 14 maanden.',
      'La Résidence "De Linde" compte 22 appartements basse énergie, penthouses et emplacements souterrains en périphérie de Gand. Chaque unité dispose d’une grande terrasse, d’un triple vitrage et d’une pompe à chaleur. Réception prévue dans 14 mois.',
      '"De Linde" offers 22 energy-efficient apartments, penthouses and underground parking spaces on the edge of Ghent. Every unit has a large terrace, triple glazing and a heat pump. Completion is planned within 14 months.',
      'Die Residenz "De Linde" umfasst 22 energieeffiziente Wohnungen, Penthäuser und Tiefgaragenstellplätze am Stadtrand von Gent. Alle Einheiten haben eine große Terrasse, Dreifachverglasung und eine Wärmepumpe. Fertigstellung in 14 Monaten geplant.'),
  },
  {
    siteId: 1, municipalityId: 15, subType: 'RENOVATION_PROJECT', alternate: false, topFloor: 3, units: 14, deliveryDays: 300, outdoorParking: true,
    title: t('Res. Hof ter Leie', 'Rés. Hof ter Leie', 'Hof ter Leie Res.', 'Res. Hof ter Leie'),
    street: { nl: 'Leiekaai', fr: 'Leiekaai', en: 'Leiekaai', de: 'Leiekaai' }, number: '30',
    architect: 'Studio Schelde Architecten', phase: PHASES.finishing,
    description: t(
      'Een voormalig vlasmagazijn aan de Leie wordt omgevormd tot 14 lofts en appartementen met behoud van de industriële gevel. Hoge plafonds, gietijzeren kolommen en grote raampartijen geven elke unit karakter.',
      'Un ancien entrepôt de lin au bord de la Lys est transformé en 14 lofts et appartements, en conservant sa façade industrielle. Hauts plafonds, colonnes en fonte et grandes baies vitrées donnent du caractère à chaque unité.',
      'A former flax warehouse on the river Leie is being converted into 14 lofts and apartments, keeping its industrial façade. High ceilings, cast-iron columns and large windows give every unit character.',
      'Ein ehemaliges Flachslager an der Leie wird unter Erhalt der Industriefassade in 14 Lofts und Wohnungen umgewandelt. Hohe Decken, gusseiserne Säulen und große Fensterflächen verleihen jeder Einheit Charakter.'),
  },
  {
    siteId: 1, municipalityId: 19, subType: 'NEW_BUILD_PROJECT', alternate: true, topFloor: 6, units: 18, deliveryDays: 540,
    title: t('Residentie Zeezicht', 'Résidence Zeezicht', 'Zeezicht Residence', 'Residenz Zeezicht'),
    street: { nl: 'Zeedijk', fr: 'Digue de mer', en: 'Zeedijk', de: 'Zeedijk' }, number: '118',
    architect: 'B-architecten', phase: PHASES.start,
    description: t(
      'Nieuwbouwproject op de Zeedijk van Oostende met 18 appartementen en penthouses met frontaal zeezicht. Verkoop onder btw-regime; registratierechten enkel op het grondaandeel.',
      'Projet neuf sur la digue d’Ostende : 18 appartements et penthouses avec vue frontale sur mer. Vente sous régime TVA ; droits d’enregistrement uniquement sur la quote-part terrain.',
      'New-build project on the Ostend promenade with 18 apartments and penthouses facing the sea. Sold under the VAT regime; registration duties only on the land share.',
      'Neubauprojekt am Deich von Ostende mit 18 Wohnungen und Penthäusern mit direktem Meerblick. Verkauf mit Mehrwertsteuer; Registrierungsgebühren nur auf den Grundstücksanteil.'),
  },
  {
    siteId: 2, municipalityId: 73, subType: 'NEW_BUILD_PROJECT', alternate: false, topFloor: 4, units: 12, deliveryDays: 360,
    title: t('Res. Les Tilleuls', 'Rés. Les Tilleuls', 'Les Tilleuls Res.', 'Res. Les Tilleuls'),
    street: { nl: 'Rue des Tilleuls', fr: 'Rue des Tilleuls', en: 'Rue des Tilleuls', de: 'Rue des Tilleuls' }, number: '14',
    architect: 'Bureau Dethier & Fils', phase: PHASES.shell,
    description: t(
      'Kleinschalige residentie met 12 appartementen op wandelafstand van het centrum van Marche-en-Famenne, met lift, fietsenberging en private staanplaatsen.',
      'Résidence à taille humaine de 12 appartements à deux pas du centre de Marche-en-Famenne, avec ascenseur, local vélos et emplacements privatifs.',
      'A small residence of 12 apartments within walking distance of Marche-en-Famenne town centre, with lift, bicycle storage and private parking.',
      'Kleine Residenz mit 12 Wohnungen in Gehweite zum Zentrum von Marche-en-Famenne, mit Aufzug, Fahrradraum und privaten Stellplätzen.'),
  },
  {
    siteId: 2, municipalityId: 59, subType: 'NEW_BUILD_PROJECT', alternate: true, topFloor: 5, units: 14, deliveryDays: 480,
    title: t('Les Jardins de la Meuse', 'Les Jardins de la Meuse', 'Les Jardins de la Meuse', 'Les Jardins de la Meuse'),
    street: { nl: 'Chaussée de Dinant', fr: 'Chaussée de Dinant', en: 'Chaussée de Dinant', de: 'Chaussée de Dinant' }, number: '210',
    architect: 'Atelier d’architecture Lemaire', phase: PHASES.start,
    description: t(
      'Aan de oevers van de Maas verrijzen 14 passiefappartementen met uitzicht op de citadel van Namen. Verkoop onder btw-regime.',
      'Sur les berges de la Meuse, 14 appartements passifs avec vue sur la citadelle de Namur. Vente sous régime TVA.',
      'On the banks of the Meuse, 14 passive apartments overlooking the citadel of Namur. Sold under the VAT regime.',
      'Am Ufer der Maas entstehen 14 Passivhauswohnungen mit Blick auf die Zitadelle von Namur. Verkauf mit Mehrwertsteuer.'),
  },
  {
    siteId: 2, municipalityId: 67, subType: 'RENOVATION_PROJECT', alternate: false, topFloor: 3, units: 10, deliveryDays: 270, outdoorParking: true,
    title: t('« Le Belvédère »', '« Le Belvédère »', '"Le Belvédère"', '« Le Belvédère »'),
    street: { nl: 'Avenue Reine Astrid', fr: 'Avenue Reine Astrid', en: 'Avenue Reine Astrid', de: 'Avenue Reine Astrid' }, number: '55',
    architect: 'Atelier d’architecture Lemaire', phase: PHASES.finishing,
    description: t(
      'Het voormalige Hôtel Belvédère in Spa wordt gerenoveerd tot 10 stijlvolle appartementen met behoud van de belle-époquegevel en de historische trappenhal.',
      'L’ancien Hôtel Belvédère de Spa est rénové en 10 appartements de standing, en conservant sa façade Belle Époque et sa cage d’escalier historique.',
      'The former Hôtel Belvédère in Spa is being renovated into 10 stylish apartments, keeping its Belle Époque façade and historic staircase.',
      'Das ehemalige Hôtel Belvédère in Spa wird zu 10 stilvollen Wohnungen umgebaut, unter Erhalt der Belle-Époque-Fassade und des historischen Treppenhauses.'),
  },
];

export function projectsOf(siteId: number): readonly ProjectDefinition[] {
  return PROJECTS.filter((project) => project.siteId === siteId);
}

function subType(code: string): SubTypeDefinition {
  return SUB_TYPES.find((entry) => entry.code === code)!;
}

interface UnitSlot { floor: number; code: string }

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
    slots.push({ floor, code: floor === project.topFloor - 1 && i % 3 === 0 ? 'DUPLEX' : project.subType === 'RENOVATION_PROJECT' && i % 4 === 1 ? 'LOFT' : 'APARTMENT' });
  }
  for (let i = 0; i < penthouses; i += 1) slots.push({ floor: project.topFloor, code: 'PENTHOUSE' });
  return slots.sort((a, b) => a.floor - b.floor);
}

function unitStatuses(count: number, random: Random): StatusCode[] {
  const statuses = Array.from({ length: count }, (): StatusCode => (random.chance(0.35) ? 'SOLD' : random.chance(0.08) ? 'TAKE_OVER' : 'FOR_SALE'));
  // Every project shows the three unit statuses, on units drawn at random.
  const [a, b, c] = random.sample(statuses.map((_, index) => index), 3);
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

function projectEstate(def: ProjectDefinition, site: SiteProfile, id: number, municipality: (typeof MUNICIPALITIES)[number], geo: { lat: number; lon: number }, units: BuiltEstate[], deps: BuildDeps, random: Random): RawEstate {
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
      id, parentId: null, project: true, guid: def.alternate ? uuidFrom(random.fork('guid')) : null,
      headType: { id: HEAD_TYPES.PROJECT },
      subType: { id: subType(def.subType).id, name: enumLabel('SubType', def.subType) },
      transaction: { id: (def.alternate ? ALTERNATE_TRANSACTION_IDS : MAIN_TRANSACTION_IDS).FOR_SALE, name: enumLabel('Status', 'FOR_SALE') },
      status: 'FOR_SALE',
      title: { ...def.title },
      description: { ...def.description },
      shortDescription: { ...def.phase },
      price: { value: Math.min(...prices), totalPrice: null, priceFrom: true, period: null, deposit: null, furnitureValue: null, infrastructureValue: null, constructionValue: null, groundValue: null },
      bedroomCount: null, bathroomCount: null, publicationDate: publication, floor: null, floorId: null, entityNumber: null,
      reference: deps.reference(publication), architect: def.architect, sticker: null, buildingName: def.title.nl,
      petsAllowed: null, asbestosInventory: null, certificateAsbestos: null, registrationCost: null, tax: null, notarySalery: null,
      address: { street: { ...def.street }, number: def.number, box: null, visible: true, city: cityOf(municipality, null), country: { id: 'BE' }, region: municipality.region, geoLocation: { ...geo }, street_address: `${def.street.nl} ${def.number}` },
    },
    technical: {
      constructionYear: def.subType === 'RENOVATION_PROJECT' ? 1905 : year + 1, renovationYear: def.subType === 'RENOVATION_PROJECT' ? year + 1 : null,
      buildingType: 'CLOSED', condition: 'NEW', newBuilding: true, available: 'DELIVERY', availableDate, furniture: null, petsAllowed: null,
      monthlyCost: null, directionGarden: null, oLevelSensitivity: null, oLevelZone: null, certificateConformity: 'VALID', certificateElectricity: 'OBTAINED', elevator: true,
    },
    dimensions: { areaGround: random.step(900, 3500, 50), areaBuild: null, areaBuildable: null, widthHouse: null, widthGround: null, depthHouse: null, depthGround: null, depthGroundFloor: null, depthFloor: null, commentArea: null },
    energy: { epcValue: null, epcValueTotal: null, epbReference: `EPB-${municipality.zip}-${pad(id, 6)}`, epcReference: null, energyLabel: null, customEpcLabel: null, eLevel: random.int(20, 30), kLevel: random.int(20, 30), co2: null },
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
      townPlanningValue: 'WG', townPlanningViolation: null, buildingLicense: 'YES', allocationLicense: 'NO', presaleRight: 'NO',
      certificateAsBuilt: flemish ? 'PENDING' : null, heritageProtected: 'NO', heritageInventoried: def.subType === 'RENOVATION_PROJECT' ? 'YES' : 'NO', renovationObligation: 'NO',
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
    status: 'FOR_SALE', type: 'PROJECT', subType: def.subType,
    title: { ...general.title }, description: { ...general.description }, short_description: { ...general.shortDescription },
    'other.reference': general.reference, 'other.comments': null,
    'general.availability': 'DELIVERY', 'general.available_date': technical.availableDate, 'general.destination': 'MAIN_RESIDENCE',
    'general.environment': estate.environments[0] ?? null, 'general.luxury_level': 'LUXURIOUS',
    'financial.price': general.price.value, 'financial.vat_regime': true,
    'construction.year': technical.constructionYear, 'construction.condition': 'NEW', 'construction.type': 'CLOSED', 'construction.floors': def.topFloor + 1,
    'construction.roof': 'FLAT', 'construction.carpentry': 'ALUMINUM',
    'comfort.heating': 'HEAT_PUMP', 'comfort.glazing': 'TRIPLE', 'comfort.elevator': true, 'comfort.solar_panels': true,
    'layout.ground_area': estate.dimensions.areaGround, 'layout.parking_spaces': Math.round(unitCount * 0.22),
    'planning.permission': planning.buildingLicense, 'planning.subdivision_permit': planning.allocationLicense,
    'planning.pre_emption_right': planning.presaleRight, 'planning.as_built_certificate': planning.certificateAsBuilt,
    'planning.heritage_protected': planning.heritageProtected, 'planning.heritage_inventoried': planning.heritageInventoried,
    'planning.renovation_obligation': planning.renovationObligation, 'planning.most_recent_destination': planning.townPlanningValue,
    'planning.proceeding': null,
    'flood_information.parcel_score': flooding.floodingParcelScore, 'flood_information.building_score': flooding.floodingBuildingScore,
    'flood_information.flood_prone_area': flooding.floodingParcelScore ? 'NO' : 'UNKNOWN',
    'media.virtual_visit': estate.videos.find((video) => video.type.id === 2)?.link ?? null,
  };
}
