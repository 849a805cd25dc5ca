import type { CrmCodeField, CrmReasonWords } from '../../../../shared/contract/console-crm-reasons';
import { type AsSent, asSent, type MappedListing, type NormalizedListingInput } from '../../listings/normalized';
import type { LeftOutUnit } from '../../listings/upsert';
import { codeAsSent, numberAsSent, positionAsSent, readFlag, readNumber } from '../schema-parts';
import { WHISE_DETAIL, WHISE_DISPLAY_STATUS, WHISE_STATUS, type WhiseEstate } from './schema';
import { energyLabel, purposeMeaning, WHISE_CATEGORY, WHISE_FLOOD_RISK, WHISE_PURPOSE, WHISE_SUBCATEGORY } from './tables';
import { detailOf, detailNumber, detailFlag, detailText, detailEnum, destinationOf, textsOf, titleOf } from './fields';

// A Whise estate (one item of `v1/estates/list`, docs/crm-apis.md "Whise") as the normalized
// listing every provider maps onto. A project comes as its own item (`canHaveChildren`) and its
// units as items with `parentId`: the caller gathers them and maps the project with its units.
// A value it cannot read (a price "abc", a date, a coordinate, an EPC label) is passed on as sent:
// the upsert's shared check refuses the listing naming it, and its previous version stays.

/** The source a Whise connection writes under, unless its settings name another. */
export const WHISE_SOURCE = 'whise';

type Unit = Omit<MappedListing, 'units'>;
type EnergyCode = NonNullable<NonNullable<NormalizedListingInput['energy']>['label']>;

/** A refusal of one field: its path in the Whise estate and why, in the log's English and as a key with values. */
export interface WhiseRefusal {
  path: string;
  reason: string;
  words: CrmReasonWords;
}

/** A code of the estate no list of ours has (none sent: `(none)`), refused by its field. */
function unknownCode(path: string, what: string, field: CrmCodeField, code: number | undefined): WhiseRefusal {
  return {
    path,
    reason: `unknown ${what} ${code ?? '(none)'}`,
    words: { reason: { key: 'unknownCode', field, code: code === undefined ? null : String(code) } },
  };
}

/**
 * What to do with a Whise estate: write it, keep it off the site (remove it if it is there:
 * archived, offline, withdrawn, a prospect or an estimate), or refuse it (an enumeration id we
 * cannot read; its previous version stays).
 */
/**
 * A Whise estate as a listing (`leftOut`: a project's units it could not read, each with its id and
 * why; `warnings`: what was read otherwise than sent), off the site, or refused with why.
 */
export type WhiseMapping =
  | { kind: 'listing'; listing: MappedListing; leftOut?: LeftOutUnit[]; warnings?: WhiseRefusal[] }
  | { kind: 'off'; reason: string }
  | { kind: 'refused'; refusals: WhiseRefusal[] };

/**
 * An EPC value as Whise's estate fields write it: a number, or a range whose first number is
 * the value ("179-179" in a real `estates/list` answer, docs/crm-apis.md [W3]).
 * @example epcNumber('179-179') // 179
 */
const epcNumber = (value: string | number | null | undefined) => {
  const range = typeof value === 'string' ? /^\s*(\d+(?:[.,]\d+)?)\s*-\s*\d+(?:[.,]\d+)?\s*$/.exec(value) : null;
  const number = numberAsSent(range ? range[1] : value);
  return number === null || typeof number === 'number' ? number : asSent(value);
};

/** A Whise wall time (`2026-05-01T00:00:00`) as a date; null when absent; as sent when it is none. */
const dateOf = (value: string | null | undefined): string | null | AsSent =>
  !value?.trim() ? null : /^\d{4}-\d{2}-\d{2}(?:$|[T ])/.test(value) ? value.slice(0, 10) : asSent(value);

/** An EPC label as ours; none: null; one we cannot read: as sent. */
const labelOf = (value: string | null | undefined): EnergyCode | null | AsSent =>
  !value?.trim() ? null : ((energyLabel(value) as EnergyCode | null) ?? asSent(value));

/** Details 1849/1850; none (or 0, 0) is no position, the rest checked as sent (a point in Belgium). */
const locationOf = (estate: WhiseEstate) => positionAsSent(detailOf(estate, WHISE_DETAIL.latitude)?.value, detailOf(estate, WHISE_DETAIL.longitude)?.value);

