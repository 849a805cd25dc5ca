import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCounter } from '../../../../client/enhancers/cta-numbers.enhance';
import { counterValue } from '../../../../shared/domain/animation';
import {
  formatArea,
  formatCo2,
  formatDate,
  formatEpc,
  formatEpcPerYear,
  formatLiquid,
  formatNumber,
  formatPercentage,
  formatPrice,
  formatPriceFrom,
  formatPricePerArea,
  formatSize,
} from '../../../../shared/format';

describe('number formats', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1000, '1.000'],
    [1234567.5, '1.234.567,5'],
    [1234.567, '1.234,57'],
    [12.1, '12,1'],
    [-2500, '-2.500'],
    [9007199254740991, '9.007.199.254.740.991'],
    ['350000', '350.000'],
    [-1, ''],
    ['-1', ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    ['abc', ''],
    ['', ''],
  ] as const)('formatNumber(%o) → %o', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([
    [formatPrice, 250000, '€\u00a0250.000'],
    [formatPrice, 0, '€\u00a00'],
    // An amount with cents shows both digits of them, as money is written; whole euros none.
    [formatPrice, 1495.5, '€\u00a01.495,50'],
    [formatPrice, 389000.5, '€\u00a0389.000,50'],
    [formatPrice, '389000.05', '€\u00a0389.000,05'],
    [formatPrice, 389000.004, '€\u00a0389.000'],
    [formatPricePerArea, 2650.5, '€\u00a02.650,50 /m²'],
    [formatPrice, -1, ''],
    [formatPrice, null, ''],
    [formatPricePerArea, 2650, '€\u00a02.650 /m²'],
    [formatPricePerArea, -1, ''],
    [formatArea, 1250, '1.250 m²'],
    [formatArea, 85.25, '85,25 m²'],
    [formatArea, 0, '0 m²'],
    [formatArea, -1, ''],
    [formatSize, 12.5, '12,5 m'],
    [formatEpc, 254, '254 kWh/m²'],
    [formatEpc, null, ''],
    [formatEpcPerYear, 18250, '18.250 kWh/jaar'],
    [formatLiquid, 3000, '3.000l'],
    [formatPercentage, 21, '21%'],
    [formatPercentage, 6, '6%'],
    [formatPercentage, undefined, ''],
  ] as const)('%o(%o) → %o', (format, value, expected) => {
    expect((format as (v: unknown) => string)(value)).toBe(expected);
  });

  it('writes the year word in the visitor’s language', () => {
    expect(formatEpcPerYear(1200, 'fr')).toBe('1.200 kWh/an');
    expect(formatCo2(32, 'nl')).toBe('32 kg/m²/jaar');
    expect(formatCo2(32, 'de')).toBe('32 kg/m²/Jahr');
  });

  it.each([
    ['nl', 'Vanaf €\u00a0245.000'],
    ['fr', 'À partir de €\u00a0245.000'],
    ['en', 'From €\u00a0245.000'],
    ['de', 'Von €\u00a0245.000'],
  ] as const)('price from in %s', (locale, expected) => {
    expect(formatPriceFrom(245000, locale)).toBe(expected);
    expect(formatPriceFrom(-1, locale)).toBe('');
  });
});

describe('counters', () => {
  it("write every step of their count as toLocaleString('nl-BE') does, without the browser's number formatting", () => {
    const target = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 999 })).map(([whole, thousandths]) => whole + thousandths / 1000),
      fc.double({ min: 0, max: 1_000_000, noNaN: true }),
    );
    // toLocaleString('nl-BE') is this formatter's format (one made for every call was most of the test's time).
    const nlBE = new Intl.NumberFormat('nl-BE');
    fc.assert(
      fc.property(target, fc.integer({ min: 0, max: 3000 }), fc.constantFrom(null, '+', '%'), (value, elapsed, suffix) => {
        const shown = counterValue(value, elapsed);
        expect(formatCounter(shown, suffix)).toBe(`${nlBE.format(shown)}${suffix ?? ''}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dates', () => {
  it.each([
    ['2026-03-01', '01/03/2026'],
    ['2026-12-31T23:30:00Z', '31/12/2026'],
    ['2026-12-31T23:30:00+01:00', '31/12/2026'],
    [new Date(Date.UTC(2024, 1, 29)), '29/02/2024'],
    ['2026-02-30', ''],
    ['31/12/2026', ''],
    ['', ''],
    [null, ''],
  ] as const)('formatDate(%o) → %o', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

import { contrastRatio, readableTextOn } from '../../../../shared/format/color';

describe('readable text on an agency colour', () => {
  it.each([
    ['#3a7d44', '#ffffff'],
    ['#e07a1f', '#111111'],
    ['#0b4f6c', '#ffffff'],
    ['#fff', '#111111'],
    ['#000000', '#ffffff'],
  ])('on %s writes %s, with at least 4.5:1 contrast', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
    expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
  });
});
