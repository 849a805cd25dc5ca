import { HEAD_TYPES, type HeadTypeCode, SUB_TYPES, type SubTypeDefinition } from '../../../../shared/domain/property-types';
import type { RawLocalized } from '../../../../shared/contract/raw/common';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import type { SeedContext } from './context';
import { buildEstate, type BuildDeps } from './estates-build';
import { salesRepsFor } from './estates-catalog';
import { type EstatePlan, pad, type SiteProfile, type StickerCode, t, type Text, weighted } from './estates-model';
import { buildProject, projectsOf } from './estates-projects';
import { MUNICIPALITIES, type Municipality } from './municipalities';
import type { Random } from './random';
import type { StatusCode } from '../../../../shared/contract/enums';

/**
 * The demo estates of both agencies: ~290 for Immo Scheldeland (Gent,
 * mostly Flanders) and ~140 for Ardennes Habitat (Durbuy, mostly Wallonia), project units
 * included. Ids run from 1001 across both sites. Only `ctx.random` and `ctx.today` vary the
 * output, so one context always gives the same estates.
 *
 * @example
 * const { estates, collections } = generateEstates({ random: createRandom(1), assets: new AssetRegistry(), today: '2026-11-21' });
 */

export interface SeededEstate {
  siteId: number;
  estate: RawEstate;
}

export interface SeededCollection {
  id: number;
  siteId: number;
  name: RawLocalized;
  description: RawLocalized;
  estateIds: number[];
}

export const FIRST_ESTATE_ID = 1001;

const SITES: readonly SiteProfile[] = [
  { id: 1, name: 'Immo Scheldeland', prefix: 'SCH', mailDomain: 'immo-scheldeland.be', standaloneCount: 238 },
  { id: 2, name: 'Ardennes Habitat', prefix: 'ARD', mailDomain: 'ardennes-habitat.be', standaloneCount: 102 },
];

const STATUS_SHARE: readonly (readonly [StatusCode, number])[] = [
  ['TO_RENT', 0.25],
  ['SOLD', 0.12],
  ['RENTED', 0.08],
  ['TAKE_OVER', 0.05],
  ['TAKEN_OVER', 0.05],
];

/** Province weights per site; the agency's home town weighs extra. */
const PROVINCE_WEIGHTS: Record<1 | 2, Record<string, number>> = {
  1: {
    'Oost-Vlaanderen': 10,
    'West-Vlaanderen': 5,
    Antwerpen: 4,
    'Vlaams-Brabant': 3,
    Limburg: 0.5,
    'Brussels Hoofdstedelijk Gewest': 2.5,
    'Waals-Brabant': 1.2,
    Henegouwen: 0.7,
  },
  2: {
    Luxemburg: 10,
    Namen: 8,
    Luik: 6,
    'Waals-Brabant': 0.8,
    Henegouwen: 0.8,
    Limburg: 2,
    'Vlaams-Brabant': 1.5,
    Antwerpen: 0.5,
    'Brussels Hoofdstedelijk Gewest': 0.5,
  },
};
const HOME_TOWN: Record<1 | 2, { id: number; weight: number }> = { 1: { id: 7, weight: 40 }, 2: { id: 74, weight: 30 } };

type StatusGroup = 'sale' | 'rent' | 'take';
const HEAD_WEIGHTS: Record<1 | 2, Record<StatusGroup, readonly (readonly [HeadTypeCode, number])[]>> = {
  1: {
    sale: [
      ['HOUSE', 46],
      ['APARTMENT', 28],
      ['PLOT', 10],
      ['COMMERCIAL', 8],
      ['GARAGE', 8],
    ],
    rent: [
      ['APARTMENT', 55],
      ['HOUSE', 25],
      ['GARAGE', 12],
      ['COMMERCIAL', 8],
    ],
    take: [
      ['COMMERCIAL', 80],
      ['HOUSE', 10],
      ['APARTMENT', 10],
    ],
  },
  2: {
    sale: [
      ['HOUSE', 58],
      ['APARTMENT', 12],
      ['PLOT', 18],
      ['COMMERCIAL', 6],
      ['GARAGE', 6],
    ],
    rent: [
      ['HOUSE', 45],
      ['APARTMENT', 35],
      ['GARAGE', 10],
      ['COMMERCIAL', 10],
    ],
    take: [
      ['COMMERCIAL', 80],
      ['HOUSE', 10],
      ['APARTMENT', 10],
    ],
  },
};

