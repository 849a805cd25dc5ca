import { describe, expect, it } from 'vitest';
import {
  costQueryOf,
  estateCostsOf,
  monthlyPayment,
  mortgageCosts,
  onScale,
  PURCHASE_COSTS,
  purchaseCosts,
  regionFromPostalCode,
  registrationDuty,
} from '../../../../shared/domain/purchase-costs';
import { isFlemishCoreZip } from '../../../../shared/domain/flemish-core';
import { FLEMISH_CORE_MUNICIPALITIES } from '../../../../shared/domain/flemish-core-municipalities';
import { bareEstate } from '../../fixtures/estate';
import type { RegionCode } from '../../../../shared/contract/enums';

// What it costs to buy, by region: the table's figures at and around every
// threshold. Expected amounts are worked out by hand from the official rates, not by the code.

describe('region from the Belgian postal code', () => {
  it.each([
    ['1000', 'BRUSSELS'],
    ['1050', 'BRUSSELS'],
    ['1299', 'BRUSSELS'],
    ['1300', 'WALLONIA'],
    ['1348', 'WALLONIA'],
    ['1499', 'WALLONIA'],
    ['1500', 'FLANDERS'],
    ['1999', 'FLANDERS'],
    ['2000', 'FLANDERS'],
    ['3000', 'FLANDERS'],
    ['3500', 'FLANDERS'],
    ['3999', 'FLANDERS'],
    ['4000', 'WALLONIA'],
    ['5000', 'WALLONIA'],
    ['6000', 'WALLONIA'],
    ['6690', 'WALLONIA'],
    ['7999', 'WALLONIA'],
    ['8000', 'FLANDERS'],
    ['8400', 'FLANDERS'],
    ['9000', 'FLANDERS'],
    ['9999', 'FLANDERS'],
  ] as [string, RegionCode][])('%s is in %s', (code, region) => {
    expect(regionFromPostalCode(code)).toBe(region);
  });

  it('reads a number and trims spaces', () => {
    expect(regionFromPostalCode(9000)).toBe('FLANDERS');
    expect(regionFromPostalCode(' 1348 ')).toBe('WALLONIA');
  });

  it.each(['', '0999', '999', '0000', '10000', 'abcd', '9000a', '90 00', '-1000', '1000.5'])('%j is no Belgian postal code', (code) => {
    expect(regionFromPostalCode(code)).toBeNull();
  });

  it('answers null for nothing at all', () => {
    expect(regionFromPostalCode(null)).toBeNull();
    expect(regionFromPostalCode(undefined)).toBeNull();
  });
});

describe('registration duty per region, around every threshold', () => {
  it.each([
    // Flanders: 2 % for the only own home, 12 % otherwise, no ceiling; 1,867 off up to 220,000 (never below 0).
    ['FLANDERS', 'ownHome', 1, 0],
    ['FLANDERS', 'ownHome', 300_000, 6_000],
    ['FLANDERS', 'ownHome', 2_000_000, 40_000],
    ['FLANDERS', 'other', 300_000, 36_000],
    // Brussels: 12.5 %, the first 200,000 exempt for the only own home up to a base of 600,000.
    ['BRUSSELS', 'ownHome', 199_999, 0],
    ['BRUSSELS', 'ownHome', 200_000, 0],
    ['BRUSSELS', 'ownHome', 200_001, 0.13],
    ['BRUSSELS', 'ownHome', 400_000, 25_000],
    ['BRUSSELS', 'ownHome', 599_999, 49_999.88],
    ['BRUSSELS', 'ownHome', 600_000, 50_000],
    ['BRUSSELS', 'ownHome', 600_001, 75_000.13],
    ['BRUSSELS', 'other', 200_000, 25_000],
    ['BRUSSELS', 'other', 600_000, 75_000],
    // Wallonia: 3 % for the own and only home, no ceiling; 12.5 % otherwise.
    ['WALLONIA', 'ownHome', 350_000, 10_500],
    ['WALLONIA', 'ownHome', 1_000_000, 30_000],
    ['WALLONIA', 'other', 350_000, 43_750],
  ] as [RegionCode, 'ownHome' | 'other', number, number][])('%s, %s, base %d: %d', (region, purchase, base, duty) => {
    expect(registrationDuty(base, region, purchase)).toBe(duty);
  });

  it('is dated 2026', () => {
    expect(PURCHASE_COSTS.asOf).toBe('2026-01-01');
  });
});

