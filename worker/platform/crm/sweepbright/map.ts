import type { NormalizedListingInput } from '../../ingest/normalized';
import { readFlag, readNumber } from '../schema-parts';
import type { SweepBrightEstate, SweepBrightFile, SweepBrightUnit } from './schema';

// SweepBright's estate (docs/crm-apis.md, "Estate shape") onto the normalized listing. Pure:
// the files (pictures, plans, documents, the negotiator's photo) are given as the addresses
// they were copied to (their SweepBright addresses expire), by `copied`.

export const SOURCE = 'sweepbright';

/** Where a file of the estate now lives (our copy), or null when it could not be copied. */
export type CopiedFiles = (file: SweepBrightFile) => string | null;

/** Statuses that keep a listing off the site (SweepBright's own site plugin hides them too). */
const OFF_SITE = new Set(['prospect', 'lost']);
/** Sold, let or signed: shown as such. */
const CLOSED = new Set(['sold', 'rented', 'agreement', 'under_contract']);
/** Still on the market, under option: shown with the available ones, labelled so. */
const OPTION = new Set(['option']);

const HEAD_TYPES: Record<string, NonNullable<NormalizedListingInput['type']>> = {
  house: 'HOUSE',
  apartment: 'APARTMENT',
  land: 'PLOT',
  commercial: 'COMMERCIAL',
  office: 'COMMERCIAL',
  parking: 'GARAGE',
};

const SUB_TYPES: Record<string, string> = {
  duplex: 'DUPLEX',
  triplex: 'TRIPLEX',
  loft: 'LOFT',
  penthouse: 'PENTHOUSE',
  studio: 'STUDIO',
  ground_floor: 'GROUND_FLOOR',
  service_flat: 'SERVICE_FLAT',
  student_room: 'STUDENT_ROOM',
  flat: 'APARTMENT',
  villa: 'VILLA',
  bungalow: 'BUNGALOW',
  castle: 'CASTLE',
  farmhouse: 'FARMHOUSE',
  cottage: 'COTTAGE',
  town_house: 'TOWNHOUSE',
  mansion: 'MANSION',
  terraced: 'TERRACED_HOUSE',
  semi_detached: 'SEMI_DETACHED_HOUSE',
  detached: 'DETACHED_HOUSE',
  chalet: 'CHALET',
  mixed_use_building: 'MIXED_USE_BUILDING',
  building_plot: 'BUILDING_PLOT',
  agricultural: 'AGRICULTURAL_LAND',
  pasture_land: 'MEADOW',
  forest: 'FOREST',
  garage: 'GARAGE_BOX',
  carport: 'CARPORT',
  parking_space: 'PARKING',
  indoor_parking: 'INDOOR_PARKING',
  office: 'OFFICE',
  retail: 'RETAIL',
  warehouse: 'WAREHOUSE',
  industrial: 'INDUSTRIAL_BUILDING',
  horeca: 'HORECA',
};

/** Square metres per unit SweepBright gives sizes in. */
const SQUARE_METRES: Record<string, number> = { sq_m: 1, are: 100, hectare: 10_000, sq_ft: 0.092_903, acre: 4046.856 };

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

/** What the estate says about being shown: a listing, or off the site (with why). */
export type SweepBrightMapping = { ok: true; listing: NormalizedListingInput } | { ok: false; offSite: string };

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

/** `A+`, `a++`, `C-D`, `B/C` → our EnergyLabel codes; anything else null. */
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

function squareMetres(size: { size?: unknown; unit?: string | null } | null | undefined): number | null {
  const amount = readNumber(size?.size as string | number | null | undefined);
  const factor = SQUARE_METRES[size?.unit ?? 'sq_m'];
  return amount === undefined || factor === undefined || amount < 0 ? null : Math.round(amount * factor * 100) / 100;
}

const fact = (value: Parameters<typeof readFlag>[0]): boolean | null => orNull(readFlag(value));
const score = (value: unknown): 'A' | 'B' | 'C' | 'D' | null => {
  const letter = textOf(value)?.toUpperCase();
  return letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D' ? letter : null;
};
const isoDate = (value: string | null | undefined): string | null => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
const isoTime = (value: string | null | undefined): string | null => {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return /(?:Z|[+-]\d{2}:\d{2})$/.test(value) ? value : new Date(value).toISOString();
};
const link = (value: string | null | undefined): string | null => (value && /^https?:\/\/\S+$/.test(value) && value.length <= 2000 ? value : null);

