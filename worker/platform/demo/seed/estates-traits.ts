import { addDays } from './context';
import { clamp, type EstatePlan, type EstateTraits, pad, roundTo, weighted } from './estates-model';
import type { Municipality, Region } from './municipalities';
import type { Random } from './random';

/**
 * Draws the facts of one estate (size, rooms, condition, energy, price…) so that every
 * section built from them agrees: prices follow size, region and condition; EPC follows
 * condition; the label follows the region's EPC bands.
 */

type Range = readonly [number, number];

const LIVING: Record<string, Range> = {
  HOUSE: [100, 220],
  TERRACED_HOUSE: [95, 180],
  SEMI_DETACHED_HOUSE: [130, 230],
  DETACHED_HOUSE: [150, 300],
  VILLA: [200, 450],
  BUNGALOW: [90, 170],
  CASTLE: [380, 450],
  FARMHOUSE: [180, 350],
  COTTAGE: [110, 200],
  TOWNHOUSE: [120, 240],
  MANSION: [220, 420],
  COUNTRY_HOUSE: [180, 350],
  CHALET: [55, 110],
  MIXED_USE_BUILDING: [160, 320],
  APARTMENT: [65, 130],
  DUPLEX: [100, 170],
  TRIPLEX: [140, 200],
  LOFT: [90, 200],
  PENTHOUSE: [120, 220],
  STUDIO: [35, 50],
  STUDENT_ROOM: [16, 28],
  GROUND_FLOOR: [70, 130],
  SERVICE_FLAT: [45, 75],
  OFFICE: [80, 600],
  RETAIL: [60, 400],
  WAREHOUSE: [300, 1500],
  INDUSTRIAL_BUILDING: [500, 2000],
  HORECA: [100, 400],
  PRACTICE: [60, 200],
  COMMERCIAL_BUILDING: [200, 1000],
  GARAGE_BOX: [14, 35],
  CARPORT: [15, 30],
  PARKING: [12, 15],
  INDOOR_PARKING: [12, 18],
};

const GROUND: Record<string, Range> = {
  HOUSE: [200, 700],
  TERRACED_HOUSE: [150, 350],
  SEMI_DETACHED_HOUSE: [300, 800],
  DETACHED_HOUSE: [500, 1400],
  VILLA: [900, 2500],
  BUNGALOW: [450, 1200],
  CASTLE: [1800, 2500],
  FARMHOUSE: [1500, 2500],
  COTTAGE: [600, 2000],
  TOWNHOUSE: [150, 300],
  MANSION: [200, 600],
  COUNTRY_HOUSE: [1000, 2500],
  CHALET: [300, 1200],
  MIXED_USE_BUILDING: [150, 500],
  BUILDING_PLOT: [300, 1200],
  AGRICULTURAL_LAND: [5000, 40000],
  FOREST: [10000, 60000],
  MEADOW: [3000, 20000],
  RECREATIONAL_PLOT: [1000, 5000],
  WAREHOUSE: [800, 4000],
  INDUSTRIAL_BUILDING: [1500, 6000],
  COMMERCIAL_BUILDING: [300, 1500],
};

/** € per m² of land for plots, per subtype. */
const LAND_PRICE: Record<string, Range> = {
  BUILDING_PLOT: [180, 420],
  AGRICULTURAL_LAND: [4, 8],
  FOREST: [2, 4],
  MEADOW: [4, 7],
  RECREATIONAL_PLOT: [20, 45],
};

const CONDITION_FACTOR: Record<string, number> = {
  TO_RENOVATE: 0.72,
  TO_FRESHEN_UP: 0.86,
  GOOD_CONDITION: 1,
  EXCELLENT_CONDITION: 1.1,
  RENEWED: 1.12,
  NEW: 1.2,
};

const BIG_HOUSES = new Set(['VILLA', 'CASTLE', 'MANSION', 'FARMHOUSE', 'COUNTRY_HOUSE']);

function between(random: Random, [min, max]: Range): number {
  return random.int(min, max);
}