describe("the notary's fee on the legal degressive scale (Royal Decree of 16 December 1950)", () => {
  it.each([
    [7_499, 341.95],
    [7_500, 342],
    [7_501, 342.03],
    [17_499, 626.97],
    [17_500, 627],
    [17_501, 627.02],
    [29_999, 911.98],
    [30_000, 912],
    [30_001, 912.02],
    [45_494, 1_176.95],
    [45_495, 1_176.96],
    [45_496, 1_176.98],
    [64_094, 1_388.99],
    [64_095, 1_389],
    [64_096, 1_389.01],
    // The worked example of the scale: 65,000 euro, 1,394.16 euro.
    [65_000, 1_394.16],
    [250_094, 2_449.2],
    [250_095, 2_449.2],
    [250_096, 2_449.21],
    [300_000, 2_477.65],
  ])('on %d euro: %d euro', (price, fee) => {
    expect(onScale(price, PURCHASE_COSTS.notaryScale)).toBe(fee);
  });

  it('is nothing on nothing', () => {
    expect(onScale(0, PURCHASE_COSTS.notaryScale)).toBe(0);
  });
});

describe('the costs of one purchase (figures of the notary reform)', () => {
  it('adds the duty, the fee, the fixed costs and 21 % VAT on the fee and office costs', () => {
    const costs = purchaseCosts({ price: 300_000, region: 'FLANDERS', purchase: 'ownHome' });
    expect(costs.duty).toBe(6_000);
    // The only own home up to 850,000: the sale scale's 2,477.65 less 10 % (scale Jbis).
    expect(costs.notaryFee).toBe(2_229.89);
    // Office costs 750, outlays 400, transcription 230, writing duty 50.
    expect(costs.otherCosts).toBe(1_430);
    // 21 % of (2,229.89 + 750 + 50).
    expect(costs.notaryVat).toBe(636.28);
    expect(costs.purchaseTotal).toBe(10_296.17);
    expect(costs.mortgage).toBeNull();
    expect(costs.total).toBe(10_296.17);
  });

  it.each([
    // 300,000 on 100,000 of land: the home is above 220,000, so 2 % of the land, no reduction (not 133).
    ['a 300,000 new build on 100,000 of land', { land: 100_000, building: 200_000 }, false, 2_000],
    // 200,000 on 100,000 of land: within 220,000, 2,000 less 1,867.
    ['a 200,000 new build on 100,000 of land', { land: 100_000, building: 100_000 }, false, 133],
    ['a 220,000 new build, at the ceiling: the reduction takes the whole duty', { land: 80_000, building: 140_000 }, false, 0],
    ['a 220,001 new build, one past it', { land: 80_000, building: 140_001 }, false, 1_600],
    ['a 230,000 new build in a kernstad (ceiling 240,000)', { land: 100_000, building: 130_000 }, true, 133],
    ['a 250,000 new build in a kernstad', { land: 100_000, building: 150_000 }, true, 2_000],
  ])('the Flemish modest-home reduction of a new build under VAT is judged on the home’s price, land and building: %s', (_name, vat, core, duty) => {
    const price = vat.land + vat.building;
    expect(purchaseCosts({ price, region: 'FLANDERS', purchase: 'ownHome', vat, core }).duty).toBe(duty);
  });

  it('under the VAT regime: 21 % VAT on the building, the duty on the land only (financial.vat_regime)', () => {
    const vat = { land: 100_000, building: 300_000 };
    const flanders = purchaseCosts({ price: 400_000, region: 'FLANDERS', purchase: 'other', vat });
    expect(flanders.dutyBase).toBe(100_000);
    expect(flanders.duty).toBe(12_000);
    expect(flanders.buildingVat).toBe(63_000);
    // The notary's fee stays on the whole price.
    expect(flanders.notaryFee).toBe(onScale(400_000, PURCHASE_COSTS.notaryScale));
    expect(flanders.total).toBe(flanders.purchaseTotal + 63_000);
    // Brussels' abatement and Wallonia's 3 % apply to the land.
    expect(purchaseCosts({ price: 400_000, region: 'BRUSSELS', purchase: 'ownHome', vat }).duty).toBe(0);
    expect(purchaseCosts({ price: 400_000, region: 'WALLONIA', purchase: 'ownHome', vat }).duty).toBe(3_000);
    // Without the split, the whole price bears the duty and no VAT.
    const plain = purchaseCosts({ price: 400_000, region: 'FLANDERS', purchase: 'other' });
    expect([plain.duty, plain.buildingVat]).toEqual([48_000, 0]);
  });

  it('adds the mortgage deed when a loan is given: 1 % + 0.3 % on the loan with 10 % accessories, the registrar, the notary on the credit scale, VAT', () => {
    const mortgage = mortgageCosts(200_000, 0.03, 20)!;
    expect(mortgage.registered).toBe(220_000);
    expect(mortgage.registration).toBe(2_200);
    expect(mortgage.mortgageDuty).toBe(660);
    expect(mortgage.registrarFee).toBe(230);
    // 106.875 + 114 + 85.5 + 88.3215 + 84.816 + 309.8634 (not reduced: no purchase case given)
    expect(mortgage.notaryFee).toBe(789.38);
    expect(mortgage.otherCosts).toBe(640);
    expect(mortgage.vat).toBe(291.77);
    expect(mortgage.total).toBe(4_811.15);
    expect(mortgage.monthly).toBe(1_105.15);
    const costs = purchaseCosts({ price: 300_000, region: 'FLANDERS', purchase: 'ownHome', loan: 200_000, annualRate: 0.03, years: 20 });
    // The only own home: the credit fee less 20 %, 789.38 × 0.8 = 631.50; VAT 21 % of (631.50 + 550 + 50) = 258.62.
    expect(costs.mortgage!.notaryFee).toBe(631.5);
    expect(costs.mortgage!.total).toBe(4_620.12); // 2,200 + 660 + 230 + 631.50 + 640 + 258.62
    expect(costs.total).toBe(14_916.29); // 10,296.17 + 4,620.12
  });

  it('has no mortgage deed without a loan', () => {
    expect(mortgageCosts(0, 0.03, 20)).toBeNull();
    expect(purchaseCosts({ price: 300_000, region: 'BRUSSELS', purchase: 'other', loan: null }).mortgage).toBeNull();
  });
});

