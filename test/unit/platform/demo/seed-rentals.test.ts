import { describe, expect, it } from 'vitest';
import type { RawLocalized } from '../../../../shared/contract/raw/common';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { addDays, type SeedContext } from '../../../../worker/platform/demo/seed/context';
import { MUNICIPALITIES } from '../../../../worker/platform/demo/seed/municipalities';
import { createRandom } from '../../../../worker/platform/demo/seed/random';
import { generateRentals, PERIOD_TYPES, RENTAL_LOCATIONS, RENTAL_SUB_KINDS } from '../../../../worker/platform/demo/seed/rentals';

const TODAY = '2026-11-21';

function context(today = TODAY): SeedContext {
  return { random: createRandom(20261121), assets: new AssetRegistry(), today };
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function expectAllLanguages(text: RawLocalized | null | undefined): void {
  expect(text).toBeTruthy();
  for (const lang of ['nl', 'fr', 'en', 'de'] as const) expect(text?.[lang], `missing ${lang}`).toMatch(/\S/);
}

const units = generateRentals(context());
const periods = units.flatMap(({ periods }) => periods);

describe('holiday rental demo data (rental unit)', () => {
  it('has coast and Ardennes units on both sites', () => {
    expect(units.length).toBeGreaterThanOrEqual(30);
    const byLocation = (id: number) => units.filter(({ unit }) => unit.general.location.id === id);
    expect(byLocation(1).length).toBeGreaterThanOrEqual(8);
    expect(byLocation(2).length).toBeGreaterThanOrEqual(8);
    expect(new Set(units.map(({ siteId }) => siteId))).toEqual(new Set([1, 2]));
    // Ardennes Habitat (site 2) owns every Ardennes unit.
    expect(byLocation(2).every(({ siteId }) => siteId === 2)).toBe(true);
  });

  it('numbers units 1.. and periods uniquely across units', () => {
    expect(units.map(({ unit }) => unit.id)).toEqual(units.map((_, index) => index + 1));
    expect(new Set(periods.map(({ id }) => id)).size).toBe(periods.length);
    for (const { unit, periods: own } of units) expect(own.every(({ unitId }) => unitId === unit.id)).toBe(true);
  });

  it('places every unit in a coast or Ardennes municipality near its town centre', () => {
    for (const { unit } of units) {
      const municipality = MUNICIPALITIES.find(({ id }) => id === unit.general.city.id);
      expect(municipality).toBeDefined();
      expect(unit.general.location.id === 1 ? municipality?.coast : municipality?.ardennes).toBe(true);
      expect(unit.address.city.zip).toBe(municipality?.zip);
      if (unit.geo && municipality) {
        expect(Math.abs(unit.geo.lat - municipality.lat)).toBeLessThan(0.02);
        expect(Math.abs(unit.geo.lon - municipality.lon)).toBeLessThan(0.02);
      }
    }
  });

  it('uses the listed locations, sub kinds and period types', () => {
    const locationIds = RENTAL_LOCATIONS.map(({ id }) => id);
    const subKindIds = RENTAL_SUB_KINDS.map(({ id }) => id);
    for (const { unit } of units) {
      expect(locationIds).toContain(unit.general.location.id);
      expect(subKindIds).toContain(unit.general.subKind?.id);
    }
    for (const period of periods) expect(PERIOD_TYPES.find(({ id }) => id === period.type.id)?.code).toBe(period.type.code);
    expect(new Set(periods.map(({ type }) => type.code))).toEqual(new Set(['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND']));
  });

  it('gives every localized text in nl, fr, en and de', () => {
    [...RENTAL_LOCATIONS, ...RENTAL_SUB_KINDS, ...PERIOD_TYPES].forEach(({ name }) => expectAllLanguages(name));
    for (const { unit } of units) {
      expectAllLanguages(unit.address.street);
      expectAllLanguages(unit.address.city.name);
      if (unit.address.city.alias) expectAllLanguages(unit.address.city.alias);
      expectAllLanguages(unit.general.description);
      expectAllLanguages(unit.general.descriptionShort);
      expectAllLanguages(unit.general.location.name);
      expectAllLanguages(unit.general.city.name);
      expectAllLanguages(unit.general.subKind?.name);
      const sentences = unit.general.description.nl?.split(/(?<=\.) /) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(5);
    }
  });

  it('has 3 to 10 generated photos per unit', () => {
    for (const { unit } of units) {
      expect(unit.photos.length).toBeGreaterThanOrEqual(3);
      expect(unit.photos.length).toBeLessThanOrEqual(10);
      for (const photo of unit.photos) {
        expect(photo.original).toMatch(/^\/assets\/media\/\d+\/[0-9a-f]{8}\.svg$/);
        expect(photo.medium).toMatch(/-medium\.svg$/);
        expect(photo.thumbnail).toMatch(/-thumbnail\.svg$/);
      }
    }
  });

  it('has units whose empty, null or zero fields must be hidden', () => {
    const general = units.map(({ unit }) => unit.general);
    expect(general.some(({ maxOccupation }) => maxOccupation === null)).toBe(true);
    expect(general.some(({ garage }) => garage === null)).toBe(true);
    expect(general.some(({ garage }) => garage === false)).toBe(true);
    expect(general.some(({ floor }) => floor === 0)).toBe(true);
    expect(general.some(({ floor, building }) => floor !== null && building === null)).toBe(true);
    expect(general.some(({ building }) => building?.name === null || building?.rentalName === null)).toBe(true);
    expect(units.some(({ unit }) => unit.hiddenTabs.length > 0)).toBe(true);
    expect(units.filter(({ unit }) => unit.hiddenTabs.length === 0).length).toBeGreaterThan(units.length / 2);
    for (const { unit } of units) {
      const occupation = unit.general.maxOccupation;
      if (occupation !== null) expect(occupation).toBeGreaterThanOrEqual(2);
      if (occupation !== null) expect(occupation).toBeLessThanOrEqual(14);
      // Apartments have a floor and a box; houses have neither.
      expect(unit.general.floor === null).toBe(unit.address.box === null);
    }
  });

  it('offers periods over the next 12 months, none before today', () => {
    const horizon = addDays(TODAY, 366);
    for (const { periods: own } of units) {
      expect(own.length).toBeGreaterThan(0);
      for (const { start, end } of own) {
        expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(start >= TODAY).toBe(true);
        expect(start < end).toBe(true);
        expect(end <= horizon).toBe(true);
      }
      const weeks = own.filter(({ type }) => type.code === 'WEEK');
      expect(weeks[0]!.start <= addDays(TODAY, 6)).toBe(true);
      expect(weeks.at(-1)!.end >= addDays(TODAY, 358)).toBe(true);
    }
  });

  it('runs WEEK periods Saturday to Saturday, weekends Friday to Monday and midweeks Monday to Friday', () => {
    for (const { type, start, end } of periods) {
      if (type.code === 'WEEK') expect([weekday(start), end]).toEqual([6, addDays(start, 7)]);
      if (type.code === 'WEEKEND') expect([weekday(start), end]).toEqual([5, addDays(start, 3)]);
      if (type.code === 'MIDWEEK') expect([weekday(start), end]).toEqual([1, addDays(start, 4)]);
    }
  });

  it('has about a quarter of the periods already booked', () => {
    const booked = periods.filter(({ available }) => !available).length / periods.length;
    expect(booked).toBeGreaterThan(0.15);
    expect(booked).toBeLessThan(0.35);
  });

  it('prices periods positively, higher in the summer, with priceFrom the cheapest week', () => {
    for (const { unit, periods: own } of units) {
      expect(own.every(({ price }) => price > 0)).toBe(true);
      const weeks = own.filter(({ type }) => type.code === 'WEEK');
      expect(unit.priceFrom).toBe(Math.min(...weeks.map(({ price }) => price)));
      const august = weeks.find(({ start }) => start.slice(5, 7) === '08');
      const november = weeks.find(({ start }) => start.slice(5, 7) === '11');
      expect(august!.price).toBeGreaterThan(november!.price);
    }
  });

  it('is deterministic for one today and moves the periods with today', () => {
    expect(generateRentals(context())).toEqual(units);
    const later = generateRentals(context('2027-02-03'));
    expect(later.map(({ unit }) => unit.general.description)).toEqual(units.map(({ unit }) => unit.general.description));
    const laterPeriods = later.flatMap(({ periods }) => periods);
    expect(laterPeriods.every(({ start }) => start >= '2027-02-03')).toBe(true);
    expect(laterPeriods[0]?.start).not.toBe(periods[0]?.start);
  });
});
