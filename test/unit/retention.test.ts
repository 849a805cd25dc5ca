import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_YEARS,
  accountingKeptUntil,
  DEFAULT_RETENTION_MONTHS,
  phoneKey,
  retentionCutoff,
  retentionMonthsOf,
  viewingMonthsOf,
} from '../../shared/domain/retention';

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
    ['+32 470 12 34 56', '470123456'],
    ['0470 12 34 56', '470123456'],
    ['0470/12.34.56', '470123456'],
    ['0032 470 12 34 56', '470123456'],
    ['470 12 34 56', '470123456'],
    ['+32 9 123 45 67', '91234567'],
    ['09 123 45 67', '91234567'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['0033 6 12 34 56 78', '33612345678'],
    ['+31 6 1234 5678', '31612345678'],
  ])('%s is %s', (typed, key) => {
    expect(phoneKey(typed)).toBe(key);
  });

  it.each(['', '12', '0470 12', 'call me'])('%j is no number to find a person by', (typed) => {
    expect(phoneKey(typed)).toBeNull();
  });
});
