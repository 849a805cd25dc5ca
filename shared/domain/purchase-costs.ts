/**
 * What buying a home in Belgium costs on top of its price: the region's
 * registration duty, the notary's deed, the mortgage deed and the monthly payment of the
 * loan. Pure, so the unit tests run it and the costs island recalculates in the browser.
 *
 * Every rate is in PURCHASE_COSTS (purchase-cost-rates.ts), one dated table; RATE_SOURCES
 * gives each figure's date and source and says which could not be confirmed. The panel says
 * every figure is an estimate.
 */
import type { Estate } from '../types/estate';
import type { RegionCode } from '../contract/enums';
import { isFlemishCoreZip } from './flemish-core';
import { type DutyRule, PURCHASE_COSTS, type Scale } from './purchase-cost-rates';

export { PURCHASE_COSTS, type DutyRule, type Scale } from './purchase-cost-rates';

export type PurchaseCase = 'ownHome' | 'other';

/** Rounds to the cent. */
const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The region of a Belgian postal code (bpost ranges): 1000–1299 Brussels, 1300–1499 Walloon
 * Brabant, 1500–3999 Flanders (Flemish Brabant, Antwerp, Limburg), 4000–7999 Wallonia (Liège,
 * Namur, Hainaut, Luxembourg), 8000–9999 Flanders (West and East Flanders). Null for anything
 * that is not a four-digit code from 1000 to 9999.
 * @example regionFromPostalCode('9000') // 'FLANDERS'
 */
export function regionFromPostalCode(code: string | number | null | undefined): RegionCode | null {
  const text = String(code ?? '').trim();
  if (!/^[1-9]\d{3}$/.test(text)) return null;
  const zip = Number(text);
  if (zip < 1300) return 'BRUSSELS';
  if (zip < 1500) return 'WALLONIA';
  if (zip < 4000) return 'FLANDERS';
  if (zip < 8000) return 'WALLONIA';
  return 'FLANDERS';
}

/** An amount on a degressive scale: each bracket's rate on its part of the amount. */
export function onScale(amount: number, scale: Scale): number {
  let total = 0;
  let from = 0;
  for (const { upTo, rate } of scale) {
    if (amount <= from) break;
    total += (Math.min(amount, upTo) - from) * rate;
    from = upTo;
  }
  return cents(total);
}

/**
 * The registration duty on a base, with its rule: the abatement when the base is within its
 * ceiling (Brussels), then the reduction off the duty when `home` (the home's price, the base
 * unless a new build under VAT) is within its ceiling, the higher one in a kernstad or the
 * Vlaamse Rand (`core`; Flanders' modest home), never below 0.
 * @example registrationDuty(200_000, 'FLANDERS', 'ownHome') // 2133: 2 % is 4,000, less 1,867
 */
export function registrationDuty(
  base: number,
  region: RegionCode,
  purchase: PurchaseCase,
  core = false,
  rule: DutyRule = PURCHASE_COSTS.registration[region][purchase],
  home = base,
): number {
  const abated = rule.abatement !== undefined && base <= (rule.abatementCeiling ?? Number.POSITIVE_INFINITY) ? rule.abatement : 0;
  const duty = Math.max(0, base - abated) * rule.rate;
  const reduction = rule.reduction && home <= (core ? rule.reduction.coreCeiling : rule.reduction.ceiling) ? Math.min(rule.reduction.amount, duty) : 0;
  return cents(duty - reduction);
}

/**
 * The monthly payment of an annuity loan. Belgian mortgage loans (Code of Economic Law, book
 * VII) use the monthly rate equivalent to the annual one, (1 + r)^(1/12) − 1, not r / 12.
 * @example monthlyPayment(200_000, 0.03, 20) // 1105.15
 */
export function monthlyPayment(loan: number, annualRate: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  if (annualRate <= 0) return cents(loan / months);
  const monthly = (1 + annualRate) ** (1 / 12) - 1;
  return cents((loan * monthly) / (1 - (1 + monthly) ** -months));
}

/** A new build sold under the VAT regime (financial.vat_regime): the land and the building, before VAT. */
export interface VatSplit {
  land: number;
  building: number;
}

