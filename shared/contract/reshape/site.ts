import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../i18n/locales';
import type { Navigation, NavigationItem } from '../../types/navigation';
import { assistantGroupsOf, siteSettingsOf } from '../../domain/site-settings';
import { siteTagsOf } from '../../domain/site-tags';
import type { Site } from '../../types/site';
import type { RawNavigation, RawNavigationItem, RawSite } from '../raw/site';

export const DEFAULT_THEME = { primary: '#1d4e89', primaryText: '#ffffff', accent: '#f2a541', background: '#ffffff' };
const COLOR = /^#[0-9a-f]{3,8}$/i;

function color(value: string | undefined, fallback: string): string {
  return value && COLOR.test(value) ? value : fallback;
}

/** The site record as the UI uses it; unsafe theme values fall back to defaults. */
export function reshapeSite(raw: RawSite): Site {
  const languages = (raw.languages ?? []).filter(isLocale);
  const locales: Locale[] = languages.length > 0 ? languages : [...LOCALES];
  const defaultLocale =
    isLocale(raw.defaultLanguage) && locales.includes(raw.defaultLanguage)
      ? raw.defaultLanguage
      : locales.includes(DEFAULT_LOCALE)
        ? DEFAULT_LOCALE
        : locales[0]!;
  const settings = siteSettingsOf(raw.settings);
  return {
    id: raw.id,
    name: raw.name,
    origin: raw.primaryHostname ? `https://${raw.primaryHostname}` : null,
    primaryHostname: raw.primaryHostname?.toLowerCase() || null,
    logo: raw.logo?.url ?? null,
    theme: {
      primary: color(raw.theme?.primary, DEFAULT_THEME.primary),
      primaryText: color(raw.theme?.primaryText, DEFAULT_THEME.primaryText),
      accent: color(raw.theme?.accent, DEFAULT_THEME.accent),
      background: color(raw.theme?.background, DEFAULT_THEME.background),
    },
    locales,
    defaultLocale,
    tagline: raw.tagline ?? {},
    contact: {
      email: raw.contact?.email ?? '',
      phone: raw.contact?.phone ?? '',
      street: raw.contact?.street ?? '',
      zip: raw.contact?.zip ?? '',
      city: raw.contact?.city ?? {},
    },
    biv: raw.biv ?? null,
    legal: raw.legal ?? null,
    settings: {
      hiddenStatus: settings.hiddenStatus,
      linkToDetail: settings.showEstateAddress,
      addressDisplay: settings.addressDisplay,
      whatsapp: settings.whatsapp ?? null,
      cardAgent: settings.cardAgent === true,
      ...(settings.avmWidgetUrl ? { avmWidgetUrl: settings.avmWidgetUrl } : {}),
      assistants: assistantGroupsOf(raw.settings),
    },
    comingSoon: raw.comingSoon === true,
    captcha: raw.captcha?.siteKey ? { provider: raw.captcha.provider ?? null, siteKey: raw.captcha.siteKey } : null,
    tags: siteTagsOf(raw.tags),
  };
}

function reshapeNavigationItem(raw: RawNavigationItem): NavigationItem {
  return { id: raw.id, label: raw.label ?? {}, url: raw.url ?? {}, children: (raw.children ?? []).map(reshapeNavigationItem) };
}

export function reshapeNavigation(raw: RawNavigation): Navigation {
  return { name: raw.name, items: (raw.items ?? []).map(reshapeNavigationItem) };
}