const SUBTYPE_WEIGHTS: Record<1 | 2, Record<string, number>> = {
  1: {
    HOUSE: 10,
    TERRACED_HOUSE: 16,
    SEMI_DETACHED_HOUSE: 14,
    DETACHED_HOUSE: 12,
    VILLA: 7,
    BUNGALOW: 5,
    TOWNHOUSE: 6,
    MANSION: 5,
    FARMHOUSE: 3,
    COTTAGE: 4,
    COUNTRY_HOUSE: 3,
    CASTLE: 1,
    CHALET: 1,
    MIXED_USE_BUILDING: 3,
    BUILDING_PLOT: 55,
    AGRICULTURAL_LAND: 12,
    FOREST: 8,
    MEADOW: 12,
    RECREATIONAL_PLOT: 6,
  },
  2: {
    HOUSE: 10,
    TERRACED_HOUSE: 6,
    SEMI_DETACHED_HOUSE: 9,
    DETACHED_HOUSE: 12,
    VILLA: 6,
    BUNGALOW: 6,
    TOWNHOUSE: 3,
    MANSION: 3,
    FARMHOUSE: 8,
    COTTAGE: 7,
    COUNTRY_HOUSE: 7,
    CASTLE: 2,
    CHALET: 8,
    MIXED_USE_BUILDING: 2,
    BUILDING_PLOT: 45,
    AGRICULTURAL_LAND: 12,
    FOREST: 15,
    MEADOW: 14,
    RECREATIONAL_PLOT: 12,
  },
};
const COMMON_SUBTYPE_WEIGHTS: Record<string, number> = {
  APARTMENT: 30,
  DUPLEX: 8,
  TRIPLEX: 2,
  LOFT: 5,
  PENTHOUSE: 6,
  STUDIO: 8,
  STUDENT_ROOM: 3,
  GROUND_FLOOR: 8,
  SERVICE_FLAT: 3,
  GARAGE_BOX: 45,
  CARPORT: 10,
  PARKING: 30,
  INDOOR_PARKING: 15,
  OFFICE: 14,
  RETAIL: 18,
  WAREHOUSE: 10,
  INDUSTRIAL_BUILDING: 6,
  HORECA: 14,
  PRACTICE: 8,
  COMMERCIAL_BUILDING: 8,
};

function statusGroup(status: StatusCode): StatusGroup {
  if (status === 'TO_RENT' || status === 'RENTED') return 'rent';
  return status === 'TAKE_OVER' || status === 'TAKEN_OVER' ? 'take' : 'sale';
}

/** Statuses by quota (so every status appears on every site), shuffled. */
function statusQuota(site: SiteProfile, random: Random): StatusCode[] {
  const count = site.standaloneCount;
  const list: StatusCode[] = [];
  for (const [status, share] of STATUS_SHARE) {
    // Site 2 hides TAKEN_OVER (settings.hiddenStatus [7]); it still needs enough of them to test that.
    const quota = Math.max(status === 'TAKEN_OVER' ? 4 : 2, Math.round(count * share));
    for (let i = 0; i < quota; i += 1) list.push(status);
  }
  while (list.length < count) list.push('FOR_SALE');
  return random.sample(list, list.length);
}

function pickSubType(site: SiteProfile, head: HeadTypeCode, status: StatusCode, random: Random): SubTypeDefinition {
  const options = SUB_TYPES.filter((entry) => entry.headType === head)
    // Student rooms are offered as investments only (rented ones would fall below the rent range); castles are not let.
    .filter((entry) => statusGroup(status) === 'sale' || (entry.code !== 'STUDENT_ROOM' && entry.code !== 'CASTLE'));
  return weighted(
    random,
    options.map((entry) => [entry, SUBTYPE_WEIGHTS[site.id][entry.code] ?? COMMON_SUBTYPE_WEIGHTS[entry.code] ?? 1] as const),
  );
}

function pickMunicipality(site: SiteProfile, random: Random): Municipality {
  const home = HOME_TOWN[site.id];
  return weighted(
    random,
    MUNICIPALITIES.map((m) => [m, m.id === home.id ? home.weight : (PROVINCE_WEIGHTS[site.id][m.province] ?? 0)] as const),
  );
}

const VIOLATIONS = [
  'Proces-verbaal van 2019 wegens het zonder vergunning bouwen van een veranda; regularisatie aangevraagd.',
  'Herstelvordering ingesteld voor een niet-vergunde dakkapel (2021).',
  'Bestuurlijke maatregel: stopzetting van een niet-vergunde functiewijziging naar handel (2022).',
];

