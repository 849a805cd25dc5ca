import { describe, expect, it } from 'vitest';
import {
  adjustedPricePerM2,
  type Comparable,
  MIN_COMPARABLES,
  quantile,
  roundAmount,
  type Subject,
  trimOutliers,
  valuationRange,
} from '../../../../shared/domain/valuation-range';

const GENT = { lat: 51.054, lon: 3.717 };
const subject: Subject = { zip: '9000', municipalityZips: ['9000', '9030', '9040'], centre: GENT, size: 100, land: false };
/** A comparable of 100 m² at `perM2` €/m² in `zip`, at the centre unless placed elsewhere. */
const house = (perM2: number, zip = '9000', extra: Partial<Comparable> = {}): Comparable => ({
  zip,
  lat: GENT.lat,
  lon: GENT.lon,
  price: perM2 * 100,
  living: 100,
  plot: 300,
  sold: true,
  ...extra,
});

describe('the quartiles', () => {
  it('interpolates between ranks', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
  });
});

describe('size adjustment', () => {
  it('leaves a comparable of the same size as it is', () => {
    expect(adjustedPricePerM2(house(2000), subject)).toBe(2000);
  });

  it('raises the price per m² of a bigger comparable and lowers that of a smaller one (size^0.2)', () => {
    const bigger = adjustedPricePerM2({ ...house(0), price: 300_000, living: 150 }, subject)!;
    expect(bigger).toBeCloseTo(2000 * 1.5 ** 0.2, 6);
    const smaller = adjustedPricePerM2({ ...house(0), price: 150_000, living: 60 }, subject)!;
    expect(smaller).toBeCloseTo(2500 * 0.6 ** 0.2, 6);
  });

  it('compares sizes up to three times apart, no further', () => {
    expect(adjustedPricePerM2({ ...house(0), price: 580_000, living: 290 }, subject)).toBeCloseTo(2000 * 2.9 ** 0.2, 6);
    expect(adjustedPricePerM2({ ...house(0), price: 600_000, living: 310 }, subject)).toBeNull();
    expect(adjustedPricePerM2({ ...house(0), price: 60_000, living: 30 }, subject)).toBeNull();
    expect(adjustedPricePerM2({ ...house(2000), living: null }, subject)).toBeNull();
  });

  it('compares the plot for land', () => {
    expect(adjustedPricePerM2({ ...house(0), price: 150_000, living: null, plot: 500 }, { size: 500, land: true })).toBe(300);
  });
});

describe('outliers', () => {
  it('drops values beyond 1.5 × IQR of the quartiles', () => {
    expect(trimOutliers([2000, 2100, 2200, 2300, 2400, 9000])).toEqual([2000, 2100, 2200, 2300, 2400]);
    expect(trimOutliers([300, 2000, 2100, 2200, 2300, 2400])).toEqual([2000, 2100, 2200, 2300, 2400]);
  });
});

describe('the range', () => {
  it('is the interquartile range × the size, rounded outwards to 5,000 €', () => {
    const outcome = valuationRange(
      [2000, 2100, 2200, 2300, 2400].map((perM2) => house(perM2)),
      subject,
    );
    expect(outcome).toEqual({ ok: true, range: { low: 210_000, median: 220_000, high: 230_000, count: 5, ring: 'zip' } });
  });

  it('rounds to 10,000 € from 500,000 €', () => {
    expect(roundAmount(512_345, 'down')).toBe(510_000);
    expect(roundAmount(512_345, 'up')).toBe(520_000);
    expect(roundAmount(212_345, 'up')).toBe(215_000);
  });

  it(`gives none with fewer than ${MIN_COMPARABLES} comparables, saying how many`, () => {
    expect(
      valuationRange(
        [2000, 2100, 2200, 2300].map((perM2) => house(perM2)),
        subject,
      ),
    ).toEqual({ ok: false, count: 4 });
  });

  it('does not count an outlier among the five', () => {
    expect(
      valuationRange(
        [2000, 2100, 2200, 2300, 20_000].map((perM2) => house(perM2)),
        subject,
      ),
    ).toEqual({ ok: false, count: 4 });
  });

  it('ignores other kinds of size: a comparable without a living area is no comparable', () => {
    const comparables = [...[2000, 2100, 2200, 2300].map((perM2) => house(perM2)), house(2200, '9000', { living: null })];
    expect(valuationRange(comparables, subject).ok).toBe(false);
  });

  it('widens to the municipality, then 10 km, then 20 km, and says which', () => {
    const four = [2000, 2100, 2200, 2300].map((perM2) => house(perM2));
    expect(valuationRange([...four, house(2400, '9030', { lat: null, lon: null })], subject)).toMatchObject({
      ok: true,
      range: { ring: 'municipality', count: 5 },
    });
    // Lochristi (9080) is about 9 km from Gent's centre; Eeklo (9900) about 19 km.
    expect(valuationRange([...four, house(2400, '9080', { lat: 51.097, lon: 3.83 })], subject)).toMatchObject({ ok: true, range: { ring: 'km10' } });
    expect(valuationRange([...four, house(2400, '9900', { lat: 51.185, lon: 3.565 })], subject)).toMatchObject({ ok: true, range: { ring: 'km20' } });
    expect(valuationRange([...four, house(2400, '2000', { lat: 51.219, lon: 4.402 })], subject)).toEqual({ ok: false, count: 4 });
  });

  it('uses the narrowest ring with enough comparables, not the widest', () => {
    const near = [2000, 2100, 2200, 2300, 2400].map((perM2) => house(perM2));
    const far = [4000, 4100, 4200, 4300, 4400].map((perM2) => house(perM2, '9900', { lat: 51.185, lon: 3.565 }));
    expect(valuationRange([...near, ...far], subject)).toMatchObject({ ok: true, range: { low: 210_000, high: 230_000, ring: 'zip' } });
  });
});
