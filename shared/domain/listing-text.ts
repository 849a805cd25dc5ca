import type { RawTranslation, TranslatedField } from '../contract/listing-translations';
import { fallbackChain, type Locale, type Localized } from '../i18n/locales';

/*
 * Which words of a listing a page in `locale` shows (docs/translations.md): the agency's own, else
 * the platform's translation made when the listing was written (RawEstate.translated), marked with
 * the language it was made from, else the agency's text in another language, which then carries
 * its own `lang` (WCAG 3.1.2). Read only: nothing is translated on a visitor's request.
 */

/** A listing's text as shown: its words, their language, and for a machine's translation the language of its original. */
export interface ListingText {
  text: string;
  lang: Locale;
  /** Translated automatically from this language (a text the agency edited is its own: none). */
  from?: Locale;
}

/** What of a listing its words are read from. */
export interface ListingWords {
  title: Localized;
  description?: Localized;
  translated?: readonly RawTranslation[];
}

/**
 * What the rule of the languages a listing really has reads (`languagesHad`): its own title and
 * description by language (a text with any words counts) and who vouches for each translation shown.
 * A detail page gives the estate whole; the sitemap's light call the first characters of each text
 * (worker/platform/search/light.ts).
 */
export interface HadWords {
  title?: Localized | null;
  description?: Localized | null;
  translated?: readonly Pick<RawTranslation, 'lang' | 'by'>[];
}

const own = (words: HadWords, field: TranslatedField, lang: Locale) => words[field]?.[lang]?.trim() || '';

/**
 * The text of `field` a page in `locale` shows; with `original`, a translation's original instead
 * (the page's "show the original"). Null: the listing has none in any language.
 * @example listingText({ title: {}, description: { nl: 'Ruime woning' } }, 'description', 'de') // { text: 'Ruime woning', lang: 'nl' }
 */
export function listingText(words: ListingWords, field: TranslatedField, locale: Locale, original = false): ListingText | null {
  const made = own(words, field, locale) ? undefined : words.translated?.find((text) => text.lang === locale && text.field === field);
  if (made?.by === 'agency') return { text: made.text, lang: locale };
  if (made && !original) return { text: made.text, lang: locale, from: made.from };
  for (const lang of made ? [made.from] : fallbackChain(locale)) {
    const text = own(words, field, lang);
    if (text) return { text, lang };
  }
  return null;
}

/**
 * The languages a listing's page really has (its hreflang alternates, on the page and in the
 * sitemap): those of `locales` in which the agency wrote its title or description, or accepted or
 * wrote a translation; every one when it has no words at all.
 */
export function languagesHad(words: HadWords, locales: readonly Locale[]): Locale[] {
  const had = locales.filter(
    (lang) => own(words, 'description', lang) || own(words, 'title', lang) || words.translated?.some((text) => text.lang === lang && text.by !== 'machine'),
  );
  return had.length > 0 ? had : [...locales];
}
