import * as z from 'zod';
import { en } from 'zod/locales';
import { STATUS_CODES } from '../../../shared/contract/enums';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { issuesOf } from '../kit/validate';
import { NO_PRICE } from './estate-parts';

// zod's English messages ("Invalid option: expected one of …", "expected number, received
// string") are set up as a side effect of importing zod, which bundlers drop (zod's package
// declares "sideEffects": false): npm run import, which bundles this file, said only "Invalid
// input" for every mistake. English alone: `z.locales.en` would bring zod's 50-odd other
// languages into the platform's bundle (about 29 KiB gzipped).
z.config(en());

const SCALAR = 'expected text, a number, true, false or null';
const LOCALIZED = 'a text per language ({ "nl": …, "fr": …, "en": …, "de": … })';

const localized = z.object({ nl: z.string().optional(), fr: z.string().optional(), en: z.string().optional(), de: z.string().optional() }).strict();
const amount = z.number().finite().nullable().default(null);
const text = z.string().max(2000).nullable().default(null);
const code = z.string().max(60).nullable().default(null);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A picture's address: a path on the site (the platform's `/assets/media/…`) or an absolute
 * https address on the agency's image host (the site shows it when that origin is in
 * IMAGE_ORIGINS). Plain http only on this machine, for a local image server.
 */
export function isPictureAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

