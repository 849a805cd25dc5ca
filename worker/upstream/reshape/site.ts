import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { Navigation, NavigationItem } from '../../../shared/types/navigation';
import type { Site } from '../../../shared/types/site';
import type { RawNavigation, RawNavigationItem, RawSite } from '../raw/site';

const DEFAULT_THEME = { primary: '#1d4e89', primaryText: '#ffffff', accent: '#f2a541', background: '#ffffff' };
const COLOR = /^#[0-9a-f]{3,8}$/i;

function color(value: string | undefined, fallback: string): string {
  return value && COLOR.test(value) ? value : fallback;
}

/** The site record as the UI uses it; unsafe theme values fall back to defaults. */
export function reshapeSite(raw: RawSite): Site {
  const locales = (raw.languages ?? []).filter(isLocale);
  const defaultLocale = isLocale(raw.defaultLanguage) ? raw.defaultLanguage : DEFAULT_LOCALE;
  return {
    id: raw.id,
    name: raw.name,
    origin: raw.primaryHostname ? `https://${raw.primaryHostname}` : null,
    logo: raw.logo?.url ?? null,
    theme: {
      primary: color(raw.theme?.primary, DEFAULT_THEME.primary),
      primaryText: color(raw.theme?.primaryText, DEFAULT_THEME.primaryText),
      accent: color(raw.theme?.accent, DEFAULT_THEME.accent),
      background: color(raw.theme?.background, DEFAULT_THEME.background),
    },
    locales: locales.length > 0 ? (locales as Locale[]) : ['nl', 'fr', 'en', 'de'],
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
    settings: {
      hiddenStatus: Array.isArray(raw.settings?.hiddenStatus) ? raw.settings.hiddenStatus : [],
      linkToDetail: raw.settings?.showEstateAddress !== false,
    },
  };
}

function reshapeNavigationItem(raw: RawNavigationItem): NavigationItem {
  return { id: raw.id, label: raw.label ?? {}, url: raw.url ?? {}, children: (raw.children ?? []).map(reshapeNavigationItem) };
}

export function reshapeNavigation(raw: RawNavigation): Navigation {
  return { name: raw.name, items: (raw.items ?? []).map(reshapeNavigationItem) };
}
