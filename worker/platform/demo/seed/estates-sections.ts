import type {
  RawBuildTechnical,
  RawCertificate,
  RawDimensions,
  RawEnergy,
  RawExtraField,
  RawKi,
  RawPlanning,
  RawRoom,
  RawTechnical,
} from '../../../../shared/contract/raw/estate';
import { addDays } from './context';
import { EXTRA_FIELDS } from './estates-catalog';
import { enumLabel, type EstatePlan, type EstateTraits, pad, t, type Text, weighted } from './estates-model';
import { energyLabelFor } from './estates-traits';
import type { Random } from './random';

/** Layout, dimensions, energy, planning, KI and the other detail sections of an estate. */

/**
 * The indexation coefficient of the cadastral income (KI) the demo's indexed incomes use: 2.1763,
 * that of assessment year 2024 of the property tax (income year 2024; assessment year 2025 of the
 * income tax), fiscusonweb.be's table read on 2026-11-28
 * (https://www.fiscusonweb.be/personenbelasting/onroerend-inkomen/indexatieco%C3%ABfficient). Not a later year's.
 */
export const KI_INDEX = 2.1763;

function room(id: number, floor: number, count: number, surface: number | null, comment: Text | null = null): Omit<RawRoom, 'sort'> {
  return { floor, value: { id, name: enumLabel('RoomType', String(id)) }, count, surface, comment, common: false };
}

/** Room lines over floors 0..n; bedroom (1) and bathroom (5) lines add up to the counts. */
export function buildLayout(plan: EstatePlan, traits: EstateTraits, random: Random): RawRoom[] {
  const rooms: Omit<RawRoom, 'sort'>[] = [];
  const living = traits.living ?? 0;
  const bedrooms = traits.bedrooms ?? 0;
  const bathrooms = traits.bathrooms ?? 0;
  const kitchenComment = traits.kitchen && random.chance(0.5) ? enumLabel('KitchenType', traits.kitchen) : null;
  if (plan.head === 'HOUSE') {
    const top = traits.levels - 1;
    rooms.push(
      room(13, 0, 1, random.int(5, 12)),
      room(2, 0, 1, Math.round((living * random.int(18, 26)) / 100)),
      room(3, 0, 1, random.int(10, 22), kitchenComment),
    );
    if (random.chance(0.5)) rooms.push(room(4, 0, 1, random.int(12, 22)));
    rooms.push(room(16, 0, 1, null));
    if (random.chance(0.5)) rooms.push(room(8, 0, 1, random.int(4, 9)));
    if (traits.garages > 0) rooms.push(room(6, 0, traits.garages, traits.garages * random.int(16, 22)));
    if (random.chance(0.15)) rooms.push(room(15, 0, 1, random.int(12, 25)));
    if (traits.terrace) rooms.push(room(10, 0, 1, traits.terrace));
    if (random.chance(0.3)) rooms.push(room(9, 0, 1, random.int(8, 30)));
    if (top >= 1) rooms.push(room(20, 1, 1, random.int(4, 10)));
    for (let i = 0; i < bedrooms; i += 1) rooms.push(room(1, top === 0 ? 0 : i < 4 || top === 1 ? 1 : 2, 1, random.int(9, 20)));
    for (let i = 0; i < bathrooms; i += 1) rooms.push(room(5, Math.min(top, 1), 1, random.int(5, 12)));
    if ((traits.toilets ?? 0) >= 2) rooms.push(room(16, Math.min(top, 1), (traits.toilets ?? 2) - 1, null));
    if (top >= 1 && random.chance(0.25)) rooms.push(room(18, 1, 1, random.int(4, 9)));
    if (top === 2 && bedrooms <= 4) rooms.push(room(11, 2, 1, random.int(20, 45)));
  } else if (plan.head === 'APARTMENT') {
    const floor = traits.floor ?? 0;
    const upper = traits.levels > 1 ? floor + 1 : floor;
    rooms.push(room(13, floor, 1, random.int(3, 8)), room(2, floor, 1, Math.round((living * random.int(28, 38)) / 100)));
    if (plan.subType.code !== 'STUDENT_ROOM') rooms.push(room(3, floor, 1, random.int(6, 14), kitchenComment));
    for (let i = 0; i < bedrooms; i += 1) rooms.push(room(1, upper, 1, random.int(9, 18)));
    for (let i = 0; i < Math.max(1, bathrooms); i += 1) rooms.push(room(5, i === 0 ? upper : floor, 1, random.int(4, 9)));
    if ((traits.toilets ?? 1) >= 2) rooms.push(room(16, floor, 1, null));
    if (traits.terrace) rooms.push(room(10, floor, 1, traits.terrace));
    if (random.chance(0.5))
      rooms.push({ ...room(9, 0, 1, random.int(3, 8), t('Kelderberging', 'Cave privative', 'Private cellar', 'Privatkeller')), common: false });
    if (traits.parkings > 0) rooms.push({ ...room(14, 0, traits.parkings, 12), common: true });
  } else if (plan.head === 'COMMERCIAL') {
    rooms.push(room(7, 0, random.int(1, 6), Math.round(living * 0.6)), room(12, 0, 1, Math.round(living * 0.15)), room(16, 0, traits.toilets ?? 1, null));
    if (traits.parkings > 0) rooms.push(room(14, 0, traits.parkings, traits.parkings * 12));
  } else if (plan.head === 'GARAGE') {
    const covered = plan.subType.code === 'GARAGE_BOX' || plan.subType.code === 'CARPORT';
    rooms.push(room(covered ? 6 : 14, 0, 1, living));
  }
  return rooms.map((line, index) => ({ ...line, sort: index + 1 }));
}

