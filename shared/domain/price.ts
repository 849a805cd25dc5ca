import { formatPrice, formatPriceFrom } from '../format';
import type { Locale } from '../i18n/locales';
import type { LocaleTranslate } from '../i18n/lookup';
import type { Estate, EstateBrief } from '../types/estate';
import { isForRent, isSold } from './transactions';

/** Sold or rented, by the transaction ids of the estate's own source (SPEC §4). */
export function soldOrRented(estate: Pick<Estate, 'transaction' | 'source'>): 'sold' | 'rented' | null {
  if (!isSold(estate.transaction.id, estate.source)) return null;
  return isForRent(estate.transaction.id, estate.source) ? 'rented' : 'sold';
}

/**
 * How an estate's price reads (SPEC §2, §4, §9): the sold/rented word instead of the price,
 * 'Prijs op aanvraag' when the agency hides it (issue 29), 'Vanaf € …' for a project or a
 * price range, '€ … /maand' for rent, '-' without a price. Its words (card.sold, card.rented,
 * card.priceOnRequest, card.perMonth) come from `t`: the site's translate, or the platform's
 * mail lookup.
 */
export function priceText(estate: Pick<EstateBrief, 'price' | 'isProject' | 'transaction' | 'source'>, locale: Locale, t: LocaleTranslate): string {
  const closed = soldOrRented(estate);
  if (closed) return t(locale, `card.${closed}`);
  if (estate.price.hidden) return t(locale, 'card.priceOnRequest');
  if (!estate.price.value) return '-';
  if (estate.price.from || estate.isProject) return formatPriceFrom(estate.price.value, locale);
  return formatPrice(estate.price.value) + (estate.price.period === 'MONTH' ? t(locale, 'card.perMonth') : '');
}
