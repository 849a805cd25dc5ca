import * as z from 'zod';
import { LOCALES } from '../i18n/locales';
import { LEAD_OUTBOX_KINDS } from './lead-kinds';
import { deliverySchema, deliveryUpdateSchema, mergeDelivery } from './site-delivery';
import { formatEnterpriseNumber, isEnterpriseNumber, VAT_REGIMES } from '../domain/legal';
import { isHostname } from '../domain/hostname';
import { TAG_PATTERNS } from '../domain/site-tags';
import { ADDRESS_DISPLAYS, isAvmWidgetUrl, WHATSAPP_NUMBER } from '../domain/site-settings';
import { CAPTCHA_PROVIDERS } from '../captcha';

/**
 * What an agency's site is made of, in the words of the admin API and the platform's site
 * writes (agencies, hostnames and languages are data):
 * `{ "name", "hostnames": [primary, …aliases], "locales", "defaultLocale", "theme", "logo",
 * "settings", "captcha", "publish", … }`. One schema for both sides, so the site worker's 400s and the
 * platform's say the same.
 */

// A DNS name as a Host header carries it (shared/domain/hostname.ts: the console's forms check it without classic zod).
export { isHostname };

/** Hostnames are case-insensitive; they are kept in lower case. */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isHostname, 'must be a DNS name such as www.agency.be (letters, digits, hyphens and dots; no scheme, port or path)');

const hostnameList = z
  .array(hostnameSchema)
  .min(1, 'must hold at least the primary hostname')
  .max(50)
  .superRefine((hostnames, ctx) => {
    hostnames.forEach((hostname, index) => {
      if (hostnames.indexOf(hostname) !== index) ctx.addIssue({ code: 'custom', path: [index], message: `${hostname} is listed twice` });
    });
  });

const localeList = z
  .array(z.enum(LOCALES, `must be one of ${LOCALES.join(', ')}`))
  .min(1, `must hold at least one of ${LOCALES.join(', ')}`)
  .refine((locales) => new Set(locales).size === locales.length, 'must not list a language twice');

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb');

const themeSchema = z.strictObject({
  primary: colour.optional(),
  primaryText: colour.optional(),
  accent: colour.optional(),
  background: colour.optional(),
});

/** An absolute https address, or a path on the site itself (`/assets/…`). */
export function isLogoAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const logoSchema = z.string().max(2048).refine(isLogoAddress, 'must be an absolute https:// address or a path starting with /');

const localizedText = z.partialRecord(z.enum(LOCALES), z.string().max(500));

const contactSchema = z.strictObject({
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  street: z.string().max(200).optional(),
  zip: z.string().max(20).optional(),
  city: localizedText.optional(),
});

const bivSchema = z.strictObject({
  number: z.string().min(1).max(40),
  authority: localizedText,
  vat: z.string().max(40),
});

const httpsAddress = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https:// address');

/**
 * The agency's legal identity (shared/domain/legal.ts, RawLegal): every key optional, so the
 * console can save a half-filled form; the checklist says what is still missing.
 */
const legalSchema = z.strictObject({
  company: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  enterpriseNumber: z
    .string()
    .trim()
    .refine(isEnterpriseNumber, 'must be a Belgian enterprise number such as 0123.456.749 (its last two digits are a check)')
    .transform(formatEnterpriseNumber)
    .optional(),
  title: localizedText.optional(),
  vatRegime: z.enum(VAT_REGIMES, `must be one of ${VAT_REGIMES.join(', ')}`).optional(),
  insurer: z
    .strictObject({ name: z.string().trim().min(1, 'must not be empty').max(200), policy: z.string().trim().min(1, 'must not be empty').max(80) })
    .optional(),
  deontologyUrl: httpsAddress.optional(),
  privacy: z
    .strictObject({
      controller: z.string().trim().min(1, 'must not be empty').max(200),
      email: z.string().trim().max(254).pipe(z.email('must be an e-mail address')),
      retentionMonths: z.number().int().min(1).max(120).optional(),
    })
    .optional(),
});

