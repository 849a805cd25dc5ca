import type { PlaceName } from './types';
import { normalise, OneEditIndex } from './tokens';

/**
 * Places for search in plain words: every name of every place, compared without case, accents,
 * dashes, apostrophes or spaces ("Sint-Niklaas", "sint niklaas", "SintNiklaas"), with one
 * misspelt letter tolerated in names of four letters or more ("Gnet"), and every postal code.
 */
export interface PlaceMatcher {
  /** The place of a name (its words joined without spaces, normalised), if one has it. */
  byName(key: string): PlaceName | undefined;
  /** The place of a name one letter off (a letter changed, added, left out, or two swapped), for names of four letters or more; none when two places are. */
  byNameOneEdit(key: string): PlaceName | undefined;
  /** The place of a postal code. */
  byZip(zip: string): PlaceName | undefined;
  /** The longest name, in words. */
  readonly longest: number;
}

/** The key a name is compared by: normalised, letters and digits only, Dutch "ij" as "y" (Kortryk). */
export function placeKey(name: string): string {
  return placeKeyOfNormalised(normalise(name));
}

/** placeKey of what is normalised already (a token's comparable form). */
export function placeKeyOfNormalised(norm: string): string {
  return norm.replace(/[^a-z0-9]/g, '').replace(/ij/g, 'y');
}

/**
 * Names that are also everyday words ("Boom", "Ans", "As", "Essen", "Spa"): taken as a place
 * only after a word that announces one ("in Boom", "à Ans") or beside its postal code.
 */
export const COMMON_WORD_PLACES: ReadonlySet<string> = new Set(
  (
    'as|ans|ham|boom|peer|essen|geel|mol|lier|spa|zele|hove|lint|bree|lo|vorst|forest|hal|dour|mont|lens|burg|orp|herk|' +
    'mere|bever|vaux|marche|manage|silly|lessen|landen|halen|wellen|jambes|bouge|heron|bouillon|lille|malle|genval|' +
    'limburg'
  ).split('|'),
);

/** Builds the matcher once (a few milliseconds for all of Belgium); parseSearch reuses it. */
export function placeMatcher(names: readonly PlaceName[]): PlaceMatcher {
  const byName = new Map<string, PlaceName>();
  const byZip = new Map<string, PlaceName>();
  const oneEdit = new OneEditIndex<PlaceName>(4, 4);
  const abbreviated: [string, PlaceName][] = [];
  let longest = 1;
  for (const place of names) {
    if (!place.postalCodes && !place.postalRanges && !byZip.has(place.zip)) byZip.set(place.zip, place);
    for (const name of place.names) {
      const key = placeKey(name);
      if (!key) continue;
      // A name two places share (Saint-Nicolas: 4420, and Sint-Niklaas's French name) is the first's: list a place's own names first.
      if (!byName.has(key)) byName.set(key, place);
      abbreviated.push([key.replace(/^(?:sint|saint|sankt)(?!e)/, 'st').replace(/^sainte/, 'ste'), place]);
      longest = Math.max(
        longest,
        normalise(name)
          .split(/[^a-z0-9]+/)
          .filter(Boolean).length,
      );
    }
  }
  // "St-Truiden", "St. Niklaas", "Ste-Ode": after every full name, so a full name always wins.
  for (const [key, place] of abbreviated) if (!byName.has(key)) byName.set(key, place);
  for (const [key, place] of byName) if (!COMMON_WORD_PLACES.has(key)) oneEdit.add(key, place);
  // Also as written with "ij", so a typo beside it is still one letter off ("Nicjvel" for Nijvel).
  for (const place of names) {
    for (const name of place.names) {
      const written = normalise(name).replace(/[^a-z0-9]/g, '');
      if (written.includes('ij') && byName.get(placeKey(name)) === place) oneEdit.add(written, place);
    }
  }
  return {
    byName: (key) => byName.get(key),
    byNameOneEdit: (key) => (COMMON_WORD_PLACES.has(key) ? undefined : oneEdit.find(key)),
    byZip: (zip) => byZip.get(zip),
    longest,
  };
}
