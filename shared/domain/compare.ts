import type { EstateCard } from './estate-card';

/*
 * Listings side by side: the visitor chooses up to four in the browser
 * (client/stores/listing-lists.ts), the compare page shows a row per fact and marks the rows
 * whose values differ.
 */

/** How many listings the compare page takes side by side. */
export const MAX_COMPARED = 4;

/**
 * The facts compared, in their rows' order: the field catalogue's keys (labels and formats of the
 * detail tabs, shared/domain/detail-tabs.ts `factRows`); the price's value is the card's (price on request, sold).
 */
export const COMPARED_FIELDS = [
  'financial.price',
  'layout.living_area',
  'layout.ground_area',
  'layout.bedrooms',
  'layout.bathrooms',
  'layout.toilets',
  'layout.garages',
  'layout.parking_spaces',
  'comfort.garden',
  'comfort.terrace',
  'construction.year',
  'construction.renovation_year',
  'construction.condition',
  'certification.epc_label',
  'certification.epc_value',
  'comfort.heating',
  'financial.cadastral_income',
  'general.availability',
] as const;

/** A fact of one listing: its catalogue key, its label and its value in the page's language. */
export interface ComparedFact {
  key: string;
  label: string;
  value: string;
}

/** What the compare page gets of one listing (GET /{lang}/ajax/compare). */
export interface ComparedListing {
  card: EstateCard;
  facts: ComparedFact[];
}

/** A row of the compare table: one value per listing (null: the listing does not say). */
export interface CompareRow {
  key: string;
  label: string;
  values: (string | null)[];
  /** Two listings or more, and not every one says the same (a missing value differs from a given one). */
  differs: boolean;
}

/**
 * The compare table's rows: every fact any of the listings has, in the order of the first
 * listing that has it (the order of COMPARED_FIELDS), one value per listing.
 * @example compareRows([a, b]).find((row) => row.key === 'layout.bedrooms') // { …, values: ['3', '2'], differs: true }
 */
export function compareRows(listings: readonly ComparedListing[]): CompareRow[] {
  const labels = new Map<string, string>();
  for (const { facts } of listings) for (const fact of facts) if (!labels.has(fact.key)) labels.set(fact.key, fact.label);
  const order = (key: string) => {
    const at = (COMPARED_FIELDS as readonly string[]).indexOf(key);
    return at === -1 ? COMPARED_FIELDS.length : at;
  };
  return [...labels.keys()]
    .sort((a, b) => order(a) - order(b))
    .map((key) => {
      const values = listings.map(({ facts }) => facts.find((fact) => fact.key === key)?.value ?? null);
      return { key, label: labels.get(key)!, values, differs: values.length > 1 && values.some((value) => value !== values[0]) };
    });
}
