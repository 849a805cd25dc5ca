import type { Token } from './tokens';
import { PLAIN_ENERGY_LABELS, type PlainEnergyLabel } from './types';
import { VOCABULARY } from './vocabulary';

/** EPC labels after "EPC", "label", "PEB", "Energieklasse" (SPEC §7 energy labels). */
const LABELS: ReadonlyMap<string, PlainEnergyLabel> = new Map([
  ...PLAIN_ENERGY_LABELS.map((label) => [label.toLowerCase(), label] as const),
  ['a++', 'A+'],
]);
const LIST_WORDS: ReadonlySet<string> = new Set(['of', 'ou', 'or', 'oder', 'en', 'et', 'and', 'und', '/']);
const UP_TO_WORDS: ReadonlySet<string> = new Set(['tot', 'a', 'to', 'bis', '-']);

/** "EPC A", "label B of C", "PEB A à C", "Energieklasse B oder besser": the labels from i on. */
export function readLabels(tokens: readonly Token[], start: number, labels: Set<PlainEnergyLabel>): number {
  let i = start;
  let last: PlainEnergyLabel | undefined;
  let end = start;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const label = token.kind === 'word' ? LABELS.get(token.norm) : undefined;
    if (!label) break;
    const previous = tokens[i - 1];
    if (last && previous && previous.kind !== 'num' && UP_TO_WORDS.has(previous.norm) && i - 2 >= start) {
      const from = PLAIN_ENERGY_LABELS.indexOf(last);
      const to = PLAIN_ENERGY_LABELS.indexOf(label);
      for (const between of PLAIN_ENERGY_LABELS.slice(Math.min(from, to), Math.max(from, to) + 1)) labels.add(between);
    }
    labels.add(label);
    last = label;
    end = i + 1;
    const next = tokens[i + 1];
    if (next && next.kind !== 'num' && (LIST_WORDS.has(next.norm) || UP_TO_WORDS.has(next.norm))) i += 2;
    else break;
  }
  const after = tokens[end];
  const afterNext = tokens[end + 1];
  if (last && after?.kind === 'word' && afterNext?.kind === 'word' && VOCABULARY.phrases.get(`${after.norm} ${afterNext.norm}`)?.kind === 'orBetter') {
    const worst = Math.max(...[...labels].map((label) => PLAIN_ENERGY_LABELS.indexOf(label)));
    for (const label of PLAIN_ENERGY_LABELS.slice(0, worst + 1)) labels.add(label);
    end += 2;
  }
  return end;
}
