import { type AsSent, asSent, type MappedListing, type NormalizedListingInput } from '../../listings/normalized';
import { codeAsSent, numberAsSent, positionAsSent, readFlag } from '../schema-parts';
import type { SweepBrightEstate, SweepBrightFile, SweepBrightUnit } from './schema';
import { STATUSES, type ShownStatus, NEGOTIATIONS, RENT_PERIODS, HEAD_TYPES, SUB_TYPES, SQUARE_METRES, LANGUAGES } from './tables';

// SweepBright's estate (docs/crm-apis.md, "Estate shape") onto the normalized listing. Pure:
// the files (pictures, plans, documents, the negotiator's photo) are given as the addresses
// they were copied to (their SweepBright addresses expire), by `copied`. A value it cannot read
// (a price "abc", a status or type no table lists) is passed on as sent: the shared check of
// the upsert refuses the listing with the field and the value, and its previous version stays.
//
// The tables list every value SweepBright's public clients show, with the source:
// [SB1] https://github.com/fw4-bvba/sweepbright-api/blob/9eac619/tests/responses/GetEstate.json
// [SB2] https://github.com/CompagnonAgency/wp-sweepbright/blob/55e4c83/modules/fields/class-estate.php (status),
//       …/modules/fields/class-features.php (negotiation, type, sub_type), …/modules/class-wp-sweepbright-query.php (`lost`),
//       …/api/class-controller-estate.php (the sizes' `sq_m`).

export const SOURCE = 'sweepbright';

/** Where a file of the estate now lives (our copy), or null when it could not be copied. */
export type CopiedFiles = (file: SweepBrightFile) => string | null;

/** What the estate says about being shown: a listing (for the shared check), or off the site (with why). */
export type SweepBrightMapping = { ok: true; listing: MappedListing } | { ok: false; offSite: string };

/** Text per language with `nl-BE`/`fr_BE` keys folded onto ours; empty texts left out. */
function localized(value: Record<string, string | null> | null | undefined): Partial<Record<(typeof LANGUAGES)[number], string>> {
  const out: Partial<Record<(typeof LANGUAGES)[number], string>> = {};
  for (const [key, text] of Object.entries(value ?? {})) {
    const language = key.slice(0, 2).toLowerCase() as (typeof LANGUAGES)[number];
    if (LANGUAGES.includes(language) && typeof text === 'string' && text.trim() !== '' && out[language] === undefined)
      out[language] = text.trim().slice(0, 20_000);
  }
  return out;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
const textOf = (value: unknown): string | null =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** `A+`, `a++`, `C-D`, `B/C` → our EnergyLabel codes; anything else null (the mapping passes it on as sent). */
export function energyLabel(category: string | null | undefined): NonNullable<NormalizedListingInput['energy']>['label'] {
  const code = (category ?? '')
    .trim()
    .toUpperCase()
    .replace(/\+\+$/, '_PLUS_PLUS')
    .replace(/\+$/, '_PLUS')
    .replace(/^([A-G])\s*[-/]\s*([A-G])$/, '$1_$2');
  const known = ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'A_B', 'B_C', 'C_D', 'D_E', 'E_F', 'F_G'] as const;
  return (known as readonly string[]).includes(code) ? (code as (typeof known)[number]) : null;
}

/**
 * A size in square metres: as entered when SweepBright gives square metres; converted from another
 * unit and rounded once to whole square metres, as an ad shows them (870 sq ft → 81 m², not 80.83).
 * A size or unit it cannot read is passed on as sent.
 * @example squareMetres({ size: 870, unit: 'sq_ft' }) // 81
 */
export function squareMetres(size: { size?: string | number | null; unit?: string | null } | null | undefined): number | null | AsSent {
  const amount = numberAsSent(size?.size);
  if (typeof amount !== 'number') return amount;
  const factor = SQUARE_METRES[size?.unit ?? 'sq_m'];
  if (factor === undefined) return asSent(`${size?.size} ${size?.unit}`);
  return factor === 1 ? amount : Math.round(amount * factor);
}

const fact = (value: Parameters<typeof readFlag>[0]): boolean | null => orNull(readFlag(value));
const score = (value: unknown): 'A' | 'B' | 'C' | 'D' | null | AsSent => {
  const letter = textOf(value)?.toUpperCase();
  if (letter === undefined || letter === null) return null;
  return letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D' ? letter : asSent(value);
};
/** An EPC category as our label; none sent: null; one we cannot read: as sent. */
const label = (category: string | null | undefined) => (textOf(category) === null ? null : (energyLabel(category) ?? asSent(category)));
const isoDate = (value: string | null | undefined): string | null | AsSent =>
  !value?.trim() ? null : /^\d{4}-\d{2}-\d{2}(?:$|[T ])/.test(value) ? value.slice(0, 10) : asSent(value);
