import * as z from 'zod';
import { HEAD_TYPES, SUB_TYPES } from '../../../shared/domain/property-types';
import { localizedText, url, fileUrl, normalizedPicture, normalizedDocument } from './normalized-files';

/*
 * The normalized listing: what every provider (SweepBright, Whise, …)
 * maps a CRM's listing onto, and what the ingest API accepts. It speaks the source's ids
 * (`source` + `externalId`), postal codes instead of our city ids, and plain facts (booleans,
 * square metres, ISO dates); `toRawEstate` (to-raw-estate.ts) turns it into the platform's
 * estate. A project carries its units, each a listing of the same shape with its own id.
 */

const HEAD_TYPE_CODES = Object.keys(HEAD_TYPES) as [keyof typeof HEAD_TYPES, ...(keyof typeof HEAD_TYPES)[]];
const SUB_TYPE_CODES = SUB_TYPES.map((subType) => subType.code) as [string, ...string[]];

/** The EnergyLabel codes (locales/enums.json). */
const ENERGY_LABELS = ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'A_B', 'B_C', 'C_D', 'D_E', 'E_F', 'F_G'] as const;

const isoDateTime = z.iso.datetime({ offset: true });
const area = z.number().min(0).max(10_000_000).nullable().default(null);
const count = z.number().int().min(0).max(100).nullable().default(null);

/** Belgium's extent in degrees, a few kilometres around its borders (49.50–51.51 N, 2.54–6.41 E). */
export const BELGIUM = { south: 49.4, north: 51.6, west: 2.4, east: 6.5 } as const;

/** A legal fact a CRM answers yes or no to; null: not known. */
const fact = z.boolean().nullable().default(null);

