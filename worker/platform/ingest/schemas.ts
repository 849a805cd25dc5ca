import * as z from 'zod';

/*
 * The ingest API's limits and schemas: routes.ts validates requests with them at run time,
 * openapi.ts describes the same objects in the OpenAPI document (written at build time by
 * scripts/openapi-document.mjs), so what is checked and what is documented cannot differ.
 * Plain zod: `.meta()` carries what the document shows beside the rules (examples).
 */

/** Listings per request. */
export const MAX_LISTINGS_PER_REQUEST = 500;
/** Holiday rental units per request (each with up to 1,000 periods). */
export const MAX_RENTAL_UNITS_PER_REQUEST = 100;
/** Characters of a request's body (listings with long descriptions in four languages). */
export const MAX_INGEST_BODY_CHARS = 8 * 1024 * 1024;

/** The path of every ingest call names its site. */
export const siteParams = z.object({
  siteId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .meta({ example: '1' }),
});

/** A listing by the source's own id. */
export const listingParams = siteParams.extend({
  source: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,31}$/)
    .meta({ example: 'whise' }),
  externalId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/)
    .meta({ example: '4242' }),
});

/** A holiday rental unit by the source's own id: the same path parts as a listing's. */
export const rentalUnitParams = listingParams;

/** The envelope of PUT …/listings; each listing is then checked alone (upsert.ts). */
export const listingsEnvelope = z.object({ listings: z.array(z.unknown()).min(1).max(MAX_LISTINGS_PER_REQUEST) });

/**
 * The envelope of PUT …/rental-units; each unit is then checked alone (rental-upsert.ts, with
 * normalizedRentalUnitSchema of ingest/normalized-rental.ts, as listings with
 * ingest/normalized.ts).
 */
export const rentalUnitsEnvelope = z.object({ units: z.array(z.unknown()).min(1).max(MAX_RENTAL_UNITS_PER_REQUEST) });

const refusalSchema = z.object({ source: z.string().nullable(), externalId: z.string().nullable(), path: z.string(), reason: z.string() });

const findingSchema = z.object({ source: z.string(), externalId: z.string(), fact: z.string(), missing: z.string(), law: z.string() }).meta({
  description:
    "A fact Belgian law asks the listing's ad to show (per region and transaction) that the record lacks. The listing is written and published all the same (its source owns it); the agency's console lists it as needing attention.",
  example: {
    source: 'whise',
    externalId: '4242',
    fact: 'floodParcel',
    missing: 'Flood score of the parcel (P-score)',
    law: 'Decreet integraal waterbeleid (Waterwetboek), informatieplicht …',
  },
});

/** What a write did: the answer of every call. */
export const outcomeSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  refused: z.number().int(),
  refusals: z.array(refusalSchema),
  /** Records written with a field read otherwise than sent: a subtype of another type is shown as its type's default. */
  warnings: z.array(refusalSchema),
  findings: z.array(findingSchema),
  cacheRetired: z.boolean(),
});

/** Every refusal: http.ts jsonError. */
export const errorSchema = z.object({ error: z.string(), details: z.unknown().optional() });
