import type { Token } from './tokens';
import { RANGE_WORDS, VOCABULARY, wordMeaning, type Meaning } from './vocabulary';

/**
 * A number in a sentence with what follows it: "3 slpk" (bedrooms), "10 km" (a radius),
 * "450k", "€ 450.000", "1,2 miljoen" (an amount), "4 gevels" (a detached house), "120 m²" (an
 * area) or "3de", "2nd", "1er" (an ordinal), both left as text, or a number alone.
 */
export type Quantity =
  | { kind: 'radius' | 'facades' | 'plain' | 'area' | 'ordinal'; value: number; end: number }
  /** With the type of "3-slaapkamerwoning", "2-kamerappartement" when the count's word names one. */
  | { kind: 'bedrooms'; value: number; end: number; type?: Meaning }
  | { kind: 'amount'; value: number; end: number; factor: number };

/** "1e", "3de", "2nd", "3rd", "1er", "3ème", "2ten": an ordinal (a floor), not a count. */
const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(['e', 'de', 'ste', 'eme', 'ieme', 'er', 'ere', 'nd', 'rd', 'th', 'st', 'te', 'ten', 'ter']);

/** The meaning of the token at i when it is a word or sign the vocabulary knows on its own. */
export function meaningAt(tokens: readonly Token[], i: number): Meaning | undefined {
  const token = tokens[i];
  if (!token || token.kind === 'num') return undefined;
  return token.kind === 'word' ? wordMeaning(token.norm) : VOCABULARY.phrases.get(token.norm);
}

function isKind(tokens: readonly Token[], i: number, kind: Meaning['kind']): boolean {
  return meaningAt(tokens, i)?.kind === kind;
}

/** "of meer", "ou plus", "or more", "oder mehr", "+": skipped after a count. */
function skipOrMore(tokens: readonly Token[], i: number): number {
  const token = tokens[i];
  if (token?.kind === 'sign' && token.norm === '+') return i + 1;
  const next = tokens[i + 1];
  if (token?.kind === 'word' && next?.kind === 'word' && ['of meer', 'ou plus', 'or more', 'oder mehr'].includes(`${token.norm} ${next.norm}`)) return i + 2;
  return i;
}

/** Reads the quantity starting at i (a currency sign may come first), or undefined when no number is there. */
export function readQuantity(tokens: readonly Token[], start: number): Quantity | undefined {
  let i = start;
  let currency = false;
  while (isKind(tokens, i, 'currency')) {
    currency = true;
    i++;
  }
  const token = tokens[i];
  let value: number;
  if (token?.kind === 'num') value = token.value;
  else {
    const meaning = meaningAt(tokens, i);
    if (meaning?.kind !== 'numberWord' || currency) return undefined;
    value = meaning.value;
  }
  i = skipOrMore(tokens, i + 1);
  // "3 à 4 slaapkamers", "3 of 4 slpk": at least the first.
  const joiner = tokens[i];
  if (
    joiner &&
    joiner.kind !== 'num' &&
    (RANGE_WORDS.has(joiner.norm) || ['of', 'ou', 'or', 'oder'].includes(joiner.norm)) &&
    tokens[i + 1]?.kind === 'num' &&
    meaningAt(tokens, i + 2)?.kind === 'bedrooms'
  ) {
    i += 2;
  }
  // "3 grandes chambres", "3 ruime slaapkamers", "3 large bedrooms": one word may come between (a
  // word of no meaning, or before a count one dropped as a stop word: "ruime", "grandes").
  const between = tokens[i];
  const betweenKind = meaningAt(tokens, i)?.kind;
  if (between?.kind === 'word' && (betweenKind === undefined || (betweenKind === 'stop' && value <= 20)) && meaningAt(tokens, i + 1)?.kind === 'bedrooms') i++;
  const unit = meaningAt(tokens, i);
  const word = tokens[i];
  const afterUnit = tokens[i + 1];
  if (unit?.kind === 'bedrooms') {
    // "1 Zimmer", "1 pièce": no bedroom of its own (0: a studio).
    return { kind: 'bedrooms', value: unit.roomsLessOne ? Math.max(0, value - 1) : value, end: skipOrMore(tokens, i + 1) };
  }
  const compound = word?.kind === 'word' && !unit ? bedroomsAndType(word.norm) : undefined;
  if (compound) return { kind: 'bedrooms', value: compound.roomsLessOne ? Math.max(0, value - 1) : value, end: i + 1, type: compound.type };
  if (unit?.kind === 'facades' && value >= 2 && value <= 4) return { kind: 'facades', value, end: i + 1 };
  if (token.kind !== 'num') return undefined;
  const suffix = tokens[start + (currency ? 1 : 0) + 1];
  if (!currency && suffix?.kind === 'word' && suffix.start === token.end && ORDINAL_SUFFIXES.has(suffix.norm))
    return { kind: 'ordinal', value, end: start + 2 };
  if (unit?.kind === 'km') return { kind: 'radius', value, end: i + 1 };
  // "120 m²", "120 m2", "120 sqm": an area, not millions.
  if (word?.kind === 'word' && (word.norm === 'm' || word.norm === 'sqm' || word.norm === 'm2')) {
    const squared = afterUnit?.kind === 'sign' ? afterUnit.norm === '²' : afterUnit?.kind === 'num' && afterUnit.raw === '2' && word.norm === 'm';
    if (squared || word.norm !== 'm') return { kind: 'area', value, end: squared ? i + 2 : i + 1 };
  }
  let factor = 1;
  if (unit?.kind === 'multiplier' && (unit.factor === 1000 || value < 100)) {
    factor = unit.factor;
    i++;
  }
  while (isKind(tokens, i, 'currency')) {
    currency = true;
    i++;
  }
  if (currency || factor > 1) return { kind: 'amount', value: Math.round(value * factor), end: i, factor };
  return { kind: 'plain', value, end: i };
}

/** An amount, or a number that may be one (a plain number). */
export function asAmount(quantity: Quantity | undefined): { value: number; end: number; factor: number } | undefined {
  if (quantity?.kind === 'amount') return quantity;
  if (quantity?.kind === 'plain') return { value: quantity.value, end: quantity.end, factor: 1 };
  return undefined;
}

/**
 * A range's second amount after "tot", "en", "-"… at i: both amounts, the first scaled like the
 * second when only the second said "k" or "miljoen" ("tussen 300 en 400k").
 */
export function readRangeEnd(
  tokens: readonly Token[],
  i: number,
  first: { value: number; factor: number },
): { min: number; max: number; end: number } | undefined {
  const word = tokens[i];
  if (!word || word.kind === 'num') return undefined;
  if (!RANGE_WORDS.has(word.norm)) return undefined;
  const second = asAmount(readQuantity(tokens, i + 1));
  if (!second) return undefined;
  let min = first.value;
  if (first.factor === 1 && second.factor > 1 && min * second.factor <= second.value) min *= second.factor;
  return { min, max: second.value, end: second.end };
}

/** "slaapkamerwoning", "kamerappartement", "Zimmerwohnung": a bedroom word and a type in one. */
function bedroomsAndType(norm: string): { type: Meaning; roomsLessOne: boolean } | undefined {
  for (let split = 2; split <= norm.length - 3; split++) {
    const head = VOCABULARY.phrases.get(norm.slice(0, split));
    const tail = VOCABULARY.phrases.get(norm.slice(split));
    if (head?.kind === 'bedrooms' && tail?.kind === 'type') return { type: tail, roomsLessOne: head.roomsLessOne === true };
  }
  return undefined;
}