describe('the monthly payment (annuity, monthly rate equivalent to the annual one)', () => {
  it('matches the known annuity figure: 100,000 over 30 years at 0.5 % a month is 599.55', () => {
    // 0.5 % a month is an annual rate of 1.005^12 − 1 (6.1678 %).
    expect(monthlyPayment(100_000, 1.005 ** 12 - 1, 30)).toBe(599.55);
  });

  it('uses (1 + r)^(1/12) − 1, not r / 12: 6 % a year is 589.37, not 599.55', () => {
    expect(monthlyPayment(100_000, 0.06, 30)).toBe(589.37);
  });

  it('divides evenly at 0 %, and is nothing without a loan or a term', () => {
    expect(monthlyPayment(120_000, 0, 20)).toBe(500);
    expect(monthlyPayment(0, 0.03, 20)).toBe(0);
    expect(monthlyPayment(100_000, 0.03, 0)).toBe(0);
  });
});

describe("the calculator's inputs from the address (the form without JavaScript)", () => {
  it('reads every field', () => {
    const query = costQueryOf(
      new URLSearchParams('costs-price=350000&costs-loan=250000&costs-rate=3,2&costs-years=20&costs-region=WALLONIA&costs-show=ownHome&costs-core=1'),
    );
    expect(query).toEqual({ price: 350_000, loan: 250_000, rate: 3.2, years: 20, region: 'WALLONIA', show: 'ownHome', core: true });
  });

  it('keeps the defaults for anything missing, malformed or out of bounds', () => {
    expect(costQueryOf(new URLSearchParams('costs-loan=-5&costs-rate=99&costs-years=x&costs-region=PARIS&costs-show=all'))).toEqual({
      price: null,
      loan: null,
      rate: 3,
      years: 25,
      region: null,
      show: 'both',
      core: false,
    });
  });
});

