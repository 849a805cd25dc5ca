import type { Locale } from './locales';

/**
 * A count string in one language: its plural forms, each with `{{count}}`.
 * The locale files hold such a string as an object, `{ "zero": …, "one": …, "other": … }`;
 * the server's translate() picks the form itself, and an island gets the whole CountText and
 * picks with countText() in the browser: one mechanism, Intl.PluralRules, on both sides.
 */
export interface CountText {
  locale: Locale;
  /** When the count is 0 ("Geen panden gevonden"); else the language's own rule applies. */
  zero?: string;
  one?: string;
  other: string;
}

/** The plural forms of a string in the locale files. */
export type PluralForms = Omit<CountText, 'locale'>;

/** The keys a set of plural forms may have (a table like costs.other is no set of forms). */
const FORMS = new Set(['zero', 'one', 'other']);

/** Whether a value of the locale files is a set of plural forms. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || typeof (value as PluralForms).other !== 'string') return false;
  return Object.keys(value).every((key) => FORMS.has(key));
}

const RULES = new Map<Locale, Intl.PluralRules>();

/**
 * The form of `forms` for `count` in `locale`: `zero` for 0 when given, else the CLDR category
 * of Intl.PluralRules ('one' for 1 in nl, en and de; for 0 and 1 in fr), else `other`.
 * @example pluralForm('nl', { one: '{{count}} pand', other: '{{count}} panden' }, 1) // '{{count}} pand'
 */
export function pluralForm(locale: Locale, forms: PluralForms, count: number): string {
  return forms[pluralKey(locale, forms, count)]!;
}

/** Which of `forms` applies to `count` (see pluralForm). */
export function pluralKey(locale: Locale, forms: PluralForms, count: number): keyof PluralForms {
  if (count === 0 && forms.zero) return 'zero';
  let rules = RULES.get(locale);
  if (!rules) RULES.set(locale, (rules = new Intl.PluralRules(locale)));
  const category = rules.select(count);
  return (category === 'zero' || category === 'one') && forms[category] ? category : 'other';
}

/**
 * A count string with its count, in its language's form.
 * @example countText({ locale: 'fr', one: '{{count}} bien trouvé', other: '{{count}} biens trouvés' }, 1) // '1 bien trouvé'
 */
export function countText(text: CountText, count: number): string {
  return pluralForm(text.locale, text, count).replaceAll('{{count}}', String(count));
}
