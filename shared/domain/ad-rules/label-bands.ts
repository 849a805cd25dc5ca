import type { RegionCode } from '../../contract/enums';

/*
 * Which EPC scores each region's label can stand for (kWh/m² a year of primary energy), from the
 * class boundaries a public text gives; where no text read gives the boundary between two
 * letters, they share one band (a label A beside 700 kWh/m² is refused, an A beside 110 is not
 * judged). The regions' scales differ, so a label is read on its own region's scale.
 * docs/legal-ad-rules.md "Values checked" names each source:
 * - Flanders: class D is 301 to 400 (UGEB, https://ugeb-uleb.be/news/certificateur-peb-residentiel-et-evaluateur-a-bruxelles-deux-activites-complementaires);
 * - Brussels: D 151 to 210 (UGEB); the 2033 target of 275 is "les actuelles classes F et G"
 *   (https://www.renolution.brussels/fr/news/la-reglementation-bruxelloise-acte-la-fin-des-batiments-energivores);
 * - Wallonia: the B|C boundary 170 and the D|E boundary 340 (https://peb.immo/statistiques_label_2016),
 *   D 255 to 340 (UGEB), G above 510 (https://homelabel.be/certificat-peb-actualites-4/).
 * A boundary belongs to both classes it separates: a certificate's rounding never makes a refusal.
 */

/** A band of scores: [lowest, highest]; null is open. */
type Band = readonly [low: number | null, high: number | null];

const BANDS: Record<RegionCode, Record<string, Band>> = {
  FLANDERS: { A: [null, 300], B: [null, 300], C: [null, 300], D: [300, 400], E: [400, null], F: [400, null], G: [400, null] },
  BRUSSELS: { A: [null, 150], B: [null, 150], C: [null, 150], D: [150, 210], E: [210, 275], F: [275, null], G: [275, null] },
  WALLONIA: { A: [null, 170], B: [null, 170], C: [170, 255], D: [255, 340], E: [340, 510], F: [340, 510], G: [510, null] },
};

/** The letters a label reads as: 'A_PLUS' and 'A+' are A, a pair 'C_D' is C or D; anything else none. */
function lettersOf(label: string): string[] {
  const text = label.trim().toUpperCase().replace(/_PLUS/g, '+');
  const pair = /^([A-G])[_-]([A-G])$/.exec(text);
  if (pair) return [pair[1]!, pair[2]!];
  const one = /^([A-G])[+-]*$/.exec(text);
  return one ? [one[1]!] : [];
}

/**
 * Whether a label and a score of one certificate can both be right on the region's scale; a
 * label that reads as no letter (a free text) is not judged.
 * @example labelFitsScore('FLANDERS', 'A', 700) // false
 */
export function labelFitsScore(region: RegionCode, label: string, score: number): boolean {
  const letters = lettersOf(label);
  if (letters.length === 0 || !Number.isFinite(score)) return true;
  return letters.some((letter) => {
    const [low, high] = BANDS[region][letter] ?? [null, null];
    return (low === null || score >= low) && (high === null || score <= high);
  });
}
