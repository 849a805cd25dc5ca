import type { Context } from 'hono';
import { z } from 'zod';
import { CAPTCHA_FIELD, type ContactField, ESTIMATE_PREFIX, prefixedMessage } from '../../shared/domain/contact-form';
import { createTranslator, type Translate } from '../../shared/i18n';
import type { AppEnv } from '../env';
import { matchPath } from '../../shared/routes';
import { cmsScreen, loadCmsPage } from '../routes/cms-page';
import { estateScreen, projectEntityScreen } from '../routes/estate-detail';
import { renderScreen } from '../routes/screen';
import type { ContactReturn } from '../render/sections';
import { siteApi } from '../upstream';
import { createContactRequest } from '../upstream/forms';
import { readPayload } from '../forms/payload';
import { verifyCaptcha } from './captcha';
import { allowRequest, CONTACT_RATE_LIMIT, clientAddress } from './rate-limit';

// Messages are keys of form.errors.* in the locale files, with an optional ':max'.
const text = (max: number, required: boolean) => {
  const base = z.string({ error: 'required' }).trim().max(max, `tooLong:${max}`);
  return required ? base.min(1, 'required') : base.optional();
};

const contactSchema = z.object({
  firstName: text(100, true),
  lastName: text(100, true),
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'tooLong:254').pipe(z.email('email')),
  phone: z
    .string()
    .trim()
    .max(40, 'tooLong:40')
    .refine((value) => value === '' || /^[+()\d\s./-]{6,}$/.test(value), 'phone')
    .optional(),
  subject: text(200, false),
  // A valuation request's prefix alone is no message.
  message: z
    .string({ error: 'required' })
    .trim()
    .max(5000, 'tooLong:5000')
    .refine((value) => value.replace(ESTIMATE_PREFIX.trim(), '').trim() !== '', 'required'),
  privacy: z.union([z.literal('yes'), z.literal('on'), z.literal(true), z.literal('true')], { error: 'consent' }),
  newsletter: z.union([z.literal('yes'), z.literal('on'), z.literal(true), z.literal('true')]).optional(),
  source: z.string().max(40).optional(),
  estateId: z.string().regex(/^\d{1,15}$/).optional(),
  page: z.string().max(1000).optional(),
  [CAPTCHA_FIELD]: z.string().max(4096).optional(),
});

const FIELD_NAME = /^[A-Za-z][\w-]{0,40}$/;
const KNOWN = new Set(Object.keys(contactSchema.shape));
const MAX_EXTRA_FIELDS = 20;

/**
 * A site path of this language only: the no-JavaScript answer redirects there, nowhere else.
 * The path is resolved first ('/nl/../..//evil' is '//evil'), then checked.
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

function fieldErrors(error: z.ZodError, t: Translate): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as ContactField;
    if (fields[field]) continue;
    const [key = 'invalid', max] = issue.message.split(':');
    const known = ['required', 'tooLong', 'email', 'phone', 'consent'].includes(key) ? key : 'invalid';
    fields[field] = t(`form.errors.${known}`, { max: max ?? '' });
  }
  return fields;
}

/**
 * POST /{lang}/ajax/contact-form-handler (SPEC §3–§5, §7): validates every field on the
 * server, limits requests per client address, verifies the captcha with the provider, and
 * stores the request in the platform's outbox. Answers JSON to the island; a form posted
 * without JavaScript gets the page back, with the same alerts.
 */
export async function contactFormHandler(c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale');
  const site = c.get('site');
  const api = siteApi(c.get('upstream'), site.id, locale);
  const t = createTranslator(locale);
  const wantsJson = (c.req.header('Content-Type') ?? '').includes('json') || (c.req.header('Accept') ?? '').includes('application/json');
  const payload = await readPayload(c);
  const page = safePagePath(typeof payload?.page === 'string' ? payload.page : undefined, locale);
  const formId = typeof payload?.form === 'string' && /^contact-form-\d+$/.test(payload.form) ? payload.form : null;

  const answer = async (status: 400 | 429 | 502, error: string, fields: ContactReturn['fieldErrors'] = {}) => {
    if (wantsJson) return c.json({ error, fields }, status);
    const values = Object.fromEntries(
      Object.entries(payload ?? {}).filter(([key, value]) => typeof value === 'string' && key !== CAPTCHA_FIELD && key !== 'privacy'),
    ) as Record<string, string>;
    const url = new URL(page, c.req.url);
    const contact = (sectionId: number): ContactReturn => ({ sectionId, status: 'error', fieldErrors: fields, values });
    // Sent from an estate page: that page comes back, with the form marked.
    const route = matchPath(url.pathname);
    if (route && (route.name === 'estateSlug' || route.name === 'projectEntity')) {
      const detail = route.name === 'estateSlug' ? estateScreen : projectEntityScreen;
      return renderScreen(c, { ...detail, status, load: async (ctx) => ({ ...(await detail.load(ctx)), path: url.pathname, contact: contact(0) }) }, route.params);
    }
    return renderScreen(c, {
      ...cmsScreen,
      status,
      load: async (ctx) => {
        const data = await loadCmsPage(ctx, url.pathname.replace(/^\/+|\/+$/g, ''), null, url);
        const form = data.page.sections.find((section) => section.type === 'contactForm');
        return form ? { ...data, sections: { ...data.sections, contact: contact(form.id) } } : data;
      },
    });
  };

  if (!payload) return answer(400, t('form.errors.body'));
  const address = clientAddress(c.req.raw);
  if (!(await allowRequest(c.env.CACHE, 'contact', address, CONTACT_RATE_LIMIT))) {
    return answer(429, t('form.errors.rateLimited'));
  }
  const parsed = contactSchema.safeParse(payload);
  if (!parsed.success) return answer(400, t('form.errors.invalid'), fieldErrors(parsed.error, t));
  const form = parsed.data;
  if (!(await verifyCaptcha(c.env, form[CAPTCHA_FIELD] ?? '', address))) {
    return answer(400, t('form.errors.captcha'), { captcha: t('form.errors.captcha') });
  }
  const extra = Object.entries(payload)
    .filter(([key, value]) => !KNOWN.has(key) && key !== 'form' && FIELD_NAME.test(key) && typeof value === 'string' && value.length <= 1000)
    .slice(0, MAX_EXTRA_FIELDS);
  try {
    const { id } = await createContactRequest(api, {
      locale,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone || undefined,
      subject: form.subject || undefined,
      message: prefixedMessage(form.message ?? '', form.source),
      estateId: form.estateId ? Number(form.estateId) : undefined,
      source: form.source || undefined,
      page,
      fields: { ...Object.fromEntries(extra), newsletter: Boolean(form.newsletter) },
    });
    if (wantsJson) return c.json({ ok: true, id });
    const target = new URL(page, c.req.url);
    target.searchParams.set('contact', 'sent');
    return c.redirect(`${target.pathname}${target.search}${formId ? `#${formId}` : ''}`, 303);
  } catch (error) {
    console.error('contact request not stored', error);
    return answer(502, t('form.errors.unavailable'));
  }
}
