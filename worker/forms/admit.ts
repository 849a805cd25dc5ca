import type { Context } from 'hono';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import type { Translate } from '../../shared/i18n';
import type { AppEnv } from '../env';
import { verifyCaptcha } from './captcha';
import { allowRequest, clientAddress, type RateLimit } from './rate-limit';
import { type FormResult, refused } from './result';

/** One limit a valid form counts against: its scope, what it counts per (default: the client address) and the rule. */
export interface FormLimit {
  scope: string;
  rule: RateLimit;
  /** An e-mail address, say; the client's address when left out. */
  key?: string;
}

/**
 * What every visitor form passes once its fields are valid (so a visitor who mistypes is never
 * locked out): each limit in turn, then the captcha with its provider. Null when the form may
 * go ahead, else the refusal to give the visitor (429 with `rateLimited`, or 400 for the captcha).
 */
export async function admitForm(
  c: Context<AppEnv>,
  t: Translate,
  check: { limits: readonly FormLimit[]; captchaToken: string | undefined; rateLimited?: string },
): Promise<FormResult<never> | null> {
  const address = clientAddress(c.req.raw);
  for (const limit of check.limits) {
    if (!(await allowRequest(c.env.CACHE, limit.scope, limit.key ?? address, limit.rule))) return refused(429, check.rateLimited ?? t('form.errors.rateLimited'));
  }
  const secret = c.get('site').captcha?.secret ?? c.env.CAPTCHA_SECRET;
  if (!(await verifyCaptcha(c.env, check.captchaToken ?? '', address, secret))) return refused(400, t('form.errors.captcha'), { captcha: t('form.errors.captcha') });
  return null;
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