export interface CostInput {
  price: number;
  region: RegionCode;
  purchase: PurchaseCase;
  /** Under the VAT regime the duty is on the land only, and 21 % VAT on the building. */
  vat?: VatSplit | null;
  /** In a Flemish kernstad or the Vlaamse Rand: the modest-home reduction's higher ceiling. */
  core?: boolean;
  /** The loan amount; none or 0: no mortgage deed and no monthly payment. */
  loan?: number | null;
  /** Annual rate as a fraction (0.03 for 3 %) and term in years, for the monthly payment. */
  annualRate?: number | null;
  years?: number | null;
}

export interface MortgageCosts {
  registered: number;
  registration: number;
  mortgageDuty: number;
  registrarFee: number;
  notaryFee: number;
  /** Office costs, outlays and writing duty. */
  otherCosts: number;
  vat: number;
  total: number;
  monthly: number | null;
}

export interface CostBreakdown {
  /** The base of the duty: the price, or the land alone under the VAT regime. */
  dutyBase: number;
  duty: number;
  /** VAT on the building under the VAT regime, else 0. */
  buildingVat: number;
  notaryFee: number;
  /** Office costs, outlays, transcription and writing duty. */
  otherCosts: number;
  /** VAT on the notary's fee, office costs and writing duty. */
  notaryVat: number;
  /** Everything for the purchase deed besides the price and the building's VAT. */
  purchaseTotal: number;
  mortgage: MortgageCosts | null;
  /** Every cost: the purchase deed, the building's VAT and the mortgage deed. */
  total: number;
}

/**
 * Whether the notary's reduced fees apply (scales Jbis and bis since 1 January 2023): the buyer's
 * only own home bought for at most 850,000 euro.
 */
export function reducedNotaryFees(price: number, purchase: PurchaseCase): boolean {
  return purchase === 'ownHome' && price <= PURCHASE_COSTS.ownHomeFees.priceCeiling;
}

/**
 * Every cost of one purchase. The notary's fee is on the whole price (before VAT), reduced for
 * the only own home up to 850,000 euro (on the sale and on the credit deed).
 * @example purchaseCosts({ price: 300_000, region: 'FLANDERS', purchase: 'ownHome' }).duty // 6000
 */
export function purchaseCosts(input: CostInput): CostBreakdown {
  const { price, region, purchase } = input;
  const vat = input.vat ?? null;
  const rates = PURCHASE_COSTS;
  const dutyBase = vat ? vat.land : price;
  // The modest home is the home bought, not its land: under VAT its price (land and building before VAT) meets the ceiling.
  const home = vat ? vat.land + vat.building : price;
  const duty = registrationDuty(dutyBase, region, purchase, input.core === true, PURCHASE_COSTS.registration[region][purchase], home);
  const buildingVat = vat ? cents(vat.building * rates.vat) : 0;
  const reduced = reducedNotaryFees(price, purchase);
  const notaryFee = cents(onScale(price, rates.notaryScale) * (reduced ? 1 - rates.ownHomeFees.saleReduction : 1));
  const deed = rates.purchaseDeed;
  const otherCosts = deed.officeCosts + deed.outlays + deed.transcription + rates.writingDuty;
  const notaryVat = cents((notaryFee + deed.officeCosts + rates.writingDuty) * rates.vat);
  const purchaseTotal = cents(duty + notaryFee + otherCosts + notaryVat);
  const mortgage = mortgageCosts(input.loan ?? 0, input.annualRate ?? null, input.years ?? null, reduced);
  return {
    dutyBase,
    duty,
    buildingVat,
    notaryFee,
    otherCosts,
    notaryVat,
    purchaseTotal,
    mortgage,
    total: cents(purchaseTotal + buildingVat + (mortgage?.total ?? 0)),
  };
}

