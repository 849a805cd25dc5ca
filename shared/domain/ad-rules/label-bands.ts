import type { RegionCode } from '../../contract/enums';

/*
 * Which EPC scores each region's label can stand for (kWh/m² a year of primary energy): each
 * region's residential class table, with its own letters (Flanders has no G; Brussels and
 * Wallonia have A++). A label whose letter is not on the region's scale (a Flemish G) fits no
 * score. docs/legal-ad-rules.md "Values checked" names each source:
 * - Flanders (the Flemish energy and climate agency's residential EPC since 2019): A+ below 0,
 *   A 0–100, B 100–200, C 200–300, D 300–400, E 400–500, F above 500, as the table on
 *   https://epcattest.be/energielabel-energiescore gives it; D 301–400 also on
 *   https://ugeb-uleb.be/news/certificateur-peb-residentiel-et-evaluateur-a-bruxelles-deux-activites-complementaires
 *   (the agency's own page was not in the texts read).
 * - Brussels (Bruxelles Environnement's certificate for a home, classes A++ to G): C 96–150
 *   (Bruxelles Environnement's 2045 target as Guy Langsberg's note on the certificate quotes it),
 *   D 151–210 (UGEB), the 2033 target 275 is "les actuelles classes F et G"
 *   (https://www.renolution.brussels/fr/news/la-reglementation-bruxelloise-acte-la-fin-des-batiments-energivores);
 *   A++ up to 0, A+ to 15, A to 45, B to 95 and the F|G boundary 345 from the table of the
 *   open-source `epb` library (https://github.com/immoveable/epb-js), which agrees with every
 *   boundary above; no text of the agency giving 345 was found.
 * - Wallonia (the Walloon PEB, A++ to G): B|C 170 and D|E 340 (https://peb.immo/statistiques_label_2016),
 *   D 255–340 (UGEB), G above 510 (https://homelabel.be/certificat-peb-actualites-4/); A++ up to
 *   0, A+ to 45, A to 85 and the E|F boundary 425 from the `epb` library, which agrees with
 *   those; no SPW text giving 425 was found.
 * A boundary belongs to both classes it separates (a certificate's rounding never makes a
 * refusal), and a letter alone stands for all its classes (a Walloon "A" for A++, A+ and A).
 */

/** A band of scores: [lowest, highest]; null is open. */
type Band = readonly [low: number | null, high: number | null];

/** Each region's classes, best first: a class with its highest score (null: open). */
const CLASSES: Record<RegionCode, readonly (readonly [string, number | null])[]> = {
  FLANDERS: [
    ['A+', 0],
    ['A', 100],
    ['B', 200],
    ['C', 300],
    ['D', 400],
    ['E', 500],
    ['F', null],
  ],
  BRUSSELS: [
    ['A++', 0],
    ['A+', 15],
    ['A', 45],
    ['B', 95],
    ['C', 150],
    ['D', 210],
    ['E', 275],
    ['F', 345],
    ['G', null],
  ],
  WALLONIA: [
    ['A++', 0],
    ['A+', 45],
    ['A', 85],
    ['B', 170],
    ['C', 255],
    ['D', 340],
    ['E', 425],
    ['F', 510],
    ['G', null],
  ],
};

/** The band of a class on the region's scale: from the class before's highest score to its own. */
function classBand(region: RegionCode, name: string): Band | null {
  const classes = CLASSES[region];
  const at = classes.findIndex(([other]) => other === name);
  if (at < 0) return null;
  return [at === 0 ? null : classes[at - 1]![1], classes[at]![1]];
}

/**
 * The classes a letter's band on a Brussels certificate is cut into (the `epb` library's table):
 * each stands for its letter's whole band here, no text of the agency giving their boundaries.
 */
const BRUSSELS_SUBCLASSES = ['A-', 'B+', 'B-', 'C+', 'C-', 'D+', 'D-', 'E+', 'E-'];

/**
 * The band of a label: its own class where the region has it (a Walloon A+ is 0–45); a letter
 * alone (or a Brussels sub-class) the classes of its letter together; null for a class the
 * region does not have (a Flemish G or A++, a Walloon C+).
 */
function labelBand(region: RegionCode, label: string): Band | null {
  if (label.length > 1) {
    const own = classBand(region, label);
    if (own) return own;
    if (!(region === 'BRUSSELS' && BRUSSELS_SUBCLASSES.includes(label))) return null;
  }
  const bands = CLASSES[region].filter(([name]) => name.charAt(0) === label.charAt(0)).map(([name]) => classBand(region, name)!);
  if (bands.length === 0) return null;
  return [bands[0]![0], bands[bands.length - 1]![1]];
}

/** The classes a label reads as: 'A_PLUS' is A+, a pair 'C_D' is C or D; anything else none. */
function labelsOf(label: string): string[] {
  const text = label
    .trim()
    .toUpperCase()
    .replace(/_PLUS/g, '+')
    .replace(/_MINUS/g, '-');
  const pair = /^([A-G])[_-]([A-G])$/.exec(text);
  if (pair) return [pair[1]!, pair[2]!];
  return /^[A-G](\+{1,2}|-)?$/.test(text) ? [text] : [];
}

/**
 * Whether a label and a score of one certificate can both be right on the region's scale; a
 * label that reads as no letter (a free text) is not judged, a letter the region's scale does
 * not have fits no score.
 * @example labelFitsScore('FLANDERS', 'A', 700) // false
 * @example labelFitsScore('FLANDERS', 'G', 700) // false: the Flemish scale ends at F
 */
export function labelFitsScore(region: RegionCode, label: string, score: number): boolean {
  const labels = labelsOf(label);
  if (labels.length === 0 || !Number.isFinite(score)) return true;
  return labels.some((name) => {
    const band = labelBand(region, name);
    if (!band) return false;
    const [low, high] = band;
    return (low === null || score >= low) && (high === null || score <= high);
  });
}
