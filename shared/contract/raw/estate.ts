import type { RegionCode, StatusCode } from '../enums';
import type { RawLocalized } from './common';
import type { RawCertificate, RawEnergy, RawFlooding, RawKi, RawPlanning } from './estate-legal';
import type { RawTranslation } from '../listing-translations';

export type { RawCertificate, RawEnergy, RawFlooding, RawKi, RawPlanning } from './estate-legal';

export interface RawEstateAddress {
  street: RawLocalized;
  number: string | null;
  box: string | null;
  /** false: the agency does not publish the address (no street, no exact marker). */
  visible: boolean;
  city: { id: number; name: RawLocalized; zip: string; alias: RawLocalized | null };
  country: { id: string };
  region: RegionCode;
  geoLocation: { lat: number; lon: number } | null;
  street_address?: string | null;
}

export interface RawPrice {
  value: number | null;
  totalPrice: number | null;
  /** Projects and ranges: shown as 'Vanaf € …'. */
  priceFrom: boolean;
  /** For rent: 'MONTH'. */
  period: 'MONTH' | 'YEAR' | null;
  deposit: number | null;
  furnitureValue: number | null;
  infrastructureValue: number | null;
  constructionValue: number | null;
  groundValue: number | null;
  /** The platform's: the price before the last lowering (null or absent: never lowered). */
  previousValue?: number | null;
  /** The platform's: when the price last changed (ISO), if known. */
  changedAt?: string | null;
  /** "Price on request": the agency does not publish the price (value is then null). */
  hidden?: boolean;
}

export interface RawSticker {
  id: number;
  name: RawLocalized;
  /** Hex without '#': 'ffffff' background and '000000' text count as unset. */
  color: string;
  colorText: string;
}

export interface RawEstateGeneral {
  id: number;
  parentId: number | null;
  project: boolean;
  /** Present only for estates of the alternate data source. */
  guid: string | null;
  headType: { id: number };
  subType: { id: number; name: RawLocalized };
  transaction: { id: number; name: RawLocalized };
  status: StatusCode;
  /** On the market (FOR_SALE, TO_RENT, TAKE_OVER) but under option: someone holds an option on it. Absent: not. */
  underOption?: boolean;
  title: RawLocalized;
  description: RawLocalized;
  shortDescription: RawLocalized;
  price: RawPrice;
  bedroomCount: number | null;
  bathroomCount: number | null;
  /** ISO date-time. */
  publicationDate: string;
  /** Floor level of a project unit (0 = ground floor). */
  floor: number | null;
  floorId: number | null;
  entityNumber: string | null;
  reference: string;
  architect: string | null;
  sticker: RawSticker | null;
  buildingName: string | null;
  petsAllowed: boolean | null;
  asbestosInventory: boolean | null;
  certificateAsbestos: string | null;
  registrationCost: number | null;
  tax: number | null;
  notarySalery: number | null;
  address: RawEstateAddress;
}

export interface RawTechnical {
  constructionYear: number | null;
  renovationYear: number | null;
  /** ConstructionType code: OPEN, HALF_OPEN, CLOSED. */
  buildingType: string | null;
  /** Condition code. */
  condition: string | null;
  newBuilding: boolean;
  /** FreeOn code. */
  available: string | null;
  availableDate: string | null;
  furniture: boolean | null;
  petsAllowed: boolean | null;
  monthlyCost: number | null;
  /** Orientation code. */
  directionGarden: string | null;
  oLevelSensitivity: string | null;
  oLevelZone: string | null;
  /** Conformity code (electrical installation). */
  certificateConformity: string | null;
  /** ElectricityCertification code. */
  certificateElectricity: string | null;
  elevator: boolean | null;
  /** Whether it has a garden, a terrace, a swimming pool (a listing entered in the console or sent to the ingest API says so; null or absent: not said). */
  garden?: boolean | null;
  terrace?: boolean | null;
  swimmingPool?: boolean | null;
}

export interface RawDimensions {
  areaGround: number | null;
  areaBuild: number | null;
  areaBuildable: number | null;
  widthHouse: number | null;
  widthGround: number | null;
  depthHouse: number | null;
  depthGround: number | null;
  depthGroundFloor: number | null;
  depthFloor: number | null;
  commentArea: RawLocalized | null;
}

/** One room line of the layout; value.id is a room type id (bedroom 1, bathroom 5, …). */
export interface RawRoom {
  floor: number;
  value: { id: number; name: RawLocalized };
  count: number;
  surface: number | null;
  comment: RawLocalized | null;
  common: boolean;
  sort: number;
}

