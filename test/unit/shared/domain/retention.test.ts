import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_YEARS,
  accountingKeptUntil,
  DEFAULT_RETENTION_MONTHS,
  phoneKey,
  retentionCutoff,
  retentionMonthsOf,
  viewingMonthsOf,
} from '../../../../shared/domain/retention';

// How long an agency keeps what its visitors sent (docs/privacy.md "How long"): one setting for
// the privacy statement and the Cron Trigger's erasure, and the phone numbers the privacy
// screen compares.

describe('the retention of an agency', () => {
  it.each([
    [undefined, DEFAULT_RETENTION_MONTHS],
    [{}, 24],
    [{ privacy: {} }, 24],
    [{ privacy: { retentionMonths: 6 } }, 6],
    [{ privacy: { retentionMonths: 1 } }, 1],
    [{ privacy: { retentionMonths: 0 } }, 24],
    [{ privacy: { retentionMonths: 2.5 } }, 24],
  ])('of legal data %j is %i months', (legal, months) => {
    expect(retentionMonthsOf(legal)).toBe(months);
  });

  it.each([
    ['2026-11-28T10:00:00.000Z', 24, '2024-11-28T10:00:00.000Z'],
    ['2026-03-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2024-03-31T10:00:00.000Z', 1, '2024-02-29T10:00:00.000Z'],
    ['2026-01-15T23:30:00.000Z', 6, '2025-07-15T23:30:00.000Z'],
  ])('past it at %s, with %i months, is what came before %s', (at, months, cutoff) => {
    expect(retentionCutoff(new Date(at), months)).toBe(cutoff);
  });

  it.each([
    [24, 12],
    [12, 12],
    [6, 6],
    [1, 1],
  ])('keeps a viewing a year at most: with %i months, %i', (months, viewing) => {
    expect(viewingMonthsOf(months)).toBe(viewing);
  });
});

// Code of Economic Law art. III.86 and III.88 (seven years), ten for tax since the law of 20
// November 2022 (Income Tax Code 1992 art. 315): https://www.cbn-cnc.be/nl/node/738
describe('a reservation’s accounting record', () => {
  it.each([
    ['2026-08-15', '2037-01-01'],
    ['2026-12-31', '2037-01-01'],
    ['2027-01-01', '2038-01-01'],
    ['2026-08-15T09:00:00.000Z', '2037-01-01'],
  ])('of a stay ending %s is kept until %s: ten years from 1 January after it', (end, until) => {
    expect(ACCOUNTING_YEARS).toBe(10);
    expect(accountingKeptUntil(end)).toBe(until);
  });
});