function pricePerM2(head: string, municipality: Municipality, random: Random): number {
  const flemish = municipality.region === 'FLANDERS';
  if (head === 'APARTMENT') {
    if (municipality.coast) return random.int(4000, 6000);
    if (municipality.region === 'BRUSSELS') return random.int(3200, 4500);
    return flemish ? random.int(2800, 3800) : random.int(2000, 2800);
  }
  if (municipality.coast) return random.int(3200, 4200);
  if (municipality.region === 'BRUSSELS') return random.int(3500, 4500);
  if (flemish) return random.int(2300, 3200);
  return municipality.ardennes ? random.int(1500, 2200) : random.int(1800, 2600);
}

function pricePerM2Mid(municipality: Municipality): number {
  if (municipality.coast) return 5000;
  if (municipality.region === 'BRUSSELS') return 3850;
  return municipality.region === 'FLANDERS' ? 3300 : 2400;
}

function salePrice(plan: EstatePlan, traits: Pick<EstateTraits, 'living' | 'ground' | 'condition'>, random: Random): number {
  const { head, municipality, subType } = plan;
  const factor = CONDITION_FACTOR[traits.condition ?? 'GOOD_CONDITION'] ?? 1;
  const living = traits.living ?? 0;
  const ground = traits.ground ?? 0;
  switch (head) {
    case 'HOUSE': {
      const land = Math.min(ground, 1200) * (municipality.region === 'WALLONIA' ? random.int(40, 90) : random.int(90, 180));
      return roundTo(clamp(living * pricePerM2(head, municipality, random) * factor + land, 185_000, 950_000), 5000);
    }
    case 'APARTMENT': {
      if (subType.code === 'STUDENT_ROOM') return random.step(150_000, 190_000, 5000);
      // Units of one project share a price level, with a premium per floor.
      const perM2 = plan.unit
        ? (pricePerM2Mid(municipality) * (1 + plan.unit.floor * 0.015) * random.int(97, 103)) / 100
        : pricePerM2(head, municipality, random);
      return roundTo(clamp(living * perM2 * factor, 150_000, 650_000), 5000);
    }
    case 'PLOT':
      return roundTo(clamp(ground * between(random, LAND_PRICE[subType.code] ?? [100, 200]), 45_000, 350_000), 5000);
    case 'GARAGE': {
      const base = municipality.coast || municipality.region === 'BRUSSELS' ? 28_000 : 15_000;
      return random.step(base, base + (subType.code === 'GARAGE_BOX' || subType.code === 'INDOOR_PARKING' ? 17_000 : 8_000), 5000);
    }
    default:
      return roundTo(clamp(living * random.int(900, 2400) * factor, 180_000, 1_200_000), 5000);
  }
}

function monthlyRent(plan: EstatePlan, living: number, condition: string | null, random: Random): number {
  if (plan.head === 'GARAGE') return random.step(60, 150, 5);
  const premium = (plan.municipality.coast || plan.municipality.region === 'BRUSSELS' ? 1.2 : 1) * (CONDITION_FACTOR[condition ?? 'GOOD_CONDITION'] ?? 1);
  const perM2 = plan.head === 'COMMERCIAL' ? random.int(6, 11) : random.int(9, 13);
  return roundTo(clamp(living * perM2 * premium, 650, 2400), 25);
}

function drawCondition(plan: EstatePlan, random: Random): string | null {
  if (plan.head === 'PLOT' || plan.head === 'GARAGE') return null;
  if (plan.unit) return 'NEW';
  return weighted(random, [
    ['TO_RENOVATE', 12],
    ['TO_FRESHEN_UP', 18],
    ['GOOD_CONDITION', 34],
    ['EXCELLENT_CONDITION', 15],
    ['RENEWED', 13],
    ['NEW', 8],
  ] as const);
}

