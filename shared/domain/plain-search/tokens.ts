/**
 * Search in plain words: a sentence cut into tokens (words, numbers, a few signs), each with its
 * surface as typed (what `text` gives back) and its comparable form (lower case, no accents,
 * ß → ss), and the one-edit matching the parser uses for misspellings.
 */

/** Where a token is in the sentence (NFC). */
interface Span {
  start: number;
  end: number;
}

export interface WordToken extends Span {
  kind: 'word';
  /** As typed ("Liège"). */
  raw: string;
  /** Comparable form ("liege"). */
  norm: string;
}

export interface NumberToken extends Span {
  kind: 'num';
  raw: string;
  /** The number's value: "450.000", "450,000" and "450 000" are 450000; "1,5" is 1.5. */
  value: number;
  /** Four digits without separators (a postal code, or an amount). */
  fourDigits: boolean;
}

export interface SignToken extends Span {
  kind: 'sign';
  raw: string;
  /** One of € < > + - / ² */
  norm: string;
}

export type Token = WordToken | NumberToken | SignToken;

/** Lower case, accents off, ß → ss, œ → oe, æ → ae: how every word and name is compared. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const TOKEN = /([0-9]+(?:[.,][0-9]+)*)|([\p{L}\p{M}]+\+*)|([€<>+\-/²])/gu;

/** The value of a number as Belgians write amounts: dots or commas between groups of three. */
function numberValue(raw: string): number {
  const parts = raw.split(/[.,]/);
  if (parts.length === 1) return Number(raw);
  const last = parts[parts.length - 1]!;
  const groupsOfThree = parts.slice(1).every((part) => part.length === 3);
  if (groupsOfThree) return Number(parts.join(''));
  // The last separator is a decimal one ("1,5 miljoen", "450.000,00"), the others group thousands.
  return Number(`${parts.slice(0, -1).join('')}.${last}`);
}

/** The sentence's tokens; "450 000" (groups of three after a space) is one number. */
export function tokenise(query: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = -1;
  const sentence = query.normalize('NFC');
  for (const match of sentence.matchAll(TOKEN)) {
    const [raw, digits, letters] = match;
    const start = match.index;
    const end = start + raw.length;
    const gap = sentence.slice(previousEnd, start);
    previousEnd = end;
    if (digits !== undefined) {
      const last = tokens[tokens.length - 1];
      // "450 000", "1 250 000": a group of exactly three digits after a space continues a number of one to three digits (or already grouped).
      if (last?.kind === 'num' && gap === ' ' && /^[0-9]{3}$/.test(digits) && /^[0-9]{1,3}(?: [0-9]{3})*$/.test(last.raw)) {
        last.raw = `${last.raw} ${digits}`;
        last.value = last.value * 1000 + Number(digits);
        last.fourDigits = false;
        last.end = end;
        continue;
      }
      tokens.push({ kind: 'num', raw, value: numberValue(raw), fourDigits: /^[0-9]{4}$/.test(raw), start, end });
    } else if (letters !== undefined) {
      tokens.push({ kind: 'word', raw, norm: normalise(raw), start, end });
    } else {
      // A dash inside a name or a compound ("Sankt-Vith", "3-slaapkamer") only joins; "300 - 400k" keeps it.
      if (raw === '-' && /^[\p{L}]/u.test(sentence.slice(end, end + 1)) && gap === '') continue;
      tokens.push({ kind: 'sign', raw, norm: raw, start, end });
    }
  }
  return tokens;
}

/** Whether two strings are at most one edit apart (one letter added, left out, changed, or two swapped). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Finds, among many keys, the ones at most one edit from a word, without comparing it to each:
 * every key is filed under itself and each form with one letter left out, and so is the word.
 */
export class OneEditIndex<T> {
  private readonly byVariant = new Map<string, string[]>();
  private readonly values = new Map<string, T>();

  /**
   * @param minKey keys shorter than this are never matched one edit off
   * @param minLength nor is a word when both it and the key are shorter than this
   */
  constructor(
    private readonly minKey: number,
    private readonly minLength: number,
  ) {}

  add(key: string, value: T): void {
    if (key.length < this.minKey || this.values.has(key)) return;
    this.values.set(key, value);
    for (const variant of deletions(key)) {
      const keys = this.byVariant.get(variant);
      if (keys) keys.push(key);
      else this.byVariant.set(variant, [key]);
    }
  }

  /** The value of the one key within one edit of the word (its first letter the same), or undefined when none or several differ. */
  find(word: string): T | undefined {
    if (word.length < this.minLength - 1) return undefined;
    let found: T | undefined;
    for (const variant of deletions(word)) {
      for (const key of this.byVariant.get(variant) ?? []) {
        // A misspelling keeps its first letter: "open" is not "kopen".
        if (key[0] !== word[0] || Math.max(key.length, word.length) < this.minLength || !withinOneEdit(key, word)) continue;
        const value = this.values.get(key)!;
        if (found !== undefined && found !== value) return undefined;
        found = value;
      }
    }
    return found;
  }
}

function deletions(key: string): Set<string> {
  const out = new Set<string>([key]);
  for (let i = 0; i < key.length; i++) out.add(key.slice(0, i) + key.slice(i + 1));
  return out;
}
