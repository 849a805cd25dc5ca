import { enumLabel, localizedValue, translate } from '../i18n';
import type { Locale, Localized } from '../i18n/locales';
import { headTypeCode } from './property-types';
import { LARGE_BEDROOMS } from './search-params';

export interface FilterOption {
  value: number;
  label: string;
}

/** Options sorted alphabetically by label, in the visitor's language. */
const collators = new Map<Locale, Intl.Collator>();
export function sortOptions(options: FilterOption[], locale: Locale): FilterOption[] {
  let collator = collators.get(locale);
  // One per language and isolate: making a collator costs more than a listing's sort.
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale === 'en' ? 'en-GB' : `${locale}-BE`, { sensitivity: 'base', numeric: true })));
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}

/** Location options labelled '{name} ({zip})'. */
export function locationOptions(locations: { id: number; zip: string; name: Localized }[], locale: Locale): FilterOption[] {
  return sortOptions(
    locations.map((location) => ({ value: location.id, label: `${localizedValue(location.name, locale)} (${location.zip})` })),
    locale,
  );
}

/** Property type options, labelled with the main type names. */
export function typeOptions(headTypes: { id: number }[], locale: Locale): FilterOption[] {
  return sortOptions(
    headTypes.flatMap(({ id }) => {
      const code = headTypeCode(id);
      return code ? [{ value: id, label: enumLabel(locale, 'Type', code) }] : [];
    }),
    locale,
  );
}

/** Bedroom options 1…5 and '6+' ('large' starts at 6), in numeric order. */
export function bedroomOptions(bedrooms: { value: number }[], locale: Locale): FilterOption[] {
  return [...new Set(bedrooms.map((b) => Math.min(b.value, LARGE_BEDROOMS)))]
    .filter((value) => value > 0)
    .sort((a, b) => a - b)
    .map((value) => ({ value, label: value >= LARGE_BEDROOMS ? translate(locale, 'filter.bedroomsLarge', { count: LARGE_BEDROOMS }) : String(value) }));
}
