import { COMMON_PARTS_ASBESTOS } from '../../../shared/domain/ad-rules/compromis';
import { HEAD_TYPES, SUB_TYPES } from '../../../shared/domain/property-types';
import { ROOM_TYPES } from '../../../shared/domain/layout';
import type { StatusCode } from '../../../shared/contract/enums';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { type NormalizedListing, normalizedListingSchema } from './normalized';

/*
 * The reverse of toRawEstate (to-raw-estate.ts): a stored estate as the normalized listing that
 * writes it again, every fact the normalized listing holds read back (a CRM's listing the agency
 * makes its own in the console, docs/console-listings.md "A CRM's listings made the agency's
 * own"). What the estate no longer holds stays unsaid: a hidden price's amount, a hidden address's
 * street (never stored), a flood-prone area's kind (stored as yes or no: read as potential).
 */

type Sale = NormalizedListing['transaction'];
type Status = NormalizedListing['status'];

const TRANSACTIONS: Record<StatusCode, [Sale, Status]> = {
  FOR_SALE: ['sale', 'available'],
  TO_RENT: ['let', 'available'],
  TAKE_OVER: ['takeover', 'available'],
  SOLD: ['sale', 'closed'],
  RENTED: ['let', 'closed'],
  TAKEN_OVER: ['takeover', 'closed'],
};

const EPC_SCHEMES: Record<string, 'regional' | 'epbd2024'> = { REGIONAL: 'regional', EPBD_2024: 'epbd2024' };

/** A text per language, its empty ones left out. */
function texts(value: RawLocalized | null | undefined): Record<string, string> {
  return Object.fromEntries((['nl', 'fr', 'en', 'de'] as const).flatMap((lang) => (value?.[lang]?.trim() ? [[lang, value[lang]]] : [])));
}

const textsOrNull = (value: RawLocalized | null | undefined) => (Object.keys(texts(value)).length > 0 ? texts(value) : null);
const firstText = (value: RawLocalized | null | undefined) => Object.values(texts(value))[0] ?? null;
const fact = (answer: string | null | undefined) => (answer === 'YES' ? true : answer === 'NO' ? false : null);

/** The layout lines of a room type, counted over every floor (null: none), and their surface. */
function rooms(raw: RawEstate, typeId: number): { count: number | null; surface: number | null } {
  const lines = raw.layout.filter((line) => line.value.id === typeId);
  const surfaces = lines.flatMap((line) => (line.surface ? [line.surface] : []));
  return {
    count: lines.length > 0 ? lines.reduce((sum, line) => sum + line.count, 0) : null,
    surface: surfaces.length > 0 ? surfaces.reduce((sum, surface) => sum + surface, 0) : null,
  };
}

/** A position with at most two decimals: the street's surroundings toRawEstate pins for "street only". */
const streetLevel = (position: { lat: number; lon: number } | null) =>
  position !== null && Math.round(position.lat * 100) === position.lat * 100 && Math.round(position.lon * 100) === position.lon * 100;

