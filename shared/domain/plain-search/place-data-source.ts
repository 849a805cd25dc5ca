import { COMMON_WORDS_OFF_A_PLACE } from './common-words';
import { CENTRES } from './place-centres';
import type { PlaceData } from './place-data';
import PLACES from './places.json';

/** The place data from its source files: what build.mjs writes for the site, and what tests and scripts install (place-data.ts). */
export const PLACE_DATA: PlaceData = { lines: PLACES, centres: CENTRES, commonWords: COMMON_WORDS_OFF_A_PLACE };