describe("the panel's start on an estate's page", () => {
  const forSale = (overrides: Parameters<typeof bareEstate>[0] = {}) => bareEstate({ status: 'FOR_SALE', ...overrides });

  it('is for estates for sale with a price only', () => {
    expect(estateCostsOf(forSale({ price: { ...bareEstate().price, value: 250_000 } }))).not.toBeNull();
    expect(estateCostsOf(forSale({ status: 'TO_RENT', price: { ...bareEstate().price, value: 900 } }))).toBeNull();
    expect(estateCostsOf(forSale({ status: 'SOLD', price: { ...bareEstate().price, value: 250_000 } }))).toBeNull();
    expect(estateCostsOf(forSale({ price: { ...bareEstate().price, value: null } }))).toBeNull();
    expect(estateCostsOf(forSale({ isProject: true, price: { ...bareEstate().price, value: 250_000 } }))).toBeNull();
  });

  it('takes the region from the postal code, else from the platform', () => {
    const base = bareEstate();
    const at = (zip: string) =>
      estateCostsOf(
        forSale({ price: { ...base.price, value: 250_000 }, address: { ...base.address, region: 'FLANDERS', city: { ...base.address.city, zip } } }),
      )!.region;
    expect(at('1348')).toBe('WALLONIA');
    expect(at('1000')).toBe('BRUSSELS');
    expect(at('NL-1012')).toBe('FLANDERS');
  });

  it('splits a new build under the VAT regime into land and building', () => {
    const base = bareEstate();
    const main = estateCostsOf(forSale({ price: { ...base.price, value: 400_000, ground: 100_000, construction: 300_000 } }))!;
    expect(main.vat).toEqual({ land: 100_000, building: 300_000 });
    const alternate = estateCostsOf(
      forSale({ price: { ...base.price, value: 400_000 }, fields: { 'financial.vat_regime': true, 'financial.land_price': 90_000 } }),
    )!;
    expect(alternate.vat).toEqual({ land: 90_000, building: 310_000 });
    expect(estateCostsOf(forSale({ price: { ...base.price, value: 400_000 }, fields: { 'financial.land_price': 90_000 } }))!.vat).toBeNull();
  });
});

/*
 * Flanders' modest-home reduction, as the tax office computes it: 2 % of the base, less 1,867 euro
 * when the base is at most 220,000 (240,000 in a kernstad or the Vlaamse Rand), never below 0
 * (Vlaamse Codex Fiscaliteit art. 2.9.5.0.5 and art. 1.1.0.0.2, twelfth paragraph, 8° and 9°, read in a
 * consolidated copy on 2026-11-28; docs/decisions/059-ad-duties-read-again.md).
 */
