import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../../../worker/platform/crm/crm-error';
import { readFlag, readNumber } from '../../../../worker/platform/crm/schema-parts';
import { sweepBrightEstateSchema } from '../../../../worker/platform/crm/sweepbright/schema';
import { brusselsWallTime } from '../../../../worker/platform/crm/whise/requests';
import { whiseEstateListSchema } from '../../../../worker/platform/crm/whise/schema';
import { SWEEPBRIGHT_FIXTURES, WHISE_FIXTURES } from '../../../support/fake-crm/fixtures';

// The raw CRM schemas take every fixture, unknown fields and enum values included, and the
// small readers the clients and mappings share.

describe('raw CRM schemas', () => {
  it.each(Object.entries(SWEEPBRIGHT_FIXTURES))('SweepBright reads the %s fixture', (_name, estate) => {
    expect(sweepBrightEstateSchema.safeParse(estate).error).toBeUndefined();
  });

  it.each(Object.entries(WHISE_FIXTURES))('Whise reads the %s fixture', (_name, estates) => {
    const list = { estates: Array.isArray(estates) ? estates : [estates], totalCount: 1, isValidRequest: true, validationErrors: null };
    expect(whiseEstateListSchema.safeParse(list).error).toBeUndefined();
  });

  it('keeps unknown enum values and unknown fields as they came', () => {
    const estate = sweepBrightEstateSchema.parse(SWEEPBRIGHT_FIXTURES.unknownEnums);
    expect([estate.type, estate.negotiation, estate.status]).toEqual(['houseboat', 'auction', 'reserved_by_bank']);
    expect(estate.legal?.property_and_land?.flood_risk).toBe('coastal_flood_zone');
    expect((estate as Record<string, unknown>).future_field).toEqual({ shape: 'unknown' });
  });

  it('refuses an estate without an id', () => {
    const { id: _id, ...withoutId } = SWEEPBRIGHT_FIXTURES.minimal;
    expect(sweepBrightEstateSchema.safeParse(withoutId).success).toBe(false);
  });
});

describe('readers', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [0, false],
    ['0', false],
    [false, false],
    ['', undefined],
    [null, undefined],
    ['maybe', undefined],
  ] as const)('readFlag(%j) is %j', (value, expected) => {
    expect(readFlag(value)).toBe(expected);
  });

  it.each([
    [179, 179],
    ['179', 179],
    ['49,78', 49.78],
    ['', undefined],
    ['n/a', undefined],
    [null, undefined],
  ] as const)('readNumber(%j) is %j', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });

  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['999999', 86_400],
    ['Wed, 04 Mar 2026 10:02:00 GMT', 120],
    ['soon', undefined],
    [null, undefined],
  ] as const)('retryAfterSeconds(%j) is %j', (header, expected) => {
    expect(retryAfterSeconds(header, Date.parse('2026-03-04T10:00:00Z'))).toBe(expected);
  });

  it.each([
    ['2026-01-15T12:00:00Z', '2026-01-15T13:00:00'],
    ['2026-07-15T12:00:00Z', '2026-07-15T14:00:00'],
    ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00'],
  ])('brusselsWallTime(%s) is %s', (moment, expected) => {
    expect(brusselsWallTime(new Date(moment))).toBe(expected);
  });
});
