import type { Token } from './tokens';
import { CONTEXT_LISTS, type ContextWords } from './types';
import { installedContextWords, VOCABULARY } from './vocabulary';

/**
 * Words that change what the word after them means, for parse.ts. They travel with the vocabulary
 * (context-words-source.ts, installed with it: vocabulary.ts), so no bundle carries them.
 */

type ContextSets = { readonly [list in keyof ContextWords]: ReadonlySet<string> };
let made: { from: ContextWords | undefined; sets: ContextSets } | undefined;

/** The installed context words as sets, made once per installed vocabulary. */
function contextWords(): ContextSets {
  const from = installedContextWords();
  if (made && made.from === from) return made.sets;
  const sets = {} as Record<keyof ContextWords, ReadonlySet<string>>;
  for (const list of CONTEXT_LISTS) sets[list] = new Set(from?.[list] ?? []);
  made = { from, sets };
  return sets;
}

/** Whether a word of a year comes right before the number at i (two words back) or right after it ("ab 2010 gebaut"). */
export function besideYearWord(tokens: readonly Token[], i: number): boolean {
  const after = tokens[i + 1];
  return afterYearWord(tokens, i) || (after?.kind === 'word' && contextWords().year.has(after.norm));
}

export function afterYearWord(tokens: readonly Token[], i: number): boolean {
  for (let back = i - 1; back >= 0 && back >= i - 2; back--) {
    const before = tokens[back]!;
    if (before.kind === 'word' && contextWords().year.has(before.norm)) return true;
  }
  return false;
}

/**
 * Words before garage or parking that make it a feature ("huis met garage"), and before a second
 * type that make it a part of the first ("hoeve met weiland").
 */
export const WITH_WORDS: Pick<ReadonlySet<string>, 'has'> = { has: (word) => contextWords().with.has(word) };

/** Those, and "voor", "pour", "for", "für": a type after them once a type is named is what the first is for ("bouwgrond voor open bebouwing"). */
export const PART_WORDS: Pick<ReadonlySet<string>, 'has'> = { has: (word) => contextWords().with.has(word) || contextWords().forWords.has(word) };

/** Past the articles from i on: between a price word and its amount ("onder de 300k", "under the"). */
export function skipArticles(tokens: readonly Token[], i: number): number {
  let next = i;
  for (let token = tokens[next]; token?.kind === 'word' && contextWords().articles.has(token.norm); token = tokens[++next]);
  return next;
}

/** "1.200 € warm", "900 kalt": German says a rent with or without its charges by one word after the amount. */
const BARE_CHARGES: ReadonlyMap<string, boolean> = new Map([
  ['warm', true],
  ['kalt', false],
]);

/** Whether the token at i comes right after an amount (a number, or a number and its currency word or sign). */
function afterAmount(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before?.kind === 'num') return true;
  return before !== undefined && VOCABULARY.phrases.get(before.norm)?.kind === 'currency' && tokens[i - 2]?.kind === 'num';
}

/** "warm" or "kalt" after an amount at i: whether the rent is counted with its charges; undefined when it is not such a word there. */
export function bareChargesAt(tokens: readonly Token[], i: number): boolean | undefined {
  const token = tokens[i];
  return token?.kind === 'word' && afterAmount(tokens, i) ? BARE_CHARGES.get(token.norm) : undefined;
}

/** Whether the words from i on say the charges (included or not): "warm", "kosten inbegrepen", "charges comprises". */
export function chargesAt(tokens: readonly Token[], i: number): boolean {
  if (bareChargesAt(tokens, i) !== undefined) return true;
  let phrase = '';
  for (let at = i; at < i + 4; at++) {
    const token = tokens[at];
    if (token?.kind !== 'word') break;
    phrase = at === i ? token.norm : `${phrase} ${token.norm}`;
    if (VOCABULARY.phrases.get(phrase)?.kind === 'charges') return true;
  }
  return false;
}

/** A room alone, without a count: a student room ("kamer te huur", "chambre à louer"). */
export const ROOM_WORDS: Pick<ReadonlySet<string>, 'has'> = { has: (word) => contextWords().room.has(word) };

/**
 * What the words before say about the next type or feature: "vlakbij", "proche", "near" (what is
 * near: text), "zonder", "sans", "without", "ohne" (not wanted: nothing). It lasts over "de",
 * "van" and the words of a list ("sans ascenseur ni terrasse", "vlakbij scholen en winkels");
 * any other word understood ends it.
 */
export class WordContext {
  private hold: 'near' | 'negated' | null = null;
  private afterHeld: 'near' | 'negated' | null = null;

  /** A word that asks nothing (a stop word, or "de", "van", "from" without an amount). */
  stopWord(norm: string, from: boolean): void {
    const continued = this.hold ?? this.afterHeld;
    this.afterHeld = null;
    if (contextWords().near.has(norm)) this.hold = 'near';
    else if (contextWords().negation.has(norm)) this.hold = 'negated';
    else this.hold = continued && (from || contextWords().list.has(norm)) ? continued : null;
  }

  /** A type or feature: whether it is near or not wanted (null: it is asked for). */
  takes(): 'near' | 'negated' | null {
    const held = this.hold;
    this.afterHeld = held;
    this.hold = null;
    return held;
  }

  /** Any other word understood. */
  other(): void {
    this.hold = null;
    this.afterHeld = null;
  }
}

/** Whether the word at `at` follows a type word, or a list word within three words ("huis te koop of appartement"). */
export function inTypeList(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  if (before && before.kind !== 'num' && VOCABULARY.phrases.get(before.norm)?.kind === 'type') return true;
  for (let back = at - 1; back >= 0 && back >= at - 3; back--) {
    const token = tokens[back]!;
    if (token.kind !== 'num' && (contextWords().list.has(token.norm) || token.norm === '/')) return true;
  }
  return false;
}

/** Whether a month's rent is named right before the number at `at` (a colon may come between): the number is that rent. */
export function rentBefore(tokens: readonly Token[], at: number): boolean {
  let end = at - 1;
  if (tokens[end]?.kind === 'sign' && tokens[end]!.raw === ':') end -= 1;
  let words = '';
  for (let start = end; start >= 0 && start > end - 3; start--) {
    const token = tokens[start]!;
    if (token.kind !== 'word') return false;
    words = words ? `${token.norm} ${words}` : token.norm;
    if (contextWords().rentBefore.has(words)) return true;
  }
  return false;
}

/** Whether "per maand", "pcm", "par mois", "/maand", "warm", "charges comprises"… follows an amount at i. */
export function perMonthAt(tokens: readonly Token[], at: number): boolean {
  if (chargesAt(tokens, at)) return true;
  const slash = tokens[at];
  const afterSlash = slash?.kind === 'sign' && slash.norm === '/';
  const i = afterSlash ? at + 1 : at;
  const [one, two] = [tokens[i], tokens[i + 1]];
  if (!one || one.kind === 'num') return false;
  if (VOCABULARY.phrases.get(one.norm)?.kind === 'perMonth' && (afterSlash || contextWords().monthlyAfter.has(one.norm))) return true;
  return (
    contextWords().monthLeads.has(one.norm) && two !== undefined && two.kind !== 'num' && VOCABULARY.phrases.get(`${one.norm} ${two.norm}`)?.kind === 'perMonth'
  );
}
