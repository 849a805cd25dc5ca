/**
 * What buying a home in Belgium costs on top of its price (issue 17): the region's
 * registration duty, the notary's deed, the mortgage deed and the monthly payment of the
 * loan. Pure, so the unit tests run it and the costs island recalculates in the browser.
 *
 * Every rate is in PURCHASE_COSTS below, one dated table, each figure with its source. A
 * figure marked UNCONFIRMED could not be checked against an official 2026 text: it is the
 * best-known value, and the panel says every figure is an estimate.
 */
import type { Estate } from '../types/estate';
import type { RegionCode } from '../platform-api/enums';

/** A registration-duty rule of one region for one kind of purchase. */
export interface DutyRule {
  /** The share of the taxable base. */
  rate: number;
  /** Taken off the base before the rate applies (Brussels' abatement). */
  abatement?: number;
  /** The abatement applies only when the base is at most this. */
  abatementCeiling?: number;
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
    FLANDERS: {
      // Vlaamse Belastingdienst (belastingen.vlaanderen.be, "verkooprecht"): 12 % general
      // rate since 1 January 2022; 2 % for the purchase of the buyer's only own home since
      // 1 January 2025 (no price ceiling; conditions tightened by the Programmadecreet 2026,
      // rate unchanged). Not modelled: 1 % with a major energy renovation, the
      // "meeneembaarheid" (carrying duty paid on a previous home over).
      other: { rate: 0.12 },
      ownHome: { rate: 0.02 },
    },
    BRUSSELS: {
      // Brussels Fiscaliteit (fiscalite.brussels/abattement): 12.5 %; for the buyer's only own
      // home the first 200,000 euro are exempt when the taxable base is at most 600,000 euro
      // (since 1 April 2023; the 2024–2029 regional agreement raises the ceiling only in 2029).
      // Not modelled: the extra 25,000 euro per energy class jump, building land (100,000 up to 300,000).
      other: { rate: 0.125 },
      ownHome: { rate: 0.125, abatement: 200_000, abatementCeiling: 600_000 },
    },
    WALLONIA: {
      // SPW Fiscalité (decree of 5 December 2024, circular 2025/C/42): 12.5 %; 3 % for the
      // buyer's "habitation propre et unique" since 1 January 2025, without ceiling, built
      // homes, homes on plan and building land alike (the old abatement is gone).
      other: { rate: 0.125 },
      ownHome: { rate: 0.03 },
    },
  } satisfies Record<RegionCode, { other: DutyRule; ownHome: DutyRule }>,
  /**
   * The notary's fee on a sale (Royal Decree of 16 December 1950, the notaries' tariff,
   * purchase scale; Fednot / notaris.be: "wettelijk vastgelegd ... degressieve schaal"):
   * 4.56 % up to 7,500 euro, then 2.85, 2.28, 1.71, 1.14, 0.57 and 0.057 %.
   */
  notaryScale: scale([0.0456, 0.0285, 0.0228, 0.0171, 0.0114, 0.0057, 0.00057]),
  /**
   * The notary's fee on a mortgage loan (same Royal Decree, credit scale). UNCONFIRMED: the
   * brackets are the purchase scale's, the rates the best-known ones (1.425 % to 0.0456 %).
   */
  mortgageNotaryScale: scale([0.01425, 0.0114, 0.00684, 0.0057, 0.00456, 0.00228, 0.000456]),
  /** VAT on the notary's fee and office costs since 2012, and on a new building (FPS Finance): 21 %. */
  vat: 0.21,
  /** Writing duty ("recht op geschriften", federal) per deed: 50 euro; notaris.be lists it with 21 % VAT. */
  writingDuty: 50,
  purchaseDeed: {
    /** The notary's administrative costs of a purchase deed, a fixed amount before VAT. UNCONFIRMED (Fednot forfait; best-known 1,100 euro). */
    officeCosts: 1_100,
    /** Outlays to third parties (certificates, searches), no VAT. UNCONFIRMED (best-known 260 euro). */
    outlays: 260,
    /** The mortgage office's fee for transcribing the deed (FPS Finance, AAPD "retributie"), no VAT. UNCONFIRMED (best-known 230 euro). */
    transcription: 230,
  },
  mortgageDeed: {
    /** Registration duty on the registered amount: 1 % in all three regions (Vlaamse Belastingdienst, "recht op hypotheekvestiging"; Brussels and Wallonia keep the Code's 1 %). */
    registrationRate: 0.01,
    /** Mortgage duty ("hypotheekrecht", federal, FPS Finance and notaris.be): 0.3 % of the registered amount. */
    mortgageDutyRate: 0.003,
    /** Banks register the loan plus accessories, usually 5–10 %; 10 % is assumed (notaris.be / bank practice). */
    accessories: 0.1,
    /** The mortgage registrar's fee for the inscription, no VAT. UNCONFIRMED: it grows with the amount (about 220 to 950 euro); best-known 230 euro. */
    registrarFee: 230,
    /** notaris.be "kosten verbonden aan het hypothecair krediet": administrative costs of a credit deed 550 euro (before VAT), outlays to third parties 40 euro. */
    officeCosts: 550,
    outlays: 40,
  },
} as const;

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