function drawEpc(condition: string, newBuild: boolean, random: Random): number {
  if (newBuild) return random.int(15, 60);
  if (random.chance(0.025)) return -1;
  switch (condition) {
    case 'RENEWED':
      return random.int(60, 200);
    case 'EXCELLENT_CONDITION':
      return random.int(80, 250);
    case 'GOOD_CONDITION':
      return random.int(150, 400);
    case 'TO_FRESHEN_UP':
      return random.int(250, 550);
    default:
      return random.chance(0.18) ? random.int(705, 890) : random.int(380, 650);
  }
}

const BANDS: Record<Region, readonly (readonly [number, string])[]> = {
  // Flemish EPC: A+ below 0, A up to 100, then every 100 kWh/m² a letter; F above 500 (the scale has no G).
  FLANDERS: [
    [-0.5, 'A_PLUS'],
    [100, 'A'],
    [200, 'B'],
    [300, 'C'],
    [400, 'D'],
    [500, 'E'],
    [Number.POSITIVE_INFINITY, 'F'],
  ],
  // Walloon PEB classes.
  WALLONIA: [
    [0, 'A_PLUS_PLUS'],
    [45, 'A_PLUS'],
    [85, 'A'],
    [170, 'B'],
    [255, 'C'],
    [340, 'D'],
    [425, 'E'],
    [510, 'F'],
  ],
  // Brussels PEB classes.
  BRUSSELS: [
    [45, 'A'],
    [95, 'B'],
    [150, 'C'],
    [210, 'D'],
    [275, 'E'],
    [345, 'F'],
  ],
};

/** The energy label for an EPC value under the region's bands; null when unknown (-1). */
export function energyLabelFor(region: Region, epc: number | null): string | null {
  if (epc === null || epc === -1) return null;
  return BANDS[region].find(([limit]) => epc <= limit)?.[1] ?? 'G';
}

function drawFlooding(region: Region, random: Random): [string | null, string | null] {
  if (region === 'BRUSSELS' || (region === 'WALLONIA' && !random.chance(0.15))) return [null, null];
  const parcel = weighted(random, [
    ['A', 68],
    ['B', 18],
    ['C', 9],
    ['D', 5],
  ] as const);
  const building = parcel === 'A' || random.chance(0.5) ? parcel : String.fromCharCode(parcel.charCodeAt(0) - 1);
  return [parcel, building];
}

function drawRooms(plan: EstatePlan, living: number, random: Random): Pick<EstateTraits, 'bedrooms' | 'bathrooms' | 'toilets'> {
  const code = plan.subType.code;
  if (plan.head === 'HOUSE') {
    let bedrooms = clamp(Math.round(living / 48) + random.int(-1, 1), code === 'BUNGALOW' ? 1 : 2, 5);
    if (BIG_HOUSES.has(code) && living > 250 && random.chance(0.45)) bedrooms = random.int(6, 7);
    if (code === 'CHALET') bedrooms = random.int(1, 3);
    return { bedrooms, bathrooms: 1 + (bedrooms >= 4 ? 1 : 0) + (bedrooms >= 6 ? 1 : 0), toilets: bedrooms >= 3 ? 2 : 1 };
  }
  if (plan.head === 'APARTMENT') {
    const ranges: Record<string, Range> = {
      STUDIO: [0, 0],
      STUDENT_ROOM: [0, 0],
      SERVICE_FLAT: [1, 1],
      LOFT: [1, 2],
      DUPLEX: [2, 3],
      TRIPLEX: [3, 4],
      PENTHOUSE: [2, 4],
    };
    const bedrooms = ranges[code] ? between(random, ranges[code]!) : clamp(Math.round(living / 38) + random.int(-1, 0), 1, 3);
    return { bedrooms, bathrooms: bedrooms >= 3 || code === 'PENTHOUSE' ? 2 : 1, toilets: bedrooms >= 2 ? 2 : 1 };
  }
  if (plan.head === 'COMMERCIAL') return { bedrooms: null, bathrooms: null, toilets: living > 300 ? 3 : 1 };
  return { bedrooms: null, bathrooms: null, toilets: null };
}

