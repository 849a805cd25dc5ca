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
  | { kind: 'off' }
  | { kind: 'refused'; refusals: { path: string; reason: string }[] };

/** A raw item read through the schema: the property, or why it cannot be read. */
export function readProperty(raw: unknown): { ok: true; property: OmnicasaProperty } | { ok: false; path: string; reason: string } {
  const parsed = omnicasaPropertySchema.safeParse(raw);
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
/** A whole number from `min` to `max`, else null (a typo in the CRM must not refuse the listing). */
const whole = (value: OmnicasaProperty['Price'], min: number, max: number) => {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= min && number <= max ? number : null;
};
const trimmed = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;

/**
 * The position from GoogleX and GoogleY. Which of the two is the latitude is not documented:
 * in Belgium (latitude 49.5–51.5, longitude 2.5–6.4) the values tell, so either order is read.
 */
function locationOf(property: OmnicasaProperty): { lat: number; lon: number } | null {
  const [x, y] = [readNumber(property.GoogleX), readNumber(property.GoogleY)];
  if (x === undefined || y === undefined) return null;
  // The latitude is the larger of the two in Belgium.
  const [lat, lon] = x > y ? [x, y] : [y, x];
  return lat >= 49 && lat <= 52 && lon >= 2 && lon <= 7 ? { lat, lon } : null;
}

/** The pictures in their order: the largest list ([O2] `XLargePictureItems`), else the one `LargePicture`. */
function picturesOf(property: OmnicasaProperty): OmnicasaPicture[] {
  const items = property.XLargePictureItems?.length ? property.XLargePictureItems : [{ ID: 'main', Url: property.LargePicture }];
  return items.flatMap((item, index) => (item.Url && /^https?:\/\//.test(item.Url) ? [{ id: String(item.ID ?? index), url: item.Url }] : []));
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
  // Prospective, cancelled, inactive or a reference: off the site.
  if (meaning === 'off') return { kind: 'off' };
  const refusals: { path: string; reason: string }[] = [];
  const unknown = (path: 'Status' | 'Goal' | 'MainTypeID') => refusals.push({ path, reason: `unknown ${path} ${property[path] ?? '(none)'}` });
  if (!meaning) unknown('Status');
  const goal = readNumber(property.Goal);
  const transaction = goal === undefined ? undefined : OMNICASA_TRANSACTION[goal];
  if (!transaction) unknown('Goal');
  const type = subTypeById(OMNICASA_MAIN_TYPE[readNumber(property.MainTypeID) ?? 0] ?? 0);
  if (!type) unknown('MainTypeID');
  if (!meaning || !transaction || !type) return { kind: 'refused', refusals };

  const city = trimmed(property.City, 100);
  const title: Partial<Record<Language, string>> = {};
  const description: Partial<Record<Language, string>> = {};
  for (const [language, text] of Object.entries(texts) as [Language, OmnicasaTexts][]) {
    const typeName = text.typeName?.trim();
    if (typeName) title[language] = city ? `${typeName} – ${city}` : typeName;
    if (text.description?.trim()) description[language] = text.description.trim();
  }
  const listing: NormalizedListingInput = {
    source,
    externalId: String(property.ID),
    ...(property.Ident?.trim() ? { reference: property.Ident.trim().slice(0, 100) } : {}),
    transaction,
    status: meaning === 'available' && underOption(property) ? 'option' : meaning,
    type: type.headType,
    subtype: type.code,
    title,
    description,
    price: {
      amount: positive(property.Price) || null,
      hidden: readFlag(property.PublishPrice) === false,
      period: transaction === 'let' ? 'MONTH' : null,
    },
    address: {
      street: trimmed(property.Street, 200),
      number: trimmed(property.HouseNumber, 20),
      box: trimmed(property.BoxNumber, 20),
      postalCode: String(property.Zip ?? '').trim(),
      city,
      hidden: readFlag(property.PublishAddress) === false,
    },
    location: locationOf(property),
    rooms: { bedrooms: count(property.NumberOfBedRooms), bathrooms: count(property.NumberOfBathRooms) },
    areas: { living: positive(property.SurfaceLiving), plot: positive(property.SurfaceGround) },
    floor: whole(property.Floor, -5, 200),
    constructionYear: whole(property.ConstructionYear, 1000, 2200),
    energy: {
      label: omnicasaEnergyLabel(property.EnergyLabel),
      value: within(positive(property.EnergyValue), 10_000),
      reference: trimmed(property.EnergyCertificateNumber, 100),
      co2: within(positive(property.CO2Emission), 10_000),
    },
    legal: {
      buildingPermit: readFlag(property.HasBuildingPermit) ?? null,
      subdivisionPermit: readFlag(property.HasAllotmentPermit) ?? null,
      preemptionRight: readFlag(property.HasPreemptionRight) ?? null,
    },
  };
  return { kind: 'listing', listing, pictures: picturesOf(property) };
}
