import { formatPrice } from '../format';
import type { Locale } from '../i18n/locales';
import type { LocaleTranslate } from '../i18n/lookup';
import type { Estate } from '../types/estate';
import { soldOrRented } from './price';

/** An estate counts as new this long after its publication. */
export const NEW_FOR_MS = 7 * 24 * 60 * 60_000;

/** What a card or detail page says of an estate's news, ready to render in one language. */
export interface EstateNews {
  /** 'Nieuw' when published within NEW_FOR_MS, else null. */
  isNew: string | null;
  /** The lowered price: the badge, the words before the struck-through price, that price. */
  lowered: { text: string; previousLabel: string; previous: string } | null;
}

export type NewsFacts = Pick<Estate, 'publicationDate' | 'price' | 'isProject' | 'transaction' | 'source'>;

/** Published within NEW_FOR_MS before `now` (and not after it). */
export function isNewEstate(estate: Pick<Estate, 'publicationDate'>, now: number): boolean {
  const published = Date.parse(estate.publicationDate);
  return Number.isFinite(published) && published <= now && now - published < NEW_FOR_MS;
}

/** The price was lowered: the platform kept a higher previous price. */
export function isPriceLowered(estate: Pick<Estate, 'price'>): boolean {
  return estate.price.value !== null && estate.price.value > 0 && estate.price.previous !== null && estate.price.previous > estate.price.value;
}

/**
 * The "new" and "price lowered" badges of an estate on the market (none once sold or
 * rented; no struck-through price for a project's 'from' price), in the words of `t` (news.*,
 * card.perMonth): the site's translate, or the platform's mail lookup.
 */
export function estateNews(estate: NewsFacts, locale: Locale, now: number, t: LocaleTranslate): EstateNews | null {
  if (soldOrRented(estate)) return null;
  const fresh = isNewEstate(estate, now);
  const lowered = !estate.isProject && !estate.price.from && isPriceLowered(estate);
  if (!fresh && !lowered) return null;
  return {
    isNew: fresh ? t(locale, 'news.new') : null,
    lowered: lowered
      ? {
          text: t(locale, 'news.priceLowered'),
          previousLabel: t(locale, 'news.previousPrice'),
          previous: formatPrice(estate.price.previous) + (estate.price.period === 'MONTH' ? t(locale, 'card.perMonth') : ''),
        }
      : null,
  };
}