/** The registration duty on a base, with its rule (abatement when the base is within its ceiling). */
export function registrationDuty(base: number, region: RegionCode, purchase: PurchaseCase): number {
  const rule: DutyRule = PURCHASE_COSTS.registration[region][purchase];
  const abated = rule.abatement !== undefined && base <= (rule.abatementCeiling ?? Number.POSITIVE_INFINITY) ? rule.abatement : 0;
  return cents(Math.max(0, base - abated) * rule.rate);
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

/** A new build sold under the VAT regime (SPEC §4 financial.vat_regime): the land and the building, before VAT. */
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
 * Every cost of one purchase. The notary's fee is on the whole price (before VAT).
 * @example purchaseCosts({ price: 300_000, region: 'FLANDERS', purchase: 'ownHome' }).duty // 6000
 */
export function purchaseCosts(input: CostInput): CostBreakdown {
  const { price, region, purchase } = input;
  const vat = input.vat ?? null;
  const rates = PURCHASE_COSTS;
  const dutyBase = vat ? vat.land : price;
  const duty = registrationDuty(dutyBase, region, purchase);
  const buildingVat = vat ? cents(vat.building * rates.vat) : 0;
  const notaryFee = onScale(price, rates.notaryScale);
  const deed = rates.purchaseDeed;
  const otherCosts = deed.officeCosts + deed.outlays + deed.transcription + rates.writingDuty;
  const notaryVat = cents((notaryFee + deed.officeCosts + rates.writingDuty) * rates.vat);
  const purchaseTotal = cents(duty + notaryFee + otherCosts + notaryVat);
  const mortgage = mortgageCosts(input.loan ?? 0, input.annualRate ?? null, input.years ?? null);
  return { dutyBase, duty, buildingVat, notaryFee, otherCosts, notaryVat, purchaseTotal, mortgage, total: cents(purchaseTotal + buildingVat + (mortgage?.total ?? 0)) };
}

/** The mortgage deed's costs and the monthly payment, or null without a loan. */
export function mortgageCosts(loan: number, annualRate: number | null, years: number | null): MortgageCosts | null {
  if (!(loan > 0)) return null;
  const deed = PURCHASE_COSTS.mortgageDeed;
  const registered = cents(loan * (1 + deed.accessories));
  const registration = cents(registered * deed.registrationRate);
  const mortgageDuty = cents(registered * deed.mortgageDutyRate);
  const notaryFee = onScale(loan, PURCHASE_COSTS.mortgageNotaryScale);
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
export function estateCostsOf(estate: Estate): { price: number; region: RegionCode; vat: VatSplit | null } | null {
  const price = estate.price.value;
  if (estate.status !== 'FOR_SALE' || estate.isProject || price === null || !(price > 0)) return null;
  const region = regionFromPostalCode(estate.address.city.zip) ?? estate.address.region;
  const vat = vatSplitOf(price, estate.price.ground, estate.price.construction, estate.fields['financial.land_price'], estate.fields['financial.vat_regime'] === true);
  return { price, region, vat };
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
  };
}