/** One estate (a listing, a project or one of its units) as the normalized listing's fields, before the schema's check. */
function fieldsOf(raw: RawEstate): Record<string, unknown> {
  const general = raw.general;
  const [transaction, closed] = TRANSACTIONS[general.status] ?? ['sale', 'available'];
  const head = (Object.keys(HEAD_TYPES) as (keyof typeof HEAD_TYPES)[]).find((code) => HEAD_TYPES[code] === general.headType.id) ?? 'HOUSE';
  const subtype = SUB_TYPES.find((candidate) => candidate.id === general.subType.id && candidate.headType === head)?.code;
  const price = general.price;
  const vatRegime = raw.technical.newBuilding === true;
  const ground = price.groundValue;
  const address = general.address;
  const street = address.visible ? firstText(address.street) : null;
  const numberHidden = address.visible && street !== null && address.number === null && address.box === null && streetLevel(address.geoLocation);
  const planning = raw.planning;
  const violation = planning.townPlanningViolation?.trim() || null;
  const measure = violation === 'NO' ? false : violation === null || violation === 'UNKNOWN' ? null : true;
  const flood = raw.flooding.floodProneArea;
  const video = (type: number) => raw.videos.find((candidate) => candidate.type.id === type)?.link ?? null;
  const rep = raw.salesRep;
  const repName = rep ? `${rep.firstname ?? ''} ${rep.lastname ?? ''}`.trim() : '';
  const terrace = rooms(raw, ROOM_TYPES.terrace);
  return {
    ...(general.reference ? { reference: general.reference } : {}),
    transaction,
    status: closed === 'available' && general.underOption === true ? 'option' : closed,
    type: head,
    ...(subtype ? { subtype } : {}),
    publishedAt: general.publicationDate,
    title: texts(general.title),
    description: texts(general.description),
    shortDescription: texts(general.shortDescription),
    price: {
      amount: price.hidden ? null : price.value,
      hidden: price.hidden === true,
      from: price.priceFrom,
      period: price.period,
      charges: raw.technical.monthlyCost ?? raw.rentalOptions?.charges ?? null,
      vatRegime,
      // toRawEstate keeps the land's share as the ground value (none: sold with VAT too, stored as 0).
      landValue: vatRegime && ground && (price.value === null || ground < price.value) ? ground : null,
    },
    address: {
      street,
      number: address.visible ? address.number : null,
      box: address.visible ? address.box : null,
      postalCode: address.city.zip,
      city: firstText(address.city.name),
      hidden: !address.visible,
      numberHidden,
    },
    // A hidden address is pinned at the town's centre, which the listing follows by itself.
    location: address.visible ? address.geoLocation : null,
    rooms: {
      bedrooms: general.bedroomCount,
      bathrooms: general.bathroomCount,
      toilets: rooms(raw, ROOM_TYPES.toilet).count,
      garages: rooms(raw, ROOM_TYPES.garage).count,
      parkingSpaces: rooms(raw, ROOM_TYPES.parking).count,
    },
    areas: { living: raw.dimensions.areaBuild, plot: raw.dimensions.areaGround, buildable: raw.dimensions.areaBuildable, terrace: terrace.surface },
    features: {
      garden: raw.technical.garden ?? null,
      terrace: raw.technical.terrace ?? null,
      lift: raw.technical.elevator,
      furnished: raw.technical.furniture,
      swimmingPool: raw.technical.swimmingPool ?? null,
    },
    floor: general.floor,
    constructionYear: raw.technical.constructionYear,
    energy: {
      label: raw.energy.energyLabel,
      value: raw.energy.epcValue,
      reference: raw.energy.epcReference,
      eLevel: raw.energy.eLevel,
      co2: raw.energy.co2,
      total: raw.energy.epcValueTotal,
      date: raw.energy.epcDate ?? null,
      scheme: EPC_SCHEMES[raw.energy.epcScheme ?? ''] ?? null,
    },
    legal: {
      buildingPermit: fact(planning.buildingLicense),
      subdivisionPermit: fact(planning.allocationLicense),
      preemptionRight: fact(planning.presaleRight),
      heritageProtected: fact(planning.heritageProtected),
      heritageInventoried: fact(planning.heritageInventoried),
      asBuiltCertificate: fact(planning.certificateAsBuilt),
      planningMeasure: measure,
      planningViolation: measure ? violation : null,
      asbestosCertificate: general.asbestosInventory,
      asbestosCertificateCommonParts: raw.certificates.some((line) => line.type === COMMON_PARTS_ASBESTOS && line.value === 'YES') ? true : null,
      urbanDestination: planning.townPlanningValue,
      planningInformation: planning.planningInformation ?? null,
      floodScoreBuilding: raw.flooding.floodingBuildingScore,
      floodScoreParcel: raw.flooding.floodingParcelScore,
      floodRisk: flood === 'NO' ? 'none' : flood === 'YES' ? 'potential' : null,
    },
    cadastralIncome: raw.ki.indexed,
    legalMentions: textsOrNull(raw.legalMentions),
    pictures: raw.pictures.map((picture, at) => ({
      url: picture.file,
      order: at,
      thumbnailUrl: picture.thumbnail,
      description: textsOrNull(picture.description),
    })),
    documents: raw.files.map((file) => ({ url: file.link, type: file.type || 'OTHER', description: textsOrNull(file.comment) })),
    virtualTourUrl: video(2),
    videoUrl: video(1),
    salesRep: repName ? { name: repName, email: rep!.email, phone: rep!.phone ?? rep!.mobile, photoUrl: rep!.picture } : null,
    openHomes: raw.openHomes ?? [],
    availableFrom: raw.technical.availableDate,
  };
}

