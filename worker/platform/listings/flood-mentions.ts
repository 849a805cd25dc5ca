import type { RawLocalized } from '../../../shared/contract/raw/common';

/*
 * Flanders' flood scores (P for the parcel, G for the building, A to D) are legally required in
 * every ad; a CRM that does not send them as fields often writes them in the listing's legal
 * mentions ("P-score: A, G-score: A"). Read from there, the detail page's facts and its legal
 * line say what the mentions say, never "not entered" beside "A".
 */

type Score = 'A' | 'B' | 'C' | 'D';

/**
 * "P-score: A", "P score A", "score P : A", "P-Wert: A", "perceelscore A" and the same for G, in
 * the four languages; never a bare "Gebouw B" (a building's name).
 */
const PATTERNS: Record<'parcel' | 'building', RegExp[]> = {
  parcel: [/\bP[-\s]?(?:score|wert|waarde)\s*(?:[:=]|is)?\s*([A-D])\b/i, /\bscore\s*P\s*[:=]?\s*([A-D])\b/i, /\bperceelscore\s*[:=]?\s*([A-D])\b/i],
  building: [/\bG[-\s]?(?:score|wert|waarde)\s*(?:[:=]|is)?\s*([A-D])\b/i, /\bscore\s*G\s*[:=]?\s*([A-D])\b/i, /\bgebouwscore\s*[:=]?\s*([A-D])\b/i],
};

function scoreIn(texts: readonly string[], patterns: readonly RegExp[]): Score | null {
  for (const text of texts) {
    for (const pattern of patterns) {
      const found = pattern.exec(text)?.[1];
      if (found) return found.toUpperCase() as Score;
    }
  }
  return null;
}

/**
 * The flood scores a listing's legal mentions give, in any of their languages (markup ignored);
 * null for a score they do not give.
 * @example floodScoresInMentions({ nl: 'Overstroming: P-score A, G-score B' }) // { parcel: 'A', building: 'B' }
 */
export function floodScoresInMentions(mentions: RawLocalized | null | undefined): { parcel: Score | null; building: Score | null } {
  const texts = Object.values(mentions ?? {}).map((text) => String(text ?? '').replace(/<[^>]*>/g, ' '));
  return { parcel: scoreIn(texts, PATTERNS.parcel), building: scoreIn(texts, PATTERNS.building) };
}
