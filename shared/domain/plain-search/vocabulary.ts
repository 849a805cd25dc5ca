import type { HeadTypeCode } from '../property-types';
import type { ContextWords, PlainFeature } from './types';
import { normalise, OneEditIndex } from './tokens';

/**
 * What a word of search in plain words means (its words, in nl, fr, en and de: vocabulary-source.ts).
 * Subtype ids are shared/domain/property-types.ts SUB_TYPES'.
 */
export type Meaning =
  | { kind: 'transaction'; value: 'sale' | 'rent' }
  | { kind: 'type'; type: HeadTypeCode; subType?: number }
  /** Garage or parking: the main type GARAGE when the sentence names no other type, else the feature. */
  | { kind: 'garage'; subType?: number }
  | { kind: 'feature'; feature: PlainFeature }
  | { kind: 'priceMax' }
  | { kind: 'priceMin' }
  /** "tussen", "entre": a range of two amounts follows. */
  | { kind: 'between' }
  /** "van", "de", "from", "von": a range or a minimum when an amount follows, else nothing. */
  | { kind: 'from' }
  | { kind: 'energy' }
  | { kind: 'bedrooms'; roomsLessOne?: boolean }
  | { kind: 'km' }
  | { kind: 'multiplier'; factor: number }
  | { kind: 'currency' }
  | { kind: 'facades' }
  | { kind: 'numberWord'; value: number }
  /** "per maand", "par mois": a rent. */
  | { kind: 'perMonth' }
  /** "kosten inbegrepen", "charges comprises", "Warmmiete" (included), "hors charges", "Kaltmiete" (not): a rent, its bounds with or without its charges. */
  | { kind: 'charges'; included: boolean }
  /** "of beter", "ou mieux": the energy labels named and every better one. */
  | { kind: 'orBetter' }
  | { kind: 'stop' };

/**
 * The words of search in plain words, each with what it means, about 4 KiB gzipped. The site
 * does not bundle them: build.mjs writes vocabulary-source.ts's into the site's words file
 * (worker/site/middleware/words.ts installs both once per isolate); tests and scripts install
 * them from vocabulary-source.ts. Until installed, no word is known.
 */
export interface VocabularyWords {
  /** Words separated by "|", each word or phrase meaning the same; the first entry naming a word decides. */
  readonly entries: readonly (readonly [string, Meaning])[];
  /** "een|un|one|ein…" and the number they say. */
  readonly numberWords: readonly (readonly [string, number])[];
  /** Words dropped when nothing else takes them (articles, prepositions, "I look for"), "|" between; never text to search. */
  readonly stopWords: string;
  /** Words that are never read one letter off as another ("salle" is not "sale"). */
  readonly notMisspelt: readonly string[];
  /** The words that change what the next word means (context-words.ts); none before they are installed. */
  readonly context?: ContextWords;
}

export interface Vocabulary {
  /** Every word and phrase (joined by one space) to its meaning. */
  readonly phrases: ReadonlyMap<string, Meaning>;
  /** The longest phrase, in words. */
  readonly longest: number;
}

interface Built extends Vocabulary {
  readonly words: VocabularyWords;
  readonly oneEdit: OneEditIndex<Meaning>;
  readonly notMisspelt: ReadonlySet<string>;
}

let installed: VocabularyWords = { entries: [], numberWords: [], stopWords: '', notMisspelt: [] };
let built: Built | undefined;

/** Makes the words the parser reads. */
export function installVocabulary(words: VocabularyWords): void {
  installed = words;
}

function build(words: VocabularyWords): Built {
  const phrases = new Map<string, Meaning>();
  let longest = 1;
  const add = (list: string, meaning: Meaning) => {
    if (!list) return;
    for (const phrase of list.split('|')) {
      const key = normalise(phrase).replace(/[-']/g, ' ').trim();
      if (!phrases.has(key)) phrases.set(key, meaning);
      longest = Math.max(longest, key.split(' ').length);
    }
  };
  for (const [list, meaning] of words.entries) add(list, meaning);
  for (const [list, value] of words.numberWords) add(list, { kind: 'numberWord', value });
  add(words.stopWords, { kind: 'stop' });
  // The single words of four letters or more, found one letter off (in words of five or more).
  const oneEdit = new OneEditIndex<Meaning>(4, 5);
  for (const [phrase, meaning] of phrases) {
    if (phrase.includes(' ') || ['stop', 'numberWord', 'multiplier', 'currency'].includes(meaning.kind)) continue;
    oneEdit.add(phrase, meaning);
  }
  return { words, phrases, longest, oneEdit, notMisspelt: new Set(words.notMisspelt) };
}

/** The installed words, built once per installed list. */
function vocabulary(): Built {
  if (built?.words !== installed) built = build(installed);
  return built;
}

/** The installed context words (context-words.ts reads them). */
export const installedContextWords = (): ContextWords | undefined => installed.context;

/** The installed vocabulary (empty until then). */
export const VOCABULARY: Vocabulary = {
  get phrases() {
    return vocabulary().phrases;
  },
  get longest() {
    return vocabulary().longest;
  },
};

/** The vocabulary's single words of four letters or more, found one letter off (in words of five or more). */
export const VOCABULARY_ONE_EDIT: Pick<OneEditIndex<Meaning>, 'find'> = { find: (word) => vocabulary().oneEdit.find(word) };

/** Words that are never read one letter off as another ("salle" is not "sale"). */
export const NOT_MISSPELT: Pick<ReadonlySet<string>, 'has'> = { has: (word) => vocabulary().notMisspelt.has(word) };

/** The meaning of one word: exact, or one letter off. */
export function wordMeaning(norm: string): Meaning | undefined {
  return VOCABULARY.phrases.get(norm) ?? (NOT_MISSPELT.has(norm) || norm.length > 30 ? undefined : VOCABULARY_ONE_EDIT.find(norm));
}

/** Words that, just before a place's name, say a place follows ("in Boom", "à Ans", "near Essen"). */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(
  'in|te|a|au|en|near|bij|nabij|im|um|van|de|of|von|rond|around|autour|omgeving|buurt|pres|nahe|regio|region|zone|naar'.split('|'),
);

/** Words between two amounts of a range ("300.000 tot 450.000", "entre 200 et 300k"). */
export const RANGE_WORDS: ReadonlySet<string> = new Set('en|et|and|und|tot|a|au|to|till|until|bis|-|/'.split('|'));

const COMPOUND_PARTS: ReadonlySet<Meaning['kind']> = new Set(['transaction', 'type', 'feature', 'garage', 'perMonth', 'charges']);

/** Two words written as one ("nieuwbouwappartement", "Neubauwohnung", "Terrassenwohnung", with a linking s), or undefined. */
export function compoundMeanings(norm: string): [Meaning, Meaning] | undefined {
  if (norm.length < 7 || norm.length > 30) return undefined;
  for (let split = 3; split <= norm.length - 3; split++) {
    const head = VOCABULARY.phrases.get(norm.slice(0, split));
    if (!head || !COMPOUND_PARTS.has(head.kind)) continue;
    const rest = norm.slice(split);
    const tail = VOCABULARY.phrases.get(rest) ?? (rest.startsWith('s') ? VOCABULARY.phrases.get(rest.slice(1)) : undefined);
    if (tail && COMPOUND_PARTS.has(tail.kind)) return [head, tail];
  }
  return undefined;
}