/** Lists whose entry goes whole when a value it needs is refused (a picture's address, an open house's start); elsewhere only the value goes. */
const DROPPED_WHOLE = new Set(['pictures', 'documents', 'openHomes']);

type Path = readonly PropertyKey[];

const parentOf = (record: Record<string, unknown>, path: Path): unknown =>
  path.slice(0, -1).reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), record);

/** The path of the list entry holding a refused value, when its list goes entry by entry (DROPPED_WHOLE). */
function entryOf(path: Path): Path | null {
  const at = path.findIndex((key, index) => index > 0 && typeof key === 'number' && DROPPED_WHOLE.has(String(path[index - 1])));
  return at === -1 ? null : path.slice(0, at + 1);
}

/**
 * Leaves out the values the schema refuses, each as unsaid (its default then applies): a value
 * refused again once left out (one the schema needs) takes its list entry with it, or, outside
 * such a list, fails the record (false).
 */
function leaveOut(record: Record<string, unknown>, paths: readonly Path[], tried: Set<string>): boolean {
  const entries: Path[] = [];
  for (const path of paths) {
    const key = JSON.stringify(path);
    const entry = entryOf(path);
    if (tried.has(key) || typeof path[path.length - 1] === 'number') {
      if (!entry) return false;
      entries.push(entry);
      continue;
    }
    tried.add(key);
    const parent = parentOf(record, path);
    if (parent && typeof parent === 'object') delete (parent as Record<PropertyKey, unknown>)[path[path.length - 1]!];
  }
  // The last entries of a list first: those before them keep their places.
  const unique = [...new Map(entries.map((entry) => [JSON.stringify(entry), entry])).values()];
  for (const entry of unique.sort((a, b) => Number(b[b.length - 1]) - Number(a[a.length - 1]))) {
    const list = parentOf(record, entry);
    if (Array.isArray(list)) list.splice(Number(entry[entry.length - 1]), 1);
  }
  return true;
}

/**
 * A stored estate (and a project's units, in the order given) as the normalized listing under
 * `source` and the ids given. A value the schema refuses (an old EPC label, a thumbnail of a
 * copied file) is left out as unsaid; null when the estate cannot be one (no valid postal code).
 * @example listingOfEstate(estate, [], 'console', 'c-abc')
 */
export function listingOfEstate(
  raw: RawEstate,
  units: readonly RawEstate[],
  source: string,
  externalId: string,
  unitIds: readonly string[],
): NormalizedListing | null {
  const record: Record<string, unknown> = {
    ...fieldsOf(raw),
    source,
    externalId,
    units: units.map((unit, at) => ({ ...fieldsOf(unit), source, externalId: unitIds[at] })),
  };
  const tried = new Set<string>();
  for (let round = 0; round < 20; round += 1) {
    const parsed = normalizedListingSchema.safeParse(record);
    if (parsed.success) return parsed.data;
    if (
      !leaveOut(
        record,
        parsed.error.issues.map((issue) => issue.path),
        tried,
      )
    )
      return null;
  }
  return null;
}
