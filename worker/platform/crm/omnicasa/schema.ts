import * as z from 'zod';
import { flag, looseNumber } from '../schema-parts';

// Omnicasa's answers as we read them (docs/crm-apis.md, "Omnicasa"). Every call answers
// `{ "<Endpoint>JsonResult": { Code, Message, Success, Value } }` (or that object bare); a list's
// Value is `{ From, Items, RowsCount }`. Objects keep fields we do not know; names are
// Omnicasa's PascalCase, as every public consumer reads them.

/** The envelope of every answer. */
export const omnicasaResultSchema = z.looseObject({
  Code: z.number().nullish(),
  Message: z.string().nullish(),
  Success: z.boolean(),
  Value: z.unknown(),
});

/** A list's Value. */
export const omnicasaListSchema = z.looseObject({
  Items: z.array(z.unknown()).nullish(),
  RowsCount: z.number(),
});

const text = z.string().nullish();

/** One picture of a property's picture list (`XLargePictureItems`). */
export const omnicasaPictureSchema = z.looseObject({
  ID: z.union([z.number(), z.string()]).nullish(),
  Url: text,
});

/**
 * One property of `GetPropertyList` / `GetPropertiesByIDs`. Fields seen in public consumers of
 * the API ([O2]–[O5]) that we read: ID, Ident, Status, SubStatusName, Goal ([O3] `Property::populate`,
 * [O2] `Helpers/Filter.php`, [O5] `our-biens.component.ts`), TypeDescription, WebIDName, MainTypeName,
 * Street, HouseNumber, Zip, City, GoogleX, GoogleY, DescriptionA, Price, PublishPrice,
 * SurfaceLiving, SurfaceGround, NumberOf…, LargePicture, XLargePictureItems. The others are
 * **unverified** names (docs/crm-apis.md, "Omnicasa", open questions): MainTypeID (the list's
 * request filter `MainTypeIDs` names it), BoxNumber, PublishAddress, the EPC and legal fields.
 * Goal and MainTypeID may be absent: the sync then asks for them (crm/omnicasa/sync.ts `publicFacts`).
 */
export const omnicasaPropertySchema = z.looseObject({
  ID: z.number().int().positive(),
  Ident: text,
  Status: looseNumber,
  SubStatusName: text,
  Goal: looseNumber,
  MainTypeID: looseNumber,
  TypeDescription: text,
  /** The property's web type, the agency's list (`GetWebIDList`), and its name ([O3] schema; [O4] `examples/properties.php`; [O5] `interface.ts`). */
  WebID: looseNumber,
  WebIDName: text,
  /** The main type's name ([O5] `interface.ts`). */
  MainTypeName: text,
  Street: text,
  HouseNumber: text,
  BoxNumber: text,
  Zip: z.union([z.string(), z.number()]).nullish(),
  City: text,
  GoogleX: looseNumber,
  GoogleY: looseNumber,
  PublishAddress: flag,
  DescriptionA: text,
  Price: looseNumber,
  PublishPrice: flag,
  NumberOfBedRooms: looseNumber,
  NumberOfBathRooms: looseNumber,
  SurfaceLiving: looseNumber,
  SurfaceGround: looseNumber,
  SurfaceTotal: looseNumber,
  ConstructionYear: looseNumber,
  Floor: looseNumber,
  EnergyLabel: text,
  EnergyValue: looseNumber,
  EnergyCertificateNumber: text,
  CO2Emission: looseNumber,
  HasBuildingPermit: flag,
  HasAllotmentPermit: flag,
  HasPreemptionRight: flag,
  /** What the property has ([O2] Property.php, [O1] request conditions): 1/0 or true/false; counts and areas. */
  HasGarden: flag,
  HasTerrace: flag,
  HasGarage: flag,
  HasParking: flag,
  HasLift: flag,
  HasFurnished: flag,
  NumberOfGarages: looseNumber,
  NumberOfParkings: looseNumber,
  SurfaceGarden: looseNumber,
  SurfaceTerrace: looseNumber,
  FloodRisk: text,
  XLargePictureItems: z.array(omnicasaPictureSchema).nullish(),
  LargePicture: text,
  /**
   * When the property last changed (`Y-m-d H:i:s`, or WCF's `/Date(ms+0100)/`: [O1] `ResponseObject::parseValue`;
   * [O2] `post_modified`; [O3] schema): orders the writes.
   */
  LastChangedDate: text,
});

export type OmnicasaProperty = z.output<typeof omnicasaPropertySchema>;

/** Omnicasa's `Status` of a property ([O1] `src/Models/Status.php`). */
export const OMNICASA_STATUS = { prospective: 0, active: 1, sold: 2, cancelled: 3, rented: 4, inactive: 5, reference: 6 } as const;

/** Omnicasa's `Goal` ([O1] `src/Models/Goal.php`). */
export const OMNICASA_GOAL = { sale: 0, rent: 1, takeOver: 2 } as const;

/** Omnicasa's `LanguageId` ([O1] `src/Models/Language.php`). */
export const OMNICASA_LANGUAGE = { nl: 1, fr: 2, en: 3, de: 4 } as const;
