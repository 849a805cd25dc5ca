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
 * furnished, a swimming pool (yes, or a facility named so); a balcony where the data keeps one,
 * a terrace (no source here has a field of its own for it); an outdoor space, a garden or a
 * terrace; and the building's condition ("Staat van het gebouw": to renovate, to freshen up, or
 * move-in ready: in good or excellent condition, renovated or new).
 *
 * Derived once, when a listing is written (worker/platform/listings/estates-table.ts keeps them as the
 * bits of `estates.features`), so a search reads one indexed column. Migration
 * 0050_listing_features.sql filled the rows written before with the same rules in SQL
 * (test/worker/shared/domain/listing-features.test.ts holds the two to the same answers).
 */
export function estateFeatures(estate: Estate): PlainFeature[] {
  const fields = featureFacts(estate);
  const condition = fields['construction.condition'];
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
    balcony: false,
    outdoor: false,
    toRenovate: condition === 'TO_RENOVATE',
    toFreshenUp: condition === 'TO_FRESHEN_UP',
    moveInReady: MOVE_IN_READY.includes(condition as string),
  };
  has.balcony = has.terrace;
  has.outdoor = has.garden || has.terrace;
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
    'financial.monthly_charges': (t.monthlyCost as number) ?? null,
  };
  if (estate.buildTechnicals.some((technical) => technical.criteria === 'Garden')) facts['comfort.garden'] = true;
  if (typeof t.garden === 'boolean') facts['comfort.garden'] = t.garden;
  return estate.source === 'alternate' ? { ...facts, ...estate.fields } : facts;
}

/** The conditions that need no work before moving in (the Condition codes of locales/enums.json). */
const MOVE_IN_READY: readonly string[] = ['GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW'];

/** A monthly amount the page shows (a positive number), else 0. */
const monthly = (value: AlternateValue | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The rent with its charges ("1.200 € warm", "charges comprises", "kosten inbegrepen"): a monthly
 * rent (`price`, the price a search counts) and the monthly amounts its page shows beside it,
 * "Maandelijkse lasten" and "Provisie" (the advance on charges); a price that is not a month's,
 * as it is. Kept as `estates.price_with_charges` when the listing is written (migration 0058).
 */
export function priceWithCharges(estate: Estate, price: number | null): number | null {
  if (price === null || estate.price.period !== 'MONTH') return price;
  const fields = featureFacts(estate);
  return price + monthly(fields['financial.monthly_charges']) + monthly(fields['financial.provision']);
}

/** Facility names that say "swimming pool" (lower case, in the four languages). */
export const POOL_FACILITY_WORDS = ['zwembad', 'piscine', 'swimming pool', 'schwimmbad'] as const;

const namesPool = (name: string | null | undefined) => typeof name === 'string' && POOL_FACILITY_WORDS.some((word) => name.toLowerCase().includes(word));

/** A feature's bit in `estates.features`: its place in PLAIN_FEATURES (garden 1, terrace 2, garage 4 …). */
export const featureBit = (feature: PlainFeature): number => 1 << PLAIN_FEATURES.indexOf(feature);

/** The bits of features together (a search for all of them asks `features & mask = mask`). */
export const featureMask = (features: readonly PlainFeature[]): number => features.reduce((mask, feature) => mask | featureBit(feature), 0);

/** What a search reads of a stored document, kept in its row: its features' bits and its rent with charges (`price`: the price a search counts). */
export function listingSearchFacts(raw: RawEstate, price: number | null): { features: number; priceWithCharges: number | null } {
  const estate = reshapeEstate(raw);
  return { features: featureMask(estateFeatures(estate)), priceWithCharges: priceWithCharges(estate, price) };
}
