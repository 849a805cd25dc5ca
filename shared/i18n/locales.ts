/** The languages a site may be served in; the first is the default. A site lists its own (Site.locales). */
export const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'nl';

/** A value the platform holds in several languages, e.g. a subtype name. */
export type Localized<T = string> = Partial<Record<Locale, T>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The order in which to look for a display value: the requested language, then Dutch,
 * then every other language.
 */
export function fallbackChain(locale: Locale): readonly Locale[] {
  return FALLBACK_CHAINS[locale];
}

/**
 * A display value held in several languages: the requested one, then Dutch, then the
 * first language that has it; '' when none has.
 */
export function localizedValue(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return '';
  for (const lang of fallbackChain(locale)) {
    const text = value[lang];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}

// Built once: every translation and every localized value walks one.
const FALLBACK_CHAINS = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.freeze([...new Set<Locale>([locale, DEFAULT_LOCALE, ...LOCALES])])]),
) as Record<Locale, readonly Locale[]>;

/**
 * Picks the best of the `available` languages (a site's) from an Accept-Language header, or
 * the `fallback` (the site's default).
 * @example preferredLocale('fr-BE,fr;q=0.9,en;q=0.8') // 'fr'
 * @example preferredLocale('en', ['nl', 'fr'], 'nl') // 'nl'
 */
export function preferredLocale(acceptLanguage: string | null | undefined, available: readonly Locale[] = LOCALES, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!acceptLanguage) return fallback;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLocale(entry.lang) && available.includes(entry.lang))?.lang as Locale | undefined) ?? fallback;
}