describe('the Flemish modest-home reduction, a worked table (price, place, own home or not)', () => {
  const forSale = (overrides: Parameters<typeof bareEstate>[0] = {}) => bareEstate({ status: 'FOR_SALE', ...overrides });
  const duty = (price: number, zip: string, purchase: 'ownHome' | 'other' = 'ownHome') => registrationDuty(price, 'FLANDERS', purchase, isFlemishCoreZip(zip));

  it.each([
    // The public example: "a € 200,000 home … € 2,133" (2 % is 4,000, less 1,867; century21.be "wat verandert er in 2025", the worked figure).
    ['200,000 in Gent (a kernstad): 4,000 − 1,867', 200_000, '9000', 'ownHome', 2_133],
    ['200,000 in Aalst (a kernstad of art. 1.1.0.0.2, 8°): 4,000 − 1,867', 200_000, '9300', 'ownHome', 2_133],
    ['200,000 in Deinze (no kernstad): under 220,000 all the same', 200_000, '9800', 'ownHome', 2_133],
    ['230,000 in Gent: under the kernstad ceiling of 240,000, 4,600 − 1,867', 230_000, '9050', 'ownHome', 2_733],
    ['230,000 in Aalst: the Codex lists Aalst among the kernsteden, 4,600 − 1,867', 230_000, '9300', 'ownHome', 2_733],
    ['230,000 in Deinze: over 220,000, the full 2 %', 230_000, '9800', 'ownHome', 4_600],
    ['230,000 in Zaventem (the Vlaamse Rand, 9°): 4,600 − 1,867', 230_000, '1930', 'ownHome', 2_733],
    ['240,000 in Antwerpen: the ceiling itself, 4,800 − 1,867', 240_000, '2000', 'ownHome', 2_933],
    // Decision 074: Antwerpen's and Hasselt's territory since the mergers of 1 January 2025 ("op het grondgebied van de kernsteden").
    ['230,000 in Borsbeek (part of Antwerpen since 2025): 4,600 − 1,867', 230_000, '2150', 'ownHome', 2_733],
    ['230,000 in Kortessem (part of Hasselt since 2025): 4,600 − 1,867', 230_000, '3720', 'ownHome', 2_733],
    ['240,001 in Vliermaal (Kortessem, now Hasselt): over the ceiling, the full 2 %', 240_001, '3724', 'ownHome', 4_800.02],
    ['230,000 in Wijnegem (beside Antwerpen, not merged): over 220,000, the full 2 %', 230_000, '2110', 'ownHome', 4_600],
    ['240,001 in Antwerpen: over it, the full 2 %', 240_001, '2000', 'ownHome', 4_800.02],
    ['220,000 in Deinze: the ceiling itself, 4,400 − 1,867', 220_000, '9800', 'ownHome', 2_533],
    ['220,001 in Deinze: over it, the full 2 %', 220_001, '9800', 'ownHome', 4_400.02],
    // notaris.be's information sheet: a family home of 250,000 in Flanders, 2 % registration tax (5,000), no reduction
    // (as quoted in a public calculator's notes, 2026).
    ['250,000 in Gent: over every ceiling, 2 % of 250,000', 250_000, '9000', 'ownHome', 5_000],
    [
      '50,000 in Gent: 2 % is 1,000, the reduction never takes the duty below 0 (art. 2.9.5.0.5: "verlaagd tot het bedrag van dit verkooprecht")',
      50_000,
      '9000',
      'ownHome',
      0,
    ],
    ['200,000 in Gent, not the only own home: 12 %, no reduction', 200_000, '9000', 'other', 24_000],
  ] as const)('%s', (_name, price, zip, purchase, expected) => {
    expect(duty(price, zip, purchase)).toBe(expected);
  });

  it.each([
    // The same computation with the figures of earlier years, against public worked examples of those years:
    // immodeprez.be (2020): "168000 x 6% -5600€ = 4480€" and "Voor een woning van 120000€ wordt dit 1600€";
    // Het Nieuwsblad (2017-12-23): "Op een huis van 200.000 euro zal zo nog 8.400 euro registratie moeten worden betaald" (7 %, 5,600 off).
    ['immodeprez.be 2020: 168,000 at 6 % less 5,600', 168_000, 0.06, 4_480],
    ['immodeprez.be 2020: 120,000 at 6 % less 5,600', 120_000, 0.06, 1_600],
    ['Het Nieuwsblad 2017: 200,000 at 7 % less 5,600', 200_000, 0.07, 8_400],
  ] as const)('%s', (_name, price, rate, expected) => {
    const rule = { rate, reduction: { amount: 5_600, ceiling: 200_000, coreCeiling: 220_000 } };
    expect(registrationDuty(price, 'FLANDERS', 'ownHome', false, rule)).toBe(expected);
  });

  it('knows the 16 kernsteden and the 39 municipalities of the Vlaamse Rand the Codex names (art. 1.1.0.0.2, twelfth paragraph, 8° and 9°)', () => {
    const { coreCities, vlaamseRand } = FLEMISH_CORE_MUNICIPALITIES;
    expect(coreCities).toHaveLength(16);
    expect(vlaamseRand).toHaveLength(39);
    expect(coreCities).toEqual(expect.arrayContaining(['Antwerpen', 'Gent', 'Aalst', 'Boom', 'Vilvoorde']));
    expect(vlaamseRand).toEqual(expect.arrayContaining(['Zaventem', 'Halle', 'Sint-Genesius-Rode', 'Zemst']));
    expect(isFlemishCoreZip('9160')).toBe(false);
  });

  it("a listing's place decides its ceiling: its postal code, in Flanders only", () => {
    const base = bareEstate();
    const at = (zip: string) =>
      estateCostsOf(forSale({ price: { ...base.price, value: 230_000 }, address: { ...base.address, city: { ...base.address.city, zip } } }))!;
    expect(at('9000').core).toBe(true);
    expect(at('9800').core).toBe(false);
    expect(purchaseCosts({ ...at('9000'), purchase: 'ownHome' }).duty).toBe(2_733);
    expect(purchaseCosts({ ...at('9800'), purchase: 'ownHome' }).duty).toBe(4_600);
  });
});
