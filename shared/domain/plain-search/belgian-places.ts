import { PLACE_DATA } from './place-data-source';
import { BRUSSELS_REGION, COAST, placesOfLines } from './places';
import type { PlaceName } from './types';

/** Every place from the source files, the Region and the coast first (tests, scripts and the benchmark; the site reads belgianPlaces()). */
export const BELGIAN_PLACES: readonly PlaceName[] = [BRUSSELS_REGION, COAST, ...placesOfLines(PLACE_DATA.lines)];
