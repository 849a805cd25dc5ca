import { describe, expect, it } from 'vitest';
import { costOfOwning, deedDateOf, energyCost, letterOf, propertyTax, renovationOf } from '../../shared/domain/cost-of-owning';
import {
  AVERAGE_SURCHARGES,
  BASE_RATES,
  ENERGY_PRICE,
  MUNICIPAL_SURCHARGES,
  RENOVATION_COST,
  RENOVATION_RULES,
  type Sourced,
} from '../../shared/domain/cost-of-owning/tables';

// The cost of owning: every row of its tables dated and cited, and the figures per region and
// deed date worked out by hand from those rows.

const rows: [string, Sourced][] = [
  ...Object.entries(BASE_RATES).map(([region, row]) => [`base rate ${region}`, row] as [string, Sourced]),
  ...Object.entries(AVERAGE_SURCHARGES).map(([region, row]) => [`average surcharge ${region}`, row] as [string, Sourced]),
  ...MUNICIPAL_SURCHARGES.map((row) => [`surcharge ${row.name} ${row.zip}`, row] as [string, Sourced]),
  ['energy price', ENERGY_PRICE],
  ...RENOVATION_RULES.map((row) => [`renovation ${row.region} from ${row.deedFrom}`, row] as [string, Sourced]),
  ['renovation cost', RENOVATION_COST],
];

describe('every row of the cost-of-owning tables names its source and date', () => {
  it.each(rows)('%s is dated and cited', (_name, row) => {
    expect(row.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.source.length).toBeGreaterThan(30);
    if (!row.confirmed) expect(row.source).toMatch(/NOT CONFIRMED/);
  });
});

describe('the property tax per region', () => {
  it("Flanders: 3.97 % of the indexed income with the municipality's surcharge where known (Aalst 944)", () => {
    expect(propertyTax('FLANDERS', '9300', 1000)).toEqual({
      perYear: Math.round(1000 * 0.0397 * 10.44),
      baseRate: 0.0397,
      centimes: 944,
      municipality: 'Aalst',
    });
  });
  it("Flanders: the region's assumed average where the municipality is not in the table", () => {
    expect(propertyTax('FLANDERS', '9000', 1000)).toMatchObject({ perYear: Math.round(1000 * 0.0397 * 10), municipality: null });
  });
  it("Wallonia: 1.25 % with the average 2,585 centimes, Amel's 1,200 where it applies", () => {
    expect(propertyTax('WALLONIA', '5000', 1000)?.perYear).toBe(Math.round(1000 * 0.0125 * 26.85));
    expect(propertyTax('WALLONIA', '4770', 1000)?.perYear).toBe(Math.round(1000 * 0.0125 * 13));
  });
  it('Brussels: 1.25 % with the average 3,255 centimes', () => {
    expect(propertyTax('BRUSSELS', '1000', 1000)?.perYear).toBe(Math.round(1000 * 0.0125 * 33.55));
  });
  it('no cadastral income, no property tax', () => {
    expect(propertyTax('FLANDERS', '9300', null)).toBeNull();
  });
});

describe('the energy estimate', () => {
  it('EPC score × living area × the stated price of a kWh', () => {
    expect(energyCost(300, 150)).toEqual({ kwh: 45_000, perYear: Math.round(45_000 * ENERGY_PRICE.perKwh), pricePerKwh: ENERGY_PRICE.perKwh });
  });
  it('nothing without a score or an area', () => {
    expect(energyCost(null, 150)).toBeNull();
    expect(energyCost(300, null)).toBeNull();
  });
});

describe('the renovation obligation per region and deed date', () => {
  const perStep = (area: number, steps: number) => ({ costLow: area * steps * RENOVATION_COST.low, costHigh: area * steps * RENOVATION_COST.high });

  it('Flanders, a 2026 deed: label F to D (two steps) within 5 years', () => {
    expect(renovationOf('FLANDERS', 'F', 100, '2026-06-15')).toEqual({
      kind: 'required',
      from: 'F',
      target: 'D',
      deadline: '2031-06-15',
      steps: 2,
      ...perStep(100, 2),
      inForce: true,
    });
  });
  it('Flanders, a 2028 deed: label F to C (three steps) within 5 years', () => {
    expect(renovationOf('FLANDERS', 'F', 100, '2028-03-01')).toEqual({
      kind: 'required',
      from: 'F',
      target: 'C',
      deadline: '2033-03-01',
      steps: 3,
      ...perStep(100, 3),
      inForce: true,
    });
  });
  it('Flanders: a D home owes nothing with a 2026 deed, one step to C with a 2028 deed', () => {
    expect(renovationOf('FLANDERS', 'D', 100, '2026-06-15')).toEqual({ kind: 'none', from: 'D' });
    expect(renovationOf('FLANDERS', 'D', 100, '2028-01-01')).toMatchObject({ kind: 'required', target: 'C', steps: 1 });
  });
  it('Flanders: the 31 December 2027 deed is still under the label D rule', () => {
    expect(renovationOf('FLANDERS', 'E', 80, '2027-12-31')).toMatchObject({ target: 'D', deadline: '2032-12-31' });
  });
  it('Wallonia: nothing for a 2026 deed; planned (not law, no deadline) for a 2028 deed', () => {
    expect(renovationOf('WALLONIA', 'F', 100, '2026-06-15')).toEqual({ kind: 'none', from: 'F' });
    expect(renovationOf('WALLONIA', 'F', 100, '2028-06-15')).toMatchObject({ kind: 'planned', target: 'D', year: 2028, inForce: false });
  });
  it('Brussels: an F or G home must reach E by 1 January 2033, whatever the deed date', () => {
    expect(renovationOf('BRUSSELS', 'G', 70, '2026-06-15')).toMatchObject({ kind: 'required', target: 'E', deadline: '2033-01-01', steps: 2 });
    expect(renovationOf('BRUSSELS', 'E', 70, '2028-06-15')).toEqual({ kind: 'none', from: 'E' });
  });
  it('a label pair counts as its worse letter, A+ as A', () => {
    expect(letterOf('C-D')).toBe('D');
    expect(letterOf('A+')).toBe('A');
    expect(letterOf('')).toBeNull();
  });
});

describe('the whole estimate', () => {
  it('a year and ten years of property tax and energy; no renovation for a plot', () => {
    const costs = costOfOwning({
      region: 'FLANDERS',
      zip: '9300',
      indexedIncome: 1000,
      epcScore: 300,
      livingArea: 150,
      label: 'F',
      dwelling: false,
      deedDate: '2026-06-15',
    });
    const year = Math.round(1000 * 0.0397 * 10.44) + Math.round(45_000 * ENERGY_PRICE.perKwh);
    expect(costs).toMatchObject({ perYear: year, tenYears: year * 10, renovation: null });
  });
  it('the deed date from the address, else four months ahead; a wrong one is ignored', () => {
    const today = new Date('2026-11-26T10:00:00Z');
    expect(deedDateOf(new URLSearchParams('costs-deed=2028-02-01'), today)).toBe('2028-02-01');
    expect(deedDateOf(new URLSearchParams('costs-deed=2028-13-45'), today)).toBe('2027-03-26');
    expect(deedDateOf(new URLSearchParams(''), today)).toBe('2027-03-26');
  });
});