export function buildDimensions(plan: EstatePlan, traits: EstateTraits, random: Random): RawDimensions {
  const house = plan.head === 'HOUSE';
  const detailed = house && random.chance(0.6);
  const widthGround = detailed ? Math.round((traits.facadeWidth ?? 8) + random.int(0, 12)) : null;
  return {
    areaGround: traits.ground,
    areaBuild: traits.living,
    areaBuildable: plan.subType.code === 'BUILDING_PLOT' ? Math.round(((traits.ground ?? 0) * random.int(25, 40)) / 100) : null,
    widthHouse: detailed ? traits.facadeWidth : null,
    widthGround,
    depthHouse: detailed ? random.int(8, 15) : null,
    depthGround: detailed && widthGround ? Math.round((traits.ground ?? 0) / widthGround) : null,
    depthGroundFloor: detailed && random.chance(0.5) ? random.int(10, 17) : null,
    depthFloor: detailed && random.chance(0.5) ? random.int(8, 12) : null,
    commentArea:
      house && random.chance(0.08)
        ? t(
            'Oppervlaktes volgens plan, niet opgemeten.',
            'Surfaces selon plan, non mesurées.',
            'Areas taken from the plans, not measured.',
            'Flächen laut Plan, nicht vermessen.',
          )
        : null,
  };
}

/** A unique EPC code such as '20241015-0003456789-RES-1'. */
function epcCode(id: number, date: string, random: Random, kind: string): string {
  return `${date.replace(/-/g, '')}-${pad(id * 1733 + random.int(0, 999), 10)}-${kind}-1`;
}

