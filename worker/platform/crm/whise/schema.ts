import * as z from 'zod';
import { shortSent } from '../../../../shared/contract/console-crm-reasons';
import { flag, looseNumber } from '../schema-parts';

// Whise's answers as we read them (docs/crm-apis.md, "Whise"): the token answers, the parts of
// `v1/estates/list` the mapping uses, and the contact and calendar answers. Unknown fields
// pass; ids of enumerations are plain numbers (unknown ids pass too).

/** `purposeStatus.id` values (fw4-bvba/whise-api src/Enums/PurposeStatus.php). */
export const WHISE_PURPOSE_STATUS = {
  forSale: 1,
  forRent: 2,
  sold: 3,
  rented: 4,
  forSaleOption: 5,
  forRentOption: 6,
  forSaleWithdrawn: 8,
  forRentWithdrawn: 9,
  forSaleSuspended: 10,
  forRentSuspended: 11,
  forSaleOptionByOwner: 12,
  forRentOptionByOwner: 13,
  soldConditionally: 14,
  prospectionSale: 19,
  preparation: 20,
  reserved: 21,
  compromise: 22,
  prospectionRent: 23,
  estimateForSale: 24,
  estimateForRent: 25,
} as const;

/** `status.id` (the record's life) and `displayStatusId` (where it shows). */
export const WHISE_STATUS = { active: 1, archived: 5, deleted: 6 } as const;
export const WHISE_DISPLAY_STATUS = { offline: 1, online: 2, estateOfTheMonth: 3, realisations: 4, onlineWebsiteOnly: 5 } as const;

/** Ids of the `details[]` entries we map (stable across languages; labels are not). */
export const WHISE_DETAIL = {
  latitude: 1849,
  longitude: 1850,
  epcLabel: 2056,
  epcValue: 2089,
  co2: 2090,
  eTotal: 2390,
  epcUniqueCode: 2391,
  epcValidUntil: 2776,
  epcDate: 2826,
  buildingPermit: 808,
  subdivisionPermit: 812,
  preemptionRight: 1734,
  urbanDestination: 1736,
  floodRisk: 2222,
  floodAreaType: 2223,
  summonsType: 2712,
  pendingJudgement: 691,
  constructionYear: 14,
  renovationYear: 585,
  cadastralIncome: 1733,
  floors: 15,
  toilets: 55,
  showerRooms: 57,
  terraces: 1005,
  builtArea: 27,
  netArea: 407,
  terraceArea: 874,
  livingRoomArea: 1009,
} as const;

const text = z.string().nullish();
const reference = z.looseObject({ id: z.number() }).nullish();
/** Text in one language: `{ languageId: "fr-BE", content: "…" }`. */
const localizedText = z.array(z.looseObject({ languageId: z.string(), content: z.string().nullish() })).nullish();

