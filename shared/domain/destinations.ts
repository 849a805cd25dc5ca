import type { RegionCode } from '../contract/enums';

/*
 * The "most recent urban destination" an ad must quote, per region: each region's zoning plan
 * names its own zones, and a listing's region picks the list (the console's select, the check of
 * a CRM's value in to-raw-estate.ts). Codes only: locales/enums.json labels each in four
 * languages (the gewestplan's under `RecentDestination`, the others under
 * `RecentDestinationRegional`, merged by shared/i18n); the plans and their public texts are cited
 * in destination-sources.ts and docs/legal-ad-rules.md.
 */

/** Flanders' gewestplan zones (KB 28 December 1972), the codes the platform always had; NI: not entered. */
const FLANDERS = [
  'WG',
  'WGL',
  'WGR',
  'WUG',
  'WCHE',
  'WP',
  'AG',
  'LWAG',
  'BG',
  'NG',
  'NR',
  'PG',
  'RG',
  'GG',
  'GWG',
  'EG',
  'IGB',
  'IAB',
  'WIG',
  'GDR',
  'GVR',
  'GVON',
  'DVG',
  'NI',
] as const;

/** Brussels' PRAS/GBP affectations (prescriptions 1 to 20, 9bis included), in the plan's order. */
const BRUSSELS = [
  'BHPR',
  'BH',
  'BM',
  'BFM',
  'BIU',
  'BAPT',
  'BADM',
  'BEQ',
  'BCF',
  'BEMU',
  'BZV',
  'BZVHB',
  'BPARC',
  'BSL',
  'BCIM',
  'BFOR',
  'BSERV',
  'BAGR',
  'BZIR',
  'BZIRAD',
  'BRF',
] as const;

/**
 * Wallonia's plan de secteur zones: those the gewestplan shares by the same name and the same
 * origin (the KB of 1972, codified for Wallonia in 1984) keep its codes (WG is "zone d'habitat"),
 * the others have their own.
 */
const WALLONIA = [
  'WG',
  'WGL',
  'ZHV',
  'ZSPEC',
  'RG',
  'ZAEM',
  'ZAEI',
  'ZAES',
  'ZDE',
  'ZACC',
  'ZACCE',
  'ZEC',
  'ZER',
  'AG',
  'BG',
  'GG',
  'NG',
  'PG',
  'WIG',
] as const;

/** Each region's zones, as the console offers them. */
export const DESTINATIONS_BY_REGION: Readonly<Record<RegionCode, readonly string[]>> = { FLANDERS, BRUSSELS, WALLONIA };

/** Every code of any region (what a stored value may hold), each once. */
export const ALL_DESTINATIONS: readonly string[] = [...new Set([...FLANDERS, ...BRUSSELS, ...WALLONIA])];

/** Whether `code` is a zone of the region's plan. */
export const isRegionDestination = (region: RegionCode, code: string): boolean => DESTINATIONS_BY_REGION[region].includes(code);
