/**
 * The rates behind the purchase-costs calculator, one dated table. Every
 * figure has an entry in RATE_SOURCES: since when it holds, where it was read, and whether it
 * was confirmed from a public source. A figure that could not be confirmed says so there (and
 * the panel says every figure is an estimate); the table test fails when a figure has no entry.
 */
import type { RegionCode } from '../contract/enums';

/** A registration-duty rule of one region for one kind of purchase. */
export interface DutyRule {
  /** The share of the taxable base. */
  rate: number;
  /** Taken off the base before the rate applies (Brussels' abatement). */
  abatement?: number;
  /** The abatement applies only when the base is at most this. */
  abatementCeiling?: number;
  /**
   * Taken off the duty itself (Flanders' modest-home reduction) when the base is at most the
   * ceiling, or the core ceiling in a kernstad or the Vlaamse Rand (flemish-core.ts); never
   * more than the duty.
   */
  reduction?: { amount: number; ceiling: number; coreCeiling: number };
}

/** A degressive scale: each bracket's rate applies to the part of the amount up to `upTo`. */
export type Scale = readonly { upTo: number; rate: number }[];

/** The brackets of the notaries' tariff (Royal Decree of 16 December 1950), in euro: the last one has no end. */
const TARIFF_BRACKETS = [7_500, 17_500, 30_000, 45_495, 64_095, 250_095, Number.POSITIVE_INFINITY] as const;

/** A scale of the tariff: one rate per bracket. */
function scale(rates: readonly number[]): Scale {
  return TARIFF_BRACKETS.map((upTo, index) => ({ upTo, rate: rates[index]! }));
}

export const PURCHASE_COSTS = {
  /** The rules in force on this date (deeds signed in 2026). */
  asOf: '2026-01-01',
  registration: {
    FLANDERS: { other: { rate: 0.12 }, ownHome: { rate: 0.02, reduction: { amount: 1867, ceiling: 220_000, coreCeiling: 240_000 } } },
    BRUSSELS: { other: { rate: 0.125 }, ownHome: { rate: 0.125, abatement: 200_000, abatementCeiling: 600_000 } },
    WALLONIA: { other: { rate: 0.125 }, ownHome: { rate: 0.03 } },
  } satisfies Record<RegionCode, { other: DutyRule; ownHome: DutyRule }>,
  /** The notary's fee on a sale: the tariff's sale scale ("barème J"). */
  notaryScale: scale([0.0456, 0.0285, 0.0228, 0.0171, 0.0114, 0.0057, 0.00057]),
  /** The notary's fee on a mortgage loan: the tariff's credit scale. */
  mortgageNotaryScale: scale([0.01425, 0.0114, 0.00684, 0.0057, 0.00456, 0.00228, 0.000456]),
  /**
   * The reduced fees for a buyer's only own home (scales "Jbis" for the sale and "bis" for the
   * credit, since 1 January 2023): for a price up to the ceiling, the fee is this much lower.
   */
  ownHomeFees: { priceCeiling: 850_000, saleReduction: 0.1, creditReduction: 0.2 },
  vat: 0.21,
  writingDuty: 50,
  purchaseDeed: { officeCosts: 750, outlays: 400, transcription: 230 },
  mortgageDeed: { registrationRate: 0.01, mortgageDutyRate: 0.003, accessories: 0.1, registrarFee: 230, officeCosts: 550, outlays: 40 },
} as const;

export interface RateSource {
  /** The first day the figure holds (ISO date). */
  since: string;
  /** Where it was read: the legal text and the public page that states it. */
  source: string;
  /** Read from a public source; false: the best-known value, not confirmed (say why in `source`). */
  confirmed: boolean;
}
