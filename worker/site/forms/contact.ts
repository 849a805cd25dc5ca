import type { Context } from 'hono';
import * as z from 'zod/mini';
import { CAPTCHA_FIELD, ESTIMATE_PREFIX, FORM_KEY_FIELD, prefixedMessage } from '../../../shared/domain/contact-form';
import { createTranslator } from '../../../shared/i18n';
import { readForm } from './admit';
import { captchaField, consentField, emailField, optionalPhoneField, optionalText, optionalTick, requiredText } from './fields';
import { FIELD_LIMITS } from '../../../shared/contract/limits';
import { CONTACT_RATE_LIMIT } from './rate-limit';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { type LeadReceipt, createContactRequest } from '../upstream/forms';
import { type FormResult, formMessage } from './result';
import { admitAndWrite, attributionOf, visitorOf } from './submit';
import { writeKeyOf } from './write-key';

const contactSchema = z.object({
  firstName: requiredText(FIELD_LIMITS.name),
  lastName: requiredText(FIELD_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
  subject: optionalText(FIELD_LIMITS.subject),
  // A valuation request's prefix alone is no message.
  message: z.string({ error: 'required' }).check(
    z.trim(),
    z.maxLength(FIELD_LIMITS.message, `tooLong:${FIELD_LIMITS.message}`),
    z.refine((value) => value.replace(ESTIMATE_PREFIX.trim(), '').trim() !== '', 'required'),
  ),
  privacy: consentField(),
  newsletter: optionalTick(),
  source: z.optional(z.string().check(z.maxLength(40))),
  estateId: z.optional(z.string().check(z.regex(/^\d{1,15}$/))),
  page: z.optional(z.string().check(z.maxLength(1000))),
  [CAPTCHA_FIELD]: captchaField(),
});

const FIELD_NAME = /^[A-Za-z][\w-]{0,40}$/;
const KNOWN = new Set([...Object.keys(contactSchema.shape), 'form', 'attribution', FORM_KEY_FIELD]);
const MAX_EXTRA_FIELDS = 20;

/**
 * A site path of this language only, the page a request was sent from. The path is resolved
 * first ('/nl/../..//evil' is '//evil'), then checked.
 */
export function safePagePath(page: string | undefined, locale: string): string {
  const fallback = `/${locale}/`;
  if (!page) return fallback;
  let url: URL;
  try {
    url = new URL(page, 'https://site.invalid');
  } catch {
    return fallback;
  }
  const ownLanguage = url.pathname === `/${locale}` || url.pathname.startsWith(`/${locale}/`);
  if (url.origin !== 'https://site.invalid' || !ownLanguage || url.pathname.includes('//')) return fallback;
  return url.pathname + url.search;
}

/**
 * A contact request: every field checked on the server, then (only for a
 * valid request, so a visitor who mistypes is not locked out) the limit per client address,
 * the captcha with its provider, and the platform's outbox. Nothing is written unless all pass.
 */
export async function submitContact(c: Context<AppEnv>, payload: Record<string, unknown> | null, agentId?: number): Promise<FormResult<LeadReceipt>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  const read = readForm(t, payload, contactSchema, { error: t('form.errors.invalid'), message: (key) => formMessage(key, t) });
  if (!read.ok) return read;
  const { form } = read;
  const extra = Object.entries(read.payload)
    .filter(([key, value]) => !KNOWN.has(key) && FIELD_NAME.test(key) && typeof value === 'string' && value.length <= 1000)
    .slice(0, MAX_EXTRA_FIELDS);
  const admission = { limits: [{ scope: 'contact', rule: CONTACT_RATE_LIMIT }], captchaToken: form[CAPTCHA_FIELD] };
  const body = {
    locale,
    ...visitorOf({ ...form, phone: form.phone || undefined }),
    subject: form.subject || undefined,
    message: prefixedMessage(form.message ?? '', form.source),
    estateId: form.estateId ? Number(form.estateId) : undefined,
    // The agent whose page the form is on: from the address, never from the form.
    agentId,
    source: form.source || undefined,
    page: safePagePath(form.page, locale),
    fields: { ...Object.fromEntries(extra), newsletter: Boolean(form.newsletter) },
    attribution: attributionOf(c, payload),
  };
  const key = await writeKeyOf(c, '/contact-requests', payload, body);
  return admitAndWrite(c, t, admission, () => createContactRequest(siteApi(c.get('upstream'), c.get('site'), locale), body, key), {
    status: 200,
    failure: 'contact request not stored',
  });
}
