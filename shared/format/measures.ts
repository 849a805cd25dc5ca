import type { Locale } from '../i18n/locales';
import { formatNumber, isUnset } from './number';

type NumberInput = number | string | null | undefined;

function withUnit(value: NumberInput, unit: string, maxDecimals = 2): string {
  const text = formatNumber(value, maxDecimals);
  return text === '' ? '' : text + unit;
}

/**
 * What comes before an amount: '€' and a no-break space (U+00A0), so a narrow column or a
 * wrapping line never puts the sign and the amount on two lines ('€ ' prefix).
 */
export const EURO_PREFIX = '€\u00a0';

/**
 * '€ 250.000', with a no-break space. Prices show whole euros unless cents are given, and then
 * both digits of them, as money is written ('€ 389.000,50', never '€ 389.000,5').
 */
export function formatPrice(value: NumberInput): string {
  const text = formatNumber(value, 2);
  if (text === '') return '';
  return `${EURO_PREFIX}${/,\d$/.test(text) ? `${text}0` : text}`;
}

/** '€ 2.500 /m²' */
export function formatPricePerArea(value: NumberInput): string {
  const text = formatPrice(value);
  return text === '' ? '' : `${text} /m²`;
}

/** '120 m²' */
export const formatArea = (value: NumberInput): string => withUnit(value, ' m²');

/** '12,5 m' for sizes and distances */
export const formatSize = (value: NumberInput): string => withUnit(value, ' m');

/** '250 kWh/m²' */
export const formatEpc = (value: NumberInput): string => withUnit(value, ' kWh/m²');

const YEAR: Record<Locale, string> = { nl: 'jaar', fr: 'an', en: 'year', de: 'Jahr' };

/** '12.000 kWh/jaar' (the year word follows the language; Dutch shown here) */
export const formatEpcPerYear = (value: NumberInput, locale: Locale = 'nl'): string => withUnit(value, ` kWh/${YEAR[locale]}`);

/** '250 kWh/m²/jaar': the specific consumption, as a Walloon advert gives it */
export const formatEpcPerAreaYear = (value: NumberInput, locale: Locale = 'nl'): string => withUnit(value, ` kWh/m²/${YEAR[locale]}`);

/** '25 kg/m²/jaar' */
export const formatCo2 = (value: NumberInput, locale: Locale = 'nl'): string => withUnit(value, ` kg/m²/${YEAR[locale]}`);

/** '3.000l' */
export const formatLiquid = (value: NumberInput): string => withUnit(value, 'l');

/** '21%' */
export const formatPercentage = (value: NumberInput): string => withUnit(value, '%');

const FROM: Record<Locale, string> = { nl: 'Vanaf', fr: 'À partir de', en: 'From', de: 'Von' };

/** 'Vanaf € 250.000': the price of a project or a range. */
export function formatPriceFrom(value: NumberInput, locale: Locale): string {
  if (isUnset(value)) return '';
  return `${FROM[locale]} ${formatPrice(value)}`;
}
