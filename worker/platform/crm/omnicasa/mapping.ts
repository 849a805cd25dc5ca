import { subTypeById } from '../../../../shared/domain/property-types';
import type { NormalizedListingInput } from '../../ingest/normalized';
import { readFlag, readNumber } from '../schema-parts';
import { type OmnicasaProperty, omnicasaPropertySchema } from './schema';
import { OMNICASA_MAIN_TYPE, OMNICASA_OPTION_NAME, OMNICASA_STATUS_MEANING, OMNICASA_TRANSACTION, omnicasaEnergyLabel } from './tables';

// An Omnicasa property (one item of `GetPropertyList`, docs/crm-apis.md "Omnicasa") as the
// normalized listing. Omnicasa answers a list in one language: the texts of the others come
// from `GetPropertiesByIDs` in each language and are given here as `texts`.

/** The source an Omnicasa connection writes under. */
export const OMNICASA_SOURCE = 'omnicasa';

type Language = 'nl' | 'fr' | 'en' | 'de';
/** A property's texts in one language: its description and its type's name. */
export interface OmnicasaTexts {
  description?: string | null;
  typeName?: string | null;
}

/** One picture to copy: Omnicasa's id and address. */
export interface OmnicasaPicture {
  id: string;
  url: string;
}

export type OmnicasaMapping =
  | { kind: 'listing'; listing: NormalizedListingInput; pictures: OmnicasaPicture[] }
  | { kind: 'off'; reason: string }
  | { kind: 'refused'; refusals: { path: string; reason: string }[] };

/** A key of Omnicasa's written in any case (`Id`, `googlex`) under the name our schema reads. */
const CANONICAL = new Map(Object.keys(omnicasaPropertySchema.shape).map((name) => [name.toLowerCase(), name]));

/**
 * A raw item read through the schema, its keys matched whatever their case (the API's names are
 * case-insensitive: [O1] README). Answers the property, or why it cannot be read.
 */
export function readProperty(raw: unknown): { ok: true; property: OmnicasaProperty } | { ok: false; path: string; reason: string } {
  const keyed = raw && typeof raw === 'object' ? Object.fromEntries(Object.entries(raw).map(([key, value]) => [CANONICAL.get(key.toLowerCase()) ?? key, value])) : raw;
  const parsed = omnicasaPropertySchema.safeParse(keyed);
  if (parsed.success) return { ok: true, property: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, path: issue?.path.join('.') || '(item)', reason: issue?.message ?? 'not a property' };
}

const positive = (value: OmnicasaProperty['Price']) => {
  const number = readNumber(value);
  return number === undefined || number < 0 ? null : number;
};
const count = (value: OmnicasaProperty['Price']) => {
  const number = positive(value);
  return number === null || number > 100 ? null : Math.round(number);
};
const within = (value: number | null, max: number) => (value !== null && value <= max ? value : null);
const trimmed = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;

/**
 * The position from GoogleX and GoogleY. Which of the two is the latitude is not documented:
 * in Belgium (latitude 49.5–51.5, longitude 2.5–6.4) the values tell, so either order is read.
 */
function locationOf(property: OmnicasaProperty): { lat: number; lon: number } | null {
  const [x, y] = [readNumber(property.GoogleX), readNumber(property.GoogleY)];
  if (x === undefined || y === undefined) return null;
  const isLat = (value: number) => value >= 49 && value <= 52;
  const isLon = (value: number) => value >= 2 && value <= 7;
  if (isLat(x) && isLon(y)) return { lat: x, lon: y };
  if (isLat(y) && isLon(x)) return { lat: y, lon: x };
  return null;
}

