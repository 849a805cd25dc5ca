import { vatSplitOf } from '../../../../shared/domain/purchase-costs';
import { HEAD_TYPES } from '../../../../shared/domain/property-types';
import { ALTERNATE_TRANSACTION_IDS, MAIN_TRANSACTION_IDS } from '../../../../shared/contract/enums';
import type { RawEstate, RawEstateAddress, RawPrice, RawSalesRep } from '../../../../shared/contract/raw/estate';
import type { AssetRegistry } from './assets';
import { alternateFields } from './estates-alternate';
import { FACILITIES, stickerFor } from './estates-catalog';
import { agencyCostFigures } from './estates-costs';
import { buildFiles, buildPictures, buildVideos } from './estates-media';
import { enumLabel, type EstatePlan, type EstateTraits, pad, roundTo, t, type Text, uuidFrom } from './estates-model';
import {
  buildCertificates,
  buildDimensions,
  buildEnergy,
  buildExtraFields,
  buildKi,
  buildLayout,
  buildPlanning,
  buildTechnical,
  buildTechnicals,
} from './estates-sections';
import { listingTexts, streetFor } from './estates-text';
import { drawTraits } from './estates-traits';
import type { Municipality } from './municipalities';
import type { Random } from './random';

/** Assembles one RawEstate from its plan: traits first, then every section from them. */

export interface BuildDeps {
  today: string;
  assets: AssetRegistry;
  reps: readonly RawSalesRep[];
  /** The next reference of the site for an estate published at this date-time. */
  reference: (publication: string) => string;
}

/** Neighbourhood names some listings show instead of the municipality (city alias). */
const CITY_ALIASES: Record<string, Text> = {
  '1000': t('Brussel-Centrum', 'Bruxelles-Centre', 'Brussels city centre', 'Brüssel-Zentrum'),
  '1050': t('Elsene (Flagey)', 'Ixelles (Flagey)', 'Ixelles (Flagey)', 'Ixelles (Flagey)'),
  '1180': t('Ukkel (Fort Jaco)', 'Uccle (Fort Jaco)', 'Uccle (Fort Jaco)', 'Uccle (Fort Jaco)'),
  '1030': t('Schaarbeek (Josaphat)', 'Schaerbeek (Josaphat)', 'Schaerbeek (Josaphat)', 'Schaerbeek (Josaphat)'),
  '9000': t('Gent-Centrum', 'Gand-Centre', 'Ghent city centre', 'Gent-Zentrum'),
  '8300': t('Het Zoute', 'Le Zoute', 'Het Zoute', 'Het Zoute'),
  '1340': t('Louvain-la-Neuve', 'Louvain-la-Neuve', 'Louvain-la-Neuve', 'Louvain-la-Neuve'),
  '6940': t('Barvaux-sur-Ourthe', 'Barvaux-sur-Ourthe', 'Barvaux-sur-Ourthe', 'Barvaux-sur-Ourthe'),
};

const ARCHITECTS = ['Architectenbureau Vandeputte', 'B-architecten', 'Atelier d’architecture Lemaire', 'Studio Schelde Architecten', 'Bureau Dethier & Fils'];
const BUILDING_NAMES = [
  'Residentie Ter Linden',
  'Residentie Belvédère',
  'Résidence Les Érables',
  'Residentie Scheldezicht',
  'Résidence du Parc',
  'Residentie Kouter',
];

export function cityOf(municipality: Municipality, random: Random | null): RawEstateAddress['city'] {
  const alias = CITY_ALIASES[municipality.zip];
  return {
    id: municipality.id,
    name: {
      nl: municipality.nl,
      fr: municipality.fr,
      ...(municipality.en ? { en: municipality.en } : {}),
      ...(municipality.de ? { de: municipality.de } : {}),
    },
    zip: municipality.zip,
    alias: alias && random?.chance(0.4) ? { ...alias } : null,
  };
}

function buildAddress(plan: EstatePlan, random: Random): RawEstateAddress {
  const { municipality, unit } = plan;
  const street = unit ? { ...unit.street } : streetFor(municipality, random);
  const number = unit ? unit.number : `${random.int(1, 240)}${random.chance(0.08) ? random.pick(['A', 'B', 'C']) : ''}`;
  const box = unit
    ? unit.box
    : plan.head === 'APARTMENT'
      ? random.pick([pad(random.int(1, 6), 2) + pad(random.int(1, 4), 2), `B${random.int(1, 9)}`, `${random.int(1, 6)}.${random.int(1, 4)}`])
      : null;
  const visible = unit !== null || !random.chance(0.08);
  const blur = (value: number) => Math.round(value * 100) / 100;
  let geoLocation: RawEstateAddress['geoLocation'] = unit
    ? { ...unit.geo }
    : { lat: +(municipality.lat + (random.next() - 0.5) * 0.04).toFixed(6), lon: +(municipality.lon + (random.next() - 0.5) * 0.04).toFixed(6) };
  if (!visible) geoLocation = { lat: blur(geoLocation.lat), lon: blur(geoLocation.lon) };
  if (!unit && random.chance(0.03)) geoLocation = null;
  const lang = municipality.region === 'WALLONIA' ? 'fr' : 'nl';
  return {
    street,
    number,
    box,
    visible,
    city: cityOf(municipality, random),
    country: { id: 'BE' },
    region: municipality.region,
    geoLocation,
    street_address: visible ? `${street[lang]} ${number}${box ? ` ${lang === 'fr' ? 'bte' : 'bus'} ${box}` : ''}` : null,
  };
}

