import * as z from 'zod/mini';
import type { AdFact } from '../../../domain/ad-rules/rules';
import type { ConsoleEstate, ConsoleEstateDraft, ConsoleEstates, ConsoleEstateView, EstateDraftSaved, EstatePublished } from '../../console-listings';
import { answerOf, documentOf, locale, nullableString, site, versionShape } from './common';

/* The answers of the console's listings (console-listings.ts). */

/** Facts by their names (the console's bundle leaves the rules' table out: a name it has no words for is shown as it is). */
const missing = z.array(z.custom<AdFact>((value) => typeof value === 'string'));

const estate = answerOf<ConsoleEstate>()(
  z.object({
    id: z.number(),
    source: z.string(),
    status: z.string(),
    underOption: z.optional(z.boolean()),
    reference: nullableString,
    title: nullableString,
    city: nullableString,
    price: z.nullable(z.number()),
    priceHidden: z.boolean(),
    picture: nullableString,
    missing,
  }),
);

export const estates = answerOf<ConsoleEstates>()(
  z.object({
    site,
    estates: z.array(estate),
    total: z.number(),
    drafts: z.array(
      z.object({
        id: z.number(),
        reference: nullableString,
        title: nullableString,
        estateId: z.nullable(z.number()),
        updatedBy: z.string(),
        updatedAt: z.string(),
      }),
    ),
    sources: z.array(z.string()),
  }),
);

export const estateView = answerOf<ConsoleEstateView>()(z.object({ site, estate, draftId: z.nullable(z.number()) }));

export const estateDraft = answerOf<ConsoleEstateDraft>()(
  z.object({
    site,
    id: z.nullable(z.number()),
    record: documentOf<Record<string, unknown>>(),
    languages: z.array(locale),
    estateId: z.nullable(z.number()),
    publishedAt: nullableString,
    missing,
    mayPublish: z.boolean(),
    people: z.array(z.object({ name: z.string(), email: z.string(), phone: nullableString, photoUrl: nullableString })),
    centre: z.nullable(z.object({ lat: z.number(), lon: z.number() })),
    siteOrigin: z.optional(z.string()),
    withdrawnBy: nullableString,
    withdrawnAt: nullableString,
    versions: z.array(
      z.object({
        id: z.number(),
        number: z.number(),
        publishedBy: z.string(),
        publishedAt: z.string(),
        restoredFrom: z.nullable(z.number()),
        restoredNumber: z.nullable(z.number()),
        reference: nullableString,
        price: z.nullable(z.number()),
      }),
    ),
    ...versionShape,
  }),
);

export const estateDraftSaved = answerOf<EstateDraftSaved>()(z.object({ id: z.number(), version: z.number(), missing }));

export const estatePublished = answerOf<EstatePublished>()(z.object({ estateId: z.number() }));
