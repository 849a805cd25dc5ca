import { placeData } from './place-data';
import { COMMON_WORD_PLACES, placeKeyOfNormalised, type PlaceMatcher } from './place-matcher';
import type { Token } from './tokens';
import type { PlaceName } from './types';
import { NOT_MISSPELT, PLACE_PREPOSITIONS, VOCABULARY, VOCABULARY_ONE_EDIT, type Meaning } from './vocabulary';

/** The languages a sentence is read in (search in plain words). */
export type PlainLanguage = 'nl' | 'fr' | 'en' | 'de';

export interface Match {
  meaning?: Meaning;
  place?: PlaceName;
  length: number;
}

/** The longest word or phrase of the vocabulary, or the longest place name, starting at i. */
export function exactMatch(tokens: readonly Token[], i: number, places: PlaceMatcher): Match | undefined {
  const max = Math.min(Math.max(VOCABULARY.longest, places.longest), tokens.length - i);
  let phrase = '';
  let key = '';
  const candidates: (Match & { key?: string })[] = [];
  for (let length = 1; length <= max; length++) {
    const token = tokens[i + length - 1]!;
    if (token.kind === 'num') break;
    phrase = length === 1 ? token.norm : `${phrase} ${token.norm}`;
    const part = placeKeyOfNormalised(token.norm);
    key += part;
    const meaning = VOCABULARY.phrases.get(phrase);
    if (meaning) candidates.push({ meaning, length });
    // A sign adds nothing to a name's key: "Gent €" is Gent, then the amount's euro.
    const place = part ? places.byName(key) : undefined;
    if (place) candidates.push({ place, length, key });
  }
  const before = tokens[i - 1];
  const placeFirst = before?.kind === 'word' && PLACE_PREPOSITIONS.has(before.norm);
  // "Boom", "Mol", "Essen": a place where one is announced, or written with a capital inside the sentence.
  const raw = tokens[i]!.raw;
  const capitalised = i > 0 && raw[0] !== raw[0]!.toLowerCase() && raw !== raw.toUpperCase();
  let best: Match | undefined;
  for (const candidate of candidates) {
    if (candidate.place && !placeFirst && !capitalised && COMMON_WORD_PLACES.has(candidate.key!)) continue;
    const better = !best || candidate.length > best.length || (candidate.length === best.length && (candidate.place ? placeFirst : !placeFirst));
    if (better) best = candidate;
  }
  return best;
}

/** Each language's words one letter off a place (common-words.ts, installed: place-data.ts), read once per installed list. */
const commonWords = new Map<string, ReadonlySet<string>>();
function commonWordsOf(language: PlainLanguage): ReadonlySet<string> {
  const list = placeData().commonWords[language];
  let words = commonWords.get(list);
  if (!words) {
    if (commonWords.size >= 8) commonWords.clear();
    commonWords.set(list, (words = new Set(list.split(' '))));
  }
  return words;
}

/** A word one letter off a vocabulary word (five letters or more) or a place name (four or more). */
export function oneEditMatch(tokens: readonly Token[], i: number, places: PlaceMatcher, language: PlainLanguage): Match | undefined {
  const token = tokens[i]!;
  if (token.kind !== 'word' || token.norm.length > 30 || NOT_MISSPELT.has(token.norm)) return undefined;
  const meaning = VOCABULARY_ONE_EDIT.find(token.norm);
  // A misspelt place only where a place is announced ("in Leuvn"), or capitalised ("Bruxelle"),
  // except in German, where every noun is ("Haustiere" is not Hastière); never a word of the
  // sentence's language ("in open bebouwing" is not Olen, "Gang" not Gent).
  const before = tokens[i - 1];
  const announced = before?.kind === 'word' && PLACE_PREPOSITIONS.has(before.norm);
  const capitalised = token.raw[0] !== token.raw[0]!.toLowerCase();
  if ((!announced && (!capitalised || language === 'de')) || commonWordsOf(language).has(token.norm)) return meaning ? { meaning, length: 1 } : undefined;
  // Place names of several words first ("Sint Niklas"), then one word.
  let key = placeKeyOfNormalised(token.norm);
  const keys: string[] = [key];
  for (let length = 2; length <= places.longest && i + length - 1 < tokens.length; length++) {
    const next = tokens[i + length - 1]!;
    if (next.kind !== 'word') break;
    key += placeKeyOfNormalised(next.norm);
    keys.push(key);
  }
  for (let length = keys.length; length >= 2; length--) {
    const place = places.byNameOneEdit(keys[length - 1]!);
    if (place) return { place, length };
  }
  if (meaning) return { meaning, length: 1 };
  const place = places.byNameOneEdit(keys[0]!);
  return place ? { place, length: 1 } : undefined;
}