/** The pictures in their order: the 1600 px list ([O2] `XLargePictureItems`), else the large ones, else the one `LargePicture`. */
function picturesOf(property: OmnicasaProperty): OmnicasaPicture[] {
  const items = property.XLargePictureItems?.length ? property.XLargePictureItems : (property.LargePictureItems ?? []);
  const pictures = items.flatMap((item, index) => (item.Url && /^https?:\/\//.test(item.Url) ? [{ id: String(item.ID ?? index), url: item.Url }] : []));
  if (pictures.length === 0 && property.LargePicture && /^https?:\/\//.test(property.LargePicture)) return [{ id: 'main', url: property.LargePicture }];
  return pictures;
}

/** Whether the active property is under option, by its substatus's name. */
export const underOption = (property: OmnicasaProperty) => OMNICASA_OPTION_NAME.test(property.SubStatusName ?? '');

/**
 * A property (and its texts per language) as a normalized listing, or why not. The pictures are
 * Omnicasa's addresses; the sync copies them to R2 and names the copies in the listing.
 * @example omnicasaListing(property, { nl: { description: '…', typeName: 'Villa' } })
 */
export function omnicasaListing(property: OmnicasaProperty, texts: Partial<Record<Language, OmnicasaTexts>> = {}, source = OMNICASA_SOURCE): OmnicasaMapping {
  const status = readNumber(property.Status);
  const meaning = status === undefined ? undefined : OMNICASA_STATUS_MEANING[status];
  if (meaning === 'off') return { kind: 'off', reason: `status ${status} (prospective, cancelled, inactive or a reference) stays off the site` };
  const refusals: { path: string; reason: string }[] = [];
  if (!meaning) refusals.push({ path: 'Status', reason: `unknown status ${property.Status ?? '(none)'}` });
  const goal = readNumber(property.Goal);
  const transaction = goal === undefined ? undefined : OMNICASA_TRANSACTION[goal];
  if (!transaction) refusals.push({ path: 'Goal', reason: `unknown goal ${property.Goal ?? '(none)'}` });
  const mainType = readNumber(property.MainTypeID);
  const type = mainType === undefined ? undefined : subTypeById(OMNICASA_MAIN_TYPE[mainType] ?? 0);
  if (!type) refusals.push({ path: 'MainTypeID', reason: `unknown main type ${property.MainTypeID ?? '(none)'}` });
  const country = property.CountryAbbr?.trim().toUpperCase();
  if (country && !['B', 'BE', 'BEL'].includes(country)) refusals.push({ path: 'CountryAbbr', reason: `country ${country} is not Belgium` });
  if (!meaning || !transaction || !type || refusals.length > 0) return { kind: 'refused', refusals };

  const city = trimmed(property.City, 100);
  const title: Partial<Record<Language, string>> = {};
  const description: Partial<Record<Language, string>> = {};
  for (const [language, text] of Object.entries(texts) as [Language, OmnicasaTexts][]) {
    const typeName = text.typeName?.trim();
    if (typeName) title[language] = (city ? `${typeName} – ${city}` : typeName).slice(0, 200);
    if (text.description?.trim()) description[language] = text.description.trim();
  }
  const year = readNumber(property.ConstructionYear);
  const floor = readNumber(property.Floor);
  const listing: NormalizedListingInput = {
    source,
    externalId: String(property.ID),
    ...(property.Ident?.trim() ? { reference: property.Ident.trim().slice(0, 100) } : {}),
    transaction,
    status: meaning,
    type: type.headType,
    subtype: type.code,
    title,
    description,
    price: {
      amount: positive(property.Price) || null,
      hidden: readFlag(property.PublishPrice) === false,
      from: false,
      period: transaction === 'let' ? 'MONTH' : null,
      charges: null,
    },
    address: {
      street: trimmed(property.Street, 200),
      number: trimmed(property.HouseNumber, 20),
      box: trimmed(property.BoxNumber, 20),
      postalCode: String(property.Zip ?? '').trim(),
      city,
      country: 'BE',
      hidden: readFlag(property.PublishAddress) === false,
    },
    location: locationOf(property),
    rooms: { bedrooms: count(property.NumberOfBedRooms), bathrooms: count(property.NumberOfBathRooms) },
    areas: { living: positive(property.SurfaceLiving), plot: positive(property.SurfaceGround), buildable: null },
    floor: floor !== undefined && Number.isInteger(floor) && floor >= -5 && floor <= 200 ? floor : null,
    constructionYear: year !== undefined && Number.isInteger(year) && year >= 1000 && year <= 2200 ? year : null,
    energy: {
      label: omnicasaEnergyLabel(property.EnergyLabel),
      value: within(positive(property.EnergyValue), 10_000),
      reference: trimmed(property.EnergyCertificateNumber, 100),
      eLevel: null,
      co2: within(positive(property.CO2Emission), 10_000),
      total: null,
    },
    legal: {
      buildingPermit: readFlag(property.HasBuildingPermit) ?? null,
      subdivisionPermit: readFlag(property.HasAllotmentPermit) ?? null,
      preemptionRight: readFlag(property.HasPreemptionRight) ?? null,
      heritageProtected: null,
      asbestosCertificate: null,
      asbestosCertificateCommonParts: null,
      urbanDestination: null,
      floodScoreBuilding: null,
      floodScoreParcel: null,
      floodRisk: null,
    },
  };
  return { kind: 'listing', listing, pictures: picturesOf(property) };
}
