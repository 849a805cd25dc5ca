import { type CrmCodeField, type CrmReasonWords, shortSent } from '../../../../shared/contract/console-crm-reasons';
import { subTypeById } from '../../../../shared/domain/property-types';
import { asSent, type MappedListing } from '../../listings/normalized';
import { numberAsSent, readFlag, readNumber } from '../schema-parts';
import { type OmnicasaProperty, omnicasaPropertySchema } from './schema';
import { OMNICASA_MAIN_TYPE, OMNICASA_OPTION_NAME, OMNICASA_STATUS_MEANING, OMNICASA_TRANSACTION, omnicasaEnergyLabel, omnicasaTypeByName } from './tables';

// An Omnicasa property (one item of `GetPropertyList`, docs/crm-apis.md "Omnicasa") as the
// normalized listing. Omnicasa answers a list in one language: the texts of the others come
// from `GetPropertiesByIDs` in each language and are given here as `texts`. A number it cannot
// read (a price "abc", a surface, a coordinate) is passed on as sent: the upsert's shared check
// refuses the listing naming it, and its previous version stays.

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

/** A field refused: its path in the property, why in the log's English and as a key with values. */
export interface OmnicasaRefusal {
  path: string;
  reason: string;
  words: CrmReasonWords;
}

export type OmnicasaMapping =
  | { kind: 'listing'; listing: MappedListing; pictures: OmnicasaPicture[] }
  | { kind: 'off' }
  | { kind: 'refused'; refusals: OmnicasaRefusal[] };

/** A raw item read through the schema: the property, or why it cannot be read (the value sent, when short). */
export function readProperty(raw: unknown): { ok: true; property: OmnicasaProperty } | ({ ok: false } & OmnicasaRefusal) {
  const parsed = omnicasaPropertySchema.safeParse(raw);
  if (parsed.success) return { ok: true, property: parsed.data };
  const issue = parsed.error.issues[0];
  const sent = issue?.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], raw);
  const words: CrmReasonWords = { reason: { key: 'unreadable', sent: shortSent(sent) } };
  return { ok: false, path: issue?.path.join('.') || '(item)', reason: issue?.message ?? 'not a property', words };
}

const trimmed = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;

/**
 * The position from GoogleX and GoogleY. Which of the two is the latitude is not documented:
 * in Belgium (latitude 49.5–51.5, longitude 2.5–6.4) the latitude is the larger, so either order
 * is read. None (or 0, 0) is no position; a point outside Belgium is refused by the shared check.
 * One missing or unreadable is refused here, by its own name: which coordinate it was is told
 * only by comparing it with the other, so it is never named a latitude or a longitude.
 */
function locationOf(property: OmnicasaProperty): { location: MappedListing['location'] } | { refusals: OmnicasaRefusal[] } {
  const read = { GoogleX: numberAsSent(property.GoogleX, 'degrees'), GoogleY: numberAsSent(property.GoogleY, 'degrees') };
  const { GoogleX: x, GoogleY: y } = read;
  if ((x === null && y === null) || (x === 0 && y === 0)) return { location: null };
  if (typeof x === 'number' && typeof y === 'number') return { location: x > y ? { lat: x, lon: y } : { lat: y, lon: x } };
  return {
    refusals: (['GoogleX', 'GoogleY'] as const).flatMap((field) => {
      if (typeof read[field] === 'number') return [];
      const missing = read[field] === null;
      const why = missing ? 'missing' : `not a coordinate in degrees (sent ${JSON.stringify(property[field])})`;
      const words: CrmReasonWords = {
        reason: missing ? { key: 'coordinateMissing' } : { key: 'coordinateUnreadable', sent: shortSent(property[field]) },
      };
      return [{ path: field, reason: `${why}: a position needs both GoogleX and GoogleY, the larger read as the latitude`, words }];
    }),
  };
}

