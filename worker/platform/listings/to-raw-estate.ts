import { floodScoresInMentions } from './flood-mentions';
import { COMMON_PARTS_ASBESTOS } from '../../../shared/domain/ad-rules/compromis';
import { isRegionDestination } from '../../../shared/domain/destinations';
import { MAIN_TRANSACTION_IDS } from '../../../shared/contract/enums';
import type { RawEstate, RawPlanning, RawVideo } from '../../../shared/contract/raw/estate';
import type { CityLookup } from '../postal-codes';
import type { NormalizedListing, NormalizedUnit } from './normalized';
import {
  rawDimensions,
  type MappingRefusal,
  postalCodeRefusal,
  STATUS,
  VIRTUAL_TOUR,
  VIDEO,
  yesNo,
  everyLanguage,
  subTypeOf,
  streetLevel,
  EPC_SCHEMES,
  layoutOf,
  vatSplit,
  splitName,
} from './estate-parts';

/**
 * A written listing's warnings: what was mapped otherwise than sent (a subtype of another type,
 * shown as its type's default), or a zone of another region's plan.
 */
export type MappingResult = { ok: true; estates: RawEstate[]; warnings: MappingRefusal[] } | { ok: false; refusals: MappingRefusal[] };

/** Our estate id for a source's id (allocated by the platform, see listings/upsert.ts). */
export type IdMap = (source: string, externalId: string) => number;

export interface MappingOptions {
  /** When a listing without its own publication date is first written (ISO). */
  now: string;
  /** The publication date an estate already has, kept when the listing gives none. */
  publishedBefore?: (estateId: number) => string | undefined;
}

