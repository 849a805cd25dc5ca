import type { RawEstate } from '../contract/raw/estate';
import { reshapeEstate } from '../contract/reshape/estate';
import type { AlternateValue, Estate } from '../types/estate';
import { roomCounts } from './layout';
import { PLAIN_FEATURES, type PlainFeature } from './plain-search/types';

/**
 * What a search may ask a listing to have (the `feature` filter, the features of a sentence in
 * plain words), read from the facts its detail page shows, whatever its source: "Tuin: Ja"
 * (`comfort.garden`), a terrace (yes, a terrace in its layout, or a terrace area), garages or
 * parking spaces, a lift, a new build (said so, condition "new", or sold under the VAT regime),
 * furnished, a swimming pool (yes, or a facility named so).
 *
 * Derived once, when a listing is written (worker/platform/estates-table.ts keeps them as the
 * bits of `estates.features`), so a search reads one indexed column. Migration
 * 0050_listing_features.sql filled the rows written before with the same rules in SQL
 * (test/worker/listing-features.test.ts holds the two to the same answers).
 */
export function estateFeatures(estate: Estate): PlainFeature[] {
  const fields = featureFacts(estate);
  const yes = (key: string) => fields[key] === true;
  const positive = (key: string) => typeof fields[key] === 'number' && fields[key] > 0;
  const rooms = roomCounts(estate.layout);
  const has: Record<PlainFeature, boolean> = {
    garden: yes('comfort.garden'),
    terrace: yes('comfort.terrace') || rooms.terraces > 0 || positive('layout.terrace_area'),
    garage: positive('layout.garages') || positive('layout.parking_spaces'),
    elevator: yes('comfort.elevator'),
    newBuild: estate.technical.newBuilding === true || fields['construction.condition'] === 'NEW' || estate.price.vat,
    furnished: yes('comfort.furnished'),
    pool: yes('comfort.swimming_pool') || estate.facilities.some(({ name }) => Object.values(name).some(namesPool)),
  };
  return PLAIN_FEATURES.filter((feature) => has[feature]);
}

/**
 * The facts the features rest on, under the catalogue's keys, as the detail page shows them:
 * estate-fields.ts builds its rows of these keys from this function (so a page and a search
 * never disagree), and this module does not carry the rest of the page's facts into the
 * platform's bundle. The alternate source's own values win, as on the page.
 */
export function featureFacts(estate: Estate): Record<string, AlternateValue> {
  const t = estate.technical;
  const rooms = roomCounts(estate.layout);
  const facts: Record<string, AlternateValue> = {
    'construction.condition': (t.condition as string) ?? null,
    'comfort.elevator': (t.elevator as boolean) ?? null,
    'comfort.terrace': (t.terrace as boolean) ?? null,
    'comfort.swimming_pool': (t.swimmingPool as boolean) ?? null,
    'comfort.furnished': (t.furniture as boolean) ?? null,
    'layout.garages': rooms.garages || null,
    'layout.parking_spaces': rooms.parkingSpaces || null,
    'layout.terrace_area': rooms.terraceSurface,
  };
  if (estate.buildTechnicals.some((technical) => technical.criteria === 'Garden')) facts['comfort.garden'] = true;
  if (typeof t.garden === 'boolean') facts['comfort.garden'] = t.garden;
  return estate.source === 'alternate' ? { ...facts, ...estate.fields } : facts;
}

/** Facility names that say "swimming pool" (lower case, in the four languages). */
export const POOL_FACILITY_WORDS = ['zwembad', 'piscine', 'swimming pool', 'schwimmbad'] as const;

const namesPool = (name: string | null | undefined) => typeof name === 'string' && POOL_FACILITY_WORDS.some((word) => name.toLowerCase().includes(word));

/** A feature's bit in `estates.features`: its place in PLAIN_FEATURES (garden 1, terrace 2, garage 4 …). */
export const featureBit = (feature: PlainFeature): number => 1 << PLAIN_FEATURES.indexOf(feature);

/** The bits of features together (a search for all of them asks `features & mask = mask`). */
export const featureMask = (features: readonly PlainFeature[]): number => features.reduce((mask, feature) => mask | featureBit(feature), 0);

/** The `estates.features` of a stored document: what its detail page shows, as bits. */
export const listingFeatureMask = (raw: RawEstate): number => featureMask(estateFeatures(reshapeEstate(raw)));
