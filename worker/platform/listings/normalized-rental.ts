import * as z from 'zod';
import type { RentalTab } from '../../../shared/domain/rentals';
import type { RawLocalized } from '../../../shared/contract/raw/common';
import type { RawRentalPeriod } from '../../../shared/contract/raw/rental';
import { normalizedListingSchema, sourceVersionFields } from './normalized';
import { localizedText } from './normalized-files';

/*
 * The normalized holiday rental unit: what the ingest API
 * accepts for a holiday unit and its bookable periods, by the source's own id. Periods carry
 * no id of their own: within a unit, a period is its type and its dates.
 */

type PeriodCode = RawRentalPeriod['type']['code'];

/** The period types, with the ids and names the platform's periods carry (the demo's too). */
export const RENTAL_PERIOD_TYPES: Record<PeriodCode, { id: number; name: RawLocalized }> = {
  WEEK: { id: 1, name: { nl: 'Week', fr: 'Semaine', en: 'Week', de: 'Woche' } },
  WEEKEND: { id: 2, name: { nl: 'Weekend', fr: 'Week-end', en: 'Weekend', de: 'Wochenende' } },
  MIDWEEK: { id: 3, name: { nl: 'Midweek', fr: 'Midweek', en: 'Midweek', de: 'Midweek' } },
  LONG_WEEKEND: { id: 4, name: { nl: 'Lang weekend', fr: 'Long week-end', en: 'Long weekend', de: 'Langes Wochenende' } },
};

const PERIOD_CODES = Object.keys(RENTAL_PERIOD_TYPES) as [PeriodCode, ...PeriodCode[]];

/**
 * The unit page's tabs (shared/domain/rentals.ts RENTAL_TABS, named here by type only: that
 * module brings the site's locale lookup into the platform bundle).
 */
const RENTAL_TABS = ['description', 'general', 'rooms', 'periods', 'map'] as const satisfies readonly RentalTab[];

/** An entry of one of the agency's own lists (its holiday areas, its kinds of unit). */
const listEntry = z.object({ id: z.number().int().min(1).max(1_000_000), name: localizedText });

export const normalizedRentalPeriod = z
  .object({
    type: z.enum(PERIOD_CODES),
    /** Arrival and departure days (YYYY-MM-DD). */
    start: z.iso.date(),
    end: z.iso.date(),
    /** The price of the whole period, in euro. */
    price: z.number().min(0).max(1_000_000),
    /** False: booked or closed (shown as taken). */
    available: z.boolean().default(true),
  })
  .refine((period) => period.start < period.end, { message: 'must end after it starts', path: ['end'], params: { problem: 'endAfterStart' } });

const count = z.number().int().min(0).max(100).nullable().default(null);

/**
 * A holiday unit as the ingest API takes it, with all its periods (a period left out is
 * withdrawn).
 * @example
 * normalizedRentalUnitSchema.parse({
 *   source: 'import', externalId: 'KH-0402', area: { id: 1, name: { nl: 'Kust' } }, address: { postalCode: '8300' }, periods: [],
 * })
 */
export const normalizedRentalUnitSchema = z
  .object({
    source: normalizedListingSchema.shape.source,
    externalId: normalizedListingSchema.shape.externalId,
    /** The agency's reference (shown as Reference); the external id when absent. */
    reference: z.string().min(1).max(100).optional(),
    ...sourceVersionFields,
    /** False: kept on the platform, off the site. */
    published: z.boolean().default(true),
    /** The holiday area the unit is in (the site's "location" filter), from the agency's own list. */
    area: listEntry,
    /** The kind of unit (apartment, villa, …; shown as Type), from the agency's own list. */
    kind: listEntry.nullable().default(null),
    description: localizedText.default({}),
    shortDescription: localizedText.default({}),
    /** As a listing's: street, number, box, postalCode, and the place's name where a code covers several. */
    address: normalizedListingSchema.shape.address.omit({ country: true, hidden: true }).strict(),
    location: z
      .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })
      .nullable()
      .default(null),
    /** Guests at most. */
    maxOccupation: z.number().int().min(1).max(100).nullable().default(null),
    rooms: z.object({ bedrooms: count, bathrooms: count }).default({ bedrooms: null, bathrooms: null }),
    garage: z.boolean().nullable().default(null),
    floor: z.number().int().min(-5).max(200).nullable().default(null),
    /** The residence's name, for a unit in a building. */
    residence: z.string().max(200).nullable().default(null),
    photos: z
      .array(z.object({ url: z.url({ protocol: /^https?$/ }).max(2000), order: z.number().int().min(0).max(10_000) }))
      .max(100)
      .default([]),
    /** Tabs of the unit page to leave out. */
    hiddenTabs: z.array(z.enum(RENTAL_TABS)).max(RENTAL_TABS.length).default([]),
    periods: z
      .array(normalizedRentalPeriod)
      .max(1000)
      .default([])
      .superRefine((periods, ctx) => {
        const seen = new Set<string>();
        periods.forEach((period, index) => {
          const key = `${period.type} ${period.start} ${period.end}`;
          if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `${key} is given twice`, path: [index], params: { problem: 'twice', value: key } });
          seen.add(key);
        });
      }),
  })
  .strict();

export type NormalizedRentalUnit = z.infer<typeof normalizedRentalUnitSchema>;
export type NormalizedRentalUnitInput = z.input<typeof normalizedRentalUnitSchema>;
