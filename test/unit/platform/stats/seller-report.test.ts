import { describe, expect, it } from 'vitest';
import {
  brusselsWeek,
  type ComparedListing,
  isSimilar,
  median,
  reportWeeks,
  REPORT_MAX_WEEKS,
  similarMedians,
  type SimilarViews,
  weekStart,
} from '../../../../shared/domain/seller-report';
import { expectMaps } from '../../../support/maps';

// The seller report's weeks (Brussels weeks, Monday to Sunday) and its comparison with
// the median of the agency's similar listings (same type, region, transaction, price ±20 %).

describe('weekStart and brusselsWeek', () => {
  it('gives the Monday of a day, a Monday itself and a Sunday in the week before', () => {
    expectMaps(weekStart, [
      ['2026-03-25', '2026-03-23'],
      ['2026-03-23', '2026-03-23'],
      ['2026-03-29', '2026-03-23'],
      ['2026-01-01', '2025-12-29'],
    ]);
  });

  it('counts an instant in the Brussels week, not the UTC one, across the change to summer time', () => {
    // Sunday 29 March 2026, 22:30 UTC is Monday 00:30 in Brussels (UTC+2 since 01:00 UTC that day).
    expectMaps(
      (instant: string) => brusselsWeek(new Date(instant)),
      [
        ['2026-03-29T22:30:00Z', '2026-03-30'],
        ['2026-03-29T21:30:00Z', '2026-03-23'],
        // In winter Brussels is UTC+1: Sunday 22:59 UTC is Sunday 23:59 there, 23:00 UTC Monday 00:00.
        ['2026-01-11T22:59:00Z', '2026-01-05'],
        ['2026-01-11T23:00:00Z', '2026-01-12'],
      ],
    );
  });
});

describe('reportWeeks', () => {
  it('lists every week from the publication to now, oldest first', () => {
    expect(reportWeeks(new Date('2026-03-04T09:00:00Z'), new Date('2026-03-25T12:00:00Z'))).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
  });

  it('gives one week for a listing published this week, none for one published later', () => {
    expect(reportWeeks(new Date('2026-03-24T09:00:00Z'), new Date('2026-03-25T12:00:00Z'))).toEqual(['2026-03-23']);
    expect(reportWeeks(new Date('2026-04-24T09:00:00Z'), new Date('2026-03-25T12:00:00Z'))).toEqual([]);
  });

  it('keeps the last REPORT_MAX_WEEKS weeks of an old listing', () => {
    const weeks = reportWeeks(new Date('2024-01-01T09:00:00Z'), new Date('2026-03-25T12:00:00Z'));
    expect(weeks).toHaveLength(REPORT_MAX_WEEKS);
    expect(weeks.at(-1)).toBe('2026-03-23');
    expect(weeks[0]).toBe('2025-09-29');
  });
});

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([80, 3, 120])).toBe(80);
    expect(median([5])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([0, 1])).toBe(0.5);
  });

  it('is null for no value (no comparison), never 0', () => {
    expect(median([])).toBeNull();
  });
});

describe('isSimilar', () => {
  const house: ComparedListing = { id: 1, headTypeId: 1, region: 'FLANDERS', transactionId: 1, price: 300_000 };

  it('takes the same type, region and transaction within ±20 % of the price, both ends in', () => {
    expect(isSimilar(house, { ...house, id: 2, price: 240_000 })).toBe(true);
    expect(isSimilar(house, { ...house, id: 3, price: 360_000 })).toBe(true);
    expect(isSimilar(house, { ...house, id: 4, price: 239_999 })).toBe(false);
    expect(isSimilar(house, { ...house, id: 5, price: 360_001 })).toBe(false);
  });

  it('leaves out another type, region or transaction, and the listing itself', () => {
    expect(isSimilar(house, { ...house, id: 2, headTypeId: 2 })).toBe(false);
    expect(isSimilar(house, { ...house, id: 2, region: 'WALLONIA' })).toBe(false);
    expect(isSimilar(house, { ...house, id: 2, transactionId: 2 })).toBe(false);
    expect(isSimilar(house, house)).toBe(false);
  });

  it('finds none for a listing without a published price or region, and leaves out others without a price', () => {
    expect(isSimilar({ ...house, price: null }, { ...house, id: 2 })).toBe(false);
    expect(isSimilar({ ...house, region: null }, { ...house, id: 2, region: null })).toBe(false);
    expect(isSimilar(house, { ...house, id: 2, price: null })).toBe(false);
  });
});

describe('similarMedians', () => {
  const weeks = ['2026-03-02', '2026-03-09', '2026-03-16'];

  it('takes each week the median of the similar listings online then, 0 for one online without a view', () => {
    const similar: SimilarViews[] = [
      { publishedWeek: '2026-02-02', views: { '2026-03-02': 10, '2026-03-09': 30, '2026-03-16': 50 } },
      { publishedWeek: '2026-02-16', views: { '2026-03-02': 20 } },
      { publishedWeek: '2026-03-09', views: { '2026-03-09': 90, '2026-03-16': 70 } },
    ];
    // Week 1: the third is not online yet (10, 20); week 2: 30, 0, 90; week 3: 50, 0, 70.
    expect(similarMedians(weeks, similar)).toEqual([15, 30, 50]);
  });

  it('says null for a week without any similar listing online, and for no similar listing at all', () => {
    expect(similarMedians(weeks, [{ publishedWeek: '2026-03-16', views: { '2026-03-16': 7 } }])).toEqual([null, null, 7]);
    expect(similarMedians(weeks, [])).toEqual([null, null, null]);
  });
});
