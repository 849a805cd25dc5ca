import { fallbackChain, LOCALES, type Locale, type Localized } from './locales';
import { installedWords, type Table, type TranslationKey, type TranslationParams, tableIn } from './lookup';
import { type CountText, isPluralForms } from './plural';

export * from './locales';
export * from './plural';

type EnumLabels = Record<string, Record<string, Localized>>;

/**
 * The site's words as the locale files hold them: the UI strings of each language
 * (locales/{nl,fr,en,de}.json), the enumeration labels (locales/enums.json) and the
 * field labels (locales/fields.json), with the ad law's facts in plain words and the consent
 * banner's words. Not bundled: the build writes them as one static file that the site worker
 * reads once per isolate (worker/site/middleware/words.ts); the unit tests install the files themselves.
 */
export interface SiteWords {
  ui: Record<Locale, Table>;
  enums: object;
  fields: object;
  /** Each fact the ad law asks for, in the four languages (shared/domain/ad-rules/words.ts AD_FACT_WORDS): `adFact.<fact>`. */
  adFacts: Record<string, Localized>;
  /** The legal text behind each source of the ad law, in its own language, the same in every language (shared/domain/ad-rules/laws.ts): `adLaw.<id>`. */
  adLaws: Record<string, string>;
  /** The consent banner's words by language (locales/consent.json `banner`): `consent.<word>`. */
  consent: Record<Locale, Table>;
}

/** UI strings plus the enumeration labels under `enum.<Name>.<CODE>`, the field labels, the ad law's facts and the consent banner. */
function tableFor(locale: Locale, { ui, enums, fields, adFacts, adLaws, consent }: SiteWords): Table {
  const enumTable: Record<string, Record<string, string>> = {};
  for (const [name, values] of Object.entries(enums as EnumLabels)) {
    enumTable[name] = Object.fromEntries(Object.entries(values).map(([code, labels]) => [code, labels[locale] ?? '']));
  }
  // Brussels' and Wallonia's zones are RecentDestination codes too, kept apart in the file so that the platform's Whise mapping
  // (which reads the gewestplan's labels) does not carry them (shared/domain/destinations.ts).
  enumTable.RecentDestination = { ...enumTable.RecentDestination, ...enumTable.RecentDestinationRegional };
  // Field labels keep their dotted keys ('financial.price'): look them up with an array key.
  const fieldTable = Object.fromEntries(Object.entries(fields as Record<string, Localized>).map(([key, labels]) => [key, labels[locale] ?? '']));
  return { ...ui[locale], enum: enumTable, field: fieldTable, adFact: tableIn(adFacts, locale), adLaw: adLaws, consent: consent[locale] };
}

/** The site's words: until installed every key reads `_key_`; the site installs them before anything renders. */
const words = installedWords();
const lookup = words.lookup;

/** Makes `words` the ones every lookup below reads, for the whole isolate. */
export function installWords(site: SiteWords): void {
  words.install(Object.fromEntries(LOCALES.map((locale) => [locale, tableFor(locale, site)])) as Record<Locale, Table>);
}

/** Whether installWords has run. */
export const wordsInstalled = (): boolean => words.installed();

/** Forgets the words (a test of what happens before they are installed). */
export const uninstallWords = (): void => words.uninstall();

export type { TranslationKey, TranslationParams };

/**
 * Looks a UI string up in the requested language, then Dutch, then any language;
 * a key found nowhere renders as `_key_` so it is visible but harmless.
 * @example translate('fr', 'nav.home') // 'Accueil'
 */
export function translate(locale: Locale, key: TranslationKey, params?: TranslationParams): string {
  return lookup(locale, key, params);
}

/**
 * A count string for an island, which picks the form in the browser (countText): its plural
 * forms in the requested language (else Dutch, else any), `{{count}}` kept, other params filled in.
 * @example countTextOf('nl', 'listing.count')
 * // { locale: 'nl', zero: 'Geen panden gevonden', one: '{{count}} pand gevonden', other: '{{count}} panden gevonden' }
 */
export function countTextOf(locale: Locale, key: string, params: TranslationParams = {}): CountText {
  const path = key.split('.');
  const keep = { ...params, count: '{{count}}' };
  for (const lang of fallbackChain(locale)) {
    const value = lookup.raw(lang, path);
    if (isPluralForms(value)) {
      const form = (name: keyof typeof value) => (value[name] ? (lookup.raw(lang, [...path, name], keep) as string) : undefined);
      return { locale: lang, zero: form('zero'), one: form('one'), other: form('other')! };
    }
    if (typeof value === 'string' && value !== '') return { locale: lang, other: translate(lang, key, keep) };
  }
  return { locale, other: `_${key}_` };
}

export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** A translator bound to one language, handy in components. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/**
 * The label of an enumeration value (status, type, heating, ...).
 * @example enumLabel('de', 'Status', 'SOLD') // 'Verkauft'
 */
export function enumLabel(locale: Locale, enumeration: string, code: string | number): string {
  return translate(locale, ['enum', enumeration, String(code)]);
}

/** The label of a listing field (field groups), e.g. 'financial.price' → 'Prijs'. */
export function fieldLabel(locale: Locale, key: string): string {
  return translate(locale, ['field', key]);
}

/** 'Niet ingegeven' and its translations: what an unset display value shows. */
export function notEntered(locale: Locale): string {
  return translate(locale, 'common.notEntered');
}

export const LANGUAGE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};

export { LOCALES };
