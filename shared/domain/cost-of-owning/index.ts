import type { RegionCode } from '../../contract/enums';
import type { HeadTypeCode } from '../property-types';
import { regionFromPostalCode } from '../purchase-costs';
import {
  AGGLOMERATION_SURCHARGE,
  AVERAGE_SURCHARGES,
  BASE_RATES,
  ENERGY_PRICE,
  LABEL_ORDER,
  type Letter,
  MUNICIPAL_SURCHARGES,
  PROVINCE_ZIPS,
  PROVINCIAL_SURCHARGES,
  type Province,
  RENOVATION_COST,
  RENOVATION_RULES,
  type RenovationRule,
  type Sourced,
} from './tables';

export { LABEL_ORDER } from './tables';

/** What the cost of owning starts from: the listing's facts and the visitor's expected deed date. */
export interface OwningInput {
  region: RegionCode;
  zip: string | null;
  /** The indexed cadastral income, euros a year. */
  indexedIncome: number | null;
  /** The property tax the agency gives for this listing, euros a year: used instead of the estimate. */
  agencyTax: number | null;
  /** The EPC score, kWh per m² a year. */
  epcScore: number | null;
  /** The EPC label as it reads ('E', 'A+', 'C-D'). */
  label: string | null;
  livingArea: number | null;
  /** The listing's main type: the renovation rules are about dwellings, a plot or a garage uses no energy. */
  head: HeadTypeCode | null;
  /** YYYY-MM-DD. */
  deedDate: string;
}

/** One part of the estimated property tax's surcharge, with the row it is read from. */
export type SurchargePart =
  | { kind: 'municipal'; centimes: number; municipality: string; row: Sourced }
  | { kind: 'average'; centimes: number; row: Sourced }
  | { kind: 'provincial'; centimes: number; province: Province; row: Sourced }
  | { kind: 'agglomeration'; centimes: number; row: Sourced };

export type PropertyTax =
  /** The agency's own figure for this listing: the page shows it alone, not beside an estimate. */
  | { kind: 'agency'; perYear: number }
  | {
      kind: 'estimate';
      perYear: number;
      baseRate: number;
      parts: SurchargePart[];
      /** The province whose surcharge no public text gives here: not included. */
      missingProvince: Province | null;
    };

export interface EnergyCost {
  perYear: number;
  kwh: number;
  pricePerKwh: number;
}

export type Renovation =
  | { kind: 'required'; from: Letter; target: Letter; deadline: string | null; steps: number; costLow: number; costHigh: number; rule: RenovationRule }
  | {
      kind: 'planned';
      from: Letter;
      target: Letter;
      /** The first year the plan names: a deed's year from which it would apply, or its fixed deadline's year. */
      year: number;
      years: number | null;
      /** A plan with a fixed deadline (Brussels' 2033 target), whatever the deed date. */
      deadline: string | null;
      steps: number;
      costLow: number;
      costHigh: number;
      rule: RenovationRule;
    }
  | { kind: 'none'; from: Letter };

export interface OwningCosts {
  propertyTax: PropertyTax | null;
  energy: EnergyCost | null;
  /** null: no label or not a dwelling (nothing to say). */
  renovation: Renovation | null;
  /** Property tax and energy a year, and over ten years (without the renovation). */
  perYear: number;
  tenYears: number;
}

/** Whole euros. */
const round = (value: number) => Math.round(value);

/** The province of a postal code in `region` (null in Brussels, or for a code outside the region). */
export function provinceOf(region: RegionCode, zip: string | null): Province | null {
  if (regionFromPostalCode(zip) !== region) return null;
  const code = Number(zip);
  const ranges = Object.entries(PROVINCE_ZIPS) as [Province, readonly (readonly [number, number])[]][];
  return ranges.find(([, zips]) => zips.some(([from, to]) => code >= from && code <= to))?.[0] ?? null;
}

/**
 * The surcharges on the base tax: the municipality's own (else the region's average), the
 * province's where a public text gives it, Brussels' agglomeration.
 */
export function surchargesOf(region: RegionCode, zip: string | null): { parts: SurchargePart[]; missingProvince: Province | null } {
  const own = MUNICIPAL_SURCHARGES.find((row) => row.zip === zip && row.region === region);
  const parts: SurchargePart[] = [
    own
      ? { kind: 'municipal', centimes: own.centimes, municipality: own.name, row: own }
      : { kind: 'average', centimes: AVERAGE_SURCHARGES[region].centimes, row: AVERAGE_SURCHARGES[region] },
  ];
  if (region === 'BRUSSELS') parts.push({ kind: 'agglomeration', centimes: AGGLOMERATION_SURCHARGE.centimes, row: AGGLOMERATION_SURCHARGE });
  const province = provinceOf(region, zip);
  const provincial = province ? PROVINCIAL_SURCHARGES[province] : undefined;
  if (province && provincial) parts.push({ kind: 'provincial', centimes: provincial.centimes, province, row: provincial });
  return { parts, missingProvince: province && !provincial ? province : null };
}