function constructionYears(condition: string | null, code: string, year: number, random: Random): [number | null, number | null] {
  if (condition === null) return [null, null];
  if (condition === 'NEW') return [year - random.int(0, 1), null];
  if (code === 'CASTLE') return [random.int(1650, 1890), random.chance(0.6) ? random.int(1990, year - 2) : null];
  if (condition === 'RENEWED') return [random.int(1900, 1985), random.int(2012, year - 1)];
  if (condition === 'TO_RENOVATE') return [random.int(1890, 1975), null];
  const built = random.int(1930, 2018);
  return [built, built < 1990 && random.chance(0.3) ? random.int(1995, year - 3) : null];
}

function drawHeating(plan: EstatePlan, newBuild: boolean, random: Random): string {
  if (newBuild)
    return weighted(random, [
      ['HEAT_PUMP', 70],
      ['GAS', 22],
      ['SOLAR', 8],
    ] as const);
  if (plan.head === 'APARTMENT')
    return weighted(random, [
      ['GAS', 70],
      ['ELECTRICITY', 12],
      ['HEAT_ACCUMULATION', 8],
      ['CENTRAL_VENTILATION', 5],
      ['OIL', 5],
    ] as const);
  if (plan.municipality.region === 'WALLONIA') {
    return weighted(random, [
      ['OIL', 40],
      ['GAS', 22],
      ['WOOD', 10],
      ['PELLET', 10],
      ['PROPANE_GAS', 8],
      ['ELECTRICITY', 6],
      ['COAL', 2],
      ['GAS_HEATERS', 2],
    ] as const);
  }
  return weighted(random, [
    ['GAS', 60],
    ['OIL', 20],
    ['HEAT_PUMP', 8],
    ['ELECTRICITY', 5],
    ['GAS_HEATERS', 4],
    ['PELLET', 3],
  ] as const);
}

function drawEnvironments(plan: EstatePlan, random: Random): string[] {
  const { municipality, head } = plan;
  const list: string[] = [];
  if (municipality.coast) list.push('SEA_BEACH_DUNE');
  if (head === 'COMMERCIAL' && random.chance(0.5)) list.push(random.pick(['CRAFT_INDUSTRY', 'INDUSTRIAL']));
  if (municipality.ardennes || plan.subType.code === 'FARMHOUSE' || head === 'PLOT') list.push(random.pick(['COUNTRYSIDE', 'VILLAGE']));
  else list.push(random.pick(['TOWN', 'RESIDENTIAL', 'SUBURBAN_AREA', 'TOWN', 'VILLAGE']));
  return [...new Set(list)];
}

const ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The facts of one estate; `today` only places dates. */
export function drawTraits(plan: EstatePlan, random: Random, today: string): EstateTraits {
  const { head, subType, municipality, status } = plan;
  const code = subType.code;
  const year = Number(today.slice(0, 4));
  const rent = status === 'TO_RENT' || status === 'RENTED';
  const condition = drawCondition(plan, random);
  // Project units are new builds (parking spaces included) delivered next year.
  const newBuild = condition === 'NEW' || plan.unit !== null;
  const [constructionYear, renovationYear] = plan.unit
    ? plan.unit.renovation
      ? [random.int(1880, 1930), year + 1]
      : [year + 1, null]
    : constructionYears(condition, code, year, random);
  const living = LIVING[code] ? between(random, LIVING[code]!) : null;
  const ground = GROUND[code] ? between(random, GROUND[code]!) : null;
  const rooms = drawRooms(plan, living ?? 0, random);
  const dwelling = head === 'HOUSE' || head === 'APARTMENT';

  let floor: number | null = null;
  let buildingFloors: number | null = null;
  if (plan.unit) {
    floor = plan.unit.floor;
    buildingFloors = plan.unit.topFloor + 1;
  } else if (head === 'APARTMENT') {
    buildingFloors = random.int(3, code === 'PENTHOUSE' ? 9 : 7);
    floor = code === 'GROUND_FLOOR' ? 0 : code === 'PENTHOUSE' ? buildingFloors - 1 : random.int(1, buildingFloors - 2);
  }
  const levels = code === 'TRIPLEX' ? 3 : code === 'DUPLEX' ? 2 : head === 'HOUSE' ? (code === 'BUNGALOW' || code === 'CHALET' ? 1 : random.int(2, 3)) : 1;

  const gardenAllowed = head === 'HOUSE' || code === 'GROUND_FLOOR' || (code === 'APARTMENT' && floor === 0);
  const garden =
    gardenAllowed && (head === 'HOUSE' ? random.chance(0.9) : true)
      ? {
          orientation: random.pick(ORIENTATIONS),
          kind: weighted(random, [
            ['FULLY_LANDSCAPED', 55],
            ['ONLY_LAWN', 35],
            ['NOT_CONSTRUCTED', 10],
          ] as const),
        }
      : null;
  const terraceLikely = head === 'APARTMENT' ? code !== 'STUDENT_ROOM' && random.chance(0.8) : head === 'HOUSE' && random.chance(0.6);
  const terrace = terraceLikely ? random.int(code === 'PENTHOUSE' ? 25 : 6, code === 'PENTHOUSE' ? 80 : 30) : null;
  const garages =
    head === 'HOUSE' ? (code === 'TERRACED_HOUSE' || code === 'TOWNHOUSE' ? (random.chance(0.3) ? 1 : 0) : random.int(0, BIG_HOUSES.has(code) ? 3 : 2)) : 0;
  const parkings = head === 'APARTMENT' && random.chance(0.35) ? 1 : head === 'COMMERCIAL' ? random.int(0, 8) : 0;

  let epc: number | null = null;
  if (condition !== null) epc = drawEpc(condition, newBuild, random);
  const facilities = drawFacilities(plan, newBuild, random);
  const heating = condition === null ? null : drawHeating(plan, newBuild, random);
  if (heating === 'HEAT_PUMP') facilities.push(3);
  facilities.sort((a, b) => a - b);

  const traitsForPrice = { living, ground, condition };
  const price = rent ? monthlyRent(plan, living ?? 60, condition, random) : salePrice(plan, traitsForPrice, random);
  const luxury = price > (rent ? 1800 : 600_000) || code === 'CASTLE' ? 'LUXURIOUS' : condition === 'TO_RENOVATE' ? 'MODEST' : 'AVERAGE';
  const [floodParcel, floodBuilding] = drawFlooding(municipality.region, random);
  const available = plan.unit
    ? 'DELIVERY'
    : rent
      ? weighted(random, [
          ['IMMEDIATE', 45],
          ['AFTER_NOTICE_PERIOD', 35],
          ['TBD', 20],
        ] as const)
      : weighted(random, [
          ['DEED', 60],
          ['IMMEDIATE', 15],
          ['TBD', 12],
          ['AFTER_NOTICE_PERIOD', 8],
          ['UNKNWON', 5],
        ] as const);
  const availableDate =
    available === 'DELIVERY'
      ? addDays(today, plan.unit?.deliveryDays ?? 365)
      : available === 'AFTER_NOTICE_PERIOD' || (rent && available === 'IMMEDIATE' && random.chance(0.5))
        ? addDays(today, random.int(10, 120))
        : null;

  return {
    condition,
    constructionYear,
    renovationYear,
    newBuild,
    ...rooms,
    living,
    ground: head === 'APARTMENT' || (head === 'COMMERCIAL' && ground === null) ? null : ground,
    levels,
    floor,
    buildingFloors,
    garden,
    terrace,
    garages,
    parkings,
    elevator: head === 'APARTMENT' ? (buildingFloors ?? 0) >= 4 || newBuild || random.chance(0.4) : null,
    furnished: rent ? random.chance(code === 'STUDIO' ? 0.6 : 0.12) : null,
    pets: rent ? random.chance(0.45) : null,
    constructionType: head === 'HOUSE' ? constructionTypeFor(code, random) : head === 'APARTMENT' ? 'CLOSED' : null,
    heating,
    kitchen: condition === null || head === 'COMMERCIAL' ? null : kitchenFor(condition, random),
    glazing: condition === null ? null : newBuild ? 'TRIPLE' : condition === 'TO_RENOVATE' && random.chance(0.6) ? 'SINGLE' : 'DOUBLE',
    roof: dwelling && !plan.unit ? roofFor(code, newBuild, random) : plan.unit ? 'FLAT' : null,
    carpentry:
      condition === null
        ? null
        : weighted(random, [
            ['PLASTIC', 45],
            ['ALUMINUM', 35],
            ['WOOD', 20],
          ] as const),
    facilities,
    epc,
    label: energyLabelFor(municipality.region, epc),
    luxury,
    environments: drawEnvironments(plan, random),
    price,
    rent,
    facadeWidth: head === 'HOUSE' ? random.int(5, 14) + random.int(0, 9) / 10 : null,
    publication: `${addDays(today, -random.int(1, 547))}T${pad(random.int(7, 19), 2)}:${pad(random.int(0, 59), 2)}:00.000Z`,
    available,
    availableDate,
    floodParcel,
    floodBuilding,
  };
}