/** The mortgage deed's costs and the monthly payment, or null without a loan; `reduced`: the only own home's credit fee. */
export function mortgageCosts(loan: number, annualRate: number | null, years: number | null, reduced = false): MortgageCosts | null {
  if (!(loan > 0)) return null;
  const deed = PURCHASE_COSTS.mortgageDeed;
  const registered = cents(loan * (1 + deed.accessories));
  const registration = cents(registered * deed.registrationRate);
  const mortgageDuty = cents(registered * deed.mortgageDutyRate);
  const notaryFee = cents(onScale(loan, PURCHASE_COSTS.mortgageNotaryScale) * (reduced ? 1 - PURCHASE_COSTS.ownHomeFees.creditReduction : 1));
  const otherCosts = deed.officeCosts + deed.outlays + PURCHASE_COSTS.writingDuty;
  const vat = cents((notaryFee + deed.officeCosts + PURCHASE_COSTS.writingDuty) * PURCHASE_COSTS.vat);
  const total = cents(registration + mortgageDuty + deed.registrarFee + notaryFee + otherCosts + vat);
  const monthly = annualRate !== null && years !== null && years > 0 ? monthlyPayment(loan, annualRate, years) : null;
  return { registered, registration, mortgageDuty, registrarFee: deed.registrarFee, notaryFee, otherCosts, vat, total, monthly };
}

/**
 * The VAT split of a for-sale estate, when it is sold under the VAT regime: the main source's
 * ground and construction values, or the alternate source's financial.land_price (the building
 * is the rest of the price). Null when the estate is not under the VAT regime or the split is unknown.
 */
export function vatSplitOf(price: number, ground: number | null, construction: number | null, landPrice: unknown, vatRegime: boolean): VatSplit | null {
  if (ground !== null && construction !== null && ground >= 0 && construction > 0) return { land: ground, building: construction };
  if (vatRegime && typeof landPrice === 'number' && landPrice >= 0 && landPrice < price) return { land: landPrice, building: price - landPrice };
  return null;
}

/**
 * The price, region and VAT split the costs panel of an estate's page starts from: only for an
 * estate (or project unit) for sale with a price, not a whole project. The region comes from the
 * postal code, else from the platform's region.
 */
export function estateCostsOf(estate: Estate): { price: number; region: RegionCode; vat: VatSplit | null; core: boolean } | null {
  const price = estate.price.value;
  if (estate.status !== 'FOR_SALE' || estate.isProject || price === null || !(price > 0)) return null;
  const region = regionFromPostalCode(estate.address.city.zip) ?? estate.address.region;
  const vat = vatSplitOf(
    price,
    estate.price.ground,
    estate.price.construction,
    estate.fields['financial.land_price'],
    estate.fields['financial.vat_regime'] === true,
  );
  return { price, region, vat, core: region === 'FLANDERS' && isFlemishCoreZip(estate.address.city.zip) };
}

/** The calculator's inputs as the address carries them (the form without JavaScript). */
export interface CostQuery {
  price: number | null;
  loan: number | null;
  /** Percent, as typed (3.1 for 3.1 %). */
  rate: number;
  years: number;
  region: RegionCode | null;
  show: 'both' | PurchaseCase;
  /** The visitor says the home is in a Flemish kernstad or the Vlaamse Rand (a page section's calculator; a listing's comes from its postal code). */
  core: boolean;
}

export const COST_DEFAULTS = { rate: 3, years: 25 } as const;
/** Bounds of the calculator's fields (also the numeric inputs' options). */
export const COST_LIMITS = { price: 9_999_999_999, ratePercent: 20, years: 40 } as const;

function queryNumber(params: URLSearchParams, name: string, max: number): number | null {
  const text = (params.get(name) ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/**
 * The calculator's inputs from an address: anything missing, malformed or out of bounds is left
 * at its default (a wrong value never fails the page).
 */
export function costQueryOf(params: URLSearchParams): CostQuery {
  const region = params.get('costs-region');
  const show = params.get('costs-show');
  return {
    price: queryNumber(params, 'costs-price', COST_LIMITS.price),
    loan: queryNumber(params, 'costs-loan', COST_LIMITS.price),
    rate: queryNumber(params, 'costs-rate', COST_LIMITS.ratePercent) ?? COST_DEFAULTS.rate,
    years: Math.max(1, Math.round(queryNumber(params, 'costs-years', COST_LIMITS.years) ?? COST_DEFAULTS.years)),
    region: region === 'FLANDERS' || region === 'BRUSSELS' || region === 'WALLONIA' ? region : null,
    show: show === 'ownHome' || show === 'other' ? show : 'both',
    core: params.get('costs-core') === '1',
  };
}