const listingFields = {
  /** Where the listing comes from: `sweepbright`, `whise`, `import`, or an integrator's name. */
  source: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'lowercase letters, digits and dashes, 2-32 characters'),
  /** The source's own id (a UUID, an integer, …), unique within the source and site. */
  externalId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : - only'),
  /** The agency's reference, shown on the page; the external id when absent. */
  reference: z.string().min(1).max(100).optional(),
  /** sale or let; takeover is a business taken over (TAKE_OVER). */
  transaction: z.enum(['sale', 'let', 'takeover']),
  /** available: on the market; option: on the market under option (shown as "Onder optie"); closed: sold, let or taken over (shown as such). */
  status: z.enum(['available', 'option', 'closed']).meta({
    description:
      'available: on the market. option: still on the market, but someone holds an option on it (SweepBright `option`, Whise purpose statuses 5, 6, ' +
      '12, 13, 16 and 21): listed with the available ones and labelled "Onder optie" / "Sous option" / "Under option" / "Unter Option". closed: ' +
      'sold, let or taken over, shown as such.',
  }),
  type: z.enum(HEAD_TYPE_CODES),
  /** A subtype code of the type; the type's first when absent. */
  subtype: z.enum(SUB_TYPE_CODES).optional(),
  /** When the agency published it; the first write's time when absent. */
  publishedAt: isoDateTime.optional(),
  title: localizedText.default({}),
  description: localizedText.default({}),
  shortDescription: localizedText.default({}),
  price: z
    .object({
      /**
       * Euros; null: no price. 0 is refused: a source that means "none" leaves it out (or its mapping
       * reads its documented none as null), "price on request" is `hidden`, so a 0 never wipes a price.
       */
      amount: z
        .number()
        .gt(0, { error: '0 is no price: leave the amount out (null) when there is none, or set hidden for "price on request"' })
        .max(1_000_000_000)
        .nullable()
        .default(null),
      /** "Price on request": the amount is kept out of every answer and search. */
      hidden: z.boolean().default(false),
      /** 'From € …' (a range, a project). */
      from: z.boolean().default(false),
      /** For a let: the period the amount is for. */
      period: z.enum(['MONTH', 'YEAR']).nullable().default(null),
      /** Monthly charges of a let. */
      charges: z.number().min(0).nullable().default(null),
      /** A new build sold under the VAT regime: the construction with VAT, the amount before VAT; false: registration duties on the whole price. */
      vatRegime: z.boolean().default(false),
      /** Under the VAT regime, the land's share of the amount (registration duties); null: the land too is sold with VAT. */
      landValue: z.number().min(0).max(1_000_000_000).nullable().default(null),
    })
    .refine((price) => price.landValue === null || price.amount === null || price.landValue < price.amount, {
      message: 'must be less than the price',
      path: ['landValue'],
      params: { problem: 'belowPrice' },
    })
    .default({ amount: null, hidden: false, from: false, period: null, charges: null, vatRegime: false, landValue: null }),
  address: z.object({
    street: z.string().max(200).nullable().default(null),
    number: z.string().max(20).nullable().default(null),
    box: z.string().max(20).nullable().default(null),
    postalCode: z.string().regex(/^\d{4}$/, 'a Belgian postal code: four digits'),
    /** The place's name: needed where a postal code covers several places. */
    city: z.string().max(100).nullable().default(null),
    country: z.literal('BE').default('BE'),
    /** The agency does not publish the street and number (the city shows, the map does not pin it). */
    hidden: z.boolean().default(false),
    /** The agency publishes the street but not the number and box ("street only"): the map pins the street's surroundings, not the house. */
    numberHidden: z.boolean().default(false),
  }),
  /** A point in Belgium (with a margin): a position elsewhere, or latitude and longitude swapped, is refused. */
  location: z
    .object({
      lat: z.number().min(BELGIUM.south).max(BELGIUM.north),
      lon: z.number().min(BELGIUM.west).max(BELGIUM.east),
    })
    .nullable()
    .default(null),
  rooms: z
    .object({ bedrooms: count, bathrooms: count, toilets: count, garages: count, parkingSpaces: count })
    .default({ bedrooms: null, bathrooms: null, toilets: null, garages: null, parkingSpaces: null }),
  /** Square metres. */
  areas: z.object({ living: area, plot: area, buildable: area, terrace: area }).default({ living: null, plot: null, buildable: null, terrace: null }),
  /** What the property has (null: not said). */
  features: z
    .object({ garden: fact, terrace: fact, lift: fact, furnished: fact, swimmingPool: fact })
    .default({ garden: null, terrace: null, lift: null, furnished: null, swimmingPool: null }),
  /** Floor of a unit (0: ground floor). */
  floor: z.number().int().min(-5).max(200).nullable().default(null),
  constructionYear: z.number().int().min(1000).max(2200).nullable().default(null),
  energy: z
    .object({
      /** EnergyLabel code: A_PLUS_PLUS … G, or a pair such as C_D. */
      label: z.enum(ENERGY_LABELS).nullable().default(null),
      /** kWh/m² a year. */
      value: z.number().min(0).max(10_000).nullable().default(null),
      reference: z.string().max(100).nullable().default(null),
      eLevel: z.number().min(-500).max(1000).nullable().default(null),
      /** kg/m² a year. */
      co2: z.number().min(0).max(10_000).nullable().default(null),
      /** The total the certificate gives, kWh a year (Wallonia's "E total"). */
      total: z.number().min(0).max(100_000_000).nullable().default(null),
      /** The certificate's date (YYYY-MM-DD). */
      date: z.iso.date().nullable().default(null),
      /** The certificate's scheme: the region's own layout, or the EU's recast layout (EPBD 2024/1275, transposed from 2026). */
      scheme: z.enum(['regional', 'epbd2024']).nullable().default(null),
    })
    .default({ label: null, value: null, reference: null, eLevel: null, co2: null, total: null, date: null, scheme: null }),
  legal: z
    .object({
      buildingPermit: fact,
      subdivisionPermit: fact,
      preemptionRight: fact,
      heritageProtected: fact,
      /** Whether it is in the inventory of the architectural heritage (Flanders, "vastgesteld bouwkundig erfgoed"). */
      heritageInventoried: fact,
      /** Whether the municipality delivered an as-built certificate (Flanders, "as-builtattest"). */
      asBuiltCertificate: fact,
      /** Whether a court or administrative planning measure was imposed (false: none); null: not said, a finding, never read as none. */
      planningMeasure: fact,
      /** The measure (summons, remedial measure) as the ad must state it; given, it is the answer whatever planningMeasure says. */
      planningViolation: z.string().max(500).nullable().default(null),
      asbestosCertificate: fact,
      /** Whether the building's common parts (co-ownership) have their own asbestos certificate (Flanders, sales since 1 May 2025). */
      asbestosCertificateCommonParts: fact,
      /** RecentDestination code (the zoning), as the platform names it. */
      urbanDestination: z.string().max(60).nullable().default(null),
      /** Brussels: the planning information of CoBAT art. 275, or where it can be consulted (an address, a link), as the ad states it. */
      planningInformation: z.string().max(500).nullable().default(null),
      /** Flemish flood scores: G (building) and P (parcel), A-D. */
      floodScoreBuilding: z.enum(['A', 'B', 'C', 'D']).nullable().default(null),
      floodScoreParcel: z.enum(['A', 'B', 'C', 'D']).nullable().default(null),
      /** In a flood-prone area: effectively, potentially, or not (Whise's detail 2222). */
      floodRisk: z.enum(['effective', 'potential', 'none']).nullable().default(null),
    })
    .default({
      buildingPermit: null,
      subdivisionPermit: null,
      preemptionRight: null,
      heritageProtected: null,
      heritageInventoried: null,
      asBuiltCertificate: null,
      planningMeasure: null,
      planningViolation: null,
      asbestosCertificate: null,
      asbestosCertificateCommonParts: null,
      urbanDestination: null,
      planningInformation: null,
      floodScoreBuilding: null,
      floodScoreParcel: null,
      floodRisk: null,
    }),
  /** The indexed cadastral income, euros a year. */
  cadastralIncome: z.number().min(0).max(10_000_000).nullable().default(null),
  /** The text the agency must publish with the listing (e.g. the BIV's mentions). */
  legalMentions: localizedText.nullable().default(null),
  pictures: z.array(normalizedPicture).max(200).default([]),
  documents: z.array(normalizedDocument).max(50).default([]),
  virtualTourUrl: url.nullable().default(null),
  videoUrl: url.nullable().default(null),
  salesRep: z
    .object({
      name: z.string().min(1).max(120),
      email: z.email().nullable().default(null),
      phone: z.string().max(40).nullable().default(null),
      photoUrl: fileUrl.nullable().default(null),
    })
    .nullable()
    .default(null),
  openHomes: z
    .array(
      z
        .object({ start: isoDateTime, end: isoDateTime })
        // Judged only when both are date-times (either's own refusal says what it is not).
        .refine((open) => !(Date.parse(open.end) <= Date.parse(open.start)), {
          message: 'must end after it starts',
          path: ['end'],
          params: { problem: 'endAfterStart' },
        }),
    )
    .max(50)
    .default([]),
  /** When it is free (YYYY-MM-DD); null: at once or by agreement. */
  availableFrom: z.iso.date().nullable().default(null),
};