function plansFor(site: SiteProfile, firstId: number, random: Random): EstatePlan[] {
  const plans = statusQuota(site, random).map((status, index): EstatePlan => {
    const head = weighted(random, HEAD_WEIGHTS[site.id][statusGroup(status)]);
    return {
      id: firstId + index,
      site,
      head,
      subType: pickSubType(site, head, status, random),
      status,
      municipality: pickMunicipality(site, random),
      alternate: random.chance(0.18),
      violation: null,
      sticker: null,
      unit: null,
    };
  });
  // Alternate-source estates must cover the visibility rules: a plot, rentals, Walloon ones.
  const ensureAlternate = (match: (plan: EstatePlan) => boolean, minimum: number) => {
    const matching = plans.filter(match);
    for (const plan of matching) {
      if (matching.filter((entry) => entry.alternate).length >= minimum) break;
      plan.alternate = true;
    }
  };
  ensureAlternate((plan) => plan.head === 'PLOT', 1);
  ensureAlternate((plan) => statusGroup(plan.status) === 'rent', 3);
  ensureAlternate((plan) => plan.municipality.region === 'WALLONIA', site.id === 2 ? 6 : 1);

  const violators = plans.filter((plan) => plan.municipality.region === 'FLANDERS' && plan.head === 'HOUSE' && statusGroup(plan.status) === 'sale');
  random.sample(violators, site.id === 1 ? 2 : 1).forEach((plan, index) => {
    plan.violation = VIOLATIONS[(site.id - 1) * 2 + index]!;
  });

  const active = plans.filter((plan) => plan.status === 'FOR_SALE' || plan.status === 'TO_RENT' || plan.status === 'TAKE_OVER');
  const stickered = random.sample(active, Math.round(plans.length * 0.15));
  const stickers: StickerCode[] = ['NEW', 'PRICE_DROP', 'OPEN_HOUSE', 'OPTION', 'EXCLUSIVE'];
  stickered.forEach((plan, index) => {
    // 2 (site 1) and 1 (site 2) white stickers with black text: the site treats those colours as unset.
    plan.sticker = index < (site.id === 1 ? 2 : 1) ? 'UNIQUE' : random.pick(stickers);
  });
  return plans;
}

interface CollectionDefinition {
  name: Text;
  description: Text;
  size: number;
  matches: (estate: RawEstate) => boolean;
  /** Newest first instead of a random choice. */
  newest?: boolean;
  /**
   * Also holds the newest estate with this status: a collection the agency made keeps an
   * estate taken over since, which a site that hides that status must leave out.
   */
  keeps?: RawEstate['general']['status'];
}

const isActive = (estate: RawEstate) => estate.general.status === 'FOR_SALE' || estate.general.status === 'TO_RENT';
const hasGarden = (estate: RawEstate) => estate.buildTechnicals.some((entry) => entry.criteria === 'Garden');

const NEW_LISTINGS: CollectionDefinition = {
  name: t('Nieuw in ons aanbod', 'Nouveautés', 'New listings', 'Neu im Angebot'),
  description: t(
    'Onze meest recente panden, pas op de markt.',
    'Nos biens les plus récents, fraîchement mis sur le marché.',
    'Our latest properties, just on the market.',
    'Unsere neuesten Immobilien, frisch auf dem Markt.',
  ),
  size: 16,
  matches: isActive,
  newest: true,
};
const WITH_GARDEN: CollectionDefinition = {
  name: t('Met tuin', 'Avec jardin', 'With a garden', 'Mit Garten'),
  description: t(
    'Woningen met een eigen tuin om van buiten te genieten.',
    'Des maisons avec jardin privatif pour profiter de l’extérieur.',
    'Homes with a private garden to enjoy the outdoors.',
    'Häuser mit eigenem Garten zum Genießen.',
  ),
  size: 20,
  matches: (estate) => isActive(estate) && hasGarden(estate),
};

