import { LOCALES } from '../../../../shared/i18n/locales';
import type { Text } from '../../starter/draft';

/**
 * A text kept as data (the demo's JSON files) may be written as lines, joined by spaces: JSON
 * cannot wrap a long string, so a long one is an array of its lines.
 */
export type Prose = string | readonly string[];

/** The text of a `Prose`: its lines joined by spaces. */
export function prose(value: Prose): string {
  return typeof value === 'string' ? value : value.join(' ');
}

/** A text per language, each built by `build`. */
export function mapLocales(build: (locale: keyof Text) => string): Text {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as Text;
}

/** A four-language text kept as data, each language's lines joined. */
export function proseText(value: Record<keyof Text, Prose>): Text {
  return mapLocales((locale) => prose(value[locale]));
}
