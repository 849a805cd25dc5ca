import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../../../i18n/locales';
import { type ConsoleApiError, type ConsoleSite, type NewSession, ROLES } from '../../console';
import type { DraftVersion } from '../../console-drafts';
import type { ConsoleFieldError } from '../../console-legal';

/*
 * What the console API's answers share. An answer's schema checks the shape the console relies
 * on where the answer crosses the binding; the documents the platform keeps and checked on
 * their way in (a page, a menu's items, the legal data) are checked to be objects, no deeper,
 * so the console's bundle does not carry the platform's schemas of them.
 */

type Missing<T, S extends z.ZodMiniType> = Exclude<keyof T, keyof z.output<S>>;

/**
 * The schema of a contract type T: its answer is T, and it names every key of T (an object
 * schema drops the keys it does not name, so one left out would vanish from the answer).
 * @example export const site = answerOf<ConsoleSite>()(z.object({ id: z.number(), name: z.string(), role }))
 */
export const answerOf =
  <T>() =>
  <S extends z.ZodMiniType<T>>(schema: S & ([Missing<T, S>] extends [never] ? unknown : { missing: Missing<T, S> })): z.ZodMiniType<T> =>
    schema;

/** A document the platform checked when it was saved: an object, taken as it is. */
export const documentOf = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);

export const locale = z.enum(LOCALES as unknown as [Locale, ...Locale[]]);
export const localized = z.partialRecord(locale, z.string());
export const nullableString = z.nullable(z.string());

export const site = answerOf<ConsoleSite>()(z.object({ id: z.number(), name: z.string(), role: z.enum(ROLES) }));

/** A draft item's version and who saved it last, as keys an item's object spreads in. */
export const versionShape = { version: z.number(), updatedBy: nullableString, updatedAt: nullableString };
export const draftVersion = answerOf<DraftVersion>()(z.object(versionShape));

export const newSession = answerOf<NewSession>()(z.object({ sessionId: z.string(), expiresAt: z.string() }));

/**
 * One finding of the legal guard in a refusal: the fact, the source of the rule that asks for it
 * (ad-rules/rules.ts), the value's problem and, for a range, the range allowed.
 */
export interface RefusedAdFinding {
  fact: string;
  source: string;
  problem?: string;
  range?: [number, number];
}

/** A 4xx of the console API: its message, and the field, code, labels (with the guard's findings) or newer version it names. */
export const refusal = answerOf<ConsoleApiError & { labels?: string[]; findings?: RefusedAdFinding[]; current?: DraftVersion }>()(
  z.object({
    error: z.string(),
    field: z.optional(z.string()),
    code: z.optional(z.string()),
    labels: z.optional(z.array(z.string())),
    findings: z.optional(
      z.array(z.object({ fact: z.string(), source: z.string(), problem: z.optional(z.string()), range: z.optional(z.tuple([z.number(), z.number()])) })),
    ),
    current: z.optional(draftVersion),
  }),
);

/** A 400 of a site update (legal, brand, settings, tags): every field at fault. */
export const fieldError = answerOf<ConsoleFieldError>()(
  z.object({ error: z.string(), field: z.optional(z.string()), issues: z.array(z.object({ path: z.string(), message: z.string() })) }),
);