const COLLECTIONS: Record<1 | 2, CollectionDefinition[]> = {
  1: [
    NEW_LISTINGS,
    WITH_GARDEN,
    {
      name: t('Instapklaar', 'Prêt à emménager', 'Move-in ready', 'Bezugsfertig'),
      description: t('Zonder werken meteen intrekken.', 'Emménagez sans travaux.', 'Move straight in, no works needed.', 'Sofort einziehen, ohne Arbeiten.'),
      size: 18,
      matches: (estate) => isActive(estate) && ['EXCELLENT_CONDITION', 'RENEWED', 'NEW'].includes(estate.technical.condition ?? ''),
    },
    {
      name: t('Investeringspanden', 'Biens d’investissement', 'Investment properties', 'Anlageimmobilien'),
      description: t(
        'Studio’s, studentenkamers en handelspanden met een goed rendement.',
        'Studios, kots et surfaces commerciales au bon rendement.',
        'Studios, student rooms and commercial units with a good yield.',
        'Studios, Studentenzimmer und Gewerbeflächen mit guter Rendite.',
      ),
      size: 14,
      matches: (estate) =>
        estate.general.status === 'FOR_SALE' &&
        [HEAD_TYPES.APARTMENT, HEAD_TYPES.COMMERCIAL].includes(estate.general.headType.id as 2 | 4) &&
        (estate.general.bedroomCount ?? 0) <= 1,
    },
  ],
  2: [
    { ...NEW_LISTINGS, keeps: 'TAKEN_OVER' },
    {
      name: t('Landelijk wonen', 'Vivre à la campagne', 'Country living', 'Wohnen auf dem Land'),
      description: t(
        'Hoeves, fermettes en chalets in het groen.',
        'Fermes, fermettes et chalets au vert.',
        'Farmhouses, cottages and chalets in the green.',
        'Bauernhäuser, Landhäuser und Chalets im Grünen.',
      ),
      size: 16,
      matches: (estate) =>
        isActive(estate) && estate.general.headType.id === HEAD_TYPES.HOUSE && estate.environments.some((env) => env === 'COUNTRYSIDE' || env === 'VILLAGE'),
    },
    WITH_GARDEN,
  ],
};

function collectionsFor(site: SiteProfile, estates: readonly RawEstate[], firstId: number, random: Random): SeededCollection[] {
  const candidates = estates.filter((estate) => estate.general.parentId === null);
  return COLLECTIONS[site.id].map((definition, index) => {
    let members = candidates.filter(definition.matches);
    if (members.length < 8) members = [...members, ...candidates.filter((estate) => isActive(estate) && !members.includes(estate))];
    const chosen = definition.newest
      ? [...members].sort((a, b) => b.general.publicationDate.localeCompare(a.general.publicationDate) || a.general.id - b.general.id).slice(0, definition.size)
      : random.sample(members, definition.size);
    const kept = definition.keeps
      ? [...candidates]
          .filter((estate) => estate.general.status === definition.keeps)
          .sort((a, b) => b.general.publicationDate.localeCompare(a.general.publicationDate))[0]
      : undefined;
    const estateIds = [...chosen, ...(kept ? [kept] : [])].map((estate) => estate.general.id).sort((a, b) => a - b);
    return { id: firstId + index, siteId: site.id, name: { ...definition.name }, description: { ...definition.description }, estateIds };
  });
}

/** Both sites' demo estates (project units included) and their collections. */
export function generateEstates(ctx: SeedContext): { estates: SeededEstate[]; collections: SeededCollection[] } {
  const estates: SeededEstate[] = [];
  const collections: SeededCollection[] = [];
  let nextId = FIRST_ESTATE_ID;
  for (const site of SITES) {
    const siteRandom = ctx.random.fork(`estates-site-${site.id}`);
    let counter = 0;
    const deps: BuildDeps = {
      today: ctx.today,
      assets: ctx.assets,
      reps: salesRepsFor(site, ctx.assets),
      reference: (publication) => `${site.prefix}-${publication.slice(0, 4)}-${pad((counter += 1), 4)}`,
    };
    const siteEstates: RawEstate[] = [];
    for (const plan of plansFor(site, nextId, siteRandom.fork('plans'))) {
      siteEstates.push(buildEstate(plan, deps, ctx.random.fork(`estate-${plan.id}`)).estate);
    }
    nextId += site.standaloneCount;
    for (const definition of projectsOf(site.id)) {
      const { project, units } = buildProject(definition, site, nextId, deps, ctx.random.fork(`project-${nextId}`));
      siteEstates.push(project, ...units.map((unit) => unit.estate));
      nextId += 1 + units.length;
    }
    const siteCollections = collectionsFor(site, siteEstates, collections.length + 1, siteRandom.fork('collections'));
    for (const collection of siteCollections) {
      for (const id of collection.estateIds) siteEstates.find((estate) => estate.general.id === id)!.collections.push(collection.id);
    }
    collections.push(...siteCollections);
    estates.push(...siteEstates.sort((a, b) => a.general.id - b.general.id).map((estate) => ({ siteId: site.id, estate })));
  }
  return { estates, collections };
}