function buildPrice(plan: EstatePlan, traits: EstateTraits, random: Random): RawPrice {
  const value = !plan.unit && random.chance(0.04) ? null : traits.price;
  const mainNewBuild = value !== null && !traits.rent && traits.newBuild && !plan.alternate && (plan.head === 'HOUSE' || plan.head === 'APARTMENT');
  const groundValue = mainNewBuild ? roundTo((value * random.int(18, 32)) / 100, 1000) : null;
  const constructionValue = mainNewBuild ? value - groundValue! : null;
  return {
    value,
    totalPrice: mainNewBuild ? roundTo(groundValue! + constructionValue! * 1.21, 100) : null,
    priceFrom: false,
    period: traits.rent ? 'MONTH' : null,
    deposit: traits.rent && value !== null ? value * random.int(2, 3) : null,
    furnitureValue: !traits.rent && plan.municipality.coast && plan.head === 'APARTMENT' && random.chance(0.2) ? random.step(5000, 15000, 500) : null,
    infrastructureValue: null,
    constructionValue,
    groundValue,
  };
}

export interface BuiltEstate {
  estate: RawEstate;
  traits: EstateTraits;
}

export function buildEstate(plan: EstatePlan, deps: BuildDeps, random: Random): BuiltEstate {
  const traits = drawTraits(plan, random.fork('traits'), deps.today);
  const texts = listingTexts(plan, traits, random.fork('texts'));
  const r = random.fork('sections');
  const media = random.fork('media');
  const price = buildPrice(plan, traits, r);
  const ki = buildKi(plan, traits, r);
  const technical = buildTechnical(plan, traits, r);
  const { energy, shared, epcDate } = buildEnergy(plan, traits, r);
  const flemishSale = plan.municipality.region === 'FLANDERS' && !traits.rent;
  const asbestos = flemishSale && traits.constructionYear !== null ? traits.constructionYear < 2001 : null;
  const financial = !traits.rent && price.value !== null && !plan.unit && r.chance(0.6);
  const figures = financial
    ? agencyCostFigures(price.value!, plan.municipality.region, vatSplitOf(price.value!, price.groundValue, price.constructionValue, null, false))
    : null;
  const rep = r.chance(0.05) ? null : r.pick(deps.reps);
  const estate: RawEstate = {
    general: {
      id: plan.id,
      parentId: plan.unit?.projectId ?? null,
      project: false,
      guid: plan.alternate ? uuidFrom(random.fork('guid')) : null,
      headType: { id: HEAD_TYPES[plan.head] },
      subType: { id: plan.subType.id, name: enumLabel('SubType', plan.subType.code) },
      transaction: { id: (plan.alternate ? ALTERNATE_TRANSACTION_IDS : MAIN_TRANSACTION_IDS)[plan.status], name: enumLabel('Status', plan.status) },
      status: plan.status,
      // The demo's "option" sticker is a listing under option: labelled so on its card.
      ...(plan.sticker === 'OPTION' ? { underOption: true } : {}),
      ...texts,
      price,
      bedroomCount: traits.bedrooms,
      bathroomCount: traits.bathrooms,
      publicationDate: traits.publication,
      floor: plan.unit?.floor ?? null,
      floorId: plan.unit?.floorId ?? null,
      entityNumber: plan.unit?.entityNumber ?? null,
      reference: deps.reference(traits.publication),
      architect: traits.newBuild ? r.pick(ARCHITECTS) : null,
      sticker: plan.sticker ? stickerFor(plan.sticker) : null,
      buildingName: plan.unit?.buildingName ?? (plan.head === 'APARTMENT' && r.chance(0.3) ? r.pick(BUILDING_NAMES) : null),
      petsAllowed: traits.pets,
      asbestosInventory: asbestos,
      certificateAsbestos: asbestos ? `AI-${traits.publication.slice(0, 4)}-${pad(plan.id * 13, 6)}` : null,
      registrationCost: figures?.registration ?? null,
      tax: financial ? ki.communityTax : null,
      notarySalery: figures?.notary ?? null,
      address: buildAddress(plan, r),
    },
    technical,
    dimensions: buildDimensions(plan, traits, r),
    energy,
    energyShared: shared,
    ki,
    layout: buildLayout(plan, traits, r),
    facilities: traits.facilities.map((id) => ({ id, name: { ...FACILITIES[id]! } })),
    buildTechnicals: buildTechnicals(traits, r),
    files: buildFiles(plan.id, plan.head, energy.epcReference !== null, flemishSale, media),
    pictures: buildPictures(plan.id, plan.head, deps.assets, media, plan.unit ? [1, 4] : [3, 12]),
    videos: plan.unit ? [] : buildVideos(plan.head, media),
    environments: traits.environments,
    rentalOptions: traits.rent
      ? { minimumDuration: r.pick([12, 36, 108]), charges: plan.head === 'GARAGE' ? null : r.step(0, 150, 5), chargesIncluded: r.chance(0.3) }
      : null,
    extraFields: buildExtraFields(plan, r),
    certificates: buildCertificates(plan, traits, technical.certificateConformity, r),
    flooding: { floodingParcelScore: traits.floodParcel, floodingBuildingScore: traits.floodBuilding },
    planning: buildPlanning(plan, traits, r),
    salesRep: rep ? { ...rep, description: rep.description ? { ...rep.description } : null } : null,
    collections: [],
    children: [],
  };
  if (plan.alternate) estate.fields = alternateFields(plan, traits, estate, epcDate, random.fork('fields'));
  return { estate, traits };
}
