import { describe, expect, it } from 'vitest';
import { mortgageCosts, onScale, PURCHASE_COSTS, purchaseCosts, reducedNotaryFees } from '../../../../shared/domain/purchase-costs';
import { RATE_SOURCES } from '../../../../shared/domain/purchase-cost-sources';

// Every figure of the rate table is dated and cited, and the notary reform in
// force on 1 January 2023 (Royal Decree of 22 November 2022) is applied. Expected amounts are
// worked out by hand from the published figures.

/** The figures of a table by path ('purchaseDeed.officeCosts'); a scale (an array) is one figure. */
function figurePaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => figurePaths(inner, prefix ? `${prefix}.${key}` : key));
}

function at(path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], PURCHASE_COSTS);
}

describe('every figure of the rate table has a date and a source', () => {
  const figures = figurePaths(PURCHASE_COSTS).filter((path) => path !== 'asOf');

  it.each(figures)('%s is dated and cited', (path) => {
    const cited = RATE_SOURCES[path];
    expect(cited, `${path} has no entry in RATE_SOURCES`).toBeDefined();
    expect(cited!.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cited!.since <= PURCHASE_COSTS.asOf).toBe(true);
    expect(cited!.source.length).toBeGreaterThan(20);
    // A figure that could not be confirmed says so in its source.
    if (!cited!.confirmed) expect(cited!.source).toMatch(/NOT (RE-)?CONFIRMED|assum/i);
  });

  it('cites no figure that is not in the table', () => {
    expect(Object.keys(RATE_SOURCES).filter((path) => at(path) === undefined)).toEqual([]);
  });
});

describe('the notary reform of 1 January 2023, figure by figure (Royal Decree of 22 November 2022, MB 22 December 2022)', () => {
  it.each([
    // figure, value, in force since, what the source must name
    ['purchaseDeed.officeCosts', 750, '2023-01-01', /750 euro for the purchase deed/],
    ['mortgageDeed.officeCosts', 550, '2023-01-01', /550 euro for the credit deed/],
    ['ownHomeFees.priceCeiling', 850_000, '2023-01-01', /850,000/],
    ['ownHomeFees.saleReduction', 0.1, '2023-01-01', /10 %/],
    ['ownHomeFees.creditReduction', 0.2, '2023-01-01', /20 %/],
    ['purchaseDeed.outlays', 400, '2023-01-01', /about 400 euro/],
  ] as const)('%s is %d since %s', (path, value, since, named) => {
    expect(at(path)).toBe(value);
    expect(RATE_SOURCES[path]!.since).toBe(since);
    expect(RATE_SOURCES[path]!.source).toMatch(named);
  });

  it('says the figures it could not confirm: the outlays, the scales, the registrar and transcription fees', () => {
    const unconfirmed = Object.entries(RATE_SOURCES)
      .filter(([, source]) => !source.confirmed)
      .map(([path]) => path);
    expect(unconfirmed).toEqual(
      expect.arrayContaining(['purchaseDeed.outlays', 'notaryScale', 'mortgageNotaryScale', 'purchaseDeed.transcription', 'mortgageDeed.registrarFee']),
    );
    expect(RATE_SOURCES['purchaseDeed.officeCosts']!.confirmed).toBe(true);
  });
});

describe("the reduced fees for the buyer's only own home up to 850,000 euro (scales Jbis and bis)", () => {
  it.each([
    // price, purchase, reduced
    [300_000, 'ownHome', true],
    [850_000, 'ownHome', true],
    [850_001, 'ownHome', false],
    [300_000, 'other', false],
    [850_000, 'other', false],
  ] as const)('%d euro, %s: reduced %s', (price, purchase, reduced) => {
    expect(reducedNotaryFees(price, purchase)).toBe(reduced);
    const full = onScale(price, PURCHASE_COSTS.notaryScale);
    expect(purchaseCosts({ price, region: 'FLANDERS', purchase }).notaryFee).toBe(reduced ? Math.round(full * 0.9 * 100) / 100 : full);
  });

  it('takes 10 % off the sale fee: 2,791.15 on 850,000 becomes 2,512.04', () => {
    // 342 + 285 + 285 + 264.96 + 212.04 + 1,060.26 + 0.057 % of 599,905 (341.95) = 2,791.15 (rounded); × 0.9.
    expect(onScale(850_000, PURCHASE_COSTS.notaryScale)).toBe(2_791.15);
    expect(purchaseCosts({ price: 850_000, region: 'FLANDERS', purchase: 'ownHome' }).notaryFee).toBe(2_512.04);
  });

  it('takes 20 % off the credit fee of the only own home, not of another purchase', () => {
    expect(mortgageCosts(200_000, null, null, true)!.notaryFee).toBe(631.5); // 789.38 × 0.8
    expect(purchaseCosts({ price: 300_000, region: 'WALLONIA', purchase: 'ownHome', loan: 200_000 }).mortgage!.notaryFee).toBe(631.5);
    expect(purchaseCosts({ price: 300_000, region: 'WALLONIA', purchase: 'other', loan: 200_000 }).mortgage!.notaryFee).toBe(789.38);
    expect(purchaseCosts({ price: 900_000, region: 'WALLONIA', purchase: 'ownHome', loan: 200_000 }).mortgage!.notaryFee).toBe(789.38);
  });

  it('charges the fixed office costs whatever the price: 750 on the sale, 550 on the credit deed, each with 21 % VAT', () => {
    const cheap = purchaseCosts({ price: 100_000, region: 'FLANDERS', purchase: 'other', loan: 50_000 });
    const dear = purchaseCosts({ price: 2_000_000, region: 'FLANDERS', purchase: 'other', loan: 1_000_000 });
    for (const costs of [cheap, dear]) {
      expect(costs.otherCosts).toBe(750 + 400 + 230 + 50);
      expect(costs.notaryVat).toBe(Math.round((costs.notaryFee + 750 + 50) * 0.21 * 100) / 100);
      expect(costs.mortgage!.otherCosts).toBe(550 + 40 + 50);
    }
  });
});
