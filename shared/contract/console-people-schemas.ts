import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';

/* The schema of each list of the people editor (console-people.ts), which the platform checks a save against. */

const text = (max: number) => z.string().check(z.maxLength(max, 'tooLong'));
const localized = (max: number) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(text(max))])) as Record<Locale, z.ZodMiniOptional<z.ZodMiniString>>);
const email = z.string().check(z.maxLength(200, 'tooLong'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'));
const phone = z.nullable(z.string().check(z.maxLength(40, 'tooLong'), z.regex(/^\+?[0-9 ./()-]{6,}$/, 'phone')));
const id = z.number().check(z.int(), z.positive());
const hidden = z.optional(z.boolean());
const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'));

/** The first range of a week that closes before it opens or overlaps the one before: its path below `week` and why. */
export function weekProblem(week: [string, string][][]): { path: number[]; error: 'timeOrder' | 'overlap' } | null {
  for (const [day, ranges] of week.entries()) {
    for (const [index, [opens, closes]] of ranges.entries()) {
      if (opens >= closes) return { path: [day, index, 1], error: 'timeOrder' };
      if (index > 0 && opens < ranges[index - 1]![1]) return { path: [day, index, 0], error: 'overlap' };
    }
  }
  return null;
}

/** The schema of each list's items: a save must match it whole. */
export const ENTITY_SCHEMAS = {
  employees: z.array(
    z.object({
      id,
      firstname: text(80),
      lastname: text(80),
      function: localized(120),
      picture: z.nullable(z.string().check(z.maxLength(500))),
      phone,
      mobile: phone,
      email,
      description: z.nullable(localized(2_000)),
      officeId: z.nullable(id),
      languages: z.optional(z.array(z.string().check(z.regex(/^[a-z]{2,3}$/, 'language'))).check(z.maxLength(12, 'tooLong'))),
      salesRep: z.optional(z.boolean()),
      hidden,
    }),
  ),
  offices: z.array(
    z.object({
      id,
      name: text(120),
      street: text(120),
      number: text(20),
      zip: z.string().check(z.regex(/^\d{4}$/, 'zip')),
      city: localized(80),
      phone: z.string().check(z.regex(/^\+?[0-9 ./()-]{6,}$/, 'phone')),
      email,
      openingHours: z.array(z.object({ days: localized(80), hours: text(80) })),
      week: z.optional(z.array(z.array(z.tuple([time, time])).check(z.maxLength(2, 'tooMany'))).check(z.length(7))),
      hoursNote: z.optional(z.nullable(localized(120))),
      hidden,
      // Absent: the platform takes the postal code's town centre (worker/platform/console-api/people.ts).
      geo: z.optional(
        z.nullable(
          z.object({
            lat: z.number().check(z.gte(49, 'latitude'), z.lte(52, 'latitude')),
            lon: z.number().check(z.gte(2, 'longitude'), z.lte(7, 'longitude')),
          }),
        ),
      ),
      picture: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
    }),
  ),
  reviews: z.array(
    z.object({
      id,
      author: text(120),
      rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
      text: localized(2_000),
      date: z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/, 'date')),
      source: text(80),
      hidden,
    }),
  ),
  quotes: z.array(z.object({ id, text: localized(1_000), author: text(120), role: z.nullable(localized(120)), hidden })),
} as const;