/**
 * The yearly property tax: the agency's figure when the listing has one, else indexed cadastral
 * income × the region's base rate × (1 + the surcharges / 100). The reductions for a modest own
 * home or dependent children are not included: always an estimate.
 */
export function propertyTax(region: RegionCode, zip: string | null, indexedIncome: number | null, agencyTax: number | null = null): PropertyTax | null {
  if (agencyTax !== null && agencyTax > 0) return { kind: 'agency', perYear: round(agencyTax) };
  if (indexedIncome === null || !(indexedIncome > 0)) return null;
  const baseRate = BASE_RATES[region].rate;
  const { parts, missingProvince } = surchargesOf(region, zip);
  const centimes = parts.reduce((sum, part) => sum + part.centimes, 0);
  return { kind: 'estimate', perYear: round(indexedIncome * baseRate * (1 + centimes / 100)), baseRate, parts, missingProvince };
}

/** The EPC score (kWh/m² a year) × living area × the price of a kWh. */
export function energyCost(epcScore: number | null, livingArea: number | null): EnergyCost | null {
  if (epcScore === null || livingArea === null || !(epcScore > 0) || !(livingArea > 0)) return null;
  const kwh = round(epcScore * livingArea);
  return { perYear: round(kwh * ENERGY_PRICE.perKwh), kwh, pricePerKwh: ENERGY_PRICE.perKwh };
}

/** 'A+' → 'A', 'C-D' → 'D' (a pair counts as its worse letter), anything else null. */
export function letterOf(label: string | null): Letter | null {
  const letters = (label ?? '').toUpperCase().match(/[A-G]/g);
  if (!letters) return null;
  const worst = letters.map((letter) => LABEL_ORDER.indexOf(letter as Letter)).reduce((a, b) => Math.max(a, b));
  return LABEL_ORDER[worst]!;
}

/** The date `years` after `date` (YYYY-MM-DD). */
function addYears(date: string, years: number): string {
  const rest = date.slice(4) === '-02-29' ? '-02-28' : date.slice(4);
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${rest}`;
}

/** The region's renovation obligation for a home with `label` bought with a deed on `deedDate`. */
export function renovationOf(region: RegionCode, label: string | null, livingArea: number | null, deedDate: string): Renovation | null {
  const from = letterOf(label);
  if (!from) return null;
  const rule = RENOVATION_RULES.find((row) => row.region === region && row.deedFrom <= deedDate && (row.deedUntil === null || deedDate < row.deedUntil));
  if (!rule?.labels.includes(from)) return { kind: 'none', from };
  const steps = LABEL_ORDER.indexOf(from) - LABEL_ORDER.indexOf(rule.target);
  const area = livingArea !== null && livingArea > 0 ? livingArea : 0;
  const cost = { steps, costLow: round(area * steps * RENOVATION_COST.low), costHigh: round(area * steps * RENOVATION_COST.high) };
  if (!rule.inForce) {
    const year = Number((rule.deadline ?? rule.deedFrom).slice(0, 4));
    return { kind: 'planned', from, target: rule.target, year, years: rule.years, deadline: rule.deadline, ...cost, rule };
  }
  const deadline = rule.deadline ?? (rule.years !== null ? addYears(deedDate, rule.years) : null);
  return { kind: 'required', from, target: rule.target, deadline, ...cost, rule };
}

/** A house or an apartment: what the renovation rules are about. */
export const isDwelling = (head: HeadTypeCode | null) => head === 'HOUSE' || head === 'APARTMENT';

/** A plot or a garage: only the property tax applies (no EPC, no energy, no renovation duty). */
export const isLandOrGarage = (head: HeadTypeCode | null) => head === 'PLOT' || head === 'GARAGE';

/**
 * The cost of owning: the yearly property tax and energy, over ten years, and the renovation a
 * home owes. A plot or a garage gets its property tax only.
 */
export function costOfOwning(input: OwningInput): OwningCosts {
  const tax = propertyTax(input.region, input.zip, input.indexedIncome, input.agencyTax);
  const energy = isLandOrGarage(input.head) ? null : energyCost(input.epcScore, input.livingArea);
  const perYear = (tax?.perYear ?? 0) + (energy?.perYear ?? 0);
  return {
    propertyTax: tax,
    energy,
    renovation: isDwelling(input.head) ? renovationOf(input.region, input.label, input.livingArea, input.deedDate) : null,
    perYear,
    tenYears: perYear * 10,
  };
}

/** The expected deed date from the address (`costs-deed`, YYYY-MM-DD), else four months after `today` (a usual time from offer to deed). */
export function deedDateOf(params: URLSearchParams, today: Date): string {
  const value = (params.get('costs-deed') ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && value >= '2000-01-01' && value <= '2100-12-31') return value;
  const deed = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, today.getUTCDate()));
  return deed.toISOString().slice(0, 10);
}
