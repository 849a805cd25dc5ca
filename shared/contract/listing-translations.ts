import type { Locale } from '../i18n/locales';

/*
 * A listing's words in the languages its agency did not write (docs/translations.md): made once,
 * when the listing is written, by the platform's translation queue (worker/platform/translations/),
 * stored beside the agency's own text and never written into it. The site API carries the ones a
 * page may show with the estate (`RawEstate.translated`); the site shows the agency's own text
 * first, a translation where there is none, marked with the language it was made from.
 */

/** The texts of a listing that are translated. */
export const TRANSLATED_FIELDS = ['title', 'description'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/**
 * Who vouches for a text shown in a language the agency did not write: `machine` (made by a
 * provider, its facts checked), `accepted` (a machine text the agency accepted: a language the page
 * really has), `agency` (the agency's own words, written in the console over the machine's).
 */
export type TranslationBy = 'machine' | 'accepted' | 'agency';

/** One text of an estate in a language its agency did not write, as the site API answers it. */
export interface RawTranslation {
  lang: Locale;
  field: TranslatedField;
  text: string;
  /** The language of the agency's text it was made from. */
  from: Locale;
  by: TranslationBy;
}

/** A message of the translation queue: an estate whose missing languages are to be made (or checked again). */
export interface TranslationJob {
  siteId: number;
  estateId: number;
}

/**
 * A claim of a machine's text that the listing's facts do not bear (shared/domain/text-facts.ts),
 * kept with a refused text for the console: a number, a date or an EPC label that only the made
 * text (`only: 'made'`) or only the original (`only: 'original'`) has, or a feature (garden,
 * garage, terrace, lift, condition…) the made text names that the listing does not have.
 */
export type FactClaim = { kind: 'number' | 'date' | 'energyLabel'; value: string; only: 'made' | 'original' } | { kind: 'feature'; value: string };
