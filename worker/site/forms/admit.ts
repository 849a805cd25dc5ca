import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import type { Translate } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { captchaOf } from '../config/page-settings';
import { logFailure } from '../log';
import { verifyAgencyCaptcha } from '../upstream/captcha';
import { verifyCaptcha } from './captcha';
import { clientAddress, countRequest, LIMITER_RETRY_AFTER_S, type RateLimit } from './rate-limit';
import type { SiteContact } from '../../../shared/types/site';
import { wantsJson } from './payload';
import { type FormResult, type Refusal, refused } from './result';

/** One limit a valid form counts against: its scope, what it counts per (default: the client address) and the rule. */
export interface FormLimit {
  scope: string;
  rule: RateLimit;
  /** An e-mail address, say; the client's address when left out. */
  key?: string;
}

/**
 * Counts a valid form against one limit: null when it may go ahead, else the refusal to give
 * the visitor: 429 with `rateLimited` and the seconds to wait as Retry-After. When the counter
 * cannot be reached (platform trouble), 503 with `unavailable` and a Retry-After: a visitor
 * tries again in a minute, which is better than forms nothing limits (each one is a mail).
 */
export async function checkLimit(
  c: Context<AppEnv>,
  limit: FormLimit,
  messages: { rateLimited: string; unavailable: string },
): Promise<FormResult<never> | null> {
  let wait: number;
  try {
    wait = await countRequest(c.env.RATE_LIMITER, limit.scope, limit.key ?? clientAddress(c.req.raw), limit.rule);
  } catch (error) {
    logFailure('rate limit not counted, refusing the form', error, limit.scope);
    c.header('Retry-After', String(LIMITER_RETRY_AFTER_S));
    return refused(503, messages.unavailable);
  }
  if (wait === 0) return null;
  c.header('Retry-After', String(wait));
  return refused(429, messages.rateLimited);
}

/** `checkLimit` with the forms' own words (form.errors.*). */
export function checkFormLimit(c: Context<AppEnv>, t: Translate, limit: FormLimit): Promise<FormResult<never> | null> {
  return checkLimit(c, limit, { rateLimited: t('form.errors.rateLimited'), unavailable: t('form.errors.unavailable') });
}

/**
 * What every visitor form passes once its fields are valid (so a visitor who mistypes is never
 * locked out): each limit in turn (checkLimit), then the captcha with its provider. Null when
 * the form may go ahead, else the refusal to give the visitor (429 with `rateLimited`, 503
 * when the limits cannot be counted, or 400 for the captcha).
 */
export async function admitForm(
  c: Context<AppEnv>,
  t: Translate,
  check: { limits: readonly FormLimit[]; captchaToken: string | undefined; rateLimited?: string },
): Promise<FormResult<never> | null> {
  const messages = { rateLimited: check.rateLimited ?? t('form.errors.rateLimited'), unavailable: t('form.errors.unavailable') };
  for (const limit of check.limits) {
    const refusal = await checkLimit(c, limit, messages);
    if (refusal) return refusal;
  }
  const address = clientAddress(c.req.raw);
  const token = check.captchaToken ?? '';
  const site = c.get('site');
  const shown = captchaOf(c.env, site);
  let passed: boolean;
  if (site.captcha && shown) {
    // The agency's own keys: the platform holds the secret and asks the provider.
    try {
      passed = await verifyAgencyCaptcha(c.get('upstream'), site.id, { token, remoteIp: address, provider: shown.provider });
    } catch (error) {
      logFailure('captcha', error, `site ${site.id}`);
      c.header('Retry-After', String(LIMITER_RETRY_AFTER_S));
      return refused(503, messages.unavailable);
    }
  } else passed = site.captcha ? true : await verifyCaptcha(c.env, token, address);
  if (passed) return null;
  // A page's form without a token: the provider's script did not run (no JavaScript), and neither provider checks without it; trying again cannot help.
  if (!token && !wantsJson(c)) return refused(400, noScriptMessage(t, site.contact), { captcha: t('form.errors.captchaNoScript') });
  return refused(400, t('form.errors.captcha'), { captcha: t('form.errors.captcha') });
}

/**
 * What a form posted without JavaScript is told when the captcha refused it: the check needs
 * JavaScript, nothing was sent, and the agency's phone and e-mail address (what it has of them).
 * @example noScriptMessage(t, { phone: '+32 9 223 45 67', email: 'info@immo.be' }) // '… nothing was sent. Reach us directly: +32 9 223 45 67, info@immo.be.'
 */
export function noScriptMessage(t: Translate, contact: Pick<SiteContact, 'phone' | 'email'> | null | undefined): string {
  const ways = [contact?.phone, contact?.email].map((way) => way?.trim()).filter(Boolean);
  const message = t('form.errors.captchaNoScript');
  return ways.length > 0 ? `${message} ${t('form.noScript.direct')} ${ways.join(', ')}.` : message;
}

/**
 * A posted form read against its schema: its fields (and the payload they were read from), else
 * the refusal, 400: no body at all is form.errors.body; invalid fields, `error` for the whole form
 * and the first message per field, each as `message` words it (`fieldMessages`).
 */
export function readForm<T>(
  t: Translate,
  payload: Record<string, unknown> | null,
  schema: z.ZodMiniType<T>,
  refusal: { error: string; message: (key: string) => string },
): { ok: true; form: T; payload: Record<string, unknown> } | Refusal {
  if (!payload) return refused(400, t('form.errors.body'));
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return refused(400, refusal.error, fieldMessages(parsed.error.issues, refusal.message));
  return { ok: true, form: parsed.data, payload };
}

/** The first message per field of a refused form, each as `message` words it; the captcha token's field is 'captcha'. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[], message: (key: string) => string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    fields[name === CAPTCHA_FIELD ? 'captcha' : name] ??= message(issue.message);
  }
  return fields;
}