/**
 * The source's own version of a record (listings/source-version.ts): a write or delete older than
 * the one the site has is refused as stale. A project's is the newest of the project's and its
 * units' (a unit has none of its own).
 */
export const sourceVersionFields = {
  updatedAt: isoDateTime.optional().meta({
    description:
      "The source's own modification time of the record (SweepBright's `updated_at`, Whise's `UpdateDateTime`, an integrator's), with its offset: a " +
      'write older than the one the site has is not taken (`stale`). Equal is taken: the same write again is `unchanged`. Without it (and without ' +
      '`version`), the last write wins.',
    example: '2026-03-02T07:00:00+01:00',
  }),
  version: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .meta({
      description:
        'A version number that grows with each change of the record at the source, instead of (or beside) `updatedAt`: a write with a lower number ' +
        'than the one the site has is not taken (`stale`). Equal is taken.',
      example: 42,
    }),
};

/** A unit of a project: a listing of its own, without units. */
export const normalizedUnitSchema = z.object(listingFields);

/**
 * A listing as providers and the ingest API give it; `units` makes it a project.
 * @example
 * normalizedListingSchema.parse({
 *   source: 'whise', externalId: '4242', transaction: 'sale', status: 'available', type: 'HOUSE', address: { postalCode: '9000' },
 * })
 */
export const normalizedListingSchema = z.object({
  ...listingFields,
  units: z.array(normalizedUnitSchema).max(500).default([]),
  ...sourceVersionFields,
});

export type NormalizedListing = z.infer<typeof normalizedListingSchema>;
export type NormalizedUnit = z.infer<typeof normalizedUnitSchema>;
/** What a provider or integrator writes (optional fields may be left out). */
export type NormalizedListingInput = z.input<typeof normalizedListingSchema>;

declare const sent: unique symbol;
/**
 * A value a CRM's mapping could not read (a price "abc", an unknown status), passed on as the CRM
 * sent it: the shared check of the normalized listing (upsert.ts) then refuses the listing with
 * the field and the value, and its previous version stays. Never turned into a missing value.
 */
export type AsSent = { readonly [sent]: 'as sent' };

/** The value as the source sent it, for the shared check to refuse. */
export const asSent = (value: unknown): AsSent => value as AsSent;

type WithSent<T> = T extends readonly (infer Item)[] ? WithSent<Item>[] : T extends object ? { [K in keyof T]: WithSent<T[K]> } | AsSent : T | AsSent;

/** What a CRM's mapping hands to the upsert: a listing of the normalized shape in which any value may be one it could not read (AsSent). */
export type MappedListing = { [K in keyof NormalizedListingInput]: WithSent<NormalizedListingInput[K]> };