/** The pictures in their order: the largest list ([O2] `XLargePictureItems`), else the one `LargePicture`. */
function picturesOf(property: OmnicasaProperty): OmnicasaPicture[] {
  const items = property.XLargePictureItems?.length ? property.XLargePictureItems : [{ ID: 'main', Url: property.LargePicture }];
  return items.flatMap((item, index) => (item.Url && /^https?:\/\//.test(item.Url) ? [{ id: String(item.ID ?? index), url: item.Url }] : []));
}

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The public fields that name a property's type, in the order they are read. */
const TYPE_NAME_FIELDS = ['TypeDescription', 'WebIDName', 'MainTypeName'] as const;

/**
 * Our subtype's id from the first public type name we know: `TypeDescription` ([O2]–[O5]: the
 * type in the list's language), `WebIDName` ([O3] `omnicasa.mysql.schema.xml`, [O4]
 * `examples/properties.php`), `MainTypeName` ([O5] `src/app/services/omnicasa/interface.ts`).
 */
const typeByPublicName = (property: OmnicasaProperty) => TYPE_NAME_FIELDS.map((field) => omnicasaTypeByName(property[field])).find((id) => id !== undefined);

const MISSING_GOAL =
  'missing: no Goal on the item, none when asked for it (DisplayFields), and no list of the Goal filter (0 sale, 1 rent, 2 take-over) holds it';

/** No MainTypeID, and no public type name we know: the names sent, if any. */
function missingType(property: OmnicasaProperty): OmnicasaRefusal {
  const names = TYPE_NAME_FIELDS.filter((field) => !absent(property[field])).map((field) => `${field} "${property[field]!.trim().slice(0, 80)}"`);
  const publicNames = names.length ? `no type we know in ${names.join(', ')}` : `no ${TYPE_NAME_FIELDS.join(', ')}`;
  return {
    path: 'MainTypeID',
    reason: `missing: no MainTypeID on the item nor when asked for it (DisplayFields), and ${publicNames}`,
    words: { reason: { key: 'missingType', names: names.length ? names.join(', ') : null } },
  };
}

/** The code field each refused Omnicasa field is. */
const CODE_FIELDS: Readonly<Record<'Status' | 'Goal' | 'MainTypeID', CrmCodeField>> = { Status: 'status', Goal: 'transaction', MainTypeID: 'type' };

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
  const refusals: OmnicasaRefusal[] = [];
  const unknown = (path: 'Status' | 'Goal' | 'MainTypeID') => {
    const code = property[path];
    const words: CrmReasonWords = { reason: { key: 'unknownCode', field: CODE_FIELDS[path], code: code === undefined || code === null ? null : String(code) } };
    refusals.push({ path, reason: `unknown ${path} ${code ?? '(none)'}`, words });
  };
  if (!meaning) unknown('Status');
  // Goal and MainTypeID are the exact facts; without them (no public answer shows MainTypeID) the
  // sync has asked for them and looked Goal up by the list's Goal filter (sync.ts `publicFacts`),
  // and the type is read from its public names. A value given but unknown is refused, never guessed.
  const goal = readNumber(property.Goal);
  const transaction = goal === undefined ? undefined : OMNICASA_TRANSACTION[goal];
  if (absent(property.Goal)) refusals.push({ path: 'Goal', reason: MISSING_GOAL, words: { reason: { key: 'missingGoal' } } });
  else if (!transaction) unknown('Goal');
  const type = absent(property.MainTypeID)
    ? subTypeById(typeByPublicName(property) ?? 0)
    : subTypeById(OMNICASA_MAIN_TYPE[readNumber(property.MainTypeID) ?? 0] ?? 0);
  if (!type) {
    if (absent(property.MainTypeID)) refusals.push(missingType(property));
    else unknown('MainTypeID');
  }
  if (!meaning || !transaction || !type) return { kind: 'refused', refusals };
  const position = locationOf(property);
  if ('refusals' in position) return { kind: 'refused', refusals: position.refusals };

  const city = trimmed(property.City, 100);
  const title: Partial<Record<Language, string>> = {};
  const description: Partial<Record<Language, string>> = {};
  for (const [language, text] of Object.entries(texts) as [Language, OmnicasaTexts][]) {
    const typeName = text.typeName?.trim();
    if (typeName) title[language] = city ? `${typeName} – ${city}` : typeName;
    if (text.description?.trim()) description[language] = text.description.trim();
  }
  const hiddenPrice = readFlag(property.PublishPrice) === false;
  const price = numberAsSent(property.Price);
  const listing: MappedListing = {
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
      // "Price on request" only when PublishPrice says so (the amount is then not kept); 0 is Omnicasa's "no price"; an amount it cannot read is refused.
      amount: price === 0 ? null : price,
      hidden: hiddenPrice,
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
    location: position.location,
    rooms: {
      bedrooms: numberAsSent(property.NumberOfBedRooms),
      bathrooms: numberAsSent(property.NumberOfBathRooms),
      // A garage or parking it has without a count: one.
      garages: numberAsSent(property.NumberOfGarages) ?? (readFlag(property.HasGarage) ? 1 : null),
      parkingSpaces: numberAsSent(property.NumberOfParkings) ?? (readFlag(property.HasParking) ? 1 : null),
    },
    areas: { living: numberAsSent(property.SurfaceLiving), plot: numberAsSent(property.SurfaceGround), terrace: numberAsSent(property.SurfaceTerrace) },
    features: {
      garden: readFlag(property.HasGarden) ?? ((readNumber(property.SurfaceGarden) ?? 0) > 0 ? true : null),
      terrace: readFlag(property.HasTerrace) ?? null,
      lift: readFlag(property.HasLift) ?? null,
      furnished: readFlag(property.HasFurnished) ?? null,
      swimmingPool: null,
    },
    floor: numberAsSent(property.Floor),
    constructionYear: numberAsSent(property.ConstructionYear),
    energy: {
      label: property.EnergyLabel?.trim() ? (omnicasaEnergyLabel(property.EnergyLabel) ?? asSent(property.EnergyLabel)) : null,
      value: numberAsSent(property.EnergyValue),
      reference: trimmed(property.EnergyCertificateNumber, 100),
      co2: numberAsSent(property.CO2Emission),
    },
    legal: {
      buildingPermit: readFlag(property.HasBuildingPermit) ?? null,
      subdivisionPermit: readFlag(property.HasAllotmentPermit) ?? null,
      preemptionRight: readFlag(property.HasPreemptionRight) ?? null,
    },
  };
  return { kind: 'listing', listing, pictures: picturesOf(property) };
}
