import { HEAD_TYPES, SUB_TYPES } from '../../../shared/domain/property-types';
import { ROOM_TYPES } from '../../../shared/domain/layout';
import type { StatusCode } from '../../../shared/contract/enums';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RawDimensions, RawPrice, RawRoom } from '../../../shared/contract/raw/estate';
import type { CrmReasonWords } from '../../../shared/contract/console-crm-reasons';
import type { NormalizedListing, NormalizedUnit } from './normalized';

/*
 * The parts of the platform's estate a normalized listing maps onto (to-raw-estate.ts): its
 * status, types, dimensions, layout lines, EPC scheme, VAT split and the words it shows.
 */

/** An estate's price where none is given: no amount, no period, shown (the estate's schema's default; a project's, its units' lowest filled in). */
export const NO_PRICE: Readonly<RawPrice & { hidden: boolean }> = {
  value: null,
  totalPrice: null,
  priceFrom: false,
  period: null,
  deposit: null,
  furnitureValue: null,
  infrastructureValue: null,
  constructionValue: null,
  groundValue: null,
  hidden: false,
};

/** An estate's dimensions of its areas (m²; null: not given), the widths and depths no source sends left empty. */
export const rawDimensions = (areaGround: number | null, areaBuild: number | null, areaBuildable: number | null): RawDimensions => ({
  areaGround,
  areaBuild,
  areaBuildable,
  widthHouse: null,
  widthGround: null,
  depthHouse: null,
  depthGround: null,
  depthGroundFloor: null,
  depthFloor: null,
  commentArea: null,
});

/** Where a listing went wrong: the field path within the listing and why, in English and as a key with values (the sync log's words). */
export interface MappingRefusal {
  path: string;
  reason: string;
  words?: CrmReasonWords;
}

/** A postal code the table does not resolve (postal-codes/index.ts), as its refusal: unknown, or covering several places none named. */
export function postalCodeRefusal(postalCode: string, failed: { reason: string; places?: string[] }): MappingRefusal {
  const places = failed.places?.join(', ');
  return {
    path: 'address.postalCode',
    reason: failed.reason,
    words: { reason: places ? { key: 'sharedPostalCode', code: postalCode, places } : { key: 'unknownPostalCode', code: postalCode } },
  };
}

/** A listing under option keeps its transaction's status on the market, with `underOption` (RawEstateGeneral). */
export const STATUS: Record<NormalizedListing['transaction'], Record<NormalizedListing['status'], StatusCode>> = {
  sale: { available: 'FOR_SALE', option: 'FOR_SALE', closed: 'SOLD' },
  let: { available: 'TO_RENT', option: 'TO_RENT', closed: 'RENTED' },
  takeover: { available: 'TAKE_OVER', option: 'TAKE_OVER', closed: 'TAKEN_OVER' },
};

/** Virtual tours are video type 2 (RawVideo), other videos type 1. */
export const VIRTUAL_TOUR = 2;

export const VIDEO = 1;

export const yesNo = (fact: boolean | null): string | null => (fact === null ? null : fact ? 'YES' : 'NO');

/** The same text in every language: a CRM gives a street one name. */
export const everyLanguage = (text: string | null): RawLocalized => (text ? { nl: text, fr: text, en: text, de: text } : {});

/**
 * The listing's head type and subtype. A subtype of another type (a CRM's "mansion" in the
 * apartment category) does not cost the listing: it is shown as its type's default subtype, with
 * a warning saying so. A project given its units' subtype (an apartment building) is a new-build project.
 */
export function subTypeOf(listing: NormalizedUnit, project: boolean): { head: number; sub: number; warning: MappingRefusal | null } {
  const head = project ? 'PROJECT' : listing.type;
  const candidates = SUB_TYPES.filter((subType) => subType.headType === head);
  const fallback = candidates[0]!;
  const named = listing.subtype ? candidates.find((subType) => subType.code === listing.subtype) : fallback;
  const warning =
    named || project
      ? null
      : {
          path: 'subtype',
          reason: `${listing.subtype} is not a subtype of ${head}: shown as ${fallback.code}`,
          words: { reason: { key: 'otherSubtype' as const, subtype: listing.subtype ?? '', type: head, shown: fallback.code } },
        };
  return { head: HEAD_TYPES[head], sub: (named ?? fallback).id, warning };
}

/** A position kept to 2 decimals (about a kilometre): where a listing shows its street but not its number. */
export const streetLevel = (position: { lat: number; lon: number }) => ({
  lat: Math.round(position.lat * 100) / 100,
  lon: Math.round(position.lon * 100) / 100,
});

/** The EpcScheme codes of the normalized listing's schemes. */
export const EPC_SCHEMES = { regional: 'REGIONAL', epbd2024: 'EPBD_2024' } as const;

/** The rooms a listing counts (toilets, garages, parking spaces) and its terrace's area, as layout lines on the ground floor. */
export function layoutOf(listing: NormalizedUnit): RawRoom[] {
  const line = (typeId: number, count: number | null, surface: number | null = null): RawRoom[] =>
    count ? [{ floor: 0, value: { id: typeId, name: {} }, count, surface, comment: null, common: false, sort: typeId }] : [];
  return [
    ...line(ROOM_TYPES.toilet, listing.rooms.toilets),
    ...line(ROOM_TYPES.garage, listing.rooms.garages),
    ...line(ROOM_TYPES.parking, listing.rooms.parkingSpaces),
    ...line(ROOM_TYPES.terrace, listing.areas.terrace ? 1 : null, listing.areas.terrace),
  ];
}

/**
 * The land and construction a price under the VAT regime splits into (what the site reads as
 * "before VAT", shared/domain/price.ts underVatRegime, and the costs calculator splits): the
 * land's share as given (none: sold with VAT too), the rest the construction.
 */
export function vatSplit(price: NormalizedUnit['price']): { groundValue: number | null; constructionValue: number | null } {
  if (!price.vatRegime || price.hidden || price.amount === null) return { groundValue: null, constructionValue: null };
  const ground = Math.min(price.landValue ?? 0, price.amount);
  return { groundValue: ground, constructionValue: price.amount - ground };
}

/** A person's name in its first word and the rest. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}
