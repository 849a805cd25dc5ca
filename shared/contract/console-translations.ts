import * as z from 'zod/mini';
import type { ConsoleSite } from './console';
import { type FactClaim, TRANSLATED_FIELDS, type TranslatedField } from './listing-translations';
import { LOCALES, type Locale } from '../i18n/locales';

/*
 * The console's "Translations" screens (docs/translations.md "In the console"): GET and PUT
 * /console-api/sites/{id}/translations (the agency's switch and the provider it prefers, owners;
 * the month's usage against its cap, the listings with translations), GET and POST
 * …/translations/{estateId} (a listing's texts per language, which are the agency's and which the
 * platform's: accept, edit, which makes the text the agency's, switch off or on again).
 */

/** What a listing's text in a language is: a row's state (migration 0061), or `own` where the agency wrote it itself. */
export type ConsoleTextState = 'own' | 'machine' | 'accepted' | 'agency' | 'refused' | 'off' | 'waiting' | 'none';

export interface ConsoleTranslationListing {
  estateId: number;
  title: string;
  /** How many of its texts are in each state. */
  counts: Partial<Record<ConsoleTextState, number>>;
}

export interface ConsoleTranslations {
  site: ConsoleSite;
  /** The provider translating this agency's listings now; null: translation is off (no provider on the platform, or the agency's switch). */
  provider: string | null;
  /** The providers the platform is configured for (none: translation is off on the platform, docs/translations.md says how to turn it on). */
  providers: string[];
  enabled: boolean;
  preferred: string | null;
  /** Whether the agency gave its own DeepL key (never the key itself): its listings are then translated with its DeepL account. */
  ownDeeplKey: boolean;
  month: string;
  used: number;
  cap: number;
  listings: ConsoleTranslationListing[];
}

/** One text of a listing in one of its site's languages. */
export interface ConsoleListingText {
  field: TranslatedField;
  lang: Locale;
  state: ConsoleTextState;
  /** The words shown (the agency's, or the platform's), or the refused words the claims are about. */
  text: string | null;
  /** The language of the original a translation was made from, and its words. */
  from: Locale | null;
  original: string | null;
  provider: string | null;
  model: string | null;
  claims: FactClaim[];
  /** Why a text waits (the original changed, the cap, the provider's failure). */
  reason: string | null;
  updatedAt: string | null;
}

export interface ConsoleListingTranslations {
  site: ConsoleSite;
  estateId: number;
  title: string;
  texts: ConsoleListingText[];
}

/** PUT …/translations: the agency's switch, and the provider it prefers (null: the platform's). */
export const translationsUpdate = z.object({
  enabled: z.boolean(),
  provider: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  /** The agency's own DeepL key, set (absent or empty: the one stored is kept). */
  deeplKey: z.optional(z.string().check(z.maxLength(100))),
  /** Removes the agency's own DeepL key. */
  removeDeeplKey: z.optional(z.boolean()),
});
export type TranslationsUpdate = z.input<typeof translationsUpdate>;

/** The longest text an agency writes over a translation (characters). */
export const TRANSLATION_TEXT_LONGEST = 20_000;

/** POST …/translations/{estateId}: what the agency does with one text: accept it, write its own, switch it off or on again. */
export const translationAction = z.object({
  field: z.enum(TRANSLATED_FIELDS),
  lang: z.enum(LOCALES as unknown as [Locale, ...Locale[]]),
  action: z.enum(['accept', 'edit', 'off', 'on']),
  text: z.optional(z.string().check(z.maxLength(TRANSLATION_TEXT_LONGEST))),
});
export type TranslationAction = z.input<typeof translationAction>;

/** The tones a drafted description may take. */
export const DRAFT_TONES = ['factual', 'warm'] as const;

/** POST …/descriptions: a listing's facts as the editor holds them (its record, unsaved), and the tone to write in. */
export const describeRequest = z.object({ record: z.record(z.string(), z.unknown()), tone: z.enum(DRAFT_TONES) });
export type DescribeRequest = z.input<typeof describeRequest>;

/** A title and description drafted in one language from a listing's facts, or the claims that kept it back. */
export interface DraftedText {
  lang: Locale;
  title: string;
  description: string;
  claims: FactClaim[];
}

export interface DraftedTexts {
  texts: DraftedText[];
}
