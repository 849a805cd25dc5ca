import type { FactClaim } from '../contract/listing-translations';
import { WordContext } from './plain-search/context-words';
import { labelBefore, readLabels } from './plain-search/labels';
import { exactMatch, oneEditMatch } from './plain-search/matching';
import { placeMatcher } from './plain-search/place-matcher';
import { tokenise } from './plain-search/tokens';
import type { PlainEnergyLabel, PlainFeature } from './plain-search/types';
import { compoundMeanings, type Meaning, VOCABULARY } from './plain-search/vocabulary';
import { readWrittenNumber } from './written-number';

/*
 * The facts a listing's text states, read the way the rest of the platform reads them: every
 * number with the one number reader (written-number.ts: 389.000, 389,000, 389 000 and € 389.000,-
 * are one price), dates whatever their notation (01/03/2026, 1 maart 2026, 1. März 2026, March 1,
 * 2026), and the EPC labels and features (garden, garage, terrace, lift, condition…) its sentences
 * name, read as search in plain words reads a visitor's sentence (its words in nl, fr, en and de,
 * one letter off and written as one, its "zonder tuin", "sans jardin" naming none, its EPC labels:
 * `sentenceFacts` follows parse.ts's reading of them, without its prices, places and counts, which
 * the platform's bundle has no room for). A machine's text (a translation, a draft) is shown only
 * when it states the facts its original does and names no feature the listing lacks
 * (docs/translations.md "Facts never change").
 */

export interface TextFacts {
  /** Numbers by their value ('389000', '3.5'). */
  numbers: Set<string>;
  /** The numbers a word says ("drie", "trois", "three", "drei"): a number written as a word on the other side is the same fact. */
  numberWords: Set<string>;
  /** Dates as '2026-03-01', or a month as '2026-03'. */
  dates: Set<string>;
  energyLabels: Set<string>;
  features: Set<PlainFeature>;
}

