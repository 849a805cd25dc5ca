import { LEGACY_REFERENCES, NAMED_REFERENCES } from '../../../shared/html/named-references';

/**
 * postal-mime's table of HTML named character references, for the platform's bundle: the
 * wrangler [alias] (wrangler.platform.toml, wrangler.toml, vitest.config.ts) puts this file in
 * place of its html-entities.js, the whole HTML5 list (45 KiB, 2,231 names) it reads when it
 * turns an HTML-only mail into text. Made from the table the site's HTML sanitizer already
 * carries (shared/html/named-references.ts: every Latin-1 character, what Dutch, French and
 * German text is written with, the markup five and the typography mails use), with `;` and,
 * for the legacy names a browser also reads without it, without; plus the marks and arrows of
 * postal-mime's table a mail may carry that the sanitizer's lacks. Numeric references
 * (&#233; &#xE9;) are decoded by postal-mime itself, and any other name stays as written.
 */
export const htmlEntities: Record<string, string> = Object.fromEntries([
  ...Object.entries(NAMED_REFERENCES).map(([name, value]) => [`&${name};`, value]),
  ...LEGACY_REFERENCES.split(' ').map((name) => [`&${name}`, NAMED_REFERENCES[name]]),
  ['&larr;', '\u2190'],
  ['&rarr;', '\u2192'],
  ['&minus;', '\u2212'],
  ['&lrm;', '\u200e'],
  ['&rlm;', '\u200f'],
  ['&zwj;', '\u200d'],
  ['&zwnj;', '\u200c'],
]);