export function buildEnergy(plan: EstatePlan, traits: EstateTraits, random: Random): { energy: RawEnergy; shared: RawEnergy | null; epcDate: string | null } {
  const epc = traits.epc;
  const known = epc !== null && epc >= 0;
  const epcDate = known ? addDays(traits.publication.slice(0, 10), -random.int(5, 700)) : null;
  const energy: RawEnergy = {
    epcValue: epc,
    epcValueTotal: known && traits.living ? Math.round(epc * traits.living) : null,
    epbReference: traits.newBuild ? `EPB-${plan.municipality.zip}-${pad(plan.id, 6)}` : null,
    epcReference: known ? epcCode(plan.id, epcDate!, random, plan.head === 'COMMERCIAL' ? 'NRES' : 'RES') : null,
    energyLabel: traits.label,
    customEpcLabel: null,
    eLevel: traits.newBuild ? random.int(18, 40) : null,
    kLevel: traits.newBuild ? random.int(20, 40) : null,
    co2: known ? Math.round((epc * random.int(17, 23)) / 100) : null,
  };
  let shared: RawEnergy | null = null;
  if (plan.head === 'APARTMENT' && (plan.unit !== null || random.chance(0.5))) {
    const value = plan.unit ? random.int(20, 55) : random.int(80, 420);
    shared = {
      epcValue: value,
      epcValueTotal: value * random.int(300, 1500),
      epbReference: null,
      epcReference: epcCode(plan.id + 500_000, epcDate ?? addDays(traits.publication.slice(0, 10), -30), random, 'GD'),
      energyLabel: energyLabelFor(plan.municipality.region, value),
      customEpcLabel: null,
      eLevel: null,
      kLevel: null,
      co2: Math.round(value * 0.2),
    };
  }
  return { energy, shared, epcDate };
}

export function buildKi(plan: EstatePlan, traits: EstateTraits, random: Random): RawKi {
  if (plan.head === 'PLOT' || plan.head === 'GARAGE' || plan.unit) return { indexed: null, nonIndexed: null, communityTax: null };
  const indexed = Math.min(3500, Math.max(400, Math.round(((traits.living ?? 100) * random.int(60, 110)) / 10)));
  return { indexed, nonIndexed: Math.round(indexed / KI_INDEX), communityTax: Math.round((indexed * random.int(38, 52)) / 100) };
}

/**
 * The zone of a demo listing outside Flanders: the nearest zone of its region's own plan
 * (shared/domain/destinations.ts) for the gewestplan zone drawn, so each region quotes its plan.
 */
const REGIONAL_ZONES: Record<'BRUSSELS' | 'WALLONIA', Record<string, string>> = {
  BRUSSELS: { WG: 'BH', WGL: 'BHPR', WUG: 'BHPR', AG: 'BAGR', BG: 'BFOR', RG: 'BSL', PG: 'BPARC', IGB: 'BIU', EG: 'BFM' },
  WALLONIA: { WUG: 'ZACC', IGB: 'ZAEI', EG: 'ZAEM' },
};

/** A gewestplan zone as the zone of the region's own plan (Wallonia's shares most of the gewestplan's codes). */
export function zoneOfRegion(region: string, zone: string): string {
  return region === 'BRUSSELS' || region === 'WALLONIA' ? (REGIONAL_ZONES[region][zone] ?? zone) : zone;
}

function zoningFor(plan: EstatePlan, random: Random): string {
  return zoneOfRegion(plan.municipality.region, gewestplanZone(plan, random));
}

function gewestplanZone(plan: EstatePlan, random: Random): string {
  const code = plan.subType.code;
  if (code === 'FARMHOUSE' || code === 'AGRICULTURAL_LAND' || code === 'MEADOW') return 'AG';
  if (code === 'FOREST') return 'BG';
  if (code === 'RECREATIONAL_PLOT' || code === 'CHALET') return 'RG';
  if (code === 'CASTLE') return 'PG';
  if (plan.head === 'COMMERCIAL') return ['WAREHOUSE', 'INDUSTRIAL_BUILDING'].includes(code) ? random.pick(['IGB', 'EG']) : random.pick(['WG', 'IGB', 'EG']);
  if (plan.head === 'APARTMENT' || plan.head === 'GARAGE') return 'WG';
  return weighted(random, [
    ['WG', 60],
    ['WGL', 25],
    ['WUG', 15],
  ] as const);
}

