import type { RegionCode } from '../../contract/enums';
import { ENERGY_RULES } from '../energy';

// The dated tables behind the cost of owning, each row with its public source.
// `confirmed: false` marks a figure no public source was found for here: it is an assumption,
// shown as an estimate, and the table test lists it. Read through the search tool's stored pages
// on 2026-11-26.

export interface Sourced {
  /** The first day the row applies (an assessment year's 1 January, a decree's entry into force). */
  since: string;
  source: string;
  confirmed: boolean;
}

/** The region's base rate of the property tax, a fraction of the indexed cadastral income. */
export const BASE_RATES: Record<RegionCode, { rate: number } & Sourced> = {
  FLANDERS: {
    rate: 0.0397,
    since: '2018-01-01',
    source:
      'Vlaamse Belastingdienst (belastingen.vlaanderen.be, "Tarieven basisheffing"): 3.97 % of the indexed cadastral income for a dwelling from assessment year 2018 (the 2.5 % table runs "tot en met aanslagjaar 2017")',
    confirmed: true,
  },
  WALLONIA: {
    rate: 0.0125,
    since: '1990-01-01',
    source:
      'SPW Fiscalité via logic-immo.be (2022-08, "Le précompte immobilier : comment ça marche"): 1.25 % of the indexed cadastral income in Wallonia and Brussels',
    confirmed: true,
  },
  BRUSSELS: {
    rate: 0.0125,
    since: '1990-01-01',
    source:
      'Bruxelles Fiscalité via logic-immo.be (2022-08, "Le précompte immobilier : comment ça marche"): 1.25 % of the indexed cadastral income in Wallonia and Brussels',
    confirmed: true,
  },
};

/** The region's average municipal surcharge (in "opcentiemen / centimes additionnels", per 100 of base tax), used where the municipality's is not in MUNICIPAL_SURCHARGES. */
export const AVERAGE_SURCHARGES: Record<RegionCode, { centimes: number } & Sourced> = {
  FLANDERS: {
    centimes: 900,
    since: '2025-01-01',
    source:
      'NOT CONFIRMED: no regional average found; 900 assumed from fiscusonweb.be ("OV - opcentiemen gemeenten"), whose municipal rows range from 566.75 (Brasschaat) to 1,417 (Alveringem)',
    confirmed: false,
  },
  WALLONIA: {
    centimes: 2585,
    since: '2023-01-01',
    source:
      'Union des Villes et Communes de Wallonie statistics via L\'Avenir (2023-06-05, "Précompte immobilier en Wallonie"): average 2,585 centimes additionnels',
    confirmed: true,
  },
  BRUSSELS: {
    centimes: 3255,
    since: '2023-01-01',
    source: 'L\'Avenir (2023-06-05, "Précompte immobilier en Wallonie"): Brussels\' regional average rose from 3,053 to 3,255 centimes additionnels',
    confirmed: true,
  },
};

const FISCUS = 'fiscusonweb.be, "OV - opcentiemen gemeenten" (the assessment year is not shown in the stored copy; read 2026-11-26)';

/** The demo municipalities' own surcharges, by main postal code. */
export const MUNICIPAL_SURCHARGES: ({ zip: string; name: string; region: RegionCode; centimes: number } & Sourced)[] = [
  { zip: '9300', name: 'Aalst', region: 'FLANDERS', centimes: 944, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '9290', name: 'Berlare', region: 'FLANDERS', centimes: 880, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '8370', name: 'Blankenberge', region: 'FLANDERS', centimes: 1099, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '2880', name: 'Bornem', region: 'FLANDERS', centimes: 989, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '8000', name: 'Brugge', region: 'FLANDERS', centimes: 1007.56, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '9255', name: 'Buggenhout', region: 'FLANDERS', centimes: 819, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '8420', name: 'De Haan', region: 'FLANDERS', centimes: 881.61, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '9800', name: 'Deinze', region: 'FLANDERS', centimes: 693, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '9200', name: 'Dendermonde', region: 'FLANDERS', centimes: 881.61, since: '2025-01-01', source: FISCUS, confirmed: true },
  { zip: '9070', name: 'Destelbergen', region: 'FLANDERS', centimes: 750, since: '2025-01-01', source: FISCUS, confirmed: true },
  {
    zip: '4770',
    name: 'Amel / Amblève',
    region: 'WALLONIA',
    centimes: 1200,
    since: '2023-01-01',
    source: 'L\'Avenir (2023-06-05, "Précompte immobilier en Wallonie", UVCW statistics): Amblève 1,200 centimes additionnels, the lowest in Wallonia',
    confirmed: true,
  },
];

