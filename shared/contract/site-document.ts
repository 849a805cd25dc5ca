import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales';
import type { SiteFields } from './site-input';
import type { RawDelivery, RawSite } from './raw/site';
import { siteSettingsOf } from '../domain/site-settings';
import { siteTagsOf } from '../domain/site-tags';

/**
 * A site as the admin API shows it: the words of its create and update bodies, with the
 * primary hostname spelled out (null: none, every hostname answers for itself) and the
 * captcha, publish and webhook secrets left out.
 */
export type SiteRecord = Omit<SiteFields, 'id' | 'captcha' | 'publish' | 'delivery'> & {
  id: number;
  primaryHostname: string | null;
  captcha: { provider?: 'recaptcha' | 'turnstile'; siteKey: string; secretSet: boolean } | null;
  publish: { secretSet: boolean } | null;
  delivery: PublicDelivery | null;
};

/** The delivery destinations without the webhook secret: only whether one is set. */
export interface PublicDelivery {
  webhook: { url: string; secretSet: boolean } | null;
  email: { to: string; from?: string; crmCopies?: string[]; recipients?: Partial<Record<string, string>> } | null;
  crmOrigins?: { source: string; medium?: string; origin: number }[];
}

/** The destinations as the platform answers them and the admin API shows them: no secret. */
export function publicDelivery(delivery: RawDelivery | null | undefined): PublicDelivery | null {
  if (!delivery) return null;
  const { webhook, email } = delivery;
  return {
    webhook: webhook ? { url: webhook.url, secretSet: Boolean(webhook.secret) || webhook.secretSet === true } : null,
    email: email ? { ...email } : null,
    ...(delivery.crmOrigins?.length ? { crmOrigins: delivery.crmOrigins.map((line) => ({ ...line })) } : {}),
  };
}

/** The primary first, then the aliases, as stored. */
function orderedHostnames(raw: RawSite): string[] {
  const hostnames = raw.hostnames ?? [];
  const primary = raw.primaryHostname;
  return primary ? [primary, ...hostnames.filter((hostname) => hostname !== primary)] : [...hostnames];
}

/** The stored site in the words of the site body (what an update is merged into). */
export function siteFieldsOf(raw: RawSite): SiteFields & { id: number } {
  const languages = (raw.languages ?? []).filter(isLocale);
  const locales: Locale[] = languages.length > 0 ? languages : [...LOCALES];
  const defaultLocale = isLocale(raw.defaultLanguage) && locales.includes(raw.defaultLanguage) ? raw.defaultLanguage : (locales[0] ?? DEFAULT_LOCALE);
  return {
    id: raw.id,
    name: raw.name,
    hostnames: orderedHostnames(raw),
    locales,
    defaultLocale,
    theme: { ...raw.theme },
    logo: raw.logo?.url ?? null,
    tagline: { ...raw.tagline },
    contact: { ...raw.contact },
    biv: raw.biv ?? null,
    legal: (raw.legal as SiteFields['legal']) ?? null,
    comingSoon: raw.comingSoon === true,
    settings: siteSettingsOf(raw.settings),
    captcha: raw.captcha ?? null,
    publish: raw.publish ?? null,
    delivery: (raw.delivery as SiteFields['delivery']) ?? null,
    tags: siteTagsOf(raw.tags),
  };
}

/** The admin API's view of a stored site. */
export function siteRecordOf(raw: RawSite): SiteRecord {
  const { captcha, publish, delivery: _delivery, ...fields } = siteFieldsOf(raw);
  return {
    ...fields,
    primaryHostname: raw.primaryHostname ?? null,
    captcha: captcha
      ? {
          ...(captcha.provider ? { provider: captcha.provider } : {}),
          siteKey: captcha.siteKey,
          secretSet: Boolean(captcha.secret) || captcha.secretSet === true,
        }
      : null,
    publish: publish ? { secretSet: Boolean(publish.secret) } : null,
    delivery: publicDelivery(raw.delivery),
  };
}

/**
 * The platform's stored document for a validated site body. `primaryHostname` is the first
 * hostname, unless the caller keeps a site's "no primary" (the demo sites answer on each of
 * their hostnames).
 */
export function siteDocumentOf(id: number, site: SiteFields, primaryHostname: string | null = site.hostnames[0] ?? null): RawSite {
  return {
    id,
    name: site.name,
    primaryHostname,
    hostnames: site.hostnames,
    logo: site.logo ? { url: site.logo } : null,
    theme: site.theme ?? {},
    languages: site.locales,
    defaultLanguage: site.defaultLocale,
    tagline: site.tagline ?? {},
    contact: site.contact ?? {},
    biv: site.biv ?? null,
    legal: site.legal ?? null,
    comingSoon: site.comingSoon,
    settings: siteSettingsOf(site.settings),
    captcha: site.captcha ?? null,
    publish: site.publish ?? null,
    delivery: site.delivery ?? null,
    ...(site.tags ? { tags: site.tags } : {}),
  };
}