const pictureAddress = z.string().max(1000).refine(isPictureAddress, 'must be a path such as /assets/media/… or an absolute https:// address');
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()], { error: SCALAR });
const colour = z.string().regex(/^#?[0-9a-fA-F]{6}$/, 'expected a colour such as #0b4f6c');
const floodScore = z
  .string()
  .regex(/^[A-D]$/, 'expected one of A, B, C, D (or null)')
  .nullable()
  .default(null);

const energy = z.object({
  epcValue: amount,
  epcValueTotal: amount,
  epbReference: text,
  epcReference: text,
  energyLabel: code,
  customEpcLabel: text,
  eLevel: amount,
  kLevel: amount,
  co2: amount,
});

/**
 * An estate record of an import file: the platform's RawEstate. `general` is checked field
 * by field; the detail parts are typed and default to empty, so a lean record imports.
 */
export const estateSchema = z.object({
  general: z.object({
    id: z.number().int().positive(),
    parentId: z.number().int().positive().nullable().default(null),
    project: z.boolean().default(false),
    guid: z.string().min(1).max(64).nullable().default(null),
    headType: z.object({ id: z.number().int().positive() }),
    subType: z.object({ id: z.number().int().positive(), name: localized.default({}) }),
    transaction: z.object({ id: z.number().int().positive(), name: localized.default({}) }),
    status: z.enum(STATUS_CODES),
    /** On the market but under option. */
    underOption: z.boolean().optional(),
    title: localized.default({}),
    description: localized.default({}),
    shortDescription: localized.default({}),
    price: z
      .object({
        value: amount,
        totalPrice: amount,
        priceFrom: z.boolean().default(false),
        period: z.enum(['MONTH', 'YEAR']).nullable().default(null),
        deposit: amount,
        furnitureValue: amount,
        infrastructureValue: amount,
        constructionValue: amount,
        groundValue: amount,
        hidden: z.boolean().default(false),
      })
      .default(() => ({ ...NO_PRICE })),
    bedroomCount: z.number().int().min(-1).max(100).nullable().default(null),
    bathroomCount: z.number().int().min(-1).max(100).nullable().default(null),
    publicationDate: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
    floor: z.number().int().min(-5).max(200).nullable().default(null),
    floorId: z.number().int().nullable().default(null),
    entityNumber: text,
    reference: z.string().min(1).max(100),
    architect: text,
    sticker: z.object({ id: z.number().int(), name: localized, color: colour, colorText: colour }).nullable().default(null),
    buildingName: text,
    petsAllowed: z.boolean().nullable().default(null),
    asbestosInventory: z.boolean().nullable().default(null),
    certificateAsbestos: text,
    registrationCost: amount,
    tax: amount,
    notarySalery: amount,
    address: z.object({
      street: localized.default({}),
      number: text,
      box: text,
      visible: z.boolean().default(true),
      city: z.object({
        id: z.number().int().positive(),
        name: localized,
        zip: z.string().regex(/^\d{4}$/, 'a Belgian postal code'),
        alias: localized.nullable().default(null),
      }),
      country: z.object({ id: z.string().min(2).max(3) }).default({ id: 'BE' }),
      region: z.enum(['FLANDERS', 'WALLONIA', 'BRUSSELS']),
      geoLocation: z
        .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
        .nullable()
        .default(null),
      street_address: text.optional(),
    }),
  }),
  technical: z.record(z.string(), scalar).default({}),
  dimensions: z.record(z.string(), z.union([z.number(), localized, z.null()], { error: `expected a number, null or ${LOCALIZED}` })).default({}),
  energy: energy.default(energy.parse({})),
  energyShared: energy.nullable().default(null),
  ki: z.object({ indexed: amount, nonIndexed: amount, communityTax: amount }).default({ indexed: null, nonIndexed: null, communityTax: null }),
  layout: z
    .array(
      z.object({
        floor: z.number().int(),
        value: z.object({ id: z.number().int().positive(), name: localized.default({}) }),
        count: z.number().int().min(0),
        surface: amount,
        comment: localized.nullable().default(null),
        common: z.boolean().default(false),
        sort: z.number().int().default(0),
      }),
    )
    .default([]),
  facilities: z.array(z.object({ id: z.number().int(), name: localized })).default([]),
  buildTechnicals: z.array(z.object({ criteria: z.string(), value: z.string(), comment: localized.nullable().default(null) })).default([]),
  files: z.array(z.object({ type: z.string(), link: z.string().max(1000), comment: localized.nullable().default(null) })).default([]),
  pictures: z
    .array(
      z.object({
        file: pictureAddress,
        thumbnail: z
          .union([pictureAddress, z.literal('')], { error: 'must be a path such as /assets/media/…, an absolute https:// address, empty or null' })
          .nullable()
          .default(null),
        index: z.number().int(),
        /** Its alt text per language (a picture described in the console). */
        description: localized.nullable().optional(),
      }),
    )
    .default([]),
  videos: z.array(z.object({ type: z.object({ id: z.number().int() }), link: z.string().url() })).default([]),
  environments: z.array(z.string()).default([]),
  rentalOptions: z
    .object({ minimumDuration: amount, charges: amount, chargesIncluded: z.boolean().default(false) })
    .nullable()
    .default(null),
  extraFields: z
    .array(
      z.object({
        extra_field_autoid: z.number().int(),
        type: z.enum(['TEXT', 'BIGTEXT', 'NUMBER', 'BOOLEAN']),
        value: scalar,
        value_lang_string: localized.nullable().default(null),
      }),
    )
    .default([]),
  certificates: z.array(z.object({ type: z.string(), value: text, date: text })).default([]),
  flooding: z
    .object({ floodingBuildingScore: floodScore, floodingParcelScore: floodScore, floodProneArea: z.enum(['YES', 'NO', 'UNKNOWN']).nullable().optional() })
    .default({ floodingBuildingScore: null, floodingParcelScore: null }),
  planning: z.record(z.string(), z.string().nullable()).default({}),
  salesRep: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      picture: text,
      mobile: text,
      phone: text,
      email: z.email().nullable().default(null),
      description: localized.nullable().default(null),
    })
    .nullable()
    .default(null),
  collections: z.array(z.number().int().positive()).default([]),
  children: z.array(z.number().int().positive()).default([]),
  legalMentions: localized.nullable().default(null),
  openHomes: z
    .array(
      z
        .object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
        .refine((open) => Date.parse(open.start) < Date.parse(open.end), { message: 'must end after it starts', path: ['end'] }),
    )
    .max(50)
    .default([]),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), localized, z.null()], { error: `${SCALAR}, or ${LOCALIZED}` })).optional(),
});

/** An estate record checked against the platform's estate (every writer's: the import, the ingest API's upsert, the console). */
export function validateEstate(record: unknown): { ok: true; estate: RawEstate } | { ok: false; issues: { path: string; message: string }[] } {
  const parsed = estateSchema.safeParse(record);
  return parsed.success ? { ok: true, estate: parsed.data as unknown as RawEstate } : { ok: false, issues: issuesOf(parsed.error) };
}

/** The same check's issues, each with the value given (none when the estate passes): the upsert's lines word them (issue-words.ts). */
export const estateIssues = (record: unknown): z.core.$ZodIssue[] => estateSchema.safeParse(record, { reportInput: true }).error?.issues ?? [];
