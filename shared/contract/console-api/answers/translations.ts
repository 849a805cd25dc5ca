import * as z from 'zod/mini';
import type { ConsoleListingText, ConsoleListingTranslations, ConsoleTranslations, DraftedTexts } from '../../console-translations';
import { answerOf, locale, nullableString, site } from './common';

/* The answers of the translations screens (shared/contract/console-translations.ts). */

const state = z.enum(['own', 'machine', 'accepted', 'agency', 'refused', 'off', 'waiting', 'none']);

export const translations = answerOf<ConsoleTranslations>()(
  z.object({
    site,
    provider: nullableString,
    providers: z.array(z.string()),
    enabled: z.boolean(),
    preferred: nullableString,
    ownDeeplKey: z.boolean(),
    month: z.string(),
    used: z.number(),
    cap: z.number(),
    listings: z.array(z.object({ estateId: z.number(), title: z.string(), counts: z.partialRecord(state, z.number()) })),
  }),
);

const claim = z.union([
  z.object({ kind: z.enum(['number', 'date', 'energyLabel']), value: z.string(), only: z.enum(['made', 'original']) }),
  z.object({ kind: z.literal('feature'), value: z.string() }),
]);

const text = answerOf<ConsoleListingText>()(
  z.object({
    field: z.enum(['title', 'description']),
    lang: locale,
    state,
    text: nullableString,
    from: z.nullable(locale),
    original: nullableString,
    provider: nullableString,
    model: nullableString,
    claims: z.array(claim),
    reason: nullableString,
    updatedAt: nullableString,
  }),
);

export const listingTranslations = answerOf<ConsoleListingTranslations>()(z.object({ site, estateId: z.number(), title: z.string(), texts: z.array(text) }));

export const draftedTexts = answerOf<DraftedTexts>()(
  z.object({ texts: z.array(z.object({ lang: locale, title: z.string(), description: z.string(), claims: z.array(claim) })) }),
);
