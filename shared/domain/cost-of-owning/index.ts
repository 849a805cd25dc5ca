import type { RegionCode } from '../../contract/enums';
import { AVERAGE_SURCHARGES, BASE_RATES, LABEL_ORDER, type Letter, MUNICIPAL_SURCHARGES, RENOVATION_COST, RENOVATION_RULES, ENERGY_PRICE } from './tables';

export { LABEL_ORDER } from './tables';

/** What the cost of owning starts from: the listing's facts and the visitor's expected deed date. */
export interface OwningInput {
  region: RegionCode;
  zip: string | null;
  /** The indexed cadastral income, euros a year. */
  indexedIncome: number | null;
  /** The EPC score, kWh per m² a year. */
  epcScore: number | null;
  /** The EPC label as it reads ('E', 'A+', 'C-D'). */
  label: string | null;
  livingArea: number | null;
  /** A house or an apartment: the renovation rules are about dwellings. */
  dwelling: boolean;
  /** YYYY-MM-DD. */
  deedDate: string;
}

export interface PropertyTax {
  perYear: number;
  baseRate: number;
  centimes: number;
  /** The municipality's own surcharge (else the region's average). */
  municipality: string | null;
}

export interface EnergyCost {
  perYear: number;
  kwh: number;
  pricePerKwh: number;
}

export type Renovation =
  | { kind: 'required'; from: Letter; target: Letter; deadline: string | null; steps: number; costLow: number; costHigh: number; inForce: true }
  | { kind: 'planned'; from: Letter; target: Letter; year: number; steps: number; costLow: number; costHigh: number; inForce: false }
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

/** The surcharge of the municipality of `zip` when the table has it, else the region's average. */
export function surchargeOf(region: RegionCode, zip: string | null): { centimes: number; municipality: string | null } {
  const own = MUNICIPAL_SURCHARGES.find((row) => row.zip === zip && row.region === region);
  return own ? { centimes: own.centimes, municipality: own.name } : { centimes: AVERAGE_SURCHARGES[region].centimes, municipality: null };
}

/**
 * The yearly property tax: indexed cadastral income × the region's base rate × (1 + surcharge / 100).
 * Provincial (and Brussels' agglomeration) surcharges and the reductions for a modest own home are
 * not included: always an estimate.
 */
export function propertyTax(region: RegionCode, zip: string | null, indexedIncome: number | null): PropertyTax | null {
  if (indexedIncome === null || !(indexedIncome > 0)) return null;
  const baseRate = BASE_RATES[region].rate;
  const { centimes, municipality } = surchargeOf(region, zip);
  return { perYear: round(indexedIncome * baseRate * (1 + centimes / 100)), baseRate, centimes, municipality };
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
  if (!rule.inForce) return { kind: 'planned', from, target: rule.target, year: Number(rule.deedFrom.slice(0, 4)), ...cost, inForce: false };
  const deadline = rule.deadline ?? (rule.years !== null ? addYears(deedDate, rule.years) : null);
  return { kind: 'required', from, target: rule.target, deadline, ...cost, inForce: true };
}

/** The cost of owning a home: the yearly property tax and energy, over ten years, and the renovation it owes. */
export function costOfOwning(input: OwningInput): OwningCosts {
  const tax = propertyTax(input.region, input.zip, input.indexedIncome);
  const energy = energyCost(input.epcScore, input.livingArea);
  const perYear = (tax?.perYear ?? 0) + (energy?.perYear ?? 0);
  return {
    propertyTax: tax,
    energy,
    renovation: input.dwelling ? renovationOf(input.region, input.label, input.livingArea, input.deedDate) : null,
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
