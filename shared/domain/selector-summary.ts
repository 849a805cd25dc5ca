import type { FilterOption } from './filter-options';

/**
 * What a closed selector says: location 'Locatie (n)' when more than 5 are chosen
 * (else the chosen labels), type 'Type (n)' when any, bedrooms 'Aantal slaapkamers (n)' when any;
 * the bare name when nothing is chosen. `name` is the selector's name in the page's language
 * (`filter.location`, `filter.type`, `filter.bedrooms`), so the filter bar island can call it
 * with the words it was given.
 * @example selectorSummary('type', chosen, 'Type') // 'Type (2)'
 */
export function selectorSummary(kind: 'location' | 'type' | 'bedrooms', chosen: readonly FilterOption[], name: string): string {
  if (chosen.length === 0) return name;
  if (kind === 'location' && chosen.length <= 5) return chosen.map((option) => option.label).join(', ');
  return `${name} (${chosen.length})`;
}
