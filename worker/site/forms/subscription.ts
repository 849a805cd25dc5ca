import type { Context } from 'hono';
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../../shared/contract/limits';
import { createTranslator } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { confirmSubscription, createSubscription, deleteSubscription, type Subscription, updateSubscription, WritePending } from '../upstream/forms';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import { admitForm, checkFormLimit, checkLimit } from './admit';
import { CONFIRM_SUBSCRIPTION_RATE_LIMIT, SUBSCRIBE_RATE_LIMIT, UNSUBSCRIBE_RATE_LIMIT } from './rate-limit';
import { type FormResult, pending, platformRefusal, refused, unavailable } from './result';
import { attributionOf } from './submit';
import { logFailure } from '../log';
import { writeKeyOf } from './write-key';
import { coercedNumber } from './fields';

/** A keep-me-informed form as the visitor filled it in: text fields and the ticked boxes. */
export type SubscriptionPayload = Record<string, string | string[]>;

const number = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => (value === '' ? undefined : Number(value))),
  ),
  z.optional(z.number({ error: 'number' }).check(z.refine(Number.isInteger, 'number'), z.gte(0, 'number'), z.lte(100_000_000, 'number'))),
);
/** An id picked from a list (a place, a type). */
const listId = () => coercedNumber().check(z.refine(Number.isSafeInteger), z.positive());

const subscriptionSchema = z
  .object({
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(FIELD_LIMITS.email, 'tooLong')), z.email('email')),
    firstName: z.optional(z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.name, 'tooLong'))),
    statuses: z.array(z.enum(['FOR_SALE', 'TO_RENT'])).check(z.minLength(1, 'status')),
    cityIds: z.array(listId()).check(z.maxLength(50)),
    headTypeIds: z.array(listId()).check(z.maxLength(10)),
    priceMin: number,
    priceMax: number,
    bedroomsMin: number,
    // Daily unless the visitor chose otherwise (a form without the choice, an older page).
    frequency: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) => value.trim() || 'daily'),
      ),
      z.enum(['instant', 'daily', 'weekly'], { error: 'frequency' }),
    ),
    consent: z.literal('yes', { error: 'consent' }),
  })
  .check(
    z.refine((form) => typeof form.priceMin !== 'number' || typeof form.priceMax !== 'number' || form.priceMin <= form.priceMax, {
      message: 'range',
      path: ['priceMax'],
      // Checked even when other fields are wrong, so every problem shows at once.
      when: () => true,
    }),
  );

const MESSAGES = ['required', 'email', 'tooLong', 'consent', 'number', 'status', 'range', 'frequency'];
const LISTS = ['statuses', 'cityIds', 'headTypeIds'];
const TEXTS = ['email', 'firstName', 'priceMin', 'priceMax', 'bedroomsMin', 'frequency', 'consent'];

/** A JSON object (the ajax route's island) or a posted form, by its Content-Type; anything unreadable is an empty form. */
async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if ((c.req.header('Content-Type') ?? '').includes('application/json')) {
    const body: unknown = await c.req.json().catch(() => null);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  return c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
}

/** The posted form (or JSON body) with every field in its shape: lists for the boxes, strings for the rest. */
export async function readSubscriptionPayload(c: Context<AppEnv>): Promise<SubscriptionPayload> {
  const body = await readBody(c);
  const payload: SubscriptionPayload = {};
  for (const [name, value] of Object.entries(body)) {
    // Where the visitor came from, as an island's JSON object or a form field's JSON text.
    if (name === 'attribution' && value && typeof value === 'object') {
      payload[name] = JSON.stringify(value);
      continue;
    }
    // A JSON body may give numbers (an island's ids) where a form gives strings: both are read as text.
    const strings = (Array.isArray(value) ? value : [value]).flatMap((item) =>
      typeof item === 'string' ? [item] : typeof item === 'number' && Number.isFinite(item) ? [String(item)] : [],
    );
    payload[name] = LISTS.includes(name) ? strings : (strings[0] ?? '');
  }
  for (const name of LISTS) payload[name] ??= [];
  for (const name of TEXTS) payload[name] ??= '';
  return payload;
}

/** A subscription's criteria as its form shows them. */
export function subscriptionValues(subscription: Subscription): SubscriptionPayload {
  const { criteria } = subscription;
  const amount = (value: number | undefined) => (value ? String(value) : '');
  return {
    email: subscription.email,
    firstName: subscription.firstName ?? '',
    statuses: criteria.statuses,
    cityIds: criteria.cityIds.map(String),
    headTypeIds: criteria.headTypeIds.map(String),
    priceMin: amount(criteria.priceMin),
    priceMax: amount(criteria.priceMax),
    bedroomsMin: amount(criteria.bedroomsMin),
    frequency: subscription.frequency ?? 'daily',
  };
}