const isoTime = (value: string | null | undefined): string | null | AsSent => {
  if (!value?.trim()) return null;
  if (Number.isNaN(Date.parse(value))) return asSent(value);
  return /(?:Z|[+-]\d{2}:\d{2})$/.test(value) ? value : new Date(value).toISOString();
};
const link = (value: string | null | undefined): string | null => (value && /^https?:\/\/\S+$/.test(value) && value.length <= 2000 ? value : null);

/** Files in gallery order (`ordinal`, then as listed). */
const ordered = (files: SweepBrightFile[] | null | undefined) =>
  [...(files ?? [])].map((file, index) => ({ file, index })).sort((a, b) => (a.file.ordinal ?? a.index) - (b.file.ordinal ?? b.index) || a.index - b.index);

/** Why an estate or unit stays off the site (prospect, lost, not public), or null: tested before any of its files is copied. */
export function offSiteReason(estate: Pick<SweepBrightUnit, 'status' | 'publish_status'>): string | null {
  const status = estate.status ?? '';
  if (Object.hasOwn(STATUSES, status) && STATUSES[status as keyof typeof STATUSES] === 'off') return `status ${status}`;
  if (estate.publish_status && estate.publish_status !== 'public') return `publish_status ${estate.publish_status}`;
  return null;
}

/** Whether the estate's status is one the table lists: one that is not is refused, so none of its files is copied. */
export const knownStatus = (estate: Pick<SweepBrightUnit, 'status'>): boolean => Object.hasOwn(STATUSES, estate.status ?? '');

/**
 * What the estate has, from its `amenities` ([SB2] class-amenities.php: `garden`, `terrace`,
 * `lift`, `pool` …): a yes for each one listed; none listed says nothing (null), never a no.
 */
function amenitiesOf(estate: SweepBrightUnit) {
  const listed = new Set((estate.amenities ?? []).map((amenity) => amenity.trim().toLowerCase()));
  const yes = (...names: string[]) => (names.some((name) => listed.has(name)) ? true : null);
  return { garden: yes('garden'), terrace: yes('terrace'), lift: yes('lift', 'elevator'), furnished: null, swimmingPool: yes('pool', 'swimming_pool') };
}

