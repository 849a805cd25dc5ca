import { escapeUTF8 } from 'entities/escape';
import { LOCALES } from '../../../shared/i18n/locales';
import type { StarterPage, Text } from './draft';

/*
 * The starter site's pages come from the static file of the starter's texts (agreement-texts.ts),
 * made at build time for an agency named STARTER_NAME: a new agency's are those with its name put
 * in, as text where the pages write it as text and escaped where they write it into HTML (the
 * stand-in holds an ampersand, so the two are told apart), and its tagline under its name on the
 * home page where it has one.
 */

/** The name the pages are made with: no agency's, and HTML-escaped otherwise than written. */
export const STARTER_NAME = '\u2063agency&name\u2063';

const escaped = escapeUTF8(STARTER_NAME);
/** The name as a JSON string's content. */
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

/** The starter pages of an agency named `name`, its `tagline` under its name on the home page. */
export function starterPages(templates: readonly StarterPage[], name: string, tagline: Partial<Text>): StarterPage[] {
  const json = JSON.stringify(templates)
    .replaceAll(inJson(escaped), () => inJson(escapeUTF8(name)))
    .replaceAll(inJson(STARTER_NAME), () => inJson(name));
  const pages = JSON.parse(json) as StarterPage[];
  const heading = pages.find((page) => page.key === 'home')?.sections[0];
  if (heading?.type === 'sectionTitle' && heading.data.subtitle) {
    for (const locale of LOCALES) {
      const own = tagline[locale]?.trim();
      if (own) heading.data.subtitle[locale] = own;
    }
  }
  return pages;
}