/**
 * Creates a keep-me-informed subscription, or changes the one `token` names: every
 * field checked first, then the limit per client address, then the platform. A token the
 * platform does not know is a 404.
 */
export async function submitSubscription(c: Context<AppEnv>, payload: SubscriptionPayload, token: string | null): Promise<FormResult<{ token: string }>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  const parsed = subscriptionSchema.safeParse(payload);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[String(issue.path[0])] ??= t(`subscribe.errors.${MESSAGES.includes(issue.message) ? issue.message : 'invalid'}`);
    }
    return refused(400, t('subscribe.errors.form'), fields);
  }
  const limit = { scope: 'subscribe', rule: SUBSCRIBE_RATE_LIMIT };
  // A new subscription passes the captcha too; a change comes with the subscription's own token.
  const refusal = token
    ? await checkLimit(c, limit, { rateLimited: t('subscribe.errors.rateLimited'), unavailable: t('subscribe.errors.unavailable') })
    : await admitForm(c, t, {
        limits: [limit],
        captchaToken: typeof payload[CAPTCHA_FIELD] === 'string' ? payload[CAPTCHA_FIELD] : undefined,
        rateLimited: t('subscribe.errors.rateLimited'),
      });
  if (refusal) return refusal;
  const form = parsed.data;
  const body = {
    locale,
    email: form.email,
    ...(form.firstName ? { firstName: form.firstName } : {}),
    criteria: {
      statuses: form.statuses,
      cityIds: form.cityIds,
      headTypeIds: form.headTypeIds,
      ...(form.priceMin !== undefined ? { priceMin: form.priceMin } : {}),
      ...(form.priceMax !== undefined ? { priceMax: form.priceMax } : {}),
      ...(form.bedroomsMin !== undefined ? { bedroomsMin: form.bedroomsMin } : {}),
    },
    frequency: form.frequency,
    consent: true as const,
    // A new subscription says where the visitor came from; a change keeps what the first said.
    ...(token ? {} : { attribution: attributionOf(c, payload) }),
  };
  const api = siteApi(c.get('upstream'), c.get('site'), locale);
  try {
    if (token) {
      await updateSubscription(api, token, body);
      return { ok: true, status: 200, data: { token } };
    }
    const created = await createSubscription(api, body, await writeKeyOf(c, '/subscriptions', payload, body));
    return { ok: true, status: 201, data: { token: created.token } };
  } catch (error) {
    // Sent, and no answer within the form budget: the platform may still make it (and mails the visitor).
    if (error instanceof WritePending) return pending(t('form.confirming'));
    if (token && error instanceof UpstreamError && error.status === 404) return refused(404, t('subscribe.errors.unavailable'));
    // The platform's own refusal (400, 404 of a new one, 409, 410): the form again with the message, no Retry-After.
    const refusal = platformRefusal(error, t('subscribe.errors.form'));
    if (refusal) return refusal;
    // The form's one failure shape (503, Retry-After): JSON for the island, else the page again.
    logFailure('subscription not saved', error);
    return unavailable(c, t('subscribe.errors.unavailable'));
  }
}

/**
 * Removes the subscription `token` names; one already gone counts as removed. Limited per
 * client address like subscribing, so nobody can try tokens in bulk.
 */
export async function removeSubscription(c: Context<AppEnv>, token: string): Promise<FormResult<null>> {
  const t = createTranslator(c.get('locale'));
  const refusal = await checkFormLimit(c, t, { scope: 'unsubscribe', rule: UNSUBSCRIBE_RATE_LIMIT });
  if (refusal) return refusal;
  const api = siteApi(c.get('upstream'), c.get('site'), c.get('locale'));
  try {
    await deleteSubscription(api, token);
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return { ok: true, status: 200, data: null };
}

/**
 * Confirms the subscription whose confirmation mail holds `confirmToken` (double opt-in) and
 * answers its own token; confirmed already, the same. Limited per client address like
 * unsubscribing, so nobody can try tokens in bulk. An unknown token is a 404.
 */
export async function confirmSubscriptionForm(c: Context<AppEnv>, confirmToken: string): Promise<FormResult<{ token: string }>> {
  const t = createTranslator(c.get('locale'));
  const refusal = await checkFormLimit(c, t, { scope: 'confirm-subscription', rule: CONFIRM_SUBSCRIPTION_RATE_LIMIT });
  if (refusal) return refusal;
  const api = siteApi(c.get('upstream'), c.get('site'), c.get('locale'));
  try {
    const subscription = await confirmSubscription(api, confirmToken);
    return { ok: true, status: 200, data: { token: subscription.token } };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return refused(404, t('subscribe.errors.unavailable'));
    logFailure('subscription not confirmed', error);
    return unavailable(c, t('subscribe.errors.unavailable'));
  }
}