const settingsSchema = z.strictObject({
  /** Status ids never shown (the site's settings). */
  hiddenStatus: z
    .array(z.number().int().positive())
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a status twice')
    .optional(),
  /** Whether property cards link to the property's page. */
  showEstateAddress: z.boolean().optional(),
  /** The agency's WhatsApp number, E.164; null: none. */
  whatsapp: z.string().regex(WHATSAPP_NUMBER, 'must be a phone number in E.164 form, such as +32470123456').nullable().optional(),
  /** Cards show the agent's name and photo. */
  cardAgent: z.boolean().optional(),
  /** How listings' addresses show (shared/domain/site-settings.ts). */
  addressDisplay: z.enum(ADDRESS_DISPLAYS, `must be one of ${ADDRESS_DISPLAYS.join(', ')}`).optional(),
  /** An external valuation widget shown instead of our range; null: none. */
  avmWidgetUrl: z.string().trim().max(2048).refine(isAvmWidgetUrl, 'must be an https:// address of a host name').nullable().optional(),
  /** The MCP server's tool groups (docs/assistants.md): false switches a group off. */
  assistants: z.strictObject({ facts: z.boolean().optional(), requests: z.boolean().optional() }).nullable().optional(),
});

/** The agency's own tags (shared/domain/site-tags.ts): each id exactly as its tool writes it. */
const tagsSchema = z.strictObject({
  ga4: z.string().regex(TAG_PATTERNS.ga4, 'must be a GA4 measurement id such as G-ABC123XYZ9').optional(),
  gtm: z.string().regex(TAG_PATTERNS.gtm, 'must be a Tag Manager container id such as GTM-5XK7QW2').optional(),
  meta: z.string().regex(TAG_PATTERNS.meta, 'must be a Meta pixel id: digits only').optional(),
});

const captchaKey = z.string().trim().min(1).max(200).regex(/^\S+$/, 'must not contain spaces');

export { CAPTCHA_PROVIDERS, LEAD_OUTBOX_KINDS };
// The lead destinations' names (site-delivery.ts), also here for the modules that import them from this one.
export { DEFAULT_CRM_COPIES, isWebhookAddress } from './site-delivery';

/**
 * The agency's own captcha keys: its provider (else the deploy's CAPTCHA_PROVIDER), its site
 * key, and its secret, which the platform stores encrypted apart from the document
 * (site_secrets, worker/platform/captcha/): the stored document keeps only `secretSet`.
 */
const captchaSchema = z.strictObject({
  provider: z.enum(CAPTCHA_PROVIDERS, `must be one of ${CAPTCHA_PROVIDERS.join(', ')}`).optional(),
  siteKey: captchaKey,
  secret: captchaKey.optional(),
  secretSet: z.boolean().optional(),
});

/**
 * The secret the agency's CRM signs its publish webhook with (POST /admin/webhooks/publish,
 * HMAC-SHA256): at least 32 characters, e.g. `openssl rand -hex 32`.
 */
const publishSchema = z.strictObject({
  secret: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').max(200).regex(/^\S+$/, 'must not contain spaces'),
});

const fields = {
  name: z.string().trim().min(1, 'must not be empty').max(200),
  hostnames: hostnameList,
  locales: localeList,
  defaultLocale: z.enum(LOCALES, `must be one of ${LOCALES.join(', ')}`),
  theme: themeSchema,
  logo: logoSchema.nullable(),
  tagline: localizedText,
  contact: contactSchema,
  biv: bivSchema.nullable(),
  legal: legalSchema.nullable(),
  comingSoon: z.boolean(),
  settings: settingsSchema,
  captcha: captchaSchema.nullable(),
  publish: publishSchema.nullable(),
  delivery: deliverySchema.nullable(),
  tags: tagsSchema.nullable(),
};