/** Hot-linked: the 1600 px picture, the 640 px one as its thumbnail (docs/crm-apis.md, "Pictures"). */
function picturesOf(estate: WhiseEstate): Unit['pictures'] {
  const sorted = [...(estate.pictures ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return sorted.flatMap((picture, order) => {
    const url = picture.urlXXL || picture.urlLarge || picture.urlSmall;
    if (!url || !/^https?:\/\//.test(url)) return [];
    const thumbnail = picture.urlLarge && picture.urlLarge !== url ? picture.urlLarge : null;
    return [{ url, order, thumbnailUrl: thumbnail }];
  });
}

/** Why an estate stays off the site, or undefined when its state lets it show. */
function offReason(estate: WhiseEstate): string | undefined {
  const status = estate.status?.id ?? WHISE_STATUS.active;
  if (status !== WHISE_STATUS.active) return `status ${status} (archived or deleted in Whise)`;
  if (estate.displayStatusId === WHISE_DISPLAY_STATUS.offline) return 'display status 1 (offline)';
  const purposeStatus = estate.purposeStatus?.id;
  if (purposeMeaning(purposeStatus) === 'off')
    return `purpose status ${purposeStatus} (withdrawn, suspended, prospect, estimate or in preparation) stays off the site`;
  return undefined;
}

/** A yes or no Whise sends (1/0, true/false), or null when it says nothing. */
const yesNo = (value: Parameters<typeof readFlag>[0]): boolean | null => readFlag(value) ?? null;

/**
 * What the estate has, as the site's facts show it and its search finds it: a garden (`garden`, or
 * a garden area), a terrace (`terrace`, or terraces or a terrace area among the details), furnished.
 */
function featuresOf(estate: WhiseEstate) {
  const gardenArea = readNumber(estate.gardenArea);
  const terraces = detailNumber(estate, WHISE_DETAIL.terraces);
  const terraceArea = detailNumber(estate, WHISE_DETAIL.terraceArea);
  const counted = (value: unknown) => (typeof value === 'number' && value > 0 ? true : null);
  return {
    garden: yesNo(estate.garden) ?? counted(gardenArea),
    terrace: yesNo(estate.terrace) ?? counted(terraces) ?? counted(terraceArea),
    lift: null,
    furnished: yesNo(estate.furnished),
    swimmingPool: null,
  };
}

/** One estate (a project, a unit or a listing of its own) as a normalized listing without units. */
function mapOne(
  estate: WhiseEstate,
  source: string,
): { kind: 'listing'; listing: Unit; warnings: WhiseRefusal[] } | { kind: 'off'; reason: string } | { kind: 'refused'; refusals: WhiseRefusal[] } {
  const off = offReason(estate);
  if (off) return { kind: 'off', reason: off };
  const refusals: WhiseRefusal[] = [];
  const transaction = WHISE_PURPOSE[estate.purpose?.id ?? -1];
  if (!transaction) refusals.push(unknownCode('purpose.id', 'purpose', 'transaction', estate.purpose?.id));
  const meaning = purposeMeaning(estate.purposeStatus?.id);
  if (!meaning) refusals.push(unknownCode('purposeStatus.id', 'purpose status', 'marketStatus', estate.purposeStatus?.id));
  const category = WHISE_CATEGORY[estate.category?.id ?? -1];
  if (!category) refusals.push(unknownCode('category.id', 'category', 'category', estate.category?.id));
  // A subcategory no public list has is read as its category's default type, with a warning: the
  // category says what it is (a house, a flat), the subcategory only which kind.
  const subCategory = estate.subCategory?.id;
  const warnings: WhiseRefusal[] =
    subCategory !== undefined && category && !WHISE_SUBCATEGORY[subCategory]
      ? [
          {
            path: 'subCategory.id',
            reason: `unknown subcategory ${subCategory}: shown as its category's type (${category.subtype ?? category.type})`,
            words: { reason: { key: 'unknownSubcategory', code: String(subCategory), type: category.type, subtype: category.subtype ?? null } },
          },
        ]
      : [];
  const country = estate.country?.id;
  if (country !== undefined && country !== 1)
    refusals.push({ path: 'country.id', reason: `country ${country} is not Belgium`, words: { reason: { key: 'notBelgium', country: String(country) } } });
  if (!transaction || !meaning || meaning === 'off' || !category || refusals.length > 0) return { kind: 'refused', refusals };

  const subtype = WHISE_SUBCATEGORY[subCategory ?? -1] ?? category.subtype;
  const floodRisk = codeAsSent(WHISE_FLOOD_RISK, detailEnum(estate, WHISE_DETAIL.floodRisk));
  const destination = destinationOf(estate);
  const energyValue = detailNumber(estate, WHISE_DETAIL.epcValue) ?? epcNumber(estate.energyValue) ?? epcNumber(estate.epcValue);
  const hiddenPrice = estate.displayPrice === false;
  const virtualTour = [estate.linkVirtualVisit, estate.link3DModel].find((link) => link && /^https?:\/\//.test(link)) ?? null;
  const listing: Unit = {
    source,
    externalId: String(estate.id),
    ...(estate.referenceNumber ? { reference: estate.referenceNumber.slice(0, 100) } : {}),
    transaction,
    status: meaning,
    type: category.type,
    ...(subtype ? { subtype } : {}),
    title: titleOf(estate),
    shortDescription: textsOf(estate.shortDescription),
    description: textsOf(estate.description),
    price: {
      // "Price on request" only when Whise says so (displayPrice false; the amount is then not kept); an amount it cannot read is refused, never shown as none.
      amount: numberAsSent(estate.price),
      hidden: hiddenPrice,
      period: transaction === 'let' ? 'MONTH' : null,
    },
    address: {
      street: estate.address?.trim() || null,
      number: estate.number?.trim() || null,
      box: estate.box?.trim() || null,
      postalCode: (estate.zip ?? '').trim(),
      city: estate.city?.trim() || null,
      hidden: estate.displayAddress === false,
    },
    location: locationOf(estate),
    rooms: {
      bedrooms: numberAsSent(estate.bedrooms ?? estate.bedRooms ?? estate.rooms),
      bathrooms: numberAsSent(estate.bathRooms),
      garages: numberAsSent(estate.garage),
      parkingSpaces: numberAsSent(estate.parking),
    },
    areas: { living: numberAsSent(estate.area), plot: numberAsSent(estate.groundArea), terrace: detailNumber(estate, WHISE_DETAIL.terraceArea) },
    features: featuresOf(estate),
    floor: numberAsSent(estate.floor),
    constructionYear: detailNumber(estate, WHISE_DETAIL.constructionYear),
    energy: {
      label: labelOf(detailText(estate, WHISE_DETAIL.epcLabel) ?? estate.energyClass),
      value: energyValue,
      reference: detailText(estate, WHISE_DETAIL.epcUniqueCode)?.slice(0, 100) ?? null,
      co2: detailNumber(estate, WHISE_DETAIL.co2),
      total: detailNumber(estate, WHISE_DETAIL.eTotal),
    },
    legal: {
      buildingPermit: detailFlag(estate, WHISE_DETAIL.buildingPermit),
      subdivisionPermit: detailFlag(estate, WHISE_DETAIL.subdivisionPermit),
      preemptionRight: detailFlag(estate, WHISE_DETAIL.preemptionRight),
      urbanDestination: destination,
      floodRisk,
    },
    pictures: picturesOf(estate),
    virtualTourUrl: virtualTour,
    availableFrom: dateOf(estate.availabilityDateTime),
  };
  return { kind: 'listing', listing, warnings };
}

/**
 * A Whise estate, with its units when it is a project, as a normalized listing (or why not).
 * Units that must stay off the site are left out of the project (the upsert then removes them);
 * a unit it cannot read is left out too, named in `leftOut`, so its version online stays and
 * the project and its other units are written.
 * @example whiseListing(project, units) // { kind: 'listing', listing: { source: 'whise', externalId: '4100200', units: [...] } }
 */
export function whiseListing(estate: WhiseEstate, units: readonly WhiseEstate[] = [], source = WHISE_SOURCE): WhiseMapping {
  const main = mapOne(estate, source);
  if (main.kind !== 'listing') return main;
  const mappedUnits: Unit[] = [];
  const leftOut: LeftOutUnit[] = [];
  const warnings = [...main.warnings];
  [...units]
    .sort((a, b) => (readNumber(a.estateOrder as number | undefined) ?? a.id) - (readNumber(b.estateOrder as number | undefined) ?? b.id))
    .forEach((unit, index) => {
      const mapped = mapOne(unit, source);
      const where = `units.${index} (${unit.id}).`;
      if (mapped.kind === 'listing') {
        mappedUnits.push(mapped.listing);
        warnings.push(...mapped.warnings.map((warning) => ({ ...warning, path: `${where}${warning.path}` })));
      }
      if (mapped.kind === 'refused')
        leftOut.push(
          ...mapped.refusals.map((refusal) => ({
            externalId: String(unit.id),
            at: index,
            path: `${where}${refusal.path}`,
            reason: `${refusal.reason}: this unit is left out, its version online stays; the rest of the project is written`,
            words: { ...refusal.words, then: 'unitLeftOut' as const },
          })),
        );
    });
  return {
    kind: 'listing',
    listing: { ...main.listing, units: mappedUnits },
    ...(leftOut.length > 0 && { leftOut }),
    ...(warnings.length > 0 && { warnings }),
  };
}
