import * as z from 'zod';

/*
 * The answers of the ingest API as its OpenAPI document describes them (openapi.ts): documentation
 * only. Kept apart from the request schemas the routes validate with (schemas.ts), so that what
 * only the document reads is not part of the platform's bundle (a zod schema is built by calls,
 * which the bundler keeps wherever they are).
 */

const refusalSchema = z.object({
  source: z.string().nullable(),
  externalId: z.string().nullable(),
  path: z.string(),
  reason: z.string(),
  held: z
    .literal(true)
    .optional()
    .meta({
      description:
        'Not taken, the version online stays: a value not believable (more than ten times higher or lower than online, a price taken off a ' +
        "listing on the market, outside its type's range), held for the agency's owner to publish anyway in the console; or a project's unit " +
        'refused alone while the rest of its project was written. A newer write of the listing replaces the hold.',
      example: true,
    }),
});

const versionSchema = z.object({ updatedAt: z.string().nullable(), version: z.number().int().nullable() });

/** A record not taken because the site has a newer version of it (listings/source-version.ts). */
const staleRecordSchema = z
  .object({
    source: z.string(),
    externalId: z.string(),
    stale: z.literal(true),
    /** The version the write or delete carried (`updatedAt` as UTC). */
    given: versionSchema,
    /** The version the site has; null when a newer write came in while this one was being written. */
    stored: versionSchema.nullable(),
  })
  .meta({
    description:
      'A record not taken because the site has a newer version of it: its `updatedAt` (or `version`) is older than the one last written or deleted. ' +
      'The newer version stays; answered with 200, as nothing is wrong with the request: send the newest version again if this one should win.',
    example: {
      source: 'immoweb',
      externalId: '4242',
      stale: true,
      given: { updatedAt: '2026-03-02T05:00:00.000Z', version: null },
      stored: { updatedAt: '2026-03-02T06:00:00.000Z', version: null },
    },
  });

const findingSchema = z
  .object({
    source: z.string(),
    externalId: z.string(),
    fact: z.string(),
    missing: z.string(),
    problem: z
      .enum(['range', 'format', 'future', 'mismatch'])
      .optional()
      .meta({
        description:
          'Present when the record gives the fact with a value refused, whether or not a rule asks the ad for it: range (an EPC score, total or CO₂ ' +
          'outside its plausible range, e.g. a score of 0), format (a certificate number not in its region’s layout, e.g. "x"), future (a ' +
          'certificate dated after today: the law asks for an existing one), mismatch (a label its score cannot have on the region’s scale, e.g. ' +
          'A with 700 kWh/m²). Absent: the fact is missing.',
      }),
    allowed: z.tuple([z.number(), z.number()]).optional().meta({ description: 'With problem range: the lowest and highest value allowed.' }),
    law: z.string(),
    url: z.string().meta({ description: 'A public page that states the rule (the regional agency, the professional institute or the text).' }),
  })
  .meta({
    description:
      "A fact Belgian law asks the listing's ad to show (per region and transaction) that the record lacks or gives with a value refused. The " +
      "listing is written and published all the same (its source owns it); the agency's console lists it as needing attention.",
    example: {
      source: 'immoweb',
      externalId: '4242',
      fact: 'floodParcel',
      missing: 'Flood score of the parcel (P-score)',
      law: 'Decreet integraal waterbeleid (Waterwetboek), informatieplicht …',
      url: 'https://www.biv.be/nieuws/artikels/geactualiseerde-infoplicht-overstromingsgevoeligheid-van-kracht-vanaf-1-januari-2023',
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
  /** True when some record of the request (a DELETE: its record) was older than the version the site has, and not taken. */
  stale: z.boolean(),
  staleRecords: z.array(staleRecordSchema),
  cacheRetired: z.boolean(),
});

/** Every refusal: http.ts jsonError. */
export const errorSchema = z.object({ error: z.string(), details: z.unknown().optional() });