const detail = z.looseObject({
  id: z.number(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  label: text,
  type: text,
  group: text,
  /** Set when the value is one of an enumeration: its id (the value is its label). */
  enum: z.looseObject({ id: z.number() }).nullish(),
});

const picture = z.looseObject({
  id: z.number(),
  order: z.number().nullish(),
  orientation: text,
  urlSmall: text,
  urlLarge: text,
  urlXXL: text,
  updateDateTime: text,
});

export const whiseEstateSchema = z.looseObject({
  id: z.number(),
  parentId: z.number().nullish(),
  canHaveChildren: z.boolean().nullish(),
  referenceNumber: text,
  name: text,
  clientId: z.number().nullish(),
  officeId: z.number().nullish(),
  createDateTime: text,
  updateDateTime: text,
  purpose: reference,
  purposeStatus: reference,
  status: reference,
  displayStatusId: z.number().nullish(),
  category: reference,
  subCategory: reference,
  state: reference,
  availability: reference,
  availabilityDateTime: text,
  country: reference,
  address: text,
  number: text,
  box: text,
  zip: text,
  city: text,
  /** false: hide the street and number. */
  displayAddress: z.boolean().nullish(),
  price: looseNumber,
  currency: text,
  /** false: price on request. */
  displayPrice: z.boolean().nullish(),
  area: looseNumber,
  groundArea: looseNumber,
  gardenArea: looseNumber,
  /**
   * Bedrooms: `rooms` in the estate shapes most clients read; `bedrooms` (or `bedRooms`) in others,
   * read first where present (docs/crm-apis.md, Whise "Bedrooms and the EPC value").
   */
  rooms: looseNumber,
  bedrooms: looseNumber,
  bedRooms: looseNumber,
  bathRooms: looseNumber,
  fronts: looseNumber,
  floor: looseNumber,
  garage: looseNumber,
  parking: looseNumber,
  /** Yes or no (1/0): the estate has a garden, a terrace, is let or sold furnished. */
  garden: flag,
  terrace: flag,
  furnished: flag,
  energyClass: text,
  energyValue: text.or(looseNumber),
  /** The EPC value under its other name; detail 2089 comes first, then `energyValue`, then this. */
  epcValue: text.or(looseNumber),
  linkVirtualVisit: text,
  link3DModel: text,
  shortDescription: localizedText,
  description: localizedText,
  sms: localizedText,
  pictures: z.array(picture).nullish(),
  details: z.array(detail).nullish(),
});

export type WhiseEstate = z.output<typeof whiseEstateSchema>;
export type WhiseDetail = z.output<typeof detail>;
export type WhisePicture = z.output<typeof picture>;

/** Every Whise answer may say the request was unreadable while answering 200. */
export const validation = {
  isValidRequest: z.boolean().nullish(),
  validationErrors: z.array(z.looseObject({ message: text, code: text })).nullish(),
};

/**
 * The answer of `POST v1/estates/list`: `estates` is left out when there are none. Each estate is
 * read on its own (readEstate): one value of an unexpected shape refuses that estate, not the page.
 */
export const whiseEstateListSchema = z.looseObject({
  ...validation,
  estates: z.array(z.unknown()).nullish(),
  totalCount: z.number().nullish(),
});

/** An estate of a list that does not read: its Whise id and its project's (when they read), the first wrong field, why and the value sent when short. */
export interface UnreadableEstate {
  id: number | null;
  parentId: number | null;
  path: string;
  reason: string;
  sent: string | null;
}

/** The first issue of a failed parse of `raw` (`whole`: the path of the whole item): its path, message, and the value sent there, in the log's words. */
export function issueOf(error: z.ZodError, raw: unknown, whole: string) {
  const issue = error.issues[0];
  const sent = issue?.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], raw);
  const shown = sent === undefined ? '' : ` (sent ${JSON.stringify(sent)?.slice(0, 60)})`;
  return { path: issue?.path.join('.') || whole, why: `unexpected value: ${issue?.message ?? 'not an estate'}${shown}`, sent: shortSent(sent) };
}

const idOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** One raw estate of a list read through the schema: the estate, or where and why it does not read. */
export function readEstate(raw: unknown): { estate: WhiseEstate } | { unreadable: UnreadableEstate } {
  const parsed = whiseEstateSchema.safeParse(raw);
  if (parsed.success) return { estate: parsed.data };
  const { path, why, sent } = issueOf(parsed.error, raw, '(estate)');
  const fields = (raw ?? {}) as { id?: unknown; parentId?: unknown };
  return { unreadable: { id: idOf(fields.id), parentId: idOf(fields.parentId), path, reason: why, sent } };
}

/** The answers of `POST token` and `POST v1/admin/clients/token`. */
export const whiseTokenSchema = z.looseObject({ ...validation, token: z.string().min(1) });

/** The answer of `POST v1/contacts/upsert` (the id field's name is not documented publicly). */
export const whiseContactAnswerSchema = z.looseObject({
  ...validation,
  contactId: z.number().nullish(),
  ContactId: z.number().nullish(),
  id: z.number().nullish(),
});

/** The answer of `POST v1/calendars/create` (idem). */
export const whiseCalendarAnswerSchema = z.looseObject({
  ...validation,
  calendarId: z.number().nullish(),
  CalendarId: z.number().nullish(),
  id: z.number().nullish(),
});

/** Any other answer: only its validity is read. */
export const whiseAnswerSchema = z.looseObject(validation);