const MONTHS = [
  'januari|janvier|january|januar|jan',
  'februari|fevrier|february|februar|feb|fev',
  'maart|mars|march|marz|maerz|mar|mrt',
  'april|avril|apr|avr',
  'mei|mai|may',
  'juni|juin|june|jun',
  'juli|juillet|july|jul|juil',
  'augustus|aout|august|aug',
  'september|septembre|sep|sept',
  'oktober|octobre|october|okt|oct',
  'november|novembre|nov',
  'december|decembre|dezember|dec|dez',
];
const MONTH_OF = new Map(MONTHS.flatMap((names, at) => names.split('|').map((name) => [name, at + 1] as const)));
const MONTH = `(${[...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:\\.|er|e|ste|de|st|nd|rd|th)?';
const YEAR = '(\\d{4})';

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: string, month: number, day?: string) =>
  month >= 1 && month <= 12 && (!day || (Number(day) >= 1 && Number(day) <= 31)) ? `${year}-${pad(month)}${day ? `-${pad(Number(day))}` : ''}` : null;

/** The date notations, each with how its parts read; the longest first. */
const DATES: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => dateOf(m[1]!, Number(m[2]), m[3])],
  [/\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b/g, (m) => dateOf(m[3]!, Number(m[2]), m[1])],
  [new RegExp(`\\b${DAY} (?:of )?${MONTH},? ${YEAR}\\b`, 'g'), (m) => dateOf(m[3]!, MONTH_OF.get(m[2]!)!, m[1])],
  [new RegExp(`\\b${MONTH} ${DAY},? ${YEAR}\\b`, 'g'), (m) => dateOf(m[3]!, MONTH_OF.get(m[1]!)!, m[2])],
  [new RegExp(`\\b${MONTH} ${YEAR}\\b`, 'g'), (m) => dateOf(m[2]!, MONTH_OF.get(m[1]!)!)],
];

/** A number as its key: the value the one number reader gives, or each part of what it cannot read (a time, 14.30). */
function numbersIn(text: string, into: Set<string>): void {
  // A time as Belgians write it, 14u30 or 14h30, reads as 14:30; digits right after a letter belong
  // to a unit or a name (m2, CO2, A4) and are no number of the listing's.
  const plain = text.replace(/(\d)[uh](\d{2})\b/g, '$1:$2');
  for (const [written] of plain.matchAll(/(?<![\d\p{L}.,])(?:\d{1,3}(?:[ \u00a0\u202f']\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)*)/gu)) {
    const value = readWrittenNumber(written);
    if (value !== undefined) into.add(String(value));
    else for (const part of written.split(/[.,]/)) into.add(String(Number(part)));
  }
}

const NO_PLACES = placeMatcher([]);

/** Articles, passed over between "zonder", "without"… and the feature they deny ("zonder een tuin", "without a garden"). */
const ARTICLES = new Set(
  ['een', 'de', 'het', 'a', 'an', 'the', 'un', 'une', 'le', 'la', 'les'].concat(['ein', 'eine', 'einen', 'einem', 'einer', 'der', 'die', 'das', 'den']),
);

/** A feature a word names: a garage or a parking space is one, whatever else the sentence names. */
const featureOf = (meaning: Meaning | undefined): PlainFeature | undefined =>
  meaning?.kind === 'feature' ? meaning.feature : meaning?.kind === 'garage' ? 'garage' : undefined;

/**
 * The features and EPC labels one sentence names, word by word as parse.ts reads them: the
 * longest phrase of the vocabulary, else a word one letter off, else two words written as one; a
 * feature after "zonder", "sans", "without", "ohne" (or "vlakbij", "near"), an article between or
 * not, is not the listing's.
 */
function sentenceFacts(sentence: string, facts: TextFacts): void {
  const tokens = tokenise(sentence);
  const context = new WordContext();
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const labelFirst = labelBefore(sentence, tokens, i);
    if (labelFirst) {
      facts.energyLabels.add(labelFirst);
      i += 2;
      continue;
    }
    if (token.kind === 'word' && ARTICLES.has(token.norm)) {
      i += 1;
      continue;
    }
    const match = token.kind === 'num' ? undefined : (exactMatch(tokens, i, NO_PLACES) ?? oneEditMatch(tokens, i, NO_PLACES, 'nl'));
    const meaning = match?.meaning;
    if (!match || !meaning) {
      const parts = token.kind === 'word' ? compoundMeanings(token.norm) : undefined;
      for (const feature of (parts ?? []).map(featureOf)) if (feature) facts.features.add(feature);
      i += 1;
      continue;
    }
    const end = i + match.length;
    const feature = featureOf(meaning);
    if (meaning.kind === 'stop' || meaning.kind === 'from') context.stopWord(token.kind === 'num' ? token.raw : token.norm, meaning.kind === 'from');
    else if (feature) {
      if (!context.takes()) facts.features.add(feature);
    } else if (meaning.kind === 'energy') {
      const labels = new Set<PlainEnergyLabel>();
      i = Math.max(end, readLabels(sentence, tokens, end, labels));
      for (const label of labels) facts.energyLabels.add(label);
      context.other();
      continue;
    } else context.other();
    i = end;
  }
}

/** The facts of one text (plain words, one of the four languages). */
export function textFacts(text: string): TextFacts {
  const facts: TextFacts = { numbers: new Set(), numberWords: new Set(), dates: new Set(), energyLabels: new Set(), features: new Set() };
  let rest = text.normalize('NFC');
  const folded = rest
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  // Dates first, each taken out so its day and year are not read again as numbers.
  let blank = folded;
  for (const [pattern, read] of DATES)
    blank = blank.replace(pattern, (...args) => {
      const date = read(args as unknown as RegExpExecArray);
      if (!date) return args[0] as string;
      facts.dates.add(date);
      return ' '.repeat((args[0] as string).length);
    });
  rest = blank;
  numbersIn(rest, facts.numbers);
  for (const token of tokenise(rest)) {
    const meaning = token.kind === 'word' ? VOCABULARY.phrases.get(token.norm) : undefined;
    if (meaning?.kind === 'numberWord') facts.numberWords.add(String(meaning.value));
  }
  // Sentence by sentence, as a visitor's sentence is read.
  for (const sentence of text.normalize('NFC').split(/(?<=[.!?;:])\s+|\n+/)) sentenceFacts(sentence, facts);
  return facts;
}

/**
 * What a machine's text `made` claims that its `original` does not (the agency's text it was
 * translated from, or for a draft the listing's facts), and with `both` what the original states
 * that the made text lost; and each feature it names that neither the listing has (`has`) nor the
 * original names. Empty: it may be shown.
 */
export function factClaims(made: TextFacts, original: TextFacts, has: ReadonlySet<PlainFeature>, both = true): FactClaim[] {
  const claims: FactClaim[] = [];
  const compare = (kind: 'number' | 'date' | 'energyLabel', ours: Set<string>, theirs: Set<string>, oursWords: Set<string>, theirsWords: Set<string>) => {
    for (const value of ours) if (!theirs.has(value) && !theirsWords.has(value)) claims.push({ kind, value, only: 'made' });
    if (both) for (const value of theirs) if (!ours.has(value) && !oursWords.has(value)) claims.push({ kind, value, only: 'original' });
  };
  const none = new Set<string>();
  compare('number', made.numbers, original.numbers, made.numberWords, original.numberWords);
  compare('date', made.dates, original.dates, none, none);
  compare('energyLabel', made.energyLabels, original.energyLabels, none, none);
  for (const feature of made.features) if (!has.has(feature) && !original.features.has(feature)) claims.push({ kind: 'feature', value: feature });
  return claims;
}