const PLANNING_KEYS = [
  'buildingLicense',
  'allocationLicense',
  'presaleRight',
  'certificateAsBuilt',
  'heritageProtected',
  'heritageInventoried',
  'renovationObligation',
  'townPlanningValue',
] as const;

export function buildPlanning(plan: EstatePlan, traits: EstateTraits, random: Random): RawPlanning {
  const year = traits.constructionYear;
  const plot = plan.head === 'PLOT';
  const old = year !== null && year < 1962;
  const planning: RawPlanning = {
    townPlanningValue: zoningFor(plan, random),
    townPlanningViolation: plan.violation,
    buildingLicense: plot
      ? weighted(random, [
          ['NO', 70],
          ['UNKNOWN', 20],
          ['PENDING', 10],
        ] as const)
      : old
        ? 'BEFORE_1962'
        : weighted(random, [
            ['YES', 85],
            ['UNKNOWN', 8],
            ['PENDING', 4],
            ['NO', 3],
          ] as const),
    allocationLicense:
      plan.subType.code === 'BUILDING_PLOT'
        ? weighted(random, [
            ['YES', 65],
            ['NO', 35],
          ] as const)
        : weighted(random, [
            ['NO', 80],
            ['YES', 14],
            ['UNKNOWN', 6],
          ] as const),
    presaleRight: weighted(random, [
      ['NO', 88],
      ['YES', 6],
      ['UNKNOWN', 6],
    ] as const),
    certificateAsBuilt:
      year !== null && year >= 2010
        ? 'YES'
        : weighted(random, [
            ['NO', 60],
            ['UNKNOWN', 40],
          ] as const),
    heritageProtected: plan.subType.code === 'CASTLE' && random.chance(0.5) ? 'YES' : 'NO',
    heritageInventoried: year !== null && year < 1930 && random.chance(0.45) ? 'YES' : 'NO',
    renovationObligation: plan.municipality.region === 'FLANDERS' && ['E', 'F', 'G'].includes(traits.label ?? '') ? 'YES' : 'NO',
    // Brussels ads state the planning information of CoBAT art. 275, or where it can be consulted (art. 281).
    ...(plan.municipality.region === 'BRUSSELS'
      ? {
          planningInformation:
            'Renseignements urbanistiques (CoBAT art. 275) consultables à l’agence · Stedenbouwkundige inlichtingen te raadplegen op het kantoor',
        }
      : {}),
  };
  if (plan.municipality.region === 'WALLONIA') {
    for (const key of random.sample(PLANNING_KEYS, random.int(3, 6))) planning[key] = null;
  }
  return planning;
}

export function buildTechnical(plan: EstatePlan, traits: EstateTraits, random: Random): RawTechnical {
  const built = plan.head !== 'PLOT' && plan.head !== 'GARAGE';
  const conformity = built
    ? traits.newBuild
      ? 'VALID'
      : weighted(random, [
          ['VALID', 70],
          ['INVALID', 30],
        ] as const)
    : null;
  return {
    constructionYear: traits.constructionYear,
    renovationYear: traits.renovationYear,
    buildingType: traits.constructionType,
    condition: traits.condition,
    newBuilding: traits.newBuild,
    available: traits.available,
    availableDate: traits.availableDate,
    furniture: traits.furnished,
    petsAllowed: traits.pets,
    monthlyCost: plan.head === 'APARTMENT' ? random.step(40, 250, 5) : null,
    directionGarden: traits.garden?.orientation ?? null,
    oLevelSensitivity: null,
    oLevelZone: null,
    certificateConformity: conformity,
    certificateElectricity:
      conformity === null
        ? null
        : conformity === 'VALID'
          ? 'OBTAINED'
          : weighted(random, [
              ['OBTAINED', 50],
              ['NOT_OBTAINED', 35],
              ['UNKNOWN', 15],
            ] as const),
    elevator: traits.elevator,
  };
}

