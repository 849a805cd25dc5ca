import * as z from 'zod';
import { FIELD_LIMITS, PHONE_PATTERN } from '../../../shared/contract/limits';
import { ATTRIBUTION_LIMITS, ATTRIBUTION_UNPRINTABLE } from '../../../shared/contract/attribution';

/** Shared field rules of the forms visitors send through the site. */
export const locale = z.enum(['nl', 'fr', 'en', 'de']);
export const personName = z.string().trim().min(1, 'required').max(FIELD_LIMITS.name);
export const email = z.string().trim().max(FIELD_LIMITS.email).pipe(z.email('not a valid e-mail address'));
export const phone = z.string().trim().max(FIELD_LIMITS.phone).regex(PHONE_PATTERN, 'not a valid phone number');
export const optionalPhone = z.union([z.literal(''), phone]).optional();
export const message = z.string().trim().max(FIELD_LIMITS.message, `at most ${FIELD_LIMITS.message} characters`);
export const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/** One attribution value: printable text of at most `max` characters (the site cuts and drops before sending). */
const attributionText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !ATTRIBUTION_UNPRINTABLE.test(value), 'printable text only');
const attributionTexts = <K extends string>(keys: readonly K[], max: number) =>
  z.object(Object.fromEntries(keys.map((key) => [key, attributionText(max).optional()])) as Record<K, z.ZodOptional<z.ZodString>>).strict();
/**
 * Where the visitor came from (shared/contract/attribution.ts, read by the site with
 * shared/domain/attribution.ts): stored with the lead as `attribution`.
 */
export const attribution = z
  .object({
    landingPage: attributionText(ATTRIBUTION_LIMITS.landingPage)
      .regex(/^\/(?!\/)/, 'a site path')
      .optional(),
    referrer: attributionText(ATTRIBUTION_LIMITS.referrer)
      .regex(/^https?:\/\/[^/?#]+$/, 'an origin')
      .optional(),
    utm: attributionTexts(['source', 'medium', 'campaign', 'term', 'content'], ATTRIBUTION_LIMITS.utm).optional(),
    clickIds: attributionTexts(['gclid', 'fbclid', 'msclkid'], ATTRIBUTION_LIMITS.clickId).optional(),
    landedAt: z.iso.datetime().optional(),
    /** The pages the visitor's session viewed (the site keeps its own paths and the newest ten only): refused when longer or another host's. */
    pages: z
      .array(
        z
          .object({
            path: attributionText(ATTRIBUTION_LIMITS.pagePath).regex(/^\/(?!\/)/, 'a site path'),
            title: attributionText(ATTRIBUTION_LIMITS.pageTitle).optional(),
          })
          .strict(),
      )
      .max(ATTRIBUTION_LIMITS.pages, `at most ${ATTRIBUTION_LIMITS.pages} pages`)
      .optional(),
  })
  .strict()
  .optional();

export const contactRequestSchema = z
  .object({
    locale,
    firstName: personName,
    lastName: personName,
    email,
    phone: optionalPhone,
    subject: z.string().trim().max(FIELD_LIMITS.subject).optional(),
    message: message.min(1, 'required'),
    estateId: id.optional(),
    /** Sent from an agent's page: the employee, who must be one of the site's agents; the agency mail goes to them too. */
    agentId: id.optional(),
    /** Where the request came from, e.g. 'estimate' for the valuation page. */
    source: z.string().trim().max(40).optional(),
    /** Every other named field of the form, as sent (checkboxes only when checked). */
    fields: z.record(z.string().max(60), z.union([z.string().max(FIELD_LIMITS.message), z.boolean()])).optional(),
    /** The page the form was sent from. */
    page: z.string().max(1000).optional(),
    attribution,
  })
  .strict();

/**
 * A listing sent to a friend. The site composes the mail (a fixed template in the visitor's
 * language: subject and plain text with the listing's title, price, photo and address); the
 * platform checks the listing is the site's and keeps the mail for delivery.
 */
export const sendToFriendSchema = z
  .object({
    locale,
    /** An estate (or project unit) or a holiday unit of the site. */
    estateId: id.optional(),
    rentalUnitId: id.optional(),
    senderName: personName,
    senderEmail: email,
    friendEmail: email,
    /** Plain text; the site refuses links and markup before it gets here. */
    message: message.max(500).optional(),
    link: z
      .string()
      .max(500)
      .regex(/^\/[a-z]{2}\//, 'a site path'),
    mail: z
      .object({ subject: z.string().min(1).max(300), text: z.string().min(1).max(5000) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((request) => (request.estateId === undefined) !== (request.rentalUnitId === undefined), {
    message: 'one of estateId or rentalUnitId',
    path: ['estateId'],
  });

export const subscriptionCriteriaSchema = z
  .object({
    statuses: z
      .array(z.enum(['FOR_SALE', 'TO_RENT']))
      .min(1)
      .max(2),
    cityIds: z.array(id).max(50).default([]),
    headTypeIds: z.array(id).max(10).default([]),
    priceMin: z.number().int().min(0).max(100_000_000).optional(),
    priceMax: z.number().int().min(0).max(100_000_000).optional(),
    bedroomsMin: z.number().int().min(0).max(20).optional(),
  })
  .strict()
  .refine((c) => c.priceMin === undefined || c.priceMax === undefined || c.priceMin <= c.priceMax, {
    message: 'priceMin must not be above priceMax',
    path: ['priceMax'],
  });

export const subscriptionSchema = z
  .object({
    locale,
    email,
    firstName: personName.optional(),
    lastName: personName.optional(),
    criteria: subscriptionCriteriaSchema,
    /** How often alerts are mailed: at every run of the Cron Trigger, daily or weekly. */
    frequency: z.enum(['instant', 'daily', 'weekly']).default('daily'),
    consent: z.literal(true, { message: 'consent is required' }),
    attribution,
  })
  .strict();

export const appointmentSchema = z
  .object({
    locale,
    slotId: id,
    estateId: id,
    firstName: personName,
    lastName: personName,
    email,
    phone,
    message: message.max(1000).optional(),
    attribution,
  })
  .strict();

export const reservationSchema = z
  .object({
    locale,
    unitId: id,
    periodId: id,
    firstName: personName,
    lastName: personName,
    email,
    phone,
    guests: z.number().int().min(1).max(30),
    message: message.max(2000).optional(),
    attribution,
  })
  .strict();
