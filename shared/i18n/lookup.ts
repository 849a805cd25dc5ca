import rosetta from 'rosetta';
import { fallbackChain, LOCALES, type Locale, type Localized } from './locales';
import { isPluralForms, pluralKey } from './plural';

export type Table = Record<string, unknown>;
export type TranslationKey = string | readonly string[];
export type TranslationParams = Record<string, string | number>;
/** A lookup in any of the languages: `translate` of shared/i18n, or the delivery mails' (worker/platform/delivery/mail-texts.ts). */
export type LocaleTranslate = (locale: Locale, key: TranslationKey, params?: TranslationParams) => string;

/** The lookup, and the value stored under a key in one language as it is (a string, or a count string's plural forms). */
export interface Lookup extends LocaleTranslate {
  raw(lang: Locale, path: readonly string[], params?: TranslationParams): unknown;
}

/** At most this many texts without places are kept per lookup (the keys a site uses are some thousands). */
const PLAIN_TEXTS_KEPT = 10_000;

/**
 * The lookup over one table per language (rosetta; `{{name}}` places are filled in): the
 * requested language, then Dutch, then any language; a key found nowhere reads `_key_`, visible
 * but harmless.
 */
export function createLookup(tables: Record<Locale, Table>): Lookup {
  // One immutable dictionary for the isolate; the language is passed on every lookup,
  // so concurrent requests in different languages never share a mutable "current locale".
  const dictionary = rosetta<Table>(tables);
  const raw = (lang: Locale, path: readonly string[], params?: TranslationParams): unknown => dictionary.t([...path], params ?? {}, lang);
  // A text without places reads the same every time: looked up once per isolate, not on every
  // render (a detail page asks some hundreds: labels, enum names).
  // One map per language, by the key as given (no new string to hash for a dotted key).
  const plain = new Map<Locale, Map<string, string>>();
  const lookup = (locale: Locale, key: TranslationKey, params?: TranslationParams): string => {
    if (params !== undefined) return find(locale, key, params);
    let texts = plain.get(locale);
    if (!texts) plain.set(locale, (texts = new Map()));
    const memo = typeof key === 'string' ? key : `\u0000${key.join('\u0000')}`;
    let text = texts.get(memo);
    if (text === undefined) {
      text = find(locale, key);
      if (texts.size < PLAIN_TEXTS_KEPT) texts.set(memo, text);
    }
    return text;
  };
  const find = (locale: Locale, key: TranslationKey, params?: TranslationParams): string => {
    const path = typeof key === 'string' ? key.split('.') : [...key];
    for (const lang of fallbackChain(locale)) {
      let value = raw(lang, path, params);
      // A count string (plural forms): the form for params.count in this language.
      if (isPluralForms(value) && typeof params?.count === 'number') value = raw(lang, [...path, pluralKey(lang, value, params.count)], params);
      if (typeof value === 'string' && value !== '') return value;
    }
    return `_${typeof key === 'string' ? key : key.join('.')}_`;
  };
  return Object.assign(lookup, { raw });
}

const NO_WORDS: Record<Locale, Table> = { nl: {}, fr: {}, en: {}, de: {} };

/** An isolate's words: installed once before anything renders, read by every lookup, forgotten by a test. */
export interface InstalledWords {
  /** Makes these tables the words every lookup reads, for the whole isolate. */
  install(tables: Record<Locale, Table>): void;
  /** Whether install has run. */
  installed(): boolean;
  /** Forgets the words (a test of what happens before they are installed). */
  uninstall(): void;
  /** The lookup over the words installed: until then every key reads `_key_`. */
  lookup: Lookup;
}

/** A place for a worker's words (the site's, the console's): each key reads `_key_` until they are installed. */
export function installedWords(): InstalledWords {
  let current = createLookup(NO_WORDS);
  let installed = false;
  const lookup = (locale: Locale, key: TranslationKey, params?: TranslationParams) => current(locale, key, params);
  return {
    install(tables) {
      current = createLookup(tables);
      installed = true;
    },
    installed: () => installed,
    uninstall() {
      current = createLookup(NO_WORDS);
      installed = false;
    },
    lookup: Object.assign(lookup, { raw: (lang: Locale, path: readonly string[], params?: TranslationParams) => current.raw(lang, path, params) }),
  };
}

const isLabels = (value: object): value is Localized => Object.values(value).every((text) => typeof text === 'string');

/**
 * One language's table out of a file whose leaves hold the four languages
 * (`{ "greeting": { "nl": "Beste {{name}},", "fr": … } }`: locales/mail.json).
 */
export function tableIn(tree: object, locale: Locale): Table {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]: [string, object]) => [key, isLabels(value) ? (value[locale] ?? '') : tableIn(value, locale)]),
  );
}

/** One table per language out of such a file. */
export function tablesIn(tree: object): Record<Locale, Table> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, tableIn(tree, locale)])) as Record<Locale, Table>;
}