/** One listing (a project, or one of its units) as the platform's estate. */
function mapOne(
  listing: NormalizedUnit,
  id: number,
  parentId: number | null,
  children: number[],
  lookupCity: CityLookup,
  options: MappingOptions,
  warnings: MappingRefusal[],
): RawEstate | MappingRefusal[] {
  const refusals: MappingRefusal[] = [];
  const project = children.length > 0;
  const types = subTypeOf(listing, project);
  if (types.warning) warnings.push(types.warning);
  const resolved = lookupCity(listing.address.postalCode, listing.address.city);
  if (!resolved.ok) refusals.push(postalCodeRefusal(listing.address.postalCode, resolved));
  if (refusals.length > 0 || !resolved.ok) return refusals;

  const city = resolved.city;
  // A zone of another region's plan (a Flemish "woongebied" for a Brussels flat) is written as sent, and said.
  const zone = listing.legal.urbanDestination;
  if (zone && !isRegionDestination(city.region, zone))
    warnings.push({
      path: 'legal.urbanDestination',
      reason: `${zone} is not a zone of the ${city.region} plan`,
      words: { reason: { key: 'otherRegionZone', zone, region: city.region } },
    });
  const status = STATUS[listing.transaction][listing.status];
  const hiddenAddress = listing.address.hidden;
  // "Street only": the number and box are not kept, the pin is the street's surroundings (the town centre when no position is given).
  const streetOnly = !hiddenAddress && listing.address.numberHidden;
  const centre = city.lat !== null && city.lon !== null ? { lat: city.lat, lon: city.lon } : null;
  const pin = listing.location ?? centre;
  const split = vatSplit(listing.price);
  const videos: RawVideo[] = [
    ...(listing.virtualTourUrl ? [{ type: { id: VIRTUAL_TOUR }, link: listing.virtualTourUrl }] : []),
    ...(listing.videoUrl ? [{ type: { id: VIDEO }, link: listing.videoUrl }] : []),
  ];
  const mentioned = floodScoresInMentions(listing.legalMentions);
  const planning: RawPlanning = {
    townPlanningValue: listing.legal.urbanDestination,
    // The measure's text; none only when the source said so (false); not said: UNKNOWN, which the legal guard reads as missing.
    townPlanningViolation: listing.legal.planningViolation?.trim() || (listing.legal.planningMeasure === false ? 'NO' : 'UNKNOWN'),
    buildingLicense: yesNo(listing.legal.buildingPermit),
    allocationLicense: yesNo(listing.legal.subdivisionPermit),
    presaleRight: yesNo(listing.legal.preemptionRight),
    certificateAsBuilt: yesNo(listing.legal.asBuiltCertificate),
    heritageProtected: yesNo(listing.legal.heritageProtected),
    heritageInventoried: yesNo(listing.legal.heritageInventoried),
    renovationObligation: null,
    planningInformation: listing.legal.planningInformation?.trim() || null,
  };
  const rep = listing.salesRep;
  return {
    general: {
      id,
      parentId,
      project,
      guid: null,
      headType: { id: types.head },
      subType: { id: types.sub, name: {} },
      transaction: { id: MAIN_TRANSACTION_IDS[status], name: {} },
      status,
      ...(listing.status === 'option' ? { underOption: true } : {}),
      title: listing.title,
      description: listing.description,
      shortDescription: listing.shortDescription,
      price: {
        // A hidden price is not kept at all: no answer, search or sort can give it away.
        value: listing.price.hidden ? null : listing.price.amount,
        totalPrice: null,
        priceFrom: listing.price.from || project,
        period: listing.transaction === 'let' ? (listing.price.period ?? 'MONTH') : listing.price.period,
        deposit: null,
        furnitureValue: null,
        infrastructureValue: null,
        ...split,
        hidden: listing.price.hidden,
      },
      bedroomCount: listing.rooms.bedrooms,
      bathroomCount: listing.rooms.bathrooms,
      publicationDate: listing.publishedAt ?? options.publishedBefore?.(id) ?? options.now,
      floor: listing.floor,
      floorId: null,
      entityNumber: null,
      reference: listing.reference ?? listing.externalId,
      architect: null,
      sticker: null,
      buildingName: null,
      petsAllowed: null,
      asbestosInventory: listing.legal.asbestosCertificate,
      certificateAsbestos: null,
      registrationCost: null,
      tax: null,
      notarySalery: null,
      address: {
        // A hidden address is not kept: the street never reaches an answer, the map gets the
        // city's centre (searches by distance still find the listing), the page shows the city.
        street: hiddenAddress ? {} : everyLanguage(listing.address.street),
        number: hiddenAddress || streetOnly ? null : listing.address.number,
        box: hiddenAddress || streetOnly ? null : listing.address.box,
        visible: !hiddenAddress,
        city: { id: city.id, name: city.name, zip: city.zip, alias: null },
        country: { id: listing.address.country },
        region: city.region,
        // A place outside the postal-code table has no known centre: a hidden address then gets no pin.
        geoLocation: hiddenAddress ? centre : streetOnly ? pin && streetLevel(pin) : listing.location,
      },
    },
    technical: {
      constructionYear: listing.constructionYear,
      renovationYear: null,
      buildingType: null,
      condition: null,
      // Sold under the VAT regime is what makes a new build one here.
      newBuilding: listing.price.vatRegime,
      available: null,
      availableDate: listing.availableFrom,
      furniture: listing.features.furnished,
      petsAllowed: null,
      monthlyCost: listing.price.charges,
      directionGarden: null,
      oLevelSensitivity: null,
      oLevelZone: null,
      certificateConformity: null,
      certificateElectricity: null,
      elevator: listing.features.lift,
      garden: listing.features.garden,
      terrace: listing.features.terrace ?? (listing.areas.terrace ? true : null),
      swimmingPool: listing.features.swimmingPool,
    },
    dimensions: rawDimensions(listing.areas.plot, listing.areas.living, listing.areas.buildable),
    energy: {
      epcValue: listing.energy.value,
      epcValueTotal: listing.energy.total,
      epbReference: null,
      epcReference: listing.energy.reference,
      energyLabel: listing.energy.label,
      customEpcLabel: null,
      eLevel: listing.energy.eLevel,
      kLevel: null,
      co2: listing.energy.co2,
      epcDate: listing.energy.date,
      epcScheme: listing.energy.scheme && EPC_SCHEMES[listing.energy.scheme],
    },
    energyShared: null,
    ki: { indexed: listing.cadastralIncome, nonIndexed: null, communityTax: null },
    layout: layoutOf(listing),
    facilities: [],
    buildTechnicals: [],
    files: listing.documents.map((document) => ({ type: document.type, link: document.url, comment: document.description })),
    pictures: [...listing.pictures]
      .sort((a, b) => a.order - b.order)
      .map((picture) => ({
        file: picture.url,
        thumbnail: picture.thumbnailUrl,
        index: picture.order,
        ...(picture.description ? { description: picture.description } : {}),
      })),
    videos,
    environments: [],
    rentalOptions: listing.transaction === 'let' ? { minimumDuration: null, charges: listing.price.charges, chargesIncluded: false } : null,
    extraFields: [],
    certificates: listing.legal.asbestosCertificateCommonParts ? [{ type: COMMON_PARTS_ASBESTOS, value: 'YES', date: null }] : [],
    flooding: {
      // One truth: scores the CRM wrote only in the legal mentions are the scores.
      floodingBuildingScore: listing.legal.floodScoreBuilding ?? mentioned.building,
      floodingParcelScore: listing.legal.floodScoreParcel ?? mentioned.parcel,
      ...(listing.legal.floodRisk ? { floodProneArea: listing.legal.floodRisk === 'none' ? 'NO' : 'YES' } : {}),
    },
    planning,
    salesRep: rep ? { ...splitName(rep.name), picture: rep.photoUrl, mobile: null, phone: rep.phone, email: rep.email, description: null } : null,
    collections: [],
    children,
    legalMentions: listing.legalMentions,
    openHomes: listing.openHomes,
  };
}

