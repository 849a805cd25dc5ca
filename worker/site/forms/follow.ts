import type { Context } from 'hono';
import * as z from 'zod/mini';
import { FOLLOW_LIMIT } from '../../../shared/contract/follows';
import { FIELD_LIMITS, TOKEN_PATTERN } from '../../../shared/contract/limits';
import { keyFromText } from '../../../shared/contract/queue-message';
import { createTranslator } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { logFailure } from '../log';
import { siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { followListings, unfollowListing } from '../upstream/follows';
import { checkFormLimit } from './admit';
import { SUBSCRIBE_RATE_LIMIT, UNSUBSCRIBE_RATE_LIMIT } from './rate-limit';
import { type FormResult, refused, unavailable } from './result';
import { coercedNumber } from './fields';

/** The follow form as posted: the address (or the subscription's token) and the favorites' ids. */
export type FollowPayload = { email: string; token: string; estateIds: string[] };

const followSchema = z.object({
  email: z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.email, 'email')), z.email('email'))),
  token: z.optional(z.string().check(z.regex(TOKEN_PATTERN, 'token'))),
  estateIds: z
    .array(coercedNumber().check(z.refine(Number.isSafeInteger, 'none'), z.positive('none')))
    .check(z.minLength(1, 'none'), z.maxLength(FOLLOW_LIMIT, 'none')),
});

/** The posted form with every field in its shape (anything unreadable is an empty form). */
export async function readFollowPayload(c: Context<AppEnv>): Promise<FollowPayload> {
  const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const texts = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  return { email: texts(body.email)[0]?.trim() ?? '', token: texts(body.token)[0] ?? '', estateIds: texts(body.estateIds) };
}

/**
 * Follows the posted favorites for the subscription of the posted token, else of the
 * posted address: every field checked, then the limit per client address (a follow may mail a
 * confirmation again), then the platform, under a key made of the write and the client's
 * address (a reload posts the same write). Answers whether the subscription is confirmed.
 */
export async function submitFollow(c: Context<AppEnv>, payload: FollowPayload): Promise<FormResult<{ confirmed: boolean; token: string | null }>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  const parsed = followSchema.safeParse({ ...payload, email: payload.token ? undefined : payload.email, token: payload.token || undefined });
  if (!parsed.success || (!parsed.data.token && !parsed.data.email)) {
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    if (problems.includes('none')) return refused(400, t('follow.errors.none'));
    if (problems.includes('token')) return refused(400, t('follow.errors.subscription'));
    return refused(400, t('follow.errors.form'), { email: t(payload.email ? 'subscribe.errors.email' : 'subscribe.errors.required') });
  }
  const refusal = await checkFormLimit(c, t, { scope: 'follow', rule: SUBSCRIBE_RATE_LIMIT });
  if (refusal) return refusal;
  const form = parsed.data;
  const body = { locale, estateIds: form.estateIds, ...(form.token ? { token: form.token } : { email: form.email! }) };
  const key = await keyFromText(JSON.stringify(['/follows', c.req.header('CF-Connecting-IP') ?? '', body]));
  try {
    const answer = await followListings(siteApi(c.get('upstream'), c.get('site'), locale), body, key);
    return { ok: true, status: 200, data: { confirmed: answer.confirmed, token: form.token ?? null } };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return refused(400, t('follow.errors.estate'));
    if (error instanceof UpstreamError && error.status === 404)
      return refused(404, t('follow.errors.subscription'), form.token ? {} : { email: t('follow.errors.subscription') });
    logFailure('follow not saved', error);
    return unavailable(c, t('form.errors.unavailable'));
  }
}

/** Stops following one listing (its mail's link); one not followed any more counts as stopped. Limited per client address like unsubscribing. */
export async function stopFollowing(c: Context<AppEnv>, token: string, estateId: string): Promise<FormResult<null>> {
  const t = createTranslator(c.get('locale'));
  const refusal = await checkFormLimit(c, t, { scope: 'stop-following', rule: UNSUBSCRIBE_RATE_LIMIT });
  if (refusal) return refusal;
  try {
    await unfollowListing(siteApi(c.get('upstream'), c.get('site'), c.get('locale')), token, estateId);
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return { ok: true, status: 200, data: null };
}