function constructionTypeFor(code: string, random: Random): string {
  if (code === 'TERRACED_HOUSE' || code === 'TOWNHOUSE' || code === 'MANSION' || code === 'MIXED_USE_BUILDING') return 'CLOSED';
  if (code === 'SEMI_DETACHED_HOUSE') return 'HALF_OPEN';
  if (code === 'HOUSE') return random.pick(['OPEN', 'HALF_OPEN', 'CLOSED']);
  return 'OPEN';
}

function kitchenFor(condition: string, random: Random): string {
  if (condition === 'NEW' || condition === 'RENEWED') return random.pick(['HYPER_EQUIPPED', 'AMERICAN_HYPER_EQUIPPED', 'EQUIPPED', 'AMERICAN_EQUIPPED']);
  if (condition === 'TO_RENOVATE') return random.pick(['NOT_EQUIPPED', 'SEMI_EQUIPPED', 'AMERICAN_NOT_EQUIPPED']);
  return random.pick(['EQUIPPED', 'SEMI_EQUIPPED', 'AMERICAN_SEMI_EQUIPPED', 'EQUIPPED']);
}

function roofFor(code: string, newBuild: boolean, random: Random): string {
  if (newBuild) return random.pick(['FLAT', 'SADDLEBACK']);
  if (code === 'BUNGALOW') return 'HIPPED';
  if (code === 'MANSION') return random.pick(['KERB', 'SADDLEBACK']);
  return weighted(random, [
    ['SADDLEBACK', 70],
    ['LEAN_TO', 10],
    ['HIPPED', 10],
    ['FLAT', 10],
  ] as const);
}

function drawFacilities(plan: EstatePlan, newBuild: boolean, random: Random): number[] {
  if (plan.head === 'PLOT' || plan.head === 'GARAGE') return [];
  const odds: (readonly [number, number])[] = [
    [1, 0.25],
    [2, newBuild ? 0.7 : 0.3],
    [4, newBuild ? 0.5 : 0.12],
    [5, 0.35],
    [7, plan.head === 'HOUSE' ? 0.2 : 0],
    [8, 0.1],
    [9, plan.head === 'HOUSE' ? 0.4 : 0],
    [10, 0.3],
    [11, newBuild ? 0.3 : 0.05],
    [13, newBuild ? 0.8 : 0.08],
    [14, plan.head === 'APARTMENT' ? 0.3 : 0],
    [15, plan.subType.code === 'SERVICE_FLAT' ? 1 : 0.04],
    [6, plan.subType.code === 'VILLA' || plan.subType.code === 'CASTLE' ? 0.5 : 0],
    [12, plan.subType.code === 'VILLA' ? 0.25 : 0],
  ];
  return odds.filter(([, p]) => random.chance(p)).map(([id]) => id);
}