/**
 * A normalized listing as the platform's estates: the listing first, then a project's units
 * (each with its project as parent, the project listing their ids). Pure: the city comes from
 * `lookupCity`, our ids from `idMap`. A refusal names the field path within the listing
 * (`units.2.address.postalCode`) and the reason; nothing of a refused listing is written.
 * @example toRawEstate(listing, createCityLookup(), (source, id) => ids.get(`${source}:${id}`)!, { now })
 */
export function toRawEstate(listing: NormalizedListing, lookupCity: CityLookup, idMap: IdMap, options: MappingOptions): MappingResult {
  const id = idMap(listing.source, listing.externalId);
  const refusals: MappingRefusal[] = [];
  const unitIds = listing.units.map((unit, index) => {
    if (unit.source !== listing.source)
      refusals.push({
        path: `units.${index}.source`,
        reason: `must be the project's source (${listing.source})`,
        words: { reason: { key: 'unitSource', source: listing.source } },
      });
    return idMap(unit.source, unit.externalId);
  });
  const seen = new Set<string>([listing.externalId]);
  listing.units.forEach((unit, index) => {
    if (seen.has(unit.externalId))
      refusals.push({
        path: `units.${index}.externalId`,
        reason: `${unit.externalId} is used twice in this listing`,
        words: { reason: { key: 'unitTwice', id: unit.externalId } },
      });
    seen.add(unit.externalId);
  });
  const warnings: MappingRefusal[] = [];
  const main = mapOne(listing, id, null, unitIds, lookupCity, options, warnings);
  if (Array.isArray(main)) refusals.push(...main);
  const units = listing.units.map((unit, index) => {
    const unitWarnings: MappingRefusal[] = [];
    const mapped = mapOne(unit, unitIds[index]!, id, [], lookupCity, options, unitWarnings);
    if (Array.isArray(mapped)) refusals.push(...mapped.map((refusal) => ({ ...refusal, path: `units.${index}.${refusal.path}` })));
    warnings.push(...unitWarnings.map((warning) => ({ ...warning, path: `units.${index}.${warning.path}` })));
    return mapped;
  });
  if (refusals.length > 0 || Array.isArray(main)) return { ok: false, refusals };
  return { ok: true, estates: [main, ...(units as RawEstate[])], warnings };
}