/** What a new site may leave out and a change may give: the same in both schemas. */
const optionalFields = {
  theme: fields.theme.optional(),
  logo: fields.logo.optional(),
  tagline: fields.tagline.optional(),
  contact: fields.contact.optional(),
  biv: fields.biv.optional(),
  legal: fields.legal.optional(),
  settings: fields.settings.optional(),
  /** Replaced whole by a change; null: none. */
  tags: fields.tags.optional(),
};

function defaultLocaleAmongLocales(site: { locales?: string[]; defaultLocale?: string }, ctx: z.RefinementCtx): void {
  if (site.locales && site.defaultLocale && !site.locales.includes(site.defaultLocale)) {
    ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `must be one of the site's locales (${site.locales.join(', ')})` });
  }
}

/**
 * A whole site: name and hostnames are required; `locales` defaults to all four languages and
 * `defaultLocale` to the first of them.
 * @example siteSchema.parse({ name: 'Immo Noord', hostnames: ['www.immo-noord.be'], locales: ['nl', 'fr'] })
 */
export const siteSchema = z
  .strictObject({
    id: z.number().int().positive().optional(),
    name: fields.name,
    hostnames: fields.hostnames,
    locales: fields.locales.default([...LOCALES]),
    defaultLocale: fields.defaultLocale.optional(),
    ...optionalFields,
    /** A new site is born in coming-soon mode unless the body says otherwise. */
    comingSoon: fields.comingSoon.default(true),
    captcha: fields.captcha.optional(),
    publish: fields.publish.optional(),
    delivery: fields.delivery.optional(),
  })
  .superRefine(defaultLocaleAmongLocales)
  .transform((site) => ({ ...site, defaultLocale: site.defaultLocale ?? site.locales[0]! }));

export type SiteInput = z.input<typeof siteSchema>;
export type SiteFields = z.output<typeof siteSchema>;

/**
 * A change to a site: any of its fields. A given field replaces the stored one, except `theme`,
 * `settings`, `captcha` and `delivery`, whose given keys replace the stored keys (`delivery.webhook`
 * key by key too, so a new url keeps the stored secret; `publish`, one key, is replaced whole;
 * null removes it). `hostnames` replaces the
 * whole list (its first is the primary).
 */
export const siteUpdateSchema = z
  .strictObject({
    name: fields.name.optional(),
    hostnames: fields.hostnames.optional(),
    locales: fields.locales.optional(),
    defaultLocale: fields.defaultLocale.optional(),
    ...optionalFields,
    comingSoon: fields.comingSoon.optional(),
    captcha: captchaSchema.partial().strict().nullable().optional(),
    publish: fields.publish.optional(),
    delivery: deliveryUpdateSchema.nullable().optional(),
  })
  .superRefine(defaultLocaleAmongLocales);

export type SiteUpdate = z.output<typeof siteUpdateSchema>;

/** A hostname to add to a site; `primary: true` makes it the one every other redirects to. */
export const hostnameAdditionSchema = z.strictObject({ hostname: hostnameSchema, primary: z.boolean().optional() });

/** Field-level messages of a failed validation: `{ path: 'hostnames.1', message }`. */
export function siteIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

/** One sentence naming every field at fault, e.g. `Invalid site: locales.0: must be one of nl, fr, en, de`. */
export function describeSiteIssues(issues: { path: string; message: string }[]): string {
  return `Invalid site: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;
}

/**
 * The site after a change (see siteUpdateSchema): still to be validated as a whole, since a
 * change of `locales` may leave the stored `defaultLocale` out.
 */
export function mergeSiteUpdate(current: SiteFields, update: SiteUpdate): SiteInput {
  const captcha = update.captcha === undefined ? current.captcha : update.captcha === null ? null : { ...current.captcha, ...update.captcha };
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  return {
    ...current,
    ...given,
    theme: { ...current.theme, ...update.theme },
    settings: { ...current.settings, ...update.settings },
    captcha: captcha as SiteInput['captcha'],
    delivery: mergeDelivery(current.delivery, update.delivery) as SiteInput['delivery'],
  };
}
