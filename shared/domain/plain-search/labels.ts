import type { Token } from './tokens';
import { PLAIN_ENERGY_LABELS, type PlainEnergyLabel } from './types';
import { VOCABULARY } from './vocabulary';

/** EPC labels after "EPC", "label", "PEB", "Energieklasse" (energy labels). */
const LABELS: ReadonlyMap<string, PlainEnergyLabel> = new Map([...PLAIN_ENERGY_LABELS.map((label) => [label.toLowerCase(), label] as const), ['a++', 'A+']]);
const LIST_WORDS: ReadonlySet<string> = new Set(['of', 'ou', 'or', 'oder', 'en', 'et', 'and', 'und', '/']);
const UP_TO_WORDS: ReadonlySet<string> = new Set(['tot', 'a', 'to', 'bis', '-']);

/** How many tokens from i say "at most" or "at least" ("max", "minstens", "au moins"): 0 when none. */
export function boundWords(tokens: readonly Token[], i: number): number {
  const first = tokens[i];
  const second = tokens[i + 1];
  if (!first || first.kind === 'num') return 0;
  const bound = (phrase: string) => ['priceMax', 'priceMin'].includes(VOCABULARY.phrases.get(phrase)?.kind ?? '');
  if (second && second.kind !== 'num' && bound(`${first.norm} ${second.norm}`)) return 2;
  return bound(first.norm) ? 1 : 0;
}

/**
 * "EPC A", "label B of C", "PEB A à C", "EPC A-C", "Energieklasse B oder besser", "EPC max C",
 * "EPC minstens B", "PEB B minimum", "at least EPC C" (`boundBefore`: a label or better): the labels
 * from `start` on; answers where they end.
 */
export function readLabels(sentence: string, tokens: readonly Token[], start: number, labels: Set<PlainEnergyLabel>, boundBefore = false): number {
  const bound = boundWords(tokens, start);
  const first = tokens[start + bound];
  const orBetter = bound > 0 && first?.kind === 'word' && LABELS.has(first.norm);
  let i = orBetter ? start + bound : start;
  let last: PlainEnergyLabel | undefined;
  let end = start;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const label = token.kind === 'word' ? LABELS.get(token.norm) : undefined;
    if (!label) break;
    const previous = tokens[i - 1];
    // "A tot C", "A à C", and "A-C" (the dash joins two letters, so it is no token of its own).
    const dashed = previous !== undefined && sentence[previous.end] === '-' && previous.end + 1 === token.start;
    if (last && previous && previous.kind !== 'num' && (dashed || (UP_TO_WORDS.has(previous.norm) && i - 2 >= start))) {
      const from = PLAIN_ENERGY_LABELS.indexOf(last);
      const to = PLAIN_ENERGY_LABELS.indexOf(label);
      for (const between of PLAIN_ENERGY_LABELS.slice(Math.min(from, to), Math.max(from, to) + 1)) labels.add(between);
    }
    labels.add(label);
    last = label;
    end = i + 1;
    const next = tokens[i + 1];
    if (next && next.kind !== 'num' && (LIST_WORDS.has(next.norm) || UP_TO_WORDS.has(next.norm))) i += 2;
    else if (next?.kind === 'word' && sentence[token.end] === '-' && token.end + 1 === next.start) i += 1;
    else break;
  }
  const after = tokens[end];
  const afterNext = tokens[end + 1];
  const saysOrBetter = after?.kind === 'word' && afterNext?.kind === 'word' && VOCABULARY.phrases.get(`${after.norm} ${afterNext.norm}`)?.kind === 'orBetter';
  // "PEB B minimum", "EPC C at least": a bound after the label, with no amount after it ("EPC B min 300.000" is a price).
  const closing = saysOrBetter ? 0 : boundWords(tokens, end);
  const next = tokens[end + closing];
  const amountNext = next !== undefined && (next.kind === 'num' || ['currency', 'numberWord'].includes(VOCABULARY.phrases.get(next.norm)?.kind ?? ''));
  const boundAfter = closing > 0 && !amountNext ? closing : 0;
  if (last && (orBetter || saysOrBetter || boundAfter > 0 || boundBefore)) {
    const worst = Math.max(...[...labels].map((label) => PLAIN_ENERGY_LABELS.indexOf(label)));
    for (const label of PLAIN_ENERGY_LABELS.slice(0, worst + 1)) labels.add(label);
    if (saysOrBetter) end += 2;
    end += boundAfter;
  }
  return end;
}

/** "A-label", "B-Klasse": a label written before its EPC word (joined by a dash), or undefined. */
export function labelBefore(sentence: string, tokens: readonly Token[], i: number): PlainEnergyLabel | undefined {
  const token = tokens[i];
  const next = tokens[i + 1];
  if (token?.kind !== 'word' || next?.kind !== 'word' || sentence[token.end] !== '-' || next.start !== token.end + 1) return undefined;
  return VOCABULARY.phrases.get(next.norm)?.kind === 'energy' ? LABELS.get(token.norm) : undefined;
}