/** Files in gallery order (`ordinal`, then as listed). */
const ordered = (files: SweepBrightFile[] | null | undefined) =>
  [...(files ?? [])].map((file, index) => ({ file, index })).sort((a, b) => (a.file.ordinal ?? a.index) - (b.file.ordinal ?? b.index) || a.index - b.index);

/** One estate or unit as a listing (no units), or why it stays off the site. */
/** Why an estate or unit stays off the site (prospect, lost, not public), or null: tested before any of its files is copied. */
export function offSiteReason(estate: Pick<SweepBrightUnit, 'status' | 'publish_status'>): string | null {
  const status = estate.status ?? '';
  if (OFF_SITE.has(status)) return `status ${status}`;
  if (estate.publish_status && estate.publish_status !== 'public') return `publish_status ${estate.publish_status}`;
  return null;
}

function mapOne(estate: SweepBrightUnit, copied: CopiedFiles): SweepBrightMapping {
  const offSite = offSiteReason(estate);
  if (offSite) return { ok: false, offSite };
  const status = estate.status ?? '';
  const type = HEAD_TYPES[estate.type ?? ''];
  const transaction = estate.negotiation === 'let' ? 'let' : estate.negotiation === 'sale' ? 'sale' : undefined;
  const location = estate.location ?? {};
  const legal = estate.legal ?? {};
  const energy = legal.energy ?? {};
  const regulations = legal.regulations ?? estate.regulations ?? {};
  const land = legal.property_and_land ?? {};
  const price = estate.price ?? {};
  const hiddenPrice = readFlag(price.hidden) === true;
  const rep = estate.negotiator;
  const repName = [rep?.first_name, rep?.last_name].map(textOf).filter(Boolean).join(' ');
  const latitude = readNumber(location.geo?.latitude);
  const longitude = readNumber(location.geo?.longitude);
  const eLevel = readNumber(typeof energy.e_level === 'string' ? energy.e_level.replace(/^E\s*/i, '') : energy.e_level);
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
  const listing: NormalizedListingInput = {
    source: SOURCE,
    externalId: estate.id,
    reference: textOf(estate.settings?.reference)?.slice(0, 100) ?? undefined,
    // Left out when unknown: the listing is then refused with the field named in the sync log.
    transaction: transaction as NormalizedListingInput['transaction'],
    status: CLOSED.has(status) ? 'closed' : OPTION.has(status) ? 'option' : 'available',
    type: type as NormalizedListingInput['type'],
    subtype: SUB_TYPES[estate.sub_type ?? ''],
    title: localized(estate.description_title),
    description: localized(estate.description),
    price: {
      amount: hiddenPrice ? null : orNull(readNumber(price.amount)),
      hidden: hiddenPrice,
      period: transaction === 'let' ? (estate.rent_period === 'year' ? 'YEAR' : 'MONTH') : null,
    },
    address: {
      street: textOf(location.street),
      number: textOf(location.number),
      box: textOf(location.box),
      postalCode: textOf(location.postal_code) ?? '',
      city: textOf(location.city),
      hidden: readFlag(location.hidden) === true,
    },
    location: latitude !== undefined && longitude !== undefined ? { lat: latitude, lon: longitude } : null,
    rooms: { bedrooms: orNull(readNumber(estate.bedrooms)), bathrooms: orNull(readNumber(estate.bathrooms)) },
    areas: { living: squareMetres(estate.sizes?.liveable_area), plot: squareMetres(estate.sizes?.plot_area), buildable: null },
    floor: orNull(readNumber(location.floor as string | number | null | undefined)),
    constructionYear: orNull(readNumber(estate.building?.construction?.year)),
    energy: {
      label: energyLabel(energy.epc_category ?? estate.epc_category),
      value: orNull(readNumber(energy.epc_value ?? estate.epc_value)),
      reference: textOf(energy.epc_reference ?? estate.epc_reference),
      eLevel: orNull(eLevel),
      co2: orNull(readNumber(energy.co2_emissions)),
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
    openHomes: (estate.open_homes ?? []).flatMap((open) => {
      const start = isoTime(open.start_date);
      const end = isoTime(open.end_date);
      return start && end && Date.parse(start) < Date.parse(end) ? [{ start, end }] : [];
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
  return { ok: true, listing: { ...main.listing, type: 'PROJECT', subtype: undefined, units: units as NonNullable<NormalizedListingInput['units']> } };
}