describe('a phone number as the privacy search compares it', () => {
  it.each([
    ['+32 470 12 34 56', '32470123456'],
    ['+32 (0)470 12 34 56', '32470123456'],
    ['+32(0)470/12.34.56', '32470123456'],
    ['+32 0470 12 34 56', '32470123456'],
    ['0032 (0)470 12 34 56', '32470123456'],
    ['+32-470-12-34-56', '32470123456'],
    ['0470 12 34 56', '32470123456'],
    ['0470/12.34.56', '32470123456'],
    ['(0470) 12 34 56', '32470123456'],
    ['0032 470 12 34 56', '32470123456'],
    ['470 12 34 56', '32470123456'],
    ['+32 9 123 45 67', '3291234567'],
    ['09 123 45 67', '3291234567'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['+33 (0)6 12 34 56 78', '33612345678'],
    ['0033 6 12 34 56 78', '33612345678'],
    ['+31 6 1234 5678', '31612345678'],
    ['0031 6 1234 5678', '31612345678'],
    ['0031 06 1234 5678', '31612345678'],
    ['+39 06 1234 5678', '390612345678'],
  ])('%s is %s', (typed, key) => {
    expect(phoneKey(typed)).toBe(key);
  });

  it('keeps a German number apart from the Belgian mobile with the same digits', () => {
    expect(phoneKey('+49 1234 5678')).not.toBe(phoneKey('0491 23 45 67'));
  });

  it.each(['', '12', '0470 12', '+32 (0)470 12', 'call me'])('%j is no number to find a person by', (typed) => {
    expect(phoneKey(typed)).toBeNull();
  });
});

/** A number's digits in groups of one to four, as people split them. */
const grouped = (digits: string) =>
  fc.array(fc.integer({ min: 1, max: 4 }), { minLength: digits.length, maxLength: digits.length }).chain((sizes) => {
    const groups: string[] = [];
    for (let at = 0, i = 0; at < digits.length; at += sizes[i++]!) groups.push(digits.slice(at, at + sizes[i]!));
    return fc
      .array(fc.constantFrom(' ', '.', '/', '-', '', ' / ', '. '), { minLength: groups.length, maxLength: groups.length })
      .map((separators) => groups.map((group, i) => (i === 0 ? group : `${separators[i]}${group}`)).join(''));
  });

describe('every notation of one number gives one key', () => {
  // A Belgian number's own digits: a mobile (4 then 5 to 9, nine digits) or a fixed line (eight).
  const belgian = fc.oneof(
    fc.tuple(fc.integer({ min: 5, max: 9 }), fc.stringMatching(/^\d{7}$/)).map(([second, rest]) => `4${second}${rest}`),
    fc.stringMatching(/^[1-9]\d{7}$/),
  );
  const belgianPrefixes = [
    '',
    '0',
    '(0)',
    '+32',
    '+32 ',
    '+ 32 ',
    '+32-',
    '+32 (0)',
    '+32(0)',
    '+32 (0) ',
    '+32 0',
    '0032 ',
    '0032',
    '00 32 ',
    '0032 (0)',
    '0032 0',
  ];

  it('a Belgian number, with or without its country code or trunk zero, in any grouping and separators', () => {
    fc.assert(
      fc.property(
        belgian.chain((own) => fc.tuple(fc.constant(own), fc.constantFrom(...belgianPrefixes), grouped(own), fc.constantFrom('', ' ', '\t'))),
        ([own, prefix, body, space]) => {
          expect(phoneKey(`${space}${prefix}${body}${space}`)).toBe(`32${own}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a Belgian number in its national form as a Belgian writes it, the area code in parentheses', () => {
    fc.assert(
      fc.property(belgian, fc.integer({ min: 1, max: 3 }), (own, split) => {
        expect(phoneKey(`(0${own.slice(0, split)}) ${own.slice(split)}`)).toBe(`32${own}`);
      }),
    );
  });

  // Foreign numbers: the codes whose trunk zero may be typed after them (+31 (0)6…, 0031 06…),
  // and others whose numbers are written with the code alone.
  const trunkCountries = ['31', '33', '41', '43', '44', '49'];
  const otherCountries = ['1', '34', '352', '48', '90'];
  const foreignOwn = fc.stringMatching(/^[1-9]\d{6,9}$/);

  it('a foreign number with a trunk zero: +cc, 00cc, +cc (0), 00cc 0 in any grouping', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...trunkCountries).chain((code) =>
          fc.tuple(
            fc.constant(code),
            foreignOwn.chain((own) => fc.tuple(fc.constant(own), grouped(own))),
            fc.constantFrom(
              `+${code} `,
              `+${code}`,
              `+${code}-`,
              `00${code} `,
              `00 ${code} `,
              `+${code} (0)`,
              `+${code}(0)`,
              `00${code} (0)`,
              `+${code} 0`,
              `00${code} 0`,
            ),
          ),
        ),
        ([code, [own, body], prefix]) => {
          expect(phoneKey(`${prefix}${body}`)).toBe(`${code}${own}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a foreign number of a country without a trunk zero: +cc and 00cc in any grouping', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...otherCountries).chain((code) =>
          fc.tuple(
            fc.constant(code),
            foreignOwn.chain((own) => fc.tuple(fc.constant(own), grouped(own))),
            fc.constantFrom(`+${code} `, `+${code}`, `00${code} `, `00 ${code} `, `+${code} (0)`),
          ),
        ),
        ([code, [own, body], prefix]) => {
          expect(phoneKey(`${prefix}${body}`)).toBe(`${code}${own}`);
        },
      ),
    );
  });

  it('two different Belgian numbers never share a key, whatever their notation', () => {
    fc.assert(
      fc.property(belgian, belgian, fc.constantFrom(...belgianPrefixes), fc.constantFrom(...belgianPrefixes), (one, two, first, second) => {
        fc.pre(one !== two);
        expect(phoneKey(`${first}${one}`)).not.toBe(phoneKey(`${second}${two}`));
      }),
    );
  });
});
