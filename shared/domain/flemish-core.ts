/*
 * Whether a postal code lies in a Flemish kernstad or a municipality of the Vlaamse Rand, where
 * the modest-home reduction reaches 240,000 euro (flemish-core-municipalities.ts names them and
 * their source). The codes travel in the site's words file (build.mjs), installed by
 * worker/site/middleware/words.ts before anything renders; tests install them from the source.
 */

const ZIPS = /* @__PURE__ */ new Set<number>();

/** Replaces the codes (the words file's, or the source's in a test). */
export function installFlemishCoreZips(zips: readonly number[]): void {
  ZIPS.clear();
  for (const zip of zips) ZIPS.add(zip);
}

/**
 * Whether a postal code is of a kernstad or a municipality of the Vlaamse Rand (the higher ceiling).
 * @example isFlemishCoreZip('9300') // true: Aalst is a kernstad
 */
export const isFlemishCoreZip = (zip: string | number | null | undefined): boolean => ZIPS.has(Number(zip));