export function buildTechnicals(traits: EstateTraits, random: Random): RawBuildTechnical[] {
  const list: RawBuildTechnical[] = [];
  const add = (criteria: string, value: string | null, comment: Text | null = null) => {
    if (value !== null) {
      enumLabel(criteria, value);
      list.push({ criteria, value, comment });
    }
  };
  const boiler = random.int(2012, 2024);
  add(
    'Heating',
    traits.heating,
    traits.heating === 'GAS' && random.chance(0.4)
      ? t(`Condensatieketel uit ${boiler}`, `Chaudière à condensation de ${boiler}`, `Condensing boiler (${boiler})`, `Brennwertkessel (${boiler})`)
      : null,
  );
  add('KitchenType', traits.kitchen);
  add('WindowGlazing', traits.glazing);
  add('RoofType', traits.roof);
  add('Carpentry', traits.carpentry);
  add('Garden', traits.garden?.kind ?? null);
  return list;
}

export function buildExtraFields(plan: EstatePlan, random: Random): RawExtraField[] {
  if (plan.unit || !random.chance(0.4)) return [];
  const fields: RawExtraField[] = [];
  if (random.chance(0.7)) {
    const text = random.pick([
      t('Rustige woonwijk', 'Quartier résidentiel calme', 'Quiet residential area', 'Ruhiges Wohngebiet'),
      t('Vlak bij het centrum', 'Proche du centre', 'Close to the centre', 'Zentrumsnah'),
      t('Landelijke ligging', 'Situation champêtre', 'Rural setting', 'Ländliche Lage'),
    ]);
    fields.push({ extra_field_autoid: EXTRA_FIELDS.SURROUNDINGS, type: 'TEXT', value: text.nl, value_lang_string: text });
  }
  if (random.chance(0.6))
    fields.push({ extra_field_autoid: EXTRA_FIELDS.STATION_DISTANCE, type: 'NUMBER', value: random.step(200, 4000, 50), value_lang_string: null });
  if (random.chance(0.4)) {
    fields.push({
      extra_field_autoid: EXTRA_FIELDS.REMARKS,
      type: 'BIGTEXT',
      value:
        'Bezoek enkel op afspraak. De verkoper wenst een vlotte verkoop; ' +
        'alle redelijke biedingen worden overwogen. Syndicuskosten en voorschotten worden bij de akte verrekend.',
      value_lang_string: null,
    });
  }
  if (random.chance(0.3)) fields.push({ extra_field_autoid: EXTRA_FIELDS.BUS_STOP, type: 'BOOLEAN', value: random.chance(0.7), value_lang_string: null });
  return fields;
}

/** Soil certificate (Flanders), asbestos inventory (pre-2001 buildings in Flanders), electrical inspection. */
export function buildCertificates(plan: EstatePlan, traits: EstateTraits, conformity: string | null, random: Random): RawCertificate[] {
  const list: RawCertificate[] = [];
  const published = traits.publication.slice(0, 10);
  const flemishSale = plan.municipality.region === 'FLANDERS' && !traits.rent;
  if (flemishSale) {
    list.push({
      type: 'SOIL_CERTIFICATE',
      value: random.pick(['Blanco bodemattest OVAM', 'Bodemattest OVAM: geen verontreiniging gekend']),
      date: addDays(published, -random.int(3, 90)),
    });
  }
  if (flemishSale && traits.constructionYear !== null && traits.constructionYear < 2001) {
    list.push({ type: 'ASBESTOS_INVENTORY', value: `AI-${published.slice(0, 4)}-${pad(plan.id * 13, 6)}`, date: addDays(published, -random.int(3, 180)) });
  }
  if (conformity !== null) list.push({ type: 'ELECTRICAL_INSPECTION', value: conformity, date: addDays(published, -random.int(30, 1500)) });
  return list;
}
