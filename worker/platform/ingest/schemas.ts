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
    .meta({ example: 'immoweb' }),
  externalId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/)
    .meta({ example: '4242' }),
});

/**
 * The query of a DELETE: the source's version of the delete (listings/source-version.ts). A delete
 * older than the version the site has is not done (`stale`); without one, it is always done.
 */
export const deleteQuery = z.object({
  updatedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: "The source's time of the delete, with its offset: older than the listing's `updatedAt` on the site, it is not done (`stale`)." }),
  version: z
    .string()
    .regex(/^\d{1,15}$/, 'a whole number, 0 or more')
    .optional()
    .meta({ description: 'The version number of the delete: lower than the one the site has, it is not done (`stale`).', example: '43' }),
});

/** A holiday rental unit by the source's own id: the same path parts as a listing's. */
export const rentalUnitParams = listingParams;

/** The envelope of PUT …/listings; each listing is then checked alone (upsert.ts). */
export const listingsEnvelope = z.object({ listings: z.array(z.unknown()).min(1).max(MAX_LISTINGS_PER_REQUEST) });

/**
 * The envelope of PUT …/rental-units; each unit is then checked alone (rental-upsert.ts, with
 * normalizedRentalUnitSchema of listings/normalized-rental.ts, as listings with
 * listings/normalized.ts).
 */
export const rentalUnitsEnvelope = z.object({ units: z.array(z.unknown()).min(1).max(MAX_RENTAL_UNITS_PER_REQUEST) });
