import type { Locale } from '../../../shared/i18n/locales';

/*
 * Numbers in the reader's notation, each with its unit, so one screen never mixes two notations.
 * Dutch, French and German as Belgium writes them; English as written where English and the euro
 * meet (Ireland): CLDR's en-BE writes its amounts one way and its other numbers the other
 * (€414,000 beside 414.000).
 */

const TAGS: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-IE', de: 'de-BE' };

/** A count or a factor in the reader's notation: '1.091' (nl), '1 091' (fr), '1,091' (en). */
export const formatCount = (locale: Locale, value: number): string => new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 2 }).format(value);

/** An amount in euros: whole euros bare, cents with both digits ('€ 389.000', '389 000,50 €', '€389,000'). */
export const formatEuros = (locale: Locale, value: number): string => {
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
};

/** An area in square metres, the unit kept on the number's line: '1.250 m²'. */
export const formatSquareMetres = (locale: Locale, value: number): string => `${formatCount(locale, value)}\u00a0m²`;
