import type { Localized } from '../i18n/locales';
import type { RegionCode, StatusCode } from '../platform-api/enums';

/** The main data source, or the alternate (guid-bearing) one with its own transaction ids. */
export type EstateSource = 'main' | 'alternate';

export interface EstateAddress {
  street: Localized;
  number: string | null;
  box: string | null;
  visible: boolean;
  city: { id: number; name: Localized; zip: string; alias: Localized | null };
  countryId: string;
  region: RegionCode;
  geo: { lat: number; lon: number } | null;
}

export interface EstatePrice {
  value: number | null;
  total: number | null;
  /** Show 'Vanaf' / 'À partir de' … before the price (SPEC §9). */
  from: boolean;
  period: 'MONTH' | 'YEAR' | null;
  deposit: number | null;
  furniture: number | null;
  infrastructure: number | null;
  construction: number | null;
  ground: number | null;
  /** The price before it was last lowered, or null (the platform keeps it, issue 17). */
  previous: number | null;
  /** When the price last changed (ISO), or null. */
  changedAt: string | null;
  /** "Price on request": the agency does not publish the price (value is null). */
  hidden: boolean;
}

export interface Sticker {
  id: number;
  name: Localized;
  /** '#rrggbb', or null when unset (white background / black text count as unset, SPEC §9). */
  color: string | null;
  textColor: string | null;
}

export interface Picture {
  file: string;
  /** Falls back to the file when the platform has no thumbnail (SPEC §2). */
  thumbnail: string;
  index: number;
}

export interface Room {
  floor: number;
  typeId: number;
  name: Localized;
  count: number;
  surface: number | null;
  comment: Localized | null;
  common: boolean;
  sort: number;
}

export interface EnergyFacts {
  epcValue: number | null;
  epcValueTotal: number | null;
  epbReference: string | null;
  epcReference: string | null;
  energyLabel: string | null;
  customEpcLabel: string | null;
  eLevel: number | null;
  kLevel: number | null;
  co2: number | null;
}

export interface SalesRep {
  firstname: string;
  lastname: string;
  picture: string | null;
  mobile: string | null;
  phone: string | null;
  email: string | null;
  description: Localized | null;
}

export type AlternateValue = string | number | boolean | Localized | null;

/** An estate as the site uses it (reshaped from the platform's RawEstate). */
export interface Estate {
  id: number;
  parentId: number | null;
  isProject: boolean;
  source: EstateSource;
  guid: string | null;
  headTypeId: number;
  subType: { id: number; name: Localized };
  transaction: { id: number; name: Localized };
  status: StatusCode;
  title: Localized;
  description: Localized;
  shortDescription: Localized;
  price: EstatePrice;
  bedrooms: number | null;
  bathrooms: number | null;
  publicationDate: string;
  floor: number | null;
  floorId: number | null;
  entityNumber: string | null;
  reference: string;
  architect: string | null;
  sticker: Sticker | null;
  buildingName: string | null;
  address: EstateAddress;
  /** Sorted by index (SPEC §2). */
  pictures: Picture[];
  /** The first picture's file (SPEC §2), or null. */
  mainImage: string | null;
  general: {
    petsAllowed: boolean | null;
    asbestosInventory: boolean | null;
    certificateAsbestos: string | null;
    registrationCost: number | null;
    tax: number | null;
    notarySalary: number | null;
  };
  technical: Record<string, string | number | boolean | null>;
  dimensions: {
    areaGround: number | null;
    areaBuild: number | null;
    areaBuildable: number | null;
    widthHouse: number | null;
    widthGround: number | null;
    depthHouse: number | null;
    depthGround: number | null;
    depthGroundFloor: number | null;
    depthFloor: number | null;
    commentArea: Localized | null;
  };
  energy: EnergyFacts;
  energyShared: EnergyFacts | null;
  ki: { indexed: number | null; nonIndexed: number | null; communityTax: number | null };
  layout: Room[];
  facilities: { id: number; name: Localized }[];
  buildTechnicals: { criteria: string; value: string; comment: Localized | null }[];
  files: { type: string; link: string; comment: Localized | null }[];
  videos: { typeId: number; link: string }[];
  environments: string[];
  rentalOptions: { minimumDuration: number | null; charges: number | null; chargesIncluded: boolean } | null;
  extraFields: { id: number; type: string; value: string | number | boolean | null; text: Localized | null }[];
  certificates: { type: string; value: string | null; date: string | null }[];
  flooding: { buildingScore: string | null; parcelScore: string | null; floodProneArea?: string | null };
  planning: Record<string, string | null>;
  salesRep: SalesRep | null;
  collections: number[];
  children: number[];
  /** The legal mentions the agency must publish with the listing (issue 29), per language. */
  legalMentions?: Localized | null;
  /** Open-house dates (issue 29): ISO date-times. */
  openHomes?: { start: string; end: string }[];
  /** Alternate source only: dotted keys (SPEC §3). */
  fields: Record<string, AlternateValue>;
}

/**
 * The part of an estate a map pin, its popup and a detail address read: what the light
 * platform calls answer (RawEstateBrief, shared/platform-api/raw/estate.ts), reshaped.
 */
export type EstateBrief = Pick<Estate, 'id' | 'parentId' | 'isProject' | 'source' | 'headTypeId' | 'subType' | 'transaction' | 'status' | 'title' | 'publicationDate' | 'mainImage'> & {
  price: Pick<EstatePrice, 'value' | 'from' | 'period' | 'hidden'>;
  address: Pick<EstateAddress, 'street' | 'visible' | 'city' | 'geo'>;
};
