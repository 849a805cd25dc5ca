import PLACES from './places.json';
import type { PlaceName } from './types';

/** Wallonia and Brussels by bpost's ranges: 1000-1499 and 4000-7999. */
function frenchSide(zip: number): boolean {
  return (zip >= 1000 && zip < 1500) || (zip >= 4000 && zip < 8000);
}

/**
 * The Belgian places search in plain words knows (docs/decisions/038-places-for-search-in-plain-words.md),
 * with their names (their own first) and the name to show per language. places.json holds every
 * municipality (its main postal code) and the sections people search by, one string each:
 * "postal code|Dutch|French|German|English|other names". An empty French name is the Dutch one;
 * an empty German or English name is the local one (Dutch in Flanders, French in Wallonia and
 * Brussels, the Dutch field's German name in the German-speaking municipalities, 4700-4799).
 */
export const BELGIAN_PLACES: readonly PlaceName[] = PLACES.map((line) => {
  const [zip, nl, fr = '', de = '', en = '', ...others] = line.split('|') as [string, string, ...string[]];
  const code = Number(zip);
  const french = fr || nl;
  const local = code >= 4700 && code < 4800 ? nl : frenchSide(code) ? french : nl;
  const display = { nl, fr: french, de: de || local, en: en || local };
  const names = [...new Set([nl, french, display.de, display.en, ...others].filter(Boolean))];
  return { zip, names, display };
});
