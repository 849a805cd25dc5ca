// node scripts/place-common-words.mjs: writes shared/domain/plain-search/common-words.ts, the
// words of each language one letter off a place name (search in plain words reads none of them
// as a misspelt place: "open" is not Olen, "scholen" not Schoten, "gang" not Gent). The words
// are those of Debian's word lists (`apt-get install wdutch wfrench wngerman wamerican`:
// /usr/share/dict/dutch, french, ngerman, american-english) that the places' one-edit index
// (shared/domain/plain-search/place-matcher.ts) finds a place for. Rerun it when places.json or
// that index changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { importTs, wrappedString } from './lib.mjs';

const OUT = 'shared/domain/plain-search/common-words.ts';
const LISTS = { nl: 'dutch', fr: 'french', en: 'american-english', de: 'ngerman' };

const [{ placeMatcher, placeKey }, { BELGIAN_PLACES }, { normalise }] = await Promise.all([
  importTs('shared/domain/plain-search/place-matcher.ts'),
  importTs('shared/domain/plain-search/belgian-places.ts'),
  importTs('shared/domain/plain-search/tokens.ts'),
]);
const places = placeMatcher(BELGIAN_PLACES);
const lines = [];
for (const [language, file] of Object.entries(LISTS)) {
  const words = new Set(
    readFileSync(`/usr/share/dict/${file}`, 'utf8')
      .split('\n')
      // Names left out (capitalised), except in German, where every noun is.
      .filter((word) => language === 'de' || /^\p{Ll}/u.test(word))
      .map((word) => normalise(word))
      .filter((word) => /^[a-z]+$/.test(word)),
  );
  const off = [...words].filter((word) => !places.byName(placeKey(word)) && places.byNameOneEdit(placeKey(word))).sort();
  // Each word but the last with the space that parts it from the next, so lines break between words.
  const pieces = off.map((word, index) => (index < off.length - 1 ? `${word} ` : word));
  lines.push(`  ${language}:${wrappedString(pieces, '    ')},`);
}
writeFileSync(
  OUT,
  `/**
 * Words of each language one letter off a place name, which search in plain words never reads as a
 * misspelt place ("open" is not Olen, "scholen" not Schoten, "gang" not Gent): those of Debian's
 * word lists (wdutch, wfrench, wngerman, wamerican) that the places' one-edit index finds a place
 * for, normalised (tokens.ts), written by scripts/place-common-words.mjs.
 */
export const COMMON_WORDS_OFF_A_PLACE: Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>> = {
${lines.join('\n')}
};
`,
);
console.log(`${OUT} written`);
