/**
 * The data search in plain words reads its places from: places.json's lines, their centres
 * (place-centres.ts) and each language's words one letter off a place (common-words.ts), about
 * 15 KiB gzipped. The site does not bundle it: build.mjs writes it into the site's words file
 * (worker/site/middleware/words.ts installs both once per isolate); tests and scripts install it
 * from place-data-source.ts. Until installed, no Belgian place, centre or common word is known.
 */
export interface PlaceData {
  lines: readonly string[];
  centres: string;
  commonWords: Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>>;
}

let installed: PlaceData = { lines: [], centres: '', commonWords: { nl: '', fr: '', en: '', de: '' } };

/** Makes the data the parser, its places and their centres read. */
export function installPlaceData(data: PlaceData): void {
  installed = data;
}

/** The data installed (empty until then). */
export function placeData(): PlaceData {
  return installed;
}
