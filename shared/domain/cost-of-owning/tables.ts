import type { RegionCode } from '../../contract/enums';

/*
 * The dated tables behind the cost of owning: their figures, each row with the public texts it
 * is read from (tables-source.ts, about 2.6 KiB gzipped). The site does not bundle them: build.mjs
 * writes them into the site's words file and worker/site/middleware/words.ts installs them once
 * per isolate, before anything renders; tests and scripts install them from tables-source.ts.
 * Until installed, every table below is empty.
 */

/** A public text a figure is read from, as the page cites it. */
export interface Cite {
  /** The publisher and the text's own title (its language, not the page's). */
  by: string;
  /** The text's date (YYYY-MM-DD, YYYY-MM or YYYY); null: undated, read `read`. */
  date: string | null;
  url: string | null;
}

export interface Sourced {
  /** The first day the figure applies (an assessment year's 1 January, a decree's entry into force). */
  since: string;
  cites: readonly Cite[];
  /** Worked out from the cited figures, not read as such in one of them: shown as an estimate, with how. */
  estimate: boolean;
}

/** When the undated texts were read. */
export const READ = '2026-11';

export const PROVINCES = [
  'ANTWERP',
  'EAST_FLANDERS',
  'FLEMISH_BRABANT',
  'LIMBURG',
  'WEST_FLANDERS',
  'HAINAUT',
  'LIEGE',
  'LUXEMBOURG',
  'NAMUR',
  'WALLOON_BRABANT',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The EPC letters from best to worst (a home's label compares by its first letter, A+ and A++ count as A). */
export const LABEL_ORDER = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Letter = (typeof LABEL_ORDER)[number];

/**
 * A renovation obligation: a home bought with a deed from `deedFrom` (up to `deedUntil`,
 * exclusive) whose label is worse than `target` must reach it `years` after the deed, or by the
 * fixed `deadline`. `inForce: false`: a dated draft plan, not law.
 */
export interface RenovationRule extends Sourced {
  region: RegionCode;
  deedFrom: string;
  deedUntil: string | null;
  /** Labels the rule catches (worse than the target). */
  labels: readonly Letter[];
  target: Letter;
  years: number | null;
  deadline: string | null;
  inForce: boolean;
}

/** The tables (tables-source.ts says where each figure comes from). */
export interface OwningTables {
  /** The region's base rate of the property tax, a fraction of the indexed cadastral income. */
  BASE_RATES: Record<RegionCode, { rate: number } & Sourced>;
  /** The region's average municipal surcharge, per 100 of base tax: where the municipality's is not in MUNICIPAL_SURCHARGES. */
  AVERAGE_SURCHARGES: Record<RegionCode, { centimes: number } & Sourced>;
  /** The figures the Flemish average is worked out from (the words `owning.how.average` quote them). */
  FLEMISH_AVERAGE: { readonly vvsg2014: number; readonly divisor: number; readonly median: number; readonly municipalities: number };
  /** The demo municipalities' own surcharges, by main postal code. */
  MUNICIPAL_SURCHARGES: ({ zip: string; name: string; region: RegionCode; centimes: number } & Sourced)[];
  /** A province's postal codes: its ranges of bpost's numbering (the region is the code's: regionFromPostalCode). */
  PROVINCE_ZIPS: Readonly<Record<Province, readonly (readonly [from: number, to: number])[]>>;
  /** The provinces' surcharges where a public text gives them; a province missing here is not included, and the page says so. */
  PROVINCIAL_SURCHARGES: Partial<Record<Province, { centimes: number } & Sourced>>;
  /** Where the provinces' surcharges are published, and the assessment year whose table could not be read here. */
  PROVINCIAL_TABLE: { year: number; cite: Cite };
  /** Brussels' agglomeration surcharge, on top of the municipality's in all nineteen municipalities. */
  AGGLOMERATION_SURCHARGE: { centimes: number } & Sourced;
  /** The price of a primary kWh the energy estimate multiplies the EPC's yearly kWh by. */
  ENERGY_PRICE: { perKwh: number } & Sourced;
  /** The figures the energy price is worked out from (the words `owning.how.energy` quote them). */
  ENERGY_DERIVATION: { readonly gas: number; readonly electricity: number; readonly factor: number; readonly factorNow: number };
  /** The renovation obligations, by region and deed date. */
  RENOVATION_RULES: readonly RenovationRule[];
  /** What one label step of an energy renovation costs per m² of living area. */
  RENOVATION_COST: { low: number; high: number } & Sourced;
  /** The figures the renovation range is worked out from (the words `owning.how.renovation` quote them). */
  RENOVATION_DERIVATION: {
    readonly roof: number;
    readonly area: number;
    readonly roofSteps: number;
    readonly dwelling: number;
    readonly dwellingSteps: number;
  };
}

const TABLES = {
  BASE_RATES: {},
  AVERAGE_SURCHARGES: {},
  FLEMISH_AVERAGE: {},
  MUNICIPAL_SURCHARGES: [],
  PROVINCE_ZIPS: {},
  PROVINCIAL_SURCHARGES: {},
  PROVINCIAL_TABLE: {},
  AGGLOMERATION_SURCHARGE: {},
  ENERGY_PRICE: {},
  ENERGY_DERIVATION: {},
  RENOVATION_RULES: [],
  RENOVATION_COST: {},
  RENOVATION_DERIVATION: {},
} as unknown as OwningTables;

export const {
  BASE_RATES,
  AVERAGE_SURCHARGES,
  FLEMISH_AVERAGE,
  MUNICIPAL_SURCHARGES,
  PROVINCE_ZIPS,
  PROVINCIAL_SURCHARGES,
  PROVINCIAL_TABLE,
  AGGLOMERATION_SURCHARGE,
  ENERGY_PRICE,
  ENERGY_DERIVATION,
  RENOVATION_RULES,
  RENOVATION_COST,
  RENOVATION_DERIVATION,
} = TABLES;

/** Fills the tables above in place (what imported them reads the installed figures), replacing what was there. */
export function installOwningTables(tables: OwningTables): void {
  for (const name of Object.keys(TABLES) as (keyof OwningTables)[]) {
    const table = TABLES[name] as unknown as Record<string, unknown> | unknown[];
    if (Array.isArray(table)) table.splice(0, table.length, ...(tables[name] as readonly unknown[]));
    else {
      for (const key of Object.keys(table)) delete table[key];
      Object.assign(table, tables[name]);
    }
  }
}
