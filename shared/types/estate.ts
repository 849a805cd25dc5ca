import type { Localized } from '../i18n/locales';
import type { RawTranslation } from '../contract/listing-translations';
import type {
  RawBuildTechnical,
  RawCertificate,
  RawDimensions,
  RawEnergy,
  RawEstate,
  RawEstateAddress,
  RawEstateGeneral,
  RawFacility,
  RawFile,
  RawKi,
  RawRoom,
  RawSalesRep,
} from '../contract/raw/estate';

// Where the site reads a part of the platform's estate as it is (reshape/estate.ts copies it,
// or only turns -1 and missing values into null), its type is the wire type's.

/** The main data source, or the alternate (guid-bearing) one with its own transaction ids. */
export type EstateSource = 'main' | 'alternate';

export interface EstateAddress extends Pick<RawEstateAddress, 'street' | 'number' | 'box' | 'visible' | 'city' | 'region'> {
  countryId: string;
  geo: RawEstateAddress['geoLocation'];
}

export interface EstatePrice {
  value: number | null;
  total: number | null;
  /** Show 'Vanaf' / 'À partir de' … before the price. */
  from: boolean;
  period: 'MONTH' | 'YEAR' | null;
  deposit: number | null;
  furniture: number | null;
  infrastructure: number | null;
  construction: number | null;
  ground: number | null;
  /** The price before it was last lowered, or null (the platform keeps it). */
  previous: number | null;
  /** When the price last changed (ISO), or null. */
  changedAt: string | null;
  /** "Price on request": the agency does not publish the price (value is null). */
  hidden: boolean;
  /** Sold under the VAT regime: the price is before VAT (shared/domain/price.ts underVatRegime). */
  vat: boolean;
}

export interface Sticker {
  id: number;
  name: Localized;
  /** '#rrggbb', or null when unset (white background / black text count as unset). */
  color: string | null;
  textColor: string | null;
}

export interface Picture {
  file: string;
  /** Falls back to the file when the platform has no thumbnail. */
  thumbnail: string;
  index: number;
  /** What it shows, per language (its alt text); absent: the site names it after the listing. */
  description?: Localized | null;
}

/** A room line of the layout: its type's id and name instead of the platform's `value`. */
export interface Room extends Omit<RawRoom, 'value'> {
  typeId: number;
  name: Localized;
}

/** Unknown values (-1, missing) are null. */
export type EnergyFacts = RawEnergy;

export type SalesRep = RawSalesRep;

export type AlternateValue = string | number | boolean | Localized | null;

/** An estate as the site uses it (reshaped from the platform's RawEstate). */
export interface Estate
  extends Pick<
    RawEstateGeneral,
    | 'id'
    | 'guid'
    | 'subType'
    | 'transaction'
    | 'status'
    | 'title'
    | 'description'
    | 'shortDescription'
    | 'publicationDate'
    | 'floor'
    | 'floorId'
    | 'entityNumber'
    | 'reference'
    | 'architect'
    | 'buildingName'
  > {
  parentId: number | null;
  isProject: boolean;
  /** Still on the market, under option (RawEstateGeneral.underOption); absent: not. */
  underOption?: boolean;
  source: EstateSource;
  headTypeId: number;
  price: EstatePrice;
  bedrooms: number | null;
  bathrooms: number | null;
  sticker: Sticker | null;
  address: EstateAddress;
  /** Sorted by index. */
  pictures: Picture[];
  /** The first picture's file, or null. */
  mainImage: string | null;
  general: Pick<RawEstateGeneral, 'petsAllowed' | 'asbestosInventory' | 'certificateAsbestos' | 'registrationCost' | 'tax'> & {
    /** The platform's `notarySalery`. */
    notarySalary: number | null;
  };
  technical: Record<string, string | number | boolean | null>;
  dimensions: RawDimensions;
  energy: EnergyFacts;
  energyShared: EnergyFacts | null;
  ki: RawKi;
  layout: Room[];
  facilities: RawFacility[];
  buildTechnicals: RawBuildTechnical[];
  files: RawFile[];
  videos: { typeId: number; link: string }[];
  environments: string[];
  rentalOptions: RawEstate['rentalOptions'];
  extraFields: { id: number; type: string; value: string | number | boolean | null; text: Localized | null }[];
  certificates: RawCertificate[];
  flooding: { buildingScore: string | null; parcelScore: string | null; floodProneArea?: string | null };
  planning: Record<string, string | null>;
  salesRep: SalesRep | null;
  collections: number[];
  children: number[];
  /** The legal mentions the agency must publish with the listing, per language. */
  legalMentions?: Localized | null;
  /** Open-house dates: ISO date-times. */
  openHomes?: { start: string; end: string }[];
  /** Alternate source only: dotted keys. */
  fields: Record<string, AlternateValue>;
  /** Its title and description in languages the agency did not write, made when it was written (shared/domain/listing-text.ts reads them). */
  translated?: RawTranslation[];
}

/**
 * The part of an estate a map pin, its popup and a detail address read: what the light
 * platform calls answer (RawEstateBrief, shared/contract/raw/estate.ts), reshaped.
 */
export type EstateBrief = Pick<
  Estate,
  'id' | 'parentId' | 'isProject' | 'source' | 'headTypeId' | 'subType' | 'transaction' | 'status' | 'title' | 'publicationDate' | 'mainImage'
> & {
  price: Pick<EstatePrice, 'value' | 'from' | 'period' | 'hidden' | 'vat'>;
  address: Pick<EstateAddress, 'street' | 'visible' | 'city' | 'geo'>;
};