export interface RawFacility {
  id: number;
  name: RawLocalized;
}

/** criteria: an enumeration name (Heating, KitchenType, …); value: its code. */
export interface RawBuildTechnical {
  criteria: string;
  value: string;
  comment: RawLocalized | null;
}

export interface RawFile {
  type: string;
  link: string;
  comment: RawLocalized | null;
}

export interface RawPicture {
  file: string;
  thumbnail: string | null;
  index: number;
  /** What it shows, per language (a picture described in the console); absent: the site names it after the listing. */
  description?: RawLocalized | null;
}

/** type.id 2 is a virtual tour. */
export interface RawVideo {
  type: { id: number };
  link: string;
}

export interface RawExtraField {
  extra_field_autoid: number;
  type: 'TEXT' | 'BIGTEXT' | 'NUMBER' | 'BOOLEAN';
  value: string | number | boolean | null;
  value_lang_string: RawLocalized | null;
}

export interface RawSalesRep {
  firstname: string;
  lastname: string;
  picture: string | null;
  mobile: string | null;
  phone: string | null;
  email: string | null;
  description: RawLocalized | null;
}

export interface RawOpenHome {
  start: string;
  end: string;
}

/** An estate as the platform stores and answers it (GET /estates/v2/{id}, search results). */
export interface RawEstate {
  general: RawEstateGeneral;
  technical: RawTechnical;
  dimensions: RawDimensions;
  energy: RawEnergy;
  /** The shared installation of a building (apartments), when there is one. */
  energyShared: RawEnergy | null;
  ki: RawKi;
  layout: RawRoom[];
  facilities: RawFacility[];
  buildTechnicals: RawBuildTechnical[];
  files: RawFile[];
  pictures: RawPicture[];
  videos: RawVideo[];
  /** Environment codes. */
  environments: string[];
  rentalOptions: { minimumDuration: number | null; charges: number | null; chargesIncluded: boolean } | null;
  extraFields: RawExtraField[];
  certificates: RawCertificate[];
  flooding: RawFlooding;
  planning: RawPlanning;
  salesRep: RawSalesRep | null;
  /** Estate collection ids this estate belongs to. */
  collections: number[];
  /** Child estate ids of a project. */
  children: number[];
  /** The legal mentions the agency must publish with the listing, per language. */
  legalMentions?: RawLocalized | null;
  /** Open-house dates: ISO date-times, start before end. */
  openHomes?: RawOpenHome[];
  /**
   * Alternate-source estates only: their fields under dotted keys (certification.*,
   * comfort.*, construction.*, financial.*, flood_information.*, general.*, layout.*,
   * notary.*, notary_cost.*, other.*, planning.*, project.project_phase, external_id,
   * status, subType, title, type). See shared/domain/alternate-fields.ts.
   */
  fields?: Record<string, string | number | boolean | RawLocalized | null>;
  /**
   * The platform's: its title and description in languages the agency did not write, made when it
   * was written (shared/contract/listing-translations.ts); absent: none.
   */
  translated?: RawTranslation[];
}

/**
 * An estate as the light calls answer it (POST /sites/{siteId}/estate-markers and
 * /estate-links, worker/platform/search/light.ts): what a map pin, its popup and a detail
 * address read. The title comes for projects only (their address is made of it).
 */
export interface RawEstateBrief {
  general: Pick<RawEstateGeneral, 'id' | 'parentId' | 'project' | 'guid' | 'headType' | 'subType' | 'transaction' | 'status' | 'publicationDate'> & {
    title: RawLocalized | null;
    /** With the land and construction values: a popup's price says when it is before VAT, as the card's does. */
    price: Pick<RawPrice, 'value' | 'priceFrom' | 'period' | 'hidden'> & Partial<Pick<RawPrice, 'groundValue' | 'constructionValue'>>;
    address: Pick<RawEstateAddress, 'street' | 'visible' | 'city' | 'geoLocation'>;
  };
  /** estate-markers: the main picture's file. */
  picture?: string | null;
  /** estate-markers: the one field a popup's price reads, financial.vat_regime. */
  fields?: RawEstate['fields'];
  /** estate-links: a unit's project. */
  parent?: RawEstateBrief['general'] | null;
  /**
   * estate-links: what its page's hreflang reads (shared/domain/listing-text.ts `languagesHad`): the
   * first characters of its own title and description in each language that has words, and who
   * vouches for each translation a page shows.
   */
  words?: { title: RawLocalized; description: RawLocalized; translated: Pick<RawTranslation, 'lang' | 'by'>[] };
}