/** One estate or unit as a listing (no units), or why it stays off the site. */
function mapOne(estate: SweepBrightUnit, copied: CopiedFiles): SweepBrightMapping {
  const offSite = offSiteReason(estate);
  if (offSite) return { ok: false, offSite };
  // Not off the site (above): available, option or closed; or as sent when the table does not list it.
  const status = codeAsSent<(typeof STATUSES)[keyof typeof STATUSES]>(STATUSES, estate.status) as ShownStatus | null | AsSent;
  const type = codeAsSent(HEAD_TYPES, estate.type);
  const transaction = codeAsSent(NEGOTIATIONS, estate.negotiation);
  const location = estate.location ?? {};
  const legal = estate.legal ?? {};
  const energy = legal.energy ?? {};
  const regulations = legal.regulations ?? estate.regulations ?? {};
  const land = legal.property_and_land ?? {};
  const price = estate.price ?? {};
  const hiddenPrice = readFlag(price.hidden) === true;
  const rep = estate.negotiator;
  const repName = [rep?.first_name, rep?.last_name].map(textOf).filter(Boolean).join(' ');
  const eLevel = numberAsSent(typeof energy.e_level === 'string' ? energy.e_level.replace(/^E\s*/i, '') : energy.e_level);
  const pictures = ordered(estate.images).flatMap(({ file }, order) => {
    const url = copied(file);
    return url ? [{ url, order, description: textOf(file.description) ? { nl: textOf(file.description)!.slice(0, 20_000) } : null }] : [];
  });
  const documents = [
    ...ordered(estate.plans).map(({ file }) => ({ file, type: 'FLOOR_PLAN' })),
    ...ordered(estate.documents).map(({ file }) => ({ file, type: /ep[bc]|peb/i.test(`${file.filename} ${file.description}`) ? 'EPC' : 'OTHER' })),
  ].flatMap(({ file, type: documentType }) => {
    const url = copied(file);
    return url ? [{ url, type: documentType, description: textOf(file.description) ? { nl: textOf(file.description)! } : null }] : [];
  });
  const photo = rep?.photo_url ? copied({ id: 'negotiator', url: rep.photo_url, url_expires_on: rep.photo_url_expires_on, filename: 'photo' }) : null;
  const listing: MappedListing = {
    source: SOURCE,
    externalId: estate.id,
    reference: textOf(estate.settings?.reference)?.slice(0, 100) ?? undefined,
    // As sent when unknown (null when absent): the listing is then refused with the field and the value in the sync log.
    transaction: transaction as MappedListing['transaction'],
    status: status as MappedListing['status'],
    type: type as MappedListing['type'],
    subtype: codeAsSent(SUB_TYPES, estate.sub_type) ?? undefined,
    title: localized(estate.description_title),
    description: localized(estate.description),
    price: {
      // "Price on request" only when SweepBright says so; an amount it cannot read is refused, never shown as none.
      amount: hiddenPrice ? null : numberAsSent(price.amount),
      hidden: hiddenPrice,
      period: transaction === 'let' ? (codeAsSent(RENT_PERIODS, estate.rent_period) ?? 'MONTH') : null,
    },
    address: {
      street: textOf(location.street),
      number: textOf(location.number),
      box: textOf(location.box),
      postalCode: textOf(location.postal_code) ?? '',
      city: textOf(location.city),
      hidden: readFlag(location.hidden) === true,
    },
    location: positionAsSent(location.geo?.latitude, location.geo?.longitude),
    rooms: { bedrooms: numberAsSent(estate.bedrooms), bathrooms: numberAsSent(estate.bathrooms) },
    areas: { living: squareMetres(estate.sizes?.liveable_area), plot: squareMetres(estate.sizes?.plot_area), buildable: null },
    features: amenitiesOf(estate),
    floor: numberAsSent(location.floor),
    constructionYear: numberAsSent(estate.building?.construction?.year),
    energy: {
      label: label(energy.epc_category ?? estate.epc_category),
      value: numberAsSent(energy.epc_value ?? estate.epc_value),
      reference: textOf(energy.epc_reference ?? estate.epc_reference),
      eLevel,
      co2: numberAsSent(energy.co2_emissions),
    },
    legal: {
      buildingPermit: fact(regulations.building_permit),
      subdivisionPermit: fact(regulations.subdivision_authorisation),
      preemptionRight: fact(regulations.priority_purchase_right),
      heritageProtected: fact(regulations.heritage_list),
      asbestosCertificate: fact(regulations.asbestos_certificate),
      urbanDestination: null,
      floodScoreBuilding: score(land.flood_risk_building_score),
      floodScoreParcel: score(land.flood_risk_plot_score),
    },
    legalMentions: ((mentions) => (Object.keys(mentions).length > 0 ? mentions : null))(localized(legal.legal_mentions ?? estate.legal_mentions)),
    pictures,
    documents,
    virtualTourUrl: link(estate.virtual_tour_url),
    videoUrl: link(estate.video_url),
    salesRep: repName ? { name: repName.slice(0, 120), email: textOf(rep?.email), phone: textOf(rep?.phone)?.slice(0, 40) ?? null, photoUrl: photo } : null,
    // An open home with neither time is none; one with a time missing, unreadable or ending before it starts is refused.
    openHomes: (estate.open_homes ?? []).flatMap((open) => {
      const start = isoTime(open.start_date);
      const end = isoTime(open.end_date);
      return start === null && end === null ? [] : [{ start: start ?? asSent(open.start_date), end: end ?? asSent(open.end_date) }];
    }),
    availableFrom: isoDate(estate.occupancy?.available_from),
  };
  return { ok: true, listing };
}

/**
 * A SweepBright estate as a normalized listing: a project (`is_project`) with its
 * `properties[]` as units (units off the site left out). An estate whose status keeps it off
 * the site (prospect, lost, not public) answers `offSite`: the caller removes it if it was shown.
 * @example mapSweepBrightEstate(await client.getEstate(id), (file) => copies.get(file.id))
 */
export function mapSweepBrightEstate(estate: SweepBrightEstate, copied: CopiedFiles): SweepBrightMapping {
  const main = mapOne(estate, copied);
  if (!main.ok) return main;
  const project = readFlag(estate.is_project) === true || (estate.properties ?? []).length > 0;
  if (!project) return main;
  const units = (estate.properties ?? []).flatMap((unit) => {
    const mapped = mapOne(unit, copied);
    return mapped.ok ? [mapped.listing] : [];
  });
  return { ok: true, listing: { ...main.listing, type: 'PROJECT', subtype: undefined, units: units as NonNullable<MappedListing['units']> } };
}
