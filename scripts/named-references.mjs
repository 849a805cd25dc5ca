// node scripts/named-references.mjs: writes shared/html/named-references.ts, the named
// character references the sanitiser decodes itself (the full HTML table of the
// entities package cost 14 KB gzipped of the site worker's budget). Every reference the
// entities package knows is read here, in Node; test/unit/shared/html/sanitize.test.ts checks that the
// committed table is what this script writes.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
// The package exports only its decoders; its data file is read by path (Node only, never bundled).
import { htmlDecodeData } from '../node_modules/entities/dist/generated/decode-data-html.js';

/** windows-1252's characters above Latin-1 (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ). */
const WINDOWS_1252 =
  '\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153' +
  '\u017e\u0178';

/**
 * Every HTML named character reference (name without `;`, value, and whether it is one of the
 * legacy names a browser also reads without `;`), read from the entities package's
 * front-coded data (its format: node_modules/entities/dist/internal/decode-data-format.js).
 * @returns {{ name: string, value: string, legacy: boolean }[]}
 */
export function htmlNamedReferences() {
  const [data, values] = htmlDecodeData;
  const header = (index) => ((data.charCodeAt(index) - 0x30) << 6) | (data.charCodeAt(index + 1) - 0x30);
  const count = header(0);
  const metaStart = 6 + header(2);
  const references = [];
  let name = '';
  let suffix = 6;
  let value = 0;
  for (let index = 0; index < count; index++) {
    const meta0 = data.charCodeAt(metaStart + 2 * index) - 0x23;
    const meta1 = data.charCodeAt(metaStart + 2 * index + 1) - 0x23;
    const prefix = meta0 & 31;
    const length = prefix + (meta1 & 31);
    name = name.slice(0, prefix) + data.slice(suffix, suffix + length - prefix);
    suffix += length - prefix;
    const valueLength = (meta1 >> 5) + 1;
    references.push({ name, value: values.slice(value, value + valueLength), legacy: (meta0 & 0x20) !== 0 });
    value += valueLength;
  }
  return references;
}

/**
 * The references the sanitiser decodes: every legacy one, and every one whose value holds an
 * ASCII character (scheme letters, `:`, `/`, `\`, tab, new line…), whitespace, or a Latin-1 or
 * windows-1252 character (everyday Dutch, French and German text). Any other one is left as
 * it was written, for the browser to decode: it can only be a character of none of those.
 */
export function isDecodedHere({ value, legacy }) {
  return legacy || [...value].some((char) => char <= '\u00ff' || /\s/.test(char) || WINDOWS_1252.includes(char));
}

/** The source of shared/html/named-references.ts. */
export function namedReferencesSource() {
  const chosen = htmlNamedReferences().filter(isDecodedHere);
  const legacy = chosen.filter((reference) => reference.legacy).map((reference) => reference.name);
  const lines = chosen.map(
    ({ name, value }) => `  ${name}: ${JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)},`,
  );
  return `// Written by scripts/named-references.mjs (see there); test/unit/shared/html/sanitize.test.ts checks it.

/** The legacy references, which a browser also decodes without \`;\` (not before \`=\` or a letter or digit in an attribute). */
export const LEGACY_REFERENCES = ${JSON.stringify(legacy.join(' '))};

/** Named character references by name (without \`;\`) and value. */
export const NAMED_REFERENCES: Record<string, string> = {
${lines.join('\n')}
};
`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile('shared/html/named-references.ts', namedReferencesSource());
}
