import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWrittenNumber } from '../../../../shared/domain/written-number';

// How Belgian CRMs, spreadsheets and agents write a number (a price "389.000", an English export's
// "389,000", "389 000", "€ 389.000,-"): each notation reads as the number meant, never at another
// magnitude, and a text that fits none is refused (undefined) rather than guessed.

/** `value` in whole units and cents, written with `group` between thousands and `decimal` before the cents. */
function written(units: number, cents: number | null, group: string, decimal: string): string {
  const whole = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return cents === null ? whole : `${whole}${decimal}${String(cents).padStart(2, '0')}`;
}

const NOTATIONS: { name: string; group: string; decimal: string; around?: (text: string) => string }[] = [
  { name: 'plain, decimal point', group: '', decimal: '.' },
  { name: 'plain, decimal comma', group: '', decimal: ',' },
  { name: 'Belgian: 389.000,50', group: '.', decimal: ',' },
  { name: 'English: 389,000.50', group: ',', decimal: '.' },
  { name: 'spaces: 389 000,50', group: ' ', decimal: ',' },
  { name: 'no-break spaces', group: '\u00a0', decimal: ',' },
  { name: 'narrow no-break spaces (Intl fr-BE)', group: '\u202f', decimal: ',' },
  { name: "apostrophes: 389'000.50", group: "'", decimal: '.' },
  { name: 'a euro sign before: € 389.000,50', group: '.', decimal: ',', around: (text) => `€ ${text}` },
  { name: 'EUR after: 389.000,50 EUR', group: '.', decimal: ',', around: (text) => `${text} EUR` },
  { name: 'euros before: euros 389.000,50', group: '.', decimal: ',', around: (text) => `euros ${text}` },
];

describe('readWrittenNumber', () => {
  it.each([
    ['389.000', 389_000],
    ['389,000', 389_000],
    ['389 000', 389_000],
    ['389.000,50', 389_000.5],
    ['389,000.50', 389_000.5],
    ['€ 389.000', 389_000],
    ['€ 389.000,-', 389_000],
    ['euros 389.000', 389_000],
    ['Euro 389.000', 389_000],
    ['EUR 389.000', 389_000],
    ['389.000 euros', 389_000],
    ['389.000 euro', 389_000],
    ['1.234.567', 1_234_567],
    ['1,234,567.89', 1_234_567.89],
    ['49,78', 49.78],
    ['49.78', 49.78],
    ['0,500', 0.5],
    ['2.500 m²', 2_500],
    ['1.234', 1_234],
    ['12,500', 12_500],
    ['385000', 385_000],
    ['-5', -5],
  ])('reads %j as %d', (text, number) => {
    expect(readWrittenNumber(text)).toBe(number);
  });

  it.each(['abc', '1.23.456', '12,34.5', '1.2.3', '389.000.00', '1,234.567,8', '389 00', '€', '', '3e5', '0x10', 'Infinity', '12-14'])(
    'refuses %j: no notation writes it',
    (text) => {
      expect(readWrittenNumber(text)).toBeUndefined();
    },
  );

  it('reads a coordinate\'s "51,054" or "51.054" as degrees, never as a thousands group', () => {
    expect(readWrittenNumber('51,054', 'degrees')).toBe(51.054);
    expect(readWrittenNumber('51.054', 'degrees')).toBe(51.054);
    expect(readWrittenNumber('3.7174', 'degrees')).toBe(3.7174);
    expect(readWrittenNumber('1.234.567', 'degrees')).toBeUndefined();
    expect(readWrittenNumber('€ 51', 'degrees')).toBeUndefined();
  });

  for (const notation of NOTATIONS) {
    it(`reads every amount up to a billion written ${notation.name}, at its magnitude`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.option(fc.integer({ min: 0, max: 99 })), (units, cents) => {
          const text = (notation.around ?? ((same) => same))(written(units, cents, notation.group, notation.decimal));
          expect(readWrittenNumber(text), text).toBe(Number(cents === null ? units : `${units}.${String(cents).padStart(2, '0')}`));
        }),
      );
    });
  }

  it('reads every coordinate in Belgium with a decimal point or comma and up to eight decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 51 }), fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('.', ','), (degrees, fraction, separator) => {
        const decimals = String(fraction);
        expect(readWrittenNumber(`${degrees}${separator}${decimals}`, 'degrees')).toBe(Number(`${degrees}.${decimals}`));
      }),
    );
  });
});
