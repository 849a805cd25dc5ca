import { formatPrice, formatPriceFrom } from '../format';
import type { Locale } from '../i18n/locales';
import type { LocaleTranslate } from '../i18n/lookup';
import type { Estate, EstateBrief, EstatePrice } from '../types/estate';
import { isForRent, isSold } from './transactions';

/** Sold or rented, by the transaction ids of the estate's own source. */
export function soldOrRented(estate: Pick<Estate, 'transaction' | 'source'>): 'sold' | 'rented' | null {
  if (!isSold(estate.transaction.id, estate.source)) return null;
  return isForRent(estate.transaction.id, estate.source) ? 'rented' : 'sold';
}

/**
 * Whether an estate is sold under the VAT regime (financial.vat_regime), so its price is
 * before VAT: the alternate source says so; the main source gives the land and the construction
 * apart, as the costs calculator splits them (purchase-costs.ts vatSplitOf).
 * @example underVatRegime({ ground: 257_000, construction: 693_000 }, {}) // true
 */
export function underVatRegime(price: Pick<EstatePrice, 'ground' | 'construction'>, fields: Record<string, unknown> | undefined): boolean {
  return fields?.['financial.vat_regime'] === true || (price.ground !== null && price.ground >= 0 && price.construction !== null && price.construction > 0);
}

/**
 * How an estate's price reads: the sold/rented word instead of the price,
 * 'Prijs op aanvraag' when the agency hides it, 'Vanaf € …' for a project or a
 * price range, '€ … /maand' for rent, '-' without a price; ' excl. btw' after a price before VAT
 * (the VAT regime: underVatRegime). Its words (card.sold, card.rented, card.priceOnRequest,
 * card.perMonth, card.exclVat) come from `t`: the site's translate, or the platform's
 * mail lookup.
 */
export function priceText(estate: Pick<EstateBrief, 'price' | 'isProject' | 'transaction' | 'source'>, locale: Locale, t: LocaleTranslate): string {
  const closed = soldOrRented(estate);
  const { price } = estate;
  if (closed) return t(locale, `card.${closed}`);
  if (price.hidden) return t(locale, 'card.priceOnRequest');
  if (!price.value) return '-';
  const vat = price.vat ? t(locale, 'card.exclVat') : '';
  if (price.from || estate.isProject) return formatPriceFrom(price.value, locale) + vat;
  return formatPrice(price.value) + (price.period === 'MONTH' ? t(locale, 'card.perMonth') : vat);
}