/** The price of a kWh the energy estimate multiplies the EPC's yearly kWh by. */
export const ENERGY_PRICE: { perKwh: number } & Sourced = {
  perKwh: 0.12,
  since: '2026-01-01',
  source:
    "NOT CONFIRMED: an assumed blend of gas (most of an EPC's primary energy, heating) and electricity for 2026; no public price per kWh (CREG, VREG) was found here. The EPC score is primary energy, so this is a rough order of size",
  confirmed: false,
};

/** The EPC letters from best to worst (a home's label compares by its first letter, A+ and A++ count as A). */
export const LABEL_ORDER = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Letter = (typeof LABEL_ORDER)[number];

/**
 * A renovation obligation: a home bought with a deed from `deedFrom` (up to `deedUntil`,
 * exclusive) whose label is worse than `target` must reach it `years` after the deed, or by the
 * fixed `deadline`. `inForce: false`: announced, not law (no deadline shown).
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

const FLANDERS_SOURCE =
  'VEKA residential renovation obligation (Vlaamse regering 2022-07-08), as summarised by hetzoute.be (2023-06-27, "Definitief groen licht voor renovatieplicht residentieel vastgoed") and immoid.be ("Renovatieplicht van kracht in 2023"): label D within 5 years of a deed from 1 January 2023; the minimum tightens by deed date, "2028" meaning a deed from 1 January 2028';

export const RENOVATION_RULES: readonly RenovationRule[] = [
  {
    region: 'FLANDERS',
    deedFrom: '2023-01-01',
    deedUntil: '2028-01-01',
    labels: ['E', 'F', 'G'],
    target: 'D',
    years: 5,
    deadline: null,
    inForce: true,
    since: '2023-01-01',
    source: FLANDERS_SOURCE,
    confirmed: true,
  },
  {
    region: 'FLANDERS',
    deedFrom: '2028-01-01',
    deedUntil: null,
    labels: ['D', 'E', 'F', 'G'],
    target: 'C',
    years: 5,
    deadline: null,
    inForce: true,
    since: '2028-01-01',
    source: `${FLANDERS_SOURCE}; label C for deeds from 2028 (the later steps, 2035 to 2050, are not modelled)`,
    confirmed: true,
  },
  {
    region: 'WALLONIA',
    deedFrom: '2028-01-01',
    deedUntil: null,
    labels: ['E', 'F', 'G'],
    target: 'D',
    years: 5,
    deadline: null,
    inForce: false,
    since: '2028-01-01',
    source:
      'Wallonia\'s Plan Air Climat Énergie (PACE): buyers of an E, F or G home to reach label D within five years; livios.be (2025, "Acheter prêt à emménager ou rénover") and belgiquefois.be give 1 July 2026 for the plan, livios adds it "reste un document d\'intention sans valeur légale directe". NOT CONFIRMED: no decree found; shown as planned (no deadline) for deeds from 2028, the date the later announcements give',
    confirmed: false,
  },
  {
    region: 'BRUSSELS',
    deedFrom: ENERGY_RULES.brusselsBan.since,
    deedUntil: null,
    labels: ['F', 'G'],
    target: ENERGY_RULES.brusselsBan.minimum,
    years: null,
    deadline: `${ENERGY_RULES.brusselsBan.year}-01-01`,
    inForce: true,
    since: ENERGY_RULES.brusselsBan.since,
    source: ENERGY_RULES.brusselsBan.source,
    confirmed: true,
  },
];

/** What one label step of an energy renovation costs per m² of living area, a range. */
export const RENOVATION_COST: { low: number; high: number } & Sourced = {
  low: 20,
  high: 200,
  since: '2025-01-01',
  source:
    'Low end: livios.be (2025, "Acheter prêt à emménager ou rénover", from an EPC\'s own cost estimates): roof insulation takes a 136 m² F home two labels up for at least 5,200 euro, about 19 euro per m² per step. NOT CONFIRMED high end: 200 euro per m² per step is an assumption for deep work (walls, windows, heating); no public table per step was found',
  confirmed: false,
};
